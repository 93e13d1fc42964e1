import CairoRasterizer
import Foundation
import SceneExport
import Testing
import Zoetrope
import ZoetropeTestSupport

/// `Image("name")`: a PNG from a bundle (here a folder) laid out at its size, stretched when
/// resizable, drawn in PNG frames and SVG; a name found nowhere drawn as a labelled placeholder.
@Suite("Images from PNG files")
struct ImageRenderTests {
    static let (red, blue) = (RGBA8(red: 255, green: 0, blue: 0), RGBA8(red: 0, green: 0, blue: 255))

    /// A folder holding `logo.png`: 40×20 pixels, its left half red and its right half blue.
    static func makeFolder() throws -> URL {
        let folder = try makeTemporaryFolder()
        var pixels: [UInt8] = []
        for _ in 0..<20 {
            for x in 0..<40 {
                let colour = x < 20 ? red : blue
                pixels += [colour.red, colour.green, colour.blue, 255]
            }
        }
        try PNGEncoder.write(try #require(RasterImage(width: 40, height: 20, pixels: pixels)), to: folder.appendingPathComponent("logo.png"))
        return folder
    }

    static func scene(in folder: URL) throws -> Scene {
        let bundle = try #require(Bundle(path: folder.path))
        return try Scene(named: "images", canvas: CGSize(width: 300, height: 150)) {
            HStack(spacing: 10) {
                Image("logo", bundle: bundle)
                Image("logo", bundle: bundle).resizable().frame(width: 80, height: 40)
                Image("nowhere", bundle: bundle)
            }
        }
    }

    @Test("laid out at the picture's size or stretched to the frame; a missing one is a 100-point placeholder")
    func layout() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let placements = try Self.scene(in: folder).sample(frame: 0).placements
        #expect(placements.map(\.size) == [CGSize(width: 40, height: 20), CGSize(width: 80, height: 40), CGSize(width: 100, height: 100)])
    }

    @Test("drawn in the PNG frame where the layout put it, stretched; the placeholder grey; the SVG holds the picture")
    func drawn() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try Self.scene(in: folder)
        let placements = try scene.sample(frame: 0).placements
        let output = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        _ = try RenderSession(scene: scene, request: RenderRequest(outputDirectory: output, sinks: [.png(), .svg], jobs: 1)).run()
        let image = try PNGDecoder.decode(contentsOf: output.appendingPathComponent("frame_000000.png"))
        for (view, frame) in placements.prefix(2).map(\.frame).enumerated() {
            let (left, right) = (image.pixel(x: Int(frame.minX + frame.width / 4), y: Int(frame.midY)),
                                 image.pixel(x: Int(frame.maxX - frame.width / 4), y: Int(frame.midY)))
            #expect(left.maximumComponentDifference(from: Self.red) <= 2, "view \(view), its left: \(left)")
            #expect(right.maximumComponentDifference(from: Self.blue) <= 2, "view \(view), its right: \(right)")
        }
        let placeholder = placements[2].frame
        let corner = image.pixel(x: Int(placeholder.minX + 10), y: Int(placeholder.minY + 10))
        #expect(corner.maximumComponentDifference(from: RGBA8(red: 230, green: 230, blue: 230)) <= 2, "\(corner)")
        let svg = try String(contentsOf: output.appendingPathComponent("frame_000000.svg"), encoding: .utf8)
        #expect(svg.contains("<image"), "the SVG embeds the picture")
    }
}
