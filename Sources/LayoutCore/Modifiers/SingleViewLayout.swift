import Foundation

/// A layout of one view (a modifier's): where it puts the view and with what offer, so that the
/// view's explicit guides are reported where it is, as SwiftUI's modifiers pass them through.
protocol SingleViewLayout: Layout where Cache == () {
    /// The view's top-leading corner in `bounds` and the offer it is placed with.
    func arrangement(of subview: LayoutSubview, in bounds: CGRect, proposal: ProposedViewSize) -> (origin: CGPoint, offer: ProposedViewSize)
}

extension SingleViewLayout {
    /// Places the only view as ``arrangement(of:in:proposal:)`` says.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let subview = subviews.first else { return }
        let (origin, offer) = arrangement(of: subview, in: bounds, proposal: proposal)
        subview.place(at: origin, anchor: .topLeading, proposal: offer)
    }

    /// The view's explicit value for `guide`, where it is placed; `nil` when it has none.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout ()) -> CGFloat? {
        guard let subview = subviews.first else { return nil }
        let (origin, offer) = arrangement(of: subview, in: bounds, proposal: proposal)
        return subview.dimensions(in: offer)[explicit: guide].map { origin.x + $0 }
    }

    /// The view's explicit value for `guide`, where it is placed; `nil` when it has none.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout ()) -> CGFloat? {
        guard let subview = subviews.first else { return nil }
        let (origin, offer) = arrangement(of: subview, in: bounds, proposal: proposal)
        return subview.dimensions(in: offer)[explicit: guide].map { origin.y + $0 }
    }
}

/// A layout of one view that changes only how the view is drawn (moved, turned, scaled): its
/// explicit guides stay where the view's frame is, so what aligns on the view does not follow.
protocol DrawingOnlyLayout: SingleViewLayout {}

extension DrawingOnlyLayout {
    /// The view's explicit value for `guide` where its frame is, not where it is drawn.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout ()) -> CGFloat? {
        subviews.first?.dimensions(in: ProposedViewSize(width: bounds.width, height: bounds.height))[explicit: guide].map { bounds.minX + $0 }
    }

    /// As the horizontal one, for a vertical guide.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout ()) -> CGFloat? {
        subviews.first?.dimensions(in: ProposedViewSize(width: bounds.width, height: bounds.height))[explicit: guide].map { bounds.minY + $0 }
    }
}
