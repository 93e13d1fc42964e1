import Foundation
import SceneCore

/// A picture of a failed assertion, as SVG: each view's path in grey, its failing samples as red
/// dots (the worst ones larger and numbered as in the message), in canvas coordinates (y down).
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
        let points = shown.flatMap { $0.trajectory.centers }.filter { $0.x.isFinite && $0.y.isFinite && abs($0.x) < 1e12 && abs($0.y) < 1e12 }
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
            "<text x=\"\(number(margin))\" y=\"16\">\(escape(assertion)): paths (grey), failing samples (red)</text>",
        ]
        for (trajectory, failures) in shown {
            let path = trajectory.centers.compactMap(place).joined(separator: " ")
            lines.append("<polyline points=\"\(path)\" fill=\"none\" stroke=\"#999999\" stroke-width=\"1\">"
                + "<title>\(escape(trajectory.viewDescription))</title></polyline>")
            for failure in failures {
                guard let at = place(failure.sample.center) else { continue }
                let xy = at.split(separator: ",")
                lines.append("<circle cx=\"\(xy[0])\" cy=\"\(xy[1])\" r=\"2\" fill=\"#E53935\"/>")
            }
        }
        for (rank, item) in worst.enumerated() {
            guard let at = place(item.failure.sample.center) else { continue }
            let xy = at.split(separator: ",")
            lines.append("<circle cx=\"\(xy[0])\" cy=\"\(xy[1])\" r=\"5\" fill=\"none\" stroke=\"#B71C1C\" stroke-width=\"2\">"
                + "<title>\(escape(item.failure.message(view: item.view)))</title></circle>")
            lines.append("<text x=\"\(xy[0])\" y=\"\(xy[1])\" dx=\"7\" dy=\"-7\" fill=\"#B71C1C\">\(rank + 1)</text>")
        }
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// At most two decimals.
    private static func number(_ value: Double) -> String {
        NumberText.describe(value, decimals: 2)
    }

    /// Text safe inside SVG.
    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
