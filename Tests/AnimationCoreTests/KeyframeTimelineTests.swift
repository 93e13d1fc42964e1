import AnimationCore
import Foundation
import Testing
import ZoetropeTestSupport

/// A layout's animatable parameters, keyframed independently, as the wheel layout's rotation and
/// radius are.
private struct WheelValues: Equatable {
    var rotation = Angle.zero
    var radius: CGFloat = 100
    var label = "wheel"
}

/// SwiftUI's own example of several tracks, from the documentation of `KeyframeTimeline`
/// (https://developer.apple.com/documentation/swiftui/keyframetimeline).
private struct Values {
    var rotation = Angle.zero
    var scale = 1.0
}

/// Keyframes of one's own, as SwiftUI lets you write them.
private struct Spin: Keyframes {
    var body: some Keyframes<WheelValues> {
        KeyframeTrack(\.rotation) { LinearKeyframe(.degrees(360), duration: 2) }
        KeyframeTrack(\.radius) { LinearKeyframe(50, duration: 1) }
    }
}

/// Timelines: SwiftUI's `KeyframeTimeline`, whose documentation says keyframes "fully define the
/// path that a value takes over time using the tracks that make up their body", that values "are
/// roughly analogous to video clips; they have a set duration, and you can scrub and evaluate them
/// for any time within the duration", and that "Multiple nested tracks update the initial value
/// in the order that they are declared".
@Suite("KeyframeTimeline")
struct KeyframeTimelineTests {
    // MARK: - SwiftUI's examples

    @Test("SwiftUI's CGPoint example passes through its keyframes")
    func documentationPointExample() {
        let keyframes = KeyframeTimeline(initialValue: CGPoint.zero) {
            CubicKeyframe(.init(x: 0, y: 100), duration: 0.3)
            CubicKeyframe(.init(x: 0, y: 0), duration: 0.7)
        }
        #expect(keyframes.duration == 1)
        expectClose(Double(keyframes.value(time: 0.3).y), 100, tolerance: 1e-12, "first keyframe")
        expectClose(Double(keyframes.value(time: 1).y), 0, tolerance: 1e-12, "second keyframe")
        // Catmull-Rom: the tangent at (0, 100) is (0 − 0) / (1 − 0) = 0, so the curve peaks there.
        let value = keyframes.value(time: 0.45)
        #expect(value.x == 0)
        #expect(value.y > 90 && value.y < 100, "on the way down from the peak: \(value.y)")
    }

    @Test("SwiftUI's two-track example: the timeline lasts as long as its longest track")
    func documentationValuesExample() {
        let keyframes = KeyframeTimeline(initialValue: Values()) {
            KeyframeTrack(\.rotation) {
                CubicKeyframe(.zero, duration: 0.2)
                CubicKeyframe(.degrees(45), duration: 0.3)
            }
            KeyframeTrack(\.scale) {
                CubicKeyframe(1.2, duration: 0.5)
                CubicKeyframe(0.9, duration: 0.2)
                CubicKeyframe(1.0, duration: 0.3)
            }
        }
        expectClose(keyframes.duration, 1, tolerance: 1e-12, "duration")
        for time in [0.5, 0.7, 0.99, 1, 3] {
            expectClose(keyframes.value(time: time).rotation.degrees, 45, tolerance: 1e-9, "rotation holds at \(time)")
        }
        expectClose(keyframes.value(time: 0.5).scale, 1.2, tolerance: 1e-12, "scale keyframe")
        expectClose(keyframes.value(time: 0.7).scale, 0.9, tolerance: 1e-12, "scale keyframe")
        expectClose(keyframes.value(time: 1).scale, 1.0, tolerance: 1e-12, "scale keyframe")
    }

    // MARK: - Several tracks

    /// The wheel's rotation over 2 s, its radius over 0.8 s.
    private static func wheelTimeline() -> KeyframeTimeline<WheelValues> {
        KeyframeTimeline(initialValue: WheelValues()) {
            KeyframeTrack(\.rotation) {
                CubicKeyframe(.degrees(90), duration: 0.5)
                CubicKeyframe(.degrees(180), duration: 1)
                LinearKeyframe(.degrees(270), duration: 0.5, timingCurve: .easeOut)
            }
            KeyframeTrack(\.radius) {
                SpringKeyframe(140, duration: 0.8, spring: .bouncy)
            }
        }
    }

