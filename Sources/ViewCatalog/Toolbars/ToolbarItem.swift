import Foundation
import LayoutCore

/// One item of a toolbar, with its placement: SwiftUI's `ToolbarItem`.
///
/// ```swift
/// .toolbar {
///     ToolbarItem(placement: .topBarTrailing) { Button("Add") { … } }
/// }
/// ```
public struct ToolbarItem<ID, Content: View>: ToolbarContent, PrimitiveToolbarContent {
    /// A primitive piece of toolbar content has no body.
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content
    let isShown: Bool

    /// A primitive piece of toolbar content has no body.
    public var body: Never { return fatalError("ToolbarItem is primitive toolbar content") }

    var toolbarEntries: [ToolbarEntry] {
        isShown ? [ToolbarEntry(placement: placement, view: AnyView(content))] : []
    }
}

extension ToolbarItem where ID == () {
    /// Creates an item drawn at `placement`.
    /// - Parameters:
    ///   - placement: Where the item goes; `.automatic` (on iOS, the trailing corner) by default.
    ///   - content: The item's view.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.init(placement: placement, content: content(), isShown: true)
    }
}

extension ToolbarItem: CustomizableToolbarContent where ID == String {
    /// Creates an item people could customise, drawn at `placement`.
    /// - Parameters:
    ///   - id: The item's identifier among the toolbar's.
    ///   - placement: Where the item goes; `.automatic` by default.
    ///   - content: The item's view.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.init(placement: placement, content: content(), isShown: true)
    }

    /// Creates an item people could customise, shown or not until they do.
    /// - Parameters:
    ///   - id: The item's identifier among the toolbar's.
    ///   - placement: Where the item goes; `.automatic` by default.
    ///   - showsByDefault: Whether the item is in the toolbar before customisation: with `false`
    ///     it is not drawn (an iPhone offers no customisation to bring it back).
    ///   - content: The item's view.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool, @ViewBuilder content: () -> Content) {
        self.init(placement: placement, content: content(), isShown: showsByDefault)
    }
}
