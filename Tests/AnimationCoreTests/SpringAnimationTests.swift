import AnimationCore
import Foundation
import Testing
import ZoetropeTestSupport

/// The persistent spring behind `.spring(...)`. Its parameters and defaults are SwiftUI's documented
/// ones (https://developer.apple.com/documentation/swiftui/animation/spring(response:dampingfraction:blendduration:),
/// `spring(duration:bounce:blendDuration:)`, `interactiveSpring(...)`, `smooth`, `snappy`, `bouncy`);
/// its motion is ``Spring``'s, which `SpringTests` checks against Flutter, framer-motion and Compose.
@Suite("Persistent spring animations (.spring)")
struct SpringAnimationTests {
    /// An animation and the spring parameters SwiftUI documents for it.
    struct Preset: Sendable, CustomTestStringConvertible {
        let name: String
        let animation: Animation
        let response: Double
        let dampingRatio: Double
        let blendDuration: Double
        var testDescription: String { name }
    }

    static let presets: [Preset] = [
        // As in SwiftUI since iOS 17, the response forms are the disfavoured overloads: `.spring` and
        // `.spring()` are `spring(duration: 0.5, bounce: 0)`, which does not overshoot.
        Preset(name: ".spring", animation: .spring, response: 0.5, dampingRatio: 1, blendDuration: 0),
        Preset(name: ".spring()", animation: .spring(), response: 0.5, dampingRatio: 1, blendDuration: 0),
        Preset(name: ".spring(blendDuration: 0.1)", animation: .spring(blendDuration: 0.1),
               response: 0.5, dampingRatio: 1, blendDuration: 0.1),
        Preset(name: ".spring(response: 0.3, dampingFraction: 0.6, blendDuration: 0.2)",
               animation: .spring(response: 0.3, dampingFraction: 0.6, blendDuration: 0.2),
               response: 0.3, dampingRatio: 0.6, blendDuration: 0.2),
        Preset(name: ".spring(response: 0.4)", animation: .spring(response: 0.4),
               response: 0.4, dampingRatio: 0.825, blendDuration: 0),
        Preset(name: ".spring(dampingFraction: 1.5)", animation: .spring(dampingFraction: 1.5),
               response: 0.5, dampingRatio: 1.5, blendDuration: 0),
        Preset(name: ".spring(duration: 0.5)", animation: .spring(duration: 0.5),
               response: 0.5, dampingRatio: 1, blendDuration: 0),
        Preset(name: ".spring(duration: 0.4, bounce: 0.3)", animation: .spring(duration: 0.4, bounce: 0.3),
               response: 0.4, dampingRatio: 0.7, blendDuration: 0),
        Preset(name: ".spring(duration: 0.4, bounce: -0.5)", animation: .spring(duration: 0.4, bounce: -0.5),
               response: 0.4, dampingRatio: 2, blendDuration: 0),
        Preset(name: ".spring(bounce: 0.2, blendDuration: 0.3)", animation: .spring(bounce: 0.2, blendDuration: 0.3),
               response: 0.5, dampingRatio: 0.8, blendDuration: 0.3),
        Preset(name: ".spring(.bouncy, blendDuration: 0.1)", animation: .spring(.bouncy, blendDuration: 0.1),
               response: 0.5, dampingRatio: 0.7, blendDuration: 0.1),
        Preset(name: ".spring(Spring(mass: 2, stiffness: 200, damping: 10))",
               animation: .spring(Spring(mass: 2, stiffness: 200, damping: 10)),
               response: 2 * .pi / 10, dampingRatio: 0.25, blendDuration: 0),
        Preset(name: ".interactiveSpring", animation: .interactiveSpring,
               response: 0.15, dampingRatio: 0.85, blendDuration: 0.25),
        Preset(name: ".interactiveSpring()", animation: .interactiveSpring(),
               response: 0.15, dampingRatio: 0.85, blendDuration: 0.25),
        Preset(name: ".interactiveSpring(response: 0.2, dampingFraction: 0.5, blendDuration: 0)",
               animation: .interactiveSpring(response: 0.2, dampingFraction: 0.5, blendDuration: 0),
               response: 0.2, dampingRatio: 0.5, blendDuration: 0),
        Preset(name: ".interactiveSpring(duration: 0.15)", animation: .interactiveSpring(duration: 0.15),
               response: 0.15, dampingRatio: 0.85, blendDuration: 0.25),
        Preset(name: ".interactiveSpring(duration: 0.2, extraBounce: 0.1, blendDuration: 0.5)",
               animation: .interactiveSpring(duration: 0.2, extraBounce: 0.1, blendDuration: 0.5),
               response: 0.2, dampingRatio: 0.75, blendDuration: 0.5),
        Preset(name: ".smooth", animation: .smooth, response: 0.5, dampingRatio: 1, blendDuration: 0),
        Preset(name: ".smooth()", animation: .smooth(), response: 0.5, dampingRatio: 1, blendDuration: 0),
        Preset(name: ".smooth(duration: 0.3, extraBounce: 0.1)", animation: .smooth(duration: 0.3, extraBounce: 0.1),
               response: 0.3, dampingRatio: 0.9, blendDuration: 0),
        Preset(name: ".snappy", animation: .snappy, response: 0.5, dampingRatio: 0.85, blendDuration: 0),
        Preset(name: ".snappy(duration: 0.4, extraBounce: 0.05)", animation: .snappy(duration: 0.4, extraBounce: 0.05),
               response: 0.4, dampingRatio: 0.8, blendDuration: 0),
        Preset(name: ".bouncy", animation: .bouncy, response: 0.5, dampingRatio: 0.7, blendDuration: 0),
        Preset(name: ".bouncy(duration: 1, extraBounce: -0.1)", animation: .bouncy(duration: 1, extraBounce: -0.1),
               response: 1, dampingRatio: 0.8, blendDuration: 0),
    ]

