import CairoRasterizer
import Foundation
import SceneExport
import Testing
import Zoetrope
import ZoetropeTestSupport

/// `.rotation3DEffect` rendered: a card flipped about y checked in decoded PNG pixels against the
/// projection's formula, its back mirrored, an orthographic turn, the paths in SVG and PDF,
/// byte-identical renders on one job and two, and the CSV's projected centre.
@Suite("3D rotations rendered")
struct Rotation3DRenderTests {
    static let white = RGBA8(red: 255, green: 255, blue: 255)
    static let red = RGBA8(red: 255, green: 59, blue: 48)
    static let blue = RGBA8(red: 0, green: 122, blue: 255)
    static let canvas = CGSize(width: 200, height: 200)

    /// A 120 × 80 card centred in the canvas, its left half red and its right half blue, flipped
    /// about y from 0° to 180° in one second (18° a frame at 10 fps).
    static func flip(perspective: CGFloat = 1, anchor: UnitPoint = .center) throws -> Scene {
        try Scene(named: "flip", canvas: canvas, fps: 10, initial: false, changes: [
            StateChange(at: 0, animation: .linear(duration: 1)) { $0 = true },
        ]) { on in
            HStack(spacing: 0) {
                Color.red.frame(width: 60, height: 80)
                Color.blue.frame(width: 60, height: 80)
            }
            .rotation3DEffect(.degrees(on ? 180 : 0), axis: (x: 0, y: 1, z: 0), anchor: anchor, perspective: perspective)
        }
    }

    /// Where the flipped card's point (x, y) of its own frame is drawn at `degrees`, worked out by
    /// hand from SwiftUI's projection for a turn about y: q = (x − 60, y − 40) from the centre,
    /// turned to (q.x cos θ, q.y, −q.x sin θ), seen from d = max(120, 80) / perspective:
    /// w = 1 + q.x sin θ / d, drawn at (q.x cos θ / w, q.y / w) from the card's centre (100, 100).
    static func drawn(_ x: Double, _ y: Double, degrees: Double, perspective: Double = 1) -> (x: Double, y: Double) {
        let theta = degrees * .pi / 180
        let (qx, qy) = (x - 60, y - 40)
        let w = 1 + qx * sin(theta) * perspective / 120
        return (100 + qx * cos(theta) / w, 100 + qy / w)
    }

    /// The signed distance from `point` to the convex polygon `corners` (clockwise on screen):
    /// positive inside, negative outside, the distance to the nearest edge's line.
    static func depth(of point: (x: Double, y: Double), in corners: [(x: Double, y: Double)]) -> Double {
        var depth = Double.infinity
        for index in corners.indices {
            let (a, b) = (corners[index], corners[(index + 1) % corners.count])
            let length = hypot(b.x - a.x, b.y - a.y)
            guard length > 0 else { continue }
            // Clockwise on screen (y down): inside is to the right of each edge.
            let cross = ((b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x)) / length
            depth = min(depth, cross)
        }
        return depth
    }

    /// The card's drawn corners at `degrees`, clockwise on screen (mirrored past 90°, reordered).
    static func corners(degrees: Double, perspective: Double = 1) -> [(x: Double, y: Double)] {
        let drawnCorners = [drawn(0, 0, degrees: degrees, perspective: perspective), drawn(120, 0, degrees: degrees, perspective: perspective),
                            drawn(120, 80, degrees: degrees, perspective: perspective), drawn(0, 80, degrees: degrees, perspective: perspective)]
        return cos(degrees * .pi / 180) >= 0 ? drawnCorners : drawnCorners.reversed()
    }

    /// Checks every pixel of `image` at least 1.5 pixels inside the quadrilateral or outside it:
    /// inside, red left of the card's middle (x = 100, where q.x = 0 and w = 1) and blue right of
    /// it, or the other way round once the card shows its mirrored back; outside, white.
    static func expectCard(_ image: RasterImage, corners: [(x: Double, y: Double)], mirrored: Bool, what: String,
                           sourceLocation: SourceLocation = #_sourceLocation) {
        var wrong: [String] = []
        var inside = 0
        for y in 0..<200 {
            for x in 0..<200 {
                let centre = (x: Double(x) + 0.5, y: Double(y) + 0.5)
                let depth = depth(of: centre, in: corners)
                let pixel = image.pixel(x: x, y: y)
                if depth >= 1.5, abs(centre.x - 100) >= 1.5 {
                    inside += 1
                    let expected = (centre.x < 100) != mirrored ? red : blue
                    if pixel.maximumComponentDifference(from: expected) > 3 { wrong.append("(\(x), \(y)) \(pixel) not \(expected)") }
                } else if depth <= -1.5, pixel.maximumComponentDifference(from: white) > 2 {
                    wrong.append("(\(x), \(y)) \(pixel) outside")
                }
            }
        }
        #expect(inside > 100, "\(what): \(inside) pixels well inside", sourceLocation: sourceLocation)
        #expect(wrong.isEmpty, "\(what): \(wrong.count) pixels wrong, first \(wrong.prefix(4))", sourceLocation: sourceLocation)
    }