    /// The wheel's tracks on their own.
    private static func rotationTrack() -> KeyframeTrack<WheelValues, Angle, KeyframeSequence<Angle>> {
        KeyframeTrack(\.rotation) {
            CubicKeyframe(.degrees(90), duration: 0.5)
            CubicKeyframe(.degrees(180), duration: 1)
            LinearKeyframe(.degrees(270), duration: 0.5, timingCurve: .easeOut)
        }
    }
    private static func radiusTrack() -> KeyframeTrack<WheelValues, CGFloat, KeyframeSequence<CGFloat>> {
        KeyframeTrack(\.radius) { SpringKeyframe(140, duration: 0.8, spring: .bouncy) }
    }

    @Test("Each track animates its own property, as it would alone; other properties are untouched",
          arguments: [24, 60])
    func tracksAreIndependent(fps: Int) {
        let timeline = Self.wheelTimeline()
        let (rotation, radius) = (Self.rotationTrack(), Self.radiusTrack())
        expectClose(timeline.duration, 2, tolerance: 1e-12, "the longer track")
        for time in frameTimes(seconds: 2.5, fps: fps) {
            let value = timeline.value(time: time)
            expectClose(value.rotation.radians, rotation.sample(time: time, initialValue: .zero).value.radians,
                        tolerance: 1e-12, "rotation at \(time)")
            expectClose(Double(value.radius), Double(radius.sample(time: time, initialValue: 100).value),
                        tolerance: 1e-12, "radius at \(time)")
            #expect(value.label == "wheel")
        }
    }

    @Test("A track shorter than the timeline holds the value it ended with")
    func shorterTrackHolds() {
        let timeline = Self.wheelTimeline()
        let ended = Spring.bouncy.value(target: 40.0, initialVelocity: 0.0, time: 0.8) + 100
        for time in [0.8, 1.0, 1.5, 2, 10] {
            expectClose(Double(timeline.value(time: time).radius), ended, tolerance: 1e-12, "radius at \(time)")
        }
        #expect(timeline.value(time: 1.2).rotation != timeline.value(time: 1.3).rotation, "rotation still moving")
    }

    @Test("Before 0 every property has its initial value; after the end, its final one")
    func beforeAndAfter() {
        let timeline = Self.wheelTimeline()
        #expect(timeline.value(time: -1) == WheelValues())
        #expect(timeline.value(time: -.infinity) == WheelValues())
        let final = timeline.value(time: 2)
        for time in [2.0, 2.5, 1e6, .infinity] {
            #expect(timeline.value(time: time) == final, "at \(time)")
        }
        expectClose(final.rotation.degrees, 270, tolerance: 1e-9, "final rotation")
    }

    @Test("NaN time is read as 0")
    func nanTime() {
        let timeline = Self.wheelTimeline()
        #expect(timeline.value(time: .nan) == timeline.value(time: 0))
    }

    @Test("Where two tracks animate the same property, the later one wins")
    func laterTrackWins() {
        let timeline = KeyframeTimeline(initialValue: WheelValues()) {
            KeyframeTrack(\.radius) { LinearKeyframe(0, duration: 1) }
            KeyframeTrack(\.radius) { LinearKeyframe(300, duration: 2) }
        }
        expectClose(Double(timeline.value(time: 0.5).radius), 150, tolerance: 1e-12, "the second track")
        expectClose(timeline.duration, 2, tolerance: 0, "duration")
    }

    @Test("A track of the whole value and a track of a part apply in order")
    func wholeThenPart() {
        let timeline = KeyframeTimeline(initialValue: CGPoint.zero) {
            KeyframeTrack { LinearKeyframe(CGPoint(x: 10, y: 10), duration: 1) }
            KeyframeTrack(\.y) { LinearKeyframe(-10, duration: 1) }
        }
        let value = timeline.value(time: 0.5)
        expectClose(Double(value.x), 5, tolerance: 1e-12, "x from the whole-value track")
        expectClose(Double(value.y), -5, tolerance: 1e-12, "y from the later track")
    }

    // MARK: - Progress

