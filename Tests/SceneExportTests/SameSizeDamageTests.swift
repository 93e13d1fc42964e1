import Foundation
import SceneFiles
import Testing
import ZoetropeTestSupport
@testable import SceneExport

/// Damage that only the SHA-256 in a manifest can see: one byte of a file inverted, its size
/// unchanged. A resume must draw exactly the damaged frames again, and a merge must refuse,
/// naming each damaged file.
@Suite("Damage that keeps a file's size: resume redraws, merge refuses")
struct SameSizeDamageTests {
    /// Where in a file the inverted byte is.
    enum Place: String, Sendable {
        /// The first byte (a PNG's signature, the CSV's header).
        case first
        /// The byte at half the file's length (a PNG's compressed pixels).
        case middle
        /// The last byte (a PNG's IEND checksum, the CSV's last newline).
        case last
    }

    /// Files of a render to damage, and where.
    struct Damage: Sendable, CustomTestStringConvertible {
        let frames: [Int]
        let csv: Bool
        let place: Place
        var testDescription: String {
            ([frames.isEmpty ? nil : "frames \(frames.map(String.init).joined(separator: ", "))", csv ? "the CSV" : nil]
                .compactMap { $0 }.joined(separator: " and ")) + ", \(place.rawValue) byte"
        }

        var files: [String] { frames.map(frameName) + (csv ? ["trajectories.csv"] : []) }
    }

    static let resumeCases: [Damage] = [
        Damage(frames: [10], csv: false, place: .middle),
        Damage(frames: [0], csv: false, place: .first),
        Damage(frames: [150], csv: false, place: .last),
        Damage(frames: [20, 21, 99], csv: true, place: .middle),
        Damage(frames: [], csv: true, place: .last),
    ]

    @Test("--resume draws exactly the frames with one byte inverted, and ends byte-identical to a clean render",
          arguments: resumeCases)
    func resumeRedrawsDamagedFrames(_ damage: Damage) throws {
        let clean = try makeTemporaryFolder(), damaged = try makeTemporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: clean)
            try? FileManager.default.removeItem(at: damaged)
        }
        let scene = try loadScene("wheel")
        try render(scene, into: clean)
        try render(scene, into: damaged)
        for file in damage.files {
            try invertOneByte(of: damaged.appendingPathComponent(file), at: damage.place)
        }
        let before = try frameFileIdentities(in: damaged)

        let report = try render(scene, into: damaged, resume: true)

        #expect(report.drawnFrames == damage.frames.count, "drew \(report.drawnFrames) frames; damaged: \(damage.frames)")
        #expect(report.keptFrames == scene.clock.frameCount - damage.frames.count)
        let after = try frameFileIdentities(in: damaged)
        let rewritten = after.keys.filter { before[$0] != after[$0] }.sorted()
        #expect(rewritten == damage.frames.map(frameName), "frame files written again")
        try expectSameFiles(clean, damaged)
    }

    @Test("a merge refuses a frame of one shard with one byte inverted, naming the file and its shard; nothing changes",
          arguments: [(2, 100, Place.middle), (1, 0, Place.first), (2, 150, Place.last)])
    func mergeRefusesDamagedFrame(shard: Int, frame: Int, place: Place) throws {
        let folder = try renderTwoShards()
        defer { try? FileManager.default.removeItem(at: folder) }
        try invertOneByte(of: folder.appendingPathComponent(frameName(frame)), at: place)
        try expectMergeRefused(folder, naming: frameName(frame), ofShard: shard)
    }

    @Test("a merge refuses a shard's CSV part with one byte inverted, naming it; nothing changes", arguments: [1, 2])
    func mergeRefusesDamagedCSVPart(shard: Int) throws {
        let folder = try renderTwoShards()
        defer { try? FileManager.default.removeItem(at: folder) }
        let part = "trajectories.shard-\(shard)-of-2.csv"
        try invertOneByte(of: folder.appendingPathComponent(part), at: .middle)
        try expectMergeRefused(folder, naming: part, ofShard: shard)
    }

    @Test("after a refused merge, --resume of the damaged shard mends it, and the merge gives the files of one render")
    func resumeThenMerge() throws {
        let single = try makeTemporaryFolder()
        let folder = try renderTwoShards()
        defer {
            try? FileManager.default.removeItem(at: single)
            try? FileManager.default.removeItem(at: folder)
        }
        let scene = try loadScene("wheel")
        try render(scene, into: single)
        try invertOneByte(of: folder.appendingPathComponent(frameName(120)), at: .middle)
        try invertOneByte(of: folder.appendingPathComponent("trajectories.shard-2-of-2.csv"), at: .middle)
        #expect(throws: RenderError.self) { try ShardMerger.merge(folder) }

        let report = try render(scene, into: folder, resume: true, shard: ShardSpec(index: 2, count: 2))
        #expect(report.drawnFrames == 1, "the one damaged frame is drawn again")
        let merged = try ShardMerger.merge(folder)
        #expect(merged.shards == 2 && merged.frames.description == "0-150")
        try expectSameFiles(single, folder)
    }

    // MARK: Helpers

    /// The wheel scene rendered as shards 1/2 (frames 0-75) and 2/2 (frames 76-150) into a new folder.
    private func renderTwoShards() throws -> URL {
        let folder = try makeTemporaryFolder()
        let scene = try loadScene("wheel")
        for index in 1...2 {
            try render(scene, into: folder, shard: ShardSpec(index: index, count: 2))
        }
        return folder
    }

    /// Expects a merge of `folder` to throw a merge error naming `file` as differing from what
    /// `shard` wrote, and no other file, and to leave every file as it was.
    private func expectMergeRefused(_ folder: URL, naming file: String, ofShard shard: Int,
                                    sourceLocation: SourceLocation = #_sourceLocation) throws {
        let before = try visibleFiles(in: folder)
        let error = #expect(throws: RenderError.self, sourceLocation: sourceLocation) { try ShardMerger.merge(folder) }
        guard let error else { return }
        guard case .merge(_, let message) = error.underlying else {
            Issue.record("expected a merge error, got \(error)", sourceLocation: sourceLocation)
            return
        }
        #expect(message.contains("\(file) differs from what shard \(shard)/2 wrote"), "\(message)", sourceLocation: sourceLocation)
        #expect(message.components(separatedBy: " differs from ").count == 2, "names only \(file): \(message)",
                sourceLocation: sourceLocation)
        #expect(message.contains("--resume"), "says how to mend it: \(message)", sourceLocation: sourceLocation)
        expectSameFiles(try visibleFiles(in: folder), before, "a refused merge changed the folder", sourceLocation: sourceLocation)
    }
}

/// The PNG sink's name for a frame.
private func frameName(_ frame: Int) -> String {
    String(format: "frame_%06d.png", frame)
}

/// Inverts one byte of a file in place, keeping its size (and so its record's size).
private func invertOneByte(of url: URL, at place: SameSizeDamageTests.Place,
                           sourceLocation: SourceLocation = #_sourceLocation) throws {
    var bytes = [UInt8](try Data(contentsOf: url))
    try #require(!bytes.isEmpty, "\(url.lastPathComponent) is empty", sourceLocation: sourceLocation)
    let index = switch place {
    case .first: 0
    case .middle: bytes.count / 2
    case .last: bytes.count - 1
    }
    bytes[index] = ~bytes[index]
    let handle = try FileHandle(forWritingTo: url)
    defer { try? handle.close() }
    try handle.write(contentsOf: bytes)
    let size = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int
    #expect(size == bytes.count, "\(url.lastPathComponent) changed size", sourceLocation: sourceLocation)
}
