import Foundation
import LayoutCore

/// Several toolbar items at one placement, side by side: SwiftUI's `ToolbarItemGroup`.
///
/// ```swift
/// ToolbarItemGroup(placement: .bottomBar) {
///     Button("Edit") { … }
///     Spacer()
///     Button("Share") { … }
/// }
/// ```
public struct ToolbarItemGroup<Content: View>: ToolbarContent, PrimitiveToolbarContent {
    /// A primitive piece of toolbar content has no body.
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content

    /// A primitive piece of toolbar content has no body.
    public var body: Never { return fatalError("ToolbarItemGroup is primitive toolbar content") }

    /// Creates a group of the views in `content`, drawn side by side at `placement`.
    /// - Parameters:
    ///   - placement: Where the items go; `.automatic` (on iOS, the trailing corner) by default.
    ///   - content: The items' views.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    /// Creates a group with a label, which platforms show when the group is collapsed into a menu.
    /// An iPhone shows the items themselves, so the label is not drawn.
    /// - Parameters:
    ///   - placement: Where the items go; `.automatic` by default.
    ///   - content: The items' views.
    ///   - label: The group's label.
    public init<C: View, L: View>(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> C,
                                  @ViewBuilder label: () -> L) where Content == LabeledToolbarItemGroupContent<C, L> {
        self.placement = placement
        self.content = LabeledToolbarItemGroupContent(content: content(), label: label())
    }

    var toolbarEntries: [ToolbarEntry] {
        [ToolbarEntry(placement: placement, view: AnyView(content))]
    }
}
