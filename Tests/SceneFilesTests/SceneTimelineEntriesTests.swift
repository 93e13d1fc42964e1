import AnimationCore
import Foundation
import FrameTimeline
import Testing
@testable import SceneFiles

/// Phase sequences and keyframe runs in scene files: what they read into, how bad ones fail, and
/// what a built scene samples, checked against the AnimationCore API and closed forms computed
/// here.
@Suite("Scene timeline entries")
struct SceneTimelineEntriesTests {
    // MARK: Helpers

    /// The valid scene (a wheel of radius 100 at rotation 0, 24 fps) with another timeline.
    /// - Parameters:
    ///   - timeline: The `timeline` array as JSON text.
    ///   - fps: Frames per second.
    ///   - duration: The scene's duration, or nil to end with the timeline.
    ///   - rotation: The starting rotation in degrees.
    static func document(_ timeline: String, fps: Int = 24, duration: Double? = nil,
                         rotation: Double = 0) throws(SceneError) -> SceneDocument {
        var object = setting("timeline", to: parseJSON(timeline), in: validSceneObject())
        object = setting("fps", to: fps, in: object)
        object = setting("layout.parameters.rotation", to: rotation, in: object)
        if let duration { object = setting("duration", to: duration, in: object) }
        return try readScene(object)
    }

    /// The single entry of a one-entry timeline.
    static func entry(_ json: String) throws(SceneError) -> TimelineEntry? {
        try document("[\(json)]", duration: 10).timeline.first
    }

    static func keyframeRun(_ json: String) throws -> KeyframeRunSpec {
        guard case .keyframes(let run)? = try entry(json) else { throw Failure("\(json) is not a keyframe run") }
        return run
    }

