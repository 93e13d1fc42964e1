import Foundation
import SceneFiles
import Testing
import ZoetropeTestSupport
@testable import SceneExport

@Suite("Shards and merge")
struct ShardTests {
    @Test("shards cover every frame once, in contiguous parts as even as they can be",
          arguments: [(0...150, 3), (0...150, 1), (10...12, 5), (0...0, 2), (7...1006, 7)])
    func parts(frames: ClosedRange<Int>, count: Int) throws {
        var covered: [Int] = []
        for index in 1...count {
            let part = try #require(ShardSpec(index: index, count: count)).part(of: frames)
            #expect(part.count >= frames.count / count && part.count <= frames.count / count + 1)
            covered += Array(part)
        }
        #expect(covered == Array(frames))
    }

    @Test("parts of a render of nearly Int.max frames (as a manifest may claim) are computed without overflowing",
          arguments: [2, 3, 7, ShardSpec.maximumCount])
    func partsOfHugeRenders(count: Int) throws {
        let frames = 5...(Int.max - 1)
        func shard(_ index: Int) throws -> Range<Int> { try #require(ShardSpec(index: index, count: count)).part(of: frames) }
        let even = frames.count / count
        for index in Set([1, 2, count - 1, count]) {
            let part = try shard(index)
            #expect(part.count == even || part.count == even + 1, "shard \(index)/\(count) holds \(part.count) frames")
            if index < count {
                let next = try shard(index + 1)
                #expect(part.upperBound == next.lowerBound, "shard \(index + 1)/\(count) starts where \(index) ends")
            }
        }
        let (first, last) = (try shard(1), try shard(count))
        #expect(first.lowerBound == frames.lowerBound)
        #expect(last.upperBound == frames.upperBound + 1, "the last shard ends with the last frame")
    }

    @Test("a shard manifest claiming a scene of Int.max frames is refused naming its part, or read when its part is right")
    func manifestOfHugeShard() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("manifest.json")
        func manifest(shardFrames: String) -> String {
            """
            {"format": "zoetrope-render-manifest", "version": 1, "zoetrope": "0.8.0",
             "scene": {"frameCount": "9223372036854775807", "name": "wheel"}, "settings": {},
             "shard": {"index": 2, "count": 3, "frames": "\(shardFrames)", "of": "0-9223372036854775806"},
             "frames": "", "files": []}
            """
        }
        // Found by script/fuzz (the manifest fuzzer): 1 × 9223372036854775807 overflowed, and the reader trapped.
        try manifest(shardFrames: "").write(to: file, atomically: true, encoding: .utf8)
        #expect {
            _ = try RenderManifest.read(from: file)
        } throws: { error in
            guard case .untrustedManifest(_, "shard.frames", let problem, _)? = error as? RenderError else { return false }
            return problem.contains("3074457345618258602-6148914691236517203")
        }
        try manifest(shardFrames: "3074457345618258602-6148914691236517203").write(to: file, atomically: true, encoding: .utf8)
        let read = try #require(try RenderManifest.read(from: file))
        #expect(read.shard?.frames == FrameSet([3074457345618258602...6148914691236517203]))
    }

    @Test("K/N is read only with 1 ≤ K ≤ N", arguments: ["0/3", "4/3", "1/0", "a/b", "1", "1/2/3", "-1/2", ""])
    func badShards(text: String) {
        #expect(ShardSpec(parsing: text) == nil)
    }

    @Test("frame sets merge ranges and read back what they write",
          arguments: [([0...3, 5...5, 4...4], "0-5"), ([10...20, 0...2], "0-2,10-20"), ([], ""), ([7...7], "7")])
    func frameSets(ranges: [ClosedRange<Int>], text: String) throws {
        let set = FrameSet(ranges)
        #expect(set.description == text)
        #expect(FrameSet(parsing: text) == set)
    }

    @Test("three shards, then a merge, give the files of one render, byte for byte")
    func mergeMatchesOneRender() throws {
        let single = try makeTemporaryFolder(), sharded = try makeTemporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: single)
            try? FileManager.default.removeItem(at: sharded)
        }
        let scene = try loadScene("wheel")
        try render(scene, into: single)
        for index in [3, 1, 2] {
            try render(scene, into: sharded, shard: ShardSpec(index: index, count: 3))
        }
        #expect(contents(of: sharded).contains("manifest.shard-2-of-3.json"))
        #expect(contents(of: sharded).contains("trajectories.shard-2-of-3.csv"))
        let report = try ShardMerger.merge(sharded)
        #expect(report.shards == 3 && report.frames.description == "0-150")
        try expectSameFiles(single, sharded)
        #expect(!contents(of: sharded).contains { $0.contains("shard") }, "parts remain: \(contents(of: sharded))")
    }

    @Test("a merge with a shard missing names its frames and changes nothing")
    func missingShard() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try loadScene("wheel")
        try render(scene, into: folder, shard: ShardSpec(index: 1, count: 3))
        try render(scene, into: folder, shard: ShardSpec(index: 3, count: 3))
        let before = try visibleFiles(in: folder)
        #expect {
            try ShardMerger.merge(folder)
        } throws: { error in
            "\(error)".contains("shard 2/3 (frames 50-99) is missing")
        }
        expectSameFiles(try visibleFiles(in: folder), before)
    }

    @Test("a merge refuses a damaged frame and an unfinished shard, saying how to mend them")
    func damagedOrUnfinished() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try loadScene("wheel")
        try render(scene, into: folder, shard: ShardSpec(index: 1, count: 2))
        try render(scene, into: folder, shard: ShardSpec(index: 2, count: 2))
        try Data("damaged".utf8).write(to: folder.appendingPathComponent("frame_000100.png"))
        #expect {
            try ShardMerger.merge(folder)
        } throws: { error in
            "\(error)".contains("frame_000100.png differs from what shard 2/2 wrote") && "\(error)".contains("--resume")
        }
        let session = RenderSession(scene: scene, request: RenderRequest(outputDirectory: folder, shard: ShardSpec(index: 2, count: 2)))
        _ = try session.run { if $0.done == 10 { session.cancel() } }
        #expect {
            try ShardMerger.merge(folder)
        } throws: { error in
            "\(error)".contains("shard 2/2 has not finished") && "\(error)".contains("--shard 2/2 --resume")
        }
        try render(scene, into: folder, resume: true, shard: ShardSpec(index: 2, count: 2))
        _ = try ShardMerger.merge(folder)
    }

    @Test("parts of different scenes are not merged")
    func foreignParts() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try render(loadScene("wheel"), into: folder, sinks: [.csv], shard: ShardSpec(index: 1, count: 2))
        try render(loadScene("wheel_full_turn"), into: folder, sinks: [.csv], shard: ShardSpec(index: 2, count: 2))
        #expect {
            try ShardMerger.merge(folder)
        } throws: { error in
            "\(error)".contains("manifest.shard-2-of-2.json is from another render")
        }
    }
}

