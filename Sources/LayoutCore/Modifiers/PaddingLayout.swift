import AnimationCore
import Foundation

/// SwiftUI's `.padding(_:)` as a layout of one view: it proposes its view the proposal less the
/// insets (never below zero; an unspecified or infinite dimension stays so), is the view's size
/// plus the insets, and places the view inset from its top-leading corner.
public struct PaddingLayout: SingleViewLayout, Sendable {
    /// The space kept around the view.
    public var insets: EdgeInsets

    /// Creates padding.
    /// - Parameter insets: The space kept around the view.
    public init(insets: EdgeInsets) {
        self.insets = insets
    }

    /// The insets, top and leading then bottom and trailing: what a view's state change animates.
    public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(AnimatablePair(insets.top, insets.leading), AnimatablePair(insets.bottom, insets.trailing)) }
        set {
            insets = EdgeInsets(top: newValue.first.first, leading: newValue.first.second,
                                bottom: newValue.second.first, trailing: newValue.second.second)
        }
    }

    /// The view's size for the reduced proposal, plus the insets.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let size = subviews.first?.sizeThatFits(inset(proposal)) ?? .zero
        return CGSize(width: size.width + insets.total.width, height: size.height + insets.total.height)
    }

    /// The view inset within `bounds`.
    func arrangement(of subview: LayoutSubview, in bounds: CGRect, proposal: ProposedViewSize) -> (origin: CGPoint, offer: ProposedViewSize) {
        (CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top), inset(ProposedViewSize(width: bounds.width, height: bounds.height)))
    }

    private func inset(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { $0.isInfinite ? $0 : max($0 - insets.total.width, 0) },
                         height: proposal.height.map { $0.isInfinite ? $0 : max($0 - insets.total.height, 0) })
    }
}
