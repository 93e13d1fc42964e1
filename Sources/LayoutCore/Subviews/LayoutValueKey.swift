/// A key for a value that a view carries for the layout that places it.
///
/// SwiftUI's `LayoutValueKey`: views are tagged with values (a node id, a weight, a rank) and a
/// layout reads them with `subview[Key.self]`, getting ``defaultValue`` for views without one.
public protocol LayoutValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value a view has when it sets none.
    static var defaultValue: Value { get }
}

/// The layout values a view carries, by key.
public struct LayoutValues: @unchecked Sendable {
    // Values are written once, when the view is described, and only read afterwards; a value that
    // is not itself Sendable (a reference type) is the caller's to keep immutable.
    private var storage: [ObjectIdentifier: Any] = [:]

    /// Creates an empty set of values.
    public init() {}

    /// The value for `key`, or the key's default when none was set.
    public subscript<Key: LayoutValueKey>(key: Key.Type) -> Key.Value {
        get {
            // Look the entry up before casting: for an optional `Value`, casting a missing entry
            // would succeed with `nil` and hide a non-nil default.
            guard let stored = storage[ObjectIdentifier(key)], let value = stored as? Key.Value else {
                return Key.defaultValue
            }
            return value
        }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    /// Whether a value was set for `key`.
    /// - Parameter key: The key.
    /// - Returns: `true` when a value was set.
    public func contains<Key: LayoutValueKey>(_ key: Key.Type) -> Bool {
        storage[ObjectIdentifier(key)] != nil
    }
}
