import CairoRasterizer
import Foundation
import Testing
import ZoetropeTestSupport

/// One render of an example scene by the built command line: its CSV and its PNG frames.
private struct Rendered {
    let folder: URL
    let scene: String
    let csv: CSVTable

    /// Renders `scene` of Examples/ZoetropeExamples as CSV and PNGs, with `--jobs 2`.
    init(_ scene: String) throws {
        folder = try makeTemporaryFolder()
        self.scene = scene
        let outcome = try SwiftScenesCommandTests.run(["render", scene, "--format", "csv,png", "--jobs", "2", "--quiet"], in: folder)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        csv = CSVTable(parsing: try String(contentsOf: folder.appendingPathComponent("frames/\(scene)/trajectories.csv"), encoding: .utf8))
    }

    /// The rows of frame `frame` whose label is `label` and that are shown (opacity above 0).
    func rows(labelled label: String, frame: Int) throws -> [[String]] {
        let (frameColumn, labelColumn, opacity) = (try #require(csv.column("frame")), try #require(csv.column("label")),
                                                   try #require(csv.column("opacity")))
        return csv.rows.filter { $0[frameColumn] == "\(frame)" && $0[labelColumn] == label && (Double($0[opacity]) ?? 0) > 0 }
    }

    /// The centre of the shown view labelled `label` at `frame` (the last one, when several are).
    func centre(of label: String, frame: Int) throws -> CGPoint? {
        let (x, y) = (try #require(csv.column("x")), try #require(csv.column("y")))
        return try rows(labelled: label, frame: frame).last.map { CGPoint(x: Double($0[x]) ?? .nan, y: Double($0[y]) ?? .nan) }
    }

    /// Frame `frame`, decoded.
    func image(_ frame: Int) throws -> RasterImage {
        try PNGDecoder.decode(contentsOf: folder.appendingPathComponent("frames/\(scene)/frame_\(String(format: "%06d", frame)).png"))
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}

/// The app screens of Examples/ZoetropeExamples rendered by the built command line on an iPhone 16
/// (393 × 852 points, 30 frames a second), checked in the CSV and the decoded frames: a switch
/// flipped, a list scrolled and a row pushed, a list scrolled by its proxy, a sheet presented and
/// dismissed by `dismiss()`, a tab switched.
@Suite("App screens through the command line")
struct AppScreensCommandTests {
    @Test("settings: 'Dark mode' tapped at 0.5 s, its knob (27 points) crosses the 51-point switch, 20 points, in 0.25 s; the track is green once it is on")
    func settingsSwitch() throws {
        let rendered = try Rendered("settings")
        defer { rendered.remove() }
        let (frame, x, y, width) = (try #require(rendered.csv.column("frame")), try #require(rendered.csv.column("x")),
                                    try #require(rendered.csv.column("y")), try #require(rendered.csv.column("width")))
        // The knobs are the 27-point views; "Dark mode"'s is the upper one.
        let knobs = rendered.csv.rows.filter { $0[width] == "27.0" }
        let darkModeY = try #require(knobs.compactMap { Double($0[y]) }.min())
        let knobX = { (at: Int) in knobs.first { $0[frame] == "\(at)" && Double($0[y]) == darkModeY }.flatMap { Double($0[x]) } }
        let before = try #require(knobX(15)), after = try #require(knobX(23))
        #expect(abs(after - before - 20) < 1e-6, "across the track: \(before) → \(after)")
        let middle = try #require(knobX(19))
        #expect(middle > before + 1 && middle < after - 1, "on its way at 0.63 s: \(middle)")
        #expect(knobX(35) == after)
        // The track's leading end: the white knob before, the green track after.
        let (left, row) = (Int(before) - 9, Int(darkModeY))
        let off = try rendered.image(0).pixel(x: left, y: row), on = try rendered.image(35).pixel(x: left, y: row)
        #expect(off.maximumComponentDifference(from: RGBA8(red: 255, green: 255, blue: 255)) <= 8, "the knob: \(off)")
        #expect(on.maximumComponentDifference(from: RGBA8(red: 52, green: 199, blue: 89)) <= 8, "the green track: \(on)")
    }

    @Test("inbox: a scroll of 300 points up from 0.3 s to 0.6 s moves the rows by exactly 300 at the release, then they run on; row 16 tapped at 3 s pushes its message, whose title comes from the right edge in 0.35 s while the inbox moves 30 % left and darkens")
    func inboxScrollAndPush() throws {
        let rendered = try Rendered("inbox")
        defer { rendered.remove() }
        let start = try #require(try rendered.centre(of: "Sender 5", frame: 9))
        let released = try #require(try rendered.centre(of: "Sender 5", frame: 18))
        #expect(abs(released.y - (start.y - 300)) < 1e-6, "exactly the finger's 300 points: \(start.y) → \(released.y)")
        let later = try #require(try rendered.centre(of: "Sender 5", frame: 30))
        #expect(later.y < released.y - 100, "running on after the release: \(later.y)")
        // The push: the message's inline title (the second "Sender 16") from a screen's width to
        // the right, to the bar's centre by 3.35 s (frame 101).
        let titleAtTap = try #require(try rendered.rows(labelled: "Sender 16", frame: 90).count == 2 ? rendered.centre(of: "Sender 16", frame: 90) : nil)
        let title = try #require(try rendered.centre(of: "Sender 16", frame: 101))
        #expect(abs(title.x - 196.5) < 1e-6 && abs(titleAtTap.x - (196.5 + 393)) < 1e-6, "\(titleAtTap.x) → \(title.x)")
        let rowAtTap = try #require(try rendered.rows(labelled: "Sender 16", frame: 90).first)
        let rowAfter = try #require(try rendered.rows(labelled: "Sender 16", frame: 101).first)
        let x = try #require(rendered.csv.column("x"))
        let (rowXAtTap, rowXAfter) = (Double(rowAtTap[x]) ?? 0, Double(rowAfter[x]) ?? 0)
        let shift: Double = rowXAfter - rowXAtTap
        #expect(abs(shift + 0.3 * 393) < 1e-6, "the row 30 % of the width to the left: \(shift)")
        // The inbox darkens under the screen coming in: white at the tap, greyer half way.
        let white = try rendered.image(89).pixel(x: 4, y: 20), dimmed = try rendered.image(95).pixel(x: 4, y: 20)
        #expect(white.maximumComponentDifference(from: RGBA8(red: 255, green: 255, blue: 255)) <= 1, "\(white)")
        #expect(dimmed.red < 250 && dimmed.red > 225, "a share of 10 % black: \(dimmed)")
    }

    @Test("inbox-latest: 'Latest' in the toolbar at 0.5 s scrolls to the last row with withAnimation(.easeInOut(duration: 0.5)): moving half way through, at rest by 1 s")
    func inboxScrollTo() throws {
        let rendered = try Rendered("inbox-latest")
        defer { rendered.remove() }
        // The inbox's rows are in a LazyVStack: the last row is not made until the scroll needs it.
        #expect(try rendered.centre(of: "Sender 40", frame: 15) == nil, "not built while far out of sight")
        #expect(try rendered.centre(of: "Sender 1", frame: 15) != nil)
        let middle = try #require(try rendered.centre(of: "Sender 40", frame: 22))
        let end = try #require(try rendered.centre(of: "Sender 40", frame: 30))
        #expect(end.y < 852 - 34 && end.y > 852 - 34 - 64, "on the last row's place at the bottom: \(end.y)")
        let lastRowFirst = try #require(try rendered.centre(of: "Sender 1", frame: 30))
        #expect(abs(end.y - lastRowFirst.y - 39 * 64) < 1e-6, "built rows 64 points apart, as if all were: \(lastRowFirst.y) … \(end.y)")
        #expect(middle.y > end.y + 10, "animated, not at once: \(middle.y)")
        #expect(try rendered.centre(of: "Sender 40", frame: 44) == end)
    }

    @Test("notes: 'New note' at 0.5 s slides a sheet up from below the screen; 'Save' at 1.5 s calls dismiss() and it slides down; the count reads 1 note; the Account tab at 2.5 s shows its screen")
    func notesSheet() throws {
        let rendered = try Rendered("notes")
        defer { rendered.remove() }
        // The sheet's title is the second "New note" (the button is the first).
        let sheetTitle = { (frame: Int) throws -> CGPoint? in
            let rows = try rendered.rows(labelled: "New note", frame: frame)
            guard rows.count == 2, let y = rendered.csv.column("y"), let x = rendered.csv.column("x") else { return nil }
            return CGPoint(x: Double(rows[1][x]) ?? .nan, y: Double(rows[1][y]) ?? .nan)
        }
        #expect(try sheetTitle(14) == nil, "no sheet before the tap")
        let arriving = try #require(try sheetTitle(15)), rising = try #require(try sheetTitle(18)), up = try #require(try sheetTitle(44))
        #expect(arriving.y > 852, "below the screen at the tap: \(arriving.y)")
        #expect(rising.y < arriving.y && rising.y > up.y && up.y < 200, "\(arriving.y) → \(rising.y) → \(up.y)")
        let leaving = try #require(try sheetTitle(50))
        #expect(leaving.y > up.y + 100, "sliding down after Save: \(leaving.y)")
        #expect(try rendered.centre(of: "1 note", frame: 60) != nil)
        #expect(try rendered.centre(of: "Signed in", frame: 89) != nil && rendered.centre(of: "Signed in", frame: 70) == nil)
        // The sheet dims what it covers, up to the status bar, and is white from 59 points down.
        let status = try rendered.image(44).pixel(x: 196, y: 30), card = try rendered.image(44).pixel(x: 196, y: 500)
        #expect(status.maximumComponentDifference(from: RGBA8(red: 153, green: 153, blue: 153)) <= 3, "40 % black over white: \(status)")
        #expect(card.maximumComponentDifference(from: RGBA8(red: 255, green: 255, blue: 255)) <= 1, "\(card)")
    }
}
