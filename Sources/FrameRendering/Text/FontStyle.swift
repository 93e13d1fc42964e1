import Foundation

/// How a label's glyphs are set besides their size: weight, slant and family. The renderer draws
/// with the DejaVu faces: Sans (the default and `rounded` designs), Serif and Sans Mono, each in
/// book and bold weights, upright and oblique.
public struct FontStyle: Hashable, Sendable {
    /// Whether the glyphs are bold: what SwiftUI's `semibold` and heavier weights are set in;
    /// lighter weights are set in the book weight (the faces have no others).
    public var isBold: Bool
    /// Whether the glyphs slant (italic or oblique).
    public var isItalic: Bool
    /// The family.
    public var design: FontDesign

    /// Creates a style.
    /// - Parameters:
    ///   - isBold: Whether the glyphs are bold.
    ///   - isItalic: Whether they slant.
    ///   - design: The family.
    public init(isBold: Bool = false, isItalic: Bool = false, design: FontDesign = .default) {
        self.isBold = isBold
        self.isItalic = isItalic
        self.design = design
    }

    /// Book weight, upright, sans serif: what labels are drawn in unless they say otherwise.
    public static let regular = FontStyle()
}

/// A font's family, as SwiftUI's `Font.Design` names them.
public enum FontDesign: String, Hashable, Sendable, CaseIterable {
    /// The system's sans serif.
    case `default`
    /// A serif face.
    case serif
    /// A face whose glyphs are all as wide.
    case monospaced
    /// A sans serif with rounded ends; set in the default face here.
    case rounded
}
