import AnimationCore
import Foundation
import Testing
import ZoetropeTestSupport

extension SpringTests {
    // MARK: - Against a numerical integration of m·x″ + c·x′ + k·x = 0

    /// A spring and a start for the integration check.
    struct Motion: Sendable, CustomTestStringConvertible {
        let mass: Double
        let stiffness: Double
        let damping: Double
        let target: Double
        let initialVelocity: Double
        var testDescription: String {
            "m \(mass), k \(stiffness), c \(damping), target \(target), v₀ \(initialVelocity)"
        }
    }

    /// Integrates `m·x″ + c·x′ + k·x = 0` for the displacement from the target with classic
    /// Runge–Kutta steps of 10⁻⁴ s, written here independently of the implementation.
    /// - Returns: The position (0 at the start, heading for `target`) and velocity at each time.
    static func integrate(_ motion: Motion, times: [Double]) -> [(position: Double, velocity: Double)] {
        let step = 1e-4
        var x = -motion.target
        var v = motion.initialVelocity
        var now = 0.0
        var results: [(position: Double, velocity: Double)] = []
        func acceleration(_ x: Double, _ v: Double) -> Double {
            -(motion.damping * v + motion.stiffness * x) / motion.mass
        }
        for time in times {
            while now < time - 1e-12 {
                let h = min(step, time - now)
                let (k1x, k1v) = (v, acceleration(x, v))
                let (k2x, k2v) = (v + h / 2 * k1v, acceleration(x + h / 2 * k1x, v + h / 2 * k1v))
                let (k3x, k3v) = (v + h / 2 * k2v, acceleration(x + h / 2 * k2x, v + h / 2 * k2v))
                let (k4x, k4v) = (v + h * k3v, acceleration(x + h * k3x, v + h * k3v))
                x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
                v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
                now += h
            }
            results.append((position: x + motion.target, velocity: v))
        }
        return results
    }

    @Test("Value and velocity match a numerical integration", arguments: [
        Motion(mass: 1, stiffness: 157.91, damping: 17.59, target: 1, initialVelocity: 0),
        Motion(mass: 1, stiffness: 100, damping: 4, target: 50, initialVelocity: -300),
        Motion(mass: 2.5, stiffness: 300, damping: 2 * (300 * 2.5).squareRoot(), target: -20, initialVelocity: 400),
        Motion(mass: 1, stiffness: 40, damping: 30, target: 10, initialVelocity: 25),
        Motion(mass: 0.5, stiffness: 2000, damping: 1, target: 3, initialVelocity: 0),
        Motion(mass: 1, stiffness: 100, damping: 20, target: 0, initialVelocity: 80),
    ])
    func matchesIntegration(motion: Motion) {
        let spring = Spring(mass: motion.mass, stiffness: motion.stiffness, damping: motion.damping,
                            allowOverDamping: true)
        let times = stride(from: 0.05, through: 2.5, by: 0.05).map { $0 }
        let reference = Self.integrate(motion, times: times)
        let scale = max(abs(motion.target), abs(motion.initialVelocity))
        for (time, expected) in zip(times, reference) {
            expectClose(spring.value(target: motion.target, initialVelocity: motion.initialVelocity, time: time),
                        expected.position, tolerance: 1e-7 * scale, "position at \(time) s")
            expectClose(spring.velocity(target: motion.target, initialVelocity: motion.initialVelocity, time: time),
                        expected.velocity, tolerance: 1e-6 * scale * spring.naturalFrequencyForTests, "velocity at \(time) s")
        }
    }

    @Test("Nearly critical springs keep their precision on both sides of the critical band",
          arguments: [1 - 1e-4, 1 - 1e-7, 1.0, 1 + 1e-7, 1 + 1e-4])
    func nearCritical(dampingRatio: Double) {
        let spring = Spring(response: 0.5, dampingRatio: dampingRatio)
        let motion = Motion(mass: 1, stiffness: spring.stiffness, damping: spring.damping, target: 1, initialVelocity: 5)
        let times = stride(from: 0.1, through: 1.5, by: 0.1).map { $0 }
        for (time, expected) in zip(times, Self.integrate(motion, times: times)) {
            expectClose(spring.value(target: 1.0, initialVelocity: 5.0, time: time), expected.position,
                        tolerance: 1e-7, "value at \(time) s")
        }
    }

    // MARK: - Motion edge cases

    @Test("At time 0 the value is zero and the velocity the initial one; before it, the same")
    func start() {
        let spring = Spring.bouncy
        for time in [0.0, -1.0, -.infinity] {
            #expect(spring.value(target: 100.0, initialVelocity: 30.0, time: time) == 0)
            #expect(spring.velocity(target: 100.0, initialVelocity: 30.0, time: time) == 30)
        }
    }

