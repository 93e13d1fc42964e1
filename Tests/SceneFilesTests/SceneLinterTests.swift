import Foundation
import FrameRendering
import Testing
import ZoetropeTestSupport
@testable import SceneFiles

/// Warnings for what a valid scene does that does nothing, each pointing at its place.
@Suite("Scene warnings")
struct SceneLinterTests {
    /// A wheel of four 20-point views on a 200-point canvas with `timeline` (JSON) and the given
    /// top-level fields.
    static func scene(timeline: String, extra: String = "", views: String? = nil) throws -> Scene {
        try Scene(document(timeline: timeline, extra: extra, views: views))
    }

    /// The timeline warnings of the scene ``scene(timeline:extra:views:)`` builds.
    static func timelineWarnings(timeline: String, extra: String = "", views: String? = nil) throws -> [SceneWarning] {
        let document = try document(timeline: timeline, extra: extra, views: views)
        return SceneLinter.timelineWarnings(for: try Scene(document), document: document)
    }

    static func document(timeline: String, extra: String = "", views: String? = nil) throws -> SceneDocument {
        let text = """
            {"version": 1, "canvas": {"width": 200, "height": 200}, "fps": 10\(extra),
             "layout": {"name": "wheel", "parameters": {"radius": 50}},
             "views": \(views ?? "[" + Array(repeating: #"{"shape": "circle", "width": 20, "height": 20}"#, count: 4).joined(separator: ", ") + "]"),
             "timeline": \(timeline)}
            """
        return try SceneReader.read(Data(text.utf8), file: "w.json", name: "w")
    }

