import CairoRasterizer
import Foundation
import FrameComposition
import SceneFiles
import Testing
import ZoetropeTestSupport
@testable import SceneExport

/// A scene whose layout fails from frame 7 on: the radius animates from 100 to -100 and, once it
/// passes -35, the wheel asks for a negative size.
private let shrinkingScene = """
    {"version": 1, "canvas": {"width": 300, "height": 300}, "fps": 10,
     "layout": {"name": "wheel", "parameters": {"radius": 100}},
     "views": [{"shape": "rectangle", "width": 70, "height": 70}],
     "timeline": [{"at": 0, "animation": {"type": "linear", "duration": 1}, "set": {"radius": -100}}]}
    """

@Suite("RenderSession")
struct RenderSessionTests {
    @Test("PNG file names are zero-padded to six digits", arguments: [(0, "frame_000000.png"), (42, "frame_000042.png"),
                                                                       (1_234_567, "frame_1234567.png")])
    func fileNames(frame: Int, name: String) {
        #expect(FrameSink.pngFileName(frame: frame) == name)
    }

    @Test("the wheel renders to decodable PNGs of the canvas size with the expected colours")
    func rendersDecodablePNGs() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = try render(loadScene("wheel"), into: folder, sinks: [.png()], frames: 0...2)
        #expect(report.writtenFrameFiles == 3 && report.drawnFrames == 3 && report.wholeRenderFiles.isEmpty)
        #expect(contents(of: folder) == [".zoetrope.lock", "frame_000000.png", "frame_000001.png", "frame_000002.png", "manifest.json"])

