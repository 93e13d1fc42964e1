import CairoRasterizer
import Foundation
import SceneExport
import Testing
import Zoetrope
import ZoetropeTestSupport

/// A horizontal line across its frame at mid-height, from `start` to `end` points in.
private struct HorizontalLine: Shape {
    var start: Double = 0
    var end: Double = 100

    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: start, y: Double(rect.midY)))
            path.addLine(to: CGPoint(x: end, y: Double(rect.midY)))
        }
    }
}

/// Stroke styles and trimmed shapes rendered: pixels of the decoded PNGs, and the styles in the
/// SVG cairo writes.
@Suite("Strokes rendered")
struct StrokeRenderTests {
    static let (white, red) = (RGBA8(red: 255, green: 255, blue: 255), RGBA8(red: 255, green: 59, blue: 48))

    /// Four 100 × 100 frames in a row spanning x 30…430, y 20…120, a line at y 70 in each: butt
    /// and round caps on a line from 20 to 80 points in; a dash of 10 on, 10 off; the same
    /// dash with a phase of 5.
    static func makeScene() throws -> Scene {
        try Scene(named: "strokes", canvas: CGSize(width: 460, height: 140), fps: 10) {
            HStack(spacing: 0) {
                HorizontalLine(start: 20, end: 80).stroke(.red, style: StrokeStyle(lineWidth: 20)).frame(width: 100, height: 100)
                HorizontalLine(start: 20, end: 80).stroke(.red, style: StrokeStyle(lineWidth: 20, lineCap: .round, lineJoin: .round))
                    .frame(width: 100, height: 100)
                HorizontalLine().stroke(.red, style: StrokeStyle(lineWidth: 10, dash: [10, 10])).frame(width: 100, height: 100)
                HorizontalLine().stroke(.red, style: StrokeStyle(lineWidth: 10, dash: [10, 10], dashPhase: 5)).frame(width: 100, height: 100)
            }
        }
    }

