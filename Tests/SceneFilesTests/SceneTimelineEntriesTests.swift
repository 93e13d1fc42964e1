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

    // MARK: Bad entries

    struct BadEntry: CustomTestStringConvertible, Sendable {
        /// The timeline entry as JSON text.
        let json: String
        let path: String
        let message: String
        var testDescription: String { json }

        init(_ json: String, _ path: String, _ message: String) {
            self.json = json
            self.path = path
            self.message = message
        }
    }

    static let badEntries: [BadEntry] = [
        // Keyframes.
        BadEntry(#"{"at": 0, "keyframes": {"rotation": [{"type": "cubc", "to": 1, "duration": 1}]}}"#,
                 "timeline[0].keyframes.rotation[0].type", #"unknown keyframe type "cubc" (did you mean "cubic"?)"#),
        BadEntry(#"{"at": 0, "keyframes": {"rotation": [{"type": "move", "to": 1}, {"type": "linear", "to": 5}]}}"#,
                 "timeline[0].keyframes.rotation[1]", #"a linear keyframe needs a "duration" in seconds"#),
        BadEntry(#"{"at": 0, "keyframes": {"rotation": [{"type": "cubic", "to": 5}]}}"#,
                 "timeline[0].keyframes.rotation[0]", #"a cubic keyframe needs a "duration""#),
        BadEntry(#"{"at": 0, "keyframes": {"rotation": [{"type": "cubic", "duration": 1}]}}"#,
                 "timeline[0].keyframes.rotation[0]", #"missing field "to""#),
        BadEntry(#"{"at": 0, "keyframes": {"rotation": [{"to": 1}]}}"#, "timeline[0].keyframes.rotation[0]", #"missing field "type""#),
        BadEntry(#"{"at": 0, "keyframes": {"rotation": [{"type": "linear", "to": 1, "duration": -1}]}}"#,
                 "timeline[0].keyframes.rotation[0].duration", "-1 is out of range: the keyframe's duration in seconds"),
        BadEntry(#"{"at": 0, "keyframes": {"rotation": [{"type": "cubic", "to": 1, "duration": 1, "curve": "easeIn"}]}}"#,
                 "timeline[0].keyframes.rotation[0].curve", "unknown field"),
        BadEntry(#"{"at": 0, "keyframes": {"rotation": [{"type": "linear", "to": 1, "duration": 1, "spring": "bouncy"}]}}"#,
                 "timeline[0].keyframes.rotation[0].spring", "unknown field"),
        BadEntry(#"{"at": 0, "keyframes": {"rotation": [{"type": "move", "to": 1, "duration": 1}]}}"#,
                 "timeline[0].keyframes.rotation[0].duration", "unknown field; expected one of type, to"),
        BadEntry(#"{"at": 0, "keyframes": {"rotation": [{"type": "linear", "to": 1, "duration": 1, "curve": "easeInOt"}]}}"#,
                 "timeline[0].keyframes.rotation[0].curve", #"unknown timing curve "easeInOt" (did you mean "easeInOut"?)"#),
        BadEntry(#"{"at": 0, "keyframes": {"rotation": [{"type": "linear", "to": 1, "duration": 1, "curve": [0.1, 0.2]}]}}"#,
                 "timeline[0].keyframes.rotation[0].curve", "expected 4 numbers [x1, y1, x2, y2], found 2"),
        BadEntry(#"{"at": 0, "keyframes": {"rotation": [{"type": "linear", "to": 1, "duration": 1, "curve": [1.5, 0, 0.5, 1]}]}}"#,
                 "timeline[0].keyframes.rotation[0].curve[0]", "1.5 is out of range: x1 must be in 0...1"),
        BadEntry(#"{"at": 0, "keyframes": {"rotation": [{"type": "linear", "to": 1, "duration": 1, "curve": 3}]}}"#,
                 "timeline[0].keyframes.rotation[0].curve", "expected a curve name (easeIn, easeInOut, easeOut, linear) or [x1, y1, x2, y2], found 3"),
        BadEntry(#"{"at": 0, "keyframes": {"rotation": [{"type": "cubic", "to": 1, "duration": 1, "startVelocity": "fast"}]}}"#,
                 "timeline[0].keyframes.rotation[0].startVelocity", #"expected a number, found "fast""#),
        BadEntry(#"{"at": 0, "keyframes": {"rotaton": [{"type": "move", "to": 1}]}}"#,
                 "timeline[0].keyframes.rotaton", #"unknown field (did you mean "rotation"?)"#),
        BadEntry(#"{"at": 0, "keyframes": {}}"#, "timeline[0].keyframes", "has no tracks; name at least one of rotation, radius"),
        BadEntry(#"{"at": 0, "keyframes": []}"#, "timeline[0].keyframes", "expected an object, found an array of 0"),
        BadEntry(#"{"at": 0, "keyframes": {"rotation": {"type": "move", "to": 1}}}"#, "timeline[0].keyframes.rotation", "expected an array"),
        BadEntry(#"{"at": 0, "keyframes": {"rotation": [{"type": "move", "to": 1}]}, "repeat": {"count": 2, "forever": true}}"#,
                 "timeline[0].repeat", #"give either "count" or "forever": true"#),
        BadEntry(#"{"at": 0, "keyframes": {"rotation": [{"type": "move", "to": 1}]}, "repeat": {"count": 0}}"#,
                 "timeline[0].repeat.count", "the repeat count must be a whole number in 1..."),
        BadEntry(#"{"at": 0, "keyframes": {"rotation": [{"type": "move", "to": 1}]}, "set": {"radius": 5}}"#,
                 "timeline[0].set", "unknown field (did you mean \"at\"?); expected one of at, keyframes, repeat"),
        BadEntry(#"{"keyframes": {"rotation": [{"type": "move", "to": 1}]}}"#, "timeline[0]", #"missing field "at""#),
        // Springs of spring keyframes.
        BadEntry(#"{"at": 0, "keyframes": {"radius": [{"type": "spring", "to": 1, "spring": "bouncey"}]}}"#,
                 "timeline[0].keyframes.radius[0].spring", #"unknown spring preset "bouncey" (did you mean "bouncy"?)"#),
        BadEntry(#"{"at": 0, "keyframes": {"radius": [{"type": "spring", "to": 1, "spring": {"duration": 0.5, "dampingRatio": 0.5}}]}}"#,
                 "timeline[0].keyframes.radius[0].spring",
                 #""duration" cannot be given with "dampingRatio"; describe a spring one way: duration/bounce; response/dampingRatio; mass/stiffness/damping/allowOverDamping; settlingDuration/dampingRatio/epsilon"#),
        BadEntry(#"{"at": 0, "keyframes": {"radius": [{"type": "spring", "to": 1, "spring": {"bounce": 0.5, "stiffness": 100, "damping": 5}}]}}"#,
                 "timeline[0].keyframes.radius[0].spring", #""bounce" cannot be given with "stiffness", "damping""#),
        BadEntry(#"{"at": 0, "keyframes": {"radius": [{"type": "spring", "to": 1, "spring": {"stiffness": 100}}]}}"#,
                 "timeline[0].keyframes.radius[0].spring", #"missing field "damping""#),
        BadEntry(#"{"at": 0, "keyframes": {"radius": [{"type": "spring", "to": 1, "spring": {"response": 0.4}}]}}"#,
                 "timeline[0].keyframes.radius[0].spring", #"missing field "dampingRatio""#),
        BadEntry(#"{"at": 0, "keyframes": {"radius": [{"type": "spring", "to": 1, "spring": {"settlingDuration": 1}}]}}"#,
                 "timeline[0].keyframes.radius[0].spring", #"missing field "dampingRatio""#),
        BadEntry(#"{"at": 0, "keyframes": {"radius": [{"type": "spring", "to": 1, "spring": {"settlingDuration": 20, "dampingRatio": 0.5}}]}}"#,
                 "timeline[0].keyframes.radius[0].spring.settlingDuration", "20 is out of range: the settling duration in seconds must be in 0.01...10"),
        BadEntry(#"{"at": 0, "keyframes": {"radius": [{"type": "spring", "to": 1, "spring": {"settlingDuration": 1, "dampingRatio": 1.5}}]}}"#,
                 "timeline[0].keyframes.radius[0].spring.dampingRatio", "the damping ratio of a settling spring must be in 0.001...1"),
        BadEntry(#"{"at": 0, "keyframes": {"radius": [{"type": "spring", "to": 1, "spring": {"bounce": -1}}]}}"#,
                 "timeline[0].keyframes.radius[0].spring.bounce", "must be greater than -1"),
        BadEntry(#"{"at": 0, "keyframes": {"radius": [{"type": "spring", "to": 1, "spring": {"duration": 0}}]}}"#,
                 "timeline[0].keyframes.radius[0].spring.duration", "greater than 0"),
        BadEntry(#"{"at": 0, "keyframes": {"radius": [{"type": "spring", "to": 1, "spring": {"stiffness": 0.000001, "damping": 0}}]}}"#,
                 "timeline[0].keyframes.radius[0].spring", "make a spring with a period of 6283"),
        BadEntry(#"{"at": 0, "keyframes": {"radius": [{"type": "spring", "to": 1, "spring": 3}]}}"#,
                 "timeline[0].keyframes.radius[0].spring", "expected an object, found 3"),
        // Phases.
        BadEntry(#"{"at": 0, "phases": []}"#, "timeline[0].phases", "a phase sequence needs at least one phase"),
        BadEntry(#"{"at": 0, "phases": [{"set": {"radius": 50}, "hold": 1}], "cycles": 2, "forever": true}"#,
                 "timeline[0].cycles", #"give either "cycles" or "forever": true, not both"#),
        BadEntry(#"{"at": 0, "phases": [{"set": {"radius": 50}, "hold": 1}], "cycles": 0}"#,
                 "timeline[0].cycles", "the number of cycles must be a whole number in 1..."),
        BadEntry(#"{"at": 0, "phases": [{"set": {"radius": 50}, "hold": 1}], "cycles": 1.5}"#,
                 "timeline[0].cycles", "1.5 is not valid"),
        BadEntry(#"{"at": 0, "phases": [{"set": {"radius": 50}}, {"hold": 1}]}"#, "timeline[0].phases[1]", #"missing field "set""#),
        BadEntry(#"{"at": 0, "phases": [{"set": {"radius": 50}, "hold": -1}]}"#, "timeline[0].phases[0].hold", "-1 is out of range"),
        BadEntry(#"{"at": 0, "phases": [{"set": {"radius": 50}, "at": 1}]}"#, "timeline[0].phases[0].at", "expected one of set, animation, hold"),
        BadEntry(#"{"at": 0, "phases": [{"set": {"radius": 50}, "animation": {"type": "bouncy", "bounce": 0.2}}]}"#,
                 "timeline[0].phases[0].animation", #""bounce" belongs to type"#),
        BadEntry(#"{"at": 0, "phases": [{"set": {"radus": 50}}]}"#, "timeline[0].phases[0].set.radus", #"did you mean "radius"?"#),
        BadEntry(#"{"at": 0, "phases": [{"set": {}}]}"#, "timeline[0].phases[0].set", "sets nothing"),
        BadEntry(#"{"at": 0, "phases": [{"set": {"radius": 50}}], "set": {"radius": 5}}"#,
                 "timeline[0].set", "expected one of at, phases, cycles, forever"),
        BadEntry(#"{"at": 0, "phases": {"set": {"radius": 50}}}"#, "timeline[0].phases", "expected an array"),
    ]

    @Test("each bad phase sequence or keyframe run is reported with its path and what was wrong", arguments: badEntries)
    func reportsBadEntry(_ bad: BadEntry) {
        #expect {
            _ = try Self.document("[\(bad.json)]", duration: 10)
        } throws: { error in
            guard let error = error as? SceneError else { return false }
            #expect(error.file == "test.json")
            #expect(error.path == bad.path, "message was: \(error.message)")
            #expect(error.message.contains(bad.message), "message was: \(error.message)")
            return true
        }
    }

    /// The period `2π·√(mass / stiffness)` is checked before the spring is built, since `Spring`
    /// itself would clamp it and read a spring too stiff to show as another one.
    @Test("a physical spring too stiff for its period to be shown is refused", arguments: [
        BadEntry(#"{"at": 0, "keyframes": {"radius": [{"type": "spring", "to": 1, "spring": {"stiffness": 1000000000, "damping": 1}}]}}"#,
                 "timeline[0].keyframes.radius[0].spring", "make a spring with a period of 0.000198"),
        BadEntry(#"{"at": 0, "animation": {"type": "interpolatingSpring", "stiffness": 1000000000, "damping": 1}, "set": {"radius": 5}}"#,
                 "timeline[0].animation.stiffness", "make a spring with a period of 0.000198"),
    ])
    func refusesTooStiffSpring(_ bad: BadEntry) {
        #expect {
            _ = try Self.document("[\(bad.json)]", duration: 10)
        } throws: { error in
            guard let error = error as? SceneError else { return false }
            return error.path == bad.path && error.message.contains(bad.message)
        }
    }

    // MARK: Building: ownership of driven parameters

    static let keyframesOnRotation =
        #"{"at": 1, "keyframes": {"rotation": [{"type": "linear", "to": 30, "duration": 1}]}}"#

    @Test("times in messages are rounded for people: three decimals at most")
    func roundedTimes() throws {
        let keyframes = #"{"at": 0.1, "keyframes": {"rotation": [{"type": "linear", "to": 30, "duration": 0.33333333333}]}}"#
        let change = #"{"at": 0.2, "set": {"rotation": 90}}"#
        #expect {
            _ = try Scene(Self.document("[\(keyframes), \(change)]"))
        } throws: { error in
            (error as? SceneError)?.message.contains("(from 0.1 s until 0.433 s)") ?? false
        }
    }

    @Test("a change to a parameter while keyframes drive it is refused, naming both entries", arguments: [
        (#"{"at": 1.5, "animation": {"type": "bouncy"}, "set": {"rotation": 90}}"#, "sets rotation at 1.5 s"),
        (#"{"at": 1, "set": {"rotation": 90}}"#, "sets rotation at 1 s"),
        (#"{"at": 1.999, "set": {"radius": 50, "rotation": 90}}"#, "sets rotation at 1.999 s"),
    ])
    func refusesChangeDuringRun(_ change: String, message: String) throws {
        let document = try Self.document("[\(Self.keyframesOnRotation), \(change)]")
        #expect {
            _ = try Scene(document)
        } throws: { error in
            guard let error = error as? SceneError else { return false }
            #expect(error.path == "timeline[1]")
            #expect(error.message.contains(message), "message was: \(error.message)")
            #expect(error.message.contains("while the keyframes of timeline[0] drive it (from 1 s until 2 s); the change would not be seen"),
                    "message was: \(error.message)")
            return true
        }
    }

    @Test("changes before or at the end of a run, or to parameters it does not drive, are accepted", arguments: [
        #"{"at": 0.5, "animation": {"type": "snappy"}, "set": {"rotation": 90}}"#,
        #"{"at": 2, "animation": {"type": "snappy"}, "set": {"rotation": 90}}"#,
        #"{"at": 1.5, "animation": {"type": "snappy"}, "set": {"radius": 50}}"#,
    ])
    func acceptsChangeOutsideRun(_ change: String) throws {
        let scene = try Scene(Self.document("[\(Self.keyframesOnRotation), \(change)]"))
        #expect(scene.clock.frameCount > 1)
    }

    @Test("a repeating run drives its parameters until its last play ends; a run for ever, for ever")
    func refusesChangeDuringRepeats() throws {
        let repeating = #"{"at": 1, "keyframes": {"rotation": [{"type": "linear", "to": 30, "duration": 1}]}, "repeat": {"count": 2}}"#
        #expect {
            _ = try Scene(Self.document("[\(repeating), {\"at\": 2.5, \"set\": {\"rotation\": 5}}]"))
        } throws: { error in
            (error as? SceneError).map { $0.path == "timeline[1]" && $0.message.contains("from 1 s until 3 s") } ?? false
        }
        let forever = #"{"at": 1, "keyframes": {"rotation": [{"type": "linear", "to": 30, "duration": 1}]}, "repeat": {"forever": true}}"#
        #expect {
            _ = try Scene(Self.document("[{\"at\": 100, \"set\": {\"rotation\": 5}}, \(forever)]", duration: 200))
        } throws: { error in
            (error as? SceneError).map { $0.path == "timeline[0]" && $0.message.contains("timeline[1] drive it (from 1 s for ever)") } ?? false
        }
    }

    @Test("a phase that sets a driven parameter during a run is refused, naming the phase sequence")
    func refusesPhaseDuringRun() throws {
        let phases = #"{"at": 0, "phases": [{"set": {"radius": 60}, "hold": 0.75}, {"set": {"rotation": 45}, "hold": 0.75}], "cycles": 2}"#
        // The phases are entered at 0, 0.75, 1.5 and 2.25 s: rotation is set at 0.75 (before the run) and at 2.25 (after it)
        // when the run lasts 1 s, but at 2.25 s it is still driven when the run repeats.
        _ = try Scene(Self.document("[\(Self.keyframesOnRotation), \(phases)]"))
        let repeating = #"{"at": 1, "keyframes": {"rotation": [{"type": "linear", "to": 30, "duration": 1}]}, "repeat": {"count": 2}}"#
        #expect {
            _ = try Scene(Self.document("[\(repeating), \(phases)]"))
        } throws: { error in
            guard let error = error as? SceneError else { return false }
            #expect(error.path == "timeline[1]")
            #expect(error.message.contains("sets rotation at 2.25 s, while the keyframes of timeline[0] drive it"), "message was: \(error.message)")
            return true
        }
    }

    @Test("phases for ever need the scene's duration")
    func foreverPhasesNeedDuration() throws {
        let phases = #"[{"at": 0, "phases": [{"set": {"radius": 60}, "animation": {"type": "snappy"}}, {"set": {"radius": 100}, "animation": {"type": "snappy"}}], "forever": true}]"#
        #expect {
            _ = try Scene(Self.document(phases))
        } throws: { error in
            guard let error = error as? SceneError else { return false }
            #expect(error.path == "timeline[0]")
            #expect(error.message.contains("cycles for ever, so it needs an end time (a scene's \"duration\")"), "message was: \(error.message)")
            return true
        }
        let scene = try Scene(Self.document(phases, duration: 3))
        #expect(scene.clock.frameCount == 3 * 24 + 1)
    }

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
