import AnimationCore
import Foundation
import Testing
import ZoetropeTestSupport

@Suite("CustomAnimation")
struct CustomAnimationTests {
    @Test("The defaults: unknown velocity, no merging, no duration")
    func defaults() {
        let custom = HalfwayAnimation()
        var context = AnimationContext<Double>()
        #expect(custom.velocity(value: 1.0, time: 0, context: context) == nil)
        #expect(!custom.shouldMerge(previous: .default, value: 1.0, time: 0, context: &context))
        #expect(custom.duration == nil)
        #expect(Animation(custom).duration == nil)
        #expect(sampleVelocity(Animation(custom), value: 1.0, at: 0) == nil)
    }

    @Test("A wrapped custom animation runs through Animation")
    func wrapped() {
        let animation = Animation(HalfwayAnimation())
        expectClose(sample(animation, value: 8.0, at: 0.5), 4, tolerance: 1e-12, "at 0.5 s")
        #expect(sample(animation, value: 8.0, at: 1) == nil)
        #expect(animation == Animation(HalfwayAnimation()))
        #expect(animation != Animation.linear(duration: 1))
        #expect(animation.description == "HalfwayAnimation()")
    }

    @Test("Custom animations of different types are never equal, even with equal fields")
    func differentTypes() {
        #expect(Animation(HalfwayAnimation()) != Animation(OtherHalfwayAnimation()))
    }

    @Test("A custom animation without a duration is played once by repeatForever")
    func repeatWithoutDuration() {
        let animation = Animation(HalfwayAnimation()).repeatForever()
        expectClose(sample(animation, value: 8.0, at: 0.5), 4, tolerance: 1e-12, "at 0.5 s")
        #expect(sample(animation, value: 8.0, at: 1.5) == nil)
        #expect(animation.duration == nil)
    }

    @Test("A custom animation with a duration repeats, with its velocity forwarded and negated")
    func repeatWithDuration() {
        let animation = Animation(RampAnimation(seconds: 2)).repeatCount(2)
        expectClose(sample(animation, value: 8.0, at: 1), 4, tolerance: 1e-12, "run 0")
        expectClose(sample(animation, value: 8.0, at: 3.5), 2, tolerance: 1e-12, "run 1, backward")
        expectClose(sampleVelocity(animation, value: 8.0, at: 3.5), -4, tolerance: 1e-12, "velocity, backward")
        #expect(animation.duration == 4)
    }
}

/// Jumps halfway at once and finishes after one second.
private struct HalfwayAnimation: CustomAnimation {
    /// Half the value until one second, then finished.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        time < 1 ? value.scaled(by: 0.5) : nil
    }
}

/// The same behaviour as ``HalfwayAnimation`` under another type.
private struct OtherHalfwayAnimation: CustomAnimation {
    /// Half the value until one second, then finished.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        time < 1 ? value.scaled(by: 0.5) : nil
    }
}

/// A linear ramp written as a custom animation, with a duration and a velocity.
private struct RampAnimation: CustomAnimation {
    /// How long the ramp lasts.
    let seconds: TimeInterval

    /// The fraction `time / seconds` of the value, until `seconds`.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        time < seconds ? value.scaled(by: max(time, 0) / seconds) : nil
    }

    /// `value / seconds`.
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        value.scaled(by: 1 / seconds)
    }

    /// `seconds`.
    var duration: TimeInterval? { seconds }
}
