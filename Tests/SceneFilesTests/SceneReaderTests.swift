import AnimationCore
import Foundation
import FrameRendering
import FrameTimeline
import Testing
import ZoetropeTestSupport
@testable import SceneFiles

/// A valid scene as a JSON object, for tests to break one field at a time.
func validSceneObject() -> [String: Any] {
    [
        "version": 1,
        "canvas": ["width": 400, "height": 300, "background": "#FFFFFF"],
        "fps": 24,
        "layout": ["name": "wheel", "parameters": ["radius": 100, "rotation": 0]],
        "views": [
            ["shape": "roundedRectangle", "width": 70, "height": 70, "cornerRadius": 8, "fill": "orange",
             "opacity": 0.7, "label": "1"],
            ["shape": "circle", "width": 40, "height": 40, "fill": "#34C759"],
        ],
        "timeline": [
            ["at": 0, "animation": ["type": "easeInOut", "duration": 2], "set": ["rotation": 90]],
        ],
    ]
}

func readScene(_ object: [String: Any]) throws(SceneError) -> SceneDocument {
    let data = (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
    return try SceneReader.read(data, file: "test.json", name: "test")
}

/// Parses JSON text, fragments included.
func parseJSON(_ text: String) -> Any {
    (try? JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)) ?? NSNull()
}

/// Replaces the value at a dotted path (`canvas.width`, `views.0.fill`); `nil` removes it.
func setting(_ path: String, to value: Any?, in object: [String: Any]) -> [String: Any] {
    func update(_ container: Any, _ keys: ArraySlice<String>) -> Any? {
        guard let key = keys.first else { return value }
        if var array = container as? [Any], let index = Int(key) {
            if let updated = update(array[index], keys.dropFirst()) { array[index] = updated } else { array.remove(at: index) }
            return array
        }
        var dictionary = container as? [String: Any] ?? [:]
        if keys.count == 1 {
            dictionary[key] = value
        } else {
            dictionary[key] = update(dictionary[key] ?? [String: Any](), keys.dropFirst())
        }
        return dictionary
    }
    return update(object, ArraySlice(path.split(separator: ".").map(String.init))) as? [String: Any] ?? object
}

@Suite("SceneReader")
struct SceneReaderTests {
    @Test("a valid scene reads with every field")
    func readsValidScene() throws {
        let scene = try readScene(validSceneObject())
        #expect(scene.name == "test")
        #expect(scene.canvasSize == CGSize(width: 400, height: 300))
        #expect(scene.frameRate.numerator == 24)
        #expect(scene.layout == LayoutSpec(name: "wheel", parameters: ["radius": 100, "rotation": 0]))
        #expect(scene.views.count == 2)
        #expect(scene.views[0].fill == RGBAColor.named["orange"])
        #expect(scene.views[0].label?.text == "1")
        #expect(scene.views[1].shape == .circle)
        #expect(scene.timeline.count == 1)
        #expect(scene.timeline[0].change?.animation == .easeInOut(duration: 2))
        #expect(scene.interpolation == .automatic)
    }

    @Test("defaults: fps 30, white background, opacity 1, black fill, automatic interpolation")
    func appliesDefaults() throws {
        var object = setting("fps", to: nil, in: validSceneObject())
        object = setting("canvas.background", to: nil, in: object)
        object = setting("views.1.fill", to: nil, in: object)
        let scene = try readScene(object)
        #expect(scene.frameRate.numerator == 30)
        #expect(scene.background == .white)
        #expect(scene.views[1].fill == .black)
        #expect(scene.views[1].opacity == 1)
    }

    struct BadField: CustomTestStringConvertible, Sendable {
        let path: String
        /// The new value as JSON text, or `nil` to remove the field.
        let json: String?
        let expectedPath: String
        let expectedMessage: String
        var testDescription: String { "\(path) = \(json ?? "missing")" }
    }

