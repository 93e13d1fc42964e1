import Foundation

/// How a change in value unfolds over time: a timing curve and a duration, modified by a delay, a
/// speed and repeats.
///
/// SwiftUI's `Animation`. It is a value: two animations built the same way are equal. Build one
/// from the static members (`.easeInOut(duration: 2)`, `.linear`), refine it with the modifiers
/// (`.delay(0.5).repeatCount(3)`), or wrap your own ``CustomAnimation`` with ``init(_:)``.
///
/// Running an animation means asking it, frame after frame, how much of a change has happened:
///
/// ```swift
/// var context = AnimationContext<Double>()
/// let offset = Animation.easeInOut(duration: 2).animate(value: 100.0, time: 0.5, context: &context)
/// // offset == 100 × UnitCurve.easeInOut.value(at: 0.25); nil once 2 seconds have passed
/// ```
///
/// Every animation in this module is stateless: its value at a time depends on the change and the
/// time alone, so frames can be computed in any order, in parallel, or again.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// The animation this value wraps.
    public let base: any CustomAnimation

    /// Wraps a custom animation.
    /// - Parameter base: The animation to wrap.
    public init<A: CustomAnimation>(_ base: A) {
        self.base = base
    }

    // MARK: - Running

    /// Returns how much of a change has happened at a time, or nil once the animation has finished.
    ///
    /// - Parameters:
    ///   - value: The whole change: the new value minus the old one.
    ///   - time: Seconds since the animation started. A NaN time is read as 0.
    ///   - context: The run's state: create one per run and pass it to every call of that run.
    /// - Returns: The part of `value` reached at `time`, `.zero` at the start; nil when the
    ///   animation has finished, after which the value is the new model value.
    public func animate<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> V? {
        base.animate(value: value, time: Self.sanitize(time), context: &context)
    }

    /// Returns the rate of change of the animated value at a time, in units per second.
    ///
    /// - Parameters:
    ///   - value: The whole change: the new value minus the old one.
    ///   - time: Seconds since the animation started. A NaN time is read as 0.
    ///   - context: The run's state.
    /// - Returns: The velocity (`.zero` before the start and after the end), or nil if the wrapped
    ///   animation cannot tell.
    public func velocity<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: AnimationContext<V>
    ) -> V? {
        base.velocity(value: value, time: Self.sanitize(time), context: context)
    }

    /// Returns whether this animation, started while `previous` is running, takes it over.
    ///
    /// - Parameters:
    ///   - previous: The animation that is running.
    ///   - value: The change the previous animation was animating.
    ///   - time: Seconds since the previous animation started. A NaN time is read as 0.
    ///   - context: The previous animation's context.
    /// - Returns: true to replace the previous animation; false (the case for every timing-curve
    ///   animation) to run beside it and add up.
    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: Self.sanitize(time), context: &context)
    }

    /// Seconds from the start until the animation finishes, counting its delay, speed and repeats;
    /// nil if it never finishes (it repeats forever, or a custom animation does not say).
    public var duration: TimeInterval? { base.duration }

    /// How the animation was built, for example `easeInOut(duration: 2.0).delay(0.5)`.
    public var description: String { String(describing: base) }

    // MARK: - Hashable

    /// Whether two animations wrap equal animations of the same type.
    /// - Parameters:
    ///   - lhs: An animation.
    ///   - rhs: Another animation.
    /// - Returns: true if both wrap equal values of the same type.
    public static func == (lhs: Animation, rhs: Animation) -> Bool {
        AnyHashable(lhs.base) == AnyHashable(rhs.base)
    }

    /// Hashes the wrapped animation.
    /// - Parameter hasher: The hasher to feed.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(base))
    }

    /// Reads a NaN time as 0, so that no animation has to.
    /// - Parameter time: A time in seconds.
    /// - Returns: The time, or 0 if it was NaN.
    private static func sanitize(_ time: TimeInterval) -> TimeInterval {
        time.isNaN ? 0 : time
    }
}

// MARK: - Timing curves

extension Animation {
    /// The duration of the timing-curve animations that are not given one: 0.35 seconds, as in SwiftUI.
    static let defaultDuration: TimeInterval = 0.35

    /// The animation used when none is named (`withAnimation { … }`): since iOS 17, as in
    /// SwiftUI, `spring(response: 0.55, dampingFraction: 1.0, blendDuration: 0)`; in a scene that
    /// follows ``AnimationDefaults/iOS16``, ``easeInOut`` over 0.35 seconds, as before iOS 17.
    public static var `default`: Animation { AnimationDefaults.current.animation }

    /// Constant speed for 0.35 seconds.
    public static let linear = linear(duration: defaultDuration)

    /// Slow start, for 0.35 seconds (CSS `ease-in`).
    public static let easeIn = easeIn(duration: defaultDuration)

    /// Slow end, for 0.35 seconds (CSS `ease-out`).
    public static let easeOut = easeOut(duration: defaultDuration)

    /// Slow start and slow end, for 0.35 seconds (CSS `ease-in-out`).
    public static let easeInOut = easeInOut(duration: defaultDuration)

