import CairoRasterizer
import Foundation
import SceneExport
import Testing
import Zoetrope
import ZoetropeTestSupport

/// SwiftUI's `.border(_:width:)`: a line inside the view's frame, over the view.
@Suite("border")
struct BorderTests {
    @Test("a 4-point red border on a white 100 × 60 view: red inside its edges, white in the middle, nothing outside the frame")
    func border() throws {
        let scene = try Scene(named: "border", canvas: CGSize(width: 140, height: 100), fps: 10) {
            Color.white.frame(width: 100, height: 60).border(Color.red, width: 4)
        }
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try RenderSession(scene: scene, request: RenderRequest(outputDirectory: folder, sinks: [.png()], frames: FrameSelection(0...0), jobs: 1)).run()
        let image = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent(FrameSink.pngFileName(frame: 0)))
        let red = Color.red.rgba
        let redPixel = RGBA8(red: UInt8((red.red * 255).rounded()), green: UInt8((red.green * 255).rounded()), blue: UInt8((red.blue * 255).rounded()))
        let white = RGBA8(red: 255, green: 255, blue: 255)
        // The frame spans x 20…120, y 20…80; the border its outer 4 points.
        GradientRenderTests.expectPixels(image, [
            (21, 50, redPixel, "the leading edge"), (118, 50, redPixel, "the trailing edge"), (70, 21, redPixel, "the top"),
            (70, 78, redPixel, "the bottom"), (70, 50, white, "the middle"), (26, 50, white, "just inside the line"),
        ], tolerance: 2)
    }
}
