import Foundation
import FrameRendering
import SceneCore
import Testing
import ViewTree
import ZoetropeTestSupport

/// `Color.gradient`, `AnyGradient` and a bare `Gradient` as shape styles: SwiftUI documents the
/// direction (top to bottom); the lighter top is checked against measurements of SwiftUI.
@Suite("Color.gradient and AnyGradient")
struct AnyGradientTests {
    /// HSL hue (degrees), saturation and lightness of sRGB components.
    static func hsl(_ color: RGBAColor) -> (hue: Double, saturation: Double, lightness: Double) {
        let (high, low) = (max(color.red, color.green, color.blue), min(color.red, color.green, color.blue))
        let lightness = (high + low) / 2, chroma = high - low
        guard chroma > 0 else { return (0, 0, lightness) }
        let saturation = chroma / (1 - abs(2 * lightness - 1))
        let hue: Double = switch high {
        case color.red: 60 * ((color.green - color.blue) / chroma).truncatingRemainder(dividingBy: 6)
        case color.green: 60 * ((color.blue - color.red) / chroma + 2)
        default: 60 * ((color.red - color.green) / chroma + 4)
        }
        return ((hue + 360).truncatingRemainder(dividingBy: 360), saturation, lightness)
    }

    /// The stops `style` is drawn with, filling a rectangle.
    static func drawnStops<S: ShapeStyle>(_ style: S, sourceLocation: SourceLocation = #_sourceLocation) throws -> [GradientPaint.Stop] {
        let scene = try Scene(named: "stops", canvas: CGSize(width: 100, height: 100), fps: 10) {
            Rectangle().fill(style).frame(width: 50, height: 50)
        }
        let shape = try #require(try drawnShapes(scene, frame: 0, sourceLocation: sourceLocation).first, sourceLocation: sourceLocation)
        return try #require(shape.fillGradient, "not drawn with a gradient", sourceLocation: sourceLocation).stops
    }

    /// SwiftUI's top lightness as TUIkit's authors measured it with `ImageRenderer` (see
    /// `Color.gradientLightening`).
    @Test("the top is the colour lightened as SwiftUI's is (within 0.007 of measured HSL lightness), hue and saturation kept; the bottom is the colour", arguments: [
        (128, 128, 128, 0.647), (51, 102, 204, 0.639), (0, 153, 51, 0.451),
    ])
    func lightenedTop(red: Int, green: Int, blue: Int, measured: Double) throws {
        let color = Color(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255)
        let stops = try Self.drawnStops(color.gradient)
        try #require(stops.count == 2)
        let (top, base) = (Self.hsl(stops[0].color), Self.hsl(color.rgba))
        expectClose(top.lightness, measured, tolerance: 0.007, "the top's lightness")
        expectClose(top.hue, base.hue, tolerance: 1e-9, "the top's hue")
        expectClose(top.saturation, base.saturation, tolerance: 1e-9, "the top's saturation")
        #expect(stops[1].color == color.rgba && stops[1].location == 1 && stops[0].location == 0)
    }

    @Test("white stays white, a lightness past 1 stops at 1, and opacity is kept", arguments: [
        (Color.white, Color.white), (Color(white: 0.9), Color(white: 1)), (Color.black.opacity(0.5), Color(white: 0.145, opacity: 0.5)),
    ])
    func limits(color: Color, top: Color) throws {
        let drawn = try #require(try Self.drawnStops(color.gradient).first).color
        for (value, wanted, name) in [(drawn.red, top.rgba.red, "red"), (drawn.green, top.rgba.green, "green"),
                                      (drawn.blue, top.rgba.blue, "blue"), (drawn.alpha, top.rgba.alpha, "alpha")] {
            expectClose(value, wanted, tolerance: 1e-9, name)
        }
    }

    @Test("as a fill, Color.gradient, AnyGradient(_:) and a bare Gradient run from the frame's top to its bottom")
    func topToBottom() throws {
        let scene = try Scene(named: "gradients", canvas: CGSize(width: 300, height: 100), fps: 10) {
            HStack(spacing: 0) {
                Rectangle().fill(Color.blue.gradient).frame(width: 100, height: 60)
                Circle().fill(AnyGradient(Gradient(colors: [.red, .green]))).frame(width: 100, height: 60)
                Rectangle().foregroundStyle(Gradient(colors: [.red, .blue])).frame(width: 100, height: 60)
            }
        }
        let shapes = try drawnShapes(scene, frame: 0)
        try #require(shapes.count == 3)
        for (index, shape) in shapes.enumerated() {
            let paint = try #require(shape.fillGradient, "shape \(index) has no gradient")
            guard case let .linear(start, end) = paint.geometry else {
                Issue.record("shape \(index): \(paint.geometry), expected a linear gradient")
                continue
            }
            expectClose(start, CGPoint(x: 0, y: -30), "shape \(index)'s start (the frame's top, from its centre)")
            expectClose(end, CGPoint(x: 0, y: 30), "shape \(index)'s end (the frame's bottom)")
        }
        #expect(shapes[0].fillGradient?.stops.last?.color == Color.blue.rgba)
    }
}