@Suite("FrameSet at the ends of Int")
struct FrameSetLimitTests {
    @Test("ranges written in any order, overlapping or repeated, read as the frames they hold", arguments: [
        ("40,3-5,0-2,7,6", "0-7,40"), ("5-9,0-11,3", "0-11"), ("9,8,7,6,5,4,3,2,1,0", "0-9"), ("7,7,7", "7"),
    ])
    func rangesInAnyOrder(text: String, expected: String) throws {
        #expect(try #require(FrameSet(parsing: text)).description == expected)
    }

    @Test("taking frames away keeps exactly the others, whatever the ranges hold", arguments: [
        ("0-11", "3-5", "0-2,6-11"), ("0-11", "0-11", ""), ("0-11", "", "0-11"), ("", "0-3", ""),
        ("0-5,10-20", "4-12", "0-3,13-20"), ("0-999999999999", "1-999999999999", "0"),
        ("0-9223372036854775807", "0-9223372036854775806", "9223372036854775807"), ("2,4,6", "0-3,5-100", "4"),
    ])
    func subtracting(from text: String, taking taken: String, expected: String) throws {
        let set = try #require(FrameSet(parsing: text)), other = try #require(FrameSet(parsing: taken))
        #expect(set.subtracting(other).description == expected)
        #expect(set.subtracting(other).isSubset(of: set))
        #expect(set.isSubset(of: other) == expected.isEmpty)
    }

    @Test("ranges reaching Int.max read, print, merge and count without overflowing", arguments: [
        ("0-9223372036854775807", Int.max), ("9223372036854775807", 1), ("5-9223372036854775807,0-3", Int.max),
        ("9223372036854775806-9223372036854775807,0", 3),
    ])
    func largestFrames(text: String, count: Int) throws {
        let set = try #require(FrameSet(parsing: text))
        #expect(set.count == count)
        #expect(FrameSet(parsing: set.description) == set)
        var merged = set
        merged.insert(4)
        #expect(merged.contains(4) && merged.contains(Int.max))
    }
}
