/// How a label breaks into lines to fit its frame's width, as SwiftUI's `Text` does: at spaces,
/// within a word only when the word alone is too wide, at most ``lineLimit`` lines with the last
/// one ending in "…" when text is left over, lines aligned by ``alignment``.
///
/// A label without wrapping (a scene file's) is one line, however wide.
public struct TextWrapping: Hashable, Sendable {
    /// The most lines shown, or nil for as many as the text needs: `.lineLimit(_:)`.
    public var lineLimit: Int?
    /// How the lines line up: `.multilineTextAlignment(_:)`.
    public var alignment: TextAlignment
    /// Extra space between lines, in points: `.lineSpacing(_:)`.
    public var lineSpacing: Double
    /// How far the font may shrink, as a fraction of its size, for text with a line limit to fit
    /// its lines without being cut short: `.minimumScaleFactor(_:)`; 1 (no shrinking) by default.
    /// See ``TextMeasuring/fitted(_:width:)``.
    public var minimumScaleFactor: Double = 1

    /// Creates a wrapping.
    /// - Parameters:
    ///   - lineLimit: The most lines, or nil for no limit (the default).
    ///   - alignment: How lines line up; leading by default, as SwiftUI's.
    ///   - lineSpacing: Extra space between lines; none by default.
    public init(lineLimit: Int? = nil, alignment: TextAlignment = .leading, lineSpacing: Double = 0) {
        self.lineLimit = lineLimit.map { Swift.max($0, 1) }
        self.alignment = alignment
        self.lineSpacing = lineSpacing.isFinite ? Swift.max(lineSpacing, 0) : 0
    }
}
