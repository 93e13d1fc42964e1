import CairoRasterizer
import FrameComposition
import Foundation
import FrameRendering
import SceneFiles
import SceneExport
import Testing
import ZoetropeTestSupport

/// A label is drawn with its line centred in its view and its baseline where the font's metrics
/// (`CairoTextMeasurer.baseline(of:)`) say, so a view aligned on `firstTextBaseline` lines up
/// with what is drawn.
@Suite("Labels drawn on their baseline")
struct LabelBaselineTests {
    @Test("the font's ascent is the baseline: below the top of the line, above its bottom")
    func metrics() {
        let measurer = CairoTextMeasurer()
        let label = TextLabel(text: "Hxy", fontSize: 40)
        let (line, baseline) = (measurer.size(of: label).height, measurer.baseline(of: label))
        #expect(baseline > 0.6 * line && baseline < line, "ascent \(baseline) in a line of \(line)")
        #expect(measurer.baseline(of: TextLabel(text: "", fontSize: 40)) == 0)
    }

    @Test("the bottom of an H's ink is on the baseline the layout computes, within a pixel")
    func inkSitsOnTheBaseline() throws {
        let text = """
            {"version": 1, "canvas": {"width": 200, "height": 200, "background": "white"}, "layout": {"name": "zstack"},
             "views": [{"shape": "rectangle", "width": 160, "height": 120, "fill": "white", "label": "HHH", "fontSize": 48}]}
            """
        let scene = try Scene(SceneReader.read(Data(text.utf8), file: "h.json", name: "h"), textMeasurer: CairoTextMeasurer())
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("h.png")
        try PictureFile.write(try #require(try FrameComposer(scene: scene).compose(frame: 0).displayList), to: file)
        let image = try PNGDecoder.decode(contentsOf: file)
        let inkRows = (0..<image.height).filter { y in (0..<image.width).contains { image.pixel(x: $0, y: y).red < 128 } }
        let bottom = Double(try #require(inkRows.last) + 1)
        let label = TextLabel(text: "HHH", fontSize: 48)
        let measurer = CairoTextMeasurer()
        let expected = 40 + (120 - Double(measurer.size(of: label).height)) / 2 + Double(measurer.baseline(of: label))
        expectClose(bottom, expected, tolerance: 1)
    }
}
