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

extension TextMeasuring {
    /// The lines `label` is drawn in, in a frame `width` wide: its text broken by ``LineBreaker``
    /// with this measurer's advances when the label wraps; the text as one line when it does not.
    /// - Parameters:
    ///   - label: The label.
    ///   - width: The frame's width; nil for no wrapping but the text's own line breaks.
    /// - Returns: The lines, at least one.
    public func lines(of label: TextLabel, width: Double?) -> [String] {
        guard let wrapping = label.wrapping else { return [label.text] }
        return LineBreaker.lines(of: label.text, width: width, lineLimit: wrapping.lineLimit) { line in
            advance(of: line, as: label)
        }
    }

    /// How far `text` advances in `label`'s font, on one line.
    /// - Parameters:
    ///   - text: The text.
    ///   - label: The label whose font it is drawn in.
    /// - Returns: The advance, in points.
    public func advance(of text: String, as label: TextLabel) -> Double {
        var line = label
        line.text = text
        line.wrapping = nil
        return Double(size(of: line).width)
    }

    /// The height of one line of `label`'s font, whatever its text.
    /// - Parameter label: The label.
    /// - Returns: The font's ascent plus descent, in points.
    public func lineHeight(of label: TextLabel) -> Double {
        var probe = label
        probe.text = "X"
        probe.wrapping = nil
        return Double(size(of: probe).height)
    }

    /// The size `label` takes in a frame proposed `width` wide, as SwiftUI's `Text` sizes itself:
    /// a label that wraps is as wide as its widest line and as high as its lines (with their
    /// spacing); one that does not is ``size(of:)``.
    /// - Parameters:
    ///   - label: The label.
    ///   - width: The width proposed; nil for the label's ideal width (no wrapping but its own
    ///     line breaks).
    /// - Returns: A finite, non-negative size.
    public func size(of label: TextLabel, proposedWidth width: Double?) -> CGSize {
        guard let wrapping = label.wrapping else { return size(of: label) }
        let label = fitted(label, width: width)
        let lines = lines(of: label, width: width)
        let widest = lines.map { advance(of: $0, as: label) }.max() ?? 0
        let count = Double(lines.count)
        return CGSize(width: widest, height: count * lineHeight(of: label) + (count - 1) * wrapping.lineSpacing)
    }
}
