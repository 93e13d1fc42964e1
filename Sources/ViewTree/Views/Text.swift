import Foundation
import FrameRendering
import LayoutCore
import SceneCore

/// One line of text, at its font's size: SwiftUI's `Text`, sized to its text by the renderer's
/// font metrics, with baselines for `firstTextBaseline` alignment.
public struct Text: View, PrimitiveView {
    let content: String

    /// Creates text.
    public init(_ content: String) {
        self.content = content
    }

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        let label = TextLabel(text: content, fontSize: context.fontSize, color: context.foreground ?? .black)
        let size = context.textMeasurer?.size(of: label) ?? .zero
        var node = ViewNode(sizing: .fixed(size))
        if let measurer = context.textMeasurer {
            node = node.carryingBaselines(of: label, measuredBy: measurer)
        }
        return context.resolved(node, looks: [ViewSpec(shape: .rectangle, cornerRadius: 0, fill: .clear, label: label)])
    }
}

/// A font, for its size: SwiftUI's `Font` as far as layout needs it.
public struct Font: Hashable, Sendable {
    /// The size in points.
    public let size: Double

    /// The system font at `size` points.
    public static func system(size: CGFloat) -> Font { Font(size: Double(size)) }

    /// SwiftUI's text styles at their default sizes (iOS, large type).
    /// The text styles, at their sizes for the default Dynamic Type size on iOS.
    public static let largeTitle = Font(size: 34), title = Font(size: 28), title2 = Font(size: 22), title3 = Font(size: 20)
    public static let headline = Font(size: 17), body = Font(size: 17), callout = Font(size: 16), subheadline = Font(size: 15)
    public static let footnote = Font(size: 13), caption = Font(size: 12), caption2 = Font(size: 11)
}
