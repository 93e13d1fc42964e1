@testable import CairoRasterizer
import Foundation
import FrameRendering
import Testing

@Suite("CairoCanvas: items that cannot reach the canvas")
struct CairoCanvasVisibilityTests {
    static let far: [(String, DisplayItem)] = [
        ("a shape 10³⁰⁰ points away", .shape(ShapeItem(kind: .ellipse, center: CGPoint(x: 1e300, y: -1e300),
                                                          size: CGSize(width: 30, height: 30), fill: .pureRed))),
        ("a shape just past the limit, labelled", .shape(ShapeItem(kind: .rectangle, center: CGPoint(x: 2e6, y: 50),
                                                                     size: CGSize(width: 30, height: 30), fill: .pureRed,
                                                                     label: TextLabel(text: "far")))),
        ("text 10⁹ points below", .text(TextItem(label: TextLabel(text: "x"), position: CGPoint(x: 0, y: 1e9)))),
        ("a line wholly outside, far away", .line(LineItem(from: CGPoint(x: -1e12, y: -5e11), to: CGPoint(x: 1e12, y: -5e11),
                                                             stroke: Stroke(color: .black, width: 4)))),
    ]

    @Test("far items are left out: the frame is the same as without them, with no error", arguments: far)
    func leavesOutFarItems(_ name: String, _ item: DisplayItem) throws {
        let near = DisplayItem.shape(ShapeItem(kind: .roundedRectangle(cornerRadius: 4), center: CGPoint(x: 100, y: 50),
                                               size: CGSize(width: 40, height: 20), fill: .pureBlue))
        let with = try CairoCanvas(width: 200, height: 100)
        try with.draw(DisplayList(canvasSize: CGSize(width: 200, height: 100), background: .white, items: [near, item]))
        let without = try CairoCanvas(width: 200, height: 100)
        try without.draw(DisplayList(canvasSize: CGSize(width: 200, height: 100), background: .white, items: [near]))
        #expect(with.makeImage() == without.makeImage(), "\(name) changed the frame")
    }

    @Test("a line from 10¹² points away that crosses the canvas is drawn where it crosses")
    func cutsFarLines() throws {
        let line = DisplayItem.line(LineItem(from: CGPoint(x: -1e12, y: 50), to: CGPoint(x: 1e12, y: 50),
                                             stroke: Stroke(color: .black, width: 4)))
        let canvas = try CairoCanvas(width: 200, height: 100)
        try canvas.draw(DisplayList(canvasSize: CGSize(width: 200, height: 100), background: .white, items: [line]))
        let image = canvas.makeImage()
        for x in [0, 100, 199] {
            #expect(image.pixel(x: x, y: 50) == .black, "x = \(x)")
        }
        #expect(image.pixel(x: 100, y: 40) == .white)
    }

    @Test("items within reach are kept exactly: visibleItems returns the list itself")
    func keepsNearItems() {
        let list = DisplayList(canvasSize: CGSize(width: 200, height: 100), background: .white, items: [
            .shape(ShapeItem(kind: .rectangle, center: CGPoint(x: -10, y: -10), size: CGSize(width: 30, height: 30), fill: .pureRed)),
            .line(LineItem(from: CGPoint(x: -500, y: 0), to: CGPoint(x: 900, y: 100), stroke: Stroke(color: .black))),
        ])
        #expect(list.visibleItems() == list)
    }
}
