/// How the lines of a label that wraps line up with each other: SwiftUI's `TextAlignment`, set
/// with `.multilineTextAlignment(_:)`.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    /// Lines start together, at the leading edge.
    case leading
    /// Lines are centred on each other.
    case center
    /// Lines end together, at the trailing edge.
    case trailing
}
