import AnimationCore
import Foundation
import Testing
import ZoetropeTestSupport

/// Spring keyframes: "A keyframe that uses a spring function to interpolate to the given value"
/// (SwiftUI, https://developer.apple.com/documentation/swiftui/springkeyframe). Its initializer's
/// documentation gives the rules checked here: `duration` is "The duration of the segment defined
/// by this keyframe, or nil to use the settling duration of the spring", and `startVelocity` is
/// "The velocity of the value at the start of the segment, or `nil` to automatically compute the
/// velocity to maintain smooth motion". The motion itself is ``Spring``'s closed form, tested in
/// its own suite.
@Suite("SpringKeyframe")
struct SpringKeyframeTests {
    static let springs: [Spring] = [
        Spring(), .smooth, .snappy, .bouncy, Spring(duration: 1.2, bounce: -0.5), Spring(mass: 2, stiffness: 90, damping: 8),
    ]

    @Test("Without a duration, the segment lasts the spring's settling duration", arguments: springs)
    func defaultDurationIsSettlingDuration(spring: Spring) {
        let track = KeyframeTrack { SpringKeyframe(10.0, spring: spring) }
        expectClose(track.duration, spring.settlingDuration, tolerance: 1e-12, "\(spring)")
        let timeline = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(10.0, spring: spring) }
        expectClose(timeline.duration, spring.settlingDuration, tolerance: 1e-12, "timeline of \(spring)")
    }

    @Test("The default spring is Spring(): duration 0.5, no bounce")
    func defaultSpring() {
        let track = KeyframeTrack { SpringKeyframe(10.0) }
        expectClose(track.duration, Spring(duration: 0.5, bounce: 0).settlingDuration, tolerance: 1e-12, "duration")
        expectClose(track.sample(time: 0.2, initialValue: 0).value,
                    Spring().value(target: 10.0, initialVelocity: 0.0, time: 0.2), tolerance: 1e-12, "value")
    }

    @Test("The segment is the spring's motion from the start value towards the target", arguments: springs)
    func followsSpring(spring: Spring) {
        let track = KeyframeTrack { SpringKeyframe(-4.0, duration: 3, spring: spring) }
        for time in frameTimes(seconds: 3, fps: 24).dropLast() {
            let sample = track.sample(time: time, initialValue: 6)
            expectClose(sample.value, 6 + spring.value(target: -10.0, initialVelocity: 0.0, time: time),
                        tolerance: 1e-12, "value at \(time)")
            expectClose(sample.velocity, spring.velocity(target: -10.0, initialVelocity: 0.0, time: time),
                        tolerance: 1e-12, "velocity at \(time)")
        }
        expectVelocityMatchesDerivative(of: { track.sample(time: $0, initialValue: 6) }, at: [0.05, 0.3, 1.1, 2.7])
    }

    @Test("Velocity carries over: after a linear keyframe the spring starts with its velocity")
    func velocityCarriesOver() {
        let spring = Spring.bouncy
        let track = KeyframeTrack {
            LinearKeyframe(10.0, duration: 0.5)
            SpringKeyframe(0.0, duration: 2, spring: spring)
        }
        let sample = { track.sample(time: $0, initialValue: 0) }
        let around = velocitiesAround(0.5, of: sample)
        expectClose(around.before, 20, tolerance: 1e-6, "linear end")
        expectClose(around.after, 20, tolerance: 1e-12, "spring start")
        expectClose(sample(1).value, 10 + spring.value(target: -10.0, initialVelocity: 20.0, time: 0.5),
                    tolerance: 1e-12, "spring with the carried velocity")
    }

    @Test("A start velocity given is used instead of the previous segment's")
    func givenStartVelocity() {
        let track = KeyframeTrack {
            LinearKeyframe(10.0, duration: 0.5)
            SpringKeyframe(0.0, duration: 2, startVelocity: -40)
        }
        expectClose(track.sample(time: 0.5, initialValue: 0).velocity, -40, tolerance: 1e-12, "start")
        expectClose(track.sample(time: 0.9, initialValue: 0).value,
                    10 + Spring().value(target: -10.0, initialVelocity: -40.0, time: 0.4), tolerance: 1e-12, "value")
    }

    @Test("A spring first in its track starts at rest")
    func firstSpringStartsAtRest() {
        let track = KeyframeTrack { SpringKeyframe(10.0, duration: 1) }
        #expect(track.sample(time: 0, initialValue: 0).velocity == 0)
    }

    @Test("Cut short, a spring hands its value and velocity to the next segment", arguments: [24, 60])
    func cutShort(fps: Int) {
        let first = Spring(duration: 0.8, bounce: 0.3)
        let second = Spring.snappy
        let track = KeyframeTrack {
            SpringKeyframe(10.0, duration: 0.3, spring: first)
            SpringKeyframe(-5.0, duration: 1.2, spring: second)
        }
        let handValue = first.value(target: 10.0, initialVelocity: 0.0, time: 0.3)
        let handVelocity = first.velocity(target: 10.0, initialVelocity: 0.0, time: 0.3)
        #expect(abs(handValue - 10) > 0.5, "the first spring is far from its target when cut")
        let sample = { track.sample(time: $0, initialValue: 0) }
        expectClose(sample(0.3).value, handValue, tolerance: 1e-12, "value at the cut")
        expectClose(sample(0.3).velocity, handVelocity, tolerance: 1e-12, "velocity at the cut")
        for time in frameTimes(seconds: 1.5, fps: fps) where time > 0.3 && time < 1.5 {
            let expected = handValue + second.value(target: -5 - handValue, initialVelocity: handVelocity, time: time - 0.3)
            expectClose(sample(time).value, expected, tolerance: 1e-12, "second spring at \(time)")
        }
    }

    @Test("Left to settle, a spring ends within its tolerance of the target, and the next segment starts there")
    func settledSpringDoesNotSnap() {
        let spring = Spring.bouncy
        let track = KeyframeTrack {
            SpringKeyframe(10.0, spring: spring)
            LinearKeyframe(20.0, duration: 1)
        }
        let end = spring.settlingDuration
        let ended = spring.value(target: 10.0, initialVelocity: 0.0, time: end)
        expectClose(ended, 10, tolerance: 10 * 0.001, "within 0.001 of the distance")
        expectClose(track.sample(time: end, initialValue: 0).value, ended, tolerance: 1e-12, "where the next starts")
        expectClose(track.sample(time: end + 0.5, initialValue: 0).value, (ended + 20) / 2, tolerance: 1e-12, "half way on")
    }

    @Test("A spring of zero, negative or NaN duration ends where it starts and hands its start velocity on",
          arguments: [0.0, -1.0, Double.nan])
    func degenerateDuration(duration: Double) {
        let track = KeyframeTrack {
            LinearKeyframe(10.0, duration: 1)
            SpringKeyframe(50.0, duration: duration)
            SpringKeyframe(10.0, duration: 1)
        }
        #expect(track.duration == 2)
        let sample = track.sample(time: 1, initialValue: 0)
        expectClose(sample.value, 10, tolerance: 1e-12, "value")
        expectClose(sample.velocity, 10, tolerance: 1e-12, "velocity: the linear keyframe's, carried through")
    }

    @Test("An undamped spring never settles: its track never ends, and it oscillates about its target")
    func undampedSpring() {
        let spring = Spring(duration: 1, bounce: 1)
        let timeline = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(1.0, spring: spring) }
        #expect(timeline.duration == .infinity)
        expectClose(timeline.value(time: 100.5), spring.value(target: 1.0, time: 100.5), tolerance: 1e-9, "at 100.5 s")
        expectClose(timeline.value(time: 100.5), 2, tolerance: 1e-9, "half a period: at the far end of its swing")
        #expect(timeline.value(time: .infinity) == 1, "infinitely late reads as the target")
        #expect(timeline.value(progress: 0.5) == 1, "any progress of an endless timeline is infinitely late")
    }
}
