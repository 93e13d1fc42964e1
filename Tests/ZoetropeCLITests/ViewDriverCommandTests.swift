import CairoRasterizer
import Foundation
@testable import SceneExport
import Testing
@testable import ZoetropeExamples
import ZoetropeTestSupport
import ZoetropeTesting

/// The examples driven a step at a time by a test, as a person would, against what the command
/// line renders of the same scenes: at every checked moment, every view drawn is where the CSV of
/// `zoetrope render` puts it, to the last bit (the CSV writes each number so it reads back exactly).
@Suite("ViewDriver against the command line's CSV")
struct ViewDriverCommandTests {

    /// The CSV the examples program writes for `arguments`, rendered into a fresh folder.
    private static func renderedCSV(_ arguments: [String], scene: String) throws -> CSVTable {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try SwiftScenesCommandTests.run(["render"] + arguments + ["--format", "csv", "--quiet"], in: folder)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        return CSVTable(parsing: try String(contentsOf: folder.appendingPathComponent("frames/\(scene)/trajectories.csv"), encoding: .utf8))
    }

    /// Checks that the views drawn in the driver's frame now are those the CSV's rows of that frame
    /// draw, each with its centre, size, opacity and text. (Views are compared drawn, not by
    /// number: a scene numbers its views over its whole length, so one a later tap adds takes a
    /// number among the others, and the CSV of the longer scene numbers them differently.)
    private static func expectSame(_ screen: ViewDriver, as csv: CSVTable, _ moment: String) throws {
        let sampled = try screen.sampledFrame()
        let columns = try ["frame", "x", "y", "width", "height", "opacity", "label"].map { try #require(csv.column($0)) }
        let fromCSV = csv.rows.filter { $0[columns[0]] == "\(screen.frame)" && (Double($0[columns[5]]) ?? 0) > 0 }
            .map { row in columns[1...].map { row[$0] } }
        var driven: [[String]] = []
        for (placement, look) in zip(sampled.placements, sampled.looks) where placement.opacity * look.opacity > 0 {
            let geometry: [Double] = [placement.center.x, placement.center.y, placement.size.width, placement.size.height].map { Double($0) }
            let opacity = TrajectoryCSV.format(placement.opacity * look.opacity)
            driven.append(geometry.map(TrajectoryCSV.format) + [opacity, look.label?.text ?? ""])
        }
        #expect(fromCSV.count > 3, "\(moment): views drawn")
        #expect(driven.sorted { $0.lexicographicallyPrecedes($1) } == fromCSV.sorted { $0.lexicographicallyPrecedes($1) },
                "\(moment), frame \(screen.frame)")
    }

    @Test("press: 'Add' tapped at 0.6 s and 1.4 s; mid-press and mid-growth every view is where `render press` puts it")
    func press() throws {
        let csv = try Self.renderedCSV(["press"], scene: "press")
        let screen = try ViewDriver(canvas: CGSize(width: 260, height: 200), fps: 30, textMeasurer: CairoTextMeasurer()) { Press() }
        try screen.advance(by: 0.6)
        try screen.tap("Add")
        try screen.advance(by: 0.1)
        try Self.expectSame(screen, as: csv, "0.1 s after the first tap")
        try screen.advance(by: 0.7)
        try screen.tap("Add")
        try screen.advance(by: 0.2)
        try Self.expectSame(screen, as: csv, "0.2 s after the second tap")
    }

    @Test("tiles (a view drawn from its state): tiles fading in, the row reversing on a spring, the first tile leaving, as `render tiles` has them")
    func tiles() throws {
        let csv = try Self.renderedCSV(["tiles"], scene: "tiles")
        let screen = try ViewDriver(canvas: CGSize(width: 400, height: 150), fps: 30, textMeasurer: CairoTextMeasurer(), initial: [1, 2, 3]) { numbers in
            Tiles(numbers: numbers)
        }
        try screen.advance(by: 0.2)
        try screen.change(animation: .easeInOut(duration: 0.8)) { (numbers: inout [Int]) in numbers.append(contentsOf: [4, 5]) }
        try screen.advance(by: 0.4)
        try Self.expectSame(screen, as: csv, "two tiles fading in")
        try screen.advance(by: 0.8)
        try screen.change(animation: .spring(duration: 0.8, bounce: 0.3)) { (numbers: inout [Int]) in numbers.reverse() }
        try screen.advance(by: 0.3)
        try Self.expectSame(screen, as: csv, "the row reversing")
        try screen.advance(by: 0.9)
        try screen.change(animation: .easeOut(duration: 0.6)) { (numbers: inout [Int]) in numbers.removeFirst() }
        try screen.advance(by: 0.2)
        try Self.expectSame(screen, as: csv, "the first tile leaving")
        #expect(try screen.text(of: "4 tiles") == "4 tiles")
    }

    @Test("notes (an app screen on an iPhone 16): the sheet mid-slide, the title typed, the sheet leaving, as `render notes-typing.json` has them")
    func notesSheetAndTyping() throws {
        let file = packageRoot.appendingPathComponent("Examples/view-scenes/notes-typing.json").path
        let csv = try Self.renderedCSV([file], scene: "notes-typing")
        let screen = try ViewDriver(device: .iPhone16, fps: 30, textMeasurer: CairoTextMeasurer()) { Notes() }
        try screen.advance(by: 0.5)
        try screen.tap("New note")
        try screen.advance(by: 0.2)
        try Self.expectSame(screen, as: csv, "the sheet sliding up")
        try screen.advance(by: 0.5)
        try screen.type("Milk", into: "Title")
        let typed = try screen.text(of: "Title")
        #expect(typed == "Milk", "\(typed)")
        try Self.expectSame(screen, as: csv, "the last character typed")
        try screen.advance(by: 0.3)
        try screen.tap("Save")
        try screen.advance(by: 0.2)
        try Self.expectSame(screen, as: csv, "the sheet sliding down")
    }
}
