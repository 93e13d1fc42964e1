import CairoRasterizer
import Foundation
import Testing
import ZoetropeTestSupport

/// `--fps`, `--duration` and `--set` through the built CLI.
@Suite("zoetrope: scene overrides")
struct OverrideCommandTests {
    static let wheel = packageRoot.appendingPathComponent("scenes/wheel.json").path

    @Test("--fps and --duration change the frames; --set changes a parameter, as the CSV shows")
    func overrides() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try runZoetrope(["render", Self.wheel, "--out", "out", "--format", "csv", "--fps", "10", "--duration", "2",
                                       "--set", "layout.parameters.radius=90"], in: folder)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.hasPrefix("Computed 21 frames of wheel (400×400, 10 fps)"), "\(outcome.standardOutput)")
        let rows = try String(contentsOf: folder.appendingPathComponent("out/trajectories.csv"), encoding: .utf8).split(separator: "\n")
        #expect(rows.count == 1 + 21 * 8)
        // View 0 at frame 0 is at the top of a circle of radius 90 about (200, 200).
        #expect(rows[1] == "0,0,0,200.0,110.0,70.0,70.0,0,0,90.0,1.0,0.7,1,")
        // A resume with other overrides is another scene.
        let resumed = try runZoetrope(["render", Self.wheel, "--out", "out", "--format", "csv", "--fps", "10", "--duration", "2",
                                       "--resume"], in: folder)
        #expect(resumed.status == 65 && resumed.standardError.contains("another version of the scene"), "\(resumed.standardError)")
    }

    @Test("a bad override is located in the scene and names the flag that set it", arguments: [
        (["--fps", "2000"], Int32(65), "fps: 2000 is not valid: fps (frames per second) must be a whole number in 1...1000 (set by --fps 2000)"),
        (["--set", "layout.parameters.radius=abc"], 65, "layout.parameters.radius: expected a number, found \"abc\" (set by --set layout.parameters.radius=abc)"),
        (["--set", "layout.paramters.radius=1"], 65, "layout.paramters: unknown field (did you mean \"parameters\"?)"),
        (["--set", "views.99.fill=red"], 65, "views[99].fill: --set views.99.fill=red: '99' is not an index of this array of 1"),
        (["--set", "nope"], 64, "--set 'nope': expected PATH=VALUE"),
    ])
    func refusals(arguments: [String], status: Int32, message: String) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try runZoetrope(["render", Self.wheel, "--out", "out"] + arguments, in: folder)
        #expect(outcome.status == status, "\(outcome.standardError)")
        #expect(outcome.standardError.contains(message), "\(outcome.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    @Test("--scale draws frames larger or smaller (PNG, video, still); trajectories stay in the scene's points")
    func scale() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (out, scale) in [("half", "0.5"), ("whole", "1")] {
            let outcome = try runZoetrope(["render", Self.wheel, "--out", out, "--frames", "0-10", "--format", "png,csv,mp4", "--scale", scale,
                                           "--quiet"], in: folder)
            #expect(outcome.status == 0, "\(outcome.standardError)")
        }
        let half = try CairoRasterizer.PNGDecoder.decode(contentsOf: folder.appendingPathComponent("half/frame_000005.png"))
        #expect(half.width == 200 && half.height == 200)
        // The summary says the size of what was drawn, and the canvas's.
        let said = try runZoetrope(["render", Self.wheel, "--out", "double", "--frames", "0-1", "--format", "png", "--scale", "2"], in: folder)
        #expect(said.standardOutput.hasPrefix("Rendered 2 frames of wheel (800×800, the 400×400 canvas at --scale 2, 30 fps)"),
                "\(said.standardOutput)")
        #expect(try Data(contentsOf: folder.appendingPathComponent("half/trajectories.csv"))
                == Data(contentsOf: folder.appendingPathComponent("whole/trajectories.csv")))
        let stream = try VideoCommandTests.probe(folder.appendingPathComponent("half/wheel.mp4"))
        #expect(stream.width == 200 && stream.height == 200)
        #expect(try runZoetrope(["still", Self.wheel, "-o", "big.png", "--scale", "2"], in: folder).status == 0)
        let big = try CairoRasterizer.PNGDecoder.decode(contentsOf: folder.appendingPathComponent("big.png"))
        #expect(big.width == 800 && big.height == 800)
        let tooBig = try runZoetrope(["render", Self.wheel, "--out", "huge", "--scale", "50"], in: folder)
        #expect(tooBig.status == 64 && tooBig.standardError.contains("--scale 50.0: frames would be 20000.0×20000.0 pixels"))
        let zero = try runZoetrope(["render", Self.wheel, "--out", "none", "--scale", "0"], in: folder)
        #expect(zero.status == 64 && zero.standardError.contains("--scale 0.0: expected a number above 0"))
    }

    @Test("pictures take overrides too: a still with another fill")
    func stillOverride() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try runZoetrope(["still", Self.wheel, "-o", "still.png", "--set", "views.0.fill=\"#0000FF\"", "--set", "views.0.opacity=1"],
                                      in: folder)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let image = try CairoRasterizer.PNGDecoder.decode(contentsOf: folder.appendingPathComponent("still.png"))
        // View 0 (the tile labelled 1) sits at (200, 70) at frame 0: now opaque blue.
        let pixel = image.pixel(x: 200 - 25, y: 70 - 25)
        #expect(pixel.blue >= 250 && pixel.red <= 5 && pixel.green <= 5, "was \(pixel)")
    }
}