    /// The persistent spring an animation wraps, recording an issue if it is something else.
    func springAnimation(_ animation: Animation, sourceLocation: SourceLocation = #_sourceLocation) -> SpringAnimation? {
        guard let spring = animation.base as? SpringAnimation else {
            Issue.record("\(animation) is not a persistent spring", sourceLocation: sourceLocation)
            return nil
        }
        return spring
    }

    // MARK: - Parameters, defaults and overloads

    @Test("Presets and defaults have SwiftUI's documented parameters", arguments: presets)
    func presetParameters(preset: Preset) {
        guard let animation = springAnimation(preset.animation) else { return }
        expectClose(animation.spring.response, preset.response, tolerance: 1e-12, "response")
        expectClose(animation.spring.dampingRatio, preset.dampingRatio, tolerance: 1e-12, "damping ratio")
        expectClose(animation.blendDuration, preset.blendDuration, tolerance: 0, "blend duration")
    }

    @Test("spring() and interactiveSpring() compile without naming a parameter and are the duration forms, as in SwiftUI")
    func unambiguousCalls() {
        let spring: Animation = .spring()
        let interactive: Animation = Animation.interactiveSpring()
        #expect(spring == .spring(duration: 0.5, bounce: 0))
        #expect(spring == .smooth)
        #expect(interactive == .interactiveSpring(duration: 0.15, extraBounce: 0, blendDuration: 0.25))
        #expect(spring != .spring(response: 0.5, dampingFraction: 0.825))
    }

    @Test("Animations built the same way are equal; presets equal their spelled-out forms")
    func equality() {
        #expect(Animation.spring == .spring())
        #expect(Animation.smooth == .spring(duration: 0.5, bounce: 0))
        #expect(Animation.bouncy == .spring(.bouncy))
        #expect(Animation.spring == .smooth, "SwiftUI's default spring since iOS 17 is the smooth one")
        #expect(Animation.spring(response: 0.55, dampingFraction: 0.825) != .smooth)
        #expect(Animation.spring(blendDuration: 0.1) != .spring)
    }

