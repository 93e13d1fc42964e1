import Foundation
import FrameRendering
import LayoutCore
import SceneCore

/// One line of text, at its font's size: SwiftUI's `Text`, sized to its text by the renderer's
/// font metrics, with baselines for `firstTextBaseline` alignment.
public struct Text: View, PrimitiveView {
    let content: String
    /// The font this text sets itself in (`Text.font`), over the one around it.
    private var font: Font?
    /// Whether it is bold, slants, or has a design of its own, whatever its font says.
    private var isBold: Bool?
    private var isItalic: Bool?
    private var ownDesign: FontDesign?

    /// Creates text.
    public init(_ content: String) {
        self.content = content
    }

    /// This text in `font`: SwiftUI's `Text.font(_:)`.
    public func font(_ font: Font?) -> Text {
        var text = self
        text.font = font
        return text
    }

    /// This text, bold: SwiftUI's `Text.bold()`.
    public func bold() -> Text { bold(true) }

    /// This text, bold or not: SwiftUI's `Text.bold(_:)`.
    public func bold(_ isActive: Bool) -> Text {
        var text = self
        text.isBold = isActive
        return text
    }

    /// This text, slanting: SwiftUI's `Text.italic()`.
    public func italic() -> Text { italic(true) }

    /// This text, slanting or not: SwiftUI's `Text.italic(_:)`.
    public func italic(_ isActive: Bool) -> Text {
        var text = self
        text.isItalic = isActive
        return text
    }

    /// This text at `weight` (bold from `.semibold`): SwiftUI's `Text.fontWeight(_:)`.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        var text = self
        text.isBold = weight?.isBold
        return text
    }

    /// This text in `design`: SwiftUI's `Text.fontDesign(_:)`.
    public func fontDesign(_ design: Font.Design?) -> Text {
        var text = self
        text.ownDesign = design?.rendered
        return text
    }

    /// This text in the monospaced design: SwiftUI's `Text.monospaced(_:)`.
    public func monospaced(_ isActive: Bool = true) -> Text {
        var text = self
        text.ownDesign = isActive ? .monospaced : nil
        return text
    }

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        var context = context
        if let font {
            context.fontSize = font.size
            context.fontStyle = font.style
        }
        if let isBold { context.boldOverride = isBold }
        if let isItalic { context.italicOverride = isItalic }
        if let ownDesign { context.designOverride = ownDesign }
        let label = TextLabel(text: content, fontSize: context.fontSize, color: context.foreground ?? .black, style: context.textStyle)
        let size = context.textMeasurer?.size(of: label) ?? .zero
        var node = ViewNode(sizing: .fixed(size))
        if let measurer = context.textMeasurer {
            node = node.carryingBaselines(of: label, measuredBy: measurer)
        }
        return context.resolved(node, looks: [ViewSpec(shape: .rectangle, cornerRadius: 0, fill: .clear, label: label)])
    }
}
