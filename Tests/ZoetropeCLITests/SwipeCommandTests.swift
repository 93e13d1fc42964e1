import CairoRasterizer
import Foundation
import Testing
import ZoetropeTestSupport

/// A swipeable card (Examples/ZoetropeExamples' `SwipeCard`) dragged by scripted fingers,
/// rendered by the built command line: dragged fast it flies off carrying the finger's speed
/// through the release; dragged slowly it springs back to the middle.
@Suite("Gestures through the command line: a card flung off and one let go")
struct SwipeCommandTests {
    /// The card's centre x at each frame of `scene`, from the CSV the command line wrote.
    private func cardX(_ scene: String, canvasWidth: Int) throws -> [Double] {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try SwiftScenesCommandTests.run(["render", scene, "--format", "csv,png", "--quiet"], in: folder)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let csv = CSVTable(parsing: try String(contentsOf: folder.appendingPathComponent("frames/\(scene)/trajectories.csv"), encoding: .utf8))
        let (view, x) = (try #require(csv.column("view")), try #require(csv.column("x")))
        let last = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent("frames/\(scene)/frame_000030.png"))
        #expect(last.width == canvasWidth && last.height == 240)
        return csv.rows.filter { $0[view] == "0" }.map { Double($0[x]) ?? .nan }
    }

    @Test("Flung (240 points in 0.3 s): the card moves at the finger's 800 points a second until the release at frame 18, keeps at least that speed after it, and leaves the canvas")
    func flungCardFliesOff() throws {
        let x = try cardX("swipe-fling", canvasWidth: 520)
        #expect(x.count == 49)
        #expect(x[0] == 260 && x[9] == 260, "still before the finger goes down at 0.3 s")
        let before = (x[18] - x[17]) * 30
        #expect(abs(before - 800) < 0.03 * 800, "the frame before the release: \(before) points a second")
        let after = (x[19] - x[18]) * 30
        #expect(after >= before, "the spring that takes over carries the card's velocity on: \(after) after \(before)")
        #expect(zip(x, x.dropFirst()).allSatisfy { $1 >= $0 - 1e-9 }, "never back towards the middle")
        #expect(x[48] - 80 > 520, "off the canvas at the end: \(x[48])")
    }

    @Test("Let go slowly (60 points in 0.6 s): the card moves at 100 points a second, then springs back past the middle and settles there")
    func slowCardSpringsBack() throws {
        let x = try cardX("swipe-back", canvasWidth: 360)
        #expect(x.count == 61)
        let before = (x[27] - x[26]) * 30
        #expect(abs(before - 100) < 0.03 * 100, "the finger's speed before the release: \(before)")
        let peak = x.max() ?? 0
        #expect(peak > 225 && peak <= 240, "nearly as far as the finger took it, a little behind it (an interactive spring follows): \(peak)")
        #expect((x.min() ?? 180) < 178, "it overshoots the middle (a spring of damping 0.6)")
        #expect(abs(x[60] - 180) < 0.5, "and settles in the middle: \(x[60])")
    }
}
