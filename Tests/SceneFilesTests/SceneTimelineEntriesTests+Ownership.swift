import AnimationCore
import Foundation
import FrameTimeline
import Testing
@testable import SceneFiles

extension SceneTimelineEntriesTests {
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
}
