extension Text {
    /// Where text that does not fit its lines is cut short with "…": SwiftUI's
    /// `Text.TruncationMode`, set with `.truncationMode(_:)`.
    public enum TruncationMode: Hashable, Sendable {
        /// The start is cut: "…end of the text".
        case head
        /// The end is cut: "Start of the…"; what text does by default.
        case tail
        /// The middle is cut: "Start…end".
        case middle
    }
}
