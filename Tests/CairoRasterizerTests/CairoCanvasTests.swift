@testable import CairoRasterizer
import Foundation
import FrameRendering
import Testing

@Suite("CairoCanvas")
struct CairoCanvasTests {
    // MARK: - Sizes

    @Test("Rejects impossible pixel sizes and names them",
          arguments: [(0, 100), (100, 0), (-1, 10), (10, -7), (16_385, 10), (10, 16_385), (Int.max, 1)])
    func rejectsInvalidPixelSize(width: Int, height: Int) {
        let error = #expect(throws: CairoError.invalidCanvasSize(size: "\(width) × \(height)")) {
            _ = try CairoCanvas(width: width, height: height)
        }
        #expect(error?.description.contains("\(width) × \(height)") == true, "\(String(describing: error))")
    }

    @Test("Rejects sizes in points that are not finite, not positive or too large",
          arguments: [CGSize(width: Double.nan, height: 10), CGSize(width: 10, height: Double.infinity),
                      CGSize(width: 0, height: 10), CGSize(width: 10, height: -5),
                      CGSize(width: 16_384.5, height: 10), CGSize(width: 1e300, height: 1e300)])
    func rejectsInvalidSizeInPoints(size: CGSize) {
        #expect(throws: CairoError.invalidCanvasSize(size: "\(Double(size.width)) × \(Double(size.height))")) {
            _ = try CairoCanvas(size: size)
        }
    }

    @Test("Accepts the smallest, the largest and fractional sizes",
          arguments: [(CGSize(width: 1, height: 1), 1, 1), (CGSize(width: 16_384, height: 1), 16_384, 1),
                      (CGSize(width: 100.2, height: 49.5), 101, 50), (CGSize(width: 0.1, height: 3), 1, 3)])
    func acceptsValidSizes(size: CGSize, expectedWidth: Int, expectedHeight: Int) throws {
        let canvas = try CairoCanvas(size: size)
        #expect(canvas.width == expectedWidth)
        #expect(canvas.height == expectedHeight)
        let image = canvas.makeImage()
        #expect(image.width == expectedWidth && image.height == expectedHeight)
        #expect(image.pixel(x: 0, y: 0) == .transparent, "a new canvas is transparent black")
        #expect(!canvas.isOpaque)
    }

    // MARK: - Background

    @Test("An empty display list paints only the background, alpha included",
          arguments: [(RGBAColor.white, RGBA8.white), (.pureRed, .red), (.clear, .transparent),
                      (RGBAColor(red: 0, green: 0, blue: 1, alpha: 0.5), RGBA8(red: 0, green: 0, blue: 255, alpha: 128))])
    func paintsBackground(background: RGBAColor, expected: RGBA8) throws {
        let image = try renderThroughPNG(canvas200x100(background: background, []))
        #expect(image.width == 200 && image.height == 100)
        for (x, y) in [(0, 0), (199, 0), (0, 99), (199, 99), (100, 50)] {
            expectPixel(image, x: x, y: y, approximately: expected, tolerance: 1)
        }
    }

    @Test("Drawing replaces every pixel, so a canvas can be reused for the next frame")
    func redrawReplacesPreviousFrame() throws {
        let canvas = try CairoCanvas(width: 200, height: 100)
        try canvas.draw(canvas200x100([shape(at: CGPoint(x: 100, y: 50), size: CGSize(width: 200, height: 100),
                                             fill: .pureRed)]))
        #expect(canvas.isOpaque)
        try canvas.draw(canvas200x100(background: .clear, []))
        #expect(!canvas.isOpaque)
        #expect(canvas.makeImage().pixel(x: 100, y: 50) == .transparent)
    }

    // MARK: - Shapes

    @Test("Shapes fill the pixels they cover and no others", arguments: [PNGEncodingOptions.fast, .small])
    func fillsShapes(options: PNGEncodingOptions) throws {
        let list = canvas200x100([
            shape(at: CGPoint(x: 40, y: 40), size: CGSize(width: 40, height: 40), fill: .pureRed),
            shape(.ellipse, at: CGPoint(x: 150, y: 50), size: CGSize(width: 60, height: 60), fill: .pureBlue),
        ])
        let image = try renderThroughPNG(list, options: options)

        expectPixel(image, x: 40, y: 40, approximately: .red, "rectangle centre")
        expectPixel(image, x: 21, y: 21, approximately: .red, "rectangle inside top-left corner")
        expectPixel(image, x: 58, y: 58, approximately: .red, "rectangle inside bottom-right corner")
        expectPixel(image, x: 18, y: 40, approximately: .white, "left of rectangle")
        expectPixel(image, x: 61, y: 40, approximately: .white, "right of rectangle")
        expectPixel(image, x: 10, y: 10, approximately: .white, "background")

        expectPixel(image, x: 150, y: 50, approximately: .blue, "ellipse centre")
        expectPixel(image, x: 176, y: 50, approximately: .blue, "ellipse inside right edge")
        expectPixel(image, x: 150, y: 23, approximately: .blue, "ellipse inside top edge")
        expectPixel(image, x: 124, y: 24, approximately: .white, "ellipse bounding-box corner")
        expectPixel(image, x: 182, y: 50, approximately: .white, "right of ellipse")
    }

    @Test("A rounded rectangle's corner radius is clamped to half its shorter side",
          arguments: [20.0, 1_000.0])
    func clampsCornerRadius(cornerRadius: Double) throws {
        // 80 × 40 at (100, 50): x 60...140, y 30...70. Radius 20 and 1000 both give a stadium.
        let image = try renderThroughPNG(canvas200x100([
            shape(.roundedRectangle(cornerRadius: cornerRadius), at: CGPoint(x: 100, y: 50),
                  size: CGSize(width: 80, height: 40), fill: .pureRed),
        ]))
        expectPixel(image, x: 100, y: 50, approximately: .red, "centre")
        expectPixel(image, x: 62, y: 50, approximately: .red, "middle of the left end")
        expectPixel(image, x: 100, y: 32, approximately: .red, "middle of the top edge")
        expectPixel(image, x: 62, y: 32, approximately: .white, "cut-off top-left corner")
        expectPixel(image, x: 137, y: 67, approximately: .white, "cut-off bottom-right corner")
    }

    @Test("A corner radius of zero or less draws square corners", arguments: [0.0, -5.0])
    func squareCornersForNonPositiveRadius(cornerRadius: Double) throws {
        let image = try renderThroughPNG(canvas200x100([
            shape(.roundedRectangle(cornerRadius: cornerRadius), at: CGPoint(x: 100, y: 50),
                  size: CGSize(width: 80, height: 40), fill: .pureRed),
        ]))
        expectPixel(image, x: 61, y: 31, approximately: .red, "top-left corner")
    }

    struct RotationCase: CustomTestStringConvertible, Sendable {
        let name: String
        let rotation: Double
        let size: CGSize
        let inside: [(Int, Int)]
        let outside: [(Int, Int)]
        var testDescription: String { name }
    }

    @Test("Shapes rotate clockwise about their centre", arguments: [
        // 60 × 20 bar centred at (100, 50).
        RotationCase(name: "bar unrotated", rotation: 0, size: CGSize(width: 60, height: 20),
                     inside: [(125, 50), (75, 50)], outside: [(100, 75), (100, 25)]),
        RotationCase(name: "bar turned 90°", rotation: .pi / 2, size: CGSize(width: 60, height: 20),
                     inside: [(100, 75), (100, 25)], outside: [(125, 50), (75, 50)]),
        // Clockwise on screen (y down) moves the right end of the bar down: 30° puts it at (126, 65).
        RotationCase(name: "bar turned 30° clockwise", rotation: .pi / 6, size: CGSize(width: 60, height: 20),
                     inside: [(122, 62), (78, 38)], outside: [(122, 38), (78, 62)]),
        RotationCase(name: "bar turned 30° counter-clockwise", rotation: -.pi / 6, size: CGSize(width: 60, height: 20),
                     inside: [(122, 38), (78, 62)], outside: [(122, 62), (78, 38)]),
        // 40 × 40 square: turned 45° it is a diamond reaching 28.3 from the centre along the axes.
        RotationCase(name: "square unrotated", rotation: 0, size: CGSize(width: 40, height: 40),
                     inside: [(117, 33), (83, 67)], outside: [(125, 50), (100, 75)]),
        RotationCase(name: "square turned 45°", rotation: .pi / 4, size: CGSize(width: 40, height: 40),
                     inside: [(125, 50), (100, 75), (75, 50), (100, 25)], outside: [(117, 33), (83, 67)]),
    ])
    func rotates(_ testCase: RotationCase) throws {
        let image = try renderThroughPNG(canvas200x100([
            shape(at: CGPoint(x: 100, y: 50), size: testCase.size, rotation: testCase.rotation, fill: .pureRed),
        ]))
        for (x, y) in testCase.inside {
            expectPixel(image, x: x, y: y, approximately: .red, "inside \(testCase.name)")
        }
        for (x, y) in testCase.outside {
            expectPixel(image, x: x, y: y, approximately: .white, "outside \(testCase.name)")
        }
    }

    @Test("Shapes scale about their centre",
          arguments: [(0.5, RGBA8.white, RGBA8.white), (1.0, .red, .white), (2.0, .red, .red), (-1.0, .red, .white)])
    func scales(scale: Double, expectedAt8: RGBA8, expectedAt15: RGBA8) throws {
        // A 20 × 20 square at (100, 50) reaches 10 × |scale| from its centre.
        let image = try renderThroughPNG(canvas200x100([
            shape(at: CGPoint(x: 100, y: 50), size: CGSize(width: 20, height: 20), scale: scale, fill: .pureRed),
        ]))
        expectPixel(image, x: 100, y: 50, approximately: .red, "centre")
        expectPixel(image, x: 108, y: 50, approximately: expectedAt8, "8 px right of centre")
        expectPixel(image, x: 115, y: 50, approximately: expectedAt15, "15 px right of centre")
    }

    // MARK: - Opacity

    @Test("A translucent fill blends over the background",
          arguments: [(0.7, RGBA8(red: 255, green: 255, blue: 77)), (0.5, RGBA8(red: 255, green: 255, blue: 128)),
                      (0.25, RGBA8(red: 255, green: 255, blue: 191))])
    func blendsOpacity(opacity: Double, expected: RGBA8) throws {
        let image = try renderThroughPNG(canvas200x100([
            shape(at: CGPoint(x: 100, y: 50), size: CGSize(width: 80, height: 60), fill: .pureYellow, opacity: opacity),
        ]))
        expectPixel(image, x: 100, y: 50, approximately: expected, "yellow at \(opacity) over white")
        expectPixel(image, x: 10, y: 10, approximately: .white, "background")
    }

    @Test("Item opacity multiplies the fill colour's own alpha")
    func opacityMultipliesFillAlpha() throws {
        let image = try renderThroughPNG(canvas200x100([
            shape(at: CGPoint(x: 100, y: 50), size: CGSize(width: 80, height: 60),
                  fill: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.5), opacity: 0.5),
        ]))
        expectPixel(image, x: 100, y: 50, approximately: RGBA8(red: 191, green: 191, blue: 191), "black at 0.25")
    }

    @Test("Fill, stroke and label fade together as one layer")
    func fadesItemAsOneLayer() throws {
        // A red square with a 10-wide blue stroke, at 0.5: where the stroke covers the fill, the
        // result is blue at 0.5 over white, not blue over a half-faded red.
        let image = try renderThroughPNG(canvas200x100([
            shape(at: CGPoint(x: 100, y: 50), size: CGSize(width: 60, height: 60), fill: .pureRed,
                  stroke: Stroke(color: .pureBlue, width: 10), opacity: 0.5),
        ]))
        expectPixel(image, x: 100, y: 50, approximately: RGBA8(red: 255, green: 128, blue: 128), "faded fill")
        expectPixel(image, x: 72, y: 50, approximately: RGBA8(red: 128, green: 128, blue: 255),
                    "stroke over fill (inner half)")
        expectPixel(image, x: 68, y: 50, approximately: RGBA8(red: 128, green: 128, blue: 255),
                    "stroke over background (outer half)")
    }

    @Test("On a transparent background, alpha survives encoding and decoding")
    func keepsAlphaOnTransparentBackground() throws {
        let image = try renderThroughPNG(canvas200x100(background: .clear, [
            shape(at: CGPoint(x: 50, y: 50), size: CGSize(width: 40, height: 40), fill: .pureRed, opacity: 0.5),
            shape(at: CGPoint(x: 150, y: 50), size: CGSize(width: 40, height: 40), fill: .pureBlue),
        ]))
        expectPixel(image, x: 50, y: 50, approximately: RGBA8(red: 255, green: 0, blue: 0, alpha: 128), tolerance: 1,
                    "half-transparent red")
        expectPixel(image, x: 150, y: 50, approximately: .blue, tolerance: 0, "opaque blue")
        expectPixel(image, x: 100, y: 50, approximately: .transparent, tolerance: 0, "untouched background")
    }

    // MARK: - Strokes and lines

    @Test("Lines are drawn solid or dashed", arguments: [([Double](), true), ([10, 10], false)])
    func drawsLines(dash: [Double], solid: Bool) throws {
        // From x = 10: with [10, 10] dashes are on for 10...20, 30...40, off for 20...30, 40...50.
        let image = try renderThroughPNG(canvas200x100([
            .line(LineItem(from: CGPoint(x: 10, y: 50), to: CGPoint(x: 190, y: 50),
                           stroke: Stroke(color: .black, width: 4, dash: dash))),
        ]))
        for x in [15, 35, 55, 175] {
            expectPixel(image, x: x, y: 50, approximately: .black, "on a dash")
        }
        for x in [25, 45, 65] {
            expectPixel(image, x: x, y: 50, approximately: solid ? .black : .white, "between dashes")
        }
        expectPixel(image, x: 100, y: 55, approximately: .white, "below the 4-wide line")
        expectPixel(image, x: 5, y: 50, approximately: .white, "before the start (butt cap)")
    }

    @Test("A shape's stroke is centred on its outline and can be dashed")
    func strokesShapes() throws {
        // 60 × 60 at (100, 50): outline x = 70; a 6-wide stroke covers x 67...73.
        let image = try renderThroughPNG(canvas200x100([
            shape(at: CGPoint(x: 100, y: 50), size: CGSize(width: 60, height: 60), fill: .white,
                  stroke: Stroke(color: .black, width: 6)),
            shape(at: CGPoint(x: 40, y: 50), size: CGSize(width: 0, height: 0), fill: .pureRed,
                  stroke: Stroke(color: .black, width: 0)),
        ]))
        expectPixel(image, x: 68, y: 50, approximately: .black, "outer half of the stroke")
        expectPixel(image, x: 72, y: 50, approximately: .black, "inner half of the stroke")
        expectPixel(image, x: 76, y: 50, approximately: .white, "inside the stroke")
        expectPixel(image, x: 40, y: 50, approximately: .white, "a zero-width stroke draws nothing")
    }

    // MARK: - Text

    @Test("A label is centred on its shape by its ink", arguments: ["Hello", "W", "Zoetrope 42"])
    func centresLabel(text: String) throws {
        let list = canvas200x100([
            shape(at: CGPoint(x: 100, y: 50), size: CGSize(width: 180, height: 80), fill: .white,
                  label: TextLabel(text: text, fontSize: 24, color: .black)),
        ])
        let image = try renderThroughPNG(list)
        let ink = try #require(inkBounds(in: image, differingFrom: .white), "the label left no dark pixels")
        let centreX = Double(ink.minX + ink.maxX + 1) / 2
        let centreY = Double(ink.minY + ink.maxY + 1) / 2
        #expect(abs(centreX - 100) <= 1.5, "ink centre x \(centreX), expected 100; ink \(ink)")
        #expect(abs(centreY - 50) <= 1.5, "ink centre y \(centreY), expected 50; ink \(ink)")
        #expect(ink.maxY - ink.minY >= 12, "ink of a 24-point label is at least 12 px tall; ink \(ink)")
    }

    @Test("A label darkens pixels near its shape's centre, and rotates with it")
    func labelRotatesWithShape() throws {
        let label = TextLabel(text: "Wide label", fontSize: 16, color: .black)
        let upright = try renderThroughPNG(canvas200x100([
            shape(at: CGPoint(x: 100, y: 50), size: CGSize(width: 120, height: 90), fill: .white, label: label),
        ]))
        let turned = try renderThroughPNG(canvas200x100([
            shape(at: CGPoint(x: 100, y: 50), size: CGSize(width: 120, height: 90), rotation: .pi / 2,
                  fill: .white, label: label),
        ]))
        let uprightInk = try #require(inkBounds(in: upright, differingFrom: .white))
        let turnedInk = try #require(inkBounds(in: turned, differingFrom: .white))
        #expect(uprightInk.maxX - uprightInk.minX > 2 * (uprightInk.maxY - uprightInk.minY),
                "upright label should be wide: \(uprightInk)")
        #expect(turnedInk.maxY - turnedInk.minY > 2 * (turnedInk.maxX - turnedInk.minX),
                "label turned 90° should be tall: \(turnedInk)")
        #expect(turnedInk.minX <= 100 && turnedInk.maxX >= 100 && turnedInk.minY <= 50 && turnedInk.maxY >= 50)
    }

    @Test("Free text places the given point of its ink box at its position",
          arguments: [(CGPoint(x: 0, y: 0), 20, 20), (CGPoint(x: 1, y: 1), 180, 80), (CGPoint(x: 0.5, y: 0.5), 100, 50)])
    func anchorsText(anchor: CGPoint, x: Int, y: Int) throws {
        let image = try renderThroughPNG(canvas200x100([
            .text(TextItem(label: TextLabel(text: "Anchor", fontSize: 20, color: .black),
                           position: CGPoint(x: x, y: y), anchor: anchor)),
        ]))
        let ink = try #require(inkBounds(in: image, differingFrom: .white, threshold: 16))
        let anchoredX = Double(ink.minX) + Double(ink.maxX + 1 - ink.minX) * Double(anchor.x)
        let anchoredY = Double(ink.minY) + Double(ink.maxY + 1 - ink.minY) * Double(anchor.y)
        #expect(abs(anchoredX - Double(x)) <= 1.5, "anchor x \(anchoredX), expected \(x); ink \(ink)")
        #expect(abs(anchoredY - Double(y)) <= 1.5, "anchor y \(anchoredY), expected \(y); ink \(ink)")
    }

    // MARK: - Determinism and conversion

    @Test("The same display list gives identical bytes, on a fresh or a reused canvas",
          arguments: [PNGEncodingOptions.fast, .small])
    func isDeterministic(options: PNGEncodingOptions) throws {
        let list = Self.busyList
        let first = try CairoCanvas(size: list.canvasSize)
        try first.draw(list)
        let second = try CairoCanvas(size: list.canvasSize)
        try second.draw(canvas200x100(background: .clear, [
            shape(.ellipse, at: CGPoint(x: 80, y: 40), size: CGSize(width: 90, height: 70), fill: .pureYellow),
        ]))
        try second.draw(list)

        let firstBytes = try PNGEncoder.encode(first, options: options)
        #expect(firstBytes == (try PNGEncoder.encode(first, options: options)), "encoding twice")
        #expect(firstBytes == (try PNGEncoder.encode(second, options: options)), "drawing on a reused canvas")
        #expect(first.makeImage() == second.makeImage())
    }

    @Test("makeImage un-premultiplies cairo's pixels")
    func makeImageUnpremultiplies() throws {
        let canvas = try CairoCanvas(width: 4, height: 4)
        try canvas.draw(DisplayList(canvasSize: CGSize(width: 4, height: 4),
                                    background: RGBAColor(red: 0.2, green: 0.6, blue: 1, alpha: 0.25)))
        let image = canvas.makeImage()
        expectPixel(image, x: 3, y: 3, approximately: RGBA8(red: 51, green: 153, blue: 255, alpha: 64), tolerance: 3)
        #expect(!image.isOpaque)
    }

    /// A frame with one of everything, for determinism and encoding tests.
    static let busyList = canvas200x100([
        shape(.roundedRectangle(cornerRadius: 8), at: CGPoint(x: 50, y: 50), size: CGSize(width: 70, height: 50),
              rotation: 0.3, fill: .pureYellow, stroke: Stroke(color: .black, width: 2, dash: [4, 2]),
              opacity: 0.8, label: TextLabel(text: "A1", fontSize: 14)),
        shape(.ellipse, at: CGPoint(x: 140, y: 40), size: CGSize(width: 60, height: 40), scale: 1.2, fill: .pureBlue),
        .line(LineItem(from: CGPoint(x: 10, y: 90), to: CGPoint(x: 190, y: 70),
                       stroke: Stroke(color: .pureRed, width: 3, dash: [6, 3]))),
        .text(TextItem(label: TextLabel(text: "frame 7", fontSize: 11, color: .pureBlue),
                       position: CGPoint(x: 195, y: 95), anchor: CGPoint(x: 1, y: 1))),
    ])
}
