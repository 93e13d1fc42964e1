import CairoRasterizer
import FrameRendering
import Testing

/// The one rule a `Text` breaks into lines by, for measuring and drawing alike: spaces first,
/// within a word only when it alone is too wide, a line limit with "…".
@Suite("LineBreaker")
struct LineBreakerTests {
    /// 10 points a character, as a monospaced font would.
    static func monospace(_ text: String) -> Double { Double(text.count) * 10 }

    @Test("lines at a width, 10 points a character", arguments: [
        ("hello world", 200.0, nil as Int?, ["hello world"]),
        ("hello world foo", 110, nil, ["hello world", "foo"]),
        ("hello world foo", 100, nil, ["hello", "world foo"]),
        ("abcdefghij", 40, nil, ["abcd", "efgh", "ij"]),
        ("ab abcdefghij c", 40, nil, ["ab", "abcd", "efgh", "ij c"]),
        ("a\nb c", 1000, nil, ["a", "b c"]),
        ("a\n\nb", 1000, nil, ["a", "", "b"]),
        ("one two three four", 70, 2, ["one two", "three…"]),
        ("one two three four", 50, 1, ["one…"]),
        ("abcdef", 0, nil, ["a", "b", "c", "d", "e", "f"]),
        ("abc", 0, 2, ["a", "…"]),
        ("", 100, nil, [""]),
    ] as [(String, Double, Int?, [String])])
    func lines(text: String, width: Double, limit: Int?, expected: [String]) {
        #expect(LineBreaker.lines(of: text, width: width, lineLimit: limit, advance: Self.monospace) == expected)
    }

    @Test("no width: hard breaks only; a line limit still cuts, with an ellipsis")
    func noWidth() {
        #expect(LineBreaker.lines(of: "a long line\nb", width: nil, lineLimit: nil, advance: Self.monospace) == ["a long line", "b"])
        #expect(LineBreaker.lines(of: "a\nb\nc", width: .infinity, lineLimit: 2, advance: Self.monospace) == ["a", "b…"])
    }

    @Test("every line fits the width (but single characters wider than it), with the real font", arguments: [40.0, 90, 150, 333])
    func linesFit(width: Double) {
        let label = TextLabel(text: "The quick brown fox jumps over the lazy dog, twice: antidisestablishmentarianism", fontSize: 15,
                              wrapping: TextWrapping())
        let measurer = CairoTextMeasurer()
        let lines = measurer.lines(of: label, width: width)
        #expect(lines.count > 1)
        for line in lines where line.count > 1 {
            #expect(measurer.advance(of: line, as: label) <= width + 1e-6, "\(line)")
        }
        // Nothing is lost: the lines joined give the text back (spaces at breaks aside).
        #expect(lines.joined().replacingOccurrences(of: " ", with: "") == label.text.replacingOccurrences(of: " ", with: ""))
        // The size is the widest line by the lines' height.
        let size = measurer.size(of: label, proposedWidth: width)
        #expect(abs(Double(size.height) - Double(lines.count) * measurer.lineHeight(of: label)) < 1e-9)
        #expect(abs(Double(size.width) - lines.map { measurer.advance(of: $0, as: label) }.max()!) < 1e-9)
    }
}
