import CairoRasterizer
import Foundation
import Testing
import ZoetropeTestSupport

/// View scene files: a scene file that shows one of the program's views by name
/// (`ZoetropeCommand.main(scenes:views:)`) under interactions it scripts, rendered and checked by
/// the examples executable; every error names the file, the field and its line.
@Suite("View scene files: the program's views under scripted interactions")
struct ViewSceneCommandTests {
    /// The examples' view scene file `name`.
    private static func example(_ name: String) -> String {
        packageRoot.appendingPathComponent("Examples/view-scenes/\(name)").path
    }

    @Test("swipe-left.json drags the swipe card left fast: the CSV shows the finger's 800 points a second and the card leaving the canvas on the left")
    func swipeLeft() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try SwiftScenesCommandTests.run(["render", Self.example("swipe-left.json"), "--format", "csv,png", "--quiet"], in: folder)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let csv = CSVTable(parsing: try String(contentsOf: folder.appendingPathComponent("frames/swipe-left/trajectories.csv"), encoding: .utf8))
        let (view, x) = (try #require(csv.column("view")), try #require(csv.column("x")))
        let card = csv.rows.filter { $0[view] == "0" }.map { Double($0[x]) ?? .nan }
        #expect(card.count == 49)
        #expect(card[0] == 260)
        #expect(abs((card[17] - card[18]) * 30 - 800) < 0.03 * 800, "leftwards at the finger's speed before the release at frame 18")
        #expect((card.last ?? 0) + 80 < 0, "gone off the left edge: \(card.last ?? 0)")
        let png = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent("frames/swipe-left/frame_000000.png"))
        #expect(png.width == 520 && png.height == 240)
    }

    @Test("press-on-a-phone.json taps a view three times on an iPhone 16 canvas: 393 × 852, and the count says 4 from the third tap on")
    func tapsOnAPhone() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try SwiftScenesCommandTests.run(["render", Self.example("press-on-a-phone.json"), "--format", "csv,png", "--quiet"], in: folder)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let csv = CSVTable(parsing: try String(contentsOf: folder.appendingPathComponent("frames/press-on-a-phone/trajectories.csv"), encoding: .utf8))
        let (frame, label) = (try #require(csv.column("frame")), try #require(csv.column("label")))
        let counts = csv.rows.filter { $0[label].hasPrefix("Bars: ") }
        #expect(counts.first { $0[frame] == "14" }?[label] == "Bars: 1", "before the first tap at 0.5 s")
        #expect(counts.first { $0[frame] == "90" }?[label] == "Bars: 4", "after the third at 1.9 s")
        let png = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent("frames/press-on-a-phone/frame_000090.png"))
        #expect(png.width == 393 && png.height == 852)
        let validate = try SwiftScenesCommandTests.run(["validate", Self.example("press-on-a-phone.json"), Self.example("swipe-left.json")], in: folder)
        #expect(validate.status == 0, "\(validate.standardError)")
        #expect(validate.standardOutput.contains("press-on-a-phone.json: valid: 91 frames (3 s at 30 fps)"))
    }

    @Test("inbox-scroll.json scrolls the inbox's rows 300 points up: the CSV has them exactly 300 points higher at the release, then further on")
    func scrollAList() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try SwiftScenesCommandTests.run(["render", Self.example("inbox-scroll.json"), "--format", "csv", "--quiet"], in: folder)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let csv = CSVTable(parsing: try String(contentsOf: folder.appendingPathComponent("frames/inbox-scroll/trajectories.csv"), encoding: .utf8))
        let (frame, label, y, opacity) = (try #require(csv.column("frame")), try #require(csv.column("label")), try #require(csv.column("y")),
                                          try #require(csv.column("opacity")))
        // Row 10: in sight all along (the inbox's rows are built only while in sight).
        let row = { (at: Int) in
            csv.rows.first { $0[frame] == "\(at)" && $0[label] == "Sender 10" && (Double($0[opacity]) ?? 0) > 0 }.flatMap { Double($0[y]) }
        }
        // The finger goes down at 0.5 s (frame 15) and lifts at 1 s (frame 30).
        let (down, up, after) = (try #require(row(15)), try #require(row(30)), try #require(row(45)))
        #expect(abs(up - (down - 300)) < 1e-6, "\(down) → \(up)")
        #expect(after < up - 50, "running on: \(after)")
    }

    @Test("notes-typing.json types a title into the sheet's field: the CSV shows it growing a character every 0.1 s from 1.2 s, then the note saved")
    func typeIntoAField() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try SwiftScenesCommandTests.run(["render", Self.example("notes-typing.json"), "--format", "csv", "--quiet"], in: folder)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let csv = CSVTable(parsing: try String(contentsOf: folder.appendingPathComponent("frames/notes-typing/trajectories.csv"), encoding: .utf8))
        let (frame, label, opacity) = (try #require(csv.column("frame")), try #require(csv.column("label")), try #require(csv.column("opacity")))
        let shown = { (at: Int) in Set(csv.rows.filter { $0[frame] == "\(at)" && (Double($0[opacity]) ?? 0) > 0 }.map { $0[label] }) }
        #expect(shown(35).contains("Title"), "the placeholder before the first character at 1.2 s (frame 36)")
        #expect(shown(36).contains("M") && shown(39).contains("Mi") && shown(42).contains("Mil") && shown(45).contains("Milk"))
        #expect(shown(74).contains("1 note"), "saved at 1.8 s")
    }

    @Test("settings-select.json chooses in two pickers: the Large segment's plate shows from 0.5 s, and the Language menu shows Français from 1 s")
    func selectInPickers() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try SwiftScenesCommandTests.run(["render", Self.example("settings-select.json"), "--format", "csv", "--quiet"], in: folder)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let csv = CSVTable(parsing: try String(contentsOf: folder.appendingPathComponent("frames/settings-select/trajectories.csv"), encoding: .utf8))
        let (frame, label, opacity) = (try #require(csv.column("frame")), try #require(csv.column("label")), try #require(csv.column("opacity")))
        let (x, y) = (try #require(csv.column("x")), try #require(csv.column("y")))
        let shown = { (at: Int) in Set(csv.rows.filter { $0[frame] == "\(at)" && (Double($0[opacity]) ?? 0) > 0 }.map { $0[label] }) }
        #expect(shown(29).contains("English") && !shown(29).contains("Français"), "the menu's value before 1 s")
        #expect(shown(30).contains("Français") && !shown(30).contains("English"), "and from 1 s")
        // The segment's plate: the unlabelled view centred on "Large", drawn once it is chosen.
        let large = try #require(csv.rows.first { $0[frame] == "0" && $0[label] == "Large" })
        let plate = { (at: Int) in
            csv.rows.first { $0[frame] == "\(at)" && $0[label].isEmpty && $0[x] == large[x] && $0[y] == large[y] }.flatMap { Double($0[opacity]) }
        }
        #expect(try #require(plate(14)) == 0 && plate(15) == 1, "the plate under Large from 0.5 s")
    }

    @Test("The command line's overrides change a view scene: --duration, --device", arguments: [
        (["--duration", "2"], "61 frames (2 s at 30 fps)"),
        (["--device", "iPhone SE (3rd generation)"], "91 frames (3 s at 30 fps)"),
    ])
    func overrides(arguments: [String], summary: String) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try SwiftScenesCommandTests.run(["validate", Self.example("press-on-a-phone.json")] + arguments, in: folder)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.contains(summary), "\(outcome.standardOutput)")
    }

    @Test("Bad view scenes are refused with exit 65, the file, the line and column and the field, and write nothing", arguments: [
        (#"{"view": "swipe-crad", "canvas": {"width": 520, "height": 240}}"#,
         #"1:10: error: view: unknown view "swipe-crad" (did you mean "swipe-card"?); this program's views: inbox, notes, press, settings, stopwatch, swipe-card"#),
        (#"{"view": "swipe-card", "canvas": {"width": 520, "height": 240}, "interactions": [{"drag": "cart", "by": [10, 0], "at": 0.3, "duration": 0.3}]}"#,
         #"error: interactions[0]: drag "cart" at 0.3 s: no view with .accessibilityIdentifier("cart") that has a gesture (accessibility identifiers: "card")"#),
        (#"{"view": "swipe-card", "canvas": {"width": 520, "height": 240}, "interactions": [{"drag": "card", "by": [400, 0], "at": 0.3, "duration": 0.3}]}"#,
         "outside the 520 × 240 canvas; a finger stays on the screen"),
        (#"{"view": "swipe-card", "canvas": {"width": 520, "height": 240}, "interactions": [{"drag": "card", "by": [10, 0], "at": -1, "duration": 0.3}]}"#,
         "error: interactions[0].at: -1 is out of range: the time (at, in seconds) must be in 0...86400"),
        (#"{"view": "swipe-card", "canvas": {"width": 520, "height": 240}, "duration": 1, "interactions": [{"drag": "card", "by": [10, 0], "at": 0.9, "duration": 0.3}]}"#,
         "error: interactions[0]: it ends at 1.2 s, after the scene's end at 1 s"),
        (#"{"view": "swipe-card", "canvas": {"width": 520, "height": 240}, "interactions": [{"tap": "card", "at": 0.5, "duration": 0.3}]}"#,
         "error: interactions[0].duration: a tap has no duration: it happens at one moment"),
        (#"{"view": "swipe-card", "canvas": {"width": 520, "height": 240}, "interactions": [{"tap": "card", "drag": "card", "at": 0.5}]}"#,
         "error: interactions[0]: an interaction is one gesture; this one has tap and drag"),
        (#"{"view": "swipe-card", "canvas": {"width": 520, "height": 240}, "interactions": [{"drag": "card", "at": 0.5, "duration": 0.3}]}"#,
         #"error: interactions[0]: a drag needs "by": [dx, dy] or "along": [[x, y], …], offsets from the view's centre"#),
        (#"{"view": "swipe-card", "canvas": {"width": 520, "height": 240}, "interactions": [{"drag": "card", "by": [10], "at": 0.5, "duration": 0.3}]}"#,
         "error: interactions[0].by: expected [x, y], found 1 numbers"),
        (#"{"view": "swipe-card", "canvas": {"width": 520, "height": 240}, "interactions": [{"pinch": "card", "scale": 0, "at": 0.5, "duration": 0.3}]}"#,
         "error: interactions[0].scale:"),
        (#"{"view": "swipe-card", "canvas": {"width": 520, "height": 240}, "interactions": [{"scroll": "card", "by": [0, -40], "at": 0.3, "duration": 0.3}]}"#,
         #"error: interactions[0]: scroll "card" at 0.3 s: the view with that .accessibilityIdentifier does not scroll and is not inside a ScrollView; identify the ScrollView, or a view in it"#),
        (#"{"view": "inbox", "canvas": {"device": "iPhone 16"}, "interactions": [{"scroll": "messages", "along": [[0, 0], [0, -10]], "at": 0.3, "duration": 0.3}]}"#,
         "error: interactions[0].along: a scroll has no along"),
        (#"{"view": "notes", "canvas": {"device": "iPhone 16"}, "interactions": [{"type": "New note", "text": "Milk", "at": 0.3}]}"#,
         #"error: interactions[0]: type "Milk" into "New note" at 0.3 s: no text field with .accessibilityIdentifier("New note") or showing "New note" (text fields: none)"#),
        (#"{"view": "notes", "canvas": {"device": "iPhone 16"}, "interactions": [{"type": "Title", "text": "Milk", "at": 0.3, "duration": 1}]}"#,
         "error: interactions[0].duration: typing has no duration: a character comes every 0.1 s"),
        (#"{"view": "settings", "canvas": {"device": "iPhone 16"}, "interactions": [{"select": "Language", "option": "Klingon", "at": 0.3}]}"#,
         #"error: interactions[0]: select "Klingon" in "Language" at 0.3 s: the picker has no option showing "Klingon" (its options: "English", "Français", "Deutsch")"#),
        (#"{"view": "settings", "canvas": {"device": "iPhone 16"}, "interactions": [{"select": "Language", "at": 0.3}]}"#,
         #"error: interactions[0]: missing field "option""#),
        (#"{"version": 2, "view": "swipe-card", "canvas": {"width": 520, "height": 240}}"#,
         "1:13: error: version: version 2 is not supported; this Zoetrope reads version 1"),
        (#"{"view": "swipe-card", "canvas": {"width": 520, "height": 240}, "layout": {"name": "wheel"}}"#,
         #"error: layout: unknown field"#),
    ])
    func refusals(json: String, message: String) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(json.utf8).write(to: folder.appendingPathComponent("bad.json"))
        let outcome = try SwiftScenesCommandTests.run(["render", "bad.json"], in: folder)
        #expect(outcome.status == 65)
        #expect(outcome.standardError.hasPrefix("bad.json:1:"), "\(outcome.standardError)")
        #expect(outcome.standardError.contains(message), "\(outcome.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("frames").path), "nothing written")
    }

    @Test("The zoetrope command itself shows no views: a view scene file is refused with what to do instead")
    func zoetropeHasNoViews() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try runZoetrope(["render", Self.example("swipe-left.json")], in: folder)
        #expect(outcome.status == 65)
        #expect(outcome.standardError.contains("unknown view \"swipe-card\": this program shows no views by name; a program of your own registers its views with ZoetropeCommand.main(scenes:views:)"),
                "\(outcome.standardError)")
    }
}
