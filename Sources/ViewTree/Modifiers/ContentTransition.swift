/// How a view animates a change of its own content (new text, another symbol), rather than its
/// insertion or removal: SwiftUI's `ContentTransition`, set with `.contentTransition(_:)`.
///
/// Zoetrope accepts every transition and draws none: when the content of a view changes, even
/// inside `withAnimation`, the new content is drawn at once (no cross-fade, no rolling digits, no
/// interpolated glyphs). What the view's frame does is animated as usual.
public struct ContentTransition: Equatable, Sendable {
    /// Which transition it is.
    let name: String

    /// No animation: the new content replaces the old at once.
    public static let identity = ContentTransition(name: "identity")
    /// The old content fades out as the new fades in.
    public static let opacity = ContentTransition(name: "opacity")
    /// The content's glyphs or paths interpolate where they match.
    public static let interpolate = ContentTransition(name: "interpolate")

    /// Numeric text whose digits roll up (or down, when `countsDown`) to their new values.
    /// - Parameter countsDown: Whether the numbers count down; false by default.
    /// - Returns: The transition.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(name: countsDown ? "numericText.down" : "numericText.up")
    }

    /// Numeric text whose digits roll the way `value` moves from its old value.
    /// - Parameter value: The value the text shows.
    /// - Returns: The transition.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(name: "numericText.value")
    }
}
