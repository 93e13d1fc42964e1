import AnimationCore
import Foundation
import Testing
import ZoetropeTestSupport

/// The interpolating spring behind `.interpolatingSpring(...)`. Its parameters and defaults are
/// SwiftUI's documented ones
/// (https://developer.apple.com/documentation/swiftui/animation/interpolatingspring(mass:stiffness:damping:initialvelocity:),
/// `interpolatingSpring(duration:bounce:initialVelocity:)`, `interpolatingSpring(_:initialVelocity:)`):
/// "a damped spring model to produce values in the range [0, 1] that are then used to interpolate
/// within the [from, to] range of the animated property", with an initial velocity "as a value in
/// the range [0, 1] representing the magnitude of the value being animated". Its motion is
/// ``Spring``'s, which `SpringTests` checks against Flutter, framer-motion and Compose.
@Suite("Interpolating spring animations (.interpolatingSpring)")
struct InterpolatingSpringAnimationTests {
    /// An animation and the parameters SwiftUI documents for it.
    struct Preset: Sendable, CustomTestStringConvertible {
        let name: String
        let animation: Animation
        let spring: Spring
        let initialVelocity: Double
        var testDescription: String { name }
    }

    static let presets: [Preset] = [
        Preset(name: ".interpolatingSpring", animation: .interpolatingSpring,
               spring: Spring(duration: 0.5, bounce: 0), initialVelocity: 0),
        Preset(name: ".interpolatingSpring()", animation: .interpolatingSpring(),
               spring: Spring(duration: 0.5, bounce: 0), initialVelocity: 0),
        Preset(name: ".interpolatingSpring(stiffness: 100, damping: 10)",
               animation: .interpolatingSpring(stiffness: 100, damping: 10),
               spring: Spring(mass: 1, stiffness: 100, damping: 10), initialVelocity: 0),
        Preset(name: ".interpolatingSpring(mass: 2, stiffness: 170, damping: 15, initialVelocity: 1)",
               animation: .interpolatingSpring(mass: 2, stiffness: 170, damping: 15, initialVelocity: 1),
               spring: Spring(mass: 2, stiffness: 170, damping: 15), initialVelocity: 1),
        Preset(name: ".interpolatingSpring(duration: 0.3, bounce: 0.2, initialVelocity: -2)",
               animation: .interpolatingSpring(duration: 0.3, bounce: 0.2, initialVelocity: -2),
               spring: Spring(duration: 0.3, bounce: 0.2), initialVelocity: -2),
        Preset(name: ".interpolatingSpring(bounce: -0.4)", animation: .interpolatingSpring(bounce: -0.4),
               spring: Spring(duration: 0.5, bounce: -0.4), initialVelocity: 0),
        Preset(name: ".interpolatingSpring(.bouncy, initialVelocity: 0.5)",
               animation: .interpolatingSpring(.bouncy, initialVelocity: 0.5), spring: .bouncy, initialVelocity: 0.5),
        Preset(name: "over-damped physical spring: lowered to critical",
               animation: .interpolatingSpring(stiffness: 100, damping: 50),
               spring: Spring(mass: 1, stiffness: 100, damping: 20), initialVelocity: 0),
        Preset(name: "NaN initial velocity: 0", animation: .interpolatingSpring(initialVelocity: .nan),
               spring: Spring(duration: 0.5, bounce: 0), initialVelocity: 0),
        Preset(name: "infinite initial velocity: 0", animation: .interpolatingSpring(initialVelocity: -.infinity),
               spring: Spring(duration: 0.5, bounce: 0), initialVelocity: 0),
    ]

