import Foundation

extension Font {
    /// The extra large title text style: SwiftUI's `Font.extraLargeTitle`, a visionOS style that
    /// SwiftUI also lists on iOS. Bold, 36 points: the size the extra large title style has at the
    /// default Dynamic Type size, as the text-style table at
    /// sitapix.github.io/apple-text (Dynamic Type reference) gives it; Apple's pages list no size.
    public static let extraLargeTitle = Font(size: 36, weight: .bold)

    /// The second-level extra large title text style: SwiftUI's `Font.extraLargeTitle2`. Bold,
    /// 28 points, from the same table as ``extraLargeTitle``.
    public static let extraLargeTitle2 = Font(size: 28, weight: .bold)

    /// A font named `name` at `size` points that grows with Dynamic Type as the body style does:
    /// SwiftUI's `Font.custom(_:size:)`.
    ///
    /// Zoetrope draws with the DejaVu faces only, so the named font is not loaded: the text is set
    /// at `size` in the face nearest the name's kind (a name mentioning "mono", "courier" or
    /// "menlo" in the monospaced face, one mentioning "serif", "times", "georgia" or "new york"
    /// but not "sans" in the serif face, any other in the default face), bold when the name
    /// says "bold", "heavy" or "black", slanting when it says "italic" or "oblique". The Dynamic
    /// Type size is the default one, at which the font is `size` points.
    /// - Parameters:
    ///   - name: The font's PostScript or family name.
    ///   - size: The size in points.
    /// - Returns: The font.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        nearest(to: name, size: Double(size))
    }

    /// A font named `name` at `size` points that grows with Dynamic Type as `textStyle` does:
    /// SwiftUI's `Font.custom(_:size:relativeTo:)`, set as ``custom(_:size:)`` sets it. SwiftUI
    /// takes a `Font.TextStyle`; Zoetrope takes the text style's font (`.body`, `.title`), which
    /// is written the same way.
    /// - Parameters:
    ///   - name: The font's name.
    ///   - size: The size in points at the default Dynamic Type size.
    ///   - textStyle: The text style the font scales with.
    /// - Returns: The font.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font) -> Font {
        nearest(to: name, size: Double(size))
    }

    /// A font named `name` at `fixedSize` points that does not grow with Dynamic Type: SwiftUI's
    /// `Font.custom(_:fixedSize:)`, set as ``custom(_:size:)`` sets it.
    /// - Parameters:
    ///   - name: The font's name.
    ///   - fixedSize: The size in points.
    /// - Returns: The font.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        nearest(to: name, size: Double(fixedSize))
    }

    /// The DejaVu face nearest the font `name` names, at `size`.
    private static func nearest(to name: String, size: Double) -> Font {
        let lowered = name.lowercased()
        let says = { (words: [String]) in words.contains { lowered.contains($0) } }
        let design: Design = if says(["mono", "courier", "menlo"]) {
            .monospaced
        } else if says(["serif", "times", "georgia", "new york", "newyork"]) && !lowered.contains("sans") {
            .serif
        } else {
            .default
        }
        let weight: Weight = says(["bold", "heavy", "black"]) ? .bold : .regular
        return Font(size: size, weight: weight, isItalic: says(["italic", "oblique"]), design: design)
    }
}
