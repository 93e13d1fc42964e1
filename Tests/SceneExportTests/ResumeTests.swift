import Foundation
import SceneFiles
import Testing
import ZoetropeTestSupport
@testable import SceneExport

@Suite("Resume, frame ranges and locks")
struct ResumeTests {
    @Test("a render cancelled part-way keeps whole frames only; --resume finishes it byte-identical to an uninterrupted render",
          arguments: [1, 2])
    func cancelAndResume(jobs: Int) throws {
        let clean = try makeTemporaryFolder(), resumed = try makeTemporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: clean)
            try? FileManager.default.removeItem(at: resumed)
        }
        let scene = try loadScene("wheel")
        try render(scene, into: clean)

        let session = RenderSession(scene: scene, request: RenderRequest(outputDirectory: resumed, jobs: jobs))
        let stopped = try session.run { progress in
            if progress.done == 40 { session.cancel() }
        }
        #expect(stopped.wasCancelled)
        #expect(stopped.frames.count >= 40 && stopped.frames.count < scene.clock.frameCount)
        let names = contents(of: resumed)
        #expect(!names.contains("trajectories.csv"), "an unfinished render writes no CSV")
        #expect(!names.contains { $0.hasSuffix(".tmp") }, "temporary files remain: \(names)")
        let manifest = try #require(try RenderManifest.read(from: resumed.appendingPathComponent("manifest.json")))
        #expect(manifest.frames == stopped.frames)
        #expect(manifest.files.count == stopped.frames.count)

        let finished = try render(scene, into: resumed, resume: true)
        #expect(!finished.wasCancelled)
        #expect(finished.keptFrames == stopped.frames.count)
        #expect(finished.drawnFrames == scene.clock.frameCount - stopped.frames.count)
        try expectSameFiles(clean, resumed)
    }

    @Test("--resume redraws frames whose files are missing or damaged, and keeps the rest")
    func resumeRepairs() throws {
        let clean = try makeTemporaryFolder(), damaged = try makeTemporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: clean)
            try? FileManager.default.removeItem(at: damaged)
        }
        let scene = try loadScene("wheel")
        try render(scene, into: clean)
        try render(scene, into: damaged)
        try FileManager.default.removeItem(at: damaged.appendingPathComponent("frame_000010.png"))
        try Data("not a png".utf8).write(to: damaged.appendingPathComponent("frame_000020.png"))
        try FileManager.default.removeItem(at: damaged.appendingPathComponent("trajectories.csv"))
        let report = try render(scene, into: damaged, resume: true)
        #expect(report.drawnFrames == 2)
        #expect(report.keptFrames == scene.clock.frameCount - 2)
        try expectSameFiles(clean, damaged)
    }

    @Test("--resume into an empty folder renders everything")
    func resumeEmpty() throws {
        let clean = try makeTemporaryFolder(), resumed = try makeTemporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: clean)
            try? FileManager.default.removeItem(at: resumed)
        }
        let scene = try loadScene("wheel")
        try render(scene, into: clean, frames: 0...20)
        let report = try render(scene, into: resumed, frames: 0...20, resume: true)
        #expect(report.drawnFrames == 21 && report.keptFrames == 0)
        try expectSameFiles(clean, resumed)
    }

    @Test("--resume or --frames into a folder holding another scene or other settings is refused, saying what changed")
    func refusesForeignRender() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let wheel = try loadScene("wheel")
        try render(wheel, into: folder, frames: 0...5)
        let before = try visibleFiles(in: folder)
        let other = try loadScene("wheel_positions")
        #expect {
            try render(other, into: folder, resume: true)
        } throws: { error in
            guard case RenderError.foreignRender(_, let differences, let advice) = error else { return false }
            return differences.contains { $0.contains("SHA-256") } && differences.contains { $0.contains("name was wheel") }
                && advice.contains("without --resume")
        }
        #expect {
            try render(wheel, into: folder, sinks: [.png(.small), .csv], frames: 6...9)
        } throws: { error in
            guard case RenderError.foreignRender(_, let differences, _) = error else { return false }
            return differences.count == 1 && differences[0].hasPrefix("png 'sub, up or paeth filter per row, Zoetrope's run-length encoder")
        }
        expectSameFiles(try visibleFiles(in: folder), before, "a refused render changes nothing")
        // A whole render replaces it.
        try render(other, into: folder, frames: nil)
        let manifest = try #require(try RenderManifest.read(from: folder.appendingPathComponent("manifest.json")))
        #expect(manifest.scene["name"] == "wheel_positions")
    }

    @Test("rendering ranges into one folder adds frames; the manifest and CSV cover exactly the frames on disk")
    func ranges() throws {
        let together = try makeTemporaryFolder(), pieces = try makeTemporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: together)
            try? FileManager.default.removeItem(at: pieces)
        }
        let scene = try loadScene("wheel")
        try render(scene, into: together, frames: 0...60)
        try render(scene, into: pieces, frames: 31...60)
        try render(scene, into: pieces, frames: 0...30)
        try render(scene, into: pieces, frames: 20...40)
        try expectSameFiles(together, pieces)

        // A gap: the CSV holds the frames on disk and no others.
        try render(scene, into: pieces, frames: 100...101)
        let manifest = try #require(try RenderManifest.read(from: pieces.appendingPathComponent("manifest.json")))
        #expect(manifest.frames.description == "0-60,100-101")
        let csv = try String(contentsOf: pieces.appendingPathComponent("trajectories.csv"), encoding: .utf8)
        let frames = Set(csv.split(separator: "\n").dropFirst().compactMap { Int($0.prefix { $0 != "," }) })
        #expect(frames == Set(Array(0...60) + [100, 101]))
    }

    @Test("a second render into a folder a render holds is refused, naming the holder")
    func lock() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let holder = try FolderLock(folder: folder, shard: nil)
        #expect {
            try render(loadScene("wheel"), into: folder, frames: 0...1)
        } throws: { error in
            guard case RenderError.locked(_, let who) = error else { return false }
            return who.contains("process \(getpid())")
        }
        holder.release()
        try render(loadScene("wheel"), into: folder, frames: 0...1)
    }

    @Test("the shards of one render share a folder, but one shard cannot run twice, nor a whole render beside them")
    func shardLocks() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try FolderLock(folder: folder, shard: ShardSpec(index: 1, count: 2))
        let second = try FolderLock(folder: folder, shard: ShardSpec(index: 2, count: 2))
        #expect(throws: RenderError.self) { try FolderLock(folder: folder, shard: ShardSpec(index: 1, count: 2)) }
        #expect(throws: RenderError.self) { try FolderLock(folder: folder, shard: nil) }
        first.release()
        second.release()
        _ = try FolderLock(folder: folder, shard: nil)
    }
}
