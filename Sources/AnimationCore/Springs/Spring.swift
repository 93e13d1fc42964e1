import Foundation

/// A damped spring: how a mass on a spring moves towards a target.
///
/// SwiftUI's `Spring` (iOS 17). A spring can be described in four ways, and each converts to the
/// others:
///
/// | description | parameters |
/// |---|---|
/// | perceptual | ``duration`` (the period of the undamped spring) and ``bounce`` |
/// | UIKit-like | ``response`` (the same as ``duration``) and ``dampingRatio`` |
/// | physical | ``mass``, ``stiffness`` and ``damping`` |
/// | settling | the time it takes to come to rest, and ``dampingRatio`` |
///
/// The conversions are SwiftUI's documented ones: `stiffness = (2π / duration)² × mass`;
/// `damping = 4π × (1 − bounce) × mass / duration` for `bounce ≥ 0` and
/// `dampingRatio = 1 / (1 + bounce)` for `bounce < 0`. SwiftUI's documentation gives two examples,
/// which the tests check: `Spring(duration: 0.5, bounce: 0.3)` is mass 1, stiffness 157.9,
/// damping 17.6; `Spring(mass: 1, stiffness: 100, damping: 10)` is duration 0.63, bounce 0.5.
///
/// The motion is the exact solution of `m·x″ + c·x′ + k·x = 0`: under-damped (`bounce > 0`) it
/// overshoots and oscillates, critically damped (`bounce == 0`) it arrives as fast as it can
/// without overshooting, over-damped (`bounce < 0`) it creeps in. Values are closed-form functions
/// of the time, so any moment can be computed alone.
public struct Spring: Hashable, Sendable, CustomStringConvertible {
    /// The mass of the object on the spring; positive.
    public let mass: Double
    /// The spring's stiffness coefficient; positive.
    public let stiffness: Double
    /// The damping (friction) coefficient; zero or more.
    public let damping: Double

    /// The shortest perceptual duration a spring may have, in seconds; shorter ones are read as it.
    public static let minimumDuration: TimeInterval = 0.001

    /// The longest perceptual duration a spring may have, in seconds; longer ones (and infinity)
    /// are read as it.
    public static let maximumDuration: TimeInterval = 10_000

    // MARK: - Creating a spring

    /// Creates a spring from its physical coefficients.
    ///
    /// - Parameters:
    ///   - mass: The mass; 1 if not given. A mass that is not positive and finite is read as 1.
    ///   - stiffness: The stiffness, clamped so that the period lies in
    ///     ``minimumDuration``...``maximumDuration``; infinity and NaN are read as the stiffest.
    ///   - damping: The damping. Negative or NaN damping is read as 0 (no damping at all); infinite
    ///     damping as the most the spring may have (critical, or a million times it when
    ///     `allowOverDamping`).
    ///   - allowOverDamping: Whether damping above the critical amount (`2√(k·m)`) is kept; when
    ///     false, the default, it is lowered to the critical amount, as SwiftUI does.
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let mass = mass > 0 && mass.isFinite ? mass : 1
        let stiffest = Self.stiffness(duration: Self.minimumDuration, mass: mass)
        let softest = Self.stiffness(duration: Self.maximumDuration, mass: mass)
        let stiffness = stiffness.isFinite ? Swift.min(Swift.max(stiffness, softest), stiffest) : stiffest
        var damping = damping >= 0 ? damping : 0
        // Infinite damping is a million times the critical amount, lowered to critical below.
        if !damping.isFinite { damping = Self.criticalDamping(mass: mass, stiffness: stiffness) * 1e6 }
        if !allowOverDamping {
            damping = Swift.min(damping, Self.criticalDamping(mass: mass, stiffness: stiffness))
        }
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    /// Creates a spring from a perceptual duration and an amount of bounce.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration in seconds: the period of the spring without damping,
    ///     about the time it takes to settle when it does not bounce; 0.5 if not given. Durations
    ///     are clamped to ``minimumDuration``...``maximumDuration``; NaN is read as the minimum.
    ///   - bounce: How bouncy the spring is: 0 (the default) does not overshoot, up to 1 which
    ///     oscillates for ever; negative values, down to −1, are over-damped and creep in. Values
    ///     outside −1...1 are clamped; −1 itself, which would never arrive, is read as −0.999.
    public init(duration: TimeInterval = 0.5, bounce: Double = 0) {
        self.init(response: duration, dampingRatio: Self.dampingRatio(bounce: bounce))
    }

