import Foundation

// MARK: - Motion

extension Spring {
    /// The spring's value at a time, moving from zero towards `target`.
    ///
    /// - Parameters:
    ///   - target: Where the spring is heading, relative to where it starts.
    ///   - initialVelocity: Its velocity at time 0, in units per second; zero if not given.
    ///   - time: Seconds since the start. Times before 0 are read as 0.
    /// - Returns: `.zero` at time 0, then the damped motion towards `target`.
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let motion = coefficients(at: time)
        // x(t) = a·x₀ + b·v₀ with x₀ = −target, the displacement from the target.
        return target.scaled(by: 1 - motion.a) + initialVelocity.scaled(by: motion.b)
    }

    /// The spring's velocity at a time, moving from zero towards `target`.
    ///
    /// - Parameters:
    ///   - target: Where the spring is heading, relative to where it starts.
    ///   - initialVelocity: Its velocity at time 0, in units per second; zero if not given.
    ///   - time: Seconds since the start. Times before 0 are read as 0.
    /// - Returns: The velocity in units per second: `initialVelocity` at time 0.
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let motion = coefficients(at: time)
        // v(t) = c·x₀ + d·v₀ with x₀ = −target.
        return initialVelocity.scaled(by: motion.d) - target.scaled(by: motion.c)
    }

    /// The spring's value at a time, moving from one value to another.
    ///
    /// - Parameters:
    ///   - fromValue: Where it starts.
    ///   - toValue: Where it is heading.
    ///   - initialVelocity: Its velocity at the start, in the value's units per second.
    ///   - time: Seconds since the start.
    /// - Returns: The value at `time`.
    public func value<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        var result = fromValue
        result.animatableData = fromValue.animatableData + value(
            target: toValue.animatableData - fromValue.animatableData,
            initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// The spring's velocity at a time, moving from one value to another.
    ///
    /// - Parameters:
    ///   - fromValue: Where it starts.
    ///   - toValue: Where it is heading.
    ///   - initialVelocity: Its velocity at the start, in the value's units per second.
    ///   - time: Seconds since the start.
    /// - Returns: The velocity at `time`.
    public func velocity<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        var result = fromValue
        result.animatableData = velocity(target: toValue.animatableData - fromValue.animatableData,
                                         initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// The force on the mass: `k·(target − position) − c·velocity`, in units per second squared
    /// times the mass.
    ///
    /// - Parameters:
    ///   - target: Where the spring is heading.
    ///   - position: Where the mass is.
    ///   - velocity: How fast it moves.
    /// - Returns: The force.
    public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
        (target - position).scaled(by: stiffness) - velocity.scaled(by: damping)
    }

    /// Moves a value and its velocity forward in time towards a target.
    ///
    /// - Parameters:
    ///   - value: The current value; updated.
    ///   - velocity: The current velocity; updated.
    ///   - target: Where the value is heading.
    ///   - deltaTime: The seconds to move forward.
    public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval) {
        let remaining = target - value
        let moved = self.value(target: remaining, initialVelocity: velocity, time: deltaTime)
        velocity = self.velocity(target: remaining, initialVelocity: velocity, time: deltaTime)
        value += moved
    }

    /// The estimated time until the spring is at rest: until it stays within `epsilon` of
    /// `target`.
    ///
    /// Up to critical damping this is SwiftUI's estimate from the decay of the envelope,
    /// `ln((|λ·target − v₀| + |target|) / ε) / λ` with `λ = ζ·ω₀`. Over-damped springs solve
    /// for the moment the sum of their two decaying terms falls to `epsilon`.
    ///
    /// - Parameters:
    ///   - target: Where the spring is heading, relative to where it starts.
    ///   - initialVelocity: Its velocity at the start.
    ///   - epsilon: How close counts as at rest, in the value's units. Values that are not
    ///     positive are read as 0.001.
    /// - Returns: The time in seconds, 0 or more; infinite for a spring without damping that has
    ///   somewhere to go.
    public func settlingDuration<V: VectorArithmetic>(target: V, initialVelocity: V = .zero,
                                                       epsilon: Double) -> TimeInterval {
        let epsilon = epsilon > 0 ? epsilon : 0.001
        let distance = target.magnitudeSquared.squareRoot()
        let speed = initialVelocity.magnitudeSquared.squareRoot()
        guard distance > 0 || speed > 0 else { return 0 }
        let omega = naturalFrequency
        let ratio = dampingRatio
        let decay = ratio * omega
        guard decay > 0 else { return .infinity }
        guard ratio > 1 + Self.criticalBand else {
            let magnitude = (target.scaled(by: decay) - initialVelocity).magnitudeSquared.squareRoot() + distance
            return Swift.max(0, log(magnitude / epsilon) / decay)
        }
        return overDampedSettlingDuration(distance: distance, speed: speed, epsilon: epsilon)
    }
}
