import CCairo
import Foundation
import FrameRendering

/// Measures text with the font and settings ``CairoCanvas`` draws with (DejaVu Sans, unhinted
/// metrics), so a view sized to its label fits the label as drawn.
///
/// A label's size is its advance width (where the next character would start) by the font's
/// line height (ascent plus descent), like a one-line SwiftUI `Text`; its baseline is the font's
/// ascent below the top of that line, where ``CairoCanvas`` draws it.
public struct CairoTextMeasurer: TextMeasuring {
    /// Creates a measurer.
    public init() {}

    /// The size `label` takes on one line.
    /// - Parameter label: The text and its font size.
    /// - Returns: The advance width and line height; zero for empty text or a font size that is
    ///   not positive and finite.
    public func size(of label: TextLabel) -> CGSize {
        measure(label).map { CGSize(width: max($0.advance, 0), height: max($0.ascent + $0.descent, 0)) } ?? .zero
    }

    /// The font's ascent at the label's size: where its baseline is below the top of its line.
    /// - Parameter label: The text and its font size.
    /// - Returns: The ascent; zero for empty text or a font size that is not positive and finite.
    public func baseline(of label: TextLabel) -> CGFloat {
        measure(label).map { max($0.ascent, 0) } ?? 0
    }

    /// The label's advance width and its font's ascent and descent, as ``CairoCanvas`` sets text.
    private func measure(_ label: TextLabel) -> (advance: Double, ascent: Double, descent: Double)? {
        CairoFontLock.withLock { measureLocked(label) }
    }

    /// ``measure(_:)``, holding ``CairoFontLock``.
    private func measureLocked(_ label: TextLabel) -> (advance: Double, ascent: Double, descent: Double)? {
        guard !label.text.isEmpty, label.fontSize.isFinite, label.fontSize > 0, label.fontSize <= 10_000,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard let context = cairo_create(surface) else { return nil }
        defer { cairo_destroy(context) }
        CairoCanvas.configureText(of: context)
        label.style.select(in: context)
        cairo_set_font_size(context, label.fontSize)
        var text = cairo_text_extents_t()
        label.text.withCString { cairo_text_extents(context, $0, &text) }
        var font = cairo_font_extents_t()
        cairo_font_extents(context, &font)
        guard cairo_status(context) == CAIRO_STATUS_SUCCESS else { return nil }
        return (text.tracked(by: label.tracking.isFinite ? label.tracking : 0, characters: label.text.count).x_advance,
                font.ascent, font.descent)
    }
}
