import CairoRasterizer
import Foundation
import SceneExport
import Testing
import Zoetrope
import ZoetropeTestSupport

/// `.shadow` and `.blur` rendered: decoded PNG pixels against the Gaussian the radius stands for,
/// an animated radius, the SVG and PDF cairo writes, and the CSV, which they leave alone.
@Suite("Shadows and blurs rendered")
struct ShadowAndBlurRenderTests {
    static let white = RGBA8(red: 255, green: 255, blue: 255)
    static let red = RGBA8(red: 255, green: 59, blue: 48)
    static let blue = RGBA8(red: 0, green: 122, blue: 255)
    static let canvas = CGSize(width: 200, height: 200)

    static func render<Content: View & SendableMetatype>(@ViewBuilder _ content: @escaping @Sendable () -> Content) throws -> RasterImage {
        let scene = try Scene(named: "effect", canvas: canvas, fps: 10, duration: 0, content: content)
        return try #require(try CanvasRenderTests.renderPNGs(scene, frames: [0])[0])
    }

    /// The share of the way from white to `colour` a pixel's green component is (0 white, 1 the colour).
    static func coverage(_ pixel: RGBA8, of colour: RGBA8) -> Double {
        (255 - Double(pixel.green)) / (255 - Double(colour.green))
    }

    /// The standard normal distribution's CDF: how much of a Gaussian blur of a straight edge
    /// lies `distance` σ inside it.
    static func normalCDF(_ distance: Double) -> Double { 0.5 * erfc(-distance / 2.0.squareRoot()) }

    @Test("a sharp shadow (radius 0) is the view's shape in its colour, moved by x and y, under the view")
    func sharpShadow() throws {
        let image = try Self.render { Color.red.frame(width: 60, height: 60).shadow(color: .blue, radius: 0, x: 40, y: 30) }
        // The view is 70…130; its shadow 110…170 across and 100…160 down.
        for (x, y, colour, what) in [(100, 100, Self.red, "the view, over its shadow"), (150, 140, Self.blue, "the shadow past the view"),
                                     (165, 105, Self.blue, "the shadow's top-right corner"), (175, 140, Self.white, "right of the shadow"),
                                     (150, 95, Self.white, "above the shadow, right of the view"), (60, 100, Self.white, "left of the view")] {
            let pixel = image.pixel(x: x, y: y)
            #expect(pixel.maximumComponentDifference(from: colour) <= 3, "\(what) at (\(x), \(y)): \(pixel), expected \(colour)")
        }
    }

