import CairoRasterizer
import Testing
import Zoetrope

/// `Canvas` and the `GraphicsContext` its renderer draws into, as apps write them: paths filled
/// and stroked with a shading, text and images placed at a point by an anchor or in a rectangle
/// (checked in the decoded frame).
@Suite("Canvas and GraphicsContext")
struct CanvasTests {
    /// The pixels in `rect` whose red, green or blue is more than 60 from `background`'s: the ink.
    static func ink(in image: RasterImage, _ rect: CGRect, background: RGBA8 = Pixel.white) -> [(x: Int, y: Int, pixel: RGBA8)] {
        var found: [(x: Int, y: Int, pixel: RGBA8)] = []
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                let pixel = image.pixel(x: x, y: y)
                if pixel.maximumComponentDifference(from: background) > 60 { found.append((x, y, pixel)) }
            }
        }
        return found
    }

    /// The smallest rectangle holding every inked pixel of `image`; `nil` when nothing is drawn.
    static func inkBounds(of image: RasterImage, width: Int, height: Int) -> CGRect? {
        let points = ink(in: image, CGRect(x: 0, y: 0, width: width, height: height))
        guard let minX = points.map(\.x).min(), let maxX = points.map(\.x).max(),
              let minY = points.map(\.y).min(), let maxY = points.map(\.y).max() else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    @Test("Canvas(opaque:colorMode:rendersAsynchronously:renderer:) takes the space offered and runs the renderer with its size")
    func canvas() throws {
        let probe = try ViewProbe(width: 200, height: 100) {
            HStack(spacing: 0) {
                Canvas { context, size in
                    context.fill(Path(CGRect(x: 0, y: 0, width: size.width / 2, height: size.height)), with: .color(.red))
                }
                Canvas(opaque: false, colorMode: .nonLinear, rendersAsynchronously: false) { context, size in
                    context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.blue))
                }
                .frame(width: 60, height: 60)
            }
        }
        expectFrame(probe.frames.first, CGRect(x: 0, y: 0, width: 140, height: 100), "the first canvas takes what the second leaves")
        expectFrame(probe.frames.last, CGRect(x: 140, y: 20, width: 60, height: 60))
        let image = try probe.image()
        expectPixel(image, x: 68, y: 50, Pixel.red, "the first canvas's left half, up to 70")
        expectPixel(image, x: 72, y: 50, Pixel.white, "past half its width")
        expectPixel(image, x: 170, y: 50, Pixel.blue, "the second canvas's ellipse")
        expectPixel(image, x: 143, y: 23, Pixel.white, "its frame's corner, outside the ellipse")
    }

    @Test("a canvas clips what it draws to its frame")
    func canvasClips() throws {
        let image = try ViewProbe(width: 100, height: 100) {
            Canvas { context, _ in
                context.fill(Path(CGRect(x: -50, y: -50, width: 200, height: 200)), with: .color(.red))
            }
            .frame(width: 40, height: 40)
        }.image()
        expectPixel(image, x: 50, y: 50, Pixel.red, "inside the canvas")
        expectPixel(image, x: 25, y: 50, Pixel.white, "outside it")
    }

    @Test("GraphicsContext.fill(_:with:style:) fills a path with the shading, by the rule the style gives")
    func contextFill() throws {
        let image = try ViewProbe(width: 200, height: 100) {
            Canvas { context, _ in
                let rings = Path { path in
                    path.addRect(CGRect(x: 10, y: 10, width: 80, height: 80))
                    path.addRect(CGRect(x: 30, y: 30, width: 40, height: 40))
                }
                context.fill(rings, with: .color(.red), style: FillStyle(eoFill: true))
                context.fill(rings.offsetBy(dx: 100, dy: 0), with: .foreground)
            }
            .foregroundStyle(.blue)
        }.image()
        expectPixel(image, x: 20, y: 50, Pixel.red, "between the squares")
        expectPixel(image, x: 50, y: 50, Pixel.white, "the even-odd hole")
        expectPixel(image, x: 150, y: 50, Pixel.blue, "non-zero fills the middle, with the foreground style")
    }

    @Test("GraphicsContext.stroke(_:with:lineWidth:) strokes the path centred on it, with the width given")
    func contextStrokeWidth() throws {
        let image = try ViewProbe(width: 100, height: 100) {
            Canvas { context, _ in
                context.stroke(Path(CGRect(x: 20, y: 20, width: 60, height: 60)), with: .color(.blue), lineWidth: 10)
            }
        }.image()
        expectPixel(image, x: 16, y: 50, Pixel.blue, "outside the edge at 20, within 5")
        expectPixel(image, x: 23, y: 50, Pixel.blue, "inside it, within 5")
        expectPixel(image, x: 28, y: 50, Pixel.white, "more than 5 inside")
        expectPixel(image, x: 50, y: 50, Pixel.white, "not filled")
    }

    @Test("GraphicsContext.stroke(_:with:style:) strokes with the style's width and dashes")
    func contextStrokeStyle() throws {
        let image = try ViewProbe(width: 200, height: 100) {
            Canvas { context, _ in
                var line = Path()
                line.move(to: CGPoint(x: 10, y: 50))
                line.addLine(to: CGPoint(x: 190, y: 50))
                context.stroke(line, with: .color(.red), style: StrokeStyle(lineWidth: 8, dash: [10, 10]))
            }
        }.image()
        for x in [14, 34, 54] { expectPixel(image, x: x, y: 50, Pixel.red, "a dash") }
        for x in [24, 44, 64] { expectPixel(image, x: x, y: 50, Pixel.white, "a gap") }
    }

    @Test("GraphicsContext.draw(_:at:anchor:) with a Text puts the anchor of the text's frame at the point, in the foreground colour")
    func drawTextAtPoint() throws {
        let image = try ViewProbe(width: 200, height: 100) {
            Canvas { context, _ in
                context.draw(Text("HH"), at: CGPoint(x: 100, y: 50), anchor: .topLeading)
                context.draw(Text("HH"), at: CGPoint(x: 100, y: 50))
            }
        }.image()
        let bounds = try #require(Self.inkBounds(of: image, width: 200, height: 100), "nothing drawn")
        let leading = try #require(Self.inkBounds(of: image, width: 200, height: 50), "nothing above the point")
        // The centred text reaches left of 100 and above 50; the top-leading one neither.
        #expect(bounds.minX < 95 && bounds.minX > 60, "the centred text starts left of the point: \(bounds)")
        #expect(leading.maxY <= 50 && leading.minY > 30, "only the centred text is above the point: \(leading)")
        #expect(bounds.maxY > 56 && bounds.maxY < 75, "the top-leading text hangs below the point: \(bounds)")
        #expect(Self.ink(in: image, bounds).allSatisfy { $0.pixel.red == $0.pixel.green && $0.pixel.green == $0.pixel.blue },
                "drawn in black")
    }

    @Test("GraphicsContext.draw(_:at:anchor:) with ResolvedText: resolve(_:) measures the text and its shading colours it")
    func drawResolvedTextAtPoint() throws {
        let image = try ViewProbe(width: 200, height: 100) {
            Canvas { context, size in
                var title = context.resolve(Text("HH"))
                title.shading = .color(.red)
                let measured = title.measure(in: size)
                context.draw(title, at: CGPoint(x: 100 - measured.width, y: 50), anchor: .leading)
            }
        }.image()
        let bounds = try #require(Self.inkBounds(of: image, width: 200, height: 100), "nothing drawn")
        #expect(bounds.maxX <= 101 && bounds.maxX > 90, "the text's measured width ends it at 100: \(bounds)")
        #expect(bounds.minY < 50 && bounds.maxY > 50, "centred down on the point's line: \(bounds)")
        let reddest = Self.ink(in: image, bounds).map(\.pixel).min { $0.green < $1.green }
        expectPixel(image, x: 0, y: 0, Pixel.white, "the corner")
        #expect(reddest.map { $0.red > 200 && $0.green < 100 } == true, "drawn in red: \(String(describing: reddest))")
    }

    @Test("GraphicsContext.draw(_:in:) with a Text or ResolvedText puts the text at the rectangle's top-leading corner")
    func drawTextInRect() throws {
        let image = try ViewProbe(width: 200, height: 100) {
            Canvas { context, _ in
                context.draw(Text("HH"), in: CGRect(x: 20, y: 20, width: 100, height: 40))
                context.draw(context.resolve(Text("HH")), in: CGRect(x: 120, y: 60, width: 60, height: 30))
            }
        }.image()
        let first = try #require(Self.inkBounds(of: image, width: 110, height: 60), "nothing in the first rectangle")
        #expect(first.minX >= 20 && first.minX < 26 && first.minY >= 20 && first.minY < 30, "at (20, 20): \(first)")
        let second = Self.ink(in: image, CGRect(x: 110, y: 55, width: 90, height: 45))
        let secondLeft = try #require(second.map(\.x).min(), "nothing in the second rectangle")
        let secondTop = try #require(second.map(\.y).min())
        #expect(secondLeft >= 120 && secondLeft < 126 && secondTop >= 60 && secondTop < 70, "at (120, 60): \(secondLeft), \(secondTop)")
    }

    @Test("GraphicsContext.draw(_:at:anchor:) with an Image or a ResolvedImage draws it at the point by the anchor, in the foreground colour")
    func drawImageAtPoint() throws {
        let image = try ViewProbe(width: 200, height: 100) {
            Canvas { context, _ in
                context.draw(Image(systemName: "circle.fill"), at: CGPoint(x: 50, y: 50), anchor: .center)
                var resolved = context.resolve(Image(systemName: "circle.fill"))
                resolved.shading = .color(.blue)
                context.draw(resolved, at: CGPoint(x: 150, y: 50), anchor: .topLeading)
            }
            .foregroundStyle(.red)
        }.image()
        expectPixel(image, x: 50, y: 50, Pixel.red, "the first image centred on (50, 50)")
        expectPixel(image, x: 50, y: 65, Pixel.white, "well below it: it is about 17 points high")
        expectPixel(image, x: 158, y: 58, Pixel.blue, "the second hangs down-right of (150, 50)")
        expectPixel(image, x: 146, y: 46, Pixel.white, "nothing up-left of its anchor")
    }

    @Test("GraphicsContext.draw(_:in:style:) with an Image or a ResolvedImage fills the rectangle with it")
    func drawImageInRect() throws {
        let image = try ViewProbe(width: 200, height: 100) {
            Canvas { context, _ in
                context.draw(Image(systemName: "circle.fill"), in: CGRect(x: 10, y: 10, width: 80, height: 80))
                context.draw(context.resolve(Image(systemName: "circle.fill")), in: CGRect(x: 110, y: 10, width: 80, height: 80), style: FillStyle())
            }
        }.image()
        expectPixel(image, x: 50, y: 50, Pixel.black, "the first, scaled to 80 points")
        expectPixel(image, x: 12, y: 50, Pixel.black, "reaching its rectangle's leading edge")
        expectPixel(image, x: 150, y: 50, Pixel.black, "the second")
        expectPixel(image, x: 5, y: 50, Pixel.white, "outside the rectangle")
    }
}
