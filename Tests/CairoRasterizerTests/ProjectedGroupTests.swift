import Foundation
import FrameRendering
import Testing
@testable import CairoRasterizer

/// Groups drawn through a projection (`.rotation3DEffect`): polygons projected point by point,
/// an image through its mesh of triangles without seams, text as projected outlines, and paths
/// cut where they would pass the eye.
@Suite("Projected groups")
struct ProjectedGroupTests {
    /// A perspective that shrinks what lies further right: w = 1 + 0.004·x.
    static let receding = ProjectiveTransform(m11: 1, m12: 0, m13: 0.004, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)

    /// The signed distance from `point` to the convex polygon `corners` (clockwise on screen).
    static func depth(of point: CGPoint, in corners: [CGPoint]) -> Double {
        corners.indices.map { index in
            let (a, b) = (corners[index], corners[(index + 1) % corners.count])
            let length = hypot(Double(b.x - a.x), Double(b.y - a.y))
            return Double((b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x)) / length
        }.min() ?? -.infinity
    }

    /// The rectangle 20…100 × 10…90, projected by ``receding``.
    static var projectedSquare: [CGPoint] {
        [CGPoint(x: 20, y: 10), CGPoint(x: 100, y: 10), CGPoint(x: 100, y: 90), CGPoint(x: 20, y: 90)].compactMap { receding.apply(to: $0) }
    }

    /// Every pixel 1.5 pixels inside `corners` is `inside`, every one 1.5 pixels outside white;
    /// returns the largest difference inside.
    @discardableResult
    static func expectQuad(_ image: RasterImage, corners: [CGPoint], inside: RGBA8, tolerance: Int,
                           sourceLocation: SourceLocation = #_sourceLocation) -> Int {
        var largest = 0, strays = 0, count = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let depth = depth(of: CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5), in: corners)
                let pixel = image.pixel(x: x, y: y)
                if depth >= 1.5 {
                    count += 1
                    largest = max(largest, pixel.maximumComponentDifference(from: inside))
                } else if depth <= -1.5, pixel.maximumComponentDifference(from: .white) > 2 {
                    strays += 1
                }
            }
        }
        #expect(count > 1000, "\(count) pixels inside", sourceLocation: sourceLocation)
        #expect(largest <= tolerance, "inside, the colour is off by up to \(largest)", sourceLocation: sourceLocation)
        #expect(strays == 0, "\(strays) pixels drawn outside", sourceLocation: sourceLocation)
        return largest
    }

    @Test("a rectangle in a projected group is the projection of its corners")
    func polygon() throws {
        let image = try renderThroughPNG(canvas200x100([
            .group(GroupItem(items: [shape(at: CGPoint(x: 60, y: 50), size: CGSize(width: 80, height: 80), fill: .pureBlue)],
                             projection: Self.receding)),
        ]))
        Self.expectQuad(image, corners: Self.projectedSquare, inside: .blue, tolerance: 0)
    }

    @Test("an image is drawn through its mesh without seams: a plain colour stays exactly that colour inside the projected square")
    func imageMesh() throws {
        try withTemporaryDirectory { folder in
            let colour: [UInt8] = [0, 122, 255, 255]
            let picture = try #require(RasterImage(width: 40, height: 40, pixels: Array((0..<1600).map { _ in colour }.joined())))
            let path = folder.appendingPathComponent("plain.png")
            try PNGEncoder.write(picture, to: path)
            let item = DisplayItem.image(ImageItem(path: path.path, center: CGPoint(x: 60, y: 50), size: CGSize(width: 80, height: 80)))
            let image = try renderThroughPNG(canvas200x100([.group(GroupItem(items: [item], projection: Self.receding))]))
            // Measured: 0 levels off inside (no seam between the triangles' antialiased edges).
            Self.expectQuad(image, corners: Self.projectedSquare, inside: RGBA8(red: 0, green: 122, blue: 255), tolerance: 0)
        }
    }

    @Test("projected text is drawn as its glyphs' outlines, where the projection puts the unprojected text's ink")
    func text() throws {
        let label = TextLabel(text: "Projected", fontSize: 24)
        let item = DisplayItem.text(TextItem(label: label, position: CGPoint(x: 30, y: 40)))
        let plain = try renderThroughPNG(canvas200x100([item]))
        // Nearly the identity: w = 1 + 10⁻⁹·x.
        let near = ProjectiveTransform(m11: 1, m12: 0, m13: 1e-9, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
        let projected = try renderThroughPNG(canvas200x100([.group(GroupItem(items: [item], projection: near))]))
        let (before, after) = (try #require(inkBounds(in: plain, differingFrom: .white)), try #require(inkBounds(in: projected, differingFrom: .white)))
        for (one, other) in [(before.minX, after.minX), (before.minY, after.minY), (before.maxX, after.maxX), (before.maxY, after.maxY)] {
            #expect(abs(one - other) <= 1, "ink bounds \(before) and, as outlines, \(after)")
        }
        // Receding, the text shrinks to the right: its ink ends left of the plain text's.
        let receded = try renderThroughPNG(canvas200x100([.group(GroupItem(items: [item], projection: Self.receding))]))
        let shrunk = try #require(inkBounds(in: receded, differingFrom: .white))
        let end = try #require(Self.receding.apply(to: CGPoint(x: before.maxX + 1, y: 40)))
        #expect(abs(Double(shrunk.maxX + 1) - Double(end.x)) <= 1.5, "the ink's right end \(shrunk.maxX + 1) at the projection's \(end.x)")
    }

    @Test("a path that passes the eye is cut there: what is in front is drawn, nothing behind, and the frame does not fail")
    func nearPlane() throws {
        // w = 1 − 0.02·x, about y = 50: the eye's plane at x = 50; the rectangle 20…80 crosses it.
        let perspective = ProjectiveTransform(m11: 1, m12: 0, m13: -0.02, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
        let crossing = ProjectiveTransform(GroupItem.Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: -50)).concatenating(perspective)
            .concatenating(ProjectiveTransform(GroupItem.Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 50)))
        let image = try renderThroughPNG(canvas200x100([
            .group(GroupItem(items: [shape(at: CGPoint(x: 50, y: 50), size: CGSize(width: 60, height: 20), fill: .pureRed)],
                             projection: crossing)),
        ]))
        // x = 20 is drawn at 20 / 0.6 ≈ 33.3; from there on the near part runs off the canvas.
        expectPixel(image, x: 30, y: 50, approximately: .white, "left of the projected start")
        expectPixel(image, x: 40, y: 50, approximately: .red, "the part in front of the eye")
        expectPixel(image, x: 190, y: 50, approximately: .red, "the part nearing the eye, magnified")
    }
}
