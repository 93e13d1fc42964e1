import CairoRasterizer
import Foundation
import FrameComposition
import SceneFiles
import SceneExport
import Testing
import ZoetropeTestSupport

/// SwiftUI's Capsule: "a capsule shape aligned inside the frame of the view containing it",
/// a rectangle whose shorter sides are half circles.
@Suite("Capsules")
struct CapsuleTests {
    @Test("a 120×40 capsule fills its middle and its straight edges, and leaves its corners empty")
    func outline() throws {
        let text = """
            {"version": 1, "canvas": {"width": 200, "height": 100, "background": "white"}, "layout": {"name": "zstack"},
             "views": [{"shape": "capsule", "width": 120, "height": 40, "fill": "black"}]}
            """
        let scene = try Scene(SceneReader.read(Data(text.utf8), file: "c.json", name: "c"))
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("c.png")
        try PictureFile.write(try #require(try FrameComposer(scene: scene).compose(frame: 0).displayList), to: file)
        let image = try PNGDecoder.decode(contentsOf: file)
        // The frame spans x 40…160, y 30…70; the half circles have radius 20.
        let dark = { (x: Int, y: Int) in image.pixel(x: x, y: y).red < 64 }
        #expect(dark(100, 50) && dark(60, 31) && dark(140, 68), "the middle and the straight edges are filled")
        #expect(dark(41, 50) && dark(158, 50), "the ends of the half circles reach the frame")
        #expect(!dark(41, 31) && !dark(158, 68), "the corners are empty")
    }
}
