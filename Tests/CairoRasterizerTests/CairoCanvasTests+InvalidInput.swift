@testable import CairoRasterizer
import Foundation
import FrameRendering
import Testing

extension CairoCanvasTests {
    // MARK: - Degenerate and invalid input

    @Test("Items that cannot show anything are skipped without disturbing later items")
    func skipsInvisibleItems() throws {
        let canvas = try CairoCanvas(width: 200, height: 100)
        try canvas.draw(canvas200x100([
            shape(at: CGPoint(x: 20, y: 20), size: CGSize(width: 20, height: 20), scale: 0, fill: .pureRed),
            shape(at: CGPoint(x: 20, y: 20), size: CGSize(width: 20, height: 20), fill: .pureRed, opacity: 0),
            shape(at: CGPoint(x: 20, y: 20), size: CGSize(width: 20, height: 20), fill: .pureRed, opacity: -3),
            shape(.ellipse, at: CGPoint(x: 20, y: 20), size: CGSize(width: 0, height: 20), fill: .pureRed,
                  stroke: Stroke(color: .pureRed, width: 2), opacity: 0.5),
            shape(at: CGPoint(x: 20, y: 20), size: CGSize(width: 20, height: 20), fill: .clear,
                  label: TextLabel(text: "X", fontSize: 0)),
            shape(at: CGPoint(x: 20, y: 20), size: CGSize(width: 20, height: 20), fill: .clear,
                  label: TextLabel(text: "", fontSize: 12)),
            shape(at: CGPoint(x: -500, y: -500), size: CGSize(width: 20, height: 20), fill: .pureRed,
                  stroke: Stroke(color: .pureRed), opacity: 0.5, label: TextLabel(text: "off canvas")),
            .text(TextItem(label: TextLabel(text: "X", fontSize: -4), position: CGPoint(x: 20, y: 20))),
            .line(LineItem(from: CGPoint(x: 0, y: 20), to: CGPoint(x: 40, y: 20),
                           stroke: Stroke(color: .pureRed, width: -1))),
            shape(at: CGPoint(x: 150, y: 50), size: CGSize(width: 20, height: 20), fill: .pureBlue),
        ]))
        let image = try PNGDecoder.decode(PNGEncoder.encode(canvas))
        expectPixel(image, x: 20, y: 20, approximately: .white, "where only invisible items were drawn")
        expectPixel(image, x: 150, y: 50, approximately: .blue, "the last, visible item")
    }

    struct InvalidCase: CustomTestStringConvertible, Sendable {
        let field: String
        let item: DisplayItem
        var testDescription: String { field }
    }

    @Test("Values cairo cannot draw are rejected by their path, before any pixel changes", arguments: [
        InvalidCase(field: "items[1].center.x",
                    item: shape(at: CGPoint(x: Double.nan, y: 0), size: CGSize(width: 1, height: 1), fill: .pureRed)),
        InvalidCase(field: "items[1].scale",
                    item: shape(at: .zero, size: CGSize(width: 1, height: 1), scale: .infinity, fill: .pureRed)),
        InvalidCase(field: "items[1].size.height",
                    item: shape(at: .zero, size: CGSize(width: 1, height: Double.nan), fill: .pureRed)),
        InvalidCase(field: "items[1].rotation",
                    item: shape(at: .zero, size: CGSize(width: 1, height: 1), rotation: -.infinity, fill: .pureRed)),
        InvalidCase(field: "items[1].opacity",
                    item: shape(at: .zero, size: CGSize(width: 1, height: 1), fill: .pureRed, opacity: .nan)),
        InvalidCase(field: "items[1].kind.cornerRadius",
                    item: shape(.roundedRectangle(cornerRadius: .nan), at: .zero, size: CGSize(width: 1, height: 1),
                                fill: .pureRed)),
        InvalidCase(field: "items[1].stroke.dash[1]",
                    item: .line(LineItem(from: .zero, to: CGPoint(x: 5, y: 5),
                                         stroke: Stroke(color: .black, dash: [4, -2])))),
        InvalidCase(field: "items[1].stroke.dash",
                    item: .line(LineItem(from: .zero, to: CGPoint(x: 5, y: 5),
                                         stroke: Stroke(color: .black, dash: [0, 0])))),
        InvalidCase(field: "items[1].stroke.width",
                    item: shape(at: .zero, size: CGSize(width: 1, height: 1), fill: .pureRed,
                                stroke: Stroke(color: .black, width: .nan))),
        InvalidCase(field: "items[1].stroke.dashPhase",
                    item: .line(LineItem(from: .zero, to: CGPoint(x: 5, y: 5),
                                         stroke: Stroke(color: .black, dash: [4, 2], dashPhase: .nan)))),
        InvalidCase(field: "items[1].stroke.miterLimit",
                    item: shape(at: .zero, size: CGSize(width: 1, height: 1), fill: .pureRed,
                                stroke: Stroke(color: .black, miterLimit: .infinity))),
        InvalidCase(field: "items[1].label.fontSize",
                    item: .text(TextItem(label: TextLabel(text: "x", fontSize: .infinity), position: .zero))),
        InvalidCase(field: "items[1].anchor.y",
                    item: .text(TextItem(label: TextLabel(text: "x"), position: .zero,
                                         anchor: CGPoint(x: 0, y: Double.nan)))),
        InvalidCase(field: "items[1].to.x",
                    item: .line(LineItem(from: .zero, to: CGPoint(x: Double.infinity, y: 0),
                                         stroke: Stroke(color: .black)))),
        InvalidCase(field: "items[1].scale",
                    item: shape(at: .zero, size: CGSize(width: 1, height: 1), scale: 2e6, fill: .pureRed)),
        InvalidCase(field: "items[1].scale",
                    item: shape(.ellipse, at: .zero, size: CGSize(width: 2_000, height: 1), scale: 1_000,
                                fill: .pureRed)),
        InvalidCase(field: "items[1].scale",
                    item: shape(at: .zero, size: CGSize(width: 1, height: 1), scale: -5, fill: .pureRed,
                                stroke: Stroke(color: .black, width: 300_000))),
        InvalidCase(field: "items[1].size.width",
                    item: shape(.ellipse, at: .zero, size: CGSize(width: -1e300, height: 1), fill: .pureRed)),
        InvalidCase(field: "items[1].position.y",
                    item: .text(TextItem(label: TextLabel(text: "x"), position: CGPoint(x: 0, y: Double.nan)))),
        InvalidCase(field: "items[1].label.fontSize",
                    item: shape(at: .zero, size: CGSize(width: 1, height: 1), fill: .pureRed,
                                label: TextLabel(text: "x", fontSize: 1.5e6))),
    ])
    func rejectsInvalidValues(_ testCase: InvalidCase) throws {
        let canvas = try CairoCanvas(width: 200, height: 100)
        try canvas.draw(canvas200x100([]))
        let valid = shape(at: CGPoint(x: 100, y: 50), size: CGSize(width: 20, height: 20), fill: .pureRed)

        let error = #expect(throws: CairoError.self) {
            try canvas.draw(canvas200x100(background: .pureBlue, [valid, testCase.item]))
        }
        guard case let .invalidItemValue(field, _, _) = error else {
            Issue.record("expected invalidItemValue, got \(String(describing: error))")
            return
        }
        #expect(field == testCase.field)
        #expect(error?.description.contains(testCase.field) == true)
        #expect(canvas.makeImage().pixel(x: 100, y: 50) == .white, "the previous frame is untouched")

