import AnimationCore
import Foundation
import Testing
import ZoetropeTestSupport

/// References, each cited where it is used:
///
/// - **SwiftUI's documentation** of `Spring` (https://developer.apple.com/documentation/swiftui/spring,
///   overview): `Spring(duration: 0.5, bounce: 0.3)` is `(mass, stiffness, damping) == (1.0, 157.9, 17.6)`
///   and `Spring(mass: 1, stiffness: 100, damping: 10)` is `(duration, bounce) == (0.63, 0.5)`.
/// - **Flutter**, flutter/flutter `packages/flutter/test/physics/spring_simulation_test.dart`
///   (`SpringDescription.withDurationAndBounce`, which implements SwiftUI's conversion) and
///   `packages/flutter/test/physics/newton_test.dart` (`crit_spring`, `overdamped_spring`,
///   `underdamped_spring`). Flutter's `SpringSimulation(spring, start, end, velocity)` reports the
///   position `x(t)` going from `start` to `end`; with `start == 0` that is exactly our
///   `value(target: end, time: t)`. Its tests check `x(t).floor()` and `dx(t).floor()`.
/// - **framer-motion**, motiondivision/motion
///   `packages/motion-dom/src/animation/generators/__tests__/spring.test.ts`: the `toString` test lists
///   the spring's positions for keyframes `[0, 1]` at `duration × i / (n − 1)` rounded to four
///   decimals; the `Underdamped/Critically damped/Overdamped spring` tests list positions from 100 to
///   1000 every 200 ms, rounded to integers. framer-motion snaps to the target once a spring is at
///   rest, so the final snapped samples are left out.
/// - **Jetpack Compose**, androidx/androidx
///   `compose/animation/animation-core/src/androidUnitTest/kotlin/androidx/compose/animation/core/PhysicsAnimationTest.kt`
///   (`testCriticallydampedDuration`, `testOverdampedDuration`, `testUnderdampedDuration`): springs
///   of stiffness 100 (mass 1) from 100 to 0 with a start velocity of +3000 (away from the target)
///   and a visibility threshold of 1 last 811, 4830 and 1206 ms. Compose works in displacement from
///   the target (`p0 = 100`, `v0 = 3000`); ours is the change `−100` with `initialVelocity: 3000`, and
///   the displacement is `100 + value(t)`. Compose's `SpringEstimation.kt` defines these times: the
///   last crossing of the threshold for critical and over-damped springs, and for under-damped ones
///   the time the envelope `√(c₁² + c₂²)·e^(−ζωt)` falls to it. Times are truncated to milliseconds.
@Suite("Spring")
struct SpringTests {
    // MARK: - SwiftUI's documented conversions

