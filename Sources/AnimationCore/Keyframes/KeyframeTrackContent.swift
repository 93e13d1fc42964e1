import Foundation

/// A group of keyframes that define an interpolation curve of an animatable value.
///
/// SwiftUI's `KeyframeTrackContent` (iOS 17). ``LinearKeyframe``, ``CubicKeyframe``,
/// ``SpringKeyframe`` and ``MoveKeyframe`` conform, as does ``KeyframeSequence``, what
/// ``KeyframeTrackContentBuilder`` builds from several keyframes, `if`s and `for` loops. A type of
/// your own conforms by describing its keyframes in ``body``:
///
/// ```swift
/// struct Wobble: KeyframeTrackContent {
///     var body: some KeyframeTrackContent<Double> {
///         CubicKeyframe(1.2, duration: 0.2)
///         CubicKeyframe(0.9, duration: 0.2)
///     }
/// }
/// ```
public protocol KeyframeTrackContent<Value> {
    /// The type of the value the keyframes animate.
    associatedtype Value: Animatable = Body.Value

    /// The type of the keyframes that make up this content.
    associatedtype Body: KeyframeTrackContent where Body.Value == Value

    /// The keyframes that make up this content, in order.
    @KeyframeTrackContentBuilder<Value> var body: Body { get }

    /// The keyframes of this content, flattened into one sequence.
    ///
    /// Not part of SwiftUI's protocol, and not meant to be implemented outside this module: the
    /// default reads ``body``'s, and the primitive keyframes give their own.
    var _keyframes: KeyframeSequence<Value> { get }
}

extension KeyframeTrackContent {
    /// The keyframes of ``body``.
    public var _keyframes: KeyframeSequence<Value> { body._keyframes }
}
