import Foundation
import SceneCore
import SceneFiles
import Testing
import ZoetropeTestSupport

/// Reading view scene files: every gesture an interaction can script, the canvas as a size or a
/// device, and files that are not view scenes left to the layout scene reader.
@Suite("View scene files, read")
struct ViewSceneReaderTests {
    /// The view scene in `json`, written to a file named `name`.
    private func read(_ json: String, name: String = "scripted.json") throws -> ViewSceneDocument? {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent(name)
        try Data(json.utf8).write(to: url)
        return try ViewSceneReader.read(contentsOf: url, file: name)
    }

    @Test("Every gesture: tap, drag by and along, scroll, type, longPress, pinch, rotate, each with its time and duration")
    func gestures() throws {
        let document = try #require(try read("""
            {"view": "card", "canvas": {"width": 300, "height": 200}, "fps": 60, "duration": 5, "interactions": [
              {"tap": "Add", "at": 0.5},
              {"drag": "card", "by": [40, -10], "at": 1, "duration": 0.5},
              {"drag": "card", "along": [[0, 0], [20, 20], [40, 0]], "at": 2, "duration": 1},
              {"longPress": "card", "at": 3, "duration": 0.8},
              {"scroll": "list", "by": [0, -300], "at": 3.5, "duration": 0.3},
              {"type": "Email", "text": "ann@x.io", "at": 3.7},
              {"pinch": "photo", "scale": 1.5, "at": 4, "duration": 0.4},
              {"rotate": "dial", "degrees": -90, "at": 4.5, "duration": 0.25}
            ]}
            """))
        #expect(document.name == "scripted" && document.view == "card")
        #expect(document.canvasSize == CGSize(width: 300, height: 200) && document.framesPerSecond == 60 && document.duration == 5)
        #expect(document.interactions == [
            ScriptedInteraction(target: "Add", gesture: .tap, time: 0.5, duration: nil),
            ScriptedInteraction(target: "card", gesture: .drag(path: [.zero, CGPoint(x: 40, y: -10)]), time: 1, duration: 0.5),
            ScriptedInteraction(target: "card", gesture: .drag(path: [.zero, CGPoint(x: 20, y: 20), CGPoint(x: 40, y: 0)]), time: 2, duration: 1),
            ScriptedInteraction(target: "card", gesture: .longPress, time: 3, duration: 0.8),
            ScriptedInteraction(target: "list", gesture: .scroll(by: CGSize(width: 0, height: -300)), time: 3.5, duration: 0.3),
            ScriptedInteraction(target: "Email", gesture: .type(text: "ann@x.io"), time: 3.7, duration: nil),
            ScriptedInteraction(target: "photo", gesture: .pinch(scale: 1.5), time: 4, duration: 0.4),
            ScriptedInteraction(target: "dial", gesture: .rotate(degrees: -90), time: 4.5, duration: 0.25),
        ])
    }

    @Test("A device canvas: the screen's size and safe area, on its side when asked")
    func deviceCanvas() throws {
        let document = try #require(try read(#"{"view": "card", "canvas": {"device": "iPhone 16", "orientation": "landscape"}}"#))
        #expect(document.canvasSize == CGSize(width: 852, height: 393))
        #expect(document.safeArea.leading > 0, "the notch's side is kept clear on its side")
        #expect(document.interactions.isEmpty && document.duration == nil && document.framesPerSecond == 30)
    }

    @Test("A file without a view at its top level is not a view scene: nil, for the layout scene reader")
    func layoutScenesAreLeftAlone() throws {
        #expect(try read(#"{"version": 1, "canvas": {"width": 10, "height": 10}, "layout": {"name": "wheel"}, "views": []}"#) == nil)
    }

    @Test("An error points at its field's line and column")
    func located() throws {
        let error = #expect(throws: SceneError.self) {
            try read("{\n  \"view\": \"card\",\n  \"canvas\": {\"width\": 300, \"height\": 200},\n  \"interactions\": [{\"rotate\": \"dial\", \"at\": 1, \"duration\": 1}]\n}")
        }
        #expect(error?.path == "interactions[0]")
        #expect(error?.position?.line == 4)
        #expect(error?.message.contains("missing field \"degrees\"") == true, "\(String(describing: error))")
    }
}
