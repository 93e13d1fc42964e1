import CairoRasterizer
import Foundation
import SceneExport
import Testing
import Zoetrope
import ZoetropeTestSupport

/// SwiftUI gradient styles rendered from views: pixels of the decoded PNGs along each gradient, a
/// gradient's colour mid-animation, and a dashed, trimmed progress ring stroked with an angular
/// gradient in PNG, SVG (rasterised by rsvg-convert) and PDF (rasterised by pdftocairo).
@Suite("Gradients rendered")
struct GradientRenderTests {
    static let (red, blue) = (Color.red.rgba, Color.blue.rgba)
    static let white = RGBA8(red: 255, green: 255, blue: 255)

    /// The pixel of `first` mixed with `second` by `fraction` in sRGB components, as cairo draws it.
    static func mix(_ fraction: Double, _ first: Color = .red, _ second: Color = .blue) -> RGBA8 {
        let fraction = min(max(fraction, 0), 1)
        let byte = { (from: Double, to: Double) in UInt8(((from + (to - from) * fraction) * 255).rounded()) }
        let (a, b) = (first.rgba, second.rgba)
        return RGBA8(red: byte(a.red, b.red), green: byte(a.green, b.green), blue: byte(a.blue, b.blue))
    }

    /// Renders frames of `scene` as `sinks` into a fresh folder, returns the folder.
    static func render(_ scene: Scene, sinks: [FrameSink] = [.png()], frames: FrameSelection? = nil) throws -> URL {
        let folder = try makeTemporaryFolder()
        _ = try RenderSession(scene: scene, request: RenderRequest(outputDirectory: folder, sinks: sinks, frames: frames, jobs: 2)).run()
        return folder
    }

