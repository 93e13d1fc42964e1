import Foundation
import LayoutCore

/// Builds toolbar content from closures: SwiftUI's `@ToolbarContentBuilder`, with blocks of up to
/// ten items, `if`/`else`, optionals and `if #available`.
@resultBuilder
public enum ToolbarContentBuilder {
    /// Toolbar content as written.
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: ToolbarContent { content }

    /// Customisable toolbar content as written.
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: CustomizableToolbarContent { content }

    /// Content shown only when a condition holds (`if` without `else`).
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: ToolbarContent { content }

    /// Customisable content shown only when a condition holds (`if` without `else`).
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: CustomizableToolbarContent { content }

    /// The first branch of an `if`/`else`.
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
        _ConditionalContent(entries: first.resolvedEntries)
    }

    /// The second branch of an `if`/`else`.
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
        _ConditionalContent(entries: second.resolvedEntries)
    }

    /// The first branch of an `if`/`else` of customisable content.
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent {
        _ConditionalContent(entries: first.resolvedEntries)
    }

    /// The second branch of an `if`/`else` of customisable content.
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent {
        _ConditionalContent(entries: second.resolvedEntries)
    }

    /// Content inside `if #available`.
    public static func buildLimitedAvailability(_ content: any ToolbarContent) -> some ToolbarContent {
        ToolbarEntryList(toolbarEntries: content.resolvedEntries)
    }

    /// Customisable content inside `if #available`.
    public static func buildLimitedAvailability(_ content: any CustomizableToolbarContent) -> some CustomizableToolbarContent {
        ToolbarEntryList(toolbarEntries: content.resolvedEntries)
    }

    /// One piece, in order.
    public static func buildBlock<Content>(_ content: Content) -> some ToolbarContent where Content: ToolbarContent {
        ToolbarEntryList(toolbarEntries: content.resolvedEntries)
    }

    /// One piece of customisable content, in order.
    public static func buildBlock<Content>(_ content: Content) -> some CustomizableToolbarContent where Content: CustomizableToolbarContent {
        ToolbarEntryList(toolbarEntries: content.resolvedEntries)
    }

    /// 2 pieces, in order.
    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> some ToolbarContent where C0: ToolbarContent, C1: ToolbarContent {
        ToolbarEntryList(toolbarEntries: c0.resolvedEntries + c1.resolvedEntries)
    }

    /// 2 pieces of customisable content, in order.
    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> some CustomizableToolbarContent where C0: CustomizableToolbarContent, C1: CustomizableToolbarContent {
        ToolbarEntryList(toolbarEntries: c0.resolvedEntries + c1.resolvedEntries)
    }

    /// 3 pieces, in order.
    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> some ToolbarContent where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent {
        ToolbarEntryList(toolbarEntries: c0.resolvedEntries + c1.resolvedEntries + c2.resolvedEntries)
    }

    /// 3 pieces of customisable content, in order.
    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> some CustomizableToolbarContent where C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent {
        ToolbarEntryList(toolbarEntries: c0.resolvedEntries + c1.resolvedEntries + c2.resolvedEntries)
    }

    /// 4 pieces, in order.
    public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> some ToolbarContent where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent {
        ToolbarEntryList(toolbarEntries: c0.resolvedEntries + c1.resolvedEntries + c2.resolvedEntries + c3.resolvedEntries)
    }

    /// 4 pieces of customisable content, in order.
    public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> some CustomizableToolbarContent where C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent, C3: CustomizableToolbarContent {
        ToolbarEntryList(toolbarEntries: c0.resolvedEntries + c1.resolvedEntries + c2.resolvedEntries + c3.resolvedEntries)
    }

    /// 5 pieces, in order.
    public static func buildBlock<C0, C1, C2, C3, C4>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> some ToolbarContent where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent {
        ToolbarEntryList(toolbarEntries: c0.resolvedEntries + c1.resolvedEntries + c2.resolvedEntries + c3.resolvedEntries + c4.resolvedEntries)
    }

    /// 5 pieces of customisable content, in order.
    public static func buildBlock<C0, C1, C2, C3, C4>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> some CustomizableToolbarContent where C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent, C3: CustomizableToolbarContent, C4: CustomizableToolbarContent {
        ToolbarEntryList(toolbarEntries: c0.resolvedEntries + c1.resolvedEntries + c2.resolvedEntries + c3.resolvedEntries + c4.resolvedEntries)
    }

    /// 6 pieces, in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> some ToolbarContent where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent {
        ToolbarEntryList(toolbarEntries: c0.resolvedEntries + c1.resolvedEntries + c2.resolvedEntries + c3.resolvedEntries + c4.resolvedEntries + c5.resolvedEntries)
    }

    /// 6 pieces of customisable content, in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> some CustomizableToolbarContent where C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent, C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent {
        ToolbarEntryList(toolbarEntries: c0.resolvedEntries + c1.resolvedEntries + c2.resolvedEntries + c3.resolvedEntries + c4.resolvedEntries + c5.resolvedEntries)
    }

    /// 7 pieces, in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> some ToolbarContent where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent {
        ToolbarEntryList(toolbarEntries: c0.resolvedEntries + c1.resolvedEntries + c2.resolvedEntries + c3.resolvedEntries + c4.resolvedEntries + c5.resolvedEntries + c6.resolvedEntries)
    }

    /// 7 pieces of customisable content, in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> some CustomizableToolbarContent where C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent, C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent, C6: CustomizableToolbarContent {
        ToolbarEntryList(toolbarEntries: c0.resolvedEntries + c1.resolvedEntries + c2.resolvedEntries + c3.resolvedEntries + c4.resolvedEntries + c5.resolvedEntries + c6.resolvedEntries)
    }

    /// 8 pieces, in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> some ToolbarContent where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent {
        ToolbarEntryList(toolbarEntries: c0.resolvedEntries + c1.resolvedEntries + c2.resolvedEntries + c3.resolvedEntries + c4.resolvedEntries + c5.resolvedEntries + c6.resolvedEntries + c7.resolvedEntries)
    }

    /// 8 pieces of customisable content, in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> some CustomizableToolbarContent where C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent, C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent, C6: CustomizableToolbarContent, C7: CustomizableToolbarContent {
        ToolbarEntryList(toolbarEntries: c0.resolvedEntries + c1.resolvedEntries + c2.resolvedEntries + c3.resolvedEntries + c4.resolvedEntries + c5.resolvedEntries + c6.resolvedEntries + c7.resolvedEntries)
    }

    /// 9 pieces, in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> some ToolbarContent where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent, C8: ToolbarContent {
        ToolbarEntryList(toolbarEntries: c0.resolvedEntries + c1.resolvedEntries + c2.resolvedEntries + c3.resolvedEntries + c4.resolvedEntries + c5.resolvedEntries + c6.resolvedEntries + c7.resolvedEntries + c8.resolvedEntries)
    }

    /// 9 pieces of customisable content, in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> some CustomizableToolbarContent where C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent, C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent, C6: CustomizableToolbarContent, C7: CustomizableToolbarContent, C8: CustomizableToolbarContent {
        ToolbarEntryList(toolbarEntries: c0.resolvedEntries + c1.resolvedEntries + c2.resolvedEntries + c3.resolvedEntries + c4.resolvedEntries + c5.resolvedEntries + c6.resolvedEntries + c7.resolvedEntries + c8.resolvedEntries)
    }

    /// 10 pieces, in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> some ToolbarContent where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent, C8: ToolbarContent, C9: ToolbarContent {
        ToolbarEntryList(toolbarEntries: c0.resolvedEntries + c1.resolvedEntries + c2.resolvedEntries + c3.resolvedEntries + c4.resolvedEntries + c5.resolvedEntries + c6.resolvedEntries + c7.resolvedEntries + c8.resolvedEntries + c9.resolvedEntries)
    }

    /// 10 pieces of customisable content, in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> some CustomizableToolbarContent where C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent, C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent, C6: CustomizableToolbarContent, C7: CustomizableToolbarContent, C8: CustomizableToolbarContent, C9: CustomizableToolbarContent {
        ToolbarEntryList(toolbarEntries: c0.resolvedEntries + c1.resolvedEntries + c2.resolvedEntries + c3.resolvedEntries + c4.resolvedEntries + c5.resolvedEntries + c6.resolvedEntries + c7.resolvedEntries + c8.resolvedEntries + c9.resolvedEntries)
    }

}
