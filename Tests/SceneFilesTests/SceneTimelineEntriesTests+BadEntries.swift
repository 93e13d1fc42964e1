import AnimationCore
import Foundation
import FrameTimeline
import Testing
@testable import SceneFiles

extension SceneTimelineEntriesTests {
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
}
