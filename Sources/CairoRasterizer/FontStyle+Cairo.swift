import CCairo
import FrameRendering

extension FontStyle {
    /// The DejaVu family this style's design is set in.
    var family: String {
        switch design {
        case .default, .rounded: DisplayItemPainter.fontFamily
        case .serif: "DejaVu Serif"
        case .monospaced: "DejaVu Sans Mono"
        }
    }

    /// Makes this style's face the context's font (cairo's toy text API: its family, bold or book
    /// weight, oblique or upright).
    func select(in context: OpaquePointer) {
        cairo_select_font_face(context, family, isItalic ? CAIRO_FONT_SLANT_OBLIQUE : CAIRO_FONT_SLANT_NORMAL,
                               isBold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
    }
}
