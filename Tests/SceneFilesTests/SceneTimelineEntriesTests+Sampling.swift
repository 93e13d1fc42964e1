import AnimationCore
import Foundation
import FrameTimeline
import Testing
@testable import SceneFiles

extension SceneTimelineEntriesTests {
    // MARK: Sampling keyframe runs

    /// The rotation and radius tracks of `keyframedRun`, built with the AnimationCore keyframe API.
    static func rotationTrack() -> KeyframeTrack<Double, Double, KeyframeSequence<Double>> {
        KeyframeTrack {
            LinearKeyframe(-20.0, duration: 0.4, timingCurve: .easeOut)
            CubicKeyframe(60.0, duration: 0.8)
            CubicKeyframe(120.0, duration: 0.8, endVelocity: 30)
            SpringKeyframe(180.0, spring: Spring(duration: 0.8, bounce: 0.4))
        }
    }

    static func radiusTrack() -> KeyframeTrack<Double, Double, KeyframeSequence<Double>> {
        KeyframeTrack {
            SpringKeyframe(60.0, duration: 1.0, spring: .snappy)
            CubicKeyframe(150.0, duration: 1.2, startVelocity: -20)
            MoveKeyframe(110.0)
            SpringKeyframe(130.0, spring: .bouncy, startVelocity: 50)
            LinearKeyframe(120.0, duration: 0.3,
                           timingCurve: .bezier(startControlPoint: CGPoint(x: 0.2, y: 0.8), endControlPoint: CGPoint(x: 0.4, y: 1.3)))
        }
    }

