import Foundation

/// A keyframe that uses a spring function to interpolate to the given value.
///
/// SwiftUI's `SpringKeyframe` (iOS 17). Its segment is the motion of `spring` from where the
/// previous keyframe ended towards `to`, starting with `startVelocity`, or, without one, with the
/// velocity the previous segment ended with, so that motion carries over (a spring first in its
/// track starts at rest).
///
/// The segment lasts `duration` seconds, or the spring's ``Spring/settlingDuration`` if none is
/// given. It does not snap to `to` when its time runs out: the next segment starts wherever the
/// spring is then, with the velocity it has then, so a short spring hands over mid-flight, and
/// one left to settle ends within the spring's tolerance (0.001 of the distance) of `to`.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// The value the spring heads for.
    let to: Value

    /// Seconds the segment lasts, or nil for the spring's settling duration.
    let duration: TimeInterval?

    /// The spring that shapes the segment.
    let spring: Spring

    /// The velocity at the start of the segment, or nil to carry the previous one's over.
    let startVelocity: Value?

    /// Creates a new keyframe using the given value and timestamp.
    ///
    /// - Parameters:
    ///   - to: The value of the keyframe.
    ///   - duration: The duration of the segment defined by this keyframe, or nil to use the
    ///     settling duration of the spring. Negative and NaN durations are read as 0: the segment
    ///     ends where it starts, and hands its start velocity on. An infinite duration (or the
    ///     settling duration of a spring without damping) never ends.
    ///   - spring: The spring that defines the shape of the segment before this keyframe;
    ///     `Spring()` (duration 0.5, no bounce) if not given.
    ///   - startVelocity: The velocity of the value at the start of the segment, or `nil` to
    ///     automatically compute the velocity to maintain smooth motion: the velocity the previous
    ///     segment ended with.
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        self.to = to
        self.duration = duration
        self.spring = spring
        self.startVelocity = startVelocity
    }

    /// The keyframe itself: it is a primitive.
    // `return` keeps the protocol's result builder, which `body` inherits, out of it.
    public var body: Self { return self }

    /// This one keyframe, with its duration resolved.
    public var _keyframes: KeyframeSequence<Value> {
        let motion = Keyframe<Value.AnimatableData>.Motion.spring(spring, startVelocity: startVelocity?.animatableData)
        return KeyframeSequence([
            Keyframe(target: to.animatableData, duration: duration ?? spring.settlingDuration, motion: motion),
        ])
    }
}

extension SpringKeyframe: Sendable where Value: Sendable {}
