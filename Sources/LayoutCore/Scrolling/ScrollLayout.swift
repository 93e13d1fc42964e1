import Foundation

/// The layout of SwiftUI's `ScrollView`, at rest: its content at its own size along the axes it
/// scrolls, inside a frame that takes what it is offered.
///
/// The content (one view) is offered nothing along the scrolled axes, so it takes its ideal
/// length there, and the scroll view's length across them. The scroll view takes the length it is
/// offered on each axis (the content's where that is unspecified or infinite), as SwiftUI's
/// greedy scroll view does. The content starts at the leading (top) edge along a scrolled axis,
/// running past the far edge when it is longer, and is centred across the others. Nothing
/// scrolls: a scene shows the scroll view at its starting offset.
package struct ScrollLayout: Layout, Sendable {
    /// The axes the content scrolls along.
    let axes: Axis.Set

    /// Creates the layout of a scroll view along `axes`.
    package init(axes: Axis.Set) {
        self.axes = axes
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

    /// Places the content at the start of `bounds` along the scrolled axes, centred across the others.
    /// - Complexity: one proposal to the content.
    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let placed = ProposedViewSize(width: proposal.width ?? bounds.width, height: proposal.height ?? bounds.height)
        let offer = contentOffer(for: placed)
        for content in subviews {
            let size = content.sizeThatFits(offer)
            let x = axes.contains(.horizontal) ? bounds.minX : bounds.midX - size.width / 2
            let y = axes.contains(.vertical) ? bounds.minY : bounds.midY - size.height / 2
            content.place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: offer)
        }
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
