import Foundation
import FrameRendering
import Testing
@testable import CairoRasterizer

/// Gradient fills and strokes drawn by cairo: decoded pixels at known points along each kind of
/// gradient, the gradient elements cairo writes into SVG, and values cairo must not see.
@Suite("Gradient paints")
struct GradientPaintTests {
    static let redToBlue = [GradientPaint.Stop(color: .pureRed, location: 0), GradientPaint.Stop(color: .pureBlue, location: 1)]
    /// Red, yellow at 0.25, blue: three stops, so the middle of a sweep is not the average of its ends.
    static let threeStops = [GradientPaint.Stop(color: .pureRed, location: 0), GradientPaint.Stop(color: .pureYellow, location: 0.25),
                             GradientPaint.Stop(color: .pureBlue, location: 1)]

    /// The pixel `color` is drawn as over an opaque background, rounded as cairo rounds.
    static func pixel(_ color: RGBAColor) -> RGBA8 {
        let byte = { (value: Double) in UInt8((min(max(value, 0), 1) * 255).rounded()) }
        return RGBA8(red: byte(color.red), green: byte(color.green), blue: byte(color.blue))
    }

    /// A 160 × 60 rectangle centred on the 200 × 100 canvas (x 20…180, y 20…80), filled with `gradient`.
    static func filledRectangle(_ gradient: GradientPaint, opacity: Double = 1) -> DisplayList {
        canvas200x100([.shape(ShapeItem(kind: .rectangle, center: CGPoint(x: 100, y: 50), size: CGSize(width: 160, height: 60),
                                        fill: .black, fillGradient: gradient, opacity: opacity))])
    }

    /// Expects the pixels whose centres lie at `points` (canvas coordinates, pixel centres at
    /// .5) to show `gradient` at the locations given.
    static func expectGradient(_ image: RasterImage, _ gradient: GradientPaint, at points: [(x: Int, y: Int, location: Double, what: String)],
                               tolerance: Int = 3, sourceLocation: SourceLocation = #_sourceLocation) {
        for point in points {
            expectPixel(image, x: point.x, y: point.y, approximately: pixel(gradient.color(at: point.location)), tolerance: tolerance,
                        "\(point.what) (location \(point.location))", sourceLocation: sourceLocation)
        }
    }

    @Test("the colour between stops is interpolated in sRGB components; before the first and after the last it is theirs",
          arguments: [(-0.5, RGBAColor.pureRed), (0, .pureRed), (0.125, RGBAColor(red: 1, green: 0.5, blue: 0)),
                      (0.625, RGBAColor(red: 0.5, green: 0.5, blue: 0.5)), (1, .pureBlue), (2, .pureBlue)])
    func colourAtLocation(location: Double, expected: RGBAColor) {
        let color = GradientPaint(stops: Self.threeStops, geometry: .linear(start: .zero, end: CGPoint(x: 1, y: 0))).color(at: location)
        for (actual, wanted) in [(color.red, expected.red), (color.green, expected.green), (color.blue, expected.blue), (color.alpha, 1)] {
            #expect(abs(actual - wanted) < 1e-12, "at \(location): \(color), expected \(expected)")
        }
    }

    @Test("edge cases: no stop is clear, one stop is its colour everywhere, unsorted stops are sorted, equal locations make a hard edge")
    func stopEdgeCases() {
        let line = GradientPaint.Geometry.linear(start: .zero, end: CGPoint(x: 1, y: 0))
        #expect(GradientPaint(stops: [], geometry: line).color(at: 0.5) == .clear)
        #expect(GradientPaint(stops: [.init(color: .pureRed, location: 0.7)], geometry: line).color(at: 0.1) == .pureRed)
        let unsorted = GradientPaint(stops: Self.redToBlue.reversed(), geometry: line)
        #expect(unsorted.sortedStops.map(\.location) == [0, 1] && unsorted.color(at: 0) == .pureRed)
        let hard = GradientPaint(stops: [.init(color: .pureRed, location: 0), .init(color: .pureRed, location: 0.5),
                                         .init(color: .pureBlue, location: 0.5), .init(color: .pureBlue, location: 1)], geometry: line)
        #expect(hard.color(at: 0.4999) == .pureRed && hard.color(at: 0.5001) == .pureBlue)
    }

