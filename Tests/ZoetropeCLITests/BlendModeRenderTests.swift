import CairoRasterizer
import FrameRendering
import Foundation
import SceneExport
import Testing
import Zoetrope
import ZoetropeTestSupport

/// `.blendMode` rendered: a blue square blended over a red one, the colour where they overlap
/// worked out from the mode's formula on sRGB components, and each of a container's views
/// blended alone.
@Suite("Blend modes rendered")
struct BlendModeRenderTests {
    /// SwiftUI's red (255, 59, 48) under, blue (0, 122, 255) over, each channel combined.
    static let cases: [(mode: BlendMode, expected: RGBA8)] = [
        (.normal, RGBA8(red: 0, green: 122, blue: 255)),
        (.multiply, RGBA8(red: 0, green: 28, blue: 48)),          // a·b/255
        (.screen, RGBA8(red: 255, green: 153, blue: 255)),        // 255 − (255 − a)(255 − b)/255
        (.difference, RGBA8(red: 255, green: 63, blue: 207)),     // |a − b|
        (.darken, RGBA8(red: 0, green: 59, blue: 48)),            // min
        (.lighten, RGBA8(red: 255, green: 122, blue: 255)),       // max
        (.plusLighter, RGBA8(red: 255, green: 181, blue: 255)),   // a + b, clamped
        (.destinationOver, RGBA8(red: 255, green: 59, blue: 48)), // drawn under the red: the red shows
        (.sourceAtop, RGBA8(red: 0, green: 122, blue: 255)),      // over the opaque red: the blue
    ]

    @Test("the overlap's colour is the mode's formula on the two colours; outside it the blue over white is the mode's too",
          arguments: cases)
    func overlap(mode: BlendMode, expected: RGBA8) throws {
        let scene = try Scene(named: "blend", canvas: CGSize(width: 200, height: 200), fps: 10, duration: 0) {
            ZStack {
                Color.red.frame(width: 100, height: 100)
                Color.blue.frame(width: 60, height: 60).blendMode(mode)
            }
        }
        let image = try #require(try CanvasRenderTests.renderPNGs(scene, frames: [0])[0])
        let pixel = image.pixel(x: 100, y: 100)
        #expect(pixel.maximumComponentDifference(from: expected) <= 3, "\(mode): \(pixel), expected \(expected)")
        let red = image.pixel(x: 55, y: 55)
        #expect(red.maximumComponentDifference(from: RGBA8(red: 255, green: 59, blue: 48)) <= 3, "the red outside the blue: \(red)")
    }

    @Test("on a container each view is blended alone, over its siblings too; in a compositing group, over nothing behind it")
    func container() throws {
        let scene = try Scene(named: "blend", canvas: CGSize(width: 200, height: 200), fps: 10, duration: 0) {
            ZStack {
                Color.red.frame(width: 100, height: 100)
                Color.blue.frame(width: 60, height: 60)
            }
            .blendMode(.multiply)
            .compositingGroup()
            .drawingGroup()
        }
        let image = try #require(try CanvasRenderTests.renderPNGs(scene, frames: [0])[0])
        // The blue multiplied with the red under it; the red multiplied with the white background.
        let pixel = image.pixel(x: 100, y: 100), red = image.pixel(x: 55, y: 55)
        #expect(pixel.maximumComponentDifference(from: RGBA8(red: 0, green: 28, blue: 48)) <= 3, "the overlap: \(pixel)")
        #expect(red.maximumComponentDifference(from: RGBA8(red: 255, green: 59, blue: 48)) <= 3, "the red: \(red)")
    }

    @Test("PDF keeps the blend as a /BM graphics state; cairo's SVG writer, which has no blend modes, draws the page as a picture")
    func vectorOutputs() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try Scene(named: "blend", canvas: CGSize(width: 200, height: 200), fps: 10, duration: 0) {
            ZStack {
                Color.red.frame(width: 100, height: 100)
                Color.blue.frame(width: 60, height: 60).blendMode(.multiply)
            }
        }
        _ = try RenderSession(scene: scene, request: RenderRequest(
            outputDirectory: folder, sinks: [.svg, .pdf(fileName: "blend.pdf")], frames: FrameSelection(0...0), jobs: 1)).run()
        let svg = try String(contentsOf: folder.appendingPathComponent(FrameSink.svgFileName(frame: 0)), encoding: .utf8)
        #expect(svg.contains("<image"), "cairo's fallback picture in the SVG")
        let pdf = try Data(contentsOf: folder.appendingPathComponent("blend.pdf"))
        #expect(pdf.range(of: Data("/Multiply".utf8)) != nil, "a /BM /Multiply graphics state in the PDF")
    }
}

/// `.compositingGroup()` and `.drawingGroup()`: the views inside drawn as one layer before the
/// opacity and blend around them apply.
@Suite("Compositing groups rendered")
struct CompositingGroupRenderTests {
    static let halfRed = RGBA8(red: 255, green: 157, blue: 152)

    /// Two overlapping red squares, faded to 0.5: the overlap is darker unless they are one layer.
    static func overlap(grouped: Bool, drawing: Bool = false) throws -> (overlap: RGBA8, single: RGBA8) {
        let scene = try Scene(named: "group", canvas: CGSize(width: 200, height: 200), fps: 10, duration: 0) {
            let squares = ZStack(alignment: .topLeading) {
                Color.red.frame(width: 80, height: 80)
                Color.red.frame(width: 80, height: 80).offset(x: 40, y: 40)
            }
            .frame(width: 120, height: 120, alignment: .topLeading)
            if grouped {
                if drawing { squares.drawingGroup().opacity(0.5) } else { squares.compositingGroup().opacity(0.5) }
            } else {
                squares.opacity(0.5)
            }
        }
        let image = try #require(try CanvasRenderTests.renderPNGs(scene, frames: [0])[0])
        // The group is 40…160; the overlap 80…120.
        return (image.pixel(x: 100, y: 100), image.pixel(x: 60, y: 60))
    }

    @Test("without a group each square is faded alone and the overlap is darker; grouped, the overlap is one layer's half red",
          arguments: [(false, false), (true, false), (true, true)])
    func opacity(grouped: Bool, drawing: Bool) throws {
        let (overlap, single) = try Self.overlap(grouped: grouped, drawing: drawing)
        #expect(single.maximumComponentDifference(from: Self.halfRed) <= 3, "one square at 0.5: \(single)")
        let expected = grouped ? Self.halfRed : RGBA8(red: 255, green: 108, blue: 100)
        #expect(overlap.maximumComponentDifference(from: expected) <= 3, "the overlap (grouped: \(grouped)): \(overlap), expected \(expected)")
    }

    @Test("a blend mode inside a compositing group blends only with the group's views, not with what is behind the group")
    func isolatedBlend() throws {
        let scene = try Scene(named: "isolated", canvas: CGSize(width: 200, height: 200), background: RGBAColor(red: 0, green: 0, blue: 1),
                              fps: 10, duration: 0) {
            Color.red.frame(width: 80, height: 80).blendMode(.multiply).compositingGroup()
        }
        let image = try #require(try CanvasRenderTests.renderPNGs(scene, frames: [0])[0])
        // Multiplied onto the blue background it would be black; in its own layer it stays red.
        let pixel = image.pixel(x: 100, y: 100)
        #expect(pixel.maximumComponentDifference(from: RGBA8(red: 255, green: 59, blue: 48)) <= 3, "the red in its layer: \(pixel)")
    }
}
