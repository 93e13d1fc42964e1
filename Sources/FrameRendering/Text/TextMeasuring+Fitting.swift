import Foundation

extension TextMeasuring {
    /// `label` at the font size it is drawn at in a frame `width` wide: its own size, or for a
    /// label with a line limit and a minimum scale factor below 1 (`.minimumScaleFactor(_:)`)
    /// whose text needs more lines than the limit at its own size, the largest size down to the
    /// factor at which the text fits the limit (the smallest, cut short with "…", if it never
    /// does), as SwiftUI's `Text` shrinks to fit.
    ///
    /// Text without a line limit wraps instead and keeps its size: SwiftUI would also shrink it
    /// to fit a height smaller than its lines, which this does not.
    /// - Parameters:
    ///   - label: The label.
    ///   - width: The frame's width; nil or infinite for no shrinking.
    /// - Returns: The label, its font size scaled when it shrinks.
    public func fitted(_ label: TextLabel, width: Double?) -> TextLabel {
        guard let wrapping = label.wrapping, let lineLimit = wrapping.lineLimit, let width, width.isFinite,
              wrapping.minimumScaleFactor < 1, !fits(label, width: width, lineLimit: lineLimit) else { return label }
        let smallest = Swift.max(wrapping.minimumScaleFactor, 0.01)
        var low = smallest, high = 1.0
        // Halving the bracket 16 times puts the size within a hundredth of a point of the largest that fits.
        for _ in 0..<16 {
            let middle = (low + high) / 2
            if fits(scaled(label, by: middle), width: width, lineLimit: lineLimit) { low = middle } else { high = middle }
        }
        return scaled(label, by: low)
    }

    /// Whether `label`'s text breaks into at most `lineLimit` lines at `width`.
    private func fits(_ label: TextLabel, width: Double, lineLimit: Int) -> Bool {
        LineBreaker.lines(of: label.text, width: width, lineLimit: nil) { advance(of: $0, as: label) }.count <= lineLimit
    }

    /// `label` with its font size multiplied by `factor`.
    private func scaled(_ label: TextLabel, by factor: Double) -> TextLabel {
        var scaled = label
        scaled.fontSize = label.fontSize * factor
        return scaled
    }
}
