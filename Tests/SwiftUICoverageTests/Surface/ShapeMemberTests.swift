import CairoRasterizer
import Foundation
import Testing
import Zoetrope

/// Shapes as iOS 17 code names them (`.clipShape(.rect(cornerRadius: 12))`, `.circle`,
/// `.capsule`) and shapes moved, turned, scaled, transformed and sized inside their frames; and
/// `.background(_:in:)` with an insettable shape. Each checks decoded pixels.
@Suite("Shape members")
struct ShapeMemberTests {
    @Test("the static shapes .circle, .ellipse, .capsule, .capsule(style:), .rect and the .rect(…) forms clip as the shapes they name")
    func staticShapes() throws {
        let image = try ViewProbe(width: 360, height: 60) {
            HStack(spacing: 0) {
                Color.red.frame(width: 40, height: 40).clipShape(.circle).frame(width: 40, height: 60)
                Color.red.frame(width: 40, height: 40).clipShape(.ellipse).frame(width: 40, height: 60)
                Color.red.frame(width: 40, height: 20).clipShape(.capsule).frame(width: 40, height: 60)
                Color.red.frame(width: 40, height: 20).clipShape(.capsule(style: .circular)).frame(width: 40, height: 60)
                Color.red.frame(width: 40, height: 40).clipShape(.rect).frame(width: 40, height: 60)
                Color.red.frame(width: 40, height: 40).clipShape(.rect(cornerRadius: 12)).frame(width: 40, height: 60)
                Color.red.frame(width: 40, height: 40).clipShape(.rect(cornerSize: CGSize(width: 12, height: 12), style: .circular)).frame(width: 40, height: 60)
                Color.red.frame(width: 40, height: 40).clipShape(.rect(cornerRadii: RectangleCornerRadii(topLeading: 12))).frame(width: 40, height: 60)
                Color.red.frame(width: 40, height: 40).clipShape(.rect(topLeadingRadius: 0, bottomLeadingRadius: 0, bottomTrailingRadius: 12, topTrailingRadius: 0)).frame(width: 40, height: 60)
            }
        }.image()
        // Column c spans x 40c…40c+40; squares span y 10…50 (capsules y 20…40).
        func corner(_ column: Int) -> RGBA8 { image.pixel(x: 40 * column + 1, y: 11) }
        func middle(_ column: Int) -> RGBA8 { image.pixel(x: 40 * column + 20, y: 30) }
        for column in 0..<9 { expectPixel(image, x: 40 * column + 20, y: 30, Pixel.red, "column \(column)'s middle is filled") }
        #expect(corner(0) == Pixel.white && corner(1) == Pixel.white, "a circle and an ellipse leave the corners")
        expectPixel(image, x: 81, y: 21, Pixel.white, "the capsule's round end")
        expectPixel(image, x: 121, y: 21, Pixel.white, "the circular capsule's round end")
        expectPixel(image, x: 161, y: 11, Pixel.red, ".rect keeps its corners")
        #expect(corner(5) == Pixel.white && corner(6) == Pixel.white && corner(7) == Pixel.white, "rounded top-leading corners")
        expectPixel(image, x: 321, y: 11, Pixel.red, "only the bottom-trailing corner of the last is rounded")
        expectPixel(image, x: 358, y: 48, Pixel.white, "its bottom-trailing corner")
        _ = middle(0)
    }

