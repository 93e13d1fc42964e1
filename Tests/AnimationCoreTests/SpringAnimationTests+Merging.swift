import AnimationCore
import Foundation
import Testing
import ZoetropeTestSupport

extension SpringAnimationTests {
    // MARK: - Merging

    @Test("It takes over any running animation", arguments: [
        Animation.linear(duration: 1), .easeInOut, .spring, .bouncy.delay(0.2), .interpolatingSpring,
        .linear(duration: 2).repeatForever(), .spring(blendDuration: 1).speed(2),
    ])
    func mergesWithAnything(previous: Animation) {
        var context = AnimationContext<Double>()
        #expect(Animation.spring.shouldMerge(previous: previous, value: 10.0, time: 0.3, context: &context))
        #expect(Animation.snappy.delay(1).shouldMerge(previous: previous, value: 10.0, time: 0.3, context: &context))
    }

    /// The state a persistent spring leaves after taking `previous` over, as the runner hands it on.
    func contextAfterMerging(_ animation: Animation, previous: Animation, velocity: Double = 0) -> AnimationContext<Double> {
        var previousContext = AnimationContext<Double>()
        _ = animation.shouldMerge(previous: previous, value: 50.0, time: 0.2, context: &previousContext)
        var context = AnimationContext<Double>(initialVelocity: velocity)
        context.state = previousContext.state
        return context
    }

    /// The value of a run with a given context.
    func value(_ animation: Animation, _ change: Double, at time: Double, context: AnimationContext<Double>) -> Double? {
        var context = context
        return animation.animate(value: change, time: time, context: &context)
    }

    static let blending = Animation.spring(response: 0.3, dampingFraction: 0.8, blendDuration: 0.5)

    @Test("No blend without a blend duration, from the same response, or from a non-spring or wrapped spring",
          arguments: [
            (Animation.spring(response: 0.3, dampingFraction: 0.8), Animation.spring(response: 1, dampingFraction: 0.8)),
            (blending, .spring(response: 0.3, dampingFraction: 0.5)),
            (blending, .linear(duration: 1)),
            (blending, .interpolatingSpring(duration: 1)),
            (blending, .spring(response: 1, dampingFraction: 0.8).delay(0.1)),
          ] as [(Animation, Animation)])
    func noBlend(animation: Animation, previous: Animation) {
        let context = contextAfterMerging(animation, previous: previous, velocity: 20)
        for time in stride(from: 0.0, through: 1.0, by: 0.05) {
            expectSameResult(value(animation, 100, at: time, context: context),
                             value(animation, 100, at: time, context: AnimationContext(initialVelocity: 20)),
                             tolerance: 0, "at \(time) s")
        }
    }

    @Test("Blending from a slower spring's response changes the motion: it starts slower")
    func blendChangesMotion() {
        let context = contextAfterMerging(Self.blending, previous: .spring(response: 1, dampingFraction: 0.8))
        for time in [0.05, 0.1, 0.2, 0.3] {
            let blended = value(Self.blending, 100, at: time, context: context) ?? 0
            let plain = sample(Self.blending, value: 100.0, at: time) ?? 0
            #expect(blended < plain - 1, "at \(time) s the blended spring is at \(blended), the plain one at \(plain)")
        }
        // Logical completion follows the blended response, not this spring's alone.
        var early = context
        _ = Self.blending.animate(value: 100.0, time: 0.35, context: &early)
        #expect(!early.isLogicallyComplete)
        var late = context
        _ = Self.blending.animate(value: 100.0, time: 0.5, context: &late)
        #expect(late.isLogicallyComplete)
    }

    @Test("A later merge from a non-spring clears an earlier blend")
    func blendCleared() {
        var previousContext = contextAfterMerging(Self.blending, previous: .spring(response: 1, dampingFraction: 0.8))
        _ = Self.blending.shouldMerge(previous: .linear(duration: 1), value: 50.0, time: 0.1, context: &previousContext)
        expectSameResult(value(Self.blending, 100, at: 0.2, context: previousContext),
                         sample(Self.blending, value: 100.0, at: 0.2), tolerance: 0, "at 0.2 s")
    }

