import Foundation

/// A keyframe that uses a cubic curve to smoothly interpolate between values.
///
/// SwiftUI's `CubicKeyframe` (iOS 17), whose documentation says:
///
/// > If you don't specify a start or end velocity, SwiftUI automatically computes a curve that
/// > maintains smooth motion between keyframes.
/// >
/// > Adjacent cubic keyframes result in a Catmull-Rom spline.
/// >
/// > If a cubic keyframe follows a different type of keyframe, such as a linear keyframe, the end
/// > velocity of the segment defined by the previous keyframe will be used as the starting
/// > velocity.
/// >
/// > Likewise, if a cubic keyframe is followed by a different type of keyframe, the initial
/// > velocity of the next segment is used as the end velocity of the segment defined by this
/// > keyframe.
///
/// The segment is a cubic Hermite curve in time from where the previous keyframe ended to `to`.
/// Where a velocity is left open:
///
/// - next to another cubic keyframe, it is Catmull-Rom's tangent for keyframes at uneven times,
///   `(p₊ − p₋) / (t₊ − t₋)`, the change from the keyframe before to the keyframe after over the
///   time between them (a velocity given on the other side of the join is used instead);
/// - at the start or end of the track it is the segment's own change over its duration (the
///   tangent three.js's `CatmullRomCurve3` gets from a point reflected through the end);
/// - next to a linear keyframe it is that keyframe's velocity at the join, next to a move it is
///   zero, and after a spring it is the spring's velocity when its time ran out;
/// - before a spring keyframe that has no start velocity either, the cubic keyframe ends with its
///   own change over its duration (as at the end of the track) and the spring carries that on.
///
/// A velocity given is in the value's units per second, read through its `animatableData`.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// The value the segment ends at.
    let to: Value

    /// Seconds the segment lasts: 0 or more, possibly infinite.
    let duration: TimeInterval

    /// The velocity at the start of the segment, or nil to compute it.
    let startVelocity: Value?

    /// The velocity at the end of the segment, or nil to compute it.
    let endVelocity: Value?

    /// Creates a new keyframe using the given value and timestamp.
    ///
    /// - Parameters:
    ///   - to: The value of the keyframe.
    ///   - duration: The duration of the segment defined by this keyframe, in seconds. Negative
    ///     and NaN durations are read as 0: the value jumps to `to`, and the end velocity is still
    ///     handed to the next segment. An infinite duration never gets under way: the value stays
    ///     where the segment starts, at rest.
    ///   - startVelocity: The velocity of the value at the beginning of the segment, or `nil` to
    ///     automatically compute the velocity to maintain smooth motion.
    ///   - endVelocity: The velocity of the value at the end of the segment, or `nil` to
    ///     automatically compute the velocity to maintain smooth motion.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        self.to = to
        self.duration = duration
        self.startVelocity = startVelocity
        self.endVelocity = endVelocity
    }

    /// The keyframe itself: it is a primitive.
    // `return` keeps the protocol's result builder, which `body` inherits, out of it.
    public var body: Self { return self }

    /// This one keyframe.
    public var _keyframes: KeyframeSequence<Value> {
        let motion = Keyframe<Value.AnimatableData>.Motion.cubic(
            startVelocity: startVelocity?.animatableData, endVelocity: endVelocity?.animatableData)
        return KeyframeSequence([Keyframe(target: to.animatableData, duration: duration, motion: motion)])
    }
}

extension CubicKeyframe: Sendable where Value: Sendable {}
