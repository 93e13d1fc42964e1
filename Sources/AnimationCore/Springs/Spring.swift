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
}