    static let keyframedRun = #"""
        [{"at": 0.5, "keyframes": {
            "rotation": [{"type": "linear", "to": -20, "duration": 0.4, "curve": "easeOut"},
                         {"type": "cubic", "to": 60, "duration": 0.8},
                         {"type": "cubic", "to": 120, "duration": 0.8, "endVelocity": 30},
                         {"type": "spring", "to": 180, "spring": {"duration": 0.8, "bounce": 0.4}}],
            "radius": [{"type": "spring", "to": 60, "duration": 1.0, "spring": "snappy"},
                       {"type": "cubic", "to": 150, "duration": 1.2, "startVelocity": -20},
                       {"type": "move", "to": 110},
                       {"type": "spring", "to": 130, "spring": "bouncy", "startVelocity": 50},
                       {"type": "linear", "to": 120, "duration": 0.3, "curve": [0.2, 0.8, 0.4, 1.3]}]}}]
        """#

    @Test("a keyframe run samples exactly the AnimationCore keyframe tracks, before, during and after it", arguments: [24, 60])
    func keyframeRunMatchesTracks(fps: Int) throws {
        let scene = try Scene(Self.document(Self.keyframedRun, fps: fps, duration: 5, rotation: 10))
        let rotation = Self.rotationTrack(), radius = Self.radiusTrack()
        // The tracks last long enough to be seen whole, and end inside the scene.
        #expect(rotation.duration > 2 && radius.duration > 2.5 && 0.5 + max(rotation.duration, radius.duration) < 5)
        try Self.expectParameter("rotation", of: scene, tolerance: 1e-9) { time in
            time < 0.5 ? 10 : rotation.sample(time: time - 0.5, initialValue: 10).value
        }
        try Self.expectParameter("radius", of: scene, tolerance: 1e-9) { time in
            time < 0.5 ? 100 : radius.sample(time: time - 0.5, initialValue: 100).value
        }
    }

    @Test("a run starts from the value shown, and autoreverses its second play", arguments: [24, 60])
    func keyframeRunStartsFromShownValue(fps: Int) throws {
        let timeline = #"""
            [{"at": 0, "animation": {"type": "easeInOut", "duration": 2}, "set": {"radius": 200}},
             {"at": 1, "keyframes": {"radius": [{"type": "linear", "to": 50, "duration": 0.5},
                                                {"type": "cubic", "to": 150, "duration": 0.5}]},
              "repeat": {"count": 2, "autoreverses": true}}]
            """#
        let scene = try Scene(Self.document(timeline, fps: fps, duration: 4))
        let track = KeyframeTrack<Double, Double, KeyframeSequence<Double>> {
            LinearKeyframe(50.0, duration: 0.5)
            CubicKeyframe(150.0, duration: 0.5)
        }
        // Shown at 1 s: halfway through the ease, 100 + 100 × easeInOut(0.5) = 150.
        let start = 100 + 100 * UnitCurve.easeInOut.value(at: 0.5)
        #expect(abs(start - 150) < 1e-9)
        try Self.expectParameter("radius", of: scene, tolerance: 1e-9) { time in
            switch time {
            case ..<1: 100 + 100 * UnitCurve.easeInOut.value(at: time / 2)
            case ..<2: track.sample(time: time - 1, initialValue: start).value
            case ..<3: track.sample(time: 1 - (time - 2), initialValue: start).value
            default: start  // an even number of plays that autoreverse ends where the keyframes began
            }
        }
    }

    /// An animation that started before a keyframe run and still runs when the run ends would
    /// make its parameter jump then (what it had left reappears), so a scene refuses it, naming
    /// both entries and the times.
    @Test("an earlier animation of a driven parameter that outlasts the keyframes is refused")
    func refusesAnimationOutlastingRun() throws {
        // The linear change runs from 0 to 2 s; the keyframes take the radius over from 0.5 s to 1 s.
        let timeline = #"""
            [{"at": 0, "animation": {"type": "linear", "duration": 2}, "set": {"radius": 200}},
             {"at": 0.5, "keyframes": {"radius": [{"type": "linear", "to": 50, "duration": 0.5}]}}]
            """#
        #expect {
            _ = try Scene(Self.document(timeline, duration: 3))
        } throws: { error in
            guard let error = error as? SceneError else { return false }
            return error.path == "timeline[0]" && error.message.contains("animates radius until 2 s")
                && error.message.contains("keyframes of timeline[1] at 1 s")
        }
    }

    @Test("an earlier animation of a driven parameter that finishes before the keyframes end is accepted and holds",
          arguments: [24, 60])
    func acceptsAnimationEndingInsideRun(fps: Int) throws {
        let timeline = #"""
            [{"at": 0, "animation": {"type": "linear", "duration": 1}, "set": {"radius": 200}},
             {"at": 0.5, "keyframes": {"radius": [{"type": "linear", "to": 50, "duration": 1}]}}]
            """#
        let scene = try Scene(Self.document(timeline, fps: fps, duration: 3))
        try Self.expectParameter("radius", of: scene, tolerance: 1e-9) { time in
            switch time {
            case ..<0.5: 100 + 100 * time
            case ..<1.5: 150 + (50 - 150) * (time - 0.5)
            default: 50
            }
        }
    }

    // MARK: Sampling phase sequences

    @Test("a phase sequence of linear steps samples its hand-computed values, cycle after cycle", arguments: [24, 60])
    func phasesMatchHandComputedValues(fps: Int) throws {
        let timeline = #"""
            [{"at": 0, "phases": [{"set": {"radius": 130}},
                                  {"set": {"radius": 60}, "animation": {"type": "linear", "duration": 1}},
                                  {"set": {"radius": 100}, "animation": {"type": "linear", "duration": 0.5}, "hold": 0.25}],
              "cycles": 2}]
            """#
        let scene = try Scene(Self.document(timeline, fps: fps, duration: 3.5))
        // Cycle 1: jump to 130 at 0, to 60 over [0, 1], to 100 over [1, 1.5], hold until 1.75.
        // Cycle 2: the same from 1.75: jump to 130, to 60 over [1.75, 2.75], to 100 over [2.75, 3.25].
        try Self.expectParameter("radius", of: scene, tolerance: 1e-9) { time in
            switch time {
            case ..<1: 130 - 70 * time
            case ..<1.5: 60 + 40 * (time - 1) / 0.5
            case ..<1.75: 100
            case ..<2.75: 130 - 70 * (time - 1.75)
            case ..<3.25: 60 + 40 * (time - 2.75) / 0.5
            default: 100
            }
        }
    }

    @Test("a phase entered with a spring moves on at the spring's response, the spring still running beneath", arguments: [24, 60])
    func phasesMoveOnAtLogicalCompletion(fps: Int) throws {
        let timeline = #"""
            [{"at": 0, "phases": [{"set": {"rotation": 90}, "animation": {"type": "smooth", "duration": 0.5}},
                                  {"set": {"rotation": 180}, "animation": {"type": "linear", "duration": 0.5}}]}]
            """#
        let scene = try Scene(Self.document(timeline, fps: fps, duration: 2))
        let spring = Spring(duration: 0.5, bounce: 0)
        func springValue(_ time: Double) -> Double {
            time < spring.settlingDuration ? spring.value(target: 90.0, time: time) : 90
        }
        // PhaseSequence finds the completion by bisection to a microsecond: 180°/s × 1 µs.
        try Self.expectParameter("rotation", of: scene, tolerance: 1e-3) { time in
            switch time {
            case ..<0.5: springValue(time)
            case ..<1: springValue(time) + 90 * (time - 0.5) / 0.5
            default: springValue(time) + 90
            }
        }
    }

    // MARK: Sampling springs

    static let springChanges: [(String, Spring, Double?)] = [
        (#"{"type": "spring", "duration": 0.8, "bounce": 0.4}"#, Spring(duration: 0.8, bounce: 0.4), nil),
        (#"{"type": "spring", "response": 0.55, "dampingFraction": 0.6}"#, Spring(response: 0.55, dampingRatio: 0.6), nil),
        (#"{"type": "spring", "duration": 0.6, "bounce": -0.4}"#, Spring(duration: 0.6, bounce: -0.4), nil),
        (#"{"type": "smooth"}"#, .smooth, nil),
        (#"{"type": "snappy", "duration": 0.4, "extraBounce": 0.05}"#, Spring(duration: 0.4, bounce: 0.2), nil),
        (#"{"type": "bouncy", "duration": 0.8, "extraBounce": 0.1}"#, Spring(duration: 0.8, bounce: 0.4), nil),
        (#"{"type": "interactiveSpring", "duration": 0.3}"#, Spring(duration: 0.3, bounce: 0.15), nil),
        (#"{"type": "interpolatingSpring", "stiffness": 170, "damping": 15, "initialVelocity": 2}"#,
         Spring(mass: 1, stiffness: 170, damping: 15), 2),
        (#"{"type": "interpolatingSpring", "duration": 0.7, "bounce": 0.3}"#, Spring(duration: 0.7, bounce: 0.3), 0),
    ]

    @Test("a spring change samples Spring.value(target:initialVelocity:time:) in degrees until it settles",
          arguments: springChanges, [24, 60])
    func springChangeMatchesClosedForm(_ change: (String, Spring, Double?), fps: Int) throws {
        let (animation, spring, interpolatingVelocity) = change
        let timeline = "[{\"at\": 0.25, \"animation\": \(animation), \"set\": {\"rotation\": 90}}]"
        let scene = try Scene(Self.document(timeline, fps: fps, duration: 3, rotation: 10))
        // A persistent spring moves the change of 80° from rest; an interpolating one moves a unit
        // fraction with its own initial velocity and scales the change by it. Both stop at the
        // settling time for a unit change (the rest threshold is relative to the change).
        let velocity = interpolatingVelocity ?? 0
        let settling = spring.settlingDuration(target: 1.0, initialVelocity: velocity, epsilon: 0.001)
        #expect(settling > 0.2 && settling < 2.75, "the spring settles inside the scene: \(settling)")
        try Self.expectParameter("rotation", of: scene, tolerance: 1e-9) { time in
            let elapsed = time - 0.25
            guard elapsed >= 0 else { return 10 }
            guard elapsed < settling else { return 90 }
            return 10 + 80 * spring.value(target: 1.0, initialVelocity: velocity, time: elapsed)
        }
        try Self.expectParameter("radius", of: scene, tolerance: 0) { _ in 100 }
    }

    /// The rotation of `retargetTimeline`, by the closed form: the first spring from rest towards
    /// 270, then from 0.6 s the second spring from where the first was, with its velocity,
    /// towards 45.
    struct Retarget {
        let first = Spring(duration: 1.5, bounce: 0.2)
        let second = Spring(duration: 1.0, bounce: 0.2)
        let retargetTime = 0.6
        var x0: Double { first.value(target: 270.0, time: retargetTime) }
        var v0: Double { first.velocity(target: 270.0, time: retargetTime) }

        /// When the second spring counts as at rest: 0.001 of its scale, the larger of the distance
        /// left and the distance its velocity alone would carry it (as SpringAnimation decides).
        var secondSettling: Double {
            let scale = max(abs(45 - x0), abs(v0) / (2 * .pi / second.duration))
            return second.settlingDuration(target: 45 - x0, initialVelocity: v0, epsilon: 0.001 * scale)
        }

        func value(at time: Double) -> Double {
            guard time >= retargetTime else { return first.value(target: 270.0, time: time) }
            guard time - retargetTime < secondSettling else { return 45 }
            return second.value(target: 45 - x0, initialVelocity: v0, time: time - retargetTime) + x0
        }

        func velocity(at time: Double) -> Double {
            guard time >= retargetTime else { return first.velocity(target: 270.0, time: time) }
            return second.velocity(target: 45 - x0, initialVelocity: v0, time: time - retargetTime)
        }

        /// The acceleration of a unit-mass spring: −k·(x − target) − c·v.
        func acceleration(at time: Double) -> Double {
            let (spring, target) = time >= retargetTime ? (second, 45.0) : (first, 270.0)
            return -spring.stiffness * (value(at: time) - target) - spring.damping * velocity(at: time)
        }
    }

    static let retargetTimeline = #"""
        [{"at": 0, "animation": {"type": "spring", "duration": 1.5, "bounce": 0.2}, "set": {"rotation": 270}},
         {"at": 0.6, "animation": {"type": "spring", "duration": 1.0, "bounce": 0.2}, "set": {"rotation": 45}}]
        """#

    @Test("a spring retargeted by a spring follows the closed form: the second spring from the first's value and velocity",
          arguments: [24, 60])
    func retargetMatchesClosedForm(fps: Int) throws {
        let scene = try Scene(Self.document(Self.retargetTimeline, fps: fps))
        let retarget = Retarget()
        // The retarget comes mid-flight: far from both targets, moving fast towards 270.
        #expect(retarget.x0 > 100 && retarget.x0 < 250 && retarget.v0 > 200, "x0 = \(retarget.x0), v0 = \(retarget.v0)")
        // The scene lasts until the second spring has covered everything it carries.
        #expect(abs(scene.clock.duration - (0.6 + retarget.secondSettling)) < 1e-5,
                "duration \(scene.clock.duration), second spring settles at \(0.6 + retarget.secondSettling)")
        try Self.expectParameter("rotation", of: scene, tolerance: 1e-6) { retarget.value(at: $0) }
    }

    @Test("across the retarget the value and its finite-difference velocity are continuous (1000 fps)")
    func retargetIsContinuous() throws {
        let scene = try Scene(Self.document(Self.retargetTimeline, fps: 1000))
        let retarget = Retarget()
        let dt = 0.001
        let frame = 600
        let values = try (frame - 2...frame + 2).map { try Self.value("rotation", in: scene.sample(frame: $0)) }
        #expect(abs(scene.clock.time(ofFrame: frame) - retarget.retargetTime) < 1e-12)
        // Value: the sample at the retarget frame is where the first spring had got to.
        #expect(abs(values[2] - retarget.x0) < 1e-9, "at the retarget: \(values[2]), expected \(retarget.x0)")
        // Velocity: the differences just before and just after the retarget both approximate v0; a
        // velocity-dropping take-over would make the second ≈ a·dt/2, far below v0.
        let before = (values[2] - values[1]) / dt, after = (values[3] - values[2]) / dt
        let firstAcceleration = retarget.acceleration(at: retarget.retargetTime - 1e-9)
        let secondAcceleration = retarget.acceleration(at: retarget.retargetTime)
        // Taylor: Δx/dt = v0 ± a·dt/2 + O(dt²·jerk); the bound allows the a·dt/2 term twice over.
        #expect(abs(before - retarget.v0) <= abs(firstAcceleration) * dt, "before \(before), v0 \(retarget.v0)")
        #expect(abs(after - retarget.v0) <= abs(secondAcceleration) * dt, "after \(after), v0 \(retarget.v0)")
        // And the second differences follow the accelerations of the two springs.
        let secondDifferenceBefore = (values[2] - 2 * values[1] + values[0]) / (dt * dt)
        let secondDifferenceAfter = (values[4] - 2 * values[3] + values[2]) / (dt * dt)
        #expect(abs(secondDifferenceBefore - firstAcceleration) < 0.02 * abs(firstAcceleration))
        #expect(abs(secondDifferenceAfter - secondAcceleration) < 0.02 * abs(secondAcceleration))
    }
}
