import Foundation

/// A one-view container that changes nothing of the layout and whose frame a layout pass reports
/// with the placements of the leaves inside it (``LayoutPass/Result/scopes``): what effects drawn
/// over everything a view draws (`.clipShape`, `.clipped`, `.mask`) wrap the view in, so that
/// they are drawn in the view's frame, wherever the layout and the effects around it put it.
public struct DrawingScopeLayout: DrawingOnlyLayout, Sendable {
    /// Creates the layout.
    public init() {}

    /// The view's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    /// The view filling `bounds`.
    func arrangement(of subview: LayoutSubview, in bounds: CGRect, proposal: ProposedViewSize) -> (origin: CGPoint, offer: ProposedViewSize) {
        (bounds.origin, ProposedViewSize(width: bounds.width, height: bounds.height))
    }
}
