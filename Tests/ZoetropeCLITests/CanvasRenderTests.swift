import CairoRasterizer
import Foundation
import SceneExport
import Testing
import Zoetrope
import ZoetropeTestSupport

/// A clock's second hand as SwiftUI code draws it: a `TimelineView` whose `Canvas` strokes a line
/// from the centre, turned by the seconds of the date (6° a second, from twelve o'clock).
private struct SecondHandClock: View {
    var body: some View {
        TimelineView(.animation) { timeline in
            Canvas { context, size in
                let seconds = timeline.date.timeIntervalSinceReferenceDate.truncatingRemainder(dividingBy: 60)
                context.translateBy(x: size.width / 2, y: size.height / 2)
                context.rotate(by: .degrees(seconds * 6))
                var hand = Path()
                hand.move(to: .zero)
                hand.addLine(to: CGPoint(x: 0, y: -80))
                context.stroke(hand, with: .color(.black), lineWidth: 4)
            }
        }
    }
}

/// One case of a canvas's drawing checked in pixels: what the renderer draws in a 100 × 100
/// canvas at (50, 50) of a 200 × 200 scene, and colours expected at points of the scene.
struct CanvasPixelCase: Sendable, CustomTestStringConvertible {
    let name: String
    let renderer: @Sendable (inout GraphicsContext, CGSize) -> Void
    let expected: [(x: Int, y: Int, colour: RGBA8, what: String)]
    var testDescription: String { name }
}

/// `Canvas` rendered: pixels of the decoded PNGs, the SVG and PDF cairo writes, and repeated renders.
@Suite("Canvas rendered")
struct CanvasRenderTests {
    static let white = RGBA8(red: 255, green: 255, blue: 255)
    static let red = RGBA8(red: 255, green: 59, blue: 48)
    static let blue = RGBA8(red: 0, green: 122, blue: 255)
    /// SwiftUI's red at opacity 0.5 over white.
    static let halfRed = RGBA8(red: 255, green: 157, blue: 152)

