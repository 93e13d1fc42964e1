import Foundation

/// A layout that shows the first of its subviews that fits: what SwiftUI's `ViewThatFits` view does, as a layout
/// whose subviews are the alternatives (usually containers, such as a row and a column of the
/// same views).
///
/// A subview fits when its ideal size (its size for the unspecified proposal) is no larger than
/// the proposal in each of ``axes``; an unspecified proposed dimension always fits. When none
/// fits, the last subview is chosen. The layout takes the chosen subview's size for the proposal.
///
/// SwiftUI removes the alternatives it does not show. Zoetrope has no view removal: they are
/// placed at the centre of the bounds, offered the same proposal, and made transparent with
/// `setOpacity(0)`, so a renderer draws nothing for them and their trajectories stay continuous.
/// With no subviews the layout is zero-sized.
public struct ViewThatFitsLayout: Layout, Sendable {
    /// The axes in which a subview must fit; the others are not checked.
    public var axes: Axis.Set

    /// Creates a layout that shows the first subview that fits.
    /// - Parameter axes: The axes to check; both by default.
    public init(in axes: Axis.Set = [.horizontal, .vertical]) {
        self.axes = axes
    }

    /// The chosen subview's size for `proposal`; zero with no subviews.
    /// - Complexity: O(*n*) in the number of subviews: one ideal-size question to each until one fits.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let chosen = chooseSubview(for: proposal, in: subviews) else { return .zero }
        return subviews[chosen].sizeThatFits(proposal)
    }

    /// Places the chosen subview in `bounds`, centred, offered `proposal`; hides the others.
    /// - Complexity: O(*n*) in the number of subviews.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let chosen = chooseSubview(for: proposal, in: subviews)
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        for (index, subview) in subviews.enumerated() {
            subview.place(at: center, anchor: .center, proposal: proposal)
            subview.setOpacity(index == chosen ? 1 : 0)
        }
    }

    /// The index of the first subview whose ideal size fits `proposal`, the last one when none
    /// does, or `nil` when there are no subviews.
    private func chooseSubview(for proposal: ProposedViewSize, in subviews: Subviews) -> Int? {
        guard !subviews.isEmpty else { return nil }
        let measuring = idealProposal(within: proposal)
        return subviews.indices.first { fits(subviews[$0].sizeThatFits(measuring), in: proposal) }
            ?? subviews.count - 1
    }

    /// What each candidate is measured with: its ideal size along the axes being checked (those
    /// left unspecified) and the parent's proposal along the others, as
    /// `fixedSize(horizontal:vertical:)` proposes. So with `in: .vertical`, text that wraps at the
    /// width offered is measured wrapped, and its height is checked as it would be shown.
    private func idealProposal(within proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                         height: axes.contains(.vertical) ? nil : proposal.height)
    }

    /// Whether `size` is no larger than `proposal` in each checked axis.
    private func fits(_ size: CGSize, in proposal: ProposedViewSize) -> Bool {
        Axis.allCases.allSatisfy { axis in
            guard axes.contains(Axis.Set(axis)), let proposed = proposal.length(along: axis) else { return true }
            return size.length(along: axis) <= proposed
        }
    }
}