    /// Creates a spring from a response and a damping ratio, as UIKit describes springs.
    ///
    /// - Parameters:
    ///   - response: The response in seconds: the same as the perceptual ``duration``. Responses
    ///     are clamped to ``minimumDuration``...``maximumDuration``; NaN is read as the minimum.
    ///   - dampingRatio: The damping as a fraction of the critical damping: below 1 bounces, 1 does
    ///     not, above 1 is over-damped. Negative or NaN ratios are read as 0.
    public init(response: Double, dampingRatio: Double) {
        let duration = Self.sanitize(duration: response)
        let stiffness = Self.stiffness(duration: duration, mass: 1)
        let ratio = dampingRatio >= 0 ? dampingRatio : 0
        self.init(mass: 1, stiffness: stiffness, damping: Self.criticalDamping(mass: 1, stiffness: stiffness) * ratio,
                  allowOverDamping: true)
    }

    /// Creates a spring that comes to rest in a given time, with a given damping ratio.
    ///
    /// The spring found is the one whose ``settlingDuration(target:initialVelocity:epsilon:)`` for
    /// a target of 1, no initial velocity and `epsilon` is `settlingDuration`, within a
    /// millionth of a second.
    ///
    /// - Parameters:
    ///   - settlingDuration: The time it takes to come to rest, in seconds; clamped to 0.01...10,
    ///     as SwiftUI does (NaN is read as 0.01).
    ///   - dampingRatio: The damping as a fraction of the critical damping; clamped to
    ///     0.001...1 (a spring without damping never comes to rest).
    ///   - epsilon: How close to the target, for a target of 1, counts as at rest; 0.001 if not
    ///     given. Values that are not in 0 < epsilon < 1 are read as 0.001.
    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        let settling = settlingDuration.isNaN ? 0.01 : Swift.min(Swift.max(settlingDuration, 0.01), 10)
        let ratio = dampingRatio.isNaN ? 1 : Swift.min(Swift.max(dampingRatio, 0.001), 1)
        let epsilon = epsilon > 0 && epsilon < 1 ? epsilon : 0.001
        let response = Self.findResponse(settlingDuration: settling, dampingRatio: ratio, epsilon: epsilon)
        self.init(response: response, dampingRatio: ratio)
    }

    // MARK: - Characteristics

    /// The perceptual duration in seconds: the period of the spring without damping, `2π√(m/k)`.
    public var duration: TimeInterval { 2 * .pi * (mass / stiffness).squareRoot() }

    /// The response in seconds: UIKit's name for the perceptual ``duration``.
    public var response: Double { duration }

    /// The damping as a fraction of the critical damping, `c / (2√(k·m))`.
    public var dampingRatio: Double { damping / Self.criticalDamping(mass: mass, stiffness: stiffness) }

    /// How bouncy the spring is: `1 − dampingRatio` up to critical damping, and
    /// `1 / dampingRatio − 1` (negative) beyond it.
    public var bounce: Double {
        let ratio = dampingRatio
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }

    /// The estimated time the spring takes to come to rest: the settling duration for a target
    /// of 1, no initial velocity and an epsilon of 0.001, as SwiftUI defines it.
    public var settlingDuration: TimeInterval {
        settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 0.001)
    }

    /// A short description, such as `Spring(duration: 0.5, bounce: 0.3)`.
    public var description: String {
        "Spring(duration: \(Self.rounded(duration)), bounce: \(Self.rounded(bounce)))"
    }

    // MARK: - Motion

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

    // MARK: - Presets

    /// A smooth spring with no bounce: duration 0.5, bounce 0.
    public static let smooth = Spring(duration: 0.5, bounce: 0)

    /// A smooth spring with no bounce, tuned.
    /// - Parameters:
    ///   - duration: The perceptual duration; 0.5 if not given.
    ///   - extraBounce: Bounce added to the base bounce of 0.
    /// - Returns: `Spring(duration: duration, bounce: extraBounce)`.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }

    /// A spring with a small amount of bounce that feels snappy: duration 0.5, bounce 0.15.
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)

    /// A snappy spring, tuned.
    /// - Parameters:
    ///   - duration: The perceptual duration; 0.5 if not given.
    ///   - extraBounce: Bounce added to the base bounce of 0.15.
    /// - Returns: `Spring(duration: duration, bounce: 0.15 + extraBounce)`.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A spring with a noticeable bounce: duration 0.5, bounce 0.3.
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)

    /// A bouncy spring, tuned.
    /// - Parameters:
    ///   - duration: The perceptual duration; 0.5 if not given.
    ///   - extraBounce: Bounce added to the base bounce of 0.3.
    /// - Returns: `Spring(duration: duration, bounce: 0.3 + extraBounce)`.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}

// MARK: - The solution of the spring equation

extension Spring {
    /// How close to 1 a damping ratio must be to be treated as critical, where the under- and
    /// over-damped formulas lose precision.
    static let criticalBand = 1e-6

    /// The natural (undamped) angular frequency `ω₀ = √(k/m)`, in radians per second.
    var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// The motion as linear coefficients of the initial displacement `x₀` and velocity `v₀`:
    /// `x(t) = a·x₀ + b·v₀` and `x′(t) = c·x₀ + d·v₀`, where `x` is the displacement from the
    /// target.
    struct Coefficients {
        let a: Double
        let b: Double
        let c: Double
        let d: Double
    }