    /// The interpolating spring an animation wraps, recording an issue if it is something else.
    func interpolatingSpring(_ animation: Animation, sourceLocation: SourceLocation = #_sourceLocation)
        -> InterpolatingSpringAnimation?
    {
        guard let spring = animation.base as? InterpolatingSpringAnimation else {
            Issue.record("\(animation) is not an interpolating spring", sourceLocation: sourceLocation)
            return nil
        }
        return spring
    }

    // MARK: - Parameters

    @Test("Presets and defaults have SwiftUI's documented parameters", arguments: presets)
    func presetParameters(preset: Preset) {
        guard let animation = interpolatingSpring(preset.animation) else { return }
        expectClose(animation.spring.mass, preset.spring.mass, tolerance: 1e-12, "mass")
        expectClose(animation.spring.stiffness, preset.spring.stiffness, tolerance: 1e-9, "stiffness")
        expectClose(animation.spring.damping, preset.spring.damping, tolerance: 1e-9, "damping")
        #expect(animation.initialVelocity == preset.initialVelocity)
    }

    @Test("Descriptions name the duration, the bounce and any initial velocity", arguments: [
        (Animation.interpolatingSpring, "interpolatingSpring(duration: 0.5, bounce: 0.0)"),
        (Animation.interpolatingSpring(duration: 0.3, bounce: 0.2, initialVelocity: -2),
         "interpolatingSpring(duration: 0.3, bounce: 0.2, initialVelocity: -2.0)"),
        (Animation.interpolatingSpring(mass: 1, stiffness: 100, damping: 10),
         "interpolatingSpring(duration: 0.6283, bounce: 0.5)"),
    ] as [(Animation, String)])
    func descriptions(animation: Animation, expected: String) {
        #expect(animation.description == expected)
    }

    @Test("Equal parameters make equal animations; it is not a persistent spring")
    func equality() {
        #expect(Animation.interpolatingSpring == .interpolatingSpring(duration: 0.5, bounce: 0))
        #expect(Animation.interpolatingSpring(.smooth) != .spring(.smooth))
    }

    // MARK: - Motion

    @Test("The value is the change scaled by the unit spring, at 24 and 60 fps",
          arguments: [0.0, 2.0, -3.0], [24, 60])
    func scalesUnitSpring(initialVelocity: Double, fps: Int) {
        let spring = Spring.bouncy
        let animation = Animation.interpolatingSpring(spring, initialVelocity: initialVelocity)
        for time in frameTimes(seconds: 0.8, fps: fps) {
            let unit = spring.value(target: 1.0, initialVelocity: initialVelocity, time: time)
            expectClose(sample(animation, value: 200.0, at: time), 200 * unit, tolerance: 1e-12, "at \(time) s")
        }
    }

    @Test("The initial velocity is in changes per second: 2 starts a change of 50 at 100 per second")
    func initialVelocityUnits() {
        let animation = Animation.interpolatingSpring(initialVelocity: 2)
        expectClose(sampleVelocity(animation, value: 50.0, at: 0), 100, tolerance: 1e-12, "velocity at the start")
        expectClose(sampleVelocity(animation, value: -50.0, at: 0), -100, tolerance: 1e-12, "for a negative change")
    }

    @Test("The context's initial velocity is not used: interpolating springs add up instead")
    func ignoresContextVelocity() {
        var context = AnimationContext<Double>(initialVelocity: 500)
        expectClose(Animation.interpolatingSpring.animate(value: 10.0, time: 0.1, context: &context),
                    sample(Animation.interpolatingSpring, value: 10.0, at: 0.1) ?? .nan, tolerance: 0, "value")
    }

    @Test("Vectors move component by component")
    func vectors() {
        var context = AnimationContext<AnimatablePair<Double, Double>>()
        let value = Animation.interpolatingSpring(.snappy).animate(value: AnimatablePair(30.0, -60.0), time: 0.2,
                                                                    context: &context)
        let fraction = Spring.snappy.value(target: 1.0, time: 0.2)
        expectClose(value?.first, 30 * fraction, tolerance: 1e-12, "first")
        expectClose(value?.second, -60 * fraction, tolerance: 1e-12, "second")
    }

    @Test("A zero change stays at zero for the spring's duration; times before the start show the start")
    func zeroChangeAndBeforeStart() {
        #expect(sample(Animation.interpolatingSpring, value: 0.0, at: 0.2) == 0)
        #expect(sample(Animation.interpolatingSpring(initialVelocity: 3), value: 10.0, at: -1) == 0)
        #expect(sampleVelocity(Animation.interpolatingSpring(initialVelocity: 3), value: 10.0, at: -1) == 0)
    }

    // MARK: - Finishing

    @Test("It finishes at the unit spring's settling duration, at 24 and 60 fps",
          arguments: [Animation.interpolatingSpring, .interpolatingSpring(.bouncy, initialVelocity: 4),
                      .interpolatingSpring(duration: 0.4, bounce: -0.5, initialVelocity: -1)], [24, 60])
    func finishes(animation: Animation, fps: Int) {
        guard let spring = interpolatingSpring(animation) else { return }
        let settling = spring.spring.settlingDuration(target: 1.0, initialVelocity: spring.initialVelocity, epsilon: 0.001)
        expectClose(animation.duration, settling, tolerance: 0, "duration")
        for time in frameTimes(seconds: settling + 0.2, fps: fps) {
            let value = sample(animation, value: 70.0, at: time)
            if time < settling {
                #expect(value != nil, "finished early at \(time) s")
            } else {
                #expect(value == nil, "still running at \(time) s")
            }
        }
        #expect(sample(animation, value: 70.0, at: settling.nextDown) != nil)
        #expect(sampleVelocity(animation, value: 70.0, at: settling) == 0)
    }

    @Test("A spring without damping never finishes and has no duration")
    func undamped() {
        let animation = Animation.interpolatingSpring(stiffness: 100, damping: 0)
        #expect(animation.duration == nil)
        #expect(sample(animation, value: 1.0, at: 1000) != nil)
        #expect(sample(animation, value: 1.0, at: .infinity) == nil)
    }

    // MARK: - Velocity and logical completion

    @Test("The velocity is the derivative of the value", arguments: [
        Animation.interpolatingSpring, .interpolatingSpring(.bouncy, initialVelocity: 3),
        .interpolatingSpring(mass: 2, stiffness: 300, damping: 5, initialVelocity: -1),
        .interpolatingSpring(duration: 0.3, bounce: -0.5, initialVelocity: 2),
    ])
    func velocityIsDerivative(animation: Animation) {
        let step = 1e-6
        for time in stride(from: 0.01, through: 1.0, by: 0.03) {
            guard let low = sample(animation, value: 80.0, at: time - step),
                  let high = sample(animation, value: 80.0, at: time + step) else { continue }
            expectClose(sampleVelocity(animation, value: 80.0, at: time), (high - low) / (2 * step),
                        tolerance: 1e-4, "\(animation) at \(time) s")
        }
    }

    @Test("Logically complete from the response on", arguments: [(0.49, false), (0.5, true), (0.7, true)] as [(Double, Bool)])
    func logicallyComplete(time: Double, expected: Bool) {
        var context = AnimationContext<Double>()
        _ = Animation.interpolatingSpring(duration: 0.5, bounce: 0.3).animate(value: 10.0, time: time, context: &context)
        #expect(context.isLogicallyComplete == expected)
    }

    // MARK: - Merging

    @Test("It never takes a running animation over: it runs beside it and adds up", arguments: [
        Animation.interpolatingSpring, .spring, .linear(duration: 1), .bouncy.delay(0.1),
    ])
    func additive(previous: Animation) {
        var context = AnimationContext<Double>()
        #expect(!Animation.interpolatingSpring(.bouncy).shouldMerge(previous: previous, value: 10.0, time: 0.2,
                                                                    context: &context))
    }

    // MARK: - Modifiers

    @Test("repeatCount and repeatForever use the settling duration for each run")
    func repeats() {
        let base = Animation.interpolatingSpring(.bouncy)
        let run = base.duration ?? 0
        let repeated = base.repeatCount(2)
        expectClose(repeated.duration, 2 * run, tolerance: 1e-12, "duration")
        expectClose(sample(repeated, value: 10.0, at: run + 0.1), sample(base, value: 10.0, at: run - 0.1) ?? .nan,
                    tolerance: 1e-9, "second (reversed) run")
        #expect(sample(repeated, value: 10.0, at: 2 * run + 0.01) == nil)
        let forever = base.repeatForever(autoreverses: false)
        #expect(forever.duration == nil)
        expectClose(sample(forever, value: 10.0, at: 5 * run + 0.25), sample(base, value: 10.0, at: 0.25) ?? .nan,
                    tolerance: 1e-9, "sixth run")
    }

    @Test("delay and speed shift and scale its time")
    func delayAndSpeed() {
        let base = Animation.interpolatingSpring(.snappy, initialVelocity: 1)
        #expect(sample(base.delay(0.3), value: 10.0, at: 0.2) == 0)
        expectClose(sample(base.delay(0.3), value: 10.0, at: 0.5), sample(base, value: 10.0, at: 0.2) ?? .nan,
                    tolerance: 1e-12, "after the delay")
        expectClose(sample(base.speed(0.5), value: 10.0, at: 0.4), sample(base, value: 10.0, at: 0.2) ?? .nan,
                    tolerance: 1e-12, "at half speed")
        expectClose(sampleVelocity(base.speed(0.5), value: 10.0, at: 0.4),
                    0.5 * (sampleVelocity(base, value: 10.0, at: 0.2) ?? .nan), tolerance: 1e-12, "velocity at half speed")
        expectClose(base.speed(0.5).duration, 2 * (base.duration ?? 0), tolerance: 1e-12, "duration at half speed")
    }
}
