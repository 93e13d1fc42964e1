/// Why a view's content is hidden: SwiftUI's `RedactionReasons`, set with
/// `.redacted(reason:)` (`.redacted(reason: .placeholder)` while data loads).
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    /// The reasons' bits.
    public let rawValue: Int

    /// Reasons from their bits.
    /// - Parameter rawValue: The bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The content is a placeholder, shown as grey shapes until the real content comes.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// The content is private and hidden (`.privacySensitive()` views).
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// The content is out of date (a widget waiting for its timeline).
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}
