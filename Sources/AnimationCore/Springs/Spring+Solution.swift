import Foundation

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
    func overDampedSettlingDuration(distance: Double, speed: Double, epsilon: Double) -> TimeInterval {
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
        return bisect(from: low, to: high, tolerance: 1e-12, maximumSteps: 200) { !(envelope($0) > epsilon) }.high
    }

    /// Finds the response whose settling duration (target 1, no velocity) is `settlingDuration`.
    static func findResponse(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double) -> Double {
        // The settling duration grows with the response, so bisect on its logarithm.
        let (low, high) = bisect(from: log(minimumDuration), to: log(1e4), tolerance: 1e-13, maximumSteps: 200) { logResponse in
            let spring = Spring(response: exp(logResponse), dampingRatio: dampingRatio)
            return !(spring.settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: epsilon) < settlingDuration)
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
