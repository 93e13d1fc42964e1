import Foundation
import Testing
import ZoetropeTestSupport

/// The scene schema: shipped as generated, every shipped scene valid against it (checked by
/// check-jsonschema, a validator that is not ours), and invalid scenes refused by it and by the
/// reader alike.
@Suite("The scene schema")
struct SchemaTests {
    static let schema = packageRoot.appendingPathComponent("docs/scene.schema.json")

    /// Runs check-jsonschema (script/bootstrap installs it into .build-tools/python) on `files`.
    static func checkJSONSchema(_ files: [String], in folder: URL) throws -> Outcome {
        try runProgram(testTool("check-jsonschema"), ["--schemafile", schema.path] + files, in: folder)
    }

    @Test("docs/scene.schema.json is what `zoetrope schema` generates (regenerate it with zoetrope schema > docs/scene.schema.json)")
    func shippedIsGenerated() throws {
        let generated = try runZoetrope(["schema"], in: packageRoot)
        #expect(generated.status == 0)
        let shipped = try String(contentsOf: Self.schema, encoding: .utf8)
        #expect(generated.standardOutput == shipped, "docs/scene.schema.json is out of date: run zoetrope schema > docs/scene.schema.json")
    }

    @Test("the schema is valid draft 2020-12, and every shipped scene names it and passes it")
    func shippedScenesPass() throws {
        let metaschema = try runProgram(testTool("check-jsonschema"), ["--check-metaschema", Self.schema.path],
                                        in: packageRoot)
        #expect(metaschema.status == 0, "\(metaschema.standardOutput)\(metaschema.standardError)")
        let scenes = try FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("scenes").path)
            .filter { $0.hasSuffix(".json") }.sorted().map { "scenes/\($0)" }
        for scene in scenes {
            let text = try String(contentsOf: packageRoot.appendingPathComponent(scene), encoding: .utf8)
            #expect(text.hasPrefix("{\n  \"$schema\": \"../docs/scene.schema.json\","), "\(scene) does not name the schema")
        }
        let outcome = try Self.checkJSONSchema(scenes, in: packageRoot)
        #expect(outcome.status == 0, "\(outcome.standardOutput)\(outcome.standardError)")
    }

    /// A valid scene with a repeated entry, defaults, phases and keyframes, and mistakes made in it.
    static let valid = """
        {"version": 1, "canvas": {"width": 300, "height": 300, "background": "#FAFAFA"}, "fps": 24, "duration": 4,
         "layout": {"name": "wheel", "parameters": {"radius": 100}},
         "viewDefaults": {"shape": "roundedRectangle", "width": 40, "height": 40},
         "views": [{"repeat": 6, "fill": ["red", "#0A84FF"], "label": "{n}"}],
         "timeline": [
           {"at": 0, "animation": {"type": "spring", "duration": 0.8, "bounce": 0.2, "repeat": {"count": 2}}, "set": {"rotation": 90}},
           {"at": 1, "phases": [{"set": {"radius": 60}, "animation": {"type": "snappy"}, "hold": 0.2}, {"set": {"radius": 100}}]},
           {"at": 2.5, "keyframes": {"rotation": [{"type": "linear", "to": 180, "duration": 0.5, "curve": "easeIn"},
                                                  {"type": "spring", "to": 90, "spring": {"duration": 0.5, "bounce": 0.3}}]}}
         ]}
        """

    static let invalid: [(String, String, String)] = [
        ("unknown top-level field", #""fps": 24"#, #""fps": 24, "colour": "red""#),
        ("fps out of range", #""fps": 24"#, #""fps": 0"#),
        ("fps not whole", #""fps": 24"#, #""fps": 24.5"#),
        ("unknown layout", #""name": "wheel""#, #""name": "wheeel""#),
        ("parameter of another layout", #""parameters": {"radius": 100}"#, #""parameters": {"pct": 1}"#),
        ("unknown colour", ##""#0A84FF""##, #""yelow""#),
        ("bad hex colour", ##""#0A84FF""##, ##""#0A84F""##),
        ("negative width", #""width": 40"#, #""width": -40"#),
        ("a list without repeat", #""repeat": 6, "#, ""),
        ("repeat zero", #""repeat": 6"#, #""repeat": 0"#),
        ("unknown shape", #""roundedRectangle""#, #""hexagon""#),
        ("unknown animation type", #""type": "snappy""#, #""type": "snappish""#),
        ("a field of another animation type", #""bounce": 0.2, "#, #""dampingFraction": 0.5, "bounce": 0.2, "#),
        ("set of an unknown parameter", #""set": {"rotation": 90}"#, #""set": {"rotaton": 90}"#),
        ("negative time", #""at": 1, "phases""#, #""at": -1, "phases""#),
        ("repeat with both count and forever", #""repeat": {"count": 2}"#, #""repeat": {"count": 2, "forever": true}"#),
        ("keyframe of an unknown type", #""type": "linear", "to": 180"#, #""type": "bezier", "to": 180"#),
        ("a field of another keyframe type", #""curve": "easeIn""#, #""curve": "easeIn", "spring": "bouncy""#),
        ("an unknown timing curve", #""curve": "easeIn""#, #""curve": "easeInOutBack""#),
        ("opacity above 1", #""height": 40}"#, #""height": 40, "opacity": 2}"#),
        ("interpolation misspelt", #""fps": 24"#, #""fps": 24, "interpolation": "position""#),
        ("a second version", #""version": 1"#, #""version": 2"#),
    ]

    @Test("a valid scene with every kind of entry passes both; each mistake in it is refused by both")
    func invalidScenes() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.valid.utf8).write(to: folder.appendingPathComponent("valid.json"))
        let schemaOnValid = try Self.checkJSONSchema(["valid.json"], in: folder)
        #expect(schemaOnValid.status == 0, "\(schemaOnValid.standardOutput)")
        let readerOnValid = try runZoetrope(["validate", "valid.json"], in: folder)
        #expect(readerOnValid.status == 0, "\(readerOnValid.standardError)")
        var files: [String] = []
        for (index, (name, original, replacement)) in Self.invalid.enumerated() {
            #expect(Self.valid.contains(original), "\(name): the valid scene has no \(original)")
            let file = "invalid-\(index).json"
            try Data(Self.valid.replacingOccurrences(of: original, with: replacement).utf8).write(to: folder.appendingPathComponent(file))
            files.append(file)
        }
        // One run over them all: it names each file that fails, as `invalid-3.json::$.fps: …`.
        let schema = try Self.checkJSONSchema(files, in: folder)
        #expect(schema.status != 0)
        for (file, invalid) in zip(files, Self.invalid) {
            #expect(schema.standardOutput.contains("\(file)::") || schema.standardError.contains("\(file)::"),
                    "\(invalid.0): the schema accepted it")
        }
        let reader = try runZoetrope(["validate"] + files, in: folder)
        #expect(reader.status == 65)
        let refused = reader.standardOutput.split(separator: "\n").filter { $0.hasSuffix("error") || $0.hasSuffix("errors") }
        #expect(refused.count == Self.invalid.count, "the reader accepted some: \(reader.standardOutput)")
    }

    @Test("a scene with comments outside the repository: validate checks it; check-jsonschema reads it as JSON5 against the schema written beside it")
    func commentedSceneOutsideTheRepository() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let schema = try runZoetrope(["schema"], in: folder)
        #expect(schema.status == 0)
        try Data(schema.standardOutput.utf8).write(to: folder.appendingPathComponent("scene.schema.json"))
        let scene = """
            {
              "$schema": "./scene.schema.json",
              // A wheel of four, with a comment and trailing commas.
              "version": 1,
              "canvas": {"width": 200, "height": 200},
              "layout": {"name": "wheel", "parameters": {"radius": 60}},
              "views": [{"repeat": 4, "shape": "circle", "width": 30, "height": 30, "label": "{n}"},],
            }
            """
        try Data(scene.utf8).write(to: folder.appendingPathComponent("mine.json"))
        let validate = try runZoetrope(["validate", "mine.json"], in: folder)
        #expect(validate.status == 0, "\(validate.standardError)")
        let check = try runProgram(testTool("check-jsonschema"),
                                   ["--force-filetype", "json5", "--schemafile", "scene.schema.json", "mine.json"], in: folder)
        #expect(check.status == 0, "\(check.standardOutput)\(check.standardError)")
        // As plain JSON it does not parse: why the docs say --force-filetype json5.
        let plain = try runProgram(testTool("check-jsonschema"),
                                   ["--schemafile", "scene.schema.json", "mine.json"], in: folder)
        #expect(plain.status != 0)
        // A mistake is caught both ways.
        try Data(scene.replacingOccurrences(of: "\"label\": \"{n}\"", with: "\"label\": \"{n}\", \"fill\": \"yelow\"").utf8).write(to: folder.appendingPathComponent("bad.json"))
        #expect(try runZoetrope(["validate", "bad.json"], in: folder).status == 65)
        let bad = try runProgram(testTool("check-jsonschema"),
                                 ["--force-filetype", "json5", "--schemafile", "scene.schema.json", "bad.json"], in: folder)
        #expect(bad.status != 0)
    }
}
