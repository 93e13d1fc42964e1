import Foundation

/// A one-view container that changes nothing of the layout and whose frame a layout pass reports
/// with the placements of the leaves inside it (``LayoutPass/Result/scopes``): what effects drawn
/// over everything a view draws (`.clipShape`, `.clipped`, `.mask`) wrap the view in, so that
/// they are drawn in the view's frame, wherever the layout and the effects around it put it.
///
/// Its ``amounts`` are the effect's numbers (a shadow's radius and offset, a blur's radius): its
/// animatable data, so a change of state animates them as it animates a `rotationEffect`.
public struct DrawingScopeLayout: DrawingOnlyLayout, Sendable {
    /// The effect's numbers, reported with the container's frame.
    public var amounts: EffectAmounts

    /// Creates the layout.
    /// - Parameter amounts: The effect's numbers; none by default.
    public init(amounts: EffectAmounts = EffectAmounts()) {
        self.amounts = amounts
    }

    /// The effect's numbers, which a state change animates.
    public var animatableData: EffectAmounts {
        get { amounts }
        set { amounts = newValue }
    }

    /// The view's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    /// The view filling `bounds`.
    func arrangement(of subview: LayoutSubview, in bounds: CGRect, proposal: ProposedViewSize) -> (origin: CGPoint, offer: ProposedViewSize) {
        (bounds.origin, ProposedViewSize(width: bounds.width, height: bounds.height))
    }
}

/// A layout of one view whose frame a pass reports as a ``DrawingScope`` with numbers for how the
/// view is drawn, computed from the layout as it is shown (its animatable data interpolated) and
/// the view's size: ``DrawingScopeLayout``'s fixed amounts, or a user's `GeometryEffect`'s
/// projection.
public protocol DrawingScopeReporting: Layout {
    /// The numbers the pass reports with the container's frame.
    /// - Parameter size: The container's size in the pass.
    func reportedAmounts(in size: CGSize) -> [Double]
}

extension DrawingScopeLayout: DrawingScopeReporting {
    /// The effect's numbers, whatever the size.
    public func reportedAmounts(in size: CGSize) -> [Double] { amounts.values }
}
