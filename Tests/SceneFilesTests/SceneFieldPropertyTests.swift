import Foundation
import PropertyBased
import Testing
@testable import SceneFiles

/// Any JSON value in any field of a scene ends in a valid scene or a located `SceneError`: never a
/// trap (a failed conversion, an overflow), which would end the test process.
@Suite("Scene fields: any JSON value anywhere is read or refused, never a crash")
struct SceneFieldPropertyTests {
    /// A scene that uses every reader: canvas, views with labels and ids, a change with an
    /// animation and its modifiers, a spring, a phase sequence and a keyframe run.
    static let scene = """
        {"version": 1, "canvas": {"width": 200, "height": 150, "background": "white", "padding": 4},
         "fps": 10, "duration": 3, "interpolation": "parameters", "showSizes": ["minimum", "ideal"],
         "layout": {"name": "wheel", "parameters": {"radius": 50, "rotation": 0}},
         "views": [{"shape": "roundedRectangle", "width": 20, "height": 20, "cornerRadius": 4, "fill": "#FF9500", "opacity": 0.5,
                    "label": "a", "labelColor": "white", "fontSize": 12, "padding": 2, "flexible": false, "id": "a"},
                   {"shape": "circle", "label": "sized to me", "fill": "blue"}],
         "timeline": [
           {"at": 0, "animation": {"type": "easeInOut", "duration": 1, "delay": 0.1, "speed": 2, "repeat": {"count": 2, "autoreverses": true}},
            "set": {"rotation": 90}},
           {"at": 0.5, "animation": {"type": "spring", "duration": 0.5, "bounce": 0.3}, "set": {"radius": 40}},
           {"at": 1, "animation": {"type": "interpolatingSpring", "mass": 1, "stiffness": 100, "damping": 10}, "set": {"radius": 45}},
           {"at": 1.5, "phases": [{"set": {"radius": 30}}, {"set": {"radius": 60}, "animation": {"type": "snappy"}, "hold": 0.1}],
            "cycles": 2},
           {"at": 2.5, "keyframes": {"rotation": [{"type": "linear", "to": 10, "duration": 0.2, "curve": "easeIn"},
                                                  {"type": "cubic", "to": 20, "duration": 0.1, "startVelocity": 1},
                                                  {"type": "spring", "to": 30, "duration": 0.1, "spring": "bouncy"},
                                                  {"type": "move", "to": 40}]},
            "repeat": {"count": 1}}
         ]}
        """

    /// Every path in ``scene``, objects and arrays included, as `--set` writes them.
    static let paths: [String] = {
        guard let root = try? JSONSerialization.jsonObject(with: Data(scene.utf8)) else { return [] }
        var found: [String] = []
        func walk(_ value: Any, _ path: String) {
            if !path.isEmpty { found.append(path) }
            let prefix = path.isEmpty ? "" : path + "."
            if let object = value as? [String: Any] {
                for (key, member) in object { walk(member, prefix + key) }
            } else if let array = value as? [Any] {
                for (index, item) in array.enumerated() { walk(item, prefix + String(index)) }
            }
        }
        walk(root, "")
        return found.sorted()
    }()

    /// Values chosen to break conversions and ranges.
    static let edges = [
        "0", "-0", "1", "-1", "0.5", "1e308", "-1e308", "5e-324", "-5e-324", "9223372036854775807", "9223372036854775808",
        "-9223372036854775809", "1e19", "4294967296", "86400", "86401", "1000", "1001", "16384", "1e-9", "true", "false", "null",
        "\"\"", "\" \"", "\"x\"", "\"wheel\"", "\"#\"", "\"#FFF\"", "\"#GGGGGG\"", "\"\\u0000\"", "[]", "[1]", "[null]", "{}",
        "{\"type\": \"linear\"}", "{\"count\": 1e300}", "{\"forever\": true}", "[{}]", "\"\(String(repeating: "é", count: 300))\"",
    ]

    static let values = Gen.oneOf(
        Gen.element(of: edges).map { (value: String?) -> String in value ?? "0" },
        Gen.double(in: -1e300...1e300).map { "\($0)" },
        Gen.int(in: -1_000_000...1_000_000).map { "\($0)" },
        Gen.letterOrNumber.string(of: 0...12).map { "\"\($0)\"" }
    )

    @Test("a value set at any path reads, builds and samples, or is refused by a SceneError naming a path")
    func anyValueAnywhere() async {
        await propertyCheck(count: 3000, input: Gen.element(of: Self.paths).map { (path: String?) -> String in path ?? "version" }, Self.values) { path, json in
            let override = SceneOverride(path: path.split(separator: ".").map(String.init), json: json, origin: "--set \(path)=\(json)")
            do {
                let document = try SceneReader.read(Data(Self.scene.utf8), file: "property.json", name: "property", overrides: [override])
                let scene = try Scene(document, textMeasurer: MonospaceMeasurer())
                let last = scene.clock.frameCount - 1
                _ = try scene.sample(frame: 0)
                _ = try scene.sample(frame: last)
            } catch let error as SceneError {
                #expect(!error.description.isEmpty)
                #expect(error.file == "property.json")
            } catch {
                Issue.record("not a SceneError: \(error)")
            }
        }
    }

    @Test("the base scene is valid, so refusals come from the value set")
    func baseSceneIsValid() throws {
        let document = try SceneReader.read(Data(Self.scene.utf8), file: "property.json", name: "property")
        let scene = try Scene(document, textMeasurer: MonospaceMeasurer())
        #expect(scene.clock.frameCount == 31)
        #expect(Self.paths.count > 80)
    }
}