    /// SwiftUI's blend, integrated independently: the response goes from the previous one to this
    /// one with a smoothstep over the blend duration while the damping ratio stays; midpoint steps
    /// of 10⁻⁵ s.
    static func referenceBlend(from previous: Double, to response: Double, ratio: Double, blend: Double,
                               value: Double, velocity: Double, until time: Double) -> (Double, Double) {
        func acceleration(_ x: Double, _ v: Double, at moment: Double) -> Double {
            let progress = min(max(moment / blend, 0), 1)
            let current = response + (previous - response) * (1 - progress * progress * (3 - 2 * progress))
            let omega = 2 * Double.pi / current
            return omega * omega * (value - x) - 2 * ratio * omega * v
        }
        var (x, v, now) = (0.0, velocity, 0.0)
        while now < time - 1e-12 {
            let h = min(1e-5, time - now)
            let middleX = x + h / 2 * v
            let middleV = v + h / 2 * acceleration(x, v, at: now)
            x += h * middleV
            v += h * acceleration(middleX, middleV, at: now + h / 2)
            now += h
        }
        return (x, v)
    }

    @Test("The blended motion matches an independent integration of SwiftUI's blend",
          arguments: [0.05, 0.2, 0.45, 0.5, 0.6, 0.7])
    func blendMatchesReference(time: Double) {
        let context = contextAfterMerging(Self.blending, previous: .spring(response: 1, dampingFraction: 0.8), velocity: 150)
        let (position, velocity) = Self.referenceBlend(from: 1, to: 0.3, ratio: 0.8, blend: 0.5, value: 100,
                                                       velocity: 150, until: time)
        expectClose(value(Self.blending, 100, at: time, context: context), position, tolerance: 1e-3, "position at \(time) s")
        expectClose(Self.blending.velocity(value: 100.0, time: time, context: context), velocity, tolerance: 1e-2,
                    "velocity at \(time) s")
    }

    @Test("The blended motion is continuous, its velocity its derivative, across the end of the blend")
    func blendIsContinuous() {
        let context = contextAfterMerging(Self.blending, previous: .spring(response: 1, dampingFraction: 0.8), velocity: -80)
        let step = 1e-5
        let times = stride(from: 0.01, through: 0.8, by: 0.01).map { $0 } + [0.5 - step, 0.5, 0.5 + step]
        for time in times {
            guard let before = value(Self.blending, 100, at: time - step, context: context),
                  let after = value(Self.blending, 100, at: time + step, context: context) else {
                Issue.record("finished at \(time) s")
                continue
            }
            expectClose(Self.blending.velocity(value: 100.0, time: time, context: context), (after - before) / (2 * step),
                        tolerance: 1e-2, "velocity at \(time) s")
        }
        expectClose(value(Self.blending, 100, at: 0.5, context: context),
                    value(Self.blending, 100, at: 0.5.nextDown, context: context) ?? .nan, tolerance: 1e-9,
                    "position across the end of the blend")
        expectClose(Self.blending.velocity(value: 100.0, time: 0.5, context: context),
                    Self.blending.velocity(value: 100.0, time: 0.5.nextDown, context: context) ?? .nan, tolerance: 1e-6,
                    "velocity across the end of the blend")
    }

    @Test("A blended run finishes once the spring has settled after the blend")
    func blendFinishes() {
        let context = contextAfterMerging(Self.blending, previous: .spring(response: 1, dampingFraction: 0.8))
        #expect(value(Self.blending, 100, at: 0.49, context: context) != nil)
        #expect(value(Self.blending, 100, at: 3, context: context) == nil)
        #expect(Self.blending.velocity(value: 100.0, time: 3, context: context) == 0)
    }

    @Test("Taking over carries the value and velocity on, as the runner does")
    func takeOverIsSmooth() {
        // A .spring from 0 to 100 is retargeted to 160 after 0.15 s by a .bouncy.
        let first = Animation.spring
        let covered = sample(first, value: 100.0, at: 0.15) ?? 0
        let velocity = sampleVelocity(first, value: 100.0, at: 0.15) ?? 0
        var firstContext = AnimationContext<Double>()
        #expect(Animation.bouncy.shouldMerge(previous: first, value: 100.0, time: 0.15, context: &firstContext))
        let carried = (100 - covered) + 60
        var context = AnimationContext<Double>(initialVelocity: velocity)
        let second = Animation.bouncy.animate(value: carried, time: 0, context: &context) ?? .nan
        expectClose(covered + second, covered, tolerance: 1e-12, "position at the take-over")
        expectClose(Animation.bouncy.velocity(value: carried, time: 0, context: context), velocity, tolerance: 1e-12,
                    "velocity at the take-over")
        let shown = covered + (Animation.bouncy.animate(value: carried, time: 5, context: &context) ?? carried)
        expectClose(shown, 160, tolerance: 1e-9, "the new target")
    }
}
