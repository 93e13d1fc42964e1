import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import ZoetropeTesting

/// The plot attached to a failed assertion: every view's path, the failing samples, the worst
/// ones numbered as in the message.
@Suite("The failure plot")
struct FailurePlotTests {
    static func trajectory(view: Int, label: String? = nil, points: [CGPoint]) -> Trajectory {
        Trajectory(viewIndex: view, label: label, samples: points.enumerated().map { index, point in
            Trajectory.Sample(frame: index, time: Double(index) / 10, center: point, size: .zero)
        })
    }

    @Test("one polyline per view, a red dot per failing sample, a numbered ring per worst one; valid XML")
    func drawsPathsAndFailures() throws {
        let still = Self.trajectory(view: 0, points: [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 0)])
        let moving = Self.trajectory(view: 1, label: "a<b", points: [CGPoint(x: 10, y: 0), CGPoint(x: 20, y: 10), CGPoint(x: 30, y: CGFloat.nan)])
        let failures = moving.stationaryFailures(tolerance: 1)
        #expect(failures.count == 2)
        let worst = failures.map { (view: moving.viewDescription, failure: $0) }
        let svg = FailurePlot.svg("expectStationary", results: [(still, []), (moving, failures)], worst: Array(worst.prefix(1)))
        #expect(svg.components(separatedBy: "stroke=\"#999999\"").count - 1 == 2, "one grey path per view")
        #expect(svg.components(separatedBy: "fill=\"#E53935\"").count - 1 == 1, "the NaN sample is left out, not drawn at NaN")
        #expect(svg.contains(">1</text>"))
        #expect(svg.contains("view 1 (&quot;a&lt;b&quot;)"))
        #expect(!svg.contains("nan"))
        let parser = XMLParser(data: Data(svg.utf8))
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    }

    @Test("a path of one point, or at infinity, still makes a picture")
    func degenerate() {
        let point = Self.trajectory(view: 0, points: [CGPoint(x: 5, y: 5)])
        let far = Self.trajectory(view: 1, points: [CGPoint(x: CGFloat.infinity, y: 0), CGPoint(x: 1e300, y: 1)])
        let svg = FailurePlot.svg("expectFollowsArc", results: [(point, []), (far, [])], worst: [])
        #expect(svg.hasPrefix("<svg ") && svg.hasSuffix("</svg>\n"))
        #expect(!svg.contains("nan") && !svg.contains("inf"))
    }

    @Test("where each failing sample should have been: on the circle towards it, on the segment, at the first centre")
    func expectedPlaces() throws {
        let center = CGPoint(x: 100, y: 100)
        let points = [CGPoint(x: 100, y: 40), CGPoint(x: 170, y: 100), CGPoint(x: 130, y: 150)]
        let arc = Self.trajectory(view: 0, points: points).arcFailures(center: center, radius: { _ in 50 }, tolerance: 0.5)
        #expect(arc.count == 3)
        for failure in arc {
            let expected = try #require(failure.expected)
            let (dx, dy) = (expected.x - center.x, expected.y - center.y)
            #expect(abs(hypot(dx, dy) - 50) < 1e-9, "on the circle: \(expected)")
            let (sx, sy) = (failure.sample.center.x - center.x, failure.sample.center.y - center.y)
            #expect(abs(dx * sy - dy * sx) < 1e-9 && dx * sx + dy * sy > 0, "towards the sample: \(expected)")
        }
        let segment = Self.trajectory(view: 0, points: [CGPoint(x: 5, y: 9), CGPoint(x: 30, y: -4)])
            .segmentFailures(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 20, y: 0), tolerance: 1)
        #expect(segment.map(\.expected) == [CGPoint(x: 5, y: 0), CGPoint(x: 20, y: 0)])
        let moved = Self.trajectory(view: 0, points: [CGPoint(x: 1, y: 2), CGPoint(x: 9, y: 2)]).stationaryFailures(tolerance: 1)
        #expect(moved.map(\.expected) == [CGPoint(x: 1, y: 2)])
    }

    @Test("the plot draws the expected places in blue, the worst joined to their samples, and numbers that do not overlap")
    func drawsExpectedAndSeparatesNumbers() throws {
        // Three failing samples at one place: their numbers are moved apart.
        let still = Self.trajectory(view: 0, points: [CGPoint(x: 60, y: 0), CGPoint(x: 60, y: 0), CGPoint(x: 60, y: 0)])
        let failures = still.arcFailures(center: .zero, radius: { _ in 50 }, tolerance: 1)
        let worst = failures.map { (view: still.viewDescription, failure: $0) }
        let svg = FailurePlot.svg("expectFollowsArc", results: [(still, failures)], worst: worst)
        #expect(svg.components(separatedBy: "<line ").count - 1 == 3, "one blue line from each worst sample to where it should be")
        #expect(svg.contains("stroke=\"#1E88E5\" stroke-width=\"1\" stroke-dasharray"), "the expected places traced")
        let numbers = svg.split(separator: "\n").filter { $0.hasPrefix("<text") && $0.contains("#B71C1C") }
        let places = numbers.compactMap { line -> (Double, Double)? in
            guard let x = Self.attribute("x", in: line), let y = Self.attribute("y", in: line) else { return nil }
            return (x, y)
        }
        #expect(places.count == 3)
        for (i, a) in places.enumerated() {
            for b in places[(i + 1)...] {
                #expect(abs(a.0 - b.0) >= FailurePlot.labelSpacing || abs(a.1 - b.1) >= FailurePlot.labelSpacing, "\(places)")
            }
        }
        let parser = XMLParser(data: Data(svg.utf8))
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    }

    /// The value of `name="…"` in an SVG element's line.
    static func attribute(_ name: String, in line: Substring) -> Double? {
        guard let start = line.range(of: " \(name)=\"") else { return nil }
        return Double(line[start.upperBound...].prefix { $0 != "\"" })
    }
}
