/// Breaks a label's text into the lines it is drawn in: the one rule both measuring (a view's
/// size) and drawing (the frame) follow, so what is measured is what is drawn.
///
/// Hard line breaks (`\n`) always break. A line then takes words, separated by spaces, while it
/// fits the width; a word wider than the width alone is broken between characters (grapheme
/// clusters), as SwiftUI's `Text` breaks a word it cannot fit. A line always holds at least one
/// character, so a width narrower than every character gives one character per line. With a line
/// limit, the lines past it are dropped and the last line kept ends in "…", shortened until it fits.
public enum LineBreaker {
    /// The ellipsis a truncated last line ends in.
    public static let ellipsis = "…"
    /// How far past the width a line may reach and still fit, in points.
    static let tolerance = 1e-6

    /// The lines of `text`.
    /// - Parameters:
    ///   - text: The text.
    ///   - width: The most a line may advance, in points; nil or infinite for no wrapping (hard
    ///     breaks only).
    ///   - lineLimit: The most lines, or nil.
    ///   - advance: How far a string advances when drawn, in points.
    /// - Returns: The lines, at least one (an empty text is one empty line).
    public static func lines(of text: String, width: Double?, lineLimit: Int?, advance: (String) -> Double) -> [String] {
        // A hair of slack, so that a width measured from these very lines (a frame as wide as its
        // text) breaks them the same way after rounding.
        let width = width.map { $0 + tolerance }
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var lines: [String] = []
        for paragraph in paragraphs {
            if let width, width.isFinite {
                lines += wrap(paragraph, width: width, advance: advance)
            } else {
                lines.append(paragraph)
            }
            if let lineLimit, lines.count > lineLimit { break }
        }
        guard let lineLimit, lines.count > lineLimit else { return lines }
        var kept = Array(lines.prefix(lineLimit))
        kept[kept.count - 1] = truncated(kept[kept.count - 1], width: width, advance: advance)
        return kept
    }

    /// One paragraph's lines: words while they fit, long words broken between characters.
    private static func wrap(_ paragraph: String, width: Double, advance: (String) -> Double) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            let candidate = line.isEmpty ? word : line + " " + word
            if advance(candidate) <= width || (line.isEmpty && word.isEmpty) {
                line = candidate
                continue
            }
            if !line.isEmpty {
                lines.append(line)
                line = ""
            }
            // The word alone: broken between characters while it is too wide.
            var rest = word
            while advance(rest) > width {
                let piece = longestPrefix(of: rest, fitting: width, advance: advance)
                // A last character wider than the width alone is the line's start all the same.
                guard piece.count < rest.count else { break }
                lines.append(piece)
                rest.removeFirst(piece.count)
            }
            line = rest
        }
        lines.append(line)
        return lines
    }

    /// The longest prefix of `text` that fits `width`, at least one character.
    private static func longestPrefix(of text: String, fitting width: Double, advance: (String) -> Double) -> String {
        var low = 1, high = text.count
        while low < high {
            let middle = (low + high + 1) / 2
            if advance(String(text.prefix(middle))) <= width { low = middle } else { high = middle - 1 }
        }
        return String(text.prefix(low))
    }

    /// `line` with "…" at its end, shortened until it fits `width` (the ellipsis alone at least).
    private static func truncated(_ line: String, width: Double?, advance: (String) -> Double) -> String {
        var kept = line
        while !kept.isEmpty {
            let candidate = kept + ellipsis
            if let width, width.isFinite, advance(candidate) > width {
                kept.removeLast()
                while kept.last == " " { kept.removeLast() }
                continue
            }
            return candidate
        }
        return ellipsis
    }
}