    @Test("Descriptions name the duration, the bounce and any blend", arguments: [
        (Animation.bouncy, "spring(duration: 0.5, bounce: 0.3)"),
        (Animation.spring, "spring(duration: 0.5, bounce: 0.0)"),
        (Animation.spring(response: 0.5, dampingFraction: 0.825), "spring(duration: 0.5, bounce: 0.175)"),
        (Animation.smooth, "spring(duration: 0.5, bounce: 0.0)"),
        (Animation.interactiveSpring, "spring(duration: 0.15, bounce: 0.15, blendDuration: 0.25)"),
        (Animation.interactiveSpring(response: 0.15, dampingFraction: 0.86), "spring(duration: 0.15, bounce: 0.14, blendDuration: 0.25)"),
        (Animation.snappy.delay(1), "spring(duration: 0.5, bounce: 0.15).delay(1.0)"),
    ] as [(Animation, String)])
    func descriptions(animation: Animation, expected: String) {
        #expect(animation.description == expected)
    }

    @Test("Out-of-range inputs follow Spring's clamping", arguments: [
        (Animation.spring(response: 0), Spring.minimumDuration, 0.825),
        (Animation.spring(response: -1, dampingFraction: -2), Spring.minimumDuration, 0),
        (Animation.spring(response: .nan, dampingFraction: .nan), Spring.minimumDuration, 0),
        (Animation.spring(duration: .infinity, bounce: 5), Spring.maximumDuration, 0),
        (Animation.spring(duration: 0.5, bounce: .nan), 0.5, 1),
    ] as [(Animation, Double, Double)])
    func clampsInputs(animation: Animation, response: Double, dampingRatio: Double) {
        guard let spring = springAnimation(animation) else { return }
        expectClose(spring.spring.response, response, tolerance: response * 1e-12, "response")
        expectClose(spring.spring.dampingRatio, dampingRatio, tolerance: 1e-12, "damping ratio")
    }

    @Test("A negative or NaN blend duration is 0; an infinite one the longest", arguments: [
        (-1.0, 0.0), (.nan, 0.0), (.infinity, Spring.maximumDuration), (0.3, 0.3),
    ] as [(Double, Double)])
    func clampsBlendDuration(blendDuration: Double, expected: Double) {
        #expect(springAnimation(.spring(blendDuration: blendDuration))?.blendDuration == expected)
    }

    // MARK: - Motion

    @Test("The value follows the spring's closed form, at 24 and 60 fps", arguments: [24, 60])
    func followsSpring(fps: Int) {
        let spring = Spring.bouncy
        for time in frameTimes(seconds: 0.9, fps: fps) {
            expectClose(sample(.spring(spring), value: 100.0, at: time), spring.value(target: 100.0, time: time),
                        tolerance: 1e-12, "at \(time) s")
        }
    }

    @Test("The context's initial velocity starts the spring")
    func initialVelocity() {
        let spring = Spring.snappy
        for time in stride(from: 0.0, through: 0.8, by: 0.05) {
            var context = AnimationContext<Double>(initialVelocity: -250)
            expectClose(Animation.spring(spring).animate(value: 40.0, time: time, context: &context),
                        spring.value(target: 40.0, initialVelocity: -250.0, time: time), tolerance: 1e-12, "at \(time) s")
        }
        expectClose(Animation.spring(spring).velocity(value: 40.0, time: 0, context: AnimationContext(initialVelocity: -250)),
                    -250, tolerance: 1e-12, "velocity at the start")
    }

    @Test("Vectors move component by component")
    func vectors() {
        let spring = Spring.bouncy
        var context = AnimationContext<AnimatablePair<Double, Double>>()
        let value = Animation.spring(spring).animate(value: AnimatablePair(30.0, -60.0), time: 0.2, context: &context)
        let fraction = spring.value(target: 1.0, time: 0.2)
        expectClose(value?.first, 30 * fraction, tolerance: 1e-12, "first")
        expectClose(value?.second, -60 * fraction, tolerance: 1e-12, "second")
    }

    @Test("Times before the start show the start")
    func beforeStart() {
        #expect(sample(Animation.bouncy, value: 10.0, at: -1) == 0)
        #expect(sampleVelocity(Animation.bouncy, value: 10.0, at: -1) == 0)
    }