    @Test("a shadow of radius r spreads the view's edge as a Gaussian of standard deviation r", arguments: [4.0, 8])
    func shadowSpread(radius: Double) throws {
        let image = try Self.render { Color.red.frame(width: 60, height: 60).shadow(color: .blue, radius: radius, x: 0, y: 50) }
        // The shadow's bottom edge is at y = 130 + 50 = 180; down the middle column, below the view.
        for distance in [-2.0, -1, 0, 1, 2] {
            let y = 180 + distance * radius
            let pixel = image.pixel(x: 100, y: Int(y.rounded(.down)))
            let expected = Self.normalCDF(-(y.rounded(.down) + 0.5 - 180) / radius)
            #expect(abs(Self.coverage(pixel, of: Self.blue) - expected) <= 0.06,
                    "\(distance) σ from the edge (y \(Int(y))): coverage \(Self.coverage(pixel, of: Self.blue)), a Gaussian gives \(expected)")
        }
    }

    @Test("blur(radius:) spreads an edge over about the radius: the Gaussian's profile across it", arguments: [3.0, 6, 12])
    func blurProfile(radius: Double) throws {
        let image = try Self.render { Color.red.frame(width: 100, height: 100).blur(radius: radius) }
        // The right edge at x = 150, across the middle row.
        for distance in [-2.0, -1, 0, 1, 2, 3.5] {
            let x = (150 + distance * radius).rounded(.down)
            let pixel = image.pixel(x: Int(x), y: 100)
            let expected = Self.normalCDF(-(x + 0.5 - 150) / radius)
            #expect(abs(Self.coverage(pixel, of: Self.red) - expected) <= 0.06,
                    "\(distance) σ from the edge (x \(Int(x))): coverage \(Self.coverage(pixel, of: Self.red)), a Gaussian gives \(expected)")
        }
    }

    @Test("blur(radius:opaque: true) keeps the edges opaque and draws nothing outside the frame")
    func opaqueBlur() throws {
        let image = try Self.render {
            HStack(spacing: 0) { Color.red; Color.blue }.frame(width: 100, height: 100).blur(radius: 6, opaque: true)
        }
        for (x, y, colour, what) in [(51, 52, Self.red, "the top-left corner, still red"), (148, 148, Self.blue, "the bottom-right corner"),
                                     (47, 100, Self.white, "left of the frame"), (100, 153, Self.white, "below the frame")] {
            let pixel = image.pixel(x: x, y: y)
            #expect(pixel.maximumComponentDifference(from: colour) <= 4, "\(what) at (\(x), \(y)): \(pixel), expected \(colour)")
        }
        let middle = image.pixel(x: 100, y: 100)
        #expect(middle.maximumComponentDifference(from: Self.red) > 60 && middle.maximumComponentDifference(from: Self.blue) > 60,
                "the red and blue halves are blurred into each other at the middle: \(middle)")
    }

    @Test("an animated blur radius is interpolated per frame: half way, the edge is the Gaussian of half the radius", arguments: [10, 30])
    func animatedRadius(fps: Int) throws {
        let scene = try Scene(named: "blurring", canvas: Self.canvas, fps: fps, initial: false, changes: [
            StateChange(at: 0, animation: .linear(duration: 1)) { $0 = true },
        ]) { on in
            Color.red.frame(width: 100, height: 100).blur(radius: on ? 12 : 0)
        }
        let frame = fps / 2
        let image = try #require(try CanvasRenderTests.renderPNGs(scene, frames: [frame])[frame])
        for distance in [-1.0, 0, 1, 2] {
            let x = (150 + distance * 6).rounded(.down)
            let expected = Self.normalCDF(-(x + 0.5 - 150) / 6)
            let coverage = Self.coverage(image.pixel(x: Int(x), y: 100), of: Self.red)
            #expect(abs(coverage - expected) <= 0.06, "at 0.5 s, \(distance) σ from the edge: \(coverage), a radius of 6 gives \(expected)")
        }
    }

    @Test("SVG and PDF: the blurred and the shadow's pictures are embedded images, the shadowed view stays a vector path")
    func vectorOutputs() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try Scene(named: "filters", canvas: Self.canvas, fps: 10, duration: 0) {
            HStack {
                Circle().fill(Color.red).frame(width: 50, height: 50).shadow(radius: 5, x: 3, y: 3)
                Color.blue.frame(width: 50, height: 50).blur(radius: 4)
            }
        }
        _ = try RenderSession(scene: scene, request: RenderRequest(
            outputDirectory: folder, sinks: [.svg, .pdf(fileName: "filters.pdf")], frames: FrameSelection(0...0), jobs: 1)).run()
        let svg = try String(contentsOf: folder.appendingPathComponent(FrameSink.svgFileName(frame: 0)), encoding: .utf8)
        let images = svg.components(separatedBy: "<image").count - 1
        #expect(images >= 2, "an image for the shadow and one for the blur; \(images) in the SVG")
        #expect(svg.contains("<path"), "the circle over its shadow as a path")
        let pdf = try Data(contentsOf: folder.appendingPathComponent("filters.pdf"))
        #expect(pdf.starts(with: Data("%PDF".utf8)) && pdf.range(of: Data("/Image".utf8)) != nil, "a PDF with images")
    }

    @Test("the CSV of a shadowed and blurred view is the CSV of the plain view: neither moves it")
    func csvUnchanged() throws {
        let plain = try Scene(named: "csv", canvas: Self.canvas, fps: 10, duration: 0.5) { Color.red.frame(width: 40, height: 40) }
        let filtered = try Scene(named: "csv", canvas: Self.canvas, fps: 10, duration: 0.5) {
            Color.red.frame(width: 40, height: 40).shadow(radius: 8, x: 10, y: 10).blur(radius: 3)
        }
        #expect(try ClipAndMaskRenderTests.csv(of: filtered) == (try ClipAndMaskRenderTests.csv(of: plain)))
    }
}

/// Numbers no filter can be drawn with, as a computation gone wrong gives them.
@Suite("Shadows, blurs and colour filters with numbers out of range")
struct FilterNumbersOutOfRangeTests {
    @Test("NaN, infinite and huge radii and amounts draw the frame: the view plain or as blurred as cairo draws, never an error",
          arguments: [Double.nan, .infinity, -5, 1e9])
    func outOfRange(value: Double) throws {
        let scene = try Scene(named: "wild", canvas: CGSize(width: 200, height: 200), fps: 10, duration: 0) {
            HStack {
                Color.red.frame(width: 40, height: 40).blur(radius: value)
                Color.blue.frame(width: 40, height: 40).shadow(radius: value, x: value, y: value)
                Color.green.frame(width: 40, height: 40).saturation(value).hueRotation(.radians(value))
            }
        }
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try RenderSession(scene: scene, request: RenderRequest(outputDirectory: folder, sinks: [.png(), .svg],
                                                                   frames: FrameSelection(0...0), jobs: 1)).run()
        let image = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent(FrameSink.pngFileName(frame: 0)))
        #expect(image.width == 200 && image.height == 200)
    }
}
