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
        #expect(svg.components(separatedBy: "<polyline").count - 1 == 2)
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
}
