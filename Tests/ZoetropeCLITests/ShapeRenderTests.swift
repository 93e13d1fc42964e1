import CairoRasterizer
import Foundation
import SceneExport
import Testing
import Zoetrope
import ZoetropeTestSupport

/// A triangle with its apex at the top middle of its frame.
private struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.addLines([CGPoint(x: rect.midX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)])
            path.closeSubpath()
        }
    }
}

/// A regular polygon whose side count animates (a fractional count adds a vertex).
private struct Polygon: Shape {
    var sides: Double
    var animatableData: Double {
        get { sides }
        set { sides = newValue }
    }

    func path(in rect: CGRect) -> Path {
        let radius = Double(min(rect.width, rect.height)) / 2
        let count = Int(sides) + (sides == sides.rounded(.down) ? 0 : 1)
        return Path { path in
            path.addLines((0..<count).map { vertex in
                let angle = Double(vertex) * 2 * Double.pi / sides
                return CGPoint(x: Double(rect.midX) + radius * cos(angle), y: Double(rect.midY) + radius * sin(angle))
            })
            path.closeSubpath()
        }
    }
}

/// A five-pointed star drawn in one stroke, which crosses itself: even-odd leaves its centre empty.
private struct Pentagram: Shape {
    func path(in rect: CGRect) -> Path {
        let radius = 0.45 * Double(min(rect.width, rect.height))
        return Path { path in
            path.addLines((0..<5).map { index in
                let angle = -Double.pi / 2 + Double(index) * 4 * Double.pi / 5
                return CGPoint(x: Double(rect.midX) + radius * cos(angle), y: Double(rect.midY) + radius * sin(angle))
            })
            path.closeSubpath()
        }
    }
}

/// Shapes of the user's own rendered to PNG, SVG and PDF: pixels of the decoded PNGs, and paths
/// read back from the SVG text and from the PDF (through poppler's `pdftocairo -svg`).
@Suite("Shapes rendered")
struct ShapeRenderTests {
    /// A triangle, a polygon growing from 3 to 8 sides over a second, and an even-odd star, each
    /// in a 100 × 100 frame; the row spans x 30…330 and y 20…120.
    static func makeScene() throws -> Scene {
        try Scene(named: "shapes", canvas: CGSize(width: 360, height: 140), fps: 10, initial: 3.0, changes: [
            StateChange(at: 0, animation: .linear(duration: 1)) { $0 = 8 },
        ]) { sides in
            HStack(spacing: 0) {
                Triangle().fill(.red).frame(width: 100, height: 100)
                Polygon(sides: sides).fill(.blue).frame(width: 100, height: 100)
                Pentagram().fill(.green, style: FillStyle(eoFill: true)).frame(width: 100, height: 100)
            }
        }
    }

    @Test("PNG pixels: a triangle's inside is filled and its outside is not; the polygon grows its sides; the even-odd star's centre is empty")
    func pixels() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try Self.makeScene()
        _ = try RenderSession(scene: scene, request: RenderRequest(outputDirectory: folder, sinks: [.png(), .svg, .pdf(fileName: "shapes.pdf")],
                                                                   jobs: 2)).run()
        let first = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent(FrameSink.pngFileName(frame: 0)))
        let last = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent(FrameSink.pngFileName(frame: 10)))
        let (white, red, blue) = (RGBA8(red: 255, green: 255, blue: 255), RGBA8(red: 255, green: 59, blue: 48), RGBA8(red: 0, green: 122, blue: 255))
        let green = RGBA8(red: 52, green: 199, blue: 89)
        for (x, y, image, expected, what) in [
            (80, 100, first, red, "inside the triangle"), (35, 25, first, white, "in the triangle's frame, outside it"),
            (125, 30, first, white, "right of the apex"),
            // 35 points from the polygon's centre towards 60°: outside a triangle (inradius 25), inside an octagon (46).
            (197, 100, first, white, "the polygon at 3 sides"), (197, 100, last, blue, "the polygon at 8 sides"),
            (280, 70, first, white, "the star's centre (even-odd)"), (280, 40, first, green, "the star's top point"),
        ] as [(Int, Int, RasterImage, RGBA8, String)] {
            let pixel = image.pixel(x: x, y: y)
            #expect(pixel.maximumComponentDifference(from: expected) <= 2, "\(what) at (\(x), \(y)): \(pixel), expected \(expected)")
        }
    }

    @Test("SVG and PDF hold the shapes as paths: the triangle's corners on the canvas, the star filled even-odd")
    func vectorPaths() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try RenderSession(scene: try Self.makeScene(), request: RenderRequest(
            outputDirectory: folder, sinks: [.svg, .pdf(fileName: "shapes.pdf")], frames: FrameSelection(0...0), jobs: 1)).run()
        let svg = try String(contentsOf: folder.appendingPathComponent(FrameSink.svgFileName(frame: 0)), encoding: .utf8)
        let triangle = "d=\"M 80 20 L 130 120 L 30 120 Z"
        #expect(svg.contains(triangle), "the triangle as a path in \(svg)")
        #expect(svg.components(separatedBy: "<path").contains { $0.contains("fill-rule:evenodd") }, "an even-odd path in \(svg)")
        let fromPDF = folder.appendingPathComponent("page.svg")
        let converted = try runProgram(URL(fileURLWithPath: "/usr/bin/pdftocairo"),
                                       ["-svg", "-f", "1", "-l", "1", folder.appendingPathComponent("shapes.pdf").path, fromPDF.path], in: folder)
        #expect(converted.status == 0, "\(converted.standardError)")
        let page = try String(contentsOf: fromPDF, encoding: .utf8)
        #expect(page.contains(triangle), "the triangle as a path in the PDF's first page: \(page)")
        #expect(page.contains("evenodd"), "the star filled even-odd in the PDF")
    }
}
