import Foundation
import LayoutCore

/// Places an alert's or a dialog's buttons: two side by side in an alert, otherwise one under
/// another, each a full cell, with hairlines between them (the separator subviews, used in order;
/// those not needed get no size).
struct AlertButtonsLayout: Layout {
    /// The height of a button's cell.
    let buttonHeight: CGFloat
    /// Whether two buttons go side by side (an alert) rather than one under the other (a dialog).
    let pairsSideBySide: Bool

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.width ?? PresentationMeasures.alertWidth
        let count = buttons(of: subviews).count
        let rows = pairsSideBySide && count == 2 ? 1 : count
        return CGSize(width: width, height: CGFloat(rows) * buttonHeight)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let buttons = buttons(of: subviews)
        var separators = subviews.filter { $0[AlertSeparatorKey.self] }[...]
        let thickness = PresentationMeasures.separatorThickness
        let sideBySide = pairsSideBySide && buttons.count == 2
        let cell = CGSize(width: sideBySide ? bounds.width / 2 : bounds.width, height: buttonHeight)
        for (number, button) in buttons.enumerated() {
            let origin = sideBySide ? CGPoint(x: bounds.minX + CGFloat(number) * cell.width, y: bounds.minY)
                : CGPoint(x: bounds.minX, y: bounds.minY + CGFloat(number) * cell.height)
            button.place(at: CGPoint(x: origin.x + cell.width / 2, y: origin.y + cell.height / 2), anchor: .center,
                         proposal: ProposedViewSize(cell))
            if let line = separators.popFirst() {
                line.place(at: origin, proposal: ProposedViewSize(width: cell.width, height: thickness))
            }
            if sideBySide, number == 1, let line = separators.popFirst() {
                line.place(at: origin, proposal: ProposedViewSize(width: thickness, height: cell.height))
            }
        }
        for line in separators { line.place(at: bounds.origin, proposal: .zero) }
    }

    private func buttons(of subviews: Subviews) -> [LayoutSubview] {
        subviews.filter { !$0[AlertSeparatorKey.self] }
    }
}

/// Marks the hairlines of an ``AlertButtonsLayout``.
struct AlertSeparatorKey: LayoutValueKey {
    static let defaultValue = false
}
