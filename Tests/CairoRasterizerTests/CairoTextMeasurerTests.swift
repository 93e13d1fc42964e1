import CairoRasterizer
import Foundation
import FrameRendering
import Testing

/// Article 000's labels measured with the font the canvas draws with.
@Suite("CairoTextMeasurer")
struct CairoTextMeasurerTests {
    let measurer = CairoTextMeasurer()

    @Test("\"hi\", \"!\", \"beautiful\" and \"world\" have different widths from the font, in the order of their ink")
    func articleLabelsDiffer() {
        let widths = ["hi", "!", "beautiful", "world"].map { measurer.size(of: TextLabel(text: $0, fontSize: 17)).width }
        #expect(Set(widths).count == 4)
        #expect(widths[1] < widths[0] && widths[0] < widths[3] && widths[3] < widths[2], "widths: \(widths)")
        // DejaVu Sans at 17 points: "beautiful" is about 75 points wide (9 glyphs of 0.5–0.65 em).
        #expect((60...95).contains(widths[2]), "beautiful is \(widths[2]) wide")
    }

    @Test("Every label of one font size has the font's line height, which grows with the size", arguments: [9.0, 17, 40])
    func lineHeight(fontSize: Double) {
        let heights = ["hi", "!", "gy", "ÅÉ"].map { measurer.size(of: TextLabel(text: $0, fontSize: fontSize)).height }
        #expect(Set(heights).count == 1)
        // DejaVu Sans's ascent plus descent is about 1.16 em.
        #expect(abs(heights[0] / fontSize - 1.164) < 0.05, "line height \(heights[0]) at \(fontSize) points")
    }

    @Test("Width scales with the font size")
    func widthScales() {
        let small = measurer.size(of: TextLabel(text: "beautiful", fontSize: 10)).width
        let large = measurer.size(of: TextLabel(text: "beautiful", fontSize: 30)).width
        #expect(abs(large / small - 3) < 0.01)
    }

    @Test("Empty text and unusable font sizes measure zero", arguments: [
        TextLabel(text: "", fontSize: 17), TextLabel(text: "hi", fontSize: 0), TextLabel(text: "hi", fontSize: -3),
        TextLabel(text: "hi", fontSize: .nan), TextLabel(text: "hi", fontSize: .infinity),
    ])
    func degenerate(label: TextLabel) {
        #expect(measurer.size(of: label) == .zero)
    }

    @Test("A label drawn centred in a box of its measured size fits inside it")
    func drawnTextFitsMeasuredBox() throws {
        let label = TextLabel(text: "beautiful", fontSize: 17)
        let size = measurer.size(of: label)
        let canvas = try CairoCanvas(width: 200, height: 60)
        try canvas.draw(DisplayList(canvasSize: CGSize(width: 200, height: 60), background: .white,
                                    items: [.text(TextItem(label: label, position: CGPoint(x: 100, y: 30), anchor: CGPoint(x: 0.5, y: 0.5)))]))
        let image = canvas.makeImage()
        var inkLeft = 200, inkRight = 0
        for y in 0..<60 { for x in 0..<200 where image.pixel(x: x, y: y) != image.pixel(x: 0, y: 0) {
            inkLeft = min(inkLeft, x)
            inkRight = max(inkRight, x)
        } }
        let inkWidth = Double(inkRight - inkLeft + 1)
        #expect(inkWidth <= size.width + 2, "ink \(inkWidth) wider than the measured \(size.width)")
        #expect(inkWidth >= size.width * 0.85, "ink \(inkWidth) much narrower than the measured \(size.width)")
    }
}

/// Labels in other faces: bold, oblique, serif and monospaced, measured as they are drawn.
@Suite("CairoTextMeasurer: font styles")
struct CairoTextMeasurerStyleTests {
    let measurer = CairoTextMeasurer()

    func width(_ text: String, _ style: FontStyle) -> CGFloat {
        measurer.size(of: TextLabel(text: text, fontSize: 20, style: style)).width
    }

    @Test("bold is wider than book; monospaced sets every glyph as wide; serif differs from sans")
    func faces() {
        #expect(width("beautiful", FontStyle(isBold: true)) > width("beautiful", .regular) + 5)
        let mono = FontStyle(design: .monospaced)
        #expect(abs(width("iiii", mono) - width("MMMM", mono)) < 1e-9)
        #expect(width("iiii", .regular) < width("MMMM", .regular) - 10)
        #expect(abs(width("beautiful", FontStyle(design: .serif)) - width("beautiful", .regular)) > 1)
        // The rounded design is set in the default face.
        #expect(width("beautiful", FontStyle(design: .rounded)) == width("beautiful", .regular))
    }

    @Test("an italic label leans: its ink reaches further right at the top than at the bottom")
    func italicLeans() throws {
        let canvas = try CairoCanvas(width: 120, height: 60)
        let list = DisplayList(canvasSize: CGSize(width: 120, height: 60), background: .white, items: [
            .text(TextItem(label: TextLabel(text: "l", fontSize: 48, style: FontStyle(isItalic: true)),
                           position: CGPoint(x: 60, y: 30), anchor: CGPoint(x: 0.5, y: 0.5))),
        ])
        try canvas.draw(list)
        let image = canvas.makeImage()
        func inkRange(row: Int) -> ClosedRange<Int>? {
            let dark = (0..<image.width).filter { image.pixel(x: $0, y: row).maximumComponentDifference(from: .white) > 128 }
            guard let first = dark.first, let last = dark.last else { return nil }
            return first...last
        }
        let rows = (0..<image.height).filter { inkRange(row: $0) != nil }
        let (top, bottom) = (try #require(rows.first), try #require(rows.last))
        let (high, low) = (try #require(inkRange(row: top + 3)), try #require(inkRange(row: bottom - 3)))
        #expect(high.lowerBound > low.lowerBound + 4, "top \(high), bottom \(low)")
    }
}
