import CairoRasterizer
import Foundation
import SceneExport
import Testing
import Zoetrope
import ZoetropeTestSupport

/// A progress bar as SwiftUI code writes it, filling over two seconds when it appears.
private struct ProgressBar: View {
    @State private var progress: CGFloat = 0

    var body: some View {
        GeometryReader { geometry in
            Capsule().fill(.blue).frame(width: geometry.size.width * progress)
        }
        .frame(width: 300, height: 20)
        .onAppear { withAnimation(.linear(duration: 2)) { progress = 1 } }
    }
}

/// A `GeometryReader`'s content rendered: pixels of the decoded PNGs.
@Suite("GeometryReader rendered")
struct GeometryReaderRenderTests {
    static let white = RGBA8(red: 255, green: 255, blue: 255)

    @Test("PNG pixels: the progress bar is drawn from the reader's leading edge to its progress, and no further")
    func progressBar() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The reader is 300 × 20 at (50, 40) in a 400 × 100 canvas; 10 frames a second.
        let scene = try Scene(named: "progress", canvas: CGSize(width: 400, height: 100), fps: 10) { ProgressBar() }
        _ = try RenderSession(scene: scene, request: RenderRequest(outputDirectory: folder, sinks: [.png()], jobs: 2)).run()
        for (frame, end) in [(0, 50), (5, 125), (10, 200), (15, 275), (20, 350)] {
            let image = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent(FrameSink.pngFileName(frame: frame)))
            if end > 70 {
                let inside = image.pixel(x: end - 12, y: 50)
                #expect(inside.maximumComponentDifference(from: Self.white) > 100, "frame \(frame): (\(end - 12), 50) is \(inside), expected the bar")
            }
            for (x, y, what) in [(end + 4, 50, "past the bar's end"), (45, 50, "before the reader"), (200, 35, "above the reader")] {
                let pixel = image.pixel(x: x, y: y)
                #expect(pixel.maximumComponentDifference(from: Self.white) <= 2, "frame \(frame): \(what), (\(x), \(y)) is \(pixel)")
            }
        }
    }
}