    /// Renders `frames` of `scene` as PNGs into a new folder and decodes them.
    static func renderPNGs(_ scene: Scene, frames: [Int], sourceLocation: SourceLocation = #_sourceLocation) throws -> [Int: RasterImage] {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var images: [Int: RasterImage] = [:]
        for frame in frames {
            _ = try RenderSession(scene: scene, request: RenderRequest(outputDirectory: folder, sinks: [.png()],
                                                                       frames: FrameSelection(frame...frame), jobs: 1)).run()
            images[frame] = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent(FrameSink.pngFileName(frame: frame)))
        }
        return images
    }

    /// The hand's point `fraction` of its 80-point length out from the centre (100, 100) at `degrees`.
    static func handPoint(degrees: Double, fraction: Double) -> (x: Int, y: Int) {
        let radians = degrees * .pi / 180, length = 80 * fraction
        return (Int((100 + length * sin(radians)).rounded(.down)), Int((100 - length * cos(radians)).rounded(.down)))
    }

    @Test("a TimelineView's Canvas redraws every frame: the hand's tip is dark where the date turns it, and where it is not is white",
          arguments: [24, 60], [0.0, 2.5, 5, 7.5, 40])
    func secondHand(fps: Int, seconds: Double) throws {
        let scene = try Scene(named: "clock", canvas: CGSize(width: 200, height: 200), fps: fps, duration: 45) { SecondHandClock() }
        let frame = Int((seconds * Double(fps)).rounded())
        let image = try #require(try Self.renderPNGs(scene, frames: [frame])[frame])
        let angle = seconds * 6
        let tip = Self.handPoint(degrees: angle, fraction: 0.9)
        let pixel = image.pixel(x: tip.x, y: tip.y)
        #expect(pixel.maximumComponentDifference(from: RGBA8(red: 0, green: 0, blue: 0)) <= 60,
                "at \(seconds) s (frame \(frame) at \(fps) fps) the hand's tip at \(angle)°, (\(tip.x), \(tip.y)), is \(pixel)")
        for offset in [-30.0, 30, 180] {
            let away = Self.handPoint(degrees: angle + offset, fraction: 0.9)
            let background = image.pixel(x: away.x, y: away.y)
            #expect(background.maximumComponentDifference(from: Self.white) <= 2,
                    "at \(seconds) s the point \(offset)° from the hand, (\(away.x), \(away.y)), is \(background)")
        }
    }

    static let pixelCases: [CanvasPixelCase] = [
        CanvasPixelCase(name: "fill: a rectangle filled where the path is, nothing around it", renderer: { context, _ in
            context.fill(Path(CGRect(x: 20, y: 20, width: 60, height: 60)), with: .color(.red))
        }, expected: [(100, 100, red, "inside"), (60, 60, white, "outside, above left")]),
        CanvasPixelCase(name: "stroke: a circle's ring in the colour, its middle empty", renderer: { context, size in
            context.stroke(Path(ellipseIn: CGRect(origin: .zero, size: size).insetBy(dx: 10, dy: 10)),
                           with: .color(red: 0, green: 122 / 255, blue: 1), style: StrokeStyle(lineWidth: 6))
        }, expected: [(60, 100, blue, "on the ring at 9 o'clock"), (100, 100, white, "the middle"), (53, 100, white, "outside the ring")]),
        CanvasPixelCase(name: "transform: translated by 100 and turned 90° clockwise, a 40 × 10 bar stands down the right edge",
                        renderer: { context, _ in
            context.translateBy(x: 100, y: 0)
            context.rotate(by: .degrees(90))
            context.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 10)), with: .color(.red))
        }, expected: [(145, 70, red, "in the turned bar"), (145, 95, white, "below it"), (70, 55, white, "where the bar is unturned")]),
        CanvasPixelCase(name: "scale: scaled by 2 across, a 10-point square is 20 wide", renderer: { context, _ in
            context.scaleBy(x: 2, y: 1)
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
        }, expected: [(67, 55, red, "in the widened square"), (73, 55, white, "past its 20 points"), (55, 63, white, "below its 10 points")]),
        CanvasPixelCase(name: "opacity: at 0.5 the fill is half red over the white", renderer: { context, size in
            context.opacity = 0.5
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
        }, expected: [(100, 100, halfRed, "the half-transparent fill")]),
        CanvasPixelCase(name: "clip: a fill clipped to the left half shows only there", renderer: { context, size in
            context.clip(to: Path(CGRect(x: 0, y: 0, width: size.width / 2, height: size.height)))
            context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.red))
        }, expected: [(75, 100, red, "the left half"), (125, 100, white, "the right half")]),
        CanvasPixelCase(name: "inverse clip: the same fill shows only outside the left half", renderer: { context, size in
            context.clip(to: Path(CGRect(x: 0, y: 0, width: size.width / 2, height: size.height)), options: .inverse)
            context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.red))
        }, expected: [(75, 100, white, "the left half"), (125, 100, red, "the right half")]),
        CanvasPixelCase(name: "a copy's clip and transform leave the original alone", renderer: { context, size in
            var masked = context
            masked.clip(to: Path(CGRect(x: 0, y: 0, width: 50, height: 50)))
            masked.translateBy(x: 10, y: 0)
            masked.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.blue))
            context.fill(Path(CGRect(x: 0, y: 60, width: 100, height: 40)), with: .color(.red))
        }, expected: [(75, 75, blue, "the copy's clipped fill"), (55, 75, white, "left of the copy's translated fill"),
                      (125, 75, white, "outside the copy's clip"), (140, 130, red, "the original's fill, unclipped")]),
        CanvasPixelCase(name: "drawLayer: two overlapping fills at opacity 0.5 composite as one layer", renderer: { context, _ in
            context.opacity = 0.5
            context.drawLayer { layer in
                layer.fill(Path(CGRect(x: 0, y: 0, width: 60, height: 100)), with: .color(.red))
                layer.fill(Path(CGRect(x: 40, y: 0, width: 60, height: 100)), with: .color(.red))
            }
        }, expected: [(70, 100, halfRed, "one fill"), (100, 100, halfRed, "the overlap, not darker")]),
        CanvasPixelCase(name: "drawing that is not finite or lies far off is left out, and the rest is drawn", renderer: { context, _ in
            context.fill(Path(CGRect(x: Double.nan, y: 0, width: 10, height: 10)), with: .color(.blue))
            context.stroke(Path(CGRect(x: 1e12, y: 1e12, width: 10, height: 10)), with: .color(.blue), lineWidth: 2)
            context.fill(Path(CGRect(x: 20, y: 20, width: 60, height: 60)), with: .color(.red))
        }, expected: [(100, 100, red, "the finite fill"), (60, 60, white, "outside it")]),
        CanvasPixelCase(name: "the canvas is clipped to its frame", renderer: { context, _ in
            context.fill(Path(CGRect(x: -50, y: -50, width: 200, height: 200)), with: .color(.red))
        }, expected: [(100, 100, red, "inside the frame"), (40, 100, white, "left of the frame"), (100, 160, white, "below the frame")]),
    ]

    @Test("PNG pixels: fill, stroke, transforms, opacity, clips, copies and layers", arguments: pixelCases)
    func drawingOperations(_ drawing: CanvasPixelCase) throws {
        let renderer = drawing.renderer
        let scene = try Scene(named: "canvas", canvas: CGSize(width: 200, height: 200), fps: 10, duration: 0) {
            Canvas(renderer: renderer).frame(width: 100, height: 100)
        }
        let image = try #require(try Self.renderPNGs(scene, frames: [0])[0])
        for (x, y, colour, what) in drawing.expected {
            let pixel = image.pixel(x: x, y: y)
            #expect(pixel.maximumComponentDifference(from: colour) <= 3, "\(what) at (\(x), \(y)): \(pixel), expected \(colour)")
        }
    }

    @Test("text drawn at a point is inked around it, by its frame's anchor, and nowhere far from it",
          arguments: [(UnitPoint.center, 100, 100), (.topLeading, 113, 110), (.bottomTrailing, 87, 90)])
    func textAtPoint(anchor: UnitPoint, inkX: Int, inkY: Int) throws {
        let scene = try Scene(named: "text", canvas: CGSize(width: 200, height: 200), fps: 10, duration: 0,
                              textMeasurer: CairoTextMeasurer()) {
            Canvas { context, size in
                context.draw(Text("HH"), at: CGPoint(x: size.width / 2, y: size.height / 2), anchor: anchor)
            }
            .frame(width: 200, height: 200)
        }
        let image = try #require(try Self.renderPNGs(scene, frames: [0])[0])
        var inked: [(x: Int, y: Int)] = []
        for y in 0..<200 {
            for x in 0..<200 where image.pixel(x: x, y: y).maximumComponentDifference(from: Self.white) > 100 {
                inked.append((x, y))
            }
        }
        #expect(!inked.isEmpty, "no ink for the text anchored at \(anchor)")
        // "HH" at 17 points is about 25 × 12 of ink in a 25 × 20 frame; its middle is near the frame's.
        let meanX = Double(inked.map(\.x).reduce(0, +)) / Double(max(inked.count, 1))
        let meanY = Double(inked.map(\.y).reduce(0, +)) / Double(max(inked.count, 1))
        #expect(abs(meanX - Double(inkX)) <= 6 && abs(meanY - Double(inkY)) <= 6,
                "the ink's middle is (\(meanX), \(meanY)), expected near (\(inkX), \(inkY)) for anchor \(anchor)")
        #expect(inked.allSatisfy { abs($0.x - inkX) <= 20 && abs($0.y - inkY) <= 12 }, "ink far from (\(inkX), \(inkY))")
    }

    @Test("a Canvas beside a fixed view in an HStack takes the rest of the width; its renderer gets that size")
    func sizedInStack() throws {
        let scene = try Scene(named: "stack", canvas: CGSize(width: 300, height: 100), fps: 10, duration: 0) {
            HStack(spacing: 0) {
                Color.blue.frame(width: 100)
                Canvas { context, size in
                    // A 10-point red bar along the right and bottom edges of whatever size it is given.
                    context.fill(Path(CGRect(x: size.width - 10, y: 0, width: 10, height: size.height)), with: .color(.red))
                    context.fill(Path(CGRect(x: 0, y: size.height - 10, width: size.width, height: 10)), with: .color(.red))
                }
            }
        }
        let image = try #require(try Self.renderPNGs(scene, frames: [0])[0])
        for (x, y, colour, what) in [(50, 50, Self.blue, "the fixed view"), (295, 50, Self.red, "the canvas's right edge"),
                                     (200, 95, Self.red, "the canvas's bottom edge"), (105, 95, Self.red, "the bottom bar's left end"),
                                     (200, 50, Self.white, "the canvas's middle"), (285, 50, Self.white, "left of the right bar")] {
            let pixel = image.pixel(x: x, y: y)
            #expect(pixel.maximumComponentDifference(from: colour) <= 3, "\(what) at (\(x), \(y)): \(pixel), expected \(colour)")
        }
    }

    @Test("SVG and PDF hold the hand: cairo writes the stroked path, its transform and the canvas's clip")
    func vectorOutputs() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The clock's 200 × 200 canvas in the middle of a 300-point-wide scene, clipped to its frame.
        let scene = try Scene(named: "clock", canvas: CGSize(width: 300, height: 200), fps: 10, duration: 1) {
            SecondHandClock().frame(width: 200, height: 200)
        }
        _ = try RenderSession(scene: scene, request: RenderRequest(
            outputDirectory: folder, sinks: [.svg, .pdf(fileName: "clock.pdf")], frames: FrameSelection(0...0), jobs: 1)).run()
        let svg = try String(contentsOf: folder.appendingPathComponent(FrameSink.svgFileName(frame: 0)), encoding: .utf8)
        // The hand as the renderer drew it, in the user space it was drawn in (moved to the canvas's centre).
        for fragment in ["d=\"M 0 0 L 0 -80 \"", "transform=\"matrix(1,0,0,1,150,100)\"", "stroke-width:4"] {
            #expect(svg.contains(fragment), "\(fragment) in \(svg)")
        }
        // cairo leaves out a clip that cuts nothing: a fill past the canvas's frame needs one.
        let spilling = try Scene(named: "spill", canvas: CGSize(width: 200, height: 200), fps: 10, duration: 0) {
            Canvas { context, _ in context.fill(Path(ellipseIn: CGRect(x: -50, y: -50, width: 200, height: 200)), with: .color(.red)) }
                .frame(width: 100, height: 100)
        }
        _ = try RenderSession(scene: spilling, request: RenderRequest(outputDirectory: folder.appendingPathComponent("spill"),
                                                                      sinks: [.svg], frames: FrameSelection(0...0), jobs: 1)).run()
        let clipped = try String(contentsOf: folder.appendingPathComponent("spill").appendingPathComponent(FrameSink.svgFileName(frame: 0)),
                                 encoding: .utf8)
        #expect(clipped.contains("<clipPath") && clipped.contains("clip-path="), "a clip in \(clipped)")
        let pdf = try Data(contentsOf: folder.appendingPathComponent("clock.pdf"))
        #expect(pdf.starts(with: Data("%PDF".utf8)) && pdf.count > 500, "a PDF of \(pdf.count) bytes")
    }

    @Test("rendering the clock twice, on one job and on two, writes byte-identical PNGs")
    func repeatedRendersAreIdentical() throws {
        let scene = try Scene(named: "clock", canvas: CGSize(width: 200, height: 200), fps: 24, duration: 0.5) { SecondHandClock() }
        var renders: [[Data]] = []
        for jobs in [1, 2, 1] {
            let folder = try makeTemporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            _ = try RenderSession(scene: scene, request: RenderRequest(outputDirectory: folder, sinks: [.png()], jobs: jobs)).run()
            renders.append(try scene.clock.frames.map { try Data(contentsOf: folder.appendingPathComponent(FrameSink.pngFileName(frame: $0))) })
        }
        #expect(renders[0].count == 13)
        #expect(renders[0] == renders[1] && renders[0] == renders[2])
        #expect(Set(renders[0]).count > 10, "the hand moves from frame to frame")
    }
}
