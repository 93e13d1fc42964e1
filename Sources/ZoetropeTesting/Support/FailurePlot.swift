import FileAccess
import Foundation
import SceneCore

/// A picture of a failed assertion, as SVG: each view's path in grey, where its failing samples
/// should have been in blue (the expected circle or segment, traced through them; the worst
/// joined to their samples), its failing samples as red dots (the worst ones ringed and numbered as in the
/// message, the numbers moved apart where they would overlap), in canvas coordinates (y down).
///
/// ``IssueReporter`` attaches it to the failing test (`swift test --attachments-path <folder>`
/// saves it), so a failure can be looked at as well as read.
enum FailurePlot {
    /// The plot's width in pixels; its height follows the paths' shape.
    static let width = 480.0
    /// The most views drawn, those with failures first.
    static let maximumViews = 16

    /// The SVG document.
    /// - Parameters:
    ///   - assertion: The assertion's name, for the title.
    ///   - results: Each view's trajectory and its failing samples.
    ///   - worst: The worst failures, as the message lists them, numbered from 1.
    /// - Returns: The SVG text.
    static func svg(_ assertion: String, results: [(trajectory: Trajectory, failures: [SampleFailure])],
                    worst: [(view: String, failure: SampleFailure)]) -> String {
        let shown = Array(results.sorted { !$0.failures.isEmpty && $1.failures.isEmpty }.prefix(maximumViews))
        let expected = shown.flatMap { $0.failures.compactMap(\.expected) }
        let points = (shown.flatMap { $0.trajectory.centers } + expected)
            .filter { $0.x.isFinite && $0.y.isFinite && abs($0.x) < 1e12 && abs($0.y) < 1e12 }
        let (minX, maxX) = (points.map(\.x).min() ?? 0, points.map(\.x).max() ?? 1)
        let (minY, maxY) = (points.map(\.y).min() ?? 0, points.map(\.y).max() ?? 1)
        let span = max(Double(max(maxX - minX, maxY - minY)), 1)
        let margin = 24.0
        let scale = (width - 2 * margin) / span
        let height = Double(maxY - minY) * scale + 2 * margin + 20
        func place(_ point: CGPoint) -> String? {
            guard point.x.isFinite, point.y.isFinite, abs(point.x) < 1e12, abs(point.y) < 1e12 else { return nil }
            let x = margin + Double(point.x - minX) * scale, y = margin + 20 + Double(point.y - minY) * scale
            return "\(number(x)),\(number(y))"
        }
        var lines = [
            #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(number(width))" height="\#(number(height))" font-family="sans-serif" font-size="11">"#,
            #"<rect width="100%" height="100%" fill="white"/>"#,
            "<text x=\"\(number(margin))\" y=\"16\">\(escape(assertion)): paths (grey), expected (blue), failing samples (red)</text>",
        ]
        for (trajectory, failures) in shown {
            let path = trajectory.centers.compactMap(place).joined(separator: " ")
            lines.append("<polyline points=\"\(path)\" fill=\"none\" stroke=\"#999999\" stroke-width=\"1\">"
                + "<title>\(escape(trajectory.viewDescription))</title></polyline>")
            let traced = failures.compactMap { $0.expected.flatMap(place) }
            if traced.count > 1 {
                lines.append("<polyline points=\"\(traced.joined(separator: " "))\" fill=\"none\" stroke=\"#1E88E5\" stroke-width=\"1\" "
                    + "stroke-dasharray=\"4 3\"/>")
            }
            for failure in failures {
                guard let at = place(failure.sample.center) else { continue }
                let xy = at.split(separator: ",")
                lines.append("<circle cx=\"\(xy[0])\" cy=\"\(xy[1])\" r=\"2\" fill=\"#E53935\"/>")
            }
        }
        var labels: [(x: Double, y: Double)] = []
        for (rank, item) in worst.enumerated() {
            guard let at = place(item.failure.sample.center) else { continue }
            let xy = at.split(separator: ",")
            if let should = item.failure.expected.flatMap(place) {
                let goal = should.split(separator: ",")
                lines.append("<line x1=\"\(goal[0])\" y1=\"\(goal[1])\" x2=\"\(xy[0])\" y2=\"\(xy[1])\" stroke=\"#1E88E5\" stroke-width=\"1.5\"/>")
            }
            lines.append("<circle cx=\"\(xy[0])\" cy=\"\(xy[1])\" r=\"5\" fill=\"none\" stroke=\"#B71C1C\" stroke-width=\"2\">"
                + "<title>\(escape(item.failure.message(view: item.view)))</title></circle>")
            let label = freeSpot(near: (x: (Double(xy[0]) ?? 0) + 7, y: (Double(xy[1]) ?? 0) - 7), avoiding: labels)
            labels.append(label)
            lines.append("<text x=\"\(number(label.x))\" y=\"\(number(label.y))\" fill=\"#B71C1C\">\(rank + 1)</text>")
        }
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// How far apart two numbers' places must be not to overlap, in pixels.
    static let labelSpacing = 13.0

    /// `spot`, or the first place below it, a line at a time, that no label in `taken` overlaps.
    static func freeSpot(near spot: (x: Double, y: Double), avoiding taken: [(x: Double, y: Double)]) -> (x: Double, y: Double) {
        var candidate = spot
        while taken.contains(where: { abs($0.x - candidate.x) < labelSpacing && abs($0.y - candidate.y) < labelSpacing }) {
            candidate.y += labelSpacing
        }
        return candidate
    }

    /// At most two decimals.
    private static func number(_ value: Double) -> String {
        NumberText.describe(value, decimals: 2)
    }

    /// Text safe inside SVG.
    private static func escape(_ text: String) -> String {
        MarkupText.escape(text)
    }
}