    @Test("value(progress:) is the value at progress × duration", arguments: [0.0, 0.1, 0.25, 0.5, 0.77, 1])
    func progress(progress: Double) {
        let timeline = Self.wheelTimeline()
        #expect(timeline.value(progress: progress) == timeline.value(time: progress * 2))
    }

    @Test("Progress outside 0...1 is clamped, and NaN is read as 0", arguments: [
        (progress: -0.5, clamped: 0.0), (progress: 1.5, clamped: 1.0), (progress: .nan, clamped: 0.0),
        (progress: .infinity, clamped: 1.0), (progress: -.infinity, clamped: 0.0),
    ] as [(progress: Double, clamped: Double)])
    func progressClamped(progress: Double, clamped: Double) {
        let timeline = Self.wheelTimeline()
        #expect(timeline.value(progress: progress) == timeline.value(progress: clamped))
    }

    @Test("At 24 and 60 fps, frames at the same moment agree, and the last frame is the end")
    func frameRates() {
        let timeline = Self.wheelTimeline()
        let at24 = frameTimes(seconds: 2, fps: 24).map(timeline.value(time:))
        let at60 = frameTimes(seconds: 2, fps: 60).map(timeline.value(time:))
        for frame in 0...4 {
            #expect(at24[12 * frame] == at60[30 * frame], "\(frame * 500) ms")
        }
        #expect(at24.last == timeline.value(progress: 1))
        #expect(at60.last == timeline.value(progress: 1))
    }

    // MARK: - Statelessness

    @Test("Values do not depend on the order they are asked for")
    func stateless() {
        let timeline = Self.wheelTimeline()
        let times = frameTimes(seconds: 2.5, fps: 60)
        let inOrder = times.map(timeline.value(time:))
        var generator = SplitMix64(seed: 4)
        for index in times.indices.shuffled(using: &generator) {
            #expect(timeline.value(time: times[index]) == inOrder[index], "at \(times[index])")
        }
    }

    // MARK: - Content

    @Test("Keyframes written directly in a timeline are one track for the whole value, played in order")
    func directKeyframesAreOneTrack() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10, duration: 1)
            LinearKeyframe(0, duration: 1)
        }
        #expect(timeline.duration == 2)
        expectClose(timeline.value(time: 0.5), 5, tolerance: 1e-12, "first keyframe")
        expectClose(timeline.value(time: 1.5), 5, tolerance: 1e-12, "second keyframe")
    }

    @Test("Tracks may be chosen with if, if/else and for")
    func trackBuilderStatements() {
        for (spins, grows) in [(true, true), (true, false), (false, true), (false, false)] {
            let timeline = KeyframeTimeline(initialValue: WheelValues()) {
                if spins {
                    KeyframeTrack(\.rotation) { LinearKeyframe(.degrees(90), duration: 1) }
                }
                if grows {
                    KeyframeTrack(\.radius) { LinearKeyframe(200, duration: 3) }
                } else {
                    KeyframeTrack(\.radius) { LinearKeyframe(0, duration: 0.5) }
                }
                for extra in [1.0, 2.0] {
                    KeyframeTrack(\.radius) { MoveKeyframe(CGFloat(extra)) }
                }
            }
            #expect(timeline.duration == (grows ? 3 : (spins ? 1 : 0.5)), "spins \(spins), grows \(grows)")
            #expect(timeline.value(time: 0.5).radius == 2, "the last track wins")
            #expect(timeline.value(time: 0.5).rotation.degrees == (spins ? 45 : 0))
        }
    }

    @Test("A Keyframes type of one's own is content like any other")
    func customKeyframes() {
        let timeline = KeyframeTimeline(initialValue: WheelValues()) { Spin() }
        #expect(timeline.duration == 2)
        expectClose(timeline.value(time: 1).rotation.degrees, 180, tolerance: 1e-9, "rotation")
        expectClose(Double(timeline.value(time: 1).radius), 50, tolerance: 1e-12, "radius")
    }

    @Test("Without tracks, the value never changes and the duration is 0")
    func emptyTimeline() {
        let timeline = KeyframeTimeline(initialValue: WheelValues()) {}
        #expect(timeline.duration == 0)
        for time in [-1.0, 0, 1, .nan] {
            #expect(timeline.value(time: time) == WheelValues())
        }
        #expect(timeline.value(progress: 0.5) == WheelValues())
    }
}
