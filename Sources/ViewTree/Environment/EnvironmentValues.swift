import Foundation

/// The values that flow down the view tree: SwiftUI's `EnvironmentValues`, read with
/// `@Environment(\.colorScheme)` and set for a subtree with `.environment(\.colorScheme, .dark)`.
///
/// Zoetrope keeps the values apps read (the appearance, size classes, the locale, whether
/// controls are enabled, the actions `dismiss` and `openURL`) and any of your own
/// (``EnvironmentKey``). A value no view above sets is its key's default, which is what an
/// iPhone in portrait shows in the light appearance.
public struct EnvironmentValues: CustomStringConvertible {
    /// The values set, by key type.
    private var values: [ObjectIdentifier: Any] = [:]

    /// The environment with every value at its default.
    public init() {}

    /// The value of `key`: the one set above, or its default.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            // Unwrapped first: a missing value cast to an optional `Value` would be `nil`, not absent.
            guard let stored = values[ObjectIdentifier(key)], let value = stored as? K.Value else { return K.defaultValue }
            return value
        }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// How many values are set, for messages.
    public var description: String { "EnvironmentValues(\(values.count) set)" }
}
