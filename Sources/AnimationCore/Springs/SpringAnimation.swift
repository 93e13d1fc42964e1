import Foundation

/// The animation behind `.spring(...)`, `.interactiveSpring`, `.smooth`, `.snappy` and `.bouncy`:
/// SwiftUI's persistent ("fluid") spring.
///
/// The animated value follows ``Spring`` from `.zero` towards the change, starting with the
/// context's ``AnimationContext/initialVelocity``. A persistent spring takes over whatever animation
/// is running on the same value (``shouldMerge(previous:value:time:context:)`` is always true): the
/// runner hands it the change the running animations had yet to cover and their velocity, so a
/// retargeted spring carries on from the current value *and* velocity.
///
/// SwiftUI integrates its fluid spring numerically, at 300 steps a second, as frames are drawn on a
/// device. Here the motion is the spring's exact closed-form solution instead, so that any frame can
/// be computed alone and in any order.
///
/// The run finishes (``animate(value:time:context:)`` returns nil) once the spring has settled: at
/// ``Spring/settlingDuration(target:initialVelocity:epsilon:)`` for the change and the initial
/// velocity, with an epsilon of `0.001 × scale`, where the scale is the larger of the change's
/// magnitude and the distance the initial velocity alone would carry the value, `|v₀| / ω₀`. The
/// finishing time is thus the same in points, pixels or degrees. A run with neither a change nor a
/// velocity (or a non-finite one) finishes at once.
///
/// **Blending.** When this spring takes over another persistent spring with a different response
/// and its ``blendDuration`` is positive, the response changes smoothly (a smoothstep) from the
/// previous spring's to this one's over `blendDuration` seconds, as SwiftUI's `blendDuration`
/// ("the duration in seconds over which to interpolate changes to the response value of the
/// spring") does. A spring whose stiffness changes over time has no closed form: the blend is
/// integrated with a fixed-step fourth-order Runge–Kutta scheme (steps of 1/1200 s, always from the
/// start, so every frame is still a pure function of the time); after the blend, the motion is
/// exact again.
package struct SpringAnimation: CustomAnimation, CustomStringConvertible {
    /// The spring the value follows (after any blend).
    package let spring: Spring

    /// Seconds over which the response is blended from the spring this one takes over; 0 for none.
    package let blendDuration: TimeInterval

    /// The length of one integration step while the response is blended: 1/1200 s.
    static let blendStep: TimeInterval = 1.0 / 1200

    /// The fraction of the motion's scale that counts as at rest: 0.001.
    static let restFraction = 0.001

    /// Creates a persistent spring animation.
    /// - Parameters:
    ///   - spring: The spring to follow.
    ///   - blendDuration: Seconds over which a change of response is blended; 0 if not given.
    ///     Negative and NaN durations are read as 0 (no blending); longer ones than
    ///     ``Spring/maximumDuration`` (and infinity) are read as it.
    package init(spring: Spring, blendDuration: TimeInterval = 0) {
        self.spring = spring
        self.blendDuration = blendDuration > 0 ? Swift.min(blendDuration, Spring.maximumDuration) : 0
    }

    // MARK: - CustomAnimation

    /// Returns the spring's value at a time, or nil once it has settled.
    ///
    /// Marks the context logically complete once `time` reaches the spring's response (its
    /// perceptual duration; the blended response while a blend runs).
    ///
    /// - Parameters:
    ///   - value: The whole change: where the spring is heading, relative to where it starts.
    ///   - time: Seconds since the run started; times before 0 are read as 0.
    ///   - context: The run's state: its `initialVelocity` starts the spring, and a blend recorded
    ///     by ``shouldMerge(previous:value:time:context:)`` changes the response.
    /// - Returns: `.zero` at the start, then the damped motion towards `value`; nil once settled.
    /// - Complexity: O(1), or O(min(`time`, ``blendDuration``) × 1200) while a blend applies.
    package func animate<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> V? {
        guard let motion = motion(value: value, time: time, context: context) else { return nil }
        if time >= response(at: time, blendingFrom: blendedResponse(in: context)) {
            context.isLogicallyComplete = true
        }
        return motion.position
    }

    /// Returns the spring's exact velocity at a time.
    ///
    /// - Parameters:
    ///   - value: The whole change.
    ///   - time: Seconds since the run started.
    ///   - context: The run's state.
    /// - Returns: The velocity in the value's units per second: `.zero` before the start and once
    ///   the spring has settled, the context's `initialVelocity` at the start.
    package func velocity<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: AnimationContext<V>
    ) -> V? {
        guard time >= 0 else { return .zero }
        return motion(value: value, time: time, context: context)?.velocity ?? .zero
    }

    /// Returns true: a persistent spring takes over any running animation, as SwiftUI's does.
    ///
    /// The runner, not this method, carries the running animation's remaining change and velocity
    /// into the new run (see ``AnimationContext/initialVelocity``). When `previous` is a persistent
    /// spring (not wrapped in a modifier) with a different response and ``blendDuration`` is
    /// positive, the previous response is recorded in `context.state`, which the runner hands on to
    /// the new run, so that the response is blended; otherwise any blend recorded earlier is cleared.
    ///
    /// - Parameters:
    ///   - previous: The animation that is running.
    ///   - value: The change the previous animation was animating.
    ///   - time: Seconds since the previous animation started.
    ///   - context: The previous animation's context; its state is handed on to the new run.
    /// - Returns: true.
    package func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        context.state[BlendedResponseKey.self] = responseToBlend(from: previous)
        return true
    }

    /// The spring's settling duration for a unit change from rest; nil for a spring that never
    /// settles (no damping). Repeats use it as the length of a run.
    package var duration: TimeInterval? {
        let settling = spring.settlingDuration
        return settling.isFinite ? settling : nil
    }

    /// `spring(duration: 0.5, bounce: 0.3)`, with `, blendDuration: 0.25` when it blends.
    package var description: String {
        let parameters = "duration: \(Spring.rounded(spring.duration)), bounce: \(Spring.rounded(spring.bounce))"
        guard blendDuration > 0 else { return "spring(\(parameters))" }
        return "spring(\(parameters), blendDuration: \(Spring.rounded(blendDuration)))"
    }
}

