import Foundation

/// Measures text the way a renderer will draw it, so that views sized to their labels (article
/// 000's `"hi"`, `"!"`, `"beautiful"`, `"world"`) get widths from real font metrics.
///
/// The layout modules never link a font library; the renderer provides the measurer
/// (`CairoTextMeasurer` in `CairoRasterizer`) and scenes are built with it.
public protocol TextMeasuring: Sendable {
    /// The size `label` takes on one line: its advance width and the font's line height.
    /// - Parameter label: The text, its size and colour.
    /// - Returns: A finite, non-negative size; zero for empty text.
    func size(of label: TextLabel) -> CGSize

    /// How far below the top of the label's line its baseline is: the font's ascent. Views sized
    /// to labels put their `firstTextBaseline` and `lastTextBaseline` there (the line centred in
    /// the view). By default the line's height, which puts the baseline at its bottom, for
    /// measurers that know only sizes.
    /// - Parameter label: The text, its size and colour.
    /// - Returns: A finite, non-negative distance.
    func baseline(of label: TextLabel) -> CGFloat
}

extension TextMeasuring {
    /// The line's height: the baseline at its bottom, for measurers that know only sizes.
    public func baseline(of label: TextLabel) -> CGFloat {
        size(of: label).height
    }
}
