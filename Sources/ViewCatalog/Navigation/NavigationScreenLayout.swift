import Foundation
import LayoutCore

/// Lays out a navigation screen: its content views, then its navigation bar and its bottom
/// toolbar (the last two subviews). The bar takes its height at the top, the toolbar at the
/// bottom, and the content views the space between, each centred in it.
struct NavigationScreenLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count >= 2 else { return }
        let bar = subviews[subviews.count - 2], bottomBar = subviews[subviews.count - 1]
        let barHeight = bar.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil)).height
        let bottomHeight = bottomBar.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil)).height
        bar.place(at: CGPoint(x: bounds.minX, y: bounds.minY), proposal: ProposedViewSize(width: bounds.width, height: barHeight))
        bottomBar.place(at: CGPoint(x: bounds.minX, y: bounds.maxY), anchor: .bottomLeading,
                        proposal: ProposedViewSize(width: bounds.width, height: bottomHeight))
        let contentHeight = max(0, bounds.height - barHeight - bottomHeight)
        let centre = CGPoint(x: bounds.midX, y: bounds.minY + barHeight + contentHeight / 2)
        for content in subviews.dropLast(2) {
            content.place(at: centre, anchor: .center, proposal: ProposedViewSize(width: bounds.width, height: contentHeight))
        }
    }
}
