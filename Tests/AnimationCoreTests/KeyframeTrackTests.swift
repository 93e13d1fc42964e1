import AnimationCore
import Foundation
import Testing
import ZoetropeTestSupport

/// Track content of one's own, as SwiftUI lets you write it.
private struct Wobble: KeyframeTrackContent {
    var amplitude: Double

    var body: some KeyframeTrackContent<Double> {
        CubicKeyframe(amplitude, duration: 0.25)
        CubicKeyframe(-amplitude, duration: 0.5)
        CubicKeyframe(0, duration: 0.25)
    }
}

/// A kind of keyframe chosen at run time, as a scene file would give it.
enum ChosenKeyframeKind: CaseIterable, Sendable {
    case linear, cubic, spring, move
}

/// Tracks and their builder: "A sequence of keyframes animating a single property of a root
/// type" (SwiftUI, https://developer.apple.com/documentation/swiftui/keyframetrack), written with
/// a result builder that takes several statements, `if`, `if`/`else`, `switch` and `for`.
@Suite("KeyframeTrack")
struct KeyframeTrackTests {
    // MARK: - Duration

    @Test("A track lasts as long as its keyframes put together; a spring without a duration counts its settling duration")
    func duration() {
        let track = KeyframeTrack {
            LinearKeyframe(1.0, duration: 0.5)
            MoveKeyframe(0.0)
            CubicKeyframe(2.0, duration: 0.25)
            SpringKeyframe(3.0, spring: .snappy)
            SpringKeyframe(4.0, duration: 0.1)
        }
        expectClose(track.duration, 0.85 + Spring.snappy.settlingDuration, tolerance: 1e-12, "duration")
    }

    @Test("An empty track lasts no time and holds its initial value, at rest")
    func emptyTrack() {
        let track = KeyframeTrack<Double, Double, KeyframeSequence<Double>> {}
        #expect(track.duration == 0)
        for time in [-1.0, 0, 1, .nan, .infinity] {
            let sample = track.sample(time: time, initialValue: 7)
            #expect(sample.value == 7)
            #expect(sample.velocity == 0)
        }
    }

    @Test("Samples keep the parts of the value that do not animate")
    func sampleKeepsInitialValue() {
        let track = KeyframeTrack { LinearKeyframe(Angle.degrees(90), duration: 1) }
        let sample = track.sample(time: 0.5, initialValue: .degrees(10))
        expectClose(sample.value.degrees, 50, tolerance: 1e-12, "value")
        expectClose(sample.velocity, Angle.degrees(80).radians, tolerance: 1e-12, "radians per second")
    }

    @Test("A track of a whole CGPoint moves both coordinates, with the velocity of each")
    func wholePoint() {
        let track = KeyframeTrack { LinearKeyframe(CGPoint(x: 10, y: -20), duration: 2) }
        let sample = track.sample(time: 1, initialValue: .zero)
        #expect(sample.value == CGPoint(x: 5, y: -10))
        #expect(sample.velocity == AnimatablePair(5, -10))
    }

    // MARK: - The builder

    @Test("Statements play one after another")
    func severalStatements() {
        let sequence = KeyframeSequence<Double>(Wobble(amplitude: 2))
        #expect(sequence.count == 3)
        let track = KeyframeTrack {
            LinearKeyframe(1.0, duration: 1)
            Wobble(amplitude: 2)
            MoveKeyframe(9.0)
        }
        #expect(track.duration == 2)
        expectClose(track.sample(time: 1.25, initialValue: 0).value, 2, tolerance: 1e-12, "the wobble's first")
        #expect(track.sample(time: 2, initialValue: 0).value == 9)
    }

    @Test("if and if/else choose keyframes", arguments: [true, false])
    func conditionals(flag: Bool) {
        let track = KeyframeTrack {
            if flag {
                LinearKeyframe(10.0, duration: 1)
            }
            if flag {
                LinearKeyframe(20.0, duration: 1)
            } else {
                LinearKeyframe(-20.0, duration: 2)
                LinearKeyframe(-30.0, duration: 2)
            }
        }
        #expect(track.duration == (flag ? 2 : 4))
        #expect(track.sample(time: 10, initialValue: 0).value == (flag ? 20 : -30))
    }

    @Test("switch chooses a kind of keyframe", arguments: ChosenKeyframeKind.allCases)
    func switchStatement(kind: ChosenKeyframeKind) {
        let track = KeyframeTrack {
            switch kind {
            case .linear: LinearKeyframe(10.0, duration: 1)
            case .cubic: CubicKeyframe(10.0, duration: 1)
            case .spring: SpringKeyframe(10.0, duration: 1, spring: Spring(duration: 0.1))
            case .move: MoveKeyframe(10.0)
            }
        }
        #expect(track.duration == (kind == .move ? 0 : 1))
        expectClose(track.sample(time: 1, initialValue: 0).value, 10, tolerance: 1e-9, "\(kind) arrives")
    }

    @Test("for loops add a keyframe per iteration, in order")
    func forLoop() {
        let targets: [Double] = [3, 1, 4, 1, 5, 9, 2, 6]
        let track = KeyframeTrack {
            for (index, target) in targets.enumerated() {
                if index.isMultiple(of: 2) {
                    LinearKeyframe(target, duration: 0.5)
                } else {
                    CubicKeyframe(target, duration: 0.5)
                }
            }
        }
        #expect(track.duration == 4)
        for (index, target) in targets.enumerated() {
            expectClose(track.sample(time: 0.5 * Double(index + 1), initialValue: 0).value, target,
                        tolerance: 1e-12, "keyframe \(index)")
        }
    }

    @Test("A loop over nothing and an empty branch add nothing")
    func emptyBranches() {
        let targets: [Double] = []
        let track = KeyframeTrack {
            for target in targets { LinearKeyframe(target, duration: 1) }
            if targets.isEmpty == false { MoveKeyframe(1.0) }
            LinearKeyframe(2.0, duration: 1)
        }
        #expect(track.duration == 1)
        expectClose(track.sample(time: 0.5, initialValue: 0).value, 1, tolerance: 1e-12, "the one keyframe")
    }
}
