/// The values an animation keeps between frames, keyed by ``AnimationStateKey`` types.
///
/// SwiftUI's `AnimationState`. It starts empty; reading a key that was never written returns the
/// key's `defaultValue`. It is a value: copying a context copies its state.
///
/// It is not `Sendable`, because the values it holds may not be; a context belongs to one animation
/// run on one thread.
public struct AnimationState<Value: VectorArithmetic> {
    /// The stored values, keyed by the identity of their key types.
    private var storage: [ObjectIdentifier: Any] = [:]

    /// Creates an empty state.
    public init() {}

    /// The value stored under a key, or the key's `defaultValue` if none was.
    ///
    /// - Parameter key: The key type.
    /// - Returns: The stored value or the default.
    public subscript<Key: AnimationStateKey>(key: Key.Type) -> Key.Value {
        get {
            guard let stored = storage[ObjectIdentifier(key)] else { return Key.defaultValue }
            return (stored as? Key.Value) ?? Key.defaultValue
        }
        set {
            storage[ObjectIdentifier(key)] = newValue
        }
    }
}