    /// Solves the spring equation at a time.
    /// - Parameter time: Seconds since the start; times before 0 (and NaN) are read as 0.
    /// - Returns: The coefficients of the motion at `time`.
    func coefficients(at time: TimeInterval) -> Coefficients {
        let t = time > 0 ? time : 0
        let omega = naturalFrequency
        let ratio = dampingRatio
        let decay = ratio * omega
        if abs(ratio - 1) <= Self.criticalBand {
            let envelope = exp(-omega * t)
            return Coefficients(a: envelope * (1 + omega * t), b: envelope * t,
                                c: -envelope * omega * omega * t, d: envelope * (1 - omega * t))
        }
        if ratio < 1 {
            let damped = omega * (1 - ratio * ratio).squareRoot()
            let envelope = exp(-decay * t)
            let (sine, cosine) = (sin(damped * t), cos(damped * t))
            return Coefficients(a: envelope * (cosine + decay / damped * sine), b: envelope * sine / damped,
                                c: -envelope * omega * omega / damped * sine,
                                d: envelope * (cosine - decay / damped * sine))
        }
        let spread = omega * (ratio * ratio - 1).squareRoot()
        let (slow, fast) = (-decay + spread, -decay - spread)
        let (slowTerm, fastTerm) = (exp(slow * t), exp(fast * t))
        // c₁ = (v₀ − r₂·x₀) / (r₁ − r₂), c₂ = (r₁·x₀ − v₀) / (r₁ − r₂).
        let gap = slow - fast
        return Coefficients(a: (-fast * slowTerm + slow * fastTerm) / gap, b: (slowTerm - fastTerm) / gap,
                            c: (-fast * slow * slowTerm + slow * fast * fastTerm) / gap,
                            d: (slow * slowTerm - fast * fastTerm) / gap)
    }

    /// The time at which an over-damped spring's two decaying terms add up to `epsilon`.
    private func overDampedSettlingDuration(distance: Double, speed: Double, epsilon: Double) -> TimeInterval {
        let omega = naturalFrequency
        let ratio = dampingRatio
        let spread = omega * (ratio * ratio - 1).squareRoot()
        let (slow, fast) = (-ratio * omega + spread, -ratio * omega - spread)
        let gap = slow - fast
        let slowWeight = (speed + abs(fast) * distance) / gap
        let fastWeight = (abs(slow) * distance + speed) / gap
        func envelope(_ t: Double) -> Double { slowWeight * exp(slow * t) + fastWeight * exp(fast * t) }
        guard envelope(0) > epsilon else { return 0 }
        var (low, high) = (0.0, 1.0)
        while envelope(high) > epsilon, high < 1e9 { (low, high) = (high, high * 2) }
        for _ in 0..<200 where high - low > 1e-12 {
            let middle = (low + high) / 2
            if envelope(middle) > epsilon { low = middle } else { high = middle }
        }
        return high
    }

    /// Finds the response whose settling duration (target 1, no velocity) is `settlingDuration`.
    private static func findResponse(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double) -> Double {
        // The settling duration grows with the response, so bisect on its logarithm.
        var (low, high) = (log(minimumDuration), log(1e4))
        for _ in 0..<200 where high - low > 1e-13 {
            let middle = (low + high) / 2
            let spring = Spring(response: exp(middle), dampingRatio: dampingRatio)
            if spring.settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: epsilon) < settlingDuration {
                low = middle
            } else {
                high = middle
            }
        }
        return exp((low + high) / 2)
    }

    /// `(2π / duration)² × mass`.
    static func stiffness(duration: TimeInterval, mass: Double) -> Double {
        let frequency = 2 * .pi / duration
        return frequency * frequency * mass
    }

    /// `2√(k·m)`: the damping at which a spring stops overshooting.
    static func criticalDamping(mass: Double, stiffness: Double) -> Double {
        2 * (stiffness * mass).squareRoot()
    }

    /// SwiftUI's damping ratio for a bounce: `1 − bounce` for `bounce ≥ 0`, `1 / (1 + bounce)` below.
    static func dampingRatio(bounce: Double) -> Double {
        let bounce = bounce.isNaN ? 0 : Swift.min(Swift.max(bounce, -0.999), 1)
        return bounce < 0 ? 1 / (1 + bounce) : 1 - bounce
    }

    /// A duration clamped to ``minimumDuration``...``maximumDuration``, NaN read as the minimum.
    static func sanitize(duration: TimeInterval) -> TimeInterval {
        duration >= minimumDuration ? Swift.min(duration, maximumDuration) : minimumDuration
    }

    /// A number rounded to four decimals, for descriptions.
    static func rounded(_ value: Double) -> Double {
        (value * 10_000).rounded() / 10_000
    }
}
