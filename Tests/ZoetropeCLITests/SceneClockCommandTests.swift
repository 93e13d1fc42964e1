import CairoRasterizer
import Foundation
import Testing
import ZoetropeTestSupport

/// Views whose time comes from timers and dispatch queues (Examples/ZoetropeExamples' `stopwatch`
/// and `delayed-slide`), rendered by the built command line: the CSV shows each tick and each
/// delayed start at the frame scene time puts it, and renders agree byte for byte however they
/// are split.
@Suite("Timers and dispatch queues on the scene's clock, through the command line")
struct SceneClockCommandTests {
    /// The trajectories `arguments` wrote for `scene`, and the folder, to remove.
    private func render(_ scene: String, _ arguments: [String] = [], in folder: URL) throws -> CSVTable {
        let outcome = try SwiftScenesCommandTests.run(["render", scene, "--format", "csv,png", "--quiet"] + arguments, in: folder)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let url = folder.appendingPathComponent("frames/\(scene)/trajectories.csv")
        return CSVTable(parsing: try String(contentsOf: url, encoding: .utf8))
    }

    @Test("A Timer.publish stopwatch shows 0, 1, 2, 3 in the CSV's label at 0, 1, 2 and 3 s, never a frame early")
    func stopwatchTicks() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let csv = try render("stopwatch", in: folder)
        let (frame, view, label) = (try #require(csv.column("frame")), try #require(csv.column("view")), try #require(csv.column("label")))
        let digits = Dictionary(uniqueKeysWithValues: csv.rows.filter { $0[view] == "0" }.map { (Int($0[frame]) ?? -1, $0[label]) })
        #expect(digits.count == 106)
        let expected: [(Int, String)] = [(0, "0"), (29, "0"), (30, "1"), (59, "1"), (60, "2"), (89, "2"), (90, "3"), (105, "3")]
        for (index, text) in expected { #expect(digits[index] == text, "frame \(index)") }
        let png = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent("frames/stopwatch/frame_000075.png"))
        #expect(png.width == 220 && png.height == 160)
    }

    @Test("asyncAfter(deadline: .now() + 0.5) in onAppear: the card is still at 0.5 s, moving just after, at rest at 1.1 s; the scheduled timer's dot pulses from 0.4 s")
    func delayedSlide() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let csv = try render("delayed-slide", in: folder)
        let (frame, view, x, scale) = (try #require(csv.column("frame")), try #require(csv.column("view")),
                                       try #require(csv.column("x")), try #require(csv.column("scale")))
        let card = Dictionary(uniqueKeysWithValues: csv.rows.filter { $0[view] == "1" }.map { (Int($0[frame]) ?? -1, Double($0[x]) ?? .nan) })
        let dot = Dictionary(uniqueKeysWithValues: csv.rows.filter { $0[view] == "0" }.map { (Int($0[frame]) ?? -1, Double($0[scale]) ?? .nan) })
        #expect(card[0] == -70 && card[15] == -70, "off to the left until 0.5 s")
        #expect((card[16] ?? -70) > -70, "moving at 0.533 s")
        #expect(card[33] == 150 && card[72] == 150, "at rest in the middle from 1.1 s (0.5 + 0.6)")
        #expect(dot[11] == 1 && (dot[13] ?? 1) > 1, "the first pulse at 0.4 s")
        let png = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent("frames/delayed-slide/frame_000072.png"))
        let middle = png.pixel(x: 150, y: 124)
        #expect(middle.maximumComponentDifference(from: RGBA8(red: 255, green: 255, blue: 255)) > 100, "the card is drawn in the middle: \(middle)")
    }

    @Test("An ObservableObject and an @Observable model, each changed by a tapped button in withAnimation, grow their bars over a second: half way at mid-animation in the CSV")
    func modelsAnimate() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let csv = try render("models", in: folder)
        let (frame, width, height, y) = (try #require(csv.column("frame")), try #require(csv.column("width")),
                                         try #require(csv.column("height")), try #require(csv.column("y")))
        // The two bars are the views 14 points high, the orange (score) one above the purple (level).
        let bars = { (index: Int) throws -> [Double] in
            let rows = csv.rows.filter { $0[frame] == String(index) && $0[height] == "14.0" }
                .sorted { (Double($0[y]) ?? 0) < (Double($1[y]) ?? 0) }
            return rows.map { Double($0[width]) ?? .nan }
        }
        #expect(try bars(0) == [20, 40])
        #expect(try bars(15) == [20, 40], "the score is tapped at 0.5 s")
        #expect(try bars(30).map { ($0 * 1000).rounded() / 1000 } == [70, 40], "half way through the score's second; the level tapped now")
        #expect(try bars(45) == [120, 60], "the score done at 1.5 s, the level half way")
        #expect(try bars(60) == [120, 80])
    }

    @Test("Timers and delayed blocks render byte for byte alike with --jobs 1 and 2 and with the frames rendered in two parts, the later part alone")
    func rendersAgree() throws {
        let whole = try makeTemporaryFolder(), jobs = try makeTemporaryFolder()
        let early = try makeTemporaryFolder(), late = try makeTemporaryFolder()
        defer { for folder in [whole, jobs, early, late] { try? FileManager.default.removeItem(at: folder) } }
        for scene in ["stopwatch", "delayed-slide"] {
            _ = try render(scene, ["--jobs", "1"], in: whole)
            _ = try render(scene, ["--jobs", "2"], in: jobs)
            _ = try render(scene, ["--frames", "0-39", "--jobs", "2"], in: early)
            _ = try render(scene, ["--frames", "40-", "--jobs", "1"], in: late)
            for (name, part) in [("frame_000000.png", early), ("frame_000039.png", early), ("frame_000040.png", late), ("frame_000070.png", late)] {
                let reference = try Data(contentsOf: whole.appendingPathComponent("frames/\(scene)/\(name)"))
                #expect(try Data(contentsOf: jobs.appendingPathComponent("frames/\(scene)/\(name)")) == reference, "\(scene) \(name)")
                #expect(try Data(contentsOf: part.appendingPathComponent("frames/\(scene)/\(name)")) == reference, "\(scene) \(name)")
            }
        }
    }
}