    static let badFields: [BadField] = [
        BadField(path: "version", json: nil, expectedPath: "", expectedMessage: "missing field \"version\""),
        BadField(path: "version", json: "2", expectedPath: "version", expectedMessage: "version 2 is not supported"),
        BadField(path: "verison", json: "1", expectedPath: "verison", expectedMessage: "did you mean \"version\"?"),
        BadField(path: "canvas.width", json: "-5", expectedPath: "canvas.width", expectedMessage: "-5 is out of range"),
        BadField(path: "canvas.width", json: "0", expectedPath: "canvas.width", expectedMessage: "greater than 0"),
        BadField(path: "canvas.height", json: "\"tall\"", expectedPath: "canvas.height", expectedMessage: "expected a number, found \"tall\""),
        BadField(path: "canvas.width", json: "100000", expectedPath: "canvas.width", expectedMessage: "at most 16384"),
        BadField(path: "canvas", json: "{\"width\": 16000, \"height\": 16000}", expectedPath: "canvas", expectedMessage: "the most is 67108864"),
        BadField(path: "canvas.background", json: "\"whte\"", expectedPath: "canvas.background", expectedMessage: "did you mean \"white\"?"),
        BadField(path: "fps", json: "0", expectedPath: "fps", expectedMessage: "whole number in 1...1000"),
        BadField(path: "fps", json: "29.97", expectedPath: "fps", expectedMessage: "whole number"),
        BadField(path: "duration", json: "-1", expectedPath: "duration", expectedMessage: "-1 is out of range"),
        BadField(path: "duration", json: "\"NaN\"", expectedPath: "duration", expectedMessage: "expected a number"),
        BadField(path: "interpolation", json: "\"position\"", expectedPath: "interpolation", expectedMessage: "did you mean \"positions\"?"),
        BadField(path: "layout.name", json: "\"wheeel\"", expectedPath: "layout.name", expectedMessage: "unknown layout \"wheeel\" (did you mean \"wheel\"?)"),
        BadField(path: "layout.parameters.radus", json: "3", expectedPath: "layout.parameters.radus", expectedMessage: "did you mean \"radius\"?"),
        BadField(path: "views.0.fill", json: "\"yelow\"", expectedPath: "views[0].fill", expectedMessage: "unknown colour \"yelow\" (did you mean \"yellow\"?)"),
        BadField(path: "views.1.fill", json: "\"#12345\"", expectedPath: "views[1].fill", expectedMessage: "unknown colour \"#12345\""),
        BadField(path: "views.0.opacity", json: "1.5", expectedPath: "views[0].opacity", expectedMessage: "1.5 is out of range"),
        BadField(path: "views.0.width", json: "-70", expectedPath: "views[0].width", expectedMessage: "-70 is out of range"),
        BadField(path: "views.0.shape", json: "\"star\"", expectedPath: "views[0].shape", expectedMessage: "unknown shape \"star\""),
        BadField(path: "views.1.height", json: nil, expectedPath: "views[1]", expectedMessage: "missing \"height\": a view needs a width and a height, unless it has a \"label\""),
        BadField(path: "views.0.padding", json: "-4", expectedPath: "views[0].padding", expectedMessage: "-4 is out of range"),
        BadField(path: "views.0.id", json: "\" \"", expectedPath: "views[0].id", expectedMessage: "a node id cannot be empty"),
        BadField(path: "views.0.parent", json: "7", expectedPath: "views[0].parent", expectedMessage: "expected a string"),
        BadField(path: "showSizes", json: "\"all\"", expectedPath: "showSizes", expectedMessage: "is not true, false or a list of minimum, ideal, maximum, current"),
        BadField(path: "showSizes", json: "[\"minimal\"]", expectedPath: "showSizes[0]", expectedMessage: "did you mean \"minimum\"?"),
        BadField(path: "views", json: "\"eight\"", expectedPath: "views", expectedMessage: "expected an array"),
        BadField(path: "timeline.0.set.rotaton", json: "5", expectedPath: "timeline[0].set.rotaton", expectedMessage: "did you mean \"rotation\"?"),
        BadField(path: "timeline.0.set", json: "{}", expectedPath: "timeline[0].set", expectedMessage: "sets nothing"),
        BadField(path: "timeline.0.at", json: "-2", expectedPath: "timeline[0].at", expectedMessage: "-2 is out of range"),
        BadField(path: "timeline.0.animation.type", json: "\"bounce\"", expectedPath: "timeline[0].animation.type", expectedMessage: "unknown animation type \"bounce\""),
        BadField(path: "timeline.0.animation.type", json: "\"timingCurve\"", expectedPath: "timeline[0].animation", expectedMessage: "needs \"controlPoints\""),
        BadField(path: "timeline.0.animation.controlPoints", json: "[0.1, 0.2]", expectedPath: "timeline[0].animation", expectedMessage: "belongs to type \"timingCurve\""),
        BadField(path: "timeline.0.animation.duration", json: "-1", expectedPath: "timeline[0].animation.duration", expectedMessage: "out of range"),
        BadField(path: "timeline.0.animation.speed", json: "0", expectedPath: "timeline[0].animation.speed", expectedMessage: "must be in 0.001...1000"),
        BadField(path: "timeline.0.animation.repeat", json: "{\"count\": 2, \"forever\": true}", expectedPath: "timeline[0].animation.repeat", expectedMessage: "either \"count\" or \"forever\""),
        BadField(path: "timeline.0.animation.repeat", json: "{\"count\": 0}", expectedPath: "timeline[0].animation.repeat.count", expectedMessage: "whole number in 1..."),
        BadField(path: "timeline.0.animation.repeat", json: "{\"forever\": true, \"autoreverses\": \"yes\"}", expectedPath: "timeline[0].animation.repeat.autoreverses", expectedMessage: "expected true or false"),
    ]

