/// The appearance a view asks its window for: SwiftUI's `PreferredColorSchemeKey`, which
/// `.preferredColorScheme(_:)` sets. The innermost, first view that sets one wins; `nil` asks
/// for none. A preview reads it to draw its canvas in that appearance.
public struct PreferredColorSchemeKey: PreferenceKey {
    /// No appearance asked for.
    public static let defaultValue: ColorScheme? = nil

    /// Keeps the first appearance asked for.
    public static func reduce(value: inout ColorScheme?, nextValue: () -> ColorScheme?) {
        value = value ?? nextValue()
    }
}
