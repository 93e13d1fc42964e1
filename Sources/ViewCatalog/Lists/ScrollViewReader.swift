import Foundation
import LayoutCore

/// A view whose content can scroll its scroll views to a view by its id: SwiftUI's
/// `ScrollViewReader`.
///
/// ```swift
/// ScrollViewReader { proxy in
///     ScrollView {
///         ForEach(0..<50) { number in Text("Row \(number)").id(number) }
///     }
///     .onAppear { proxy.scrollTo(30) }
/// }
/// ```
///
/// The content is drawn as it is; once `scrollTo(_:anchor:)` is called (in an action such as
/// `onAppear` or a button's), the `ScrollView`s inside are drawn scrolled to the view with that
/// `.id`. See ``ScrollViewProxy`` for what differs from SwiftUI.
public struct ScrollViewReader<Content: View>: View {
    /// The content, built with the proxy.
    public var content: (ScrollViewProxy) -> Content
    @State private var target: ScrollTargetBox?

    /// Creates a reader whose content is given the proxy.
    /// - Parameter content: The content, which may call the proxy's `scrollTo(_:anchor:)`.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    /// The content, its scroll views scrolled to the last target asked for.
    public var body: some View {
        let state = $target
        let proxy = ScrollViewProxy { state.wrappedValue = ScrollTargetBox(target: $0) }
        return content(proxy).environment(\.scrollTarget, target?.target)
    }
}

/// A scroll target kept in state.
struct ScrollTargetBox: Equatable {
    let target: ScrollTarget
}
