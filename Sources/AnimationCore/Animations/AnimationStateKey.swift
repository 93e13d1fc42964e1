/// A key for a value that an animation keeps in its ``AnimationState`` between frames.
///
/// SwiftUI's `AnimationStateKey`. Declare a type (usually an empty enum) per piece of state, give it
/// the value's type and the value it starts with, and read and write it through the context:
///
/// ```swift
/// private enum StartTimeKey: AnimationStateKey {
///     static var defaultValue: TimeInterval? { nil }
/// }
///
/// context.state[StartTimeKey.self] = time
/// ```
///
/// The animations in this module are stateless: they compute every frame from the time alone, so
/// that frames can be rendered in any order. State is for custom animations that need it.
public protocol AnimationStateKey {
    /// The type of the value stored under this key.
    associatedtype Value

    /// The value read before anything has been stored under this key.
    static var defaultValue: Value { get }
}
