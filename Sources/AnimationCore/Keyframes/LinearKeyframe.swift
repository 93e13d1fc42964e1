import Foundation

/// A keyframe that uses simple linear interpolation, shaped by a timing curve.
///
/// SwiftUI's `LinearKeyframe` (iOS 17). Its segment runs from where the previous keyframe ended
/// (the track's initial value for the first) to `to`, over `duration` seconds:
/// `start + (to − start) × timingCurve(τ / duration)`. Its velocity is the change times the
/// curve's slope divided by the duration; that is what a cubic keyframe next to it inherits.
///
/// ```swift
/// KeyframeTrack(\.radius) {
///     LinearKeyframe(120, duration: 0.5, timingCurve: .easeInOut)
/// }
/// ```
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// The value the segment ends at.
    let to: Value

    /// Seconds the segment lasts: 0 or more, possibly infinite.
    let duration: TimeInterval

    /// How progress in time maps to progress in value.
    let timingCurve: UnitCurve

    /// Creates a new keyframe using the given value and timestamp.
    ///
    /// - Parameters:
    ///   - to: The value of the keyframe.
    ///   - duration: The duration of the segment defined by this keyframe, in seconds. Negative
    ///     and NaN durations are read as 0: the value jumps to `to` and is at rest. An infinite
    ///     duration never gets under way: the value stays where the segment starts.
    ///   - timingCurve: A unit curve that controls the speed of interpolation; ``UnitCurve/linear``
    ///     if not given.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        self.to = to
        self.duration = duration
        self.timingCurve = timingCurve
    }

    /// The keyframe itself: it is a primitive.
    // `return` keeps the protocol's result builder, which `body` inherits, out of it.
    public var body: Self { return self }

    /// This one keyframe.
    public var _keyframes: KeyframeSequence<Value> {
        KeyframeSequence([Keyframe(target: to.animatableData, duration: duration, motion: .linear(timingCurve))])
    }
}

extension LinearKeyframe: Sendable where Value: Sendable {}