// MARK: - Motion

extension SpringAnimation {
    /// Where the value is and how fast it moves.
    struct Motion<V: VectorArithmetic> {
        /// The part of the change covered.
        var position: V
        /// The velocity in units per second.
        var velocity: V
    }

    /// The response of the spring this run took over, if the run blends from it.
    private enum BlendedResponseKey: AnimationStateKey {
        static var defaultValue: Double? { nil }
    }

    /// The previous response to blend from when taking `previous` over, or nil for no blend.
    /// - Parameter previous: The animation being taken over.
    /// - Returns: Its response if it is a persistent spring with another response and this spring
    ///   blends; else nil.
    private func responseToBlend(from previous: Animation) -> Double? {
        guard blendDuration > 0, let previousSpring = previous.base as? SpringAnimation,
              previousSpring.spring.response != spring.response else { return nil }
        return previousSpring.spring.response
    }

    /// The response this run blends from, if it blends.
    /// - Parameter context: The run's context.
    /// - Returns: The previous response, or nil when the run does not blend.
    private func blendedResponse<V: VectorArithmetic>(in context: AnimationContext<V>) -> Double? {
        guard blendDuration > 0 else { return nil }
        return context.state[BlendedResponseKey.self]
    }

    /// The response at a time: the previous one blended into this spring's by a smoothstep over
    /// ``blendDuration``, or this spring's when nothing is blended.
    /// - Parameters:
    ///   - time: Seconds since the run started.
    ///   - previousResponse: The response blended from, or nil.
    /// - Returns: The response in seconds.
    func response(at time: TimeInterval, blendingFrom previousResponse: Double?) -> Double {
        guard let previousResponse else { return spring.response }
        let progress = Swift.min(Swift.max(time / blendDuration, 0), 1)
        let eased = progress * progress * (3 - 2 * progress)
        return spring.response + (previousResponse - spring.response) * (1 - eased)
    }

    /// The distance below which the run counts as at rest, or nil when it has nothing to do.
    /// - Parameters:
    ///   - value: The whole change.
    ///   - initialVelocity: The velocity at the start.
    /// - Returns: `0.001 × max(|value|, |v₀| / ω₀)`; nil when that scale is zero or not finite.
    private func restThreshold<V: VectorArithmetic>(value: V, initialVelocity: V) -> Double? {
        let distance = value.magnitudeSquared.squareRoot()
        let coasting = initialVelocity.magnitudeSquared.squareRoot() / spring.naturalFrequency
        let scale = Swift.max(distance, coasting)
        guard scale > 0, scale.isFinite, distance.isFinite, coasting.isFinite else { return nil }
        return Self.restFraction * scale
    }

    /// The motion at a time, or nil once the run has settled.
    /// - Parameters:
    ///   - value: The whole change.
    ///   - time: Seconds since the run started.
    ///   - context: The run's state.
    /// - Returns: The position and velocity, or nil when finished.
    func motion<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> Motion<V>? {
        let initialVelocity = context.initialVelocity
        guard let epsilon = restThreshold(value: value, initialVelocity: initialVelocity) else { return nil }
        let start = Motion(position: V.zero, velocity: initialVelocity)
        guard let previousResponse = blendedResponse(in: context) else {
            return exactMotion(from: start, towards: value, time: time, epsilon: epsilon)
        }
        guard time >= blendDuration else {
            return integrate(from: start, towards: value, until: time, blendingFrom: previousResponse)
        }
        let blended = integrate(from: start, towards: value, until: blendDuration, blendingFrom: previousResponse)
        return exactMotion(from: blended, towards: value, time: time - blendDuration, epsilon: epsilon)
    }

