/// The appearance views are drawn in: SwiftUI's `ColorScheme`, read as
/// `@Environment(\.colorScheme)` and set with `.preferredColorScheme(_:)` or
/// `.environment(\.colorScheme, .dark)`. Colours with two values (the standard and system
/// colours, `Color.primary`, `Color(.systemGray5)`) are drawn in the one for the appearance.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    /// The light appearance, the default.
    case light
    /// The dark appearance.
    case dark
}
