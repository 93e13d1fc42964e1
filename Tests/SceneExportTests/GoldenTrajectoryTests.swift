import CairoRasterizer
import Foundation
import SceneFiles
import SceneExport
import Testing
import ZoetropeTestSupport

/// Every scene in `scenes/` against its trajectories and a contact sheet of its frames under
/// version control (`Tests/SceneExportTests/Golden/<scene>.csv` and `<scene>.sheet.png`), rendered
/// through the real pipeline: a change that moves one view by a hair fails, naming the scene, the
/// frame and its time, the view, and the columns that changed; a change in how frames are drawn
/// fails naming the first pixel that differs and the frame whose cell holds it.
///
/// To record them again after an intended change: `ZOETROPE_RECORD_GOLDEN=1 swift test --filter Golden`
/// (each recorded file is reported as an issue, so a recording run never passes by accident), then
/// review the diff before committing it.
@Suite("Golden trajectories and sheets of the shipped scenes")
struct GoldenTrajectoryTests {
    static let folder = packageRoot.appendingPathComponent("Tests/SceneExportTests/Golden")
    static let isRecording = ProcessInfo.processInfo.environment["ZOETROPE_RECORD_GOLDEN"] == "1"

    @Test("the CSV of every shipped scene equals its golden file", arguments: ShippedScenesTests.names)
    func matchesGolden(name: String) throws {
        let rendered = try Self.renderCSV(name)
        let golden = Self.folder.appendingPathComponent("\(name).csv")
        if Self.isRecording {
            try rendered.write(to: golden, atomically: true, encoding: .utf8)
            Issue.record("recorded \(golden.lastPathComponent); run again without ZOETROPE_RECORD_GOLDEN to check it")
            return
        }
        let expected = try #require(try? String(contentsOf: golden, encoding: .utf8),
                                    "no golden file \(golden.lastPathComponent): record it with ZOETROPE_RECORD_GOLDEN=1")
        if let difference = Self.firstDifference(expected: expected, actual: rendered) {
            Issue.record("scenes/\(name).json: \(difference)")
        }
    }

    @Test("a view moved by a hundredth of a point is caught, and named with its frame")
    func catchesSmallMoves() throws {
        let golden = try String(contentsOf: Self.folder.appendingPathComponent("wheel.csv"), encoding: .utf8)
        var lines = golden.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Row 1 + 30 × 8 + 3: frame 30, view 3. Its x, the fourth column, moves by 0.01.
        var cells = lines[1 + 30 * 8 + 3].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        cells[3] = String(try #require(Double(cells[3])) + 0.01)
        lines[1 + 30 * 8 + 3] = cells.joined(separator: ",")
        let difference = try #require(Self.firstDifference(expected: golden, actual: lines.joined(separator: "\n")))
        #expect(difference.hasPrefix("frame 30 (t = 1.0 s), view 3 (\"4\"): x "), "\(difference)")
    }

    @Test("the contact sheet of every shipped scene equals its golden PNG", arguments: ShippedScenesTests.names)
    func sheetMatchesGolden(name: String) throws {
        let scene = try loadScene(name)
        // About a dozen frames, as `zoetrope sheet` picks them, in cells 120 points wide.
        let sheet = ContactSheet(scene: scene, frames: ContactSheet.defaultFrames(of: scene), cellWidth: 120)
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let drawn = folder.appendingPathComponent("sheet.png")
        try PictureFile.write(sheet.displayList(), to: drawn)
        let golden = Self.folder.appendingPathComponent("\(name).sheet.png")
        if Self.isRecording {
            _ = try? FileManager.default.removeItem(at: golden)
            try FileManager.default.copyItem(at: drawn, to: golden)
            Issue.record("recorded \(golden.lastPathComponent); run again without ZOETROPE_RECORD_GOLDEN to check it")
            return
        }
        let expected = try #require(try? Data(contentsOf: golden), "no golden sheet \(golden.lastPathComponent): record it with ZOETROPE_RECORD_GOLDEN=1")
        guard try Data(contentsOf: drawn) != expected else { return }
        let old = try PNGDecoder.decode(contentsOf: golden), new = try PNGDecoder.decode(contentsOf: drawn)
        guard old.width == new.width, old.height == new.height else {
            Issue.record("scenes/\(name).json: the sheet is \(new.width)×\(new.height), its golden PNG \(old.width)×\(old.height)")
            return
        }
        let point = (0..<old.height).lazy.flatMap { y in (0..<old.width).lazy.map { (x: $0, y: y) } }
            .first { old.pixel(x: $0.x, y: $0.y) != new.pixel(x: $0.x, y: $0.y) }
        let place = point.flatMap { sheet.frame(at: CGPoint(x: Double($0.x) + 0.5, y: Double($0.y) + 0.5)) }
            .map { "in the cell of frame \($0) (t = \(scene.clock.time(ofFrame: $0)) s)" } ?? "outside the cells"
        Issue.record("scenes/\(name).json: the sheet differs from its golden PNG first at pixel \(point.map { "(\($0.x), \($0.y))" } ?? "?"), \(place)")
    }

    /// The scene's trajectories as `zoetrope render --format csv` writes them.
    static func renderCSV(_ name: String) throws -> String {
        let output = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        let request = RenderRequest(outputDirectory: output, sinks: [.csv], jobs: 2)
        _ = try RenderSession(scene: loadScene(name), request: request).run()
        return try String(contentsOf: output.appendingPathComponent("trajectories.csv"), encoding: .utf8)
    }

    /// Where two CSVs first differ: the frame, its time and the view of the row, and each column
    /// that changed with both values; nil when they are the same.
    static func firstDifference(expected: String, actual: String) -> String? {
        guard expected != actual else { return nil }
        let old = CSVTable(parsing: expected), new = CSVTable(parsing: actual)
        guard old.header == new.header else {
            return "the header changed: \(old.header.joined(separator: ",")) → \(new.header.joined(separator: ","))"
        }
        guard let index = old.rows.indices.first(where: { new.rows.indices.contains($0) && old.rows[$0] != new.rows[$0] }) else {
            return "the CSV has \(new.rows.count) rows, its golden file \(old.rows.count)"
        }
        let (was, now) = (old.rows[index], new.rows[index])
        let changes = old.header.indices.compactMap { column -> String? in
            let before = was.indices.contains(column) ? was[column] : "", after = now.indices.contains(column) ? now[column] : ""
            return before == after ? nil : "\(old.header[column]) \(before) → \(after)"
        }
        let label = old.field("label", row: index).flatMap { $0.isEmpty ? nil : " (\"\($0)\")" } ?? ""
        let place = was.count >= 3 ? "frame \(was[0]) (t = \(was[1]) s), view \(was[2])\(label)" : "row \(index + 1)"
        return "\(place): \(changes.joined(separator: ", "))"
    }
}