        let image = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent("frame_000000.png"))
        #expect(image.width == 400 && image.height == 400)
        // The corner is background: white.
        #expect(image.pixel(x: 2, y: 2).maximumComponentDifference(from: RGBA8(red: 255, green: 255, blue: 255)) <= 1)
        // View 1 (yellow #FFCC00 at opacity 0.7 over white) is centred at (200, 70) at frame 0;
        // a point inside it but away from its label: 0.7·(255, 204, 0) + 0.3·255 = (255, 219, 77).
        let yellow = image.pixel(x: 200 - 25, y: 70 - 25)
        #expect(yellow.maximumComponentDifference(from: RGBA8(red: 255, green: 219, blue: 77)) <= 2, "was \(yellow)")
        // The centre of the wheel is empty.
        #expect(image.pixel(x: 200, y: 200).maximumComponentDifference(from: RGBA8(red: 255, green: 255, blue: 255)) <= 1)
        // View 2 (orange #FF9500) sits at 45° on the circle of radius 130 about (200, 200).
        let orangeCenter = (x: 200 + 130 * sin(Double.pi / 4), y: 200 - 130 * cos(Double.pi / 4))
        let orange = image.pixel(x: Int(orangeCenter.x) + 20, y: Int(orangeCenter.y) + 20)
        #expect(orange.maximumComponentDifference(from: RGBA8(red: 255, green: 181, blue: 77)) <= 2, "was \(orange)")
    }

    @Test("the CSV parses and matches the sampled placements exactly")
    func csvMatchesSamples() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try loadScene("wheel")
        let report = try render(scene, into: folder, sinks: [.csv])
        #expect(report.drawnFrames == 0 && report.computedFrames == scene.clock.frameCount)
        #expect(report.wholeRenderFiles.map(\.file) == ["trajectories.csv"])
        #expect(contents(of: folder) == [".zoetrope.lock", "manifest.json", "trajectories.csv"])
        let text = try String(contentsOf: folder.appendingPathComponent("trajectories.csv"), encoding: .utf8)
        let table = CSVTable(parsing: text)
        let lines = [table.header] + table.rows
        #expect(lines[0] == ["frame", "time", "view", "x", "y", "width", "height", "rotation", "param:rotation", "param:radius",
                             "scale", "opacity", "label", "id"])
        #expect(lines.count == 1 + scene.clock.frameCount * 8)
        for row in lines.dropFirst() {
            let frame = try #require(Int(row[0]))
            let view = try #require(Int(row[2]))
            let sample = try scene.sample(frame: frame)
            let placement = sample.placements[view]
            #expect(Double(row[1]) == sample.time)
            #expect(Double(row[3]) == Double(placement.center.x))
            #expect(Double(row[4]) == Double(placement.center.y))
            #expect(Double(row[5]) == 70 && Double(row[6]) == 70)
            #expect(Double(row[8]) == sample.parameters[0].value)
            #expect(Double(row[9]) == sample.parameters[1].value)
            let spec = scene.views[view]
            #expect(row[10...] == ["1.0", "\(spec.opacity)", spec.label?.text ?? "", spec.nodeID ?? ""])
        }
    }

    @Test("the manifest lists every file with its size and SHA-256, and reads back as written")
    func manifest() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try loadScene("wheel")
        try render(scene, into: folder, frames: 0...4)
        let manifest = try #require(try RenderManifest.read(from: folder.appendingPathComponent("manifest.json")))
        #expect(manifest.frames.description == "0-4")
        #expect(manifest.scene["name"] == "wheel" && manifest.scene["frameCount"] == "151" && manifest.scene["canvas"] == "400×400")
        #expect(manifest.scene["sha256"] == (try SHA256Hasher.digest(of: [UInt8](Data(contentsOf: packageRoot.appendingPathComponent("scenes/wheel.json"))))))
        #expect(manifest.settings["formats"] == "csv,png")
        #expect(manifest.files.map(\.file) == (0...4).map(FrameSink.pngFileName(frame:)) + ["trajectories.csv"])
        for record in manifest.files {
            let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(record.file)))
            #expect(record.bytes == bytes.count, "\(record.file)")
            #expect(record.sha256 == (try SHA256Hasher.digest(of: bytes)), "\(record.file)")
        }
        let text = try String(contentsOf: folder.appendingPathComponent("manifest.json"), encoding: .utf8)
        #expect(manifest.jsonText == text)
    }

    @Test("SHA-256 matches the standard's test vectors", arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    ])
    func sha256(text: String, digest: String) throws {
        #expect(try SHA256Hasher.digest(of: Array(text.utf8)) == digest)
    }

    /// The pipelined hasher gets the chunks in order, however they are cut and however many wait
    /// (more than ``PipelinedHasher/maximumWaiting``), and gives the one-shot digest.
    @Test("SHA-256 on its own thread, chunk by chunk, is the digest of the whole", arguments: [
        [0], [3], [0, 3, 0], [1, 1, 1], [65_536, 1, 65_535], Array(repeating: 1_000, count: 100),
    ])
    func pipelinedSHA256(chunkSizes: [Int]) throws {
        let whole = (0..<chunkSizes.reduce(0, +)).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
        let hasher = try PipelinedHasher()
        var start = 0
        for size in chunkSizes {
            hasher.update(Array(whole[start..<start + size]))
            start += size
        }
        #expect(try hasher.finish() == (try SHA256Hasher.digest(of: whole)))
    }

    @Test("SHA-256 on its own thread gives FIPS 180-2's digest of \"abc\"")
    func pipelinedSHA256KnownDigest() throws {
        let hasher = try PipelinedHasher()
        hasher.update(Array("abc".utf8))
        #expect(try hasher.finish() == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    @Test("rendering twice, and with 1, 2 or 3 jobs, gives byte-identical folders", arguments: [1, 3])
    func deterministic(jobs: Int) throws {
        let first = try makeTemporaryFolder(), second = try makeTemporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: first)
            try? FileManager.default.removeItem(at: second)
        }
        let scene = try loadScene("wheel")
        try render(scene, into: first, frames: 40...70, jobs: 2)
        try render(scene, into: second, frames: 40...70, jobs: jobs)
        try expectSameFiles(first, second)
    }

    @Test("a frame rendered alone is identical to the same frame rendered in a run")
    func frameAlone() throws {
        let run = try makeTemporaryFolder(), alone = try makeTemporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: run)
            try? FileManager.default.removeItem(at: alone)
        }
        let scene = try loadScene("wheel")
        try render(scene, into: run, sinks: [.png()], frames: 0...20)
        try render(scene, into: alone, sinks: [.png()], frames: 17...17)
        let name = "frame_000017.png"
        #expect(try Data(contentsOf: run.appendingPathComponent(name)) == Data(contentsOf: alone.appendingPathComponent(name)))
    }

    @Test("frames outside the scene are refused and nothing is written")
    func refusesFramesOutside() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect {
            try render(loadScene("wheel"), into: folder, frames: 100...1000)
        } throws: { error in
            "\(error)".contains("frames 100-1000 are outside the scene's frames 0-150")
        }
        #expect(contents(of: folder).isEmpty)
    }

    @Test("a layout that fails part-way stops the render naming the frame; the whole frames before it stay, listed in the manifest")
    func layoutFailureMidway() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try makeScene(shrinkingScene, name: "shrinking")
        #expect {
            try render(scene, into: folder)
        } throws: { error in
            guard case RenderError.scene(let sceneError) = error else { return false }
            // Frame 7 (t = 0.7 s) is the first with radius < -35: 100 - 200·0.7 = -40.
            return sceneError.description.hasPrefix("shrinking.json: layout: at frame 7 (t = 0.7 s, with rotation = 0, radius = -40): WheelLayout.sizeThatFits returned")
        }
        let manifest = try #require(try RenderManifest.read(from: folder.appendingPathComponent("manifest.json")))
        #expect(manifest.frames.description == "0-6")
        #expect(contents(of: folder) == [".zoetrope.lock"] + (0...6).map(FrameSink.pngFileName(frame:)) + ["manifest.json"])
    }

    @Test("an output path that is a file is refused, naming it, and nothing is left behind")
    func refusesFileAsFolder() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: file)
        let scene = try loadScene("wheel")
        for output in [file, file.appendingPathComponent("inside")] {
            #expect {
                try render(scene, into: output, frames: 0...1)
            } throws: { error in
                guard case RenderError.output(let path, _) = error else { return false }
                return path == output.path
            }
        }
        #expect(contents(of: folder) == ["not-a-folder"])
    }

    @Test("dangerous output folders are refused", arguments: ["/", "~", "."])
    func refusesDangerousFolders(path: String) throws {
        let url = path == "~" ? FileManager.default.homeDirectoryForCurrentUser
            : path == "." ? URL(fileURLWithPath: FileManager.default.currentDirectoryPath) : URL(fileURLWithPath: path)
        #expect {
            try OutputFolder.check(url)
        } throws: { error in
            guard case RenderError.invalidOutputPath = error else { return false }
            return true
        }
    }

    @Test("a full render removes frames left by an earlier, longer render and what killed renders left, and nothing else")
    func removesStaleFrames() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let leftover = ".frame_000003.png.\(UUID().uuidString).tmp"
        for name in ["frame_000151.png", "frame_000999.png", "notes.txt", "frame_x.png", leftover, ".notes.txt.tmp"] {
            try Data("old".utf8).write(to: folder.appendingPathComponent(name))
        }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".zoetrope-staging-1-x"), withIntermediateDirectories: true)
        let scene = try loadScene("wheel_full_turn")
        try render(scene, into: folder, sinks: [.png()])
        let names = contents(of: folder)
        #expect(names.filter { $0.hasPrefix("frame_0") }.count == scene.clock.frameCount)
        #expect(names.contains("notes.txt") && names.contains("frame_x.png") && names.contains(".notes.txt.tmp"))
        #expect(!names.contains("frame_000999.png") && !names.contains(leftover))
        #expect(!names.contains { $0.hasPrefix(".zoetrope-staging") })
    }

    /// A replaced file of 1 MiB or more is moved aside and removed while the frames are computed
    /// (docs/performance.md, "CSV"); a smaller one at once. Either way none is left, and a file a
    /// killed render had moved aside is removed by the next render.
    @Test("a render replacing earlier whole-render files, large or small, leaves only its own",
          arguments: [100, 3 << 20])
    func replacesWholeRenderFiles(oldBytes: Int) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try loadScene("wheel")
        try render(scene, into: folder, sinks: [.csv])
        let fresh = try Data(contentsOf: folder.appendingPathComponent("trajectories.csv"))
        try Data(repeating: UInt8(ascii: "x"), count: oldBytes).write(to: folder.appendingPathComponent("trajectories.csv"))
        let killed = ".zoetrope-discarded-\(UUID().uuidString)"
        try Data("old".utf8).write(to: folder.appendingPathComponent(killed))
        try render(scene, into: folder, sinks: [.csv])
        #expect(contents(of: folder) == [".zoetrope.lock", "manifest.json", "trajectories.csv"])
        #expect(try Data(contentsOf: folder.appendingPathComponent("trajectories.csv")) == fresh)
    }

    @Test("small compression writes files that decode to the same pixels as fast")
    func compressionOptions() throws {
        let fast = try makeTemporaryFolder(), small = try makeTemporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: fast)
            try? FileManager.default.removeItem(at: small)
        }
        let scene = try loadScene("wheel")
        try render(scene, into: fast, sinks: [.png(.fast)], frames: 5...5)
        try render(scene, into: small, sinks: [.png(.small)], frames: 5...5)
        let name = "frame_000005.png"
        let a = try PNGDecoder.decode(contentsOf: fast.appendingPathComponent(name))
        let b = try PNGDecoder.decode(contentsOf: small.appendingPathComponent(name))
        #expect(a == b)
        // On a frame of flat tiles, fast's own Huffman codes are about as small as libdeflate's
        // level 6 here; small pays where a search finds matches beyond runs (docs/performance.md).
        let sizeFast = try Data(contentsOf: fast.appendingPathComponent(name)).count
        let sizeSmall = try Data(contentsOf: small.appendingPathComponent(name)).count
        #expect(Double(sizeSmall) <= 1.1 * Double(sizeFast), "small \(sizeSmall) bytes, fast \(sizeFast) bytes")
    }
}
