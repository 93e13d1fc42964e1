extension Text {
    /// A case text is shown in whatever it was written in: SwiftUI's `Text.Case`, set with
    /// `.textCase(_:)`.
    public enum Case: Hashable, Sendable {
        /// Every letter in capitals.
        case uppercase
        /// Every letter in small letters.
        case lowercase

        /// `text` in this case.
        func applied(to text: String) -> String {
            switch self {
            case .uppercase: text.uppercased()
            case .lowercase: text.lowercased()
            }
        }
    }
}
