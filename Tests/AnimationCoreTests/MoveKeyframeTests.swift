import AnimationCore
import Foundation
import Testing
import ZoetropeTestSupport

/// Move keyframes: "A keyframe that immediately moves to the given value without interpolating"
/// (SwiftUI, https://developer.apple.com/documentation/swiftui/movekeyframe).
@Suite("MoveKeyframe")
struct MoveKeyframeTests {
    @Test("A move takes no time: the value is the new one from the move's time on")
    func jumpsAtOnce() {
        let track = KeyframeTrack {
            LinearKeyframe(10.0, duration: 1)
            MoveKeyframe(-5.0)
            LinearKeyframe(5.0, duration: 1)
        }
        #expect(track.duration == 2)
        let sample = { track.sample(time: $0, initialValue: 0) }
        expectClose(sample(1 - 1e-9).value, 10, tolerance: 1e-6, "just before")
        expectClose(sample(1).value, -5, tolerance: 1e-12, "at the move")
        expectClose(sample(1.5).value, 0, tolerance: 1e-12, "the next keyframe starts from the moved value")
    }

    @Test("A move first in its track has happened at time 0; before 0 the value is the initial one")
    func moveFirst() {
        let track = KeyframeTrack {
            MoveKeyframe(100.0)
            LinearKeyframe(200.0, duration: 1)
        }
        #expect(track.sample(time: -0.01, initialValue: 0).value == 0)
        #expect(track.sample(time: 0, initialValue: 0).value == 100)
        expectClose(track.sample(time: 0.5, initialValue: 0).value, 150, tolerance: 1e-12, "half way")
    }

    @Test("A move last in its track is where the track ends")
    func moveLast() {
        let track = KeyframeTrack {
            LinearKeyframe(10.0, duration: 1)
            MoveKeyframe(3.0)
        }
        #expect(track.duration == 1)
        #expect(track.sample(time: 1, initialValue: 0).value == 3)
        #expect(track.sample(time: 50, initialValue: 0).value == 3)
    }

    @Test("Of moves at the same time, the last is where the value is")
    func consecutiveMoves() {
        let track = KeyframeTrack {
            MoveKeyframe(1.0)
            MoveKeyframe(2.0)
            MoveKeyframe(3.0)
        }
        #expect(track.duration == 0)
        #expect(track.sample(time: 0, initialValue: 0).value == 3)
    }

    @Test("After a move the value is at rest: a spring without a start velocity starts with none")
    func velocityAfterMoveIsZero() {
        let spring = Spring(duration: 0.5, bounce: 0.2)
        let track = KeyframeTrack {
            LinearKeyframe(10.0, duration: 1)
            MoveKeyframe(0.0)
            SpringKeyframe(10.0, duration: 1, spring: spring)
        }
        let sample = track.sample(time: 1, initialValue: 0)
        #expect(sample.value == 0)
        #expect(sample.velocity == 0)
        expectClose(track.sample(time: 1.2, initialValue: 0).value,
                    spring.value(target: 10.0, initialVelocity: 0.0, time: 0.2), tolerance: 1e-12, "spring from rest")
    }
}
