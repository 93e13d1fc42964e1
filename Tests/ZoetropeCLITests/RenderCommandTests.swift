import CairoRasterizer
import Foundation
import Testing
import ZoetropeTestSupport

@Suite("zoetrope render")
struct RenderCommandTests {
    @Test("renders the wheel into frames/wheel by default, PNGs and CSV")
    func rendersDefaultScene() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = packageRoot.appendingPathComponent("scenes/wheel.json").path
        let outcome = try runZoetrope(["render", scene, "--frames", "0-3"], in: folder)
        #expect(outcome.status == 0, "stderr: \(outcome.standardError)")
        #expect(outcome.standardOutput.contains("Rendered 4 frames of wheel"))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("frames/wheel").path).sorted()
        #expect(names == [".zoetrope.lock", "frame_000000.png", "frame_000001.png", "frame_000002.png", "frame_000003.png",
                          "manifest.json", "trajectories.csv"])
        let image = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent("frames/wheel/frame_000003.png"))
        #expect(image.width == 400 && image.height == 400)
    }

    struct Failure: Sendable, CustomTestStringConvertible {
        let name: String
        let sceneText: String?
        let arguments: [String]
        let status: Int32
        let message: String
        var testDescription: String { name }
    }

    static let failures: [Failure] = [
        Failure(name: "malformed JSON", sceneText: "{\"version\": 1,", arguments: [], status: 65,
                message: "bad.json:1:15: error: not valid JSON: the file ends inside an object"),
        Failure(name: "unknown colour", sceneText: """
            {"version": 1, "canvas": {"width": 100, "height": 100}, "layout": {"name": "wheel"},
             "views": [{"shape": "circle", "width": 10, "height": 10, "fill": "yelow"}], "duration": 1}
            """, arguments: [], status: 65, message: "bad.json:2:67: error: views[0].fill: unknown colour \"yelow\" (did you mean \"yellow\"?)"),
        Failure(name: "negative canvas", sceneText: """
            {"version": 1, "canvas": {"width": -100, "height": 100}, "layout": {"name": "wheel"}, "views": []}
            """, arguments: [], status: 65, message: "bad.json:1:36: error: canvas.width: -100 is out of range"),
        Failure(name: "layout fails part-way", sceneText: """
            {"version": 1, "canvas": {"width": 300, "height": 300}, "fps": 10, "layout": {"name": "wheel"},
             "views": [{"shape": "rectangle", "width": 70, "height": 70}],
             "timeline": [{"at": 0, "animation": {"type": "linear", "duration": 1}, "set": {"radius": -100}}]}
            """, arguments: [], status: 65, message: "bad.json: layout: at frame 7 (t = 0.7 s, with rotation = 0, radius = -40): WheelLayout.sizeThatFits returned"),
        Failure(name: "missing file", sceneText: nil, arguments: [], status: 66, message: "no such file"),
        Failure(name: "frames out of range", sceneText: """
            {"version": 1, "canvas": {"width": 100, "height": 100}, "layout": {"name": "wheel"}, "views": [], "duration": 1}
            """, arguments: ["--frames", "5-99"], status: 65, message: "frames 5-99 are outside the scene's frames 0-30"),
        Failure(name: "malformed frame range", sceneText: "{}", arguments: ["--frames", "9-2"], status: 64,
                message: "--frames '9-2': the end 2 is before the start 9"),
        Failure(name: "frame range of words", sceneText: "{}", arguments: ["--frames", "a-b"], status: 64,
                message: "--frames 'a-b': expected A-B, N or A-"),
        Failure(name: "empty output folder", sceneText: "{}", arguments: ["--out", ""], status: 64,
                message: "--out '': the path is empty"),
        Failure(name: "the current folder as output", sceneText: "{}", arguments: ["--out", "."], status: 64,
                message: "--out '.': it is the current folder"),
        Failure(name: "bad shard", sceneText: "{}", arguments: ["--shard", "4/3"], status: 64,
                message: "--shard '4/3': expected K/N with 1 ≤ K ≤ N"),
        Failure(name: "no jobs", sceneText: "{}", arguments: ["--jobs", "0"], status: 64,
                message: "--jobs 0: expected a whole number from 1 to 1024"),
        Failure(name: "resume of another scene", sceneText: """
            {"version": 1, "canvas": {"width": 100, "height": 100}, "layout": {"name": "wheel"}, "views": [], "duration": 1}
            """, arguments: ["--resume", "--out", "other"], status: 65,
                message: "'other' holds a render of a scene whose canvas was 400×400"),
        Failure(name: "unknown format", sceneText: "{}", arguments: ["--format", "png,avi"], status: 64,
                message: "--format: unknown format 'avi'; expected a comma-separated list of png, csv, svg, pdf, mp4, webm, gif, apng, all"),
        Failure(name: "output is a file", sceneText: """
            {"version": 1, "canvas": {"width": 100, "height": 100}, "layout": {"name": "wheel"}, "views": [], "duration": 1}
            """, arguments: ["--out", "bad.json"], status: 73, message: "bad.json': it is a file, not a folder"),
    ]

    @Test("bad input exits non-zero with a message that names the place", arguments: failures)
    func reportsFailure(_ failure: Failure) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        if let text = failure.sceneText {
            try Data(text.utf8).write(to: folder.appendingPathComponent("bad.json"))
        }
        if failure.arguments.contains("other") {
            // A render of another scene, which the resume must not add to.
            let wheel = packageRoot.appendingPathComponent("scenes/wheel.json").path
            #expect(try runZoetrope(["render", wheel, "--out", "other", "--frames", "0-1", "--quiet"], in: folder).status == 0)
        }
        let before = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        let outcome = try runZoetrope(["render", "bad.json"] + failure.arguments, in: folder)
        #expect(outcome.status == failure.status, "stderr: \(outcome.standardError)")
        #expect(outcome.standardError.contains(failure.message), "stderr: \(outcome.standardError)")
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        if failure.name == "layout fails part-way" {
            // Whole frames before the failing one stay, listed in the manifest.
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("frames/bad").path).sorted()
            #expect(names == [".zoetrope.lock"] + (0...6).map { "frame_00000\($0).png" } + ["manifest.json"])
        } else {
            #expect(left == before, "a failed render left \(left)")
        }
    }

    @Test("errors name the scene file as it was given, not as an absolute path")
    func relativePaths() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("scenes"), withIntermediateDirectories: true)
        try Data("{\"version\": 1,".utf8).write(to: folder.appendingPathComponent("scenes/bad.json"))
        let outcome = try runZoetrope(["render", "scenes/bad.json"], in: folder)
        #expect(outcome.status == 65)
        // In the shape compilers use, so that editors and terminals link it to the place; then the line and a caret.
        #expect(outcome.standardError == "scenes/bad.json:1:15: error: not valid JSON: the file ends inside an object; expected a \"key\" or }\n"
                + "    {\"version\": 1,\n                  ^\n", "\(outcome.standardError)")
    }

    @Test("--version prints the version; a misspelt command is named, not read as a scene", arguments: [
        (["--version"], Int32(0), "zoetrope 0.8.0"),
        (["rendr", "scenes/wheel.json"], 64, "'rendr' is not a command or a scene file; did you mean `zoetrope render`?"),
        (["plto"], 64, "did you mean `zoetrope plot`?"),
        // A command this tool does not have is refused before any scene renders.
        (["watch", "scenes/wheel.json"], 64, "'watch' is not a command or a scene file (the commands: render, validate, still, preview, previews, sheet, plot, merge, sizes, layouts, devices, schema; scene files end in .json)"),
        (["render"], 64, "name a scene file, such as scenes/wheel.json"),
    ])
    func versionAndTypos(arguments: [String], status: Int32, message: String) throws {
        let outcome = try runZoetrope(arguments, in: packageRoot)
        #expect(outcome.status == status, "\(outcome.standardError)")
        #expect((outcome.standardOutput + outcome.standardError).contains(message), "\(outcome.standardOutput)\(outcome.standardError)")
    }

    @Test("several scenes in one call, each into its own folder; one failing does not stop the others")
    func severalScenes() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("{\"version\": 1,".utf8).write(to: folder.appendingPathComponent("broken.json"))
        let wheel = packageRoot.appendingPathComponent("scenes/wheel.json").path
        let wave = packageRoot.appendingPathComponent("scenes/wave.json").path
        let outcome = try runZoetrope(["render", wheel, "broken.json", wave, "--format", "csv", "--out", "renders"], in: folder)
        #expect(outcome.status == 65, "\(outcome.standardError)")
        #expect(outcome.standardError.contains("broken.json:1:15: error: not valid JSON"))
        #expect(outcome.standardOutput.contains("→ renders/wheel/") && outcome.standardOutput.contains("→ renders/wave/"))
        let folders = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("renders").path).sorted()
        #expect(folders == ["wave", "wheel"])
        let twice = try runZoetrope(["render", wheel, wheel], in: folder)
        #expect(twice.status == 64 && twice.standardError.contains("two scenes are named wheel"), "\(twice.standardError)")
    }

    @Test("every command's --help shows examples of itself", arguments: ["render", "still", "sheet", "plot", "merge", "sizes"])
    func helpExamples(command: String) throws {
        let outcome = try runZoetrope([command, "--help"], in: packageRoot)
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.contains("Examples:\n  zoetrope \(command) ") || outcome.standardOutput.contains("Examples:\n  seq "),
                "\(outcome.standardOutput)")
    }

    @Test("zoetrope layouts lists every layout with its parameters' units, ranges and defaults")
    func listsLayouts() throws {
        let outcome = try runZoetrope(["layouts"], in: packageRoot)
        #expect(outcome.status == 0)
        let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains("wheel: rotation (degrees, default 0), radius (points, default 100)"))
        #expect(lines.contains { $0.hasPrefix("wheelToWave: pct (number, 0…1, default 0), radius (points, default 100)") })
        #expect(lines.count == 12)
    }

    @Test("--help explains the exit codes")
    func help() throws {
        let outcome = try runZoetrope(["--help"], in: packageRoot)
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.contains("65   the scene is invalid"))
        #expect(outcome.standardOutput.contains("130  stopped by Ctrl-C"))
    }

    @Test("--format all writes every format: PNG and SVG frames, the CSV, a PDF, and the videos")
    func allFormats() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try runZoetrope(["render", packageRoot.appendingPathComponent("scenes/wheel.json").path, "--out", "all",
                                       "--frames", "0-2", "--format", "all", "--quiet"], in: folder)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("all").path))
        for expected in ["frame_000002.png", "frame_000002.svg", "trajectories.csv", "wheel.pdf", "wheel.mp4", "wheel.webm", "wheel.gif",
                         "wheel.apng"] {
            #expect(names.contains(expected), "\(expected) in \(names.sorted())")
        }
    }
}
