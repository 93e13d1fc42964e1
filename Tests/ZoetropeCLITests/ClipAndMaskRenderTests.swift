import CairoRasterizer
import Foundation
import SceneExport
import Testing
import Zoetrope
import ZoetropeTestSupport

/// One clipping or masking case checked in pixels: a scene of 200 × 200 points on white, colours
/// expected at points, and a region outside which nothing may be drawn.
struct ClipPixelCase: Sendable, CustomTestStringConvertible {
    let name: String
    let scene: @Sendable () throws -> Scene
    let expected: [(x: Int, y: Int, colour: RGBA8, what: String)]
    /// Whether a pixel's centre may be drawn on; every pixel where it may not must stay white.
    let allowed: @Sendable (Double, Double) -> Bool
    var testDescription: String { name }
}

/// Two views moved by effects, for the CSV.
private struct TurnedTiles: View {
    var body: some View {
        HStack {
            Color.red.frame(width: 40, height: 40).rotationEffect(.degrees(30))
            Circle().frame(width: 30, height: 30).offset(y: 20)
        }
    }
}

/// `.clipShape`, `.clipped`, `ScrollView`'s clip and `.mask` rendered: decoded PNG pixels, the SVG
/// and PDF cairo writes, and the CSV, which effects that move nothing leave alone.
@Suite("Clips and masks rendered")
struct ClipAndMaskRenderTests {
    static let white = RGBA8(red: 255, green: 255, blue: 255)
    static let red = RGBA8(red: 255, green: 59, blue: 48)
    static let blue = RGBA8(red: 0, green: 122, blue: 255)
    static let canvas = CGSize(width: 200, height: 200)

    static func scene<Content: View & SendableMetatype>(_ name: String, @ViewBuilder content: @escaping @Sendable () -> Content) throws -> Scene {
        try Scene(named: name, canvas: canvas, fps: 10, duration: 0, content: content)
    }

    /// Within `radius` (plus a pixel of antialiasing) of `(cx, cy)`.
    static func inCircle(_ cx: Double, _ cy: Double, _ radius: Double) -> @Sendable (Double, Double) -> Bool {
        { x, y in (x - cx) * (x - cx) + (y - cy) * (y - cy) <= (radius + 1) * (radius + 1) }
    }