    /// The closed-form motion of ``spring`` from a state, or nil once it has settled.
    /// - Parameters:
    ///   - start: The position and velocity at time 0.
    ///   - value: Where the motion is heading.
    ///   - time: Seconds since `start`.
    ///   - epsilon: The distance that counts as at rest.
    /// - Returns: The motion at `time`, or nil at and after the settling time.
    private func exactMotion<V: VectorArithmetic>(
        from start: Motion<V>, towards value: V, time: TimeInterval, epsilon: Double
    ) -> Motion<V>? {
        let remaining = value - start.position
        let settling = spring.settlingDuration(target: remaining, initialVelocity: start.velocity, epsilon: epsilon)
        guard time < settling else { return nil }
        return Motion(
            position: start.position + spring.value(target: remaining, initialVelocity: start.velocity, time: time),
            velocity: spring.velocity(target: remaining, initialVelocity: start.velocity, time: time))
    }

    /// Integrates the spring while its response is blended, with fixed Runge–Kutta steps.
    /// - Parameters:
    ///   - start: The position and velocity at time 0.
    ///   - value: Where the motion is heading.
    ///   - time: Seconds to integrate, at most ``blendDuration``; times before 0 are read as 0.
    ///   - previousResponse: The response blended from.
    /// - Returns: The motion at `time`.
    private func integrate<V: VectorArithmetic>(
        from start: Motion<V>, towards value: V, until time: TimeInterval, blendingFrom previousResponse: Double
    ) -> Motion<V> {
        let time = Swift.min(Swift.max(time, 0), blendDuration)
        let fullSteps = Int((time / Self.blendStep).rounded(.down))
        var motion = start
        for index in 0..<fullSteps {
            motion = step(motion, towards: value, at: Double(index) * Self.blendStep, by: Self.blendStep,
                          blendingFrom: previousResponse)
        }
        let last = time - Double(fullSteps) * Self.blendStep
        guard last > 0 else { return motion }
        return step(motion, towards: value, at: Double(fullSteps) * Self.blendStep, by: last,
                    blendingFrom: previousResponse)
    }

    /// One classic fourth-order Runge–Kutta step of `x″ = ω(t)²·(target − x) − 2ζω(t)·x′`.
    /// - Parameters:
    ///   - motion: The state at `time`.
    ///   - value: The target.
    ///   - time: The time of `motion`.
    ///   - length: The step's length in seconds.
    ///   - previousResponse: The response blended from.
    /// - Returns: The state at `time + length`.
    private func step<V: VectorArithmetic>(
        _ motion: Motion<V>, towards value: V, at time: TimeInterval, by length: TimeInterval,
        blendingFrom previousResponse: Double
    ) -> Motion<V> {
        func slope(_ state: Motion<V>, _ moment: TimeInterval) -> Motion<V> {
            Motion(position: state.velocity,
                   velocity: acceleration(of: state, towards: value, at: moment, blendingFrom: previousResponse))
        }
        func advance(_ state: Motion<V>, along derivative: Motion<V>, by amount: Double) -> Motion<V> {
            Motion(position: state.position + derivative.position.scaled(by: amount),
                   velocity: state.velocity + derivative.velocity.scaled(by: amount))
        }
        let half = length / 2
        let k1 = slope(motion, time)
        let k2 = slope(advance(motion, along: k1, by: half), time + half)
        let k3 = slope(advance(motion, along: k2, by: half), time + half)
        let k4 = slope(advance(motion, along: k3, by: length), time + length)
        let sixth = length / 6
        return Motion(
            position: motion.position + (k1.position + k2.position.scaled(by: 2) + k3.position.scaled(by: 2)
                + k4.position).scaled(by: sixth),
            velocity: motion.velocity + (k1.velocity + k2.velocity.scaled(by: 2) + k3.velocity.scaled(by: 2)
                + k4.velocity).scaled(by: sixth))
    }

    /// The acceleration of the blended spring: its damping ratio stays, its natural frequency
    /// follows the blended response, `ω(t) = 2π / response(t)`.
    /// - Parameters:
    ///   - state: The position and velocity.
    ///   - value: The target.
    ///   - time: The time of `state`.
    ///   - previousResponse: The response blended from.
    /// - Returns: The acceleration in units per second squared.
    private func acceleration<V: VectorArithmetic>(
        of state: Motion<V>, towards value: V, at time: TimeInterval, blendingFrom previousResponse: Double
    ) -> V {
        let omega = 2 * .pi / response(at: time, blendingFrom: previousResponse)
        return (value - state.position).scaled(by: omega * omega)
            - state.velocity.scaled(by: 2 * spring.dampingRatio * omega)
    }
}
