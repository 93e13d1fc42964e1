import AnimationCore
import Foundation

/// The layout of SwiftUI's `ScrollView`: its content at its own size along the axes it scrolls,
/// inside a frame that takes what it is offered, moved back by how far it is scrolled.
///
/// The content (one view) is offered nothing along the scrolled axes, so it takes its ideal
/// length there, and the scroll view's length across them. The scroll view takes the length it is
/// offered on each axis (the content's where that is unspecified or infinite), as SwiftUI's
/// greedy scroll view does. The content starts at the leading (top) edge along a scrolled axis,
/// less the scroll ``offset``, and is centred across the others. The offset is the layout's
/// animatable data, so a scroll animates by placing the content again at each frame; it is kept
/// between the start and the content's end (no scrolling past either end).
package struct ScrollLayout: Layout, Sendable {
    /// The axes the content scrolls along.
    let axes: Axis.Set
    /// How far the content is scrolled: the point of the content at the scroll view's top
    /// leading corner, before it is kept within the content.
    package var offset: CGSize

    /// Creates the layout of a scroll view along `axes`, scrolled by `offset`.
    package init(axes: Axis.Set, offset: CGSize = .zero) {
        self.axes = axes
        self.offset = offset
    }

    /// The scroll offset, animated as a pair (x, y).
    package var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(offset.width, offset.height) }
        set { offset = CGSize(width: newValue.first, height: newValue.second) }
    }

    /// What the scroll view is offered on each axis, or its content's length where that is
    /// unspecified or infinite. Zero without content.
    /// - Complexity: one proposal to the content.
    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let content = subviews.first else { return .zero }
        let size = content.sizeThatFits(contentOffer(for: proposal))
        return CGSize(width: length(offered: proposal.width, content: size.width),
                      height: length(offered: proposal.height, content: size.height))
    }

    /// Places the content at the start of `bounds` along the scrolled axes, less the offset kept
    /// within the content, and centred across the others.
    /// - Complexity: one proposal to the content.
    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let placed = ProposedViewSize(width: proposal.width ?? bounds.width, height: proposal.height ?? bounds.height)
        let offer = contentOffer(for: placed)
        for content in subviews {
            let size = content.sizeThatFits(offer)
            let shown = Self.kept(offset, content: size, viewport: bounds.size)
            let x = axes.contains(.horizontal) ? bounds.minX - shown.width : bounds.midX - size.width / 2
            let y = axes.contains(.vertical) ? bounds.minY - shown.height : bounds.midY - size.height / 2
            content.place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: offer)
        }
    }

    /// `offset` kept between no scrolling and the content's end: at most the content's length
    /// less the viewport's on each axis, and never less than zero.
    /// - Parameters:
    ///   - offset: How far the content is asked to scroll.
    ///   - content: The content's size.
    ///   - viewport: The scroll view's size.
    /// - Returns: The offset shown.
    package static func kept(_ offset: CGSize, content: CGSize, viewport: CGSize) -> CGSize {
        CGSize(width: keep(offset.width, within: content.width - viewport.width),
               height: keep(offset.height, within: content.height - viewport.height))
    }

    /// `value` between 0 and `end` (0 when `end` is less than 0); 0 for a value that is not finite.
    private static func keep(_ value: CGFloat, within end: CGFloat) -> CGFloat {
        guard value.isFinite else { return 0 }
        return min(max(value, 0), max(end, 0))
    }

    /// The content's offer: nothing along the scrolled axes, the proposal across them.
    private func contentOffer(for proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                         height: axes.contains(.vertical) ? nil : proposal.height)
    }

    /// The length offered, or the content's when the offer is unspecified or infinite.
    private func length(offered: CGFloat?, content: CGFloat) -> CGFloat {
        guard let offered, offered.isFinite else { return content }
        return offered
    }
}
