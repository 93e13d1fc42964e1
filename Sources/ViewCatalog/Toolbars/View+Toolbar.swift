import Foundation
import LayoutCore

// The modifiers that put items in a screen's bars.
extension View {
    /// SwiftUI's `toolbar(content:)` with views: the views are drawn in the trailing corner of the
    /// navigation bar of the screen the view is on, side by side.
    /// - Parameter content: The items' views.
    /// - Returns: The view, adding the items to its screen's bar.
    public func toolbar<Content>(@ViewBuilder content: () -> Content) -> NavigationScreenWriter<Self> where Content: View {
        let entry = ToolbarEntry(placement: .automatic, view: AnyView(content()))
        return writingNavigationScreen { $0.toolbarEntries.append(entry) }
    }

    /// SwiftUI's `toolbar(content:)` with toolbar items: each item is drawn at its placement in the
    /// bars of the screen the view is on.
    /// - Parameter content: The items.
    /// - Returns: The view, adding the items to its screen's bars.
    public func toolbar<Content>(@ToolbarContentBuilder content: () -> Content) -> NavigationScreenWriter<Self>
    where Content: ToolbarContent {
        let entries = content().resolvedEntries
        return writingNavigationScreen { $0.toolbarEntries += entries }
    }

    /// SwiftUI's `toolbar(id:content:)`: a toolbar people could customise. An iPhone offers no
    /// customisation, so the items are drawn at their placements (those created with
    /// `showsByDefault: false` not at all).
    /// - Parameters:
    ///   - id: The toolbar's identifier.
    ///   - content: The items.
    /// - Returns: The view, adding the items to its screen's bars.
    public func toolbar<Content>(id: String, @ToolbarContentBuilder content: () -> Content) -> NavigationScreenWriter<Self>
    where Content: CustomizableToolbarContent {
        let entries = content().resolvedEntries
        return writingNavigationScreen { $0.toolbarEntries += entries }
    }

    /// SwiftUI's `toolbar(_:for:)`: shows or hides bars of the screen the view is on: the navigation
    /// bar (`.navigationBar`, `.automatic`), the bottom toolbar (`.bottomBar`) or the tab bar of the
    /// tab view around it (`.tabBar`).
    /// - Parameters:
    ///   - visibility: Whether to show the bars; `.automatic` shows them.
    ///   - bars: The bars.
    /// - Returns: The view, showing or hiding the bars.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> ToolbarVisibilityWriter<Self> {
        ToolbarVisibilityWriter(content: self, visibility: visibility, bars: Set(bars.map(\.bar)))
    }
}