    @Test("each bad field is reported with its path and value", arguments: badFields)
    func reportsBadField(_ bad: BadField) {
        let object = setting(bad.path, to: bad.json.map(parseJSON), in: validSceneObject())
        #expect {
            _ = try readScene(object)
        } throws: { error in
            guard let error = error as? SceneError else { return false }
            #expect(error.file == "test.json")
            #expect(error.path == bad.expectedPath)
            #expect(error.message.contains(bad.expectedMessage), "message was: \(error.message)")
            return true
        }
    }

    @Test("malformed JSON names the file, line and column")
    func reportsMalformedJSON() {
        #expect {
            _ = try SceneReader.read(Data("{\"version\": 1,".utf8), file: "broken.json", name: "broken")
        } throws: { error in
            (error as? SceneError)?.description == """
                broken.json:1:15: error: not valid JSON: the file ends inside an object; expected a "key" or }
                    {"version": 1,
                                  ^
                """
        }
    }

    @Test("a missing file names the file")
    func reportsMissingFile() {
        #expect {
            _ = try SceneReader.read(contentsOf: URL(fileURLWithPath: "/nonexistent/scene.json"))
        } throws: { error in
            (error as? SceneError)?.description.description == "/nonexistent/scene.json: cannot read the scene file: no such file or folder"
                && (error as? SceneError)?.kind == .unreadable
        }
    }

    @Test("animations read from files equal the Swift API's", arguments: [
        (#"{"type": "linear", "duration": 1}"#, Animation.linear(duration: 1)),
        (#"{"type": "easeIn"}"#, Animation.easeIn(duration: 0.35)),
        (#"{"type": "easeOut", "duration": 3, "delay": 0.5}"#, Animation.easeOut(duration: 3).delay(0.5)),
        (#"{"type": "timingCurve", "controlPoints": [0.1, 0.2, 0.3, 1.4], "duration": 2}"#,
         Animation.timingCurve(0.1, 0.2, 0.3, 1.4, duration: 2)),
        (#"{"type": "easeInOut", "duration": 1, "speed": 2}"#, Animation.easeInOut(duration: 1).speed(2)),
        (#"{"type": "linear", "duration": 1, "repeat": {"count": 3, "autoreverses": false}}"#,
         Animation.linear(duration: 1).repeatCount(3, autoreverses: false)),
        (#"{"type": "linear", "duration": 1, "repeat": {"forever": true}}"#,
         Animation.linear(duration: 1).repeatForever(autoreverses: true)),
    ])
    func readsAnimation(_ json: String, expected: Animation) throws {
        let object = setting("timeline.0.animation", to: parseJSON(json), in: validSceneObject())
        #expect(try readScene(object).timeline[0].change?.animation == expected)
    }

    @Test("every scene in scenes/ reads, builds and samples at every frame")
    func readsBundledScenes() throws {
        let folder = packageRoot.appendingPathComponent("scenes")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
        #expect(files.contains("wheel.json"))
        for file in files {
            let scene = try Scene.load(contentsOf: folder.appendingPathComponent(file), textMeasurer: MonospaceMeasurer())
            #expect(scene.clock.frameCount > 1, "\(file)")
            for frame in scene.clock.frames {
                let sample = try scene.sample(frame: frame)
                #expect(sample.placements.count == scene.views.count, "\(file) frame \(frame)")
            }
        }
    }
}