    /// Expects each pixel within `tolerance` per component.
    static func expectPixels(_ image: RasterImage, _ expected: [(x: Int, y: Int, colour: RGBA8, what: String)], tolerance: Int = 3,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        for (x, y, colour, what) in expected {
            let pixel = image.pixel(x: x, y: y)
            #expect(pixel.maximumComponentDifference(from: colour) <= tolerance,
                    "\(what) at (\(x), \(y)): \(pixel), expected \(colour) ± \(tolerance)", sourceLocation: sourceLocation)
        }
    }

    @Test("PNG pixels: a linear gradient as a view, a radial fill and an angular fill show their colours at their start, middle and end; the SVG holds them")
    func kinds() throws {
        // Frames 160 × 80 at x 20…180, 180…340 and 340…500; y 20…100.
        let scene = try Scene(named: "kinds", canvas: CGSize(width: 520, height: 120), fps: 10) {
            HStack(spacing: 0) {
                LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing).frame(width: 160, height: 80)
                Rectangle().fill(.radialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 40))
                    .frame(width: 160, height: 80)
                Circle().fill(AngularGradient(colors: [.red, .blue], center: .center)).frame(width: 160, height: 80)
            }
        }
        let folder = try Self.render(scene, sinks: [.png(), .svg], frames: FrameSelection(0...0))
        defer { try? FileManager.default.removeItem(at: folder) }
        let svg = try String(contentsOf: folder.appendingPathComponent(FrameSink.svgFileName(frame: 0)), encoding: .utf8)
        // The gradients in the SVG, in each shape's space (about its frame's centre), with SwiftUI's red and blue as stops.
        for fragment in [#"x1="-80" y1="0" x2="80" y2="0""#, #"r="40""#, "<radialGradient",
                         "stop-color:rgb(100%,23.137255%,18.823529%)", "stop-color:rgb(0%,47.843137%,100%)"] {
            #expect(svg.contains(fragment), "\(fragment) in the SVG")
        }
        let image = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent(FrameSink.pngFileName(frame: 0)))
        var expected: [(x: Int, y: Int, colour: RGBA8, what: String)] = [
            (20, 60, Self.mix(0.5 / 160), "linear: the start"), (99, 60, Self.mix(79.5 / 160), "linear: the middle"),
            (179, 60, Self.mix(159.5 / 160), "linear: the end"),
            (260, 60, Self.mix(hypot(0.5, 0.5) / 40), "radial: the centre"), (280, 60, Self.mix(hypot(20.5, 0.5) / 40), "radial: half way"),
            (330, 60, Self.mix(1), "radial: past the end radius"),
        ]
        // The angular circle: radius 40 about (420, 60), red at three o'clock turning to blue clockwise.
        for degrees in [15.0, 60, 135, 200, 290, 340] {
            let angle = degrees * Double.pi / 180
            let (x, y) = (Int((420 + 25 * cos(angle)).rounded(.down)), Int((60 + 25 * sin(angle)).rounded(.down)))
            var direction = atan2(Double(y) + 0.5 - 60, Double(x) + 0.5 - 420)
            if direction < 0 { direction += 2 * Double.pi }
            expected.append((x, y, Self.mix(direction / (2 * Double.pi)), "angular at \(Int(degrees))°"))
        }
        Self.expectPixels(image, expected, tolerance: 4)
    }

    @Test("PNG pixels: a gradient's colours mid-animation are the interpolated ones, at 12 and 24 fps", arguments: [12, 24])
    func midAnimation(fps: Int) throws {
        // A 100 × 60 rectangle at x 20…120, y 20…80 whose gradient goes from red → red to blue → blue over 2 s.
        let scene = try Scene(named: "fading", canvas: CGSize(width: 140, height: 100), fps: fps, initial: false, changes: [
            StateChange(at: 0, animation: .linear(duration: 2)) { $0 = true },
        ]) { on in
            Rectangle().fill(LinearGradient(colors: on ? [.blue, .blue] : [.red, .red], startPoint: .leading, endPoint: .trailing))
                .frame(width: 100, height: 60)
        }
        let folder = try Self.render(scene, frames: FrameSelection(fps...fps))
        defer { try? FileManager.default.removeItem(at: folder) }
        let image = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent(FrameSink.pngFileName(frame: fps)))
        Self.expectPixels(image, [(21, 50, Self.mix(0.5), "the start at 1 s"), (118, 50, Self.mix(0.5), "the end at 1 s")])
    }

    /// The progress ring: a circle of radius 50 about (70, 70), trimmed to three quarters, stroked
    /// 12 wide with round caps in dashes of 20 on and 20 off, with an angular gradient red → blue.
    static func ringScene() throws -> Scene {
        try Scene(named: "ring", canvas: CGSize(width: 140, height: 140), fps: 10) {
            Circle()
                .trim(from: 0, to: 0.75)
                .stroke(AngularGradient(colors: [.red, .blue], center: .center),
                        style: StrokeStyle(lineWidth: 12, lineCap: .round, dash: [20, 20]))
                .frame(width: 100, height: 100)
        }
    }

    /// What the ring shows on its circle at arc length `length` from three o'clock: the
    /// gradient's colour in a dash, white in the middle of a gap (the round caps reach 6 into it)
    /// and past the trimmed end.
    static func ringPoints() -> [(x: Int, y: Int, colour: RGBA8, what: String)] {
        [10.0, 90, 170, 50, 130, 210, 275].map { length in
            let angle = length / 50
            let (x, y) = (Int((70 + 50 * cos(angle)).rounded(.down)), Int((70 + 50 * sin(angle)).rounded(.down)))
            var direction = atan2(Double(y) + 0.5 - 70, Double(x) + 0.5 - 70)
            if direction < 0 { direction += 2 * Double.pi }
            let inDash = length.truncatingRemainder(dividingBy: 40) < 20 && length < 0.75 * 2 * Double.pi * 50
            return (x, y, inDash ? mix(direction / (2 * Double.pi)) : white, "\(Int(length)) points along the ring (\(inDash ? "a dash" : "no dash"))")
        }
    }

    @Test("a dashed, trimmed progress ring stroked with an angular gradient: PNG pixels, the SVG as vectors rasterised alike, the PDF alike")
    func progressRing() throws {
        let folder = try Self.render(try Self.ringScene(), sinks: [.png(), .svg, .pdf(fileName: "ring.pdf")], frames: FrameSelection(0...0))
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent(FrameSink.pngFileName(frame: 0)))
        Self.expectPixels(png, Self.ringPoints(), tolerance: 6)

        let svgFile = folder.appendingPathComponent(FrameSink.svgFileName(frame: 0))
        let svg = try String(contentsOf: svgFile, encoding: .utf8)
        #expect(!svg.contains("<image"), "the SVG is vectors, not a picture")
        #expect(svg.contains("stroke-dasharray:20,20") && svg.contains("stroke-linecap:round") && svg.contains("stroke:url(#"),
                "a dashed, round-capped stroke painted with a pattern")
        #expect(svg.components(separatedBy: "<linearGradient").count - 1 >= 64, "the angular gradient's sectors")
        let fromSVG = folder.appendingPathComponent("rsvg.png")
        let converted = try runProgram(URL(fileURLWithPath: "/usr/bin/rsvg-convert"), [svgFile.path, "-o", fromSVG.path], in: folder)
        #expect(converted.status == 0, "\(converted.standardError)")
        Self.expectPixels(try PNGDecoder.decode(contentsOf: fromSVG), Self.ringPoints(), tolerance: 12)

        let pdf = try Data(contentsOf: folder.appendingPathComponent("ring.pdf"))
        #expect(String(decoding: pdf, as: UTF8.self).contains("/ShadingType 6") || String(decoding: pdf, as: UTF8.self).contains("/ShadingType 7"),
                "the PDF paints the ring with a mesh shading")
        let fromPDF = folder.appendingPathComponent("page")
        let rasterised = try runProgram(URL(fileURLWithPath: "/usr/bin/pdftocairo"),
                                        ["-png", "-singlefile", "-r", "72", folder.appendingPathComponent("ring.pdf").path, fromPDF.path], in: folder)
        #expect(rasterised.status == 0, "\(rasterised.standardError)")
        Self.expectPixels(try PNGDecoder.decode(contentsOf: fromPDF.appendingPathExtension("png")), Self.ringPoints(), tolerance: 12)
    }
}
