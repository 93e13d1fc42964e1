import Foundation
import LayoutCore

/// One of two pieces of toolbar content, as an `if`/`else` chose (SwiftUI's `_ConditionalContent`).
public struct _ConditionalContent<TrueContent, FalseContent>: PrimitiveToolbarContent {
    let toolbarEntries: [ToolbarEntry]

    init(entries: [ToolbarEntry]) {
        toolbarEntries = entries
    }
}

extension _ConditionalContent: ToolbarContent where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
    /// A primitive piece of toolbar content has no body.
    public typealias Body = Never
    /// A primitive piece of toolbar content has no body.
    public var body: Never { return fatalError("_ConditionalContent is primitive toolbar content") }
}

extension _ConditionalContent: CustomizableToolbarContent where TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent {}