    /// Expects each pixel of `image` to be its colour within 2 per component.
    static func expectPixels(_ image: RasterImage, _ expected: [(x: Int, y: Int, colour: RGBA8, what: String)],
                             sourceLocation: SourceLocation = #_sourceLocation) {
        for (x, y, colour, what) in expected {
            let pixel = image.pixel(x: x, y: y)
            #expect(pixel.maximumComponentDifference(from: colour) <= 2, "\(what) at (\(x), \(y)): \(pixel), expected \(colour)",
                    sourceLocation: sourceLocation)
        }
    }

    @Test("PNG pixels: a round cap reaches half the width past the line's end and a butt cap does not; a dash leaves gaps, moved by its phase")
    func capsAndDashes() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try RenderSession(scene: try Self.makeScene(), request: RenderRequest(outputDirectory: folder, sinks: [.png()],
                                                                                  frames: FrameSelection(0...0), jobs: 1)).run()
        let image = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent(FrameSink.pngFileName(frame: 0)))
        Self.expectPixels(image, [
            (80, 70, Self.red, "on the butt-capped line"), (45, 70, Self.white, "6 points before the butt-capped line's start"),
            (115, 70, Self.white, "5 points past the butt-capped line's end"),
            (145, 70, Self.red, "6 points before the round-capped line's start, inside its cap"),
            (215, 70, Self.red, "5 points past the round-capped line's end, inside its cap"),
            (141, 61, Self.white, "where a square cap's corner would be, outside the round cap"),
            (235, 70, Self.red, "the first dash"), (245, 70, Self.white, "the first gap"), (255, 70, Self.red, "the second dash"),
            (332, 70, Self.red, "the phased dash's first half"), (340, 70, Self.white, "the phased gap"), (350, 70, Self.red, "the phased second dash"),
        ])
    }

    @Test("SVG and PDF carry the styles cairo writes: round caps and joins, the dash array and its offset")
    func vectorStyles() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try RenderSession(scene: try Self.makeScene(), request: RenderRequest(
            outputDirectory: folder, sinks: [.svg, .pdf(fileName: "strokes.pdf")], frames: FrameSelection(0...0), jobs: 1)).run()
        let svg = try String(contentsOf: folder.appendingPathComponent(FrameSink.svgFileName(frame: 0)), encoding: .utf8)
        // cairo writes the stroke as CSS properties in a path's style attribute.
        for fragment in ["stroke-linecap:round", "stroke-linejoin:round", "stroke-linecap:butt", "stroke-dasharray:10,10",
                         "stroke-dashoffset:5", "stroke-width:20"] {
            #expect(svg.contains(fragment), "\(fragment) in \(svg)")
        }
        let fromPDF = folder.appendingPathComponent("page.svg")
        let converted = try runProgram(URL(fileURLWithPath: "/usr/bin/pdftocairo"),
                                       ["-svg", "-f", "1", "-l", "1", folder.appendingPathComponent("strokes.pdf").path, fromPDF.path], in: folder)
        #expect(converted.status == 0, "\(converted.standardError)")
        let page = try String(contentsOf: fromPDF, encoding: .utf8)
        #expect(page.contains("stroke-linecap:round") && page.contains("stroke-dasharray:10,10"), "round caps and dashes in the PDF: \(page)")
    }

    @Test("a ring's stroke trimmed to an animated fraction is drawn where the arc has reached and nowhere else, at 12 and 24 fps",
          arguments: [12, 24])
    func trimmedRing(fps: Int) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A circle of radius 50 about (70, 70), its arc growing clockwise from three o'clock over two seconds.
        let scene = try Scene(named: "ring", canvas: CGSize(width: 140, height: 140), fps: fps, initial: 0.0, changes: [
            StateChange(at: 0, animation: .linear(duration: 2)) { $0 = 1 },
        ]) { progress in
            Circle().trim(from: 0, to: progress).stroke(.red, lineWidth: 8).frame(width: 100, height: 100)
        }
        _ = try RenderSession(scene: scene, request: RenderRequest(outputDirectory: folder, sinks: [.png()], jobs: 2)).run()
        for time in [0.0, 0.5, 1, 1.5, 2] {
            let frame = Int((time * Double(fps)).rounded())
            let image = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent(FrameSink.pngFileName(frame: frame)))
            let reached = time / 2
            // Points on the circle an eighth of a turn apart, from 1/16 of a turn on: drawn once the arc has passed them.
            let expected = stride(from: 1.0 / 16, to: 1, by: 1.0 / 8).map { turn in
                let angle = 2 * Double.pi * turn
                let (x, y) = (Int((70 + 50 * cos(angle)).rounded()), Int((70 + 50 * sin(angle)).rounded()))
                return (x, y, turn < reached ? Self.red : Self.white, "\(turn) of a turn at \(time) s at \(fps) fps (arc to \(reached))")
            }
            Self.expectPixels(image, expected)
        }
    }

    @Test("PNG pixels: a stroke border lies wholly inside its frame, where a centred stroke would reach out of it")
    func strokeBorder() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Frames at x 20…120 and 120…220, y 20…120.
        let scene = try Scene(named: "borders", canvas: CGSize(width: 240, height: 140), fps: 10) {
            HStack(spacing: 0) {
                Rectangle().strokeBorder(.red, lineWidth: 10).frame(width: 100, height: 100)
                Rectangle().stroke(.red, lineWidth: 10).frame(width: 100, height: 100)
            }
        }
        _ = try RenderSession(scene: scene, request: RenderRequest(outputDirectory: folder, sinks: [.png()], frames: FrameSelection(0...0), jobs: 1)).run()
        let image = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent(FrameSink.pngFileName(frame: 0)))
        Self.expectPixels(image, [
            (17, 70, Self.white, "3 points left of the bordered frame"), (22, 70, Self.red, "just inside the bordered frame"),
            (28, 70, Self.red, "8 points inside, still the border"), (33, 70, Self.white, "13 points inside, past the border"),
            (70, 17, Self.white, "above the bordered frame"), (70, 118, Self.red, "the border's bottom edge"),
            (170, 17, Self.red, "3 points above the stroked frame: a centred stroke reaches out"),
        ])
    }
}
