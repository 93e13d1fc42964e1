import CairoRasterizer
import Foundation
import Testing
import ZoetropeTestSupport

@Suite("zoetrope sizes and --show-sizes")
struct SizesCommandTests {
    @Test("sizes prints the minimum, ideal, maximum, current size and frame of the layout and every view")
    func printsTable() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try runZoetrope(["sizes", packageRoot.appendingPathComponent("scenes/wheel.json").path, "--frame", "0"],
                                      in: folder)
        #expect(outcome.status == 0, "stderr: \(outcome.standardError)")
        let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == "Sizes in wheel at frame 0 (t = 0 s):")
        let header = try #require(lines.dropFirst().first)
        #expect(header.split(separator: " ", omittingEmptySubsequences: true) == ["view", "minimum", "ideal", "maximum", "current", "frame"])
        // The wheel of radius 130 with 70-point tiles is a 330-point square centred in 400×400.
        let root = try #require(lines.first { $0.hasPrefix("WheelLayout") })
        #expect(root.split(separator: " ", omittingEmptySubsequences: true)
                == ["WheelLayout", "330×330", "330×330", "330×330", "330×330", "(35,", "35,", "330×330)"])
        let first = try #require(lines.first { $0.hasPrefix("  view 0 \"1\"") })
        #expect(first.contains("70×70"))
        #expect(first.hasSuffix("(165, 35, 70×70)"), "tile 1 sits at the top of the wheel: \(first)")
        #expect(lines.filter { $0.hasPrefix("  view ") }.count == 8)
    }

    @Test("sizes rejects a frame outside the scene and a missing file, with exit codes 65 and 66",
          arguments: [(["--frame", "9999"], Int32(65), "frame 9999 is not in the scene's frames 0-150"),
                      (["--frame=-1"], Int32(65), "frame -1 is not in the scene's frames")])
    func rejectsBadFrame(arguments: [String], status: Int32, message: String) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try runZoetrope(["sizes", packageRoot.appendingPathComponent("scenes/wheel.json").path] + arguments, in: folder)
        #expect(outcome.status == status)
        #expect(outcome.standardError.contains(message), "stderr: \(outcome.standardError)")
        let missing = try runZoetrope(["sizes", "nowhere.json"], in: folder)
        #expect(missing.status == 66)
        #expect(missing.standardError.contains("nowhere.json: cannot read the scene file: no such file or folder"))
    }

    @Test("render --show-sizes draws the size cards over the frame: the frame differs only where the cards are")
    func showSizesOverlay() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = packageRoot.appendingPathComponent("scenes/wheel.json").path
        let plain = try runZoetrope(["render", scene, "--frames", "0", "--format", "png", "-o", "plain", "-q"], in: folder)
        let overlaid = try runZoetrope(["render", scene, "--frames", "0", "--format", "png", "-o", "sizes", "-q", "--show-sizes"],
                                       in: folder)
        #expect(plain.status == 0 && overlaid.status == 0, "stderr: \(plain.standardError) \(overlaid.standardError)")
        let without = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent("plain/frame_000000.png"))
        let with = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent("sizes/frame_000000.png"))
        // The wheel's card is at its top-leading corner (35, 35); tile 1's at (165, 0). Far from
        // every card, at the centre of the canvas, nothing changes.
        var changed = 0
        for y in 35..<70 { for x in 35..<100 where with.pixel(x: x, y: y) != without.pixel(x: x, y: y) { changed += 1 } }
        #expect(changed > 200, "only \(changed) pixels of the wheel's size card changed")
        #expect(with.pixel(x: 200, y: 200) == without.pixel(x: 200, y: 200))
    }
}