    static let cases: [ClipPixelCase] = [
        ClipPixelCase(name: "clipShape(Circle()): a 100-point square drawn only in its inscribed circle", scene: {
            try scene("circle") { Color.red.frame(width: 100, height: 100).clipShape(Circle()) }
        }, expected: [(100, 100, red, "the centre"), (100, 53, red, "inside the circle near its top"),
                      (57, 57, white, "the square's corner, outside the circle")],
           allowed: inCircle(100, 100, 50)),
        ClipPixelCase(name: "clipped(): an offset view stops at its frame's right edge", scene: {
            try scene("offset") { Color.red.frame(width: 100, height: 100).offset(x: 60).clipped() }
        }, expected: [(140, 100, red, "the moved view inside the frame"), (160, 100, white, "the moved view past the frame")],
           allowed: { x, y in x >= 50 && x <= 150 && y >= 50 && y <= 150 }),
        ClipPixelCase(name: "a container clipped: an HStack of red and blue in a Capsule, each half clipped in the stack's frame", scene: {
            try scene("stack") {
                HStack(spacing: 0) {
                    Color.red.frame(width: 80, height: 40)
                    Color.blue.frame(width: 80, height: 40)
                }
                .clipShape(Capsule())
            }
        }, expected: [(60, 100, red, "the red half"), (140, 100, blue, "the blue half"), (22, 83, white, "the stack's rounded top-left corner"),
                      (178, 117, white, "the rounded bottom-right corner")],
           allowed: { x, y in
               // The capsule: a 120 × 40 rectangle between two circles of radius 20.
               let cx = min(max(x, 40), 160)
               return (x - cx) * (x - cx) + (y - 100) * (y - 100) <= 21 * 21
           }),
        ClipPixelCase(name: "a clip turns with the view: clipShape then rotationEffect(45°) cuts a diamond", scene: {
            try scene("turned") {
                Color.red.frame(width: 100, height: 100).scaleEffect(2).clipShape(Rectangle()).rotationEffect(.degrees(45))
            }
        }, expected: [(100, 35, red, "the diamond's top"), (60, 60, white, "outside the diamond, top left")],
           allowed: { x, y in abs(x - 100) + abs(y - 100) <= 71.7 }),
        ClipPixelCase(name: "ScrollView: content taller than the frame stops at the frame's edge", scene: {
            try scene("scroll") {
                ScrollView { Color.red.frame(width: 80, height: 300) }.frame(width: 100, height: 100)
            }
        }, expected: [(100, 60, red, "the content at the frame's top"), (100, 140, red, "the content at its bottom"),
                      (100, 160, white, "the content below the frame")],
           allowed: { x, y in x >= 50 && x <= 150 && y >= 50 && y <= 150 }),
        ClipPixelCase(name: "mask(Circle()): the square shows only through the circle", scene: {
            try scene("mask") { Color.red.frame(width: 100, height: 100).mask { Circle() } }
        }, expected: [(100, 100, red, "the centre"), (57, 57, white, "the corner, outside the mask")],
           allowed: inCircle(100, 100, 50)),
        ClipPixelCase(name: "mask with a gradient to clear: opaque on the left, gone on the right, half way between", scene: {
            try scene("fade") {
                Color.red.frame(width: 100, height: 100)
                    .mask(LinearGradient(colors: [.black, .black.opacity(0)], startPoint: .leading, endPoint: .trailing))
            }
        }, expected: [(51, 100, red, "the left edge"), (100, 100, RGBA8(red: 255, green: 157, blue: 152), "the middle, half red"),
                      (149, 100, RGBA8(red: 255, green: 253, blue: 253), "the right edge, nearly clear")],
           allowed: { x, y in x >= 50 && x <= 150 && y >= 50 && y <= 150 }),
        ClipPixelCase(name: "mask(alignment: .topLeading) with a smaller square: only the top-left quarter shows", scene: {
            try scene("aligned") {
                Color.red.frame(width: 100, height: 100).mask(alignment: .topLeading) { Rectangle().frame(width: 50, height: 50) }
            }
        }, expected: [(60, 60, red, "the top-left quarter"), (140, 140, white, "the bottom-right quarter"),
                      (140, 60, white, "the top-right quarter")],
           allowed: { x, y in x >= 50 && x <= 100 && y >= 50 && y <= 100 }),
        ClipPixelCase(name: "cornerRadius(30) clips a gradient: the frame's corner pixels are cleared, its edges drawn", scene: {
            try scene("rounded gradient") {
                LinearGradient(colors: [.red, .red], startPoint: .leading, endPoint: .trailing).frame(width: 100, height: 100).cornerRadius(30)
            }
        }, expected: [(100, 100, red, "the centre"), (100, 50, red, "the top edge's middle"), (51, 51, white, "the top-left corner"),
                      (148, 148, white, "the bottom-right corner")],
           allowed: { x, y in x >= 50 && x <= 150 && y >= 50 && y <= 150 && !(x < 55 && y < 55) && !(x > 145 && y > 145) }),
        ClipPixelCase(name: "cornerRadius(20) on a stack clips the stack once: its views meet square in the middle, its corners are cleared", scene: {
            try scene("rounded stack") {
                HStack(spacing: 0) {
                    Color.red.frame(width: 50, height: 100)
                    Color.blue.frame(width: 50, height: 100)
                }
                .cornerRadius(20)
            }
        }, expected: [(99, 50, red, "the red view's top-right corner, inside the stack"), (100, 50, blue, "the blue view's top-left corner"),
                      (99, 149, red, "the red view's bottom-right corner"), (51, 51, white, "the stack's top-left corner"),
                      (148, 51, white, "the stack's top-right corner")],
           allowed: { x, y in x >= 50 && x <= 150 && y >= 50 && y <= 150 && !(x < 54 && y < 54) && !(x > 146 && y < 54) }),
        ClipPixelCase(name: "cornerRadius clips what a view draws outside its frame, as clipShape does", scene: {
            try scene("rounded offset") { Color.red.frame(width: 100, height: 100).offset(x: 60).cornerRadius(10) }
        }, expected: [(140, 100, red, "the moved view inside the frame"), (160, 100, white, "the moved view past the frame")],
           allowed: { x, y in x >= 50 && x <= 150 && y >= 50 && y <= 150 }),
    ]

