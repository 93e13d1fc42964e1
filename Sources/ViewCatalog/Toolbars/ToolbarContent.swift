import Foundation
import LayoutCore

/// What `.toolbar { }` holds: items and groups of items, each with its placement: SwiftUI's
/// `ToolbarContent`.
///
/// Write a type of your own with a `body` of ``ToolbarItem``s and ``ToolbarItemGroup``s, as in
/// SwiftUI. Zoetrope builds the body when the toolbar is set; `@State` and `@Environment`
/// properties of a toolbar content type of your own keep their initial values.
public protocol ToolbarContent {
    /// The type of the content's body.
    associatedtype Body: ToolbarContent
    /// What the content is made of.
    @ToolbarContentBuilder var body: Self.Body { get }
}

/// The body of a primitive piece of toolbar content, which is never asked for.
extension Never: ToolbarContent {}

/// The body of a primitive piece of customisable toolbar content, which is never asked for.
extension Never: CustomizableToolbarContent {}

/// One item of a toolbar resolved: where it goes and what it shows.
struct ToolbarEntry {
    /// Where the item goes.
    var placement: ToolbarItemPlacement
    /// What it shows.
    var view: AnyView
}

/// Toolbar content that lists its items itself rather than through a body.
protocol PrimitiveToolbarContent {
    /// The items, in order.
    var toolbarEntries: [ToolbarEntry] { get }
}

extension ToolbarContent {
    /// The items this content stands for, in order: a primitive content's own, or its body's.
    var resolvedEntries: [ToolbarEntry] {
        if let primitive = self as? any PrimitiveToolbarContent { return primitive.toolbarEntries }
        return body.resolvedEntries
    }
}

/// Items already resolved: what ``ToolbarContentBuilder`` builds from a block.
struct ToolbarEntryList: CustomizableToolbarContent, PrimitiveToolbarContent {
    typealias Body = Never
    let toolbarEntries: [ToolbarEntry]
    var body: Never { return fatalError("ToolbarEntryList is primitive toolbar content") }
}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {}
extension Optional: CustomizableToolbarContent where Wrapped: CustomizableToolbarContent {}
extension Optional: PrimitiveToolbarContent where Wrapped: ToolbarContent {
    var toolbarEntries: [ToolbarEntry] { self?.resolvedEntries ?? [] }
}

extension Optional where Wrapped: ToolbarContent {
    /// Optional toolbar content is primitive: it has no body.
    public var body: Never { return fatalError("Optional toolbar content is primitive") }
}
