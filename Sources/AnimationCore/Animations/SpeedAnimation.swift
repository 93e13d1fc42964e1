import Foundation

/// An animation played faster or slower: `base.speed(factor)`.
///
/// Time runs `speed` times as fast for the base animation: at speed 2 a one-second animation is over
/// in half a second, and its velocities are twice as high.
struct SpeedAnimation: CustomAnimation, CustomStringConvertible {
    /// The animation whose time is scaled.
    let base: Animation

    /// How many seconds of the base animation pass per second: finite and greater than 0.
    let speed: Double

    /// Returns the base animation's value at the scaled time.
    /// - Parameters:
    ///   - value: The whole change.
    ///   - time: Seconds since the animation started.
    ///   - context: The run's state, passed on to the base with its initial velocity divided by the
    ///     speed.
    /// - Returns: The base's value at `time × speed`, or nil once it has finished.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        var baseContext = baseContext(for: context)
        let result = base.animate(value: value, time: time * speed, context: &baseContext)
        context.state = baseContext.state
        context.isLogicallyComplete = baseContext.isLogicallyComplete
        return result
    }

    /// Returns the base animation's velocity at the scaled time, multiplied by the speed.
    /// - Parameters:
    ///   - value: The whole change.
    ///   - time: Seconds since the animation started.
    ///   - context: The run's state.
    /// - Returns: The velocity, or nil where the base's is unknown.
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: time * speed, context: baseContext(for: context))?.scaled(by: speed)
    }

    /// The context as the base animation sees it: the initial velocity, given per second of the
    /// caller's time, is divided by the speed to be per second of the base's time, so that a spring
    /// taking over with a velocity starts at that velocity whatever the speed.
    /// - Parameter context: The run's context.
    /// - Returns: The context to pass to the base animation.
    private func baseContext<V: VectorArithmetic>(for context: AnimationContext<V>) -> AnimationContext<V> {
        var baseContext = context
        baseContext.initialVelocity = context.initialVelocity.scaled(by: 1 / speed)
        return baseContext
    }

    /// Asks the base animation: speed does not change whether an animation takes over another.
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

    /// The base animation's duration divided by the speed; nil if the base never finishes.
    var duration: TimeInterval? { base.duration.map { $0 / speed } }

    /// `base.speed(factor)`, for example `linear(duration: 1.0).speed(2.0)`.
    var description: String { "\(base).speed(\(speed))" }
}
