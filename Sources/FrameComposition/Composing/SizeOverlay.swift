import Foundation
import FrameRendering
import LayoutCore


/// Article 004's `showSizes` drawn over a frame: at the top-leading corner of every view and
/// layout, a small card with the sizes asked for ("min 0×0", "ideal 70×70", "max ∞×∞").
package struct SizeOverlay {
    /// The reports to draw.
    package let reports: [ViewSizeReport]

    /// Creates the overlay of `reports`.
    package init(reports: [ViewSizeReport]) {
        self.reports = reports
    }

    static let fontSize = 9.0
    static let lineHeight = 11.0
    /// An estimate of DejaVu Sans's average advance at ``fontSize``, to size the card behind the text.
    static let averageAdvance = 5.6

    /// The cards, root first, each a translucent white box and its lines of text.
    package var items: [DisplayItem] {
        reports.flatMap(card(for:))
    }

    private func card(for report: ViewSizeReport) -> [DisplayItem] {
        let lines = report.sizes.map { Self.line(for: $0) }
        guard !lines.isEmpty else { return [] }
        let color: RGBAColor = report.leafIndex == nil ? RGBAColor(red8: 0, green8: 0x7A, blue8: 0xFF) : .black
        let width = Double(lines.map(\.count).max() ?? 0) * Self.averageAdvance + 4
        let height = Double(lines.count) * Self.lineHeight + 3
        let origin = report.frame.origin
        let box = ShapeItem(kind: .rectangle, center: CGPoint(x: origin.x + width / 2, y: origin.y + height / 2),
                            size: CGSize(width: width, height: height), fill: .white, opacity: 0.75)
        let texts = lines.enumerated().map { index, text in
            DisplayItem.text(TextItem(label: TextLabel(text: text, fontSize: Self.fontSize, color: color),
                                      position: CGPoint(x: origin.x + 2, y: origin.y + 2 + Double(index) * Self.lineHeight)))
        }
        return [.shape(box)] + texts
    }

    /// `min 0×0`, `ideal 70×70`, `max ∞×∞`, `now 70×70`, or `(30, ∞) 30×∞` for a proposal.
    package static func line(for measurement: ViewSizeReport.Measurement) -> String {
        let name: String
        switch measurement.request {
        case .minimum: name = "min"
        case .ideal: name = "ideal"
        case .maximum: name = "max"
        case .current: name = "now"
        case .proposal(let proposal): name = "(\(format(proposal.width)), \(format(proposal.height)))"
        }
        return "\(name) \(format(measurement.size.width))×\(format(measurement.size.height))"
    }

    /// A whole number without decimals, others with one; `∞` for infinity and `nil` for unspecified.
    static func format(_ value: CGFloat?) -> String {
        guard let value else { return "nil" }
        if value.isInfinite { return value > 0 ? "∞" : "-∞" }
        // Whole numbers print without decimals while they fit an Int exactly; larger ones in %g.
        if value == value.rounded(), Swift.abs(value) < 1e15 { return String(Int(value)) }
        if Swift.abs(value) >= 1e15 { return String(format: "%g", Double(value)) }
        return String(format: "%.1f", Double(value))
    }
}
