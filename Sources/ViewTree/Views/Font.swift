import Foundation
import FrameRendering

/// A font: SwiftUI's `Font`, as far as drawing text here needs it: its size, weight, slant and
/// design. Text is set in the DejaVu faces (Sans, Serif, Sans Mono) in book and bold weights:
/// `.semibold` and heavier are set bold, lighter weights in book.
public struct Font: Hashable, Sendable {
    /// The size in points.
    public let size: Double
    /// The weight.
    var weight: Weight
    /// Whether the glyphs slant.
    public var isItalic: Bool
    /// The family.
    public var design: Design

    init(size: Double, weight: Weight = .regular, isItalic: Bool = false, design: Design = .default) {
        self.size = size
        self.weight = weight
        self.isItalic = isItalic
        self.design = design
    }

    /// The system font at `size` points, with a weight and a design: SwiftUI's
    /// `Font.system(size:weight:design:)`.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(size: Double(size), weight: weight ?? .regular, design: design ?? .default)
    }

    /// A text style's font with a design and weight: SwiftUI's `Font.system(_:design:weight:)`.
    public static func system(_ style: Font, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(size: style.size, weight: weight ?? style.weight, isItalic: style.isItalic, design: design ?? style.design)
    }

    /// The text styles, at their sizes for the default Dynamic Type size on iOS.
    public static let largeTitle = Font(size: 34), title = Font(size: 28), title2 = Font(size: 22), title3 = Font(size: 20)
    public static let headline = Font(size: 17, weight: .semibold), body = Font(size: 17), callout = Font(size: 16)
    public static let subheadline = Font(size: 15), footnote = Font(size: 13), caption = Font(size: 12), caption2 = Font(size: 11)

    /// This font, bold.
    public func bold() -> Font { weight(.bold) }

    /// This font, italic.
    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }

    /// This font at `weight`.
    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.weight = weight
        return font
    }

    /// This font in its monospaced design.
    public func monospaced() -> Font {
        var font = self
        font.design = .monospaced
        return font
    }

    /// How the glyphs are set.
    var style: FontStyle {
        FontStyle(isBold: weight.isBold, isItalic: isItalic, design: design.rendered)
    }

    /// A font weight: SwiftUI's `Font.Weight`.
    public struct Weight: Hashable, Sendable {
        /// Its value, from -0.8 (ultra light) to 0.62 (black), as SwiftUI's `Font.Weight` orders them.
        let value: Double

        public static let ultraLight = Weight(value: -0.8), thin = Weight(value: -0.6), light = Weight(value: -0.4)
        public static let regular = Weight(value: 0), medium = Weight(value: 0.23), semibold = Weight(value: 0.3)
        public static let bold = Weight(value: 0.4), heavy = Weight(value: 0.56), black = Weight(value: 0.62)

        /// Whether it is set in the bold face: `semibold` and heavier.
        var isBold: Bool { value >= Weight.semibold.value }
    }

    /// A font's family: SwiftUI's `Font.Design`.
    public enum Design: Hashable, Sendable {
        case `default`, serif, monospaced, rounded

        var rendered: FontDesign {
            switch self {
            case .default: .default
            case .serif: .serif
            case .monospaced: .monospaced
            case .rounded: .rounded
            }
        }
    }
}
