import CairoRasterizer
import Foundation
import Testing
import ZoetropeTestSupport

/// An executable of scenes written in Swift (Examples/ZoetropeExamples) runs the whole command
/// line for them, as a user's own package does with `ZoetropeCommand.main(scenes:)`.
@Suite("Scenes written in Swift, through their own executable")
struct SwiftScenesCommandTests {
    /// The examples executable, built beside the tests.
    static var examples: URL {
        get throws {
            try executable.deletingLastPathComponent().appendingPathComponent("ZoetropeExamples")
        }
    }

    static func run(_ arguments: [String], in folder: URL) throws -> Outcome {
        try runProgram(try examples, arguments, in: folder)
    }

    @Test("render NAME takes the render options: the wheel turns on its circle in the CSV, and its PNG frames decode")
    func renderByName() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try Self.run(["render", "wheel-rotate", "--format", "png,csv", "--frames", "0-30", "--jobs", "2"], in: folder)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.hasPrefix("Rendered 31 frames of wheel-rotate (400×400, 30 fps)"))
        let csv = CSVTable(parsing: try String(contentsOf: folder.appendingPathComponent("frames/wheel-rotate/trajectories.csv"), encoding: .utf8))
        let (x, y, view) = (try #require(csv.column("x")), try #require(csv.column("y")), try #require(csv.column("view")))
        let tiles = csv.rows.filter { (Int($0[view]) ?? 1).isMultiple(of: 2) }
        #expect(tiles.count == 31 * 8)
        for row in tiles {
            let distance = hypot((Double(row[x]) ?? 0) - 200, (Double(row[y]) ?? 0) - 200)
            #expect(abs(distance - 130) < 1e-6, "\(row)")
        }
        let last = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent("frames/wheel-rotate/frame_000030.png"))
        #expect(last.width == 400 && last.height == 400)
        // Half way (1 s, a quarter turn eased to its middle) the yellow tile 1 is at 45°: 130 from the centre.
        let angle = 45.0 * .pi / 180
        let pixel = last.pixel(x: Int(200 + 130 * sin(angle)), y: Int(200 - 130 * cos(angle)) + 20)
        #expect(pixel.maximumComponentDifference(from: RGBA8(red: 255, green: 255, blue: 255)) > 40, "a tile is drawn there: \(pixel)")
    }

    @Test("render with no scene renders every scene of the executable; validate checks them all")
    func renderAll() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try Self.run(["render", "--format", "csv", "--quiet"], in: folder)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        for name in ["blends", "clock", "delayed-slide", "effects", "flips", "fountain", "gradients", "inbox", "inbox-latest", "models",
                     "notes", "press", "settings", "shapes", "spinner", "stopwatch", "swipe-back", "swipe-fling", "tiles", "wheel-pointing", "wheel-rotate", "wheel-springs", "wheel-tap", "wheel-wobble"] {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("frames/\(name)/trajectories.csv").path))
        }
        let validate = try Self.run(["validate"], in: folder)
        #expect(validate.status == 0)
        #expect(validate.standardOutput == "blends: valid: 61 frames (2 s at 30 fps), 45 views\n"
                + "clock: valid: 301 frames (10 s at 30 fps), 1 view\n"
                + "delayed-slide: valid: 73 frames (2.4 s at 30 fps), 2 views\n"
                + "effects: valid: 61 frames (2 s at 30 fps), 27 views\n"
                + "flips: valid: 61 frames (2 s at 30 fps), 10 views\n"
                + "fountain: valid: 121 frames (4 s at 30 fps), 1 view\n"
                + "gradients: valid: 61 frames (2 s at 30 fps), 6 views\n"
                + "inbox: valid: 127 frames (4.2 s at 30 fps), 107 views\n"
                + "inbox-latest: valid: 46 frames (1.5 s at 30 fps), 164 views\n"
                + "models: valid: 76 frames (2.5 s at 30 fps), 4 views\n"
                + "notes: valid: 91 frames (3 s at 30 fps), 24 views\n"
                + "press: valid: 61 frames (2 s at 30 fps), 11 views\n"
                + "settings: valid: 37 frames (1.2 s at 30 fps), 125 views\n"
                + "shapes: valid: 61 frames (2 s at 30 fps), 3 views\n"
                + "spinner: valid: 73 frames (2.4 s at 30 fps), 12 views\n"
                + "stopwatch: valid: 106 frames (3.5 s at 30 fps), 2 views\n"
                + "swipe-back: valid: 61 frames (2 s at 30 fps), 2 views\n"
                + "swipe-fling: valid: 49 frames (1.6 s at 30 fps), 2 views\n"
                + "tiles: valid: 97 frames (3.2 s at 30 fps), 11 views\n"
                + "wheel-pointing: valid: 61 frames (2 s at 30 fps), 24 views\n"
                + "wheel-rotate: valid: 61 frames (2 s at 30 fps), 16 views\nwheel-springs: valid: 71 frames (2.335 s at 30 fps), 16 views\n"
                + "wheel-tap: valid: 151 frames (5 s at 30 fps), 17 views\n"
                + "wheel-wobble: valid: 46 frames (1.5 s at 30 fps), 16 views\n")
    }

    @Test("what does not apply is refused with why: --fps for a Swift scene (64), a misspelt name with the nearest (66)", arguments: [
        (["render", "wheel-rotate", "--fps", "10"], Int32(64), "--fps 10: wheel-rotate is built in Swift, and --set, --device, --fps and --duration change scene files"),
        (["render", "wheel-rotte"], Int32(66), "wheel-rotte: no such scene file, and no scene of this program has that name; did you mean wheel-rotate? (its scenes: blends, clock, delayed-slide, effects, flips, fountain, gradients, inbox, inbox-latest, models, notes, press, settings, shapes, spinner, stopwatch, swipe-back, swipe-fling, tiles, wheel-pointing, wheel-rotate, wheel-springs, wheel-tap, wheel-wobble)"),
    ])
    func refusals(arguments: [String], status: Int32, message: String) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try Self.run(arguments, in: folder)
        #expect(outcome.status == status)
        #expect(outcome.standardError.contains(message), "\(outcome.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("frames").path))
    }

    @Test("views that come and go: every tile has its rows in the CSV, unseen (opacity 0) before it is inserted and after it is removed")
    func comeAndGo() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try Self.run(["render", "tiles", "--format", "csv", "--quiet"], in: folder)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let csv = CSVTable(parsing: try String(contentsOf: folder.appendingPathComponent("frames/tiles/trajectories.csv"), encoding: .utf8))
        let (frame, view, opacity) = (try #require(csv.column("frame")), try #require(csv.column("view")), try #require(csv.column("opacity")))
        let rows = csv.rows.filter { $0[view] == "6" }    // tile 4, the seventh leaf: inserted at 0.2 s
        #expect(rows.count == 97)
        #expect(rows.first.flatMap { Double($0[opacity]) } == 0, "unseen before it is inserted: \(rows.first ?? [])")
        #expect(rows.first { $0[frame] == "60" }.flatMap { Double($0[opacity]) } == 1)
        let removed = csv.rows.filter { $0[view] == "8" }  // tile 5, first after the reversal, removed at 2.6 s
        #expect(removed.last.flatMap { Double($0[opacity]) } == 0, "unseen after it is removed: \(removed.last ?? [])")
        // The count under the row changes its text three times: it cross-fades in the drawing and
        // stays one view, seen in every frame.
        let count = csv.rows.filter { $0[view] == "10" }
        #expect(count.count == 97)
        #expect(count.allSatisfy { Double($0[opacity]) == 1 })
    }

    @Test("a view that animates itself (a tapped Button, withAnimation) renders byte for byte alike with --jobs 1 and 2, and resumed after a partial render")
    func eventsRenderAlike() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let base = ["render", "wheel-tap", "--format", "png,csv", "--quiet"]
        for (out, extra) in [("one", ["--jobs", "1"]), ("two", ["--jobs", "2"]), ("resumed", ["--frames", "0-40", "--jobs", "2"])] {
            let outcome = try Self.run(base + extra + ["--out", out], in: folder)
            #expect(outcome.status == 0, "\(out): \(outcome.standardError)")
        }
        let resumed = try Self.run(base + ["--resume", "--jobs", "2", "--out", "resumed"], in: folder)
        #expect(resumed.status == 0, "\(resumed.standardError)")
        // Every file a render leaves: its frames, its CSV, its manifest, and its lock file, emptied when the render ends.
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("one").path).sorted()
        #expect(names.filter { $0.hasSuffix(".png") }.count == 151, "tapped at 0.5 s and 3 s, the second turn ends at 5 s")
        for other in ["two", "resumed"] {
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(other).path).sorted() == names)
            for name in names {
                let (a, b) = (try Data(contentsOf: folder.appendingPathComponent("one/\(name)")),
                              try Data(contentsOf: folder.appendingPathComponent("\(other)/\(name)")))
                #expect(a == b, "\(other)/\(name) differs from the --jobs 1 render")
            }
        }
        // The first tile: at the top before the tap, a quarter turn round at 2.5 s, back at 5 s.
        let csv = CSVTable(parsing: try String(contentsOf: folder.appendingPathComponent("one/trajectories.csv"), encoding: .utf8))
        let tile = csv.rows.indices.filter { csv.field("view", row: $0) == "0" }
        let point = { (frame: Int) in
            CGPoint(x: Double(csv.field("x", row: tile[frame]) ?? "") ?? .nan, y: Double(csv.field("y", row: tile[frame]) ?? "") ?? .nan)
        }
        let (top, turned, back) = (point(0), point(75), point(150))
        expectClose(Double(turned.x - top.x), 130, tolerance: 1e-6, "a quarter turn: from the top to the right")
        expectClose(Double(turned.y - top.y), 130, tolerance: 1e-6)
        expectClose(back, top, tolerance: 1e-6)
    }

    @Test("--help of a program of Swift scenes names its scenes first, then the whole command line's help")
    func helpListsScenes() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try Self.run(["--help"], in: folder)
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.contains("SCENES: blends, clock, delayed-slide, effects, flips, fountain, gradients, inbox, inbox-latest, models, notes, press, settings, shapes, spinner, stopwatch, swipe-back, swipe-fling, tiles, wheel-pointing, wheel-rotate, wheel-springs, wheel-tap, wheel-wobble"),
                "\(outcome.standardOutput)")
        #expect(outcome.standardOutput.contains("OVERVIEW: Render SwiftUI-style layout animations headlessly"))
    }

    @Test("a program's own layout is named by scene files: rendered, listed by layouts, in the schema, its parameters checked")
    func ownLayoutInSceneFiles() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = { (spacing: Int) in
            """
            {"version": 1, "canvas": {"width": 300, "height": 300}, "fps": 10,
             "layout": {"name": "spiral", "parameters": {"spacing": \(spacing)}},
             "viewDefaults": {"shape": "circle", "width": 16, "height": 16},
             "views": [{"repeat": 8}],
             "timeline": [{"at": 0, "animation": {"type": "linear", "duration": 1}, "set": {"rotation": 90, "spacing": 14}}]}
            """
        }
        try scene(10).write(to: folder.appendingPathComponent("spiral.json"), atomically: true, encoding: .utf8)
        let render = try Self.run(["render", "spiral.json", "--format", "csv", "--quiet"], in: folder)
        #expect(render.status == 0, "\(render.standardError)")
        let csv = CSVTable(parsing: try String(contentsOf: folder.appendingPathComponent("frames/spiral/trajectories.csv"), encoding: .utf8))
        #expect(csv.header.contains("param:spacing") && csv.header.contains("param:rotation"))
        // View 2 at the end: 2 × 14 points out, at 2 × 30° + 90° from the top, about the centre (150, 150).
        let row = try #require(csv.rows.indices.last { csv.field("view", row: $0) == "2" })
        let (x, y) = (try #require(csv.field("x", row: row).flatMap(Double.init)), try #require(csv.field("y", row: row).flatMap(Double.init)))
        expectClose(x, 150 + 28 * sin(150 * .pi / 180), tolerance: 1e-9)
        expectClose(y, 150 - 28 * cos(150 * .pi / 180), tolerance: 1e-9)
        #expect(try Self.run(["layouts"], in: folder).standardOutput.contains("spiral: rotation (degrees, default 0), spacing (points, 0…200, default 12)"))
        #expect(try Self.run(["schema"], in: folder).standardOutput.contains("\"spiral\""))
        try scene(500).write(to: folder.appendingPathComponent("far.json"), atomically: true, encoding: .utf8)
        let far = try Self.run(["validate", "far.json"], in: folder)
        #expect(far.status == 65)
        #expect(far.standardError.contains("layout.parameters.spacing: 500 is out of range: spacing must be in 0...200"), "\(far.standardError)")
    }
}
