import Foundation
import SceneCore

extension Path {
    /// Reads a path from SwiftUI's text form, the one ``description`` writes: each element's
    /// numbers, then its letter: `x y m` moves, `x y l` draws a line, `cx cy x y q` a quadratic
    /// curve, `c1x c1y c2x c2y x y c` a cubic one, `h` closes the subpath, and `x y w h re` adds a
    /// rectangle. SwiftUI's `Path.init?(_:)`.
    ///
    /// ```swift
    /// let triangle = Path("0 0 m 100 0 l 50 80 l h")
    /// ```
    /// - Parameter string: The text; numbers and letters separated by white space.
    /// - Returns: `nil` when the text is not such a path: an unknown word, a letter with too few
    ///   numbers before it, or numbers left over at the end. An empty text is an empty path.
    /// - Complexity: O(*n*) in the length of the text.
    public init?(_ string: String) {
        self.init()
        var numbers: [CGFloat] = []
        for word in string.split(whereSeparator: \.isWhitespace) {
            if let number = Double(word), number.isFinite {
                numbers.append(CGFloat(number))
                continue
            }
            guard let count = Self.operandCounts[String(word)], numbers.count == count else { return nil }
            apply(String(word), to: numbers)
            numbers.removeAll()
        }
        guard numbers.isEmpty else { return nil }
    }

    /// How many numbers each letter of the text form takes.
    private static let operandCounts = ["m": 2, "l": 2, "q": 4, "c": 6, "h": 0, "re": 4]

    /// Adds the element `letter` names, with its numbers.
    private mutating func apply(_ letter: String, to n: [CGFloat]) {
        switch letter {
        case "m": move(to: CGPoint(x: n[0], y: n[1]))
        case "l": addLine(to: CGPoint(x: n[0], y: n[1]))
        case "q": addQuadCurve(to: CGPoint(x: n[2], y: n[3]), control: CGPoint(x: n[0], y: n[1]))
        case "c": addCurve(to: CGPoint(x: n[4], y: n[5]), control1: CGPoint(x: n[0], y: n[1]), control2: CGPoint(x: n[2], y: n[3]))
        case "re": addRect(CGRect(x: n[0], y: n[1], width: n[2], height: n[3]))
        default: closeSubpath()
        }
    }
}
