extension Text {
    /// The two texts as one: SwiftUI's `+` on `Text`, as in
    /// `Text("Total: ") + Text(total).bold()` or `Text(name).foregroundStyle(.secondary)` joined
    /// after a title.
    ///
    /// Texts that set no style of their own join their characters into one text. A text with a
    /// style of its own (a font, bold, italic, a design, a colour, a baseline offset) keeps it:
    /// the joined text is drawn as a row of its parts on one baseline, each part set as it says
    /// and, where it says nothing, as the joined text is (`(Text("a") + Text("b")).bold()` draws
    /// both bold). Zoetrope wraps each such part on its own, where SwiftUI wraps the whole text
    /// as one paragraph; a joined text on one line is drawn as SwiftUI draws it.
    /// - Parameters:
    ///   - lhs: The text first.
    ///   - rhs: The text after it.
    /// - Returns: The texts joined.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(segments: lhs.segmentsToJoin + rhs.segmentsToJoin)
    }

    /// What this text adds to a text it is joined into: its segments, when it has no style of
    /// its own to keep; else itself, as one part.
    private var segmentsToJoin: [TextSegment] { hasOwnStyle ? [.joined(self)] : segments }
}
