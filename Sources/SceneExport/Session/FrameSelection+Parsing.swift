extension FrameSelection {
    /// Why a text is not a frame selection, in words: `--frames '5-2': the end 2 is before the start 5`.
    public struct ParsingError: Error, CustomStringConvertible {
        /// The message, naming the option and the text.
        public let description: String
    }

    /// Reads the frames `render --frames` takes: `A-B` (inclusive), `N` (one frame) or `A-` (from
    /// A to the scene's last frame), whole numbers from 0 (a leading `+` is allowed, as `Int` reads).
    /// - Parameter text: The argument.
    /// - Throws: ``ParsingError`` saying what is wrong with it, for text of another form, a
    ///   negative frame or number too large for an `Int`, or an end before the start.
    public init(parsing text: String) throws(ParsingError) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        let form = "--frames '\(text)': expected A-B, N or A- with whole numbers, such as 0-30, 12 or 100-"
        guard (1...2).contains(parts.count), let first = Int(parts[0]) else { throw ParsingError(description: form) }
        guard first >= 0 else { throw ParsingError(description: "--frames '\(text)': frames are numbered from 0") }
        guard parts.count == 2 else {
            self.init(first: first, last: first)
            return
        }
        if parts[1].isEmpty {
            self.init(first: first, last: nil)
            return
        }
        guard let last = Int(parts[1]) else { throw ParsingError(description: form) }
        guard first <= last else {
            throw ParsingError(description: "--frames '\(text)': the end \(last) is before the start \(first)")
        }
        self.init(first: first, last: last)
    }
}