    @Test("an angular gradient places directions as SwiftUI does: clockwise from the start angle, the gap split between the end colours",
          arguments: [
              // A whole turn from three o'clock.
              (0.0, 0.0, 0.0, 0.0), (0, 0, Double.pi / 2, 0.25), (0, 0, Double.pi, 0.5), (0, 0, -Double.pi / 2, 0.75),
              // From twelve o'clock, a whole turn.
              (-Double.pi / 2, 3 * Double.pi / 2, 0, 0.25), (-Double.pi / 2, 3 * Double.pi / 2, -Double.pi / 2, 0),
              // A half turn from three to nine o'clock: the gap's first half shows location 1, its second half 0.
              (0, Double.pi, Double.pi / 2, 0.5), (0, Double.pi, 1.2 * Double.pi, 1), (0, Double.pi, 1.8 * Double.pi, 0),
              // Two turns: only the last is shown, so three o'clock is location 0.5 and six o'clock 0.625.
              (0, 4 * Double.pi, 0, 0.5), (0, 4 * Double.pi, Double.pi / 2, 0.625),
          ] as [(Double, Double, Double, Double)])
    func angularLocations(start: Double, end: Double, angle: Double, expected: Double) throws {
        let gradient = GradientPaint(stops: Self.redToBlue, geometry: .angular(center: .zero, startAngle: start, endAngle: end))
        let location = try #require(gradient.location(atAngle: angle))
        #expect(abs(location - expected) < 1e-9, "angle \(angle) in \(start)…\(end): \(location), expected \(expected)")
    }

    @Test("PNG: a linear gradient shows its start colour at its start, the stops' mix between, and its end colour at and past its end")
    func linearPixels() throws {
        // From x 20 to 180 across the rectangle: location (x + 0.5 - 20) / 160 at pixel x.
        let gradient = GradientPaint(stops: Self.threeStops, geometry: .linear(start: CGPoint(x: -80, y: 0), end: CGPoint(x: 80, y: 0)))
        let image = try renderThroughPNG(Self.filledRectangle(gradient))
        Self.expectGradient(image, gradient, at: [
            (20, 50, 0.5 / 160, "the start"), (59, 30, 39.5 / 160, "at the yellow stop"), (99, 70, 79.5 / 160, "the middle"),
            (179, 50, 159.5 / 160, "the end"),
        ])
        expectPixel(image, x: 10, y: 50, approximately: .white, "left of the rectangle")
    }

    @Test("PNG: a radial gradient runs out from its centre; an elliptical one stretches with its radii", arguments: [false, true])
    func radialPixels(elliptical: Bool) throws {
        // About (100, 50): radius 0 to 40 for the radial; the elliptical's ellipse of fraction 0.5 is 80 × 30.
        let geometry: GradientPaint.Geometry = elliptical
            ? .elliptical(center: .zero, radii: CGSize(width: 160, height: 60), startFraction: 0, endFraction: 0.5)
            : .radial(center: .zero, startRadius: 0, endRadius: 40)
        let gradient = GradientPaint(stops: Self.threeStops, geometry: geometry)
        let image = try renderThroughPNG(Self.filledRectangle(gradient))
        // The location at the centre of pixel (x, y): its distance from (100, 50) in end radii.
        func location(_ x: Int, _ y: Int) -> Double {
            let (dx, dy) = (Double(x) + 0.5 - 100, Double(y) + 0.5 - 50)
            return elliptical ? hypot(dx / 80, dy / 30) : hypot(dx, dy) / 40
        }
        let points = [(100, 50, "beside the centre"), (110, 50, "a little way out across"), (99, 57, "a little way out down"),
                      (130, 50, "further out across"), (100, 65, "further out down"), (179, 50, "at the rectangle's end, past the last ring")]
        Self.expectGradient(image, gradient, at: points.map { (x: $0.0, y: $0.1, location: location($0.0, $0.1), what: $0.2) }, tolerance: 4)
    }