    @Test("After a very long time the value is the target and the velocity zero",
          arguments: [Spring.smooth, Spring.bouncy, Spring(duration: 0.5, bounce: -0.7)])
    func veryLongTime(spring: Spring) {
        expectClose(spring.value(target: 100.0, initialVelocity: 30.0, time: 1e6), 100, tolerance: 1e-9, "value")
        expectClose(spring.velocity(target: 100.0, initialVelocity: 30.0, time: 1e6), 0, tolerance: 1e-9, "velocity")
    }

    @Test("A zero change with no velocity stays at zero and is settled at once")
    func zeroChange() {
        let spring = Spring.snappy
        #expect(spring.value(target: 0.0, time: 0.3) == 0)
        #expect(spring.settlingDuration(target: 0.0, epsilon: 0.001) == 0)
    }

    @Test("A spring without damping oscillates for ever and never settles")
    func undamped() {
        let spring = Spring(duration: 0.5, bounce: 1)
        #expect(spring.damping == 0)
        #expect(spring.settlingDuration == .infinity)
        expectClose(spring.value(target: 1.0, time: 0.25), 2, tolerance: 1e-12, "half a period: twice the target")
        expectClose(spring.value(target: 1.0, time: 100.0), 0, tolerance: 1e-9, "whole periods: back at the start")
    }

    @Test("Stepping with update(value:velocity:target:deltaTime:) follows the closed form")
    func updateSteps() {
        let spring = Spring.bouncy
        var value = 0.0
        var velocity = 12.0
        for _ in 0..<40 {
            spring.update(value: &value, velocity: &velocity, target: 80.0, deltaTime: 1.0 / 60)
        }
        expectClose(value, spring.value(target: 80.0, initialVelocity: 12.0, time: 40.0 / 60), tolerance: 1e-9, "value")
        expectClose(velocity, spring.velocity(target: 80.0, initialVelocity: 12.0, time: 40.0 / 60), tolerance: 1e-8, "velocity")
    }

    @Test("The force is k·(target − position) − c·velocity")
    func force() {
        let spring = Spring(mass: 2, stiffness: 50, damping: 3)
        expectClose(spring.force(target: 10.0, position: 4.0, velocity: 2.0), 50 * 6 - 3 * 2, tolerance: 1e-12, "force")
    }

    @Test("Animatable values move from one value to another")
    func fromTo() {
        let spring = Spring.smooth
        let point = spring.value(fromValue: CGPoint(x: 10, y: 20), toValue: CGPoint(x: 110, y: -20),
                                 initialVelocity: CGPoint.zero, time: 0.2)
        let fraction = spring.value(target: 1.0, time: 0.2)
        expectClose(Double(point.x), 10 + 100 * fraction, tolerance: 1e-9, "x")
        expectClose(Double(point.y), 20 - 40 * fraction, tolerance: 1e-9, "y")
    }

    // MARK: - Settling

    @Test("Settled springs stay within epsilon of the target",
          arguments: [Spring.smooth, Spring.snappy, Spring.bouncy, Spring(duration: 0.3, bounce: 0.7),
                      Spring(duration: 0.5, bounce: -0.5)])
    func staysSettled(spring: Spring) {
        let settling = spring.settlingDuration
        for time in stride(from: settling, through: settling * 4, by: 0.001) {
            let distance = abs(spring.value(target: 1.0, time: time) - 1)
            #expect(distance <= 0.001, "\(spring) at \(time) s is \(distance) from the target")
        }
        // Between half and 0.6 of it, it is not settled yet: the estimate is less than twice the truth.
        let earlier = stride(from: settling * 0.5, to: settling * 0.6, by: 0.001).map {
            abs(spring.value(target: 1.0, time: $0) - 1)
        }
        #expect((earlier.max() ?? 0) > 0.001, "\(spring) is settled at half its settling duration \(settling)")
    }

    @Test("The settling duration is the same in any unit", arguments: [0.001, 1.0, 100.0, 1e6])
    func settlingUnitFree(scale: Double) {
        let spring = Spring.bouncy
        expectClose(spring.settlingDuration(target: scale, epsilon: 0.001 * scale), spring.settlingDuration,
                    tolerance: 1e-12, "settling duration at scale \(scale)")
    }

    @Test("A non-positive epsilon is read as 0.001", arguments: [0.0, -1.0, .nan])
    func settlingBadEpsilon(epsilon: Double) {
        #expect(Spring.smooth.settlingDuration(target: 1.0, epsilon: epsilon) == Spring.smooth.settlingDuration)
    }
}

extension Spring {
    /// `√(k/m)`, for tolerances that scale with the spring's speed.
    var naturalFrequencyForTests: Double { (stiffness / mass).squareRoot() }
}
