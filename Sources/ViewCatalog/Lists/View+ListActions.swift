import Foundation
import LayoutCore

/// The environment key for the action `.refreshable` gives the views below.
struct RefreshActionKey: EnvironmentKey {
    static let defaultValue: RefreshBox? = nil
}

/// A refresh action, kept in the environment.
struct RefreshBox: @unchecked Sendable {
    let action: @Sendable () async -> Void
}

extension EnvironmentValues {
    /// The refresh action set with `.refreshable`, if any.
    var refreshBox: RefreshBox? {
        get { self[RefreshActionKey.self] }
        set { self[RefreshActionKey.self] = newValue }
    }
}

extension View {
    /// Lets a list be pulled down to refresh: SwiftUI's `.refreshable(action:)`. A rendered
    /// scene has no pull gesture, so the action is kept and never run, and nothing is drawn.
    /// - Parameter action: What a pull would run.
    /// - Returns: The view.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> ModifiedView<Self> {
        environment(\.refreshBox, RefreshBox(action: action))
    }

    /// Gives this row actions revealed by a swipe: SwiftUI's `.swipeActions(edge:allowsFullSwipe:content:)`.
    /// A list at rest shows none, and a rendered scene has no swipe: the row is drawn as it is.
    /// - Parameters:
    ///   - edge: The edge the actions come from; trailing by default.
    ///   - allowsFullSwipe: Whether a full swipe runs the first action; `true` by default.
    ///   - content: The actions (buttons).
    /// - Returns: The row.
    public func swipeActions<T>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                @ViewBuilder content: () -> T) -> ModifiedView<Self> where T: View {
        layoutValue(key: ListSwipeEdgesKey.self, value: edge)
    }

    /// Gives this row actions revealed by a swipe, and a closure told when they show or hide:
    /// SwiftUI's `.swipeActions(edge:allowsFullSwipe:content:onPresentationChanged:)`. Nothing
    /// swipes in a rendered scene, so the actions never show and the closure never runs.
    /// - Parameters:
    ///   - edge: The edge the actions come from; trailing by default.
    ///   - allowsFullSwipe: Whether a full swipe runs the first action; `true` by default.
    ///   - content: The actions.
    ///   - onPresentationChanged: What runs when the actions show or hide.
    /// - Returns: The row.
    public func swipeActions(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> some View,
                             onPresentationChanged: @escaping (Bool) -> Void) -> ModifiedView<Self> {
        layoutValue(key: ListSwipeEdgesKey.self, value: edge)
    }
}

/// The layout-value key for the edge a row's swipe actions come from.
struct ListSwipeEdgesKey: LayoutValueKey {
    static let defaultValue: HorizontalEdge? = nil
}
