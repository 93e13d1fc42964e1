import AnimationCore
import Foundation
import Testing
import ZoetropeTestSupport

extension SpringTests {
    // MARK: - Clamping of inputs

    @Test("Durations are clamped to 0.001...10 000 s, NaN read as the shortest",
          arguments: [(0.0, 0.001), (-2.0, 0.001), (.nan, 0.001), (1e9, 10_000), (.infinity, 10_000)] as [(Double, Double)])
    func clampsDuration(duration: Double, expected: Double) {
        expectClose(Spring(duration: duration).duration, expected, tolerance: expected * 1e-12, "duration")
        expectClose(Spring(response: duration, dampingRatio: 1).response, expected, tolerance: expected * 1e-12, "response")
    }

    @Test("Bounces are clamped to −0.999...1, NaN read as 0",
          arguments: [(2.0, 1.0), (-1.0, -0.999), (-5.0, -0.999), (.nan, 0.0)] as [(Double, Double)])
    func clampsBounce(bounce: Double, expected: Double) {
        expectClose(Spring(duration: 0.5, bounce: bounce).bounce, expected, tolerance: 1e-9, "bounce")
    }

    @Test("A mass that is not positive and finite is read as 1", arguments: [0.0, -3.0, .nan, .infinity])
    func clampsMass(mass: Double) {
        #expect(Spring(mass: mass, stiffness: 100, damping: 10).mass == 1)
    }

    @Test("Negative and NaN damping and damping ratios are read as 0", arguments: [-1.0, .nan])
    func clampsDamping(damping: Double) {
        #expect(Spring(mass: 1, stiffness: 100, damping: damping).damping == 0)
        #expect(Spring(response: 0.5, dampingRatio: damping).damping == 0)
    }

    @Test("Infinite damping is critical, or a million times it when over-damping is allowed")
    func infiniteDamping() {
        expectClose(Spring(mass: 1, stiffness: 100, damping: .infinity).dampingRatio, 1, tolerance: 1e-12, "ratio")
        expectClose(Spring(mass: 1, stiffness: 100, damping: .infinity, allowOverDamping: true).dampingRatio, 1e6,
                    tolerance: 1e-3, "ratio when over-damping is allowed")
    }

    @Test("Over-damping is lowered to critical unless allowed")
    func overDamping() {
        expectClose(Spring(mass: 1, stiffness: 100, damping: 50).damping, 20, tolerance: 1e-12, "damping")
        #expect(Spring(mass: 1, stiffness: 100, damping: 50, allowOverDamping: true).damping == 50)
    }

    @Test("Infinite and NaN stiffness are read as the stiffest spring", arguments: [Double.infinity, .nan])
    func clampsStiffness(stiffness: Double) {
        expectClose(Spring(mass: 1, stiffness: stiffness, damping: 1).duration, Spring.minimumDuration,
                    tolerance: 1e-12, "duration")
    }

    // MARK: - Presets and description

    @Test("Presets: smooth, snappy and bouncy", arguments: [
        (Spring.smooth, 0.5, 0.0), (Spring.snappy, 0.5, 0.15), (Spring.bouncy, 0.5, 0.3),
        (Spring.smooth(duration: 0.3, extraBounce: 0.1), 0.3, 0.1),
        (Spring.snappy(duration: 0.8, extraBounce: 0.05), 0.8, 0.2),
        (Spring.bouncy(duration: 1, extraBounce: -0.1), 1, 0.2),
        (Spring.smooth(), 0.5, 0), (Spring.snappy(), 0.5, 0.15), (Spring.bouncy(), 0.5, 0.3),
    ] as [(Spring, Double, Double)])
    func presets(spring: Spring, duration: Double, bounce: Double) {
        expectClose(spring.duration, duration, tolerance: 1e-12, "duration")
        expectClose(spring.bounce, bounce, tolerance: 1e-12, "bounce")
    }

    @Test("The description names the duration and bounce")
    func description() {
        #expect(Spring(duration: 0.5, bounce: 0.3).description == "Spring(duration: 0.5, bounce: 0.3)")
    }
}
