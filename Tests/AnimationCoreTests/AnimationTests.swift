import AnimationCore
import Foundation
import Testing

@Suite("Animation")
struct AnimationTests {
    // MARK: - Defaults

    @Test("default is SwiftUI's since iOS 17, spring(response: 0.55, dampingFraction: 1.0, blendDuration: 0); easeInOut for 0.35 s where the code runs with iOS 16's defaults")
    func defaultAnimation() {
        #expect(Animation.default == .spring(response: 0.55, dampingFraction: 1.0, blendDuration: 0))
        #expect(Animation.default != .easeInOut)
        AnimationDefaults.$current.withValue(.iOS16) {
            #expect(Animation.default == .easeInOut)
            #expect(Animation.default == .easeInOut(duration: 0.35))
            #expect(Animation.default.duration == 0.35)
        }
    }

    @Test("The named static animations last 0.35 seconds", arguments: [
        Animation.linear, .easeIn, .easeOut, .easeInOut, .timingCurve(0.1, 0.2, 0.3, 0.4),
    ])
    func staticDurations(animation: Animation) {
        #expect(animation.duration == 0.35)
    }

    @Test("Named statics equal their duration-taking forms", arguments: [
        (Animation.linear, Animation.linear(duration: 0.35)),
        (.easeIn, .easeIn(duration: 0.35)),
        (.easeOut, .easeOut(duration: 0.35)),
        (.easeInOut, .easeInOut(duration: 0.35)),
        (.easeInOut(duration: 2), .timingCurve(0.42, 0, 0.58, 1, duration: 2)),
        (.linear(duration: 1), .timingCurve(UnitCurve.linear, duration: 1)),
    ])
    func namedEqualsGeneral(lhs: Animation, rhs: Animation) {
        #expect(lhs == rhs)
        #expect(lhs.hashValue == rhs.hashValue)
    }

    // MARK: - Equality

    @Test("Animations built differently are different", arguments: [
        (Animation.linear, Animation.easeIn),
        (.easeInOut(duration: 1), .easeInOut(duration: 2)),
        (.linear.delay(1), .linear.delay(2)),
        (.linear.delay(1), .linear),
        (.linear.speed(2), .linear.speed(3)),
        (.linear.repeatCount(2), .linear.repeatCount(3)),
        (.linear.repeatCount(2), .linear.repeatCount(2, autoreverses: false)),
        (.linear.repeatForever(), .linear.repeatForever(autoreverses: false)),
        (.linear.delay(1).speed(2), .linear.speed(2).delay(1)),
    ])
    func inequality(lhs: Animation, rhs: Animation) {
        #expect(lhs != rhs)
    }

    @Test("Animations hash by value and work as set members")
    func hashing() {
        let animations: Set<Animation> = [
            .easeInOut, .default, .easeInOut(duration: 0.35), .linear, .linear.delay(1), .linear.delay(1),
            .spring(response: 0.55, dampingFraction: 1, blendDuration: 0),
        ]
        #expect(animations.count == 4, "easeInOut, the default spring, linear and linear after a delay")
    }

    // MARK: - Description

    @Test("description reads like the code that built the animation", arguments: [
        (Animation.easeInOut(duration: 2), "easeInOut(duration: 2.0)"),
        (.linear, "linear(duration: 0.35)"),
        (.easeIn(duration: 1), "easeIn(duration: 1.0)"),
        (.easeOut(duration: 1), "easeOut(duration: 1.0)"),
        (.timingCurve(0.1, 0.2, 0.3, 0.4, duration: 1), "timingCurve(0.1, 0.2, 0.3, 0.4, duration: 1.0)"),
        (.easeInOut(duration: 1).delay(0.5), "easeInOut(duration: 1.0).delay(0.5)"),
        (.linear(duration: 1).speed(2), "linear(duration: 1.0).speed(2.0)"),
        (.linear(duration: 1).repeatCount(3), "linear(duration: 1.0).repeatCount(3, autoreverses: true)"),
        (.linear(duration: 1).repeatForever(autoreverses: false),
         "linear(duration: 1.0).repeatForever(autoreverses: false)"),
    ])
    func description(animation: Animation, expected: String) {
        #expect(animation.description == expected)
        #expect("\(animation)" == expected)
    }

    // MARK: - Forwarding

    @Test("Timing-curve animations and their modifiers never merge", arguments: [
        Animation.easeInOut, .linear.delay(1), .easeIn.speed(2), .easeOut.repeatCount(2), .linear.repeatForever(),
    ])
    func timingCurvesDoNotMerge(animation: Animation) {
        var context = AnimationContext<Double>()
        #expect(!animation.shouldMerge(previous: .easeInOut, value: 1.0, time: 0.1, context: &context))
    }

    @Test("animate passes the context through to the wrapped animation")
    func passesContext() {
        let animation = Animation(CountingAnimation()).delay(0.5).speed(2)
        var context = AnimationContext<Double>()
        for time in [0.3, 0.4, 0.5] {
            _ = animation.animate(value: 1.0, time: time, context: &context)
        }
        #expect(context.state[CountingAnimation.CallCount.self] == 3)
    }

    @Test("A NaN time is read as 0 at every level", arguments: [
        Animation.easeInOut, .linear.delay(0.5), .linear.speed(2), .linear.repeatForever(), .linear.repeatCount(3),
    ])
    func nanTime(animation: Animation) {
        #expect(sample(animation, value: 10.0, at: .nan) == 0)
        #expect(sampleVelocity(animation, value: 10.0, at: .nan) != nil)
    }
}

/// An animation that counts its calls in its context, to see that modifiers pass the context on.
private struct CountingAnimation: CustomAnimation {
    /// The number of calls so far.
    enum CallCount: AnimationStateKey {
        static var defaultValue: Int { 0 }
    }

    /// Counts the call and returns half the value.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        context.state[CallCount.self] += 1
        return value.scaled(by: 0.5)
    }
}
