import CairoRasterizer
import Foundation
import SceneExport
import Testing
import Zoetrope
import ZoetropeTestSupport

/// Paths, gradients, strokes and trims written in scene files, rendered by the built CLI and read
/// back: the progress ring of `GradientRenderTests`, said in a scene file, draws what the Swift
/// view draws, in PNG, SVG and PDF.
@Suite("Scene-file paths, gradients, strokes and trims, rendered")
struct ScenePaintRenderTests {
    /// `GradientRenderTests.ringScene()` as a scene file: the same circle, trim, stroke style and gradient.
    static let ring = """
        {"version": 1, "canvas": {"width": 140, "height": 140, "background": "white"}, "fps": 10, "duration": 0,
         "layout": {"name": "zstack"},
         "views": [{"shape": "circle", "width": 100, "height": 100, "fill": "clear", "trim": {"from": 0, "to": 0.75},
                    "stroke": {"color": {"gradient": "angular", "colors": ["red", "blue"]},
                               "lineWidth": 12, "lineCap": "round", "dash": [20, 20]}}]}
        """

    @Test("the ring from a scene file: the PNG is the Swift view's, byte for byte; the SVG and the PDF rasterise to the same pixels")
    func ringFromFile() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.ring.utf8).write(to: folder.appendingPathComponent("ring.json"))
        let outcome = try runZoetrope(["render", "ring.json", "--format", "png,svg,pdf", "-o", "out", "-q"], in: folder)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let out = folder.appendingPathComponent("out")

        let png = try PNGDecoder.decode(contentsOf: out.appendingPathComponent(FrameSink.pngFileName(frame: 0)))
        GradientRenderTests.expectPixels(png, GradientRenderTests.ringPoints(), tolerance: 6)
        let swift = try GradientRenderTests.render(try GradientRenderTests.ringScene(), frames: FrameSelection(0...0))
        defer { try? FileManager.default.removeItem(at: swift) }
        let fromSwift = try Data(contentsOf: swift.appendingPathComponent(FrameSink.pngFileName(frame: 0)))
        #expect(try Data(contentsOf: out.appendingPathComponent(FrameSink.pngFileName(frame: 0))) == fromSwift,
                "the scene file's ring and the Swift view's are the same picture")

        let svgFile = out.appendingPathComponent(FrameSink.svgFileName(frame: 0))
        let svg = try String(contentsOf: svgFile, encoding: .utf8)
        #expect(svg.contains("stroke-dasharray:20,20") && svg.contains("stroke-linecap:round") && svg.contains("stroke:url(#"))
        let fromSVG = folder.appendingPathComponent("rsvg.png")
        #expect(try runProgram(URL(fileURLWithPath: "/usr/bin/rsvg-convert"), [svgFile.path, "-o", fromSVG.path], in: folder).status == 0)
        GradientRenderTests.expectPixels(try PNGDecoder.decode(contentsOf: fromSVG), GradientRenderTests.ringPoints(), tolerance: 12)

        let page = folder.appendingPathComponent("page")
        let rasterised = try runProgram(URL(fileURLWithPath: "/usr/bin/pdftocairo"),
                                        ["-png", "-singlefile", "-r", "72", out.appendingPathComponent("ring.pdf").path, page.path], in: folder)
        #expect(rasterised.status == 0, "\(rasterised.standardError)")
        GradientRenderTests.expectPixels(try PNGDecoder.decode(contentsOf: page.appendingPathExtension("png")),
                                         GradientRenderTests.ringPoints(), tolerance: 12)
    }

    @Test("a path view: a triangle filled red, its holes by the even-odd rule, drawn where its path data says")
    func pathFromFile() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // In a 100 × 100 frame centred on a 120 × 120 canvas (frame origin (10, 10)): a triangle
        // (0, 0)–(100, 0)–(0, 100), and an even-odd square with a square hole at the bottom right.
        let scene = """
            {"version": 1, "canvas": {"width": 120, "height": 120, "background": "white"}, "duration": 0, "layout": {"name": "zstack"},
             "views": [{"shape": "path", "width": 100, "height": 100, "fill": "red", "path": "M0 0 H100 L0 100 Z"},
                       {"shape": "path", "width": 100, "height": 100, "fill": "blue", "fillRule": "evenOdd",
                        "path": "M60 60 h40 v40 h-40 z m10 10 h20 v20 h-20 z"}]}
            """
        try Data(scene.utf8).write(to: folder.appendingPathComponent("paths.json"))
        let outcome = try runZoetrope(["still", "paths.json", "-o", "paths.png", "-q"], in: folder)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let image = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent("paths.png"))
        let red = Color.red.rgba, blue = Color.blue.rgba
        let byte = { (value: Double) in UInt8((value * 255).rounded()) }
        GradientRenderTests.expectPixels(image, [
            (20, 20, RGBA8(red: byte(red.red), green: byte(red.green), blue: byte(red.blue)), "inside the triangle"),
            (100, 30, GradientRenderTests.white, "beyond its hypotenuse"),
            (75, 75, RGBA8(red: byte(blue.red), green: byte(blue.green), blue: byte(blue.blue)), "the even-odd square"),
            (90, 90, GradientRenderTests.white, "its hole"),
        ])
    }

    @Test("bad path data fails validate and render with exit 65, naming the file, the field and the character, and writes nothing")
    func badPath() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = """
            {"version": 1, "canvas": {"width": 120, "height": 120}, "layout": {"name": "zstack"},
             "views": [{"shape": "path", "width": 100, "height": 100, "path": "M0 0 L 10"}]}
            """
        try Data(scene.utf8).write(to: folder.appendingPathComponent("bad.json"))
        for command in ["validate", "render"] {
            let outcome = try runZoetrope([command, "bad.json", "-o", "out"].prefix(command == "validate" ? 2 : 4).map { $0 }, in: folder)
            #expect(outcome.status == 65)
            #expect(outcome.standardError.contains("bad.json:2:67:"), "\(outcome.standardError)")
            #expect(outcome.standardError.contains("views[0].path: path data at its end: expected a number for \"L\""), "\(outcome.standardError)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }
}