    @Test("each kind of no-op is found, named and pointed at", arguments: [
        (#"[{"at": 12, "set": {"rotation": 90}}]"#, #", "duration": 2"#,
         "w.json:4:15: warning: timeline[0]: starts at 12 s, after the scene's last frame (2 s of a 2 s scene); it is never seen"),
        (#"[{"at": 1, "animation": {"type": "linear", "duration": 3}, "set": {"rotation": 90}}]"#, #", "duration": 2"#,
         #"w.json:4:15: warning: timeline[0]: it animates until 4 s, past the scene's last frame at 2 s, so the end is never seen; make the scene's "duration" 4 or more"#),
        // fps 10: an animation ending at 2.01 s is first shown by frame 21, at 2.1 s.
        (#"[{"at": 0.01, "animation": {"type": "linear", "duration": 2}, "set": {"rotation": 90}}]"#, #", "duration": 2"#,
         #"w.json:4:15: warning: timeline[0]: it animates until 2.01 s, past the scene's last frame at 2 s, so the end is never seen; make the scene's "duration" 2.1 or more"#),
        (#"[{"at": 0, "set": {"radius": 50}}]"#, "",
         "w.json:4:43: warning: timeline[0].set.radius: sets radius to 50 at 0 s, which it already is; the change does nothing"),
        (#"[{"at": 0, "set": {"rotation": 0}}]"#, "",
         "w.json:4:45: warning: timeline[0].set.rotation: sets rotation to 0 at 0 s, which it already is; the change does nothing"),
        (#"[{"at": 0, "phases": [{"set": {"radius": 60}, "animation": {"type": "linear", "duration": 1}, "hold": 2}], "cycles": 1}]"#, "",
         #"w.json:4:116: warning: timeline[0].phases[0].hold: the last phase's hold of 2 s is never shown: a scene without a "duration" ends when its last animation does (1 s); give a "duration" to show it"#),
    ])
    func warns(timeline: String, extra: String, expected: String) throws {
        let warnings = try Self.timelineWarnings(timeline: timeline, extra: extra)
        #expect(warnings.map(\.summary) == [expected])
    }

    @Test("a later change to the same value is a no-op only when nothing changed it in between")
    func sameValueLater() throws {
        let warnings = try Self.timelineWarnings(timeline: """
            [{"at": 2, "animation": {"type": "linear", "duration": 1}, "set": {"radius": 80}},
             {"at": 1, "set": {"radius": 70}},
             {"at": 3, "set": {"radius": 80}}]
            """)
        #expect(warnings.map(\.path) == ["timeline[2].set.radius"])
    }

    @Test("a scene without a duration ends with its last animation: its last frame, just before an end between frames, is not warned about")
    func naturalEnd() throws {
        // fps 10: the animation ends at 1.05 s; the scene's last frame is at 1 s.
        let scene = try Self.scene(timeline: #"[{"at": 0.05, "animation": {"type": "linear", "duration": 1}, "set": {"rotation": 90}}]"#)
        #expect(scene.clock.time(ofFrame: scene.clock.frameCount - 1) < 1.05, "the last frame is before the end")
        #expect(try Self.timelineWarnings(timeline: #"[{"at": 0.05, "animation": {"type": "linear", "duration": 1}, "set": {"rotation": 90}}]"#).isEmpty)
    }

    @Test("what is seen, repeats for ever, or is driven by keyframes is not warned about", arguments: [
        #"[{"at": 0, "animation": {"type": "linear", "duration": 1}, "set": {"rotation": 90}}]"#,
        #"[{"at": 0, "animation": {"type": "linear", "duration": 1, "repeat": {"forever": true}}, "set": {"rotation": 90}}]"#,
        #"[{"at": 0, "keyframes": {"radius": [{"type": "linear", "to": 50, "duration": 1}]}}, {"at": 2, "set": {"radius": 50}}]"#,
    ])
    func quiet(timeline: String) throws {
        let scene = try Self.scene(timeline: timeline, extra: #", "duration": 3"#)
        #expect(try Self.timelineWarnings(timeline: timeline, extra: #", "duration": 3"#).isEmpty)
        #expect(try SceneLinter.placementWarnings(for: scene).isEmpty)
    }

    @Test("a view outside the canvas in every frame is named; one that passes through is not")
    func outsideTheCanvas() throws {
        // A wheel of radius 400 on a 200-point canvas: every view far outside, except as it turns past none.
        let text = """
            {"version": 1, "canvas": {"width": 200, "height": 200}, "fps": 10, "duration": 1,
             "layout": {"name": "wheel", "parameters": {"radius": 400}},
             "views": [{"shape": "circle", "width": 20, "height": 20}, {"shape": "circle", "width": 20, "height": 20}]}
            """
        let scene = try Scene(SceneReader.read(Data(text.utf8), file: "far.json", name: "far"))
        let warnings = try SceneLinter.placementWarnings(for: scene)
        #expect(warnings.map(\.summary) == [
            "far.json:3:12: warning: views[0]: is outside the 200×200 canvas in every frame (at frame 0 its centre is at (100, -300)); it is never seen",
            "far.json:3:60: warning: views[1]: is outside the 200×200 canvas in every frame (at frame 0 its centre is at (100, 500)); it is never seen",
        ])
        let near = try Scene(SceneReader.read(Data(text.replacingOccurrences(of: "400", with: "105").utf8), file: "near.json", name: "near"))
        #expect(try SceneLinter.placementWarnings(for: near).isEmpty, "a view whose edge reaches the canvas is seen")
    }

    @Test("hundreds of views off the canvas give the first hundred warnings, located, then how many more")
    func manyWarnings() throws {
        let views = "[" + Array(repeating: #"{"shape": "circle", "width": 20, "height": 20}"#, count: 180).joined(separator: ",\n") + "]"
        let text = """
            {"version": 1, "canvas": {"width": 200, "height": 200}, "fps": 10, "duration": 1,
             "layout": {"name": "wheel", "parameters": {"radius": 4000}},
             "views": \(views)}
            """
        let scene = try Scene(SceneReader.read(Data(text.utf8), file: "far.json", name: "far"))
        let warnings = try SceneLinter.placementWarnings(for: scene)
        #expect(warnings.count == SceneLinter.maximumWarnings + 1)
        #expect(warnings[99].summary.hasPrefix("far.json:102:"), "\(warnings[99].summary)")
        #expect(warnings.last?.summary == "far.json: warning: 80 more warnings like these not listed")
    }

    @Test("a long scene is sampled at evenly spaced frames, the first and last included")
    func sampling() throws {
        let scene = try Self.scene(timeline: "[]", extra: #", "duration": 86400"#)
        let frames = SceneLinter.sampledFrames(of: scene)
        #expect(frames.count == SceneLinter.maximumViewFrames / 4)
        #expect(frames.first == 0 && frames.last == scene.clock.frameCount - 1)
        #expect(zip(frames, frames.dropFirst()).allSatisfy { $0 < $1 })
    }

    @Test("every shipped scene is free of warnings", arguments: try FileManager.default
        .contentsOfDirectory(atPath: packageRoot.appendingPathComponent("scenes").path).filter { $0.hasSuffix(".json") }.sorted())
    func shippedScenes(name: String) throws {
        let url = packageRoot.appendingPathComponent("scenes/\(name)")
        let document = try SceneReader.read(contentsOf: url)
        // Labels measured 10 points a character: enough to place views sized to them.
        let scene = try Scene(document, textMeasurer: FixedWidthText())
        let warnings = SceneLinter.timelineWarnings(for: scene, document: document) + (try SceneLinter.placementWarnings(for: scene))
        #expect(warnings.isEmpty, "\(warnings.map(\.description).joined(separator: "\n"))")
    }
}

/// Text 10 points a character wide and 20 high.
private struct FixedWidthText: TextMeasuring {
    func size(of label: TextLabel) -> CGSize { CGSize(width: 10 * Double(label.text.count), height: 20) }
}
