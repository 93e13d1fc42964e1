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
        for name in ["tiles", "wheel-pointing", "wheel-rotate", "wheel-springs", "wheel-wobble"] {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("frames/\(name)/trajectories.csv").path))
        }
        let validate = try Self.run(["validate"], in: folder)
        #expect(validate.status == 0)
        #expect(validate.standardOutput == "tiles: valid: 97 frames (3.2 s at 30 fps), 11 views\n"
                + "wheel-pointing: valid: 61 frames (2 s at 30 fps), 24 views\n"
                + "wheel-rotate: valid: 61 frames (2 s at 30 fps), 16 views\nwheel-springs: valid: 71 frames (2.335 s at 30 fps), 16 views\n"
                + "wheel-wobble: valid: 46 frames (1.5 s at 30 fps), 16 views\n")
    }

    @Test("what does not apply is refused with why: --fps for a Swift scene (64), a misspelt name with the nearest (66)", arguments: [
        (["render", "wheel-rotate", "--fps", "10"], Int32(64), "--fps 10: wheel-rotate is built in Swift, and --set, --fps and --duration change scene files"),
        (["render", "wheel-rotte"], Int32(66), "wheel-rotte: no such scene file, and no scene of this program has that name; did you mean wheel-rotate? (its scenes: tiles, wheel-pointing, wheel-rotate, wheel-springs, wheel-wobble)"),
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
}