    @Test("Shape.offset(_:) with a CGSize or a CGPoint, and offset(x:y:), move the outline inside the frame; the frame stays")
    func offsets() throws {
        let probe = try ViewProbe(width: 200, height: 60) {
            VStack(spacing: 0) {
                Rectangle().offset(CGSize(width: 50, height: 0)).frame(width: 50, height: 20)
                Rectangle().offset(CGPoint(x: 50, y: 0)).frame(width: 50, height: 20)
                Rectangle().offset(x: 50).frame(width: 50, height: 20)
            }
        }
        let image = try probe.image()
        for row in 0..<3 {
            let frame = probe.frames[row]
            #expect(frame.size == CGSize(width: 50, height: 20), "the frame stays: \(frame)")
            expectPixel(image, x: Int(frame.minX) + 5, y: Int(frame.midY), Pixel.white, "row \(row): moved off its frame's left")
            expectPixel(image, x: Int(frame.maxX) + 20, y: Int(frame.midY), Pixel.black, "row \(row): drawn right of its frame")
        }
    }

    @Test("Shape.rotation(_:anchor:), scale(_:anchor:), scale(x:y:anchor:), transform(_:) and size(_:), size(width:height:) change the outline in its frame")
    func transforms() throws {
        let probe = try ViewProbe(width: 300, height: 100) {
            HStack(spacing: 0) {
                Rectangle().size(width: 20, height: 80).rotation(.degrees(90)).frame(width: 50, height: 100)
                Rectangle().scale(0.5).frame(width: 50, height: 100)
                Rectangle().scale(x: 1, y: 0.2, anchor: .top).frame(width: 50, height: 100)
                Rectangle().transform(CGAffineTransform(translationX: 0, y: 50)).frame(width: 50, height: 100)
                Rectangle().size(CGSize(width: 10, height: 10)).frame(width: 50, height: 100)
            }
        }
        let image = try probe.image()
        /// The pixel at (`x`, `y`) of column `column`'s frame.
        func expect(_ column: Int, _ x: Int, _ y: Int, _ color: RGBA8, _ what: String) {
            let frame = probe.frames[column]
            expectPixel(image, x: Int(frame.minX) + x, y: Int(frame.minY) + y, color, what)
        }
        // A 20 × 80 bar at the top-left, turned a quarter about the frame's centre (25, 50),
        // lies across x −5…75, y 25…45.
        expect(0, 10, 35, Pixel.black, "the turned bar lies across")
        expect(0, 10, 70, Pixel.white, "and no longer stands at the left")
        expect(1, 25, 50, Pixel.black, "scaled by half about the centre: the middle")
        expect(1, 5, 10, Pixel.white, "but not the corner")
        expect(2, 25, 10, Pixel.black, "scaled down to the top fifth")
        expect(2, 25, 50, Pixel.white, "and not below it")
        expect(3, 25, 25, Pixel.white, "moved down by half")
        expect(3, 25, 75, Pixel.black, "and drawn below")
        expect(4, 5, 5, Pixel.black, "a 10-point square at the top-leading corner")
        expect(4, 15, 15, Pixel.white, "only 10 points")
    }

    @Test("background(_:in:fillStyle:) and background(in:fillStyle:) with an insettable shape fill it behind the view")
    func backgroundInsettable() throws {
        let probe = try ViewProbe(width: 200, height: 60) {
            HStack(spacing: 0) {
                Color.clear.frame(width: 60, height: 60).background(.blue, in: Capsule())
                Color.clear.frame(width: 60, height: 60).background(in: RoundedRectangle(cornerRadius: 20), fillStyle: FillStyle())
                    .background(Color.red)
            }
        }
        let image = try probe.image()
        let (left, right) = (probe.frames.first { $0.minX < 100 }, probe.frames.last { $0.minX >= 90 })
        let first = try #require(left), second = try #require(right)
        expectPixel(image, x: Int(first.midX), y: Int(first.midY), Pixel.blue, "the capsule's middle")
        expectPixel(image, x: Int(first.minX) + 2, y: Int(first.minY) + 2, Pixel.white, "its round corner")
        expectPixel(image, x: Int(second.midX), y: Int(second.midY), Pixel.white, "the rounded rectangle in the background style, white")
        expectPixel(image, x: Int(second.minX) + 2, y: Int(second.minY) + 2, Pixel.red, "its rounded corner shows the red behind")
    }
}
