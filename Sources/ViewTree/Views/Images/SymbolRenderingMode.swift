/// How the layers of a symbol image are coloured: SwiftUI's `SymbolRenderingMode`, set with
/// `Image.symbolRenderingMode(_:)`.
///
/// SF Symbols are not on Linux: Zoetrope draws a symbol as a disc in the foreground colour
/// (``Image``), which is what every mode shows for a one-layer symbol: the modes change nothing
/// drawn here.
public struct SymbolRenderingMode: Hashable, Sendable {
    /// Which mode it is.
    let name: String

    /// One layer, filled with the foreground style.
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// Layers in the symbol's own colours.
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    /// Layers in the foreground style at lower opacities.
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// Layers in the primary, secondary and tertiary foreground styles.
    public static let palette = SymbolRenderingMode(name: "palette")
}