    // MARK: - Finishing

    @Test("From rest it finishes at the spring's settling duration, whatever the unit, at 24 and 60 fps",
          arguments: [Animation.spring, .smooth, .bouncy, .spring(duration: 0.4, bounce: -0.6)], [24, 60])
    func finishesAtSettlingDuration(animation: Animation, fps: Int) {
        guard let settling = animation.duration else {
            Issue.record("\(animation) has no duration")
            return
        }
        for scale in [0.01, 1.0, 500.0] {
            for time in frameTimes(seconds: settling + 0.2, fps: fps) {
                let value = sample(animation, value: scale, at: time)
                if time < settling {
                    #expect(value != nil, "\(animation) finished early at \(time) s, scale \(scale)")
                } else {
                    #expect(value == nil, "\(animation) still running at \(time) s, scale \(scale)")
                }
            }
        }
        let lastValue = sample(animation, value: 500.0, at: settling.nextDown) ?? 0
        #expect(abs(lastValue - 500) <= 0.5, "the jump at the end is \(abs(lastValue - 500)), more than 0.001 of the change")
    }

    @Test("With an initial velocity it finishes when the value and velocity have settled")
    func finishesWithVelocity() {
        let spring = Spring.bouncy
        let omega = 2 * Double.pi / spring.response
        let cases: [(value: Double, velocity: Double)] = [(100, 800), (100, -800), (0, 50), (1, 0.001)]
        for (value, velocity) in cases {
            let scale = max(abs(value), abs(velocity) / omega)
            let settling = spring.settlingDuration(target: value, initialVelocity: velocity, epsilon: 0.001 * scale)
            var running = AnimationContext<Double>(initialVelocity: velocity)
            #expect(Animation.spring(spring).animate(value: value, time: settling.nextDown, context: &running) != nil,
                    "\(value), v₀ \(velocity): finished before \(settling) s")
            var finished = AnimationContext<Double>(initialVelocity: velocity)
            #expect(Animation.spring(spring).animate(value: value, time: settling, context: &finished) == nil,
                    "\(value), v₀ \(velocity): still running at \(settling) s")
        }
    }

    @Test("Nothing to do (no change, no velocity) or a non-finite change finishes at once",
          arguments: [(0.0, 0.0), (.nan, 0.0), (.infinity, 0.0), (1.0, .nan), (1.0, -.infinity)] as [(Double, Double)])
    func finishesAtOnce(value: Double, velocity: Double) {
        var context = AnimationContext<Double>(initialVelocity: velocity)
        #expect(Animation.spring.animate(value: value, time: 0, context: &context) == nil)
    }

    @Test("Duration: the settling duration of a unit change; nil for a spring that never settles")
    func duration() {
        expectClose(Animation.bouncy.duration, Spring.bouncy.settlingDuration, tolerance: 0, "duration")
        let undamped = Animation.spring(duration: 0.5, bounce: 1)
        #expect(undamped.duration == nil)
        #expect(sample(undamped, value: 1.0, at: 1000) != nil)
        #expect(sample(undamped, value: 1.0, at: .infinity) == nil)
    }

    // MARK: - Velocity

    @Test("The velocity is the derivative of the value", arguments: [
        (Animation.spring, 0.0), (.bouncy, 0.0), (.smooth, 300.0), (.spring(duration: 0.3, bounce: -0.4), -120.0),
        (.interactiveSpring, 40.0),
    ] as [(Animation, Double)])
    func velocityIsDerivative(animation: Animation, initialVelocity: Double) {
        let step = 1e-6
        for time in stride(from: 0.01, through: 0.7, by: 0.03) {
            var before = AnimationContext<Double>(initialVelocity: initialVelocity)
            var after = AnimationContext<Double>(initialVelocity: initialVelocity)
            guard let low = animation.animate(value: 80.0, time: time - step, context: &before),
                  let high = animation.animate(value: 80.0, time: time + step, context: &after) else { continue }
            let velocity = animation.velocity(value: 80.0, time: time, context: AnimationContext(initialVelocity: initialVelocity))
            expectClose(velocity, (high - low) / (2 * step), tolerance: 1e-4, "\(animation) at \(time) s")
        }
    }

    @Test("The velocity is zero once finished")
    func velocityAfterFinish() {
        let settling = Animation.bouncy.duration ?? 0
        #expect(sampleVelocity(Animation.bouncy, value: 10.0, at: settling + 0.01) == 0)
    }

    // MARK: - Logical completion

    @Test("Logically complete from the response on", arguments: [(0.49, false), (0.5, true), (0.9, true)] as [(Double, Bool)])
    func logicallyComplete(time: Double, expected: Bool) {
        var context = AnimationContext<Double>()
        _ = Animation.spring(response: 0.5, dampingFraction: 0.6).animate(value: 10.0, time: time, context: &context)
        #expect(context.isLogicallyComplete == expected)
    }

    // MARK: - Modifiers

    @Test("repeatCount uses the settling duration for each run, reversing every second one")
    func repeatCount() {
        let base = Animation.bouncy
        let run = base.duration ?? 0
        let repeated = base.repeatCount(3)
        expectClose(repeated.duration, 3 * run, tolerance: 1e-12, "duration")
        for offset in [0.05, 0.3, 0.6] {
            expectClose(sample(repeated, value: 10.0, at: offset), sample(base, value: 10.0, at: offset) ?? .nan,
                        tolerance: 1e-12, "first run at \(offset) s")
            expectClose(sample(repeated, value: 10.0, at: run + offset), sample(base, value: 10.0, at: run - offset) ?? .nan,
                        tolerance: 1e-9, "second (reversed) run")
            expectClose(sample(repeated, value: 10.0, at: 2 * run + offset), sample(base, value: 10.0, at: offset) ?? .nan,
                        tolerance: 1e-9, "third run")
        }
        #expect(sample(repeated, value: 10.0, at: 3 * run + 0.01) == nil)
    }

    @Test("repeatForever without autoreverse restarts every settling duration")
    func repeatForever() {
        let base = Animation.snappy
        let run = base.duration ?? 0
        let forever = base.repeatForever(autoreverses: false)
        #expect(forever.duration == nil)
        expectClose(sample(forever, value: 10.0, at: 7 * run + 0.2), sample(base, value: 10.0, at: 0.2) ?? .nan,
                    tolerance: 1e-9, "eighth run")
    }

    @Test("delay holds the start, then plays the spring")
    func delay() {
        let delayed = Animation.bouncy.delay(0.5)
        #expect(sample(delayed, value: 10.0, at: 0.3) == 0)
        expectClose(sample(delayed, value: 10.0, at: 0.7), sample(Animation.bouncy, value: 10.0, at: 0.2) ?? .nan,
                    tolerance: 1e-12, "after the delay")
        expectClose(delayed.duration, 0.5 + (Animation.bouncy.duration ?? 0), tolerance: 1e-12, "duration")
    }

    @Test("speed plays the spring faster and keeps a take-over's initial velocity")
    func speed() {
        let fast = Animation.bouncy.speed(2)
        expectClose(sample(fast, value: 10.0, at: 0.1), sample(Animation.bouncy, value: 10.0, at: 0.2) ?? .nan,
                    tolerance: 1e-12, "value")
        expectClose(sampleVelocity(fast, value: 10.0, at: 0.1), 2 * (sampleVelocity(Animation.bouncy, value: 10.0, at: 0.2) ?? .nan),
                    tolerance: 1e-9, "velocity")
        expectClose(fast.duration, (Animation.bouncy.duration ?? 0) / 2, tolerance: 1e-12, "duration")
        let context = AnimationContext<Double>(initialVelocity: 300)
        expectClose(fast.velocity(value: 10.0, time: 0, context: context), 300, tolerance: 1e-9, "initial velocity")
        let step = 1e-6
        var moved = context
        let early = fast.animate(value: 10.0, time: step, context: &moved) ?? .nan
        expectClose(early / step, 300, tolerance: 0.1, "initial rate of change")
    }
}
