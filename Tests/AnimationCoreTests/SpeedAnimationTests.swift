import AnimationCore
import Foundation
import Testing
import ZoetropeTestSupport

@Suite("speed(_:)")
struct SpeedAnimationTests {
    // MARK: - Edge cases

    @Test("A speed that is zero, negative, infinite or NaN is ignored", arguments: [0.0, -2.0, .infinity, .nan])
    func invalidSpeed(speed: Double) {
        #expect(Animation.easeInOut(duration: 1).speed(speed) == .easeInOut(duration: 1))
    }

    @Test("Speed 1 behaves like the base")
    func unitSpeed() {
        let base = Animation.easeIn(duration: 1)
        for time in frameTimes(seconds: 1, fps: 24).dropLast() {
            let scaled = sample(base.speed(1), value: 10.0, at: time)
            expectSameResult(scaled, sample(base, value: 10.0, at: time), tolerance: 1e-15, "at \(time) s")
        }
    }

    // MARK: - Frames

    @Test("At speed s, time t of the animation shows time s × t of the base",
          arguments: [0.5, 2.0, 3.0], [24, 60])
    func scalesTime(speed: Double, fps: Int) {
        let base = Animation.easeInOut(duration: 1.5)
        let fast = base.speed(speed)
        let length = 1.5 / speed
        for time in frameTimes(seconds: length + 0.5, fps: fps) {
            let animated = sample(fast, value: 30.0, at: time)
            if time * speed < 1.5 {
                expectSameResult(animated, sample(base, value: 30.0, at: time * speed), tolerance: 1e-12, "at \(time) s, \(fps) fps")
            } else {
                #expect(animated == nil, "still running at \(time) s, \(fps) fps")
            }
        }
    }

    @Test("Speed 2 halves a 2-second animation to 1 second at 24 and 60 fps", arguments: [24, 60])
    func halvesDuration(fps: Int) {
        let animation = Animation.linear(duration: 2).speed(2)
        let runningFrames = frameTimes(seconds: 3, fps: fps).prefix { sample(animation, value: 1.0, at: $0) != nil }
        #expect(runningFrames.count == fps)
    }

    @Test("duration divides by the speed", arguments: [
        (animation: Animation.linear(duration: 2).speed(2), expected: 1.0),
        (animation: Animation.linear(duration: 2).speed(0.5), expected: 4.0),
        (animation: Animation.linear(duration: 2).delay(1).speed(2), expected: 1.5),
        (animation: Animation.linear(duration: 2).speed(2).delay(1), expected: 2.0),
        (animation: Animation.linear(duration: 1).speed(2).speed(2), expected: 0.25),
    ])
    func duration(animation: Animation, expected: Double) {
        expectClose(animation.duration, expected, tolerance: 1e-12, "\(animation)")
    }

    @Test("Velocity is multiplied by the speed")
    func velocity() {
        let animation = Animation.linear(duration: 2).speed(4)
        expectClose(sampleVelocity(animation, value: 10.0, at: 0.1), 20, tolerance: 1e-12, "velocity")
    }
}