    @Test("SwiftUI: Spring(duration: 0.5, bounce: 0.3) is mass 1, stiffness 157.9, damping 17.6")
    func documentedDurationBounce() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        expectClose(spring.mass, 1, tolerance: 1e-12, "mass")
        expectClose(spring.stiffness, 157.9, tolerance: 0.05, "stiffness")
        expectClose(spring.damping, 17.6, tolerance: 0.05, "damping")
    }

    @Test("SwiftUI: Spring(mass: 1, stiffness: 100, damping: 10) is duration 0.63, bounce 0.5")
    func documentedPhysical() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        expectClose(spring.duration, 0.63, tolerance: 0.005, "duration")
        expectClose(spring.bounce, 0.5, tolerance: 1e-12, "bounce")
    }

    @Test("Flutter withDurationAndBounce: bounce ±0.3 over 0.5 s gives stiffness 157.91, damping 17.59 / 35.90",
          arguments: [(0.3, 17.59), (-0.3, 35.90)] as [(Double, Double)])
    func flutterDurationBounce(bounce: Double, damping: Double) {
        let spring = Spring(duration: 0.5, bounce: bounce)
        #expect(spring.mass == 1)
        expectClose(spring.stiffness, 157.91, tolerance: 0.01, "stiffness")
        expectClose(spring.damping, damping, tolerance: 0.01, "damping")
    }

    @Test("Flutter withDurationAndBounce: mass 1, stiffness 157.91, damping 17.59 is 500 ms and bounce 0.3")
    func flutterPhysicalToDurationBounce() {
        let spring = Spring(mass: 1, stiffness: 157.91, damping: 17.59)
        // Flutter compares `Duration.inMilliseconds`, which truncates.
        #expect((spring.duration * 1000).rounded(.towardZero) == 500)
        expectClose(spring.bounce, 0.3, tolerance: 0.001, "bounce")
    }

    // MARK: - Round trips between the four descriptions

    static let perceptualSprings: [(Double, Double)] = [
        (0.5, 0), (0.5, 0.3), (0.25, 0.9), (1.2, -0.4), (2, 0.15), (0.05, -0.8), (0.8, 1),
    ]

    @Test("Perceptual → physical → perceptual", arguments: perceptualSprings)
    func roundTripPhysical(duration: Double, bounce: Double) {
        let spring = Spring(duration: duration, bounce: bounce)
        let physical = Spring(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
                              allowOverDamping: true)
        expectClose(physical.duration, duration, tolerance: 1e-12 * duration, "duration")
        expectClose(physical.bounce, bounce, tolerance: 1e-12, "bounce")
    }

    @Test("Perceptual → response and damping ratio → the same coefficients", arguments: perceptualSprings)
    func roundTripResponse(duration: Double, bounce: Double) {
        let spring = Spring(duration: duration, bounce: bounce)
        let uikit = Spring(response: spring.response, dampingRatio: spring.dampingRatio)
        #expect(spring.response == spring.duration)
        expectClose(uikit.mass, spring.mass, tolerance: 1e-12, "mass")
        expectClose(uikit.stiffness / spring.stiffness, 1, tolerance: 1e-12, "stiffness ratio")
        expectClose(uikit.damping, spring.damping, tolerance: 1e-9 * max(1, spring.damping), "damping")
    }

    @Test("A heavy physical spring describes the same motion as its perceptual form",
          arguments: [(3.0, 50.0, 4.0), (0.25, 400.0, 30.0), (10.0, 10.0, 0.5)] as [(Double, Double, Double)])
    func roundTripMass(mass: Double, stiffness: Double, damping: Double) {
        let physical = Spring(mass: mass, stiffness: stiffness, damping: damping)
        let perceptual = Spring(duration: physical.duration, bounce: physical.bounce)
        #expect(perceptual.mass == 1)
        for time in stride(from: 0.0, through: 3, by: 0.1) {
            expectClose(perceptual.value(target: 1.0, time: time), physical.value(target: 1.0, time: time),
                        tolerance: 1e-9, "value at \(time) s")
        }
    }

    @Test("Settling duration → spring → the same settling duration",
          arguments: [0.2, 0.5, 1.0, 3.0], [0.3, 0.7, 1.0])
    func roundTripSettling(settlingDuration: Double, dampingRatio: Double) {
        let spring = Spring(settlingDuration: settlingDuration, dampingRatio: dampingRatio)
        expectClose(spring.settlingDuration, settlingDuration, tolerance: 1e-6, "settling duration")
        expectClose(spring.dampingRatio, dampingRatio, tolerance: 1e-12, "damping ratio")
    }

    @Test("Spring → its settling duration → the same spring", arguments: [(0.5, 0.0), (0.3, 0.4), (1.5, 0.15)] as [(Double, Double)])
    func roundTripFromSpring(duration: Double, bounce: Double) {
        let spring = Spring(duration: duration, bounce: bounce)
        let settled = Spring(settlingDuration: spring.settlingDuration, dampingRatio: spring.dampingRatio)
        expectClose(settled.duration, duration, tolerance: 1e-6, "duration")
        expectClose(settled.bounce, bounce, tolerance: 1e-12, "bounce")
    }

    // MARK: - Flutter's motion samples

    /// A Flutter sample: `x(t).floor()` and `dx(t).floor()`.
    struct FlooredSample: Sendable, CustomTestStringConvertible {
        let time: Double
        let position: Double
        let velocity: Double
        var testDescription: String { "t = \(time): ⌊x⌋ = \(position), ⌊dx⌋ = \(velocity)" }
    }

    /// Expects `⌊actual⌋ == floor`, explaining a miss with the number.
    func expectFloor(_ actual: Double, _ floor: Double, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(actual >= floor && actual < floor + 1, "\(what): expected ⌊\(actual)⌋ == \(floor)",
                sourceLocation: sourceLocation)
    }

    @Test("Flutter crit_spring: mass 1, stiffness 100, ratio 1, 0 → 500", arguments: [
        FlooredSample(time: 0.25, position: 356, velocity: 1026),
        FlooredSample(time: 0.50, position: 479, velocity: 168),
        FlooredSample(time: 0.75, position: 497, velocity: 20),
    ])
    func flutterCritical(sample: FlooredSample) {
        let spring = Spring(mass: 1, stiffness: 100, damping: 20)
        expectFloor(spring.value(target: 500.0, time: sample.time), sample.position, "x(\(sample.time))")
        expectFloor(spring.velocity(target: 500.0, time: sample.time), sample.velocity, "dx(\(sample.time))")
    }

    @Test("Flutter crit_spring: at 1.5 s within 1 of 500 and slower than 0.1")
    func flutterCriticalAtRest() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 20)
        let position = spring.value(target: 500.0, time: 1.5)
        #expect(position > 499 && position < 501)
        #expect(spring.velocity(target: 500.0, time: 1.5) < 0.1)
    }

    @Test("Flutter overdamped_spring: mass 1, stiffness 100, ratio 1.25, 0 → 500", arguments: [
        FlooredSample(time: 0.5, position: 445, velocity: 273),
        FlooredSample(time: 1.0, position: 495, velocity: 22),
        FlooredSample(time: 1.5, position: 499, velocity: 1),
    ])
    func flutterOverDamped(sample: FlooredSample) {
        let spring = Spring(mass: 1, stiffness: 100, damping: 25, allowOverDamping: true)
        expectClose(spring.dampingRatio, 1.25, tolerance: 1e-12, "damping ratio")
        expectFloor(spring.value(target: 500.0, time: sample.time), sample.position, "x(\(sample.time))")
        expectFloor(spring.velocity(target: 500.0, time: sample.time), sample.velocity, "dx(\(sample.time))")
    }

    @Test("Flutter underdamped_spring: mass 1, stiffness 100, ratio 0.25, 0 → 300 (overshoots)", arguments: [
        FlooredSample(time: 1.0, position: 325, velocity: -65),
        FlooredSample(time: 6.0, position: 299, velocity: 0),
    ])
    func flutterUnderDamped(sample: FlooredSample) {
        let spring = Spring(mass: 1, stiffness: 100, damping: 5)
        expectFloor(spring.value(target: 300.0, time: sample.time), sample.position, "x(\(sample.time))")
        expectFloor(spring.velocity(target: 300.0, time: sample.time), sample.velocity, "dx(\(sample.time))")
    }

    // MARK: - framer-motion's motion samples

    /// framer-motion `toString`: stiffness 100, damping 10, mass 1, keyframes [0, 1], 1100 ms in
    /// 37 samples; the last two are snapped to 1 and left out.
    static let framerPhysical: [Double] = [
        0, 0.0419, 0.1493, 0.2963, 0.4608, 0.625, 0.7759, 0.905, 1.0077, 1.0827, 1.1314, 1.1567,
        1.1629, 1.1545, 1.1359, 1.1114, 1.0844, 1.0578, 1.0336, 1.0131, 0.9969, 0.9853, 0.9779,
        0.9742, 0.9735, 0.9751, 0.9783, 0.9824, 0.9868, 0.9911, 0.995, 0.9982, 1.0008, 1.0026, 1.0037,
    ]

    @Test("framer-motion toString: stiffness 100, damping 10 at 1100 ms × i / 36")
    func framerPhysicalTable() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        for (index, expected) in Self.framerPhysical.enumerated() {
            let time = 1.1 * Double(index) / 36
            expectClose(spring.value(target: 1.0, time: time), expected, tolerance: 0.00005 + 1e-12, "sample \(index)")
        }
    }

    /// framer-motion `toString`: `visualDuration: 0.5, bounce: 0.25`, 850 ms in 28 samples; the
    /// last is snapped to 1 and left out. framer-motion's period is `1.2 × visualDuration` and its
    /// damping ratio `1 − bounce`: SwiftUI's `Spring(duration: 0.6, bounce: 0.25)`.
    static let framerVisualDuration: [Double] = [
        0, 0.046, 0.1551, 0.2934, 0.4378, 0.5737, 0.6927, 0.7915, 0.8694, 0.928, 0.9699, 0.998,
        1.0153, 1.0245, 1.0281, 1.0279, 1.0254, 1.0217, 1.0176, 1.0136, 1.01, 1.007, 1.0045, 1.0027,
        1.0013, 1.0003, 0.9997,
    ]

    @Test("framer-motion toString: visualDuration 0.5, bounce 0.25 at 850 ms × i / 27")
    func framerVisualDurationTable() {
        let spring = Spring(duration: 0.6, bounce: 0.25)
        for (index, expected) in Self.framerVisualDuration.enumerated() {
            let time = 0.85 * Double(index) / 27
            expectClose(spring.value(target: 1.0, time: time), expected, tolerance: 0.00005 + 1e-12, "sample \(index)")
        }
    }

    /// A framer-motion spring from 100 to 1000 sampled every 200 ms and rounded.
    struct FramerRun: Sendable, CustomTestStringConvertible {
        let name: String
        let stiffness: Double
        let damping: Double
        let positions: [Double]
        var testDescription: String { "\(name): stiffness \(stiffness), damping \(damping)" }
    }

    @Test("framer-motion: springs from 100 to 1000 every 200 ms", arguments: [
        FramerRun(name: "Underdamped spring", stiffness: 300, damping: 10,
                  positions: [100, 1343, 873, 1046, 984, 1005, 998, 1001]),
        FramerRun(name: "Critically damped spring", stiffness: 100, damping: 20,
                  positions: [100, 635, 918, 984, 997]),
        FramerRun(name: "Overdamped spring", stiffness: 300, damping: 100,
                  positions: [100, 499, 731, 855, 922, 958, 977, 988, 993, 996, 998, 999, 999]),
    ])
    func framerRuns(run: FramerRun) {
        let spring = Spring(mass: 1, stiffness: run.stiffness, damping: run.damping, allowOverDamping: true)
        for (index, expected) in run.positions.enumerated() {
            let time = 0.2 * Double(index)
            let position = 100 + spring.value(target: 900.0, time: time)
            #expect(position.rounded() == expected, "\(run.name) at \(time) s: \(position) rounds to \(position.rounded()), expected \(expected)")
        }
    }

    // MARK: - Jetpack Compose: motion with an initial velocity

    /// Compose's spring: stiffness 100, mass 1, from 100 to 0, starting at +3000 per second.
    func composeSpring(dampingRatio: Double) -> Spring {
        Spring(mass: 1, stiffness: 100, damping: 20 * dampingRatio, allowOverDamping: true)
    }

    /// The displacement from the target (0) at a time, in Compose's terms.
    func composeDisplacement(_ spring: Spring, at time: Double) -> Double {
        100 + spring.value(target: -100.0, initialVelocity: 3000.0, time: time)
    }

    @Test("Compose testCriticallydampedDuration: the displacement last crosses 1 at 811 ms")
    func composeCritical() {
        let spring = composeSpring(dampingRatio: 1)
        let before = composeDisplacement(spring, at: 0.811)
        let after = composeDisplacement(spring, at: 0.812)
        #expect(before > 1 && after < 1, "displacement \(before) at 0.811 s, \(after) at 0.812 s")
        // It went away from the target first: the start velocity is +3000.
        #expect(composeDisplacement(spring, at: 0.05) > 100)
    }

    @Test("Compose testOverdampedDuration: ratio 5, the displacement last crosses 1 at 4830 ms")
    func composeOverDamped() {
        let spring = composeSpring(dampingRatio: 5)
        let before = composeDisplacement(spring, at: 4.830)
        let after = composeDisplacement(spring, at: 4.831)
        #expect(before > 1 && after < 1, "displacement \(before) at 4.830 s, \(after) at 4.831 s")
        // The over-damped settling estimate bounds the same two decaying terms.
        let settling = spring.settlingDuration(target: -100.0, initialVelocity: 3000.0, epsilon: 1)
        #expect(settling >= 4.830 && settling < 4.832, "settling duration \(settling)")
    }

    @Test("Compose testUnderdampedDuration: ratio 0.5, the envelope falls to 1 at 1206 ms")
    func composeUnderDamped() {
        let spring = composeSpring(dampingRatio: 0.5)
        let decay = 0.5 * 10.0
        // The envelope's amplitude is the largest |x(t)|·e^(ζωt) over a period of the oscillation.
        let period = 2 * Double.pi / (10 * (1 - 0.25).squareRoot())
        let amplitude = stride(from: 0.0, through: period, by: period / 100_000).map { time in
            abs(composeDisplacement(spring, at: time)) * exp(decay * time)
        }.max() ?? 0
        let envelopeTime = log(amplitude) / decay
        #expect(envelopeTime >= 1.206 && envelopeTime < 1.207, "envelope reaches 1 at \(envelopeTime) s")
    }
}
