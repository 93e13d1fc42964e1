import Foundation
import Testing
import ZoetropeTestSupport

/// Damage only a SHA-256 can see (one byte of a frame inverted, its size unchanged), through the
/// built CLI: `render --resume` draws that frame again, `merge` refuses with 65 naming it.
@Suite("zoetrope render --resume and merge: a frame with one byte inverted")
struct DamagedFileCommandTests {
    @Test("render --resume draws the damaged frame again and keeps the other 150; the folder equals a clean render")
    func resume() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = packageRoot.appendingPathComponent("scenes/wheel.json").path
        for out in ["clean", "damaged"] {
            #expect(try runZoetrope(["render", scene, "--out", out, "--quiet"], in: folder).status == 0)
        }
        try invertMiddleByte(of: folder.appendingPathComponent("damaged/frame_000042.png"))
        let outcome = try runZoetrope(["render", scene, "--out", "damaged", "--resume"], in: folder)
        #expect(outcome.status == 0, "stderr: \(outcome.standardError)")
        #expect(outcome.standardOutput.hasPrefix("Rendered 1 frame of wheel (kept 150 already done)"), "\(outcome.standardOutput)")
        try expectSameFiles(folder.appendingPathComponent("damaged"), folder.appendingPathComponent("clean"))
    }

    @Test("merge refuses with 65, naming the damaged frame and its shard, and changes nothing")
    func merge() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = packageRoot.appendingPathComponent("scenes/wheel.json").path
        for shard in ["1/2", "2/2"] {
            #expect(try runZoetrope(["render", scene, "--out", "sharded", "--shard", shard, "--quiet"], in: folder).status == 0)
        }
        let sharded = folder.appendingPathComponent("sharded")
        try invertMiddleByte(of: sharded.appendingPathComponent("frame_000030.png"))
        let before = try visibleFiles(in: sharded)
        let outcome = try runZoetrope(["merge", "sharded"], in: folder)
        #expect(outcome.status == 65, "stderr: \(outcome.standardError)")
        #expect(outcome.standardError.contains("frame_000030.png differs from what shard 1/2 wrote"), "\(outcome.standardError)")
        expectSameFiles(try visibleFiles(in: sharded), before, "a refused merge changed the folder")
    }
}

/// Inverts the byte at half a file's length, in place: the file keeps its size.
private func invertMiddleByte(of url: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
    var bytes = [UInt8](try Data(contentsOf: url))
    try #require(bytes.count > 1, "\(url.lastPathComponent) is too short", sourceLocation: sourceLocation)
    bytes[bytes.count / 2] = ~bytes[bytes.count / 2]
    let handle = try FileHandle(forWritingTo: url)
    defer { try? handle.close() }
    try handle.write(contentsOf: bytes)
}