    static func phaseSequence(_ json: String) throws -> PhaseSequenceSpec {
        guard case .phases(let sequence)? = try entry(json) else { throw Failure("\(json) is not a phase sequence") }
        return sequence
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// A parameter's value in a sample, by name.
    static func value(_ name: String, in sample: SampledFrame) -> Double {
        sample.parameters.first { $0.name == name }?.value ?? .nan
    }

    /// Checks a parameter at every frame of a scene against an expectation, naming the worst frame.
    static func expectParameter(_ name: String, of scene: Scene, tolerance: Double,
                                sourceLocation: SourceLocation = #_sourceLocation,
                                equals expected: (TimeInterval) -> Double) throws {
        var worst: (frame: Int, time: Double, actual: Double, expected: Double, error: Double)?
        for frame in scene.clock.frames {
            let sample = try scene.sample(frame: frame)
            let actual = value(name, in: sample), wanted = expected(sample.time)
            let error = abs(actual - wanted)
            guard !(error <= tolerance) else { continue }
            if worst == nil || !(error <= worst?.error ?? 0) {
                worst = (frame, sample.time, actual, wanted, error)
            }
        }
        if let worst {
            let message = "\(name) at frame \(worst.frame) (t = \(worst.time) s) is \(worst.actual), expected \(worst.expected) "
                + "(off by \(worst.error), tolerance \(tolerance))"
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
    }

    // MARK: Reading keyframe runs

    @Test("a keyframe run reads all four keyframe types, per parameter, with its repeat")
    func readsKeyframeRun() throws {
        let run = try Self.keyframeRun(#"""
            {"at": 1, "keyframes": {
                "rotation": [{"type": "linear", "to": 30, "duration": 0.5, "curve": "easeIn"},
                             {"type": "cubic", "to": 60, "duration": 0.4, "startVelocity": 10, "endVelocity": -5},
                             {"type": "cubic", "to": 70, "duration": 0.2},
                             {"type": "spring", "to": 90, "spring": "bouncy"},
                             {"type": "move", "to": 45}],
                "radius": [{"type": "spring", "to": 60, "duration": 1, "spring": {"response": 0.4, "dampingRatio": 0.6}, "startVelocity": 3}]},
             "repeat": {"count": 2, "autoreverses": true}}
            """#)
        let expected = KeyframeRunSpec(time: 1, tracks: [
            "rotation": [.linear(to: 30, duration: 0.5, curve: .easeIn),
                         .cubic(to: 60, duration: 0.4, startVelocity: 10, endVelocity: -5),
                         .cubic(to: 70, duration: 0.2, startVelocity: nil, endVelocity: nil),
                         .spring(to: 90, duration: nil, spring: .bouncy, startVelocity: nil),
                         .move(to: 45)],
            "radius": [.spring(to: 60, duration: 1, spring: Spring(response: 0.4, dampingRatio: 0.6), startVelocity: 3)],
        ], repeatCount: 2, autoreverses: true)
        #expect(run == expected)
    }

    @Test("repeat: once by default, a count, or for ever; autoreverses is false unless asked", arguments: [
        (#""#, 1 as Int?, false),
        (#", "repeat": {"count": 3}"#, 3, false),
        (#", "repeat": {"count": 4, "autoreverses": true}"#, 4, true),
        (#", "repeat": {"forever": true}"#, nil, false),
        (#", "repeat": {"forever": true, "autoreverses": true}"#, nil, true),
    ] as [(String, Int?, Bool)])
    func readsKeyframeRepeat(_ repeatJSON: String, count: Int?, autoreverses: Bool) throws {
        let run = try Self.keyframeRun(#"{"at": 0, "keyframes": {"radius": [{"type": "move", "to": 50}]}"# + repeatJSON + "}")
        #expect(run.repeatCount == count)
        #expect(run.autoreverses == autoreverses)
    }

    @Test("a linear keyframe's curve: a name or control points", arguments: [
        (#""linear""#, UnitCurve.linear),
        (#""easeIn""#, UnitCurve.easeIn),
        (#""easeOut""#, UnitCurve.easeOut),
        (#""easeInOut""#, UnitCurve.easeInOut),
        (#"[0.1, 0.2, 0.3, 1.4]"#, UnitCurve.bezier(startControlPoint: CGPoint(x: 0.1, y: 0.2), endControlPoint: CGPoint(x: 0.3, y: 1.4))),
        (#"[0, -0.5, 1, 1.5]"#, UnitCurve.bezier(startControlPoint: CGPoint(x: 0, y: -0.5), endControlPoint: CGPoint(x: 1, y: 1.5))),
        (#"null"#, UnitCurve.linear),
    ])
    func readsCurve(_ curveJSON: String, expected: UnitCurve) throws {
        let run = try Self.keyframeRun(#"{"at": 0, "keyframes": {"rotation": [{"type": "linear", "to": 30, "duration": 1, "curve": "#
                                       + curveJSON + "}]}}")
        #expect(run.tracks["rotation"] == [.linear(to: 30, duration: 1, curve: expected)])
    }

    @Test("a spring keyframe's spring: a preset or one of SwiftUI's four descriptions", arguments: [
        (#""smooth""#, Spring.smooth),
        (#""snappy""#, Spring.snappy),
        (#""bouncy""#, Spring.bouncy),
        (#"{}"#, Spring(duration: 0.5, bounce: 0)),
        (#"{"duration": 0.8, "bounce": 0.4}"#, Spring(duration: 0.8, bounce: 0.4)),
        (#"{"bounce": -0.3}"#, Spring(duration: 0.5, bounce: -0.3)),
        (#"{"response": 0.4, "dampingRatio": 0.6}"#, Spring(response: 0.4, dampingRatio: 0.6)),
        (#"{"response": 0.4, "dampingRatio": 2}"#, Spring(response: 0.4, dampingRatio: 2)),
        (#"{"mass": 2, "stiffness": 150, "damping": 12}"#, Spring(mass: 2, stiffness: 150, damping: 12)),
        (#"{"stiffness": 100, "damping": 10}"#, Spring(mass: 1, stiffness: 100, damping: 10)),
        (#"{"stiffness": 100, "damping": 40}"#, Spring(mass: 1, stiffness: 100, damping: 20)),
        (#"{"stiffness": 100, "damping": 40, "allowOverDamping": true}"#, Spring(mass: 1, stiffness: 100, damping: 40, allowOverDamping: true)),
        (#"{"settlingDuration": 1.2, "dampingRatio": 0.8}"#, Spring(settlingDuration: 1.2, dampingRatio: 0.8)),
        (#"{"settlingDuration": 1.2, "dampingRatio": 0.8, "epsilon": 0.01}"#, Spring(settlingDuration: 1.2, dampingRatio: 0.8, epsilon: 0.01)),
    ])
    func readsSpring(_ springJSON: String, expected: Spring) throws {
        let run = try Self.keyframeRun(#"{"at": 0, "keyframes": {"radius": [{"type": "spring", "to": 50, "spring": "#
                                       + springJSON + "}]}}")
        guard case .spring(let to, let duration, let spring, let velocity)? = run.tracks["radius"]?.first else {
            Issue.record("not a spring keyframe: \(run)")
            return
        }
        #expect(to == 50 && duration == nil && velocity == nil)
        #expect(spring == expected, "read \(spring), expected \(expected)")
    }

    @Test("a spring keyframe without a spring has SwiftUI's default, Spring()")
    func readsDefaultSpring() throws {
        let run = try Self.keyframeRun(#"{"at": 0, "keyframes": {"radius": [{"type": "spring", "to": 50, "duration": 0.3}]}}"#)
        #expect(run.tracks["radius"] == [.spring(to: 50, duration: 0.3, spring: Spring(), startVelocity: nil)])
    }

    // MARK: Reading phase sequences

    @Test("a phase sequence reads its phases, animations, holds and cycles")
    func readsPhases() throws {
        let sequence = try Self.phaseSequence(#"""
            {"at": 0.5, "phases": [{"set": {"radius": 130}},
                                   {"set": {"radius": 60, "rotation": 90}, "animation": {"type": "snappy", "duration": 0.6}, "hold": 0.2}],
             "cycles": 3}
            """#)
        let expected = PhaseSequenceSpec(time: 0.5, phases: [
            PhaseSpec(parameters: ["radius": 130], animation: nil, hold: 0),
            PhaseSpec(parameters: ["radius": 60, "rotation": 90], animation: .snappy(duration: 0.6), hold: 0.2),
        ], cycles: 3)
        #expect(sequence == expected)
    }

    @Test("cycles: once by default, a count, or for ever", arguments: [
        (#""#, 1 as Int?),
        (#", "cycles": 4"#, 4),
        (#", "forever": true"#, nil),
        (#", "forever": false, "cycles": 2"#, 2),
        (#", "forever": false"#, 1),
    ] as [(String, Int?)])
    func readsCycles(_ cyclesJSON: String, cycles: Int?) throws {
        let sequence = try Self.phaseSequence(#"{"at": 0, "phases": [{"set": {"radius": 50}, "hold": 1}]"# + cyclesJSON + "}")
        #expect(sequence.cycles == cycles)
    }
}