        try canvas.draw(canvas200x100([valid]))
        #expect(canvas.makeImage().pixel(x: 100, y: 50) == .red, "the canvas still draws afterwards")
    }

    @Test("Extreme values within the limits draw without breaking the canvas", arguments: [
        shape(.ellipse, at: CGPoint(x: 20, y: 20), size: CGSize(width: 1e6, height: 1e6), fill: .clear,
              stroke: Stroke(color: .clear, width: 1e6), opacity: 0.5, label: TextLabel(text: "huge", fontSize: 1e6)),
        shape(.ellipse, at: CGPoint(x: 20, y: 20), size: CGSize(width: 1, height: 1), scale: 1e6, fill: .clear,
              opacity: 0.5, label: TextLabel(text: "huge", fontSize: 1e6)),
        shape(at: CGPoint(x: 20, y: 20), size: CGSize(width: 10, height: 10), scale: 1e-60, fill: .pureRed,
              label: TextLabel(text: "tiny")),
        shape(.ellipse, at: CGPoint(x: 20, y: 20), size: CGSize(width: 1e-200, height: 10), fill: .pureRed,
              stroke: Stroke(color: .pureRed, width: 1e-300)),
        shape(at: CGPoint(x: 1e6, y: -1e6), size: CGSize(width: 10, height: 10), rotation: 1e300, fill: .pureRed),
        .text(TextItem(label: TextLabel(text: "em too large", fontSize: 1e6, color: .pureRed),
                       position: CGPoint(x: 20, y: 20))),
        .text(TextItem(label: TextLabel(text: "vanishing", fontSize: 1e-300, color: .pureRed),
                       position: CGPoint(x: 20, y: 20))),
        .line(LineItem(from: CGPoint(x: -1e6, y: 90), to: CGPoint(x: 1e6, y: 90),
                       stroke: Stroke(color: .black, width: 2, dash: [1e-9, 1e-9]))),
    ])
    func survivesExtremeValues(item: DisplayItem) throws {
        let canvas = try CairoCanvas(width: 200, height: 100)
        try canvas.draw(canvas200x100([
            item, shape(at: CGPoint(x: 150, y: 50), size: CGSize(width: 20, height: 20), fill: .pureBlue),
        ]))
        expectPixel(canvas.makeImage(), x: 150, y: 50, approximately: .blue, "an ordinary item drawn afterwards")
    }

    @Test("Colour components set past RGBAColor's clamping are clamped when drawing")
    func clampsColourComponents() throws {
        var fill = RGBAColor.pureRed
        fill.green = .nan
        fill.blue = 7
        let image = try renderThroughPNG(canvas200x100([
            shape(at: CGPoint(x: 100, y: 50), size: CGSize(width: 20, height: 20), fill: fill),
        ]))
        expectPixel(image, x: 100, y: 50, approximately: RGBA8(red: 255, green: 0, blue: 255))
    }
}

@Suite("An image item whose file is gone")
struct MissingImageFileTests {
    @Test("is refused before anything is drawn, naming the item and the path")
    func refused() throws {
        let canvas = try CairoCanvas(width: 50, height: 50)
        let list = DisplayList(canvasSize: CGSize(width: 50, height: 50), background: .white, items: [
            .image(ImageItem(path: "/nonexistent/zoetrope/logo.png", center: CGPoint(x: 25, y: 25), size: CGSize(width: 20, height: 20))),
        ])
        let error = #expect(throws: CairoError.self) { try canvas.draw(list) }
        #expect(error.map { "\($0)".contains("items[0].path") && "\($0)".contains("/nonexistent/zoetrope/logo.png") } == true,
                "\(String(describing: error))")
    }
}
