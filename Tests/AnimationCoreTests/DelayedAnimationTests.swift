import AnimationCore
import Foundation
import Testing
import ZoetropeTestSupport

@Suite("delay(_:)")
struct DelayedAnimationTests {
    // MARK: - Edge cases

    @Test("A zero delay changes nothing but the description")
    func zeroDelay() {
        let animation = Animation.linear(duration: 1).delay(0)
        expectClose(sample(animation, value: 10.0, at: 0.5), 5, tolerance: 1e-12, "at 0.5 s")
        #expect(animation.duration == 1)
        #expect(animation.description == "linear(duration: 1.0).delay(0.0)")
    }

    @Test("A negative, infinite or NaN delay is ignored", arguments: [-1.0, .infinity, .nan])
    func invalidDelay(delay: Double) {
        #expect(Animation.easeIn.delay(delay) == .easeIn)
    }

    @Test("A delayed zero-duration animation finishes when the delay ends")
    func delayedZeroDuration() {
        let animation = Animation.linear(duration: 0).delay(0.5)
        #expect(sample(animation, value: 10.0, at: 0.25) == 0)
        #expect(sample(animation, value: 10.0, at: 0.5) == nil)
        #expect(animation.duration == 0.5)
    }

    // MARK: - Frames

    @Test("The value stays at zero during the delay, then follows the base shifted", arguments: [24, 60])
    func holdsThenRuns(fps: Int) {
        let base = Animation.easeInOut(duration: 2)
        let delayed = base.delay(1)
        for time in frameTimes(seconds: 3.5, fps: fps) {
            let animated = sample(delayed, value: 80.0, at: time)
            if time < 1 {
                #expect(animated == 0, "moved during the delay at \(time) s, \(fps) fps")
            } else if time < 3 {
                expectSameResult(animated, sample(base, value: 80.0, at: time - 1), tolerance: 1e-12, "at \(time) s, \(fps) fps")
            } else {
                #expect(animated == nil, "still running at \(time) s, \(fps) fps")
            }
        }
    }

    @Test("duration counts the delay", arguments: [
        (animation: Animation.linear(duration: 2).delay(1), expected: 3.0),
        (animation: Animation.linear(duration: 2).delay(1).delay(0.5), expected: 3.5),
        (animation: Animation.easeIn.delay(0.15), expected: 0.5),
    ])
    func duration(animation: Animation, expected: Double) {
        expectClose(animation.duration, expected, tolerance: 1e-12, "\(animation)")
    }

    @Test("Velocity is zero during the delay, then the base's")
    func velocity() {
        let animation = Animation.linear(duration: 2).delay(1)
        #expect(sampleVelocity(animation, value: 10.0, at: 0.5) == 0)
        expectClose(sampleVelocity(animation, value: 10.0, at: 1.5), 5, tolerance: 1e-12, "at 1.5 s")
    }
}
