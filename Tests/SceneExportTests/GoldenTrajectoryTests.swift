import CairoRasterizer
import Foundation
import SceneFiles
import SceneExport
@preconcurrency import SnapshotTesting
import Testing
import ZoetropeTestSupport

/// Every scene in `scenes/` against its trajectories and a contact sheet of its frames under
/// version control (`Tests/SceneExportTests/Golden/trajectories.<scene>.csv` and
/// `sheet.<scene>.png`), rendered through the real pipeline and compared by swift-snapshot-testing
/// (the one golden mechanism of the repository), with diffs of our own: a change that moves one
/// view by a hair fails, naming the scene, the frame and its time, the view, and the columns that
/// changed; a change in how frames are drawn fails naming the first pixel that differs and the
/// frame whose cell holds it.
///
/// To record them again after an intended change: `SNAPSHOT_TESTING_RECORD=all swift test --filter Golden`
/// (swift-snapshot-testing reports each recorded file as a failure, so a recording run never
/// passes), then review the diff before committing it.
@Suite("Golden trajectories and sheets of the shipped scenes")
struct GoldenTrajectoryTests {
    static let folder = packageRoot.appendingPathComponent("Tests/SceneExportTests/Golden")

    /// A CSV compared as text, a difference described by ``firstDifference(expected:actual:)``.
    static var csv: Snapshotting<String, String> {
        Snapshotting(pathExtension: "csv", diffing: .diff(
            toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) },
            diffV2: { expected, actual in firstDifference(expected: expected, actual: actual).map { ($0, []) } }))
    }

    @Test("the CSV of every shipped scene equals its golden file", arguments: ShippedScenesTests.names)
    func matchesGolden(name: String) throws {
        let rendered = try Self.renderCSV(name)
        if let failure = verifySnapshot(of: rendered, as: Self.csv, named: name, snapshotDirectory: Self.folder.path,
                                        testName: "trajectories") {
            Issue.record("scenes/\(name).json: \(failure)")
        }
    }

    @Test("a view moved by a hundredth of a point is caught, and named with its frame")
    func catchesSmallMoves() throws {
        let golden = try String(contentsOf: Self.folder.appendingPathComponent("trajectories.wheel.csv"), encoding: .utf8)
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
        let png = Snapshotting<Data, Data>(pathExtension: "png", diffing: .diff(
            toData: { $0 }, fromData: { $0 },
            diffV2: { expected, actual in Self.firstDifference(expected: expected, actual: actual, of: sheet).map { ($0, []) } }))
        if let failure = verifySnapshot(of: try Data(contentsOf: drawn), as: png, named: name, snapshotDirectory: Self.folder.path,
                                        testName: "sheet") {
            Issue.record("scenes/\(name).json: \(failure)")
        }
    }

    /// Where two sheets' pixels first differ, and the frame whose cell holds that pixel; nil when
    /// their bytes are the same.
    static func firstDifference(expected: Data, actual: Data, of sheet: ContactSheet) -> String? {
        guard expected != actual else { return nil }
        guard let old = try? PNGDecoder.decode([UInt8](expected)), let new = try? PNGDecoder.decode([UInt8](actual)) else {
            return "the sheet or its golden PNG does not decode"
        }
        guard old.width == new.width, old.height == new.height else {
            return "the sheet is \(new.width)×\(new.height), its golden PNG \(old.width)×\(old.height)"
        }
        let point = (0..<old.height).lazy.flatMap { y in (0..<old.width).lazy.map { (x: $0, y: y) } }
            .first { old.pixel(x: $0.x, y: $0.y) != new.pixel(x: $0.x, y: $0.y) }
        let place = point.flatMap { sheet.frame(at: CGPoint(x: Double($0.x) + 0.5, y: Double($0.y) + 0.5)) }
            .map { "in the cell of frame \($0) (t = \(sheet.scene.clock.time(ofFrame: $0)) s)" } ?? "outside the cells"
        return "the sheet differs from its golden PNG first at pixel \(point.map { "(\($0.x), \($0.y))" } ?? "?"), \(place)"
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
