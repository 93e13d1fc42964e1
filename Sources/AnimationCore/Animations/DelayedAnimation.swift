import Foundation

/// An animation that waits before it starts: `base.delay(seconds)`.
///
/// During the delay the animated value stays at `.zero` (the old model value); afterwards the base
/// animation runs as if started at the end of the delay.
struct DelayedAnimation: CustomAnimation, CustomStringConvertible {
    /// The animation to run after the delay.
    let base: Animation

    /// Seconds to wait: finite and 0 or more.
    let delay: TimeInterval

    /// Returns `.zero` during the delay, then the base animation shifted by the delay.
    /// - Parameters:
    ///   - value: The whole change.
    ///   - time: Seconds since the animation (its delay) started.
    ///   - context: The run's state, passed on to the base.
    /// - Returns: The part of the change reached, or nil once the base has finished.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard time >= delay else { return .zero }
        return base.animate(value: value, time: time - delay, context: &context)
    }

    /// Returns `.zero` during the delay, then the base animation's velocity.
    /// - Parameters:
    ///   - value: The whole change.
    ///   - time: Seconds since the animation started.
    ///   - context: The run's state.
    /// - Returns: The velocity, or nil where the base's is unknown.
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard time >= delay else { return .zero }
        return base.velocity(value: value, time: time - delay, context: context)
    }

    /// Asks the base animation: a delay does not change whether an animation takes over another.
    /// - Parameters:
    ///   - previous: The animation that is running.
    ///   - value: The change the previous animation was animating.
    ///   - time: Seconds since the previous animation started.
    ///   - context: The previous animation's context.
    /// - Returns: The base animation's answer.
    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }

    /// The delay plus the base animation's duration; nil if the base never finishes.
    var duration: TimeInterval? { base.duration.map { delay + $0 } }

    /// `base.delay(seconds)`, for example `easeInOut(duration: 1.0).delay(0.5)`.
    var description: String { "\(base).delay(\(delay))" }
}
