import Foundation
import LayoutCore

/// Places a presented sheet on the screen, whatever view presents it (outside a scene, in the
/// bounds of the view that presents it): the dimming over all of
/// it (and beyond, to the screen's edges), the card from its detent's height (or, for a
/// full-screen cover, the top) to the bottom, the
/// drag indicator at the card's top, and the content on the card.
struct SheetLayout: Layout {
    /// Whether the card covers the whole of the bounds (a full-screen cover) rather than resting
    /// at its detent under the status bar.
    var fullScreen = false
    /// The screen's size, its top-leading corner at the canvas's origin: the sheet covers the
    /// screen whatever the frame of the view that presents it (a button's); `nil` to cover that
    /// frame.
    var screen: CGSize?

    /// How far the dimming reaches past the presenting view, so that it covers the screen
    /// around a presenting view smaller than it.
    static let dimmingReach: CGFloat = 2000

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: CGSize(width: 393, height: 852))
    }

    func placeSubviews(in presenter: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let bounds = screen.map { CGRect(origin: .zero, size: $0) } ?? presenter
        let options = Self.options(of: subviews)
        let height = fullScreen ? bounds.height : options.restingDetent(in: bounds.height).sheetHeight(in: bounds.height)
        let card = CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
        for subview in subviews {
            switch subview[SheetPartKey.self] {
            case .dimming:
                let reach = Self.dimmingReach
                subview.place(at: CGPoint(x: bounds.minX - reach, y: bounds.minY - reach),
                              proposal: ProposedViewSize(width: bounds.width + 2 * reach, height: bounds.height + 2 * reach))
            case .card:
                subview.place(at: card.origin, proposal: ProposedViewSize(card.size))
            case .dragIndicator:
                let size = options.showsDragIndicator ? PresentationMeasures.dragIndicatorSize : .zero
                subview.place(at: CGPoint(x: card.midX, y: card.minY + PresentationMeasures.dragIndicatorTop), anchor: .top,
                              proposal: ProposedViewSize(size))
            case .content:
                subview.place(at: CGPoint(x: card.midX, y: card.midY), anchor: .center, proposal: ProposedViewSize(card.size))
            }
        }
    }

    /// What the content's views ask of the sheet.
    static func options(of subviews: Subviews) -> SheetOptions {
        var options = SheetOptions()
        for subview in subviews where subview[SheetPartKey.self] == .content {
            if let detents = subview[SheetDetentsKey.self] {
                options.detents = detents.detents.isEmpty ? [.large] : detents.detents
                options.selectedDetent = detents.selection
            }
            if let indicator = subview[SheetDragIndicatorKey.self] { options.dragIndicator = indicator }
            if let disabled = subview[SheetDismissDisabledKey.self] { options.interactiveDismissDisabled = disabled }
        }
        return options
    }
}