    @Test("a card flipped about y: at each frame the drawn quadrilateral is the projection's, its back mirrored past 90°",
          arguments: [0, 2, 4, 6, 8, 10])
    func cardFlip(frame: Int) throws {
        let image = try #require(try CanvasRenderTests.renderPNGs(try Self.flip(), frames: [frame])[frame])
        let degrees = Double(frame) * 18
        Self.expectCard(image, corners: Self.corners(degrees: degrees), mirrored: degrees > 90, what: "\(degrees)°")
    }

    @Test("perspective 0 is orthographic: at 60° the card is half as wide, as tall as before, its edges straight up")
    func orthographic() throws {
        let image = try #require(try CanvasRenderTests.renderPNGs(try Self.flip(perspective: 0), frames: [3])[3])
        // 54° at frame 3: 120 · cos 54° wide, centred; 80 tall.
        let half = 60 * cos(54 * Double.pi / 180)
        let corners = [(100 - half, 60.0), (100 + half, 60), (100 + half, 140), (100 - half, 140)].map { (x: $0.0, y: $0.1) }
        Self.expectCard(image, corners: corners, mirrored: false, what: "orthographic 54°")
        for (index, corner) in Self.corners(degrees: 54, perspective: 0).enumerated() {
            #expect(abs(corner.x - corners[index].x) < 1e-9 && abs(corner.y - corners[index].y) < 1e-9)
        }
    }