    @Test("PNG pixels: what is clipped or masked away stays white, what is kept is drawn", arguments: cases)
    func pixels(_ clip: ClipPixelCase) throws {
        let image = try #require(try CanvasRenderTests.renderPNGs(try clip.scene(), frames: [0])[0])
        for (x, y, colour, what) in clip.expected {
            let pixel = image.pixel(x: x, y: y)
            #expect(pixel.maximumComponentDifference(from: colour) <= 3, "\(what) at (\(x), \(y)): \(pixel), expected \(colour)")
        }
        var stray: [(x: Int, y: Int, pixel: RGBA8)] = []
        for y in 0..<200 {
            for x in 0..<200 where !clip.allowed(Double(x) + 0.5, Double(y) + 0.5) {
                let pixel = image.pixel(x: x, y: y)
                if pixel.maximumComponentDifference(from: Self.white) > 2 { stray.append((x, y, pixel)) }
            }
        }
        #expect(stray.count == 0, "\(stray.count) pixels drawn outside the clip, first \(stray.prefix(5).map { "(\($0.x), \($0.y)) \($0.pixel)" })")
    }

    @Test("clipped(antialiased: false) cuts whole pixels; antialiased: true shades the pixel the edge crosses")
    func antialiasing() throws {
        func edgePixel(antialiased: Bool) throws -> RGBA8 {
            // The frame's right edge at x = 150.5 falls in the middle of pixel 150.
            let scene = try Self.scene("edge") {
                Color.red.frame(width: 101, height: 100).offset(x: 40).clipped(antialiased: antialiased)
            }
            return try #require(try CanvasRenderTests.renderPNGs(scene, frames: [0])[0]).pixel(x: 150, y: 100)
        }
        let hard = try edgePixel(antialiased: false), soft = try edgePixel(antialiased: true)
        #expect(hard == Self.red || hard == Self.white, "without antialiasing the edge pixel is whole: \(hard)")
        #expect(soft.maximumComponentDifference(from: Self.red) > 40 && soft.maximumComponentDifference(from: Self.white) > 40,
                "with antialiasing the edge pixel is between red and white: \(soft)")
    }

    @Test("SVG holds a clipPath and a mask, and PDF is written, for the clipped and the masked view")
    func vectorOutputs() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try Self.scene("both") {
            HStack {
                Color.red.frame(width: 60, height: 60).clipShape(Circle())
                Color.blue.frame(width: 60, height: 60).mask(LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom))
            }
        }
        _ = try RenderSession(scene: scene, request: RenderRequest(
            outputDirectory: folder, sinks: [.svg, .pdf(fileName: "both.pdf")], frames: FrameSelection(0...0), jobs: 1)).run()
        let svg = try String(contentsOf: folder.appendingPathComponent(FrameSink.svgFileName(frame: 0)), encoding: .utf8)
        for fragment in ["<clipPath", "clip-path=", "<mask", "mask="] {
            #expect(svg.contains(fragment), "\(fragment) in the SVG")
        }
        let pdf = try Data(contentsOf: folder.appendingPathComponent("both.pdf"))
        #expect(pdf.starts(with: Data("%PDF".utf8)) && pdf.count > 500, "a PDF of \(pdf.count) bytes")
        // A soft mask is how PDF shows a mask's alpha.
        #expect(pdf.range(of: Data("/SMask".utf8)) != nil, "a soft mask in the PDF")
    }

    @Test("the CSV of a clipped view is the CSV of the view unclipped: a clip moves nothing")
    func csvUnchanged() throws {
        let plain = try Scene(named: "csv", canvas: Self.canvas, fps: 10, duration: 0.5) { TurnedTiles() }
        let clipped = try Scene(named: "csv", canvas: Self.canvas, fps: 10, duration: 0.5) {
            TurnedTiles().clipShape(RoundedRectangle(cornerRadius: 8)).clipped()
        }
        #expect(try Self.csv(of: clipped) == (try Self.csv(of: plain)))
    }

    /// The trajectories CSV a render of `scene` writes.
    static func csv(of scene: Scene) throws -> String {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try RenderSession(scene: scene, request: RenderRequest(outputDirectory: folder, sinks: [.csv], jobs: 1)).run()
        return try String(contentsOf: folder.appendingPathComponent("trajectories.csv"), encoding: .utf8)
    }
}