    @Test("PNG: an angular gradient shows each direction's colour, for a whole turn and for a half turn with its gap",
          arguments: [(0.0, 0.0), (-Double.pi / 2, Double.pi / 2)])
    func angularPixels(start: Double, end: Double) throws {
        let gradient = GradientPaint(stops: Self.threeStops, geometry: .angular(center: .zero, startAngle: start, endAngle: end))
        let image = try renderThroughPNG(Self.filledRectangle(gradient))
        let directions = stride(from: 0.0, to: 2 * Double.pi, by: Double.pi / 6).map { $0 + Double.pi / 24 }
        let points = try directions.map { angle -> (x: Int, y: Int, location: Double, what: String) in
            // Pixel centres 25 points from the centre (100, 50); the location is that of the centre's exact direction.
            let (x, y) = (Int((100 + 25 * cos(angle)).rounded(.down)), Int((50 + 25 * sin(angle)).rounded(.down)))
            let exact = atan2(Double(y) + 0.5 - 50, Double(x) + 0.5 - 100)
            return (x, y, try #require(gradient.location(atAngle: exact)), "at \(Int((angle * 180 / Double.pi).rounded()))°")
        }
        Self.expectGradient(image, gradient, at: points, tolerance: 6)
    }

    @Test("PNG: a gradient stroke follows the gradient along the line, and opacity fades a lone gradient fill")
    func strokeAndOpacity() throws {
        let gradient = GradientPaint(stops: Self.redToBlue, geometry: .linear(start: CGPoint(x: -80, y: 0), end: CGPoint(x: 80, y: 0)))
        let stroked = canvas200x100([.shape(ShapeItem(kind: .rectangle, center: CGPoint(x: 100, y: 50), size: CGSize(width: 160, height: 60),
                                                      fill: .clear, stroke: Stroke(color: .black, width: 8, gradient: gradient)))])
        let image = try renderThroughPNG(stroked)
        Self.expectGradient(image, gradient, at: [(20, 50, 0.5 / 160, "the left edge"), (99, 20, 79.5 / 160, "the top edge's middle"),
                                                  (179, 50, 159.5 / 160, "the right edge")])
        expectPixel(image, x: 100, y: 50, approximately: .white, "inside, not filled")
        let faded = try renderThroughPNG(Self.filledRectangle(gradient, opacity: 0.5))
        expectPixel(faded, x: 20, y: 50, approximately: RGBA8(red: 255, green: 128, blue: 128), "red at half opacity over white")
    }

    @Test("SVG and PDF: linear, radial and elliptical gradients are written as gradient elements and shadings with their stops")
    func vectorGradientElements() throws {
        let list = canvas200x100([
            .shape(ShapeItem(kind: .rectangle, center: CGPoint(x: 50, y: 25), size: CGSize(width: 100, height: 50), fill: .black,
                             fillGradient: GradientPaint(stops: Self.threeStops, geometry: .linear(start: CGPoint(x: -50, y: 0), end: CGPoint(x: 50, y: 0))))),
            .shape(ShapeItem(kind: .ellipse, center: CGPoint(x: 150, y: 25), size: CGSize(width: 50, height: 50), fill: .black,
                             fillGradient: GradientPaint(stops: Self.redToBlue, geometry: .radial(center: .zero, startRadius: 0, endRadius: 25)))),
            .shape(ShapeItem(kind: .rectangle, center: CGPoint(x: 50, y: 75), size: CGSize(width: 100, height: 50), fill: .black,
                             fillGradient: GradientPaint(stops: Self.redToBlue, geometry: .elliptical(
                                 center: .zero, radii: CGSize(width: 100, height: 50), startFraction: 0, endFraction: 0.5)))),
        ])
        let svg = String(decoding: try CairoVectorDocument.document(of: list, as: .svg), as: UTF8.self)
        #expect(svg.components(separatedBy: "<linearGradient").count - 1 == 1, "one linear gradient in \(svg)")
        #expect(svg.components(separatedBy: "<radialGradient").count - 1 == 2, "the radial and the elliptical in \(svg)")
        #expect(!svg.contains("<image"), "no picture in \(svg)")
        // cairo writes stops as offset and stop-color (percentages of 0…255 per component).
        for stop in [#"offset="0""#, #"offset="0.25""#, #"offset="1""#, "stop-color:rgb(100%,0%,0%)", "stop-color:rgb(100%,100%,0%)",
                     "stop-color:rgb(0%,0%,100%)"] {
            #expect(svg.contains(stop), "\(stop) in the SVG's stops: \(svg)")
        }
        let pdf = String(decoding: try CairoVectorDocument.document(of: list, as: .pdf), as: UTF8.self)
        #expect(pdf.contains("/ShadingType 2") && pdf.contains("/ShadingType 3"), "axial and radial shadings in the PDF")
    }

    @Test("SVG and PDF: an angular gradient is drawn as vectors, sectors of linear gradients in SVG and a mesh shading in PDF")
    func vectorAngular() throws {
        let list = canvas200x100([
            .shape(ShapeItem(kind: .ellipse, center: CGPoint(x: 100, y: 50), size: CGSize(width: 80, height: 80), fill: .black,
                             fillGradient: GradientPaint(stops: Self.redToBlue, geometry: .angular(center: .zero, startAngle: 0, endAngle: 0)))),
        ])
        let svg = String(decoding: try CairoVectorDocument.document(of: list, as: .svg), as: UTF8.self)
        #expect(!svg.contains("<image"), "no picture in the SVG")
        let sectors = svg.components(separatedBy: "<linearGradient").count - 1
        #expect(sectors >= 64, "a whole turn in sectors of at most a 64th: \(sectors)")
        let pdf = String(decoding: try CairoVectorDocument.document(of: list, as: .pdf), as: UTF8.self)
        #expect(pdf.contains("/ShadingType 6") || pdf.contains("/ShadingType 7"), "a mesh shading in the PDF")
        #expect(!pdf.contains("/Subtype /Image"), "no picture in the PDF")
    }

    @Test("a gradient value cairo cannot take is refused, named by its path in the list",
          arguments: [("fillGradient.start.x", GradientPaint.Geometry.linear(start: CGPoint(x: Double.nan, y: 0), end: .zero)),
                      ("fillGradient.endRadius", .radial(center: .zero, startRadius: 0, endRadius: .infinity)),
                      ("fillGradient.radii.width", .elliptical(center: .zero, radii: CGSize(width: 1e300, height: 1), startFraction: 0, endFraction: 1)),
                      ("fillGradient.endAngle", .angular(center: .zero, startAngle: 0, endAngle: -Double.infinity))])
    func refusesBadValues(field: String, geometry: GradientPaint.Geometry) throws {
        let list = Self.filledRectangle(GradientPaint(stops: Self.redToBlue, geometry: geometry))
        #expect { try list.validateForDrawing() } throws: { error in
            guard case let CairoError.invalidItemValue(named, _, _) = error else { return false }
            return named == "items[0].\(field)"
        }
    }

    @Test("flat gradients draw their last colour, and a fill without stops draws nothing, without upsetting cairo")
    func degenerateGeometry() throws {
        for geometry in [GradientPaint.Geometry.linear(start: .zero, end: .zero), .radial(center: .zero, startRadius: 5, endRadius: 5),
                         .elliptical(center: .zero, radii: .zero, startFraction: 0, endFraction: 1)] {
            let image = try renderThroughPNG(Self.filledRectangle(GradientPaint(stops: Self.redToBlue, geometry: geometry)))
            expectPixel(image, x: 100, y: 50, approximately: .blue, "\(geometry)")
        }
        let empty = try renderThroughPNG(Self.filledRectangle(GradientPaint(stops: [], geometry: .linear(start: .zero, end: CGPoint(x: 1, y: 0)))))
        expectPixel(empty, x: 100, y: 50, approximately: .white, "no stops")
    }
}