    @Test("the effects inside a turned view turn with it: a blur's picture and a clip are projected, not drawn where the view was", arguments: [false, true])
    func effectsInside(blurred: Bool) throws {
        let scene = try Scene(named: "inside", canvas: Self.canvas, fps: 10, duration: 0) {
            if blurred {
                AnyView(Color.red.frame(width: 100, height: 100).blur(radius: 2).rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)))
            } else {
                AnyView(Color.red.frame(width: 100, height: 100).clipShape(Circle()).rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)))
            }
        }
        let image = try #require(try CanvasRenderTests.renderPNGs(scene, frames: [0])[0])
        // 60° about y, d = 100: the frame's left edge (q.x = −50) at w = 1 − 50 sin 60° / 100 ≈ 0.567, x ≈ 100 − 25 / 0.567 ≈ 55.9;
        // its right edge at w ≈ 1.433, x ≈ 100 + 25 / 1.433 ≈ 117.4. Unprojected, the view would reach x 50 and 150.
        let left = Self.drawnSquare(-50), right = Self.drawnSquare(50)
        #expect(abs(left - 55.9) < 0.1 && abs(right - 117.4) < 0.1, "\(left), \(right)")
        Self.expectPixel(image, x: 100, y: 100, near: Self.red, "the centre")
        Self.expectPixel(image, x: Int(right) + 8, y: 100, near: Self.white, "right of the projected view, where the unturned one would be")
        Self.expectPixel(image, x: 140, y: 60, near: Self.white, "the unturned view's top-right quarter")
        if !blurred {
            // The circle's top (q = (0, −50), w = 1) stays at y = 50; the projected square's left corners reach y ≈ 11.8, clipped away.
            Self.expectPixel(image, x: Int(left) + 2, y: 30, near: Self.white, "outside the projected circle, inside the projected square")
            Self.expectPixel(image, x: 100, y: 53, near: Self.red, "just inside the circle's top")
        }
    }

    /// Where a point q.x from the centre of a 100-point view turned 60° about y is drawn.
    static func drawnSquare(_ qx: Double) -> Double {
        let theta = 60 * Double.pi / 180
        return 100 + qx * cos(theta) / (1 + qx * sin(theta) / 100)
    }

    static func expectPixel(_ image: RasterImage, x: Int, y: Int, near colour: RGBA8, _ what: String,
                            sourceLocation: SourceLocation = #_sourceLocation) {
        let pixel = image.pixel(x: x, y: y)
        #expect(pixel.maximumComponentDifference(from: colour) <= 3, "\(what) at (\(x), \(y)): \(pixel)", sourceLocation: sourceLocation)
    }

    /// Every pair of numbers in the `d` attributes of the SVG's paths.
    static func pathPoints(in svg: String) -> [(x: Double, y: Double)] {
        svg.components(separatedBy: " d=\"").dropFirst().flatMap { chunk -> [(x: Double, y: Double)] in
            let data = chunk.prefix { $0 != "\"" }
            let numbers = data.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
            return stride(from: 0, to: numbers.count - 1, by: 2).map { (numbers[$0], numbers[$0 + 1]) }
        }
    }

    @Test("SVG and PDF hold the flipped card as paths whose corners are the projection's, to a hundredth of a point")
    func vectorPaths() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try RenderSession(scene: try Self.flip(), request: RenderRequest(
            outputDirectory: folder, sinks: [.svg, .pdf(fileName: "flip.pdf")], frames: FrameSelection(0...2), jobs: 1)).run()
        let svg = try String(contentsOf: folder.appendingPathComponent(FrameSink.svgFileName(frame: 2)), encoding: .utf8)
        let fromPDF = folder.appendingPathComponent("page.svg")
        let converted = try runProgram(URL(fileURLWithPath: "/usr/bin/pdftocairo"),
                                       ["-svg", "-f", "3", "-l", "3", folder.appendingPathComponent("flip.pdf").path, fromPDF.path], in: folder)
        #expect(converted.status == 0, "\(converted.standardError)")
        let page = try String(contentsOf: fromPDF, encoding: .utf8)
        // 36°: the card's four corners and its middle's two ends (the red half's right edge).
        let expected = [(0.0, 0.0), (120, 0), (120, 80), (0, 80), (60, 0), (60, 80)].map { Self.drawn($0.0, $0.1, degrees: 36) }
        for (name, text) in [("SVG", svg), ("PDF", page)] {
            let points = Self.pathPoints(in: text)
            #expect(!text.contains("<image"), "\(name): no picture of the card")
            for corner in expected {
                let nearest = points.map { hypot($0.x - corner.x, $0.y - corner.y) }.min() ?? .infinity
                #expect(nearest <= 0.01, "\(name): a path point at (\(corner.x), \(corner.y)); the nearest is \(nearest) away")
            }
        }
    }

    @Test("rendering the flip on one job and on two writes byte-identical PNGs and SVGs")
    func identicalAcrossJobs() throws {
        let scene = try Self.flip()
        var renders: [[Data]] = []
        for jobs in [1, 2] {
            let folder = try makeTemporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            _ = try RenderSession(scene: scene, request: RenderRequest(outputDirectory: folder, sinks: [.png(), .svg], jobs: jobs)).run()
            renders.append(try scene.clock.frames.flatMap { frame in
                [try Data(contentsOf: folder.appendingPathComponent(FrameSink.pngFileName(frame: frame))),
                 try Data(contentsOf: folder.appendingPathComponent(FrameSink.svgFileName(frame: frame)))]
            })
        }
        #expect(renders[0].count == 22)
        #expect(renders[0] == renders[1])
    }

    @Test("the CSV records the projected centre: a flip about the centre stays at x = 100; turned about the leading edge, the centre follows the projection",
          arguments: [UnitPoint.center, .leading])
    func csvCentre(anchor: UnitPoint) throws {
        let csv = CSVTable(parsing: try ClipAndMaskRenderTests.csv(of: try Self.flip(anchor: anchor)))
        // The stack is view 0's container; its two halves are views 0 and 1: check the red half's centre (30, 40).
        var checked = 0
        defer { #expect(checked == 11, "a row of the red half at each of the 11 frames") }
        for row in csv.rows.indices {
            guard csv.field("view", row: row) == "0", let frame = csv.field("frame", row: row).flatMap(Int.init),
                  let x = csv.field("x", row: row).flatMap(Double.init), let y = csv.field("y", row: row).flatMap(Double.init) else { continue }
            checked += 1
            let degrees = Double(frame) * 18
            let expected: (x: Double, y: Double)
            if anchor == .center {
                expected = Self.drawn(30, 40, degrees: degrees)
            } else {
                // About the leading edge (x = 0): q.x = 30, w = 1 + 30 sin θ / 120, drawn at 40 + 30 cos θ / w.
                let theta = degrees * .pi / 180
                let w = 1 + 30 * sin(theta) / 120
                expected = (40 + 30 * cos(theta) / w, 100)
            }
            #expect(abs(x - expected.x) < 1e-6 && abs(y - expected.y) < 1e-6, "frame \(frame): (\(x), \(y)), expected \(expected)")
            #expect(csv.field("width", row: row) == "60.0" && csv.field("rotation", row: row) == "0", "frame \(frame): size and rotation the layout's")
        }
    }
}