    /// Constant speed for a given time.
    /// - Parameter duration: Seconds the animation lasts. A negative or NaN duration is read as 0:
    ///   the animation finishes at once. An infinite one never finishes.
    /// - Returns: The animation.
    public static func linear(duration: TimeInterval) -> Animation {
        timingCurve(.linear, duration: duration)
    }

    /// Slow start (CSS `ease-in`) for a given time.
    /// - Parameter duration: Seconds the animation lasts. A negative or NaN duration is read as 0:
    ///   the animation finishes at once. An infinite one never finishes.
    /// - Returns: The animation.
    public static func easeIn(duration: TimeInterval) -> Animation {
        timingCurve(.easeIn, duration: duration)
    }

    /// Slow end (CSS `ease-out`) for a given time.
    /// - Parameter duration: Seconds the animation lasts. A negative or NaN duration is read as 0:
    ///   the animation finishes at once. An infinite one never finishes.
    /// - Returns: The animation.
    public static func easeOut(duration: TimeInterval) -> Animation {
        timingCurve(.easeOut, duration: duration)
    }

    /// Slow start and slow end (CSS `ease-in-out`) for a given time.
    /// - Parameter duration: Seconds the animation lasts. A negative or NaN duration is read as 0:
    ///   the animation finishes at once. An infinite one never finishes.
    /// - Returns: The animation.
    public static func easeInOut(duration: TimeInterval) -> Animation {
        timingCurve(.easeInOut, duration: duration)
    }

    /// An animation along the cubic Bézier curve with control points (c0x, c0y) and (c1x, c1y), like
    /// CSS `cubic-bezier(c0x, c0y, c1x, c1y)`.
    ///
    /// - Parameters:
    ///   - c0x: The x coordinate of the first control point; clamped to 0...1.
    ///   - c0y: The y coordinate of the first control point; outside 0...1 it undershoots.
    ///   - c1x: The x coordinate of the second control point; clamped to 0...1.
    ///   - c1y: The y coordinate of the second control point; outside 0...1 it overshoots.
    ///   - duration: Seconds the animation lasts; 0.35 if not given. A negative or NaN duration is
    ///     read as 0: the animation finishes at once. An infinite one never finishes.
    /// - Returns: The animation.
    public static func timingCurve(
        _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double,
        duration: TimeInterval = 0.35
    ) -> Animation {
        let curve = UnitCurve.bezier(
            startControlPoint: CGPoint(x: c0x, y: c0y),
            endControlPoint: CGPoint(x: c1x, y: c1y)
        )
        return timingCurve(curve, duration: duration)
    }

    /// An animation along a unit curve.
    /// - Parameters:
    ///   - curve: The curve mapping the fraction of time passed to the fraction of change.
    ///   - duration: Seconds the animation lasts. A negative or NaN duration is read as 0: the
    ///     animation finishes at once. An infinite one never finishes.
    /// - Returns: The animation.
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
        Animation(TimingCurveAnimation(curve: curve, duration: duration))
    }
}

// MARK: - Modifiers

extension Animation {
    /// This animation, started after a delay.
    ///
    /// During the delay the value stays at `.zero` (the old model value).
    /// - Parameter delay: Seconds to wait. A delay that is negative, infinite or NaN is ignored: the
    ///   animation is returned unchanged.
    /// - Returns: The delayed animation.
    public func delay(_ delay: TimeInterval) -> Animation {
        guard delay >= 0, delay.isFinite else { return self }
        return Animation(DelayedAnimation(base: self, delay: delay))
    }

    /// This animation, played faster or slower.
    ///
    /// At speed 2 it takes half the time and moves twice as fast; at speed 0.5, twice the time.
    /// - Parameter speed: How many seconds of the animation pass per second. A speed that is zero,
    ///   negative, infinite or NaN is ignored: the animation is returned unchanged.
    /// - Returns: The animation at the new speed.
    public func speed(_ speed: Double) -> Animation {
        guard speed > 0, speed.isFinite else { return self }
        return Animation(SpeedAnimation(base: self, speed: speed))
    }

    /// This animation, played a number of times in a row.
    ///
    /// The repeat is stateless and uses this animation's ``duration`` as the length of each run; an
    /// animation with no duration, or a zero one, is played once. With `autoreverses`, every second
    /// run plays backwards. Like SwiftUI, an even count with `autoreverses` ends the last run back at
    /// the old value, after which the animation finishes and the value jumps to the new model value.
    ///
    /// - Parameters:
    ///   - count: How many runs. A count of 1, 0 or less plays the animation once: 0 and less are
    ///     ignored and the animation is returned unchanged.
    ///   - autoreverses: Whether every second run plays backwards; true if not given.
    /// - Returns: The repeating animation; its duration is `count` times this one's.
    public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation {
        guard count > 0 else { return self }
        return Animation(RepeatAnimation(base: self, count: count, autoreverses: autoreverses))
    }

    /// This animation, played again and again, forever.
    ///
    /// The repeat is stateless and uses this animation's ``duration`` as the length of each run; an
    /// animation with no duration, or a zero one, is played once.
    /// - Parameter autoreverses: Whether every second run plays backwards; true if not given.
    /// - Returns: The repeating animation; it never finishes, and its duration is nil.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(RepeatAnimation(base: self, count: nil, autoreverses: autoreverses))
    }
}
