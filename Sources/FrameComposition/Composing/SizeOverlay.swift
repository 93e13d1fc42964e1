import Foundation
import FrameRendering
import LayoutCore


/// Article 004's `showSizes` drawn over a frame: at the top-leading corner of every view and
/// layout ("an overlay will float in the view's header corner"), a small card with the sizes asked
/// for ("min 0×0", "ideal 70×70", "max ∞×∞"); next to the view instead when the card would hide a
/// label there.
package struct SizeOverlay {
    /// The reports to draw.
    package let reports: [ViewSizeReport]
    /// What no card may cover when there is room elsewhere: the labelled views, as drawn.
    package let labels: [CGRect]
    /// The canvas, which cards moved off their view stay inside.
    package let canvas: CGRect

    /// Creates the overlay of `reports`.
    /// - Parameters:
    ///   - reports: The sizes to show, root first.
    ///   - labels: Where the frame's labelled views are drawn; a card goes next to its view rather
    ///     than over one of these, when it can.
    ///   - canvas: The canvas's rectangle.
    package init(reports: [ViewSizeReport], labels: [CGRect] = [], canvas: CGRect = .infinite) {
        self.reports = reports
        self.labels = labels
        self.canvas = canvas
    }

    static let fontSize = 9.0
    static let lineHeight = 11.0
    /// An estimate of DejaVu Sans's average advance at ``fontSize``, to size the card behind the text.
    static let averageAdvance = 5.6

    /// The cards, root first, each a white box and its lines of text (blue for layouts, black for
    /// views). A card goes at its view's top-leading corner, or next to the view (below, above,
    /// after, before) when it would hide a labelled view or a card there; with no such room, it
    /// starts at the corner and moves down past the cards placed before it. No card hides another.
    /// - Complexity: O(*n* log *n*) in the reports when cards' columns repeat (a flow, a grid, a
    ///   stack); see ``CardPlacement``.
    package var items: [DisplayItem] {
        var placement = CardPlacement()
        labels.forEach { placement.avoid($0) }
        return reports.flatMap { report -> [DisplayItem] in
            let lines = report.sizes.map { Self.line(for: $0) }
            guard !lines.isEmpty else { return [] }
            let size = CGSize(width: Double(lines.map(\.count).max() ?? 0) * Self.averageAdvance + 4,
                              height: Double(lines.count) * Self.lineHeight + 3)
            let rect = placement.place(size, around: report.frame, within: canvas)
            return card(lines, in: rect, isLayout: report.leafIndex == nil)
        }
    }

    /// The first rectangle of `size` at `origin` or below it that overlaps none of `placed`: the
    /// rule, as written. ``items`` places its cards by it through ``CardPlacement``, which finds
    /// the same rectangles without scanning every card at every step.
    /// - Complexity: O(*n*) per step, and a step per card passed: O(*n*²) for one card.
    static func freeRect(of size: CGSize, at origin: CGPoint, avoiding placed: [CGRect]) -> CGRect {
        var rect = CGRect(origin: origin, size: size)
        // Each step moves below one card it overlaps, so there are at most as many steps as cards.
        for _ in 0...placed.count {
            guard let blocking = placed.first(where: { $0.intersects(rect) }) else { break }
            rect.origin.y = blocking.maxY + 1
        }
        return rect
    }

    private func card(_ lines: [String], in rect: CGRect, isLayout: Bool) -> [DisplayItem] {
        let color: RGBAColor = isLayout ? RGBAColor(red8: 0, green8: 0x7A, blue8: 0xFF) : .black
        let box = ShapeItem(kind: .rectangle, center: CGPoint(x: rect.midX, y: rect.midY), size: rect.size, fill: .white,
                            stroke: Stroke(color: RGBAColor(red: color.red, green: color.green, blue: color.blue, alpha: 0.5), width: 0.5),
                            opacity: 0.85)
        let texts = lines.enumerated().map { index, text in
            DisplayItem.text(TextItem(label: TextLabel(text: text, fontSize: Self.fontSize, color: color),
                                      position: CGPoint(x: rect.minX + 2, y: rect.minY + 2 + Double(index) * Self.lineHeight)))
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
