import Foundation

// The modifiers that set environment values for the views inside.

extension View {
    /// SwiftUI's `.environment(_:_:)`: the views inside read `value` at `keyPath`
    /// (`.environment(\.colorScheme, .dark)`, `.environment(\.locale, Locale(identifier: "fr"))`,
    /// a value of your own ``EnvironmentKey``).
    /// - Parameters:
    ///   - keyPath: The value's key path in ``EnvironmentValues``.
    ///   - value: The value.
    /// - Returns: The view with the value set inside it.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> ModifiedView<Self> {
        ModifiedView(content: self, environment: { context in
            context.environment[keyPath: keyPath] = value
        }, change: { $0 })
    }

    /// SwiftUI's `.preferredColorScheme(_:)`: the view drawn in the light or dark appearance
    /// (`nil` leaves the one around it).
    ///
    /// In SwiftUI the preference goes up to the whole window or sheet; in Zoetrope it sets the
    /// appearance of the views inside the modified view, so put it on the outermost view to have
    /// the whole canvas dark. It also sets ``PreferredColorSchemeKey``, which a preview reads
    /// to draw its canvas dark; a scene's background is its own, whatever the appearance.
    /// - Parameter colorScheme: The appearance, or `nil`.
    /// - Returns: The view in that appearance.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> PreferenceView<ModifiedView<Self>, PreferredColorSchemeKey> {
        ModifiedView(content: self, environment: { context in
            if let colorScheme { context.environment.colorScheme = colorScheme }
        }, change: { $0 })
        .preference(key: PreferredColorSchemeKey.self, value: colorScheme)
    }

    /// SwiftUI's `.disabled(_:)`: with `true`, the controls inside take no input (a tap on a
    /// button inside runs nothing) and read `isEnabled` as `false`; with `false`, the view is as
    /// the views around it leave it.
    /// - Parameter disabled: Whether to disable the views inside.
    /// - Returns: The view, disabled or not.
    public func disabled(_ disabled: Bool) -> ModifiedView<Self> {
        ModifiedView(content: self, environment: { context in
            if disabled { context.environment.isEnabled = false }
        }, change: { $0 })
    }

    /// SwiftUI's deprecated `.colorScheme(_:)`: the views inside are drawn in `colorScheme`
    /// and read it as `@Environment(\.colorScheme)`, as `.environment(\.colorScheme, _)` sets it.
    /// - Parameter colorScheme: The appearance.
    /// - Returns: The view in that appearance.
    public func colorScheme(_ colorScheme: ColorScheme) -> ModifiedView<Self> {
        environment(\.colorScheme, colorScheme)
    }
}
