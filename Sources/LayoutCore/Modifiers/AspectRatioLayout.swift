import AnimationCore
import Foundation

/// How a view fills the space an aspect ratio gives it: SwiftUI's `ContentMode`.
public enum ContentMode: Hashable, Sendable, CaseIterable {
    /// The largest size with the ratio that fits inside the proposal.
    case fit
    /// The smallest size with the ratio that covers the proposal.
    case fill
}

/// SwiftUI's `.aspectRatio(_:contentMode:)` as a layout of one view: the view is proposed the
/// size of the given ratio (width over height; the view's own ideal ratio when none is given)
/// that fits in, or fills, the proposal, and takes what it answers. A dimension proposed
/// unspecified or infinite follows from the other; both so, the view is proposed its ideal size's
/// width and the height the ratio gives. `.scaledToFit()` and `.scaledToFill()` are this with the
/// view's own ratio.
public struct AspectRatioLayout: SingleViewLayout, Sendable {
    /// Width over height; `nil` for the view's ideal ratio.
    public var ratio: CGFloat?
    /// Whether the view fits in the proposal or fills it.
    public var contentMode: ContentMode

    /// Creates the layout.
    public init(ratio: CGFloat? = nil, contentMode: ContentMode) {
        self.ratio = ratio
        self.contentMode = contentMode
    }

    /// What the view answers for the size the ratio gives.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let subview = subviews.first else { return .zero }
        return subview.sizeThatFits(offer(for: proposal, to: subview))
    }

    /// The view in `bounds`, offered the size the ratio gives for them.
    func arrangement(of subview: LayoutSubview, in bounds: CGRect, proposal: ProposedViewSize) -> (origin: CGPoint, offer: ProposedViewSize) {
        let offer = offer(for: ProposedViewSize(width: bounds.width, height: bounds.height), to: subview)
        let size = subview.sizeThatFits(offer)
        return (CGPoint(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2), offer)
    }

    /// The size of the ratio for `proposal`.
    private func offer(for proposal: ProposedViewSize, to subview: LayoutSubview) -> ProposedViewSize {
        let ideal = subview.sizeThatFits(.unspecified)
        let ratio = self.ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        guard ratio.isFinite, ratio > 0 else { return proposal }
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        switch (width, height) {
        case let (width?, height?):
            let fitted = contentMode == .fit ? min(width, height * ratio) : max(width, height * ratio)
            return ProposedViewSize(width: fitted, height: fitted / ratio)
        case let (width?, nil):
            return ProposedViewSize(width: width, height: width / ratio)
        case let (nil, height?):
            return ProposedViewSize(width: height * ratio, height: height)
        case (nil, nil):
            return ProposedViewSize(width: ideal.width, height: ideal.width / ratio)
        }
    }
}
