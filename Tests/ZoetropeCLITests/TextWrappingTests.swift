import CairoRasterizer
import Foundation
import FrameRendering
import SceneExport
import Testing
import Zoetrope
import ZoetropeTestSupport

/// `Text` that wraps, as SwiftUI's does: sized to a narrower proposal by breaking into lines,
/// `.lineLimit`, `.multilineTextAlignment`, `.lineSpacing`; and frames that draw those lines.
@Suite("Text wrapping")
struct TextWrappingTests {
    static let sentence = "Views that animate themselves wrap their words"
    static let alignments: [FrameRendering.TextAlignment] = [.leading, .trailing, .center]

    /// A scene of `content` on a 300 × 200 canvas, measured with cairo.
    static func scene<Content: View & SendableMetatype>(_ content: @escaping @Sendable () -> Content) throws -> Scene {
        try Scene(named: "text", canvas: CGSize(width: 300, height: 200), fps: 10, textMeasurer: CairoTextMeasurer(), content: content)
    }

    /// The size the first view takes.
    static func size(of scene: Scene) throws -> CGSize {
        try scene.sample(frame: 0).sample.placements[0].size
    }

    @Test("a text proposed less than its width wraps: as wide as its widest line, as high as its lines; proposed enough, one line")
    func sizing() throws {
        let measurer = CairoTextMeasurer()
        let label = TextLabel(text: Self.sentence, fontSize: 17, wrapping: TextWrapping())
        let lineHeight = measurer.lineHeight(of: label)
        let oneLine = measurer.size(of: label)

        let free = try Self.size(of: try Self.scene { Text(Self.sentence).fixedSize() })
        #expect(free == oneLine)
        // The text in a frame 120 wide: as wide as its widest line, as high as its lines.
        let textSize = try Self.size(of: try Self.scene { Text(Self.sentence).frame(width: 120) })
        let lines = measurer.lines(of: label, width: 120)
        #expect(lines.count >= 3)
        #expect(abs(Double(textSize.width) - lines.map { measurer.advance(of: $0, as: label) }.max()!) < 1e-9)
        #expect(abs(Double(textSize.height) - Double(lines.count) * lineHeight) < 1e-9)
        #expect(Double(textSize.width) <= 120 && Double(textSize.width) > 60)
    }

    @Test("lineLimit(1) keeps one line ending in …; lineSpacing adds to the height between lines")
    func limitAndSpacing() throws {
        let measurer = CairoTextMeasurer()
        let label = TextLabel(text: Self.sentence, fontSize: 17, wrapping: TextWrapping())
        let lineHeight = measurer.lineHeight(of: label)
        let limited = try Self.scene { Text(Self.sentence).lineLimit(1).frame(width: 120) }.sample(frame: 0)
        #expect(abs(Double(limited.sample.placements.last!.size.height) - lineHeight) < 1e-9)
        #expect(measurer.lines(of: TextLabel(text: Self.sentence, fontSize: 17, wrapping: TextWrapping(lineLimit: 1)), width: 120)
            .first?.hasSuffix("…") == true)
        let count = Double(measurer.lines(of: label, width: 120).count)
        let spaced = try Self.scene { Text(Self.sentence).lineSpacing(6).frame(width: 120) }.sample(frame: 0)
        #expect(abs(Double(spaced.sample.placements.last!.size.height) - (count * lineHeight + (count - 1) * 6)) < 1e-9)
    }

    /// The leftmost and rightmost dark pixel in each band of rows that holds ink, top to bottom.
    static func inkLines(_ image: RasterImage) -> [(top: Int, left: Int, right: Int)] {
        var bands: [(top: Int, left: Int, right: Int)] = []
        var inBand = false
        for y in 0..<image.height {
            var xs: [Int] = []
            for x in 0..<image.width where image.pixel(x: x, y: y).red < 128 { xs.append(x) }
            guard let first = xs.first, let last = xs.last else {
                inBand = false
                continue
            }
            if inBand {
                let band = bands.removeLast()
                bands.append((band.top, Swift.min(band.left, first), Swift.max(band.right, last)))
            } else {
                bands.append((y, first, last))
                inBand = true
            }
        }
        return bands
    }

    @Test("the frame draws the lines: several bands of ink; leading lines start together, trailing lines end together",
          arguments: alignments)
    func drawnLines(alignment: FrameRendering.TextAlignment) throws {
        let scene = try Self.scene { Text(Self.sentence).multilineTextAlignment(alignment).frame(width: 120) }
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try RenderSession(scene: scene, request: RenderRequest(outputDirectory: folder, sinks: [.png()], frames: FrameSelection(0...0), jobs: 1)).run()
        let image = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent(FrameSink.pngFileName(frame: 0)))
        let bands = Self.inkLines(image)
        let expected = CairoTextMeasurer().lines(of: TextLabel(text: Self.sentence, fontSize: 17, wrapping: TextWrapping()), width: 120)
        #expect(bands.count == expected.count, "\(bands)")
        // Everything inside the 120-point frame centred on the canvas (x 90…210), with a pixel for antialiasing.
        #expect(bands.allSatisfy { $0.left >= 89 && $0.right <= 211 }, "\(bands)")
        let lefts = Set(bands.map(\.left)), rights = Set(bands.map(\.right))
        switch alignment {
        case .leading: #expect(lefts.max()! - lefts.min()! <= 2 && rights.count > 1, "\(bands)")
        case .trailing: #expect(rights.max()! - rights.min()! <= 2 && lefts.count > 1, "\(bands)")
        case .center:
            let middles = bands.map { Double($0.left + $0.right) / 2 }
            #expect(middles.max()! - middles.min()! <= 3, "\(bands)")
        }
    }
}
