import Foundation
import FrameRendering
import Testing
@testable import CairoRasterizer

/// Shape items drawn as paths of their own: filled by either rule, stroked, written to SVG and
/// PDF as paths, checked before cairo sees them and left out when they cannot reach the canvas.
@Suite("Path items")
struct PathItemTests {
    /// A triangle in a 100 × 80 frame: apex at the top middle, base along the bottom.
    static let triangle = ShapePath([
        .move(to: CGPoint(x: 0, y: 80)), .line(to: CGPoint(x: 50, y: 0)), .line(to: CGPoint(x: 100, y: 80)), .closeSubpath,
    ])

    /// Two overlapping squares drawn the same way round, in a 100 × 100 frame: non-zero fills the
    /// overlap, even-odd leaves it empty.
    static let overlapping = ShapePath([
        .move(to: CGPoint(x: 0, y: 0)), .line(to: CGPoint(x: 60, y: 0)), .line(to: CGPoint(x: 60, y: 60)),
        .line(to: CGPoint(x: 0, y: 60)), .closeSubpath,
        .move(to: CGPoint(x: 40, y: 40)), .line(to: CGPoint(x: 100, y: 40)), .line(to: CGPoint(x: 100, y: 100)),
        .line(to: CGPoint(x: 40, y: 100)), .closeSubpath,
    ])

    @Test("a path fills its inside and nothing outside, in its frame's coordinates about the item's centre")
    func fillsInside() throws {
        // The frame is 100 × 80 centred at (100, 50): its top-left corner is at (50, 10).
        let image = try renderThroughPNG(canvas200x100([
            shape(.path(Self.triangle), at: CGPoint(x: 100, y: 50), size: CGSize(width: 100, height: 80), fill: .pureRed),
        ]))
        expectPixel(image, x: 100, y: 60, approximately: .red, "inside the triangle")
        expectPixel(image, x: 100, y: 20, approximately: .red, "just under the apex")
        expectPixel(image, x: 60, y: 20, approximately: .white, "in the frame, left of the triangle")
        expectPixel(image, x: 140, y: 20, approximately: .white, "in the frame, right of the triangle")
        expectPixel(image, x: 100, y: 95, approximately: .white, "below the frame")
    }

    @Test("the fill rule decides whether overlapping subpaths cover their overlap", arguments: [FillRule.nonZero, .evenOdd])
    func fillRules(rule: FillRule) throws {
        let image = try renderThroughPNG(canvas200x100([
            shape(.path(Self.overlapping, fillRule: rule), at: CGPoint(x: 100, y: 50), size: CGSize(width: 100, height: 100),
                  fill: .pureBlue),
        ]))
        expectPixel(image, x: 70, y: 20, approximately: .blue, "in the first square only")
        expectPixel(image, x: 130, y: 80, approximately: .blue, "in the second square only")
        expectPixel(image, x: 100, y: 50, approximately: rule == .nonZero ? .blue : .white, "in the overlap")
    }

    @Test("a stroked path draws its outline, a quadratic curve as the cubic that traces it, and rotates with its item")
    func strokesAndRotates() throws {
        let arch = ShapePath([.move(to: CGPoint(x: 0, y: 40)), .quadCurve(to: CGPoint(x: 80, y: 40), control: CGPoint(x: 40, y: -40))])
        let image = try renderThroughPNG(canvas200x100([
            shape(.path(arch), at: CGPoint(x: 100, y: 50), size: CGSize(width: 80, height: 40), fill: .clear,
                  stroke: Stroke(color: .black, width: 4)),
        ]))
        // The curve's highest point is half way to its control point: y = 0 in the frame, 30 on the canvas.
        expectPixel(image, x: 100, y: 30, approximately: .black, "the top of the arch")
        expectPixel(image, x: 100, y: 45, approximately: .white, "under the arch (the fill is clear)")
        let turned = try renderThroughPNG(canvas200x100([
            shape(.path(arch), at: CGPoint(x: 100, y: 50), size: CGSize(width: 80, height: 40), rotation: .pi, fill: .clear,
                  stroke: Stroke(color: .black, width: 4)),
        ]))
        expectPixel(turned, x: 100, y: 70, approximately: .black, "the arch turned upside down")
    }

    @Test("SVG writes a path item as a path with its points and fill rule; PDF draws it as a path")
    func vectorDocuments() throws {
        let list = DisplayList(canvasSize: CGSize(width: 200, height: 100), background: .white, items: [
            shape(.path(Self.triangle, fillRule: .evenOdd), at: CGPoint(x: 100, y: 50), size: CGSize(width: 100, height: 80),
                  fill: .pureRed),
        ])
        let svg = String(decoding: try CairoVectorDocument.document(of: list, as: .svg), as: UTF8.self)
        let path = try #require(svg.split(separator: "<path").dropFirst().first { $0.contains("fill-rule:evenodd") },
                                "an even-odd path in \(svg)")
        let data = try #require(path.firstRange(of: "d=\"").map { path[$0.upperBound...].prefix { $0 != "\"" } })
        // The triangle's corners on the canvas, in order: (50, 90), (100, 10), (150, 90), closed.
        #expect(data.hasPrefix("M 50 90 L 100 10 L 150 90 Z"), "path data \(data)")
        let pdf = try CairoVectorDocument.document(of: list, as: .pdf)
        #expect(String(decoding: pdf.prefix(5), as: UTF8.self) == "%PDF-")
    }

    @Test("a path point past the limit is named by its element, before cairo sees it")
    func validatesPoints() {
        var far = Self.triangle
        far.elements[1] = .line(to: CGPoint(x: 50, y: 1e9))
        let list = canvas200x100([shape(.path(far), at: CGPoint(x: 100, y: 50), size: CGSize(width: 100, height: 80), fill: .pureRed)])
        #expect {
            try list.validateForDrawing()
        } throws: { error in
            guard case .invalidItemValue(let field, _, _) = error as? CairoError else { return false }
            return field == "items[0].kind.path.elements[1].y"
        }
    }

    @Test("a path item is kept while any of its points can reach the canvas, and left out when none can")
    func visibility() {
        // The frame lies wholly left of the canvas, but its path reaches 300 points to the right.
        let reaching = ShapePath([.move(to: CGPoint(x: 0, y: 0)), .line(to: CGPoint(x: 300, y: 10)), .line(to: CGPoint(x: 0, y: 20)), .closeSubpath])
        let kept = canvas200x100([shape(.path(reaching), at: CGPoint(x: -50, y: 50), size: CGSize(width: 20, height: 20), fill: .pureRed)])
        #expect(kept.visibleItems().items.count == 1)
        let gone = canvas200x100([shape(.path(Self.triangle), at: CGPoint(x: -500, y: 50), size: CGSize(width: 100, height: 80), fill: .pureRed)])
        #expect(gone.visibleItems().items.isEmpty)
    }
}
