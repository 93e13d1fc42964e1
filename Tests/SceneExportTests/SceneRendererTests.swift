import CairoRasterizer
import Foundation
import FrameRendering
import SceneDescription
import Testing
@testable import SceneExport

private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

private func loadScene(_ name: String) throws -> Scene {
    try Scene.load(contentsOf: packageRoot.appendingPathComponent("scenes/\(name).json"))
}

/// A fresh folder under the system's temporary folder, removed by the caller.
private func makeTemporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

private func contents(of folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
}

@Suite("SceneRenderer")
struct SceneRendererTests {
    @Test("PNG file names are zero-padded to six digits", arguments: [(0, "frame_000000.png"), (42, "frame_000042.png"),
                                                                       (1_234_567, "frame_1234567.png")])
    func fileNames(frame: Int, name: String) {
        #expect(SceneRenderer.pngFileName(frame: frame) == name)
    }

    @Test("the wheel renders to decodable PNGs of the canvas size with the expected colours")
    func rendersDecodablePNGs() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try loadScene("wheel")
        let report = try SceneRenderer.render(scene, request: RenderRequest(outputDirectory: folder, formats: .png, frames: 0...2))
        #expect(report.files.map(\.lastPathComponent) == ["frame_000000.png", "frame_000001.png", "frame_000002.png"])
        #expect(contents(of: folder) == ["frame_000000.png", "frame_000001.png", "frame_000002.png"])

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
        try SceneRenderer.render(scene, request: RenderRequest(outputDirectory: folder, formats: .csv))
        #expect(contents(of: folder) == ["trajectories.csv"])
        let text = try String(contentsOf: folder.appendingPathComponent("trajectories.csv"), encoding: .utf8)
        let lines = text.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        #expect(lines[0] == ["frame", "time", "view", "x", "y", "width", "height", "rotation", "param:rotation", "param:radius"])
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
        }
    }

    @Test("rendering twice gives byte-identical files")
    func deterministic() throws {
        let first = try makeTemporaryFolder(), second = try makeTemporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: first)
            try? FileManager.default.removeItem(at: second)
        }
        let scene = try loadScene("wheel")
        let request = { (folder: URL) in RenderRequest(outputDirectory: folder, formats: .all, frames: 40...47) }
        try SceneRenderer.render(scene, request: request(first))
        try SceneRenderer.render(scene, request: request(second))
        #expect(contents(of: first) == contents(of: second))
        for name in contents(of: first) {
            let a = try Data(contentsOf: first.appendingPathComponent(name))
            let b = try Data(contentsOf: second.appendingPathComponent(name))
            #expect(a == b, "\(name) differs")
        }
    }

    @Test("a frame rendered alone is identical to the same frame rendered in a run")
    func frameAlone() throws {
        let run = try makeTemporaryFolder(), alone = try makeTemporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: run)
            try? FileManager.default.removeItem(at: alone)
        }
        let scene = try loadScene("wheel")
        try SceneRenderer.render(scene, request: RenderRequest(outputDirectory: run, formats: .png, frames: 0...20))
        try SceneRenderer.render(scene, request: RenderRequest(outputDirectory: alone, formats: .png, frames: 17...17))
        let name = "frame_000017.png"
        #expect(try Data(contentsOf: run.appendingPathComponent(name)) == Data(contentsOf: alone.appendingPathComponent(name)))
    }

    @Test("frames outside the scene are refused and nothing is written")
    func refusesFramesOutside() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try loadScene("wheel")
        #expect {
            try SceneRenderer.render(scene, request: RenderRequest(outputDirectory: folder, frames: 100...1000))
        } throws: { error in
            "\(error)".contains("frames 100-1000 are outside the scene's frames 0-150")
        }
        #expect(contents(of: folder).isEmpty)
    }

    @Test("a layout that fails part-way through the timeline fails the render, naming the frame, and writes nothing")
    func layoutFailureMidway() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The radius animates from 100 to -100; once it passes -35 the wheel asks for a negative size.
        let json = """
            {"version": 1, "canvas": {"width": 300, "height": 300}, "fps": 10,
             "layout": {"name": "wheel", "parameters": {"radius": 100}},
             "views": [{"shape": "rectangle", "width": 70, "height": 70}],
             "timeline": [{"at": 0, "animation": {"type": "linear", "duration": 1}, "set": {"radius": -100}}]}
            """
        let scene = try Scene(SceneReader.read(Data(json.utf8), file: "shrinking.json", name: "shrinking"))
        #expect {
            try SceneRenderer.render(scene, request: RenderRequest(outputDirectory: folder))
        } throws: { error in
            guard case ExportError.scene(let sceneError) = error else { return false }
            // Frame 7 (t = 0.7 s) is the first with radius < -35: 100 - 200·0.7 = -40.
            return sceneError.description.hasPrefix("shrinking.json: layout: at frame 7 (t = 0.7 s): WheelLayout.sizeThatFits returned")
        }
        #expect(contents(of: folder).isEmpty)
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
                try SceneRenderer.render(scene, request: RenderRequest(outputDirectory: output, frames: 0...1))
            } throws: { error in
                guard case ExportError.output(let path, _) = error else { return false }
                return path == output.path
            }
        }
        #expect(contents(of: folder) == ["not-a-folder"])
    }

    @Test("a full render removes frames left by an earlier, longer render, and no staging folder remains")
    func removesStaleFrames() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["frame_000151.png", "frame_000999.png", "notes.txt", "frame_x.png"] {
            try Data("old".utf8).write(to: folder.appendingPathComponent(name))
        }
        let scene = try loadScene("wheel_full_turn")
        try SceneRenderer.render(scene, request: RenderRequest(outputDirectory: folder, formats: .png))
        let names = contents(of: folder)
        #expect(names.filter { $0.hasPrefix("frame_0") }.count == scene.clock.frameCount)
        #expect(names.contains("notes.txt") && names.contains("frame_x.png"))
        #expect(!names.contains("frame_000999.png"))
        #expect(!names.contains { $0.hasPrefix(".zoetrope-staging") })
    }

    @Test("small compression writes files that decode to the same pixels as fast")
    func compressionOptions() throws {
        let fast = try makeTemporaryFolder(), small = try makeTemporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: fast)
            try? FileManager.default.removeItem(at: small)
        }
        let scene = try loadScene("wheel")
        try SceneRenderer.render(scene, request: RenderRequest(outputDirectory: fast, formats: .png, frames: 5...5, pngOptions: .fast))
        try SceneRenderer.render(scene, request: RenderRequest(outputDirectory: small, formats: .png, frames: 5...5, pngOptions: .small))
        let name = "frame_000005.png"
        let a = try PNGDecoder.decode(contentsOf: fast.appendingPathComponent(name))
        let b = try PNGDecoder.decode(contentsOf: small.appendingPathComponent(name))
        #expect(a == b)
        let sizeFast = try Data(contentsOf: fast.appendingPathComponent(name)).count
        let sizeSmall = try Data(contentsOf: small.appendingPathComponent(name)).count
        #expect(sizeSmall < sizeFast)
    }
}
