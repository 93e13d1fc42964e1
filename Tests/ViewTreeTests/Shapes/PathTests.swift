import AnimationCore
import Foundation
import FrameRendering
import LayoutCore
import SceneCore
import Testing
import ZoetropeTestSupport

/// SwiftUI's `Path`: building, arcs in SwiftUI's flipped sense, bounds, trimming and hit testing.
@Suite("Path")
struct PathTests {
    @Test("an empty path has no elements, no current point, a null bounding rectangle and contains nothing")
    func empty() {
        let path = Path()
        #expect(path.isEmpty && path.currentPoint == nil && path.description.isEmpty)
        #expect(path.boundingRect.isNull)
        #expect(path.trimmedPath(from: 0.2, to: 0.8).isEmpty)
        #expect(!path.contains(.zero))
        var closed = Path()
        closed.closeSubpath()
        #expect(closed.isEmpty, "closing an empty path adds nothing")
    }

    @Test("the builder adds elements in order; after closeSubpath the current point is the subpath's start and the next line starts there")
    func builder() {
        var path = Path { path in
            path.move(to: CGPoint(x: 10, y: 10))
            path.addLine(to: CGPoint(x: 50, y: 10))
            path.addLine(to: CGPoint(x: 50, y: 40.5))
            path.closeSubpath()
        }
        #expect(path.description == "10 10 m 50 10 l 50 40.5 l h")
        #expect(path.currentPoint == CGPoint(x: 10, y: 10))
        path.addLine(to: CGPoint(x: 0, y: 0))
        #expect(path.currentPoint == .zero)
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 50, height: 40.5))
        var elements: [Path.Element] = []
        path.forEach { elements.append($0) }
        #expect(elements.count == 5 && elements.last == .line(to: .zero))
    }

    @Test("a segment added to an empty path starts it: a line moves to its end, a curve to its first control point")
    func segmentsStartEmptyPaths() {
        #expect(Path { $0.addLine(to: CGPoint(x: 5, y: 5)) }.description == "5 5 m")
        #expect(Path { $0.addQuadCurve(to: CGPoint(x: 4, y: 0), control: CGPoint(x: 2, y: 2)) }.description == "2 2 m 2 2 4 0 q")
        #expect(Path { $0.addLines([]) }.isEmpty)
        #expect(Path { $0.addLines([CGPoint(x: 1, y: 2), CGPoint(x: 3, y: 4)]) }.description == "1 2 m 3 4 l")
    }

    @Test("a rectangle runs from its top-left corner clockwise on screen and closes; a transform moves its points")
    func rectangle() {
        let rect = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(Path(rect).description == "10 20 m 40 20 l 40 60 l 10 60 l h")
        #expect(Path(rect) == Path { $0.addRect(rect) })
        let moved = Path { $0.addRect(rect, transform: CGAffineTransform(translationX: 5, y: -5)) }
        #expect(moved.boundingRect == CGRect(x: 15, y: 15, width: 30, height: 40))
        #expect(Path { $0.addRects([rect, rect]) }.description.components(separatedBy: "h").count == 3)
    }

    @Test("an ellipse starts at its rightmost point and turns clockwise on screen (down first), in four closed quarters")
    func ellipse() {
        let path = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 50))
        var elements: [Path.Element] = []
        path.forEach { elements.append($0) }
        #expect(elements.count == 6 && elements.first == .move(to: CGPoint(x: 100, y: 25)) && elements.last == .closeSubpath)
        guard case .curve(let end, _, _) = elements[1] else { return #expect(Bool(false), "\(elements[1]) is a curve") }
        #expect(end == CGPoint(x: 50, y: 50))
        expectClose(path.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test("addArc's clockwise is SwiftUI's flipped one: false turns clockwise on screen, true the other way; a full turn is a circle")
    func arcDirection() throws {
        let centre = CGPoint(x: 50, y: 50)
        let screenClockwise = Path { $0.addArc(center: centre, radius: 20, startAngle: .zero, endAngle: .degrees(90), clockwise: false) }
        expectClose(try #require(screenClockwise.currentPoint), CGPoint(x: 50, y: 70), tolerance: 1e-9, "end")
        let middle = try #require(screenClockwise.trimmedPath(from: 0, to: 0.5).currentPoint)
        expectClose(middle, CGPoint(x: 50 + 20 * cos(Double.pi / 4), y: 50 + 20 * sin(Double.pi / 4)), tolerance: 1e-6, "half way (below right)")
        let other = Path { $0.addArc(center: centre, radius: 20, startAngle: .zero, endAngle: .degrees(90), clockwise: true) }
        var ends: [CGPoint] = []
        other.forEach { if case .curve(let end, _, _) = $0 { ends.append(end) } }
        #expect(ends.count == 3, "three quarters the other way round")
        for (end, expected) in zip(ends, [CGPoint(x: 50, y: 30), CGPoint(x: 30, y: 50), CGPoint(x: 50, y: 70)]) {
            expectClose(end, expected, tolerance: 1e-9, "through the top and the left")
        }
        let circle = Path { $0.addArc(center: centre, radius: 20, startAngle: .zero, endAngle: .degrees(360), clockwise: false) }
        expectClose(circle.boundingRect, CGRect(x: 30, y: 30, width: 40, height: 40), tolerance: 1e-9)
        #expect(Path { $0.addArc(center: centre, radius: 20, startAngle: .zero, endAngle: .zero, clockwise: false) }.description == "70 50 m")
    }

    @Test("an arc after a point is joined to it by a line; addRelativeArc turns by its delta, negative counterclockwise on screen")
    func relativeArc() throws {
        let path = Path { path in
            path.move(to: .zero)
            path.addRelativeArc(center: CGPoint(x: 50, y: 50), radius: 20, startAngle: .zero, delta: .degrees(-90))
        }
        var elements: [Path.Element] = []
        path.forEach { elements.append($0) }
        #expect(elements.count == 3 && elements[1] == .line(to: CGPoint(x: 70, y: 50)))
        expectClose(try #require(path.currentPoint), CGPoint(x: 50, y: 30), tolerance: 1e-9, "a quarter up")
    }

    @Test("a tangent arc rounds the corner between its two lines; with no corner to round it adds a line")
    func tangentArc() throws {
        let path = Path { path in
            path.move(to: .zero)
            path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        }
        var elements: [Path.Element] = []
        path.forEach { elements.append($0) }
        #expect(elements.count == 3 && elements[1] == .line(to: CGPoint(x: 80, y: 0)))
        expectClose(try #require(path.currentPoint), CGPoint(x: 100, y: 20), tolerance: 1e-9, "where the arc meets the second line")
        let middle = try #require(path.trimmedPath(from: 0, to: 0.99999).currentPoint)
        expectClose(hypot(Double(middle.x) - 80, Double(middle.y) - 20), 20, tolerance: 1e-3, "on the circle about (80, 20)")
        let straight = Path { path in
            path.move(to: .zero)
            path.addArc(tangent1End: CGPoint(x: 50, y: 0), tangent2End: CGPoint(x: 100, y: 0), radius: 20)
        }
        #expect(straight.description == "0 0 m 50 0 l")
        #expect(Path { $0.addArc(tangent1End: CGPoint(x: 5, y: 6), tangent2End: .zero, radius: 3) }.description == "5 6 m")
    }

    @Test("boundingRect holds the curves, not their control points")
    func boundsAreTight() {
        let hump = Path { path in
            path.move(to: .zero)
            path.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        }
        expectClose(hump.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 50), tolerance: 1e-9)
        let s = Path { path in
            path.move(to: .zero)
            path.addCurve(to: CGPoint(x: 90, y: 0), control1: CGPoint(x: 30, y: 60), control2: CGPoint(x: 60, y: -60))
        }
        // x(t) is monotonic; y(t) = 180 t (1 − t) (1 − 2t) peaks at t = (3 − √3) / 6.
        let t = (3 - 3.0.squareRoot()) / 6
        let peak = 180 * t * (1 - t) * (1 - 2 * t)
        expectClose(s.boundingRect, CGRect(x: 0, y: -peak, width: 90, height: 2 * peak), tolerance: 1e-9)
    }

    @Test("applying and offsetBy move every point")
    func transforms() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 20)
        #expect(Path(rect).offsetBy(dx: 5, dy: -3).boundingRect == CGRect(x: 5, y: -3, width: 10, height: 20))
        expectClose(Path(rect).applying(CGAffineTransform(rotationAngle: .pi / 2)).boundingRect,
                    CGRect(x: -20, y: 0, width: 20, height: 10), tolerance: 1e-9)
        #expect(Path(rect).applying(.identity) == Path(rect))
    }

    @Test("trimmedPath keeps the part between two fractions of the length, closing lines included; nothing when from is not below to")
    func trimming() throws {
        let rect = Path(CGRect(x: 0, y: 0, width: 100, height: 50))
        // The perimeter is 300: half way is the bottom-right corner.
        #expect(rect.trimmedPath(from: 0, to: 0.5).description == "0 0 m 100 0 l 100 50 l")
        let middle = rect.trimmedPath(from: 0.25, to: 0.75)
        #expect(middle.description == "75 0 m 100 0 l 100 50 l 25 50 l")
        #expect(rect.trimmedPath(from: 0.9, to: 1).description == "0 30 m 0 0 l", "the closing line: 270 of 300 is 20 up it")
        #expect(rect.trimmedPath(from: 0.5, to: 0.5).isEmpty && rect.trimmedPath(from: 0.6, to: 0.4).isEmpty)
        #expect(rect.trimmedPath(from: 0, to: 1) == rect && rect.trimmedPath(from: -1, to: 2) == rect)
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        expectClose(try #require(circle.trimmedPath(from: 0, to: 0.25).currentPoint), CGPoint(x: 50, y: 100), tolerance: 1e-6,
                    "a quarter of a circle from three o'clock is six o'clock")
        let twoParts = Path { path in
            path.addLines([.zero, CGPoint(x: 10, y: 0)])
            path.addLines([CGPoint(x: 0, y: 5), CGPoint(x: 10, y: 5)])
        }
        #expect(twoParts.trimmedPath(from: 0.25, to: 0.75).description == "5 0 m 10 0 l 0 5 m 5 5 l")
    }

    @Test("contains fills by the non-zero rule unless told even-odd: a pentagram's centre is inside only by non-zero")
    func containment() {
        let star = Path { path in
            path.addLines((0..<5).map { index in
                let angle = -Double.pi / 2 + Double(index) * 4 * Double.pi / 5
                return CGPoint(x: 50 + 40 * cos(angle), y: 50 + 40 * sin(angle))
            })
            path.closeSubpath()
        }
        #expect(star.contains(CGPoint(x: 50, y: 50)) && !star.contains(CGPoint(x: 50, y: 50), eoFill: true))
        #expect(star.contains(CGPoint(x: 50, y: 15)) && star.contains(CGPoint(x: 50, y: 15), eoFill: true), "a tip")
        #expect(!star.contains(CGPoint(x: 5, y: 5)))
        let disc = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(disc.contains(CGPoint(x: 50, y: 1)) && !disc.contains(CGPoint(x: 3, y: 3)))
    }

    @Test("rounded rectangles: corners on their circle, radii clamped to half a side, quarter ellipses of a corner size, uneven radii")
    func roundedRectangles() throws {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
        let rounded = Path(roundedRect: rect, cornerRadius: 10)
        expectClose(rounded.boundingRect, rect, tolerance: 1e-9)
        #expect(rounded.description.hasPrefix("10 0 m 90 0 l"))
        let corner = try #require(rounded.trimmedPath(from: 0, to: 1).currentPoint)
        #expect(corner == CGPoint(x: 10, y: 0), "it closes where it started")
        // The top-left corner's middle is on its circle about (10, 10).
        let beforeClose = rounded.trimmedPath(from: 0, to: 1 - 0.5 * (Double.pi * 5) / Self.perimeter(100, 60, radius: 10))
        let halfWay = try #require(beforeClose.currentPoint)
        expectClose(hypot(Double(halfWay.x) - 10, Double(halfWay.y) - 10), 10, tolerance: 3e-3, "half way round the top-left corner, on its circle")
        expectClose(halfWay, CGPoint(x: 10 - 10 * cos(Double.pi / 4), y: 10 - 10 * sin(Double.pi / 4)), tolerance: 1e-2, "at 45°")
        let capsule = Path(roundedRect: rect, cornerRadius: 100, style: .circular)
        var elements: [Path.Element] = []
        capsule.forEach { elements.append($0) }
        #expect(elements.count == 8 && elements[0] == .move(to: CGPoint(x: 30, y: 0)), "no zero-length sides: \(capsule) \(elements.count)")
        let oval = Path(roundedRect: rect, cornerSize: CGSize(width: 20, height: 10))
        #expect(oval.description.hasPrefix("20 0 m 80 0 l") && oval.description.contains(" 100 10 c 100 50 l"))
        let uneven = Path(roundedRect: rect, cornerRadii: RectangleCornerRadii(topLeading: 0, bottomLeading: 40, bottomTrailing: 0, topTrailing: 20))
        #expect(uneven.description.hasPrefix("0 0 m 80 0 l"), "\(uneven)")
        #expect(uneven.description.contains("100 60 l 30 60 l"), "the bottom-left radius clamped to 30: \(uneven)")
        #expect(Path(roundedRect: rect, cornerRadius: 0) == Path(rect))
    }

    /// The perimeter of a `width` × `height` rectangle with corners of `radius`.
    static func perimeter(_ width: Double, _ height: Double, radius: Double) -> Double {
        2 * (width + height) - 8 * radius + 2 * Double.pi * radius
    }
}
