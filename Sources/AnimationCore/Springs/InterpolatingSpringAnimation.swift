import Foundation

/// The animation behind `.interpolatingSpring(...)`: a spring that interpolates the change.
///
/// SwiftUI's interpolating spring maps time to a fraction of the change with a unit spring, moving
/// from 0 to 1 and starting with ``initialVelocity`` (in changes per second), and scales the change
/// by it: at time t the value is `value × unit(t)`. Unlike the persistent `.spring`, it never takes
/// a running animation over: overlapping interpolating springs run side by side and their values
/// and velocities add up, which is how it preserves momentum.
///
/// The run finishes once the unit spring has settled, at
/// ``Spring/settlingDuration(target:initialVelocity:epsilon:)`` for a target of 1, this initial
/// velocity and an epsilon of 0.001; the context's ``AnimationContext/initialVelocity`` is not used
/// (an interpolating spring is never handed one). The motion is the spring's exact closed form.
package struct InterpolatingSpringAnimation: CustomAnimation, CustomStringConvertible {
    /// The spring the fraction follows.
    package let spring: Spring

    /// The velocity at the start, in changes per second: 1 moves at the whole change per second.
    package let initialVelocity: Double

    /// How close to 1 the unit spring must stay to be at rest: 0.001.
    static let epsilon = 0.001

    /// Creates an interpolating spring animation.
    /// - Parameters:
    ///   - spring: The spring to follow.
    ///   - initialVelocity: The velocity at the start, in changes per second; 0 if not given.
    ///     Infinite and NaN velocities are read as 0.
    package init(spring: Spring, initialVelocity: Double = 0) {
        self.spring = spring
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
    }

    /// When the unit spring has settled; infinite for a spring without damping.
    private var settlingTime: TimeInterval {
        spring.settlingDuration(target: 1.0, initialVelocity: initialVelocity, epsilon: Self.epsilon)
    }

    // MARK: - CustomAnimation

    /// Returns the change scaled by the unit spring at a time, or nil once it has settled.
    ///
    /// Marks the context logically complete once `time` reaches the spring's response.
    ///
    /// - Parameters:
    ///   - value: The whole change.
    ///   - time: Seconds since the start; times before 0 are read as 0.
    ///   - context: The run's state; only `isLogicallyComplete` is written.
    /// - Returns: `.zero` at the start, then `value × unit(time)`; nil at and after the settling time.
    package func animate<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> V? {
        guard time < settlingTime else { return nil }
        if time >= spring.response { context.isLogicallyComplete = true }
        return value.scaled(by: spring.value(target: 1.0, initialVelocity: initialVelocity, time: time))
    }

    /// Returns the exact rate of change: `value × unit′(time)`.
    /// - Parameters:
    ///   - value: The whole change.
    ///   - time: Seconds since the start.
    ///   - context: Unused.
    /// - Returns: The velocity in the value's units per second: `.zero` before the start and once
    ///   settled, `value × initialVelocity` at the start.
    package func velocity<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: AnimationContext<V>
    ) -> V? {
        guard time >= 0, time < settlingTime else { return .zero }
        return value.scaled(by: spring.velocity(target: 1.0, initialVelocity: initialVelocity, time: time))
    }

    /// The settling time of the unit spring with this initial velocity, when the animation
    /// finishes; nil for a spring that never settles.
    package var duration: TimeInterval? {
        let settling = settlingTime
        return settling.isFinite ? settling : nil
    }

    /// `interpolatingSpring(duration: 0.5, bounce: 0.0)`, with `, initialVelocity: 2.0` when it
    /// has one.
    package var description: String {
        let parameters = "duration: \(Spring.rounded(spring.duration)), bounce: \(Spring.rounded(spring.bounce))"
        guard initialVelocity != 0 else { return "interpolatingSpring(\(parameters))" }
        return "interpolatingSpring(\(parameters), initialVelocity: \(Spring.rounded(initialVelocity)))"
    }
}
