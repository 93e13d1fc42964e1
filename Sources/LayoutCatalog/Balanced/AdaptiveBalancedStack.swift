import AnimationCore
import Foundation
import LayoutCore

/// A balanced row when it fits in the width offered, a balanced column otherwise: article 000's
/// `ViewThatFits { BalancedStack(.row); BalancedStack(.column) }` over the same subviews.
///
/// The stack is offered `min(proposal width, width)` by the proposed height (an unspecified
/// dimension offers `width`, or any height). The first alternative, row then column, whose ideal
/// size fits in both dimensions is chosen; when none fits, the last (the column). The stack
/// takes the chosen alternative's size, and the alternative places the subviews centred in
/// the stack's bounds.
///
/// Its `animatableData` is `width`: animating it down past the row's width switches to the
/// column, and the views jump to their new places, as with `ViewThatFits`.
public struct AdaptiveBalancedStack: ParameterizedLayout, Sendable {
    /// The largest width the stack is offered, in points.
    public var width: CGFloat

    /// The alternatives, in the order they are tried.
    private static let alternatives = [BalancedStack(.row), BalancedStack(.column)]

    /// Each alternative's measurements: the row's, then the column's.
    public struct Cache: Sendable {
        /// One cache per alternative.
        var alternatives: [BalancedStack.CacheData]
    }

    /// Creates an adaptive stack.
    /// - Parameter width: The largest width it is offered, in points.
    public init(width: CGFloat) {
        self.width = width
    }

    /// An adaptive stack offered at most 400 points of width.
    public init() { self.init(width: 400) }

    /// `width` in points, `0...16384`.
    public static var parameters: [LayoutParameter<AdaptiveBalancedStack>] {
        [.length("width", \.width, validRange: 0...16384)]
    }

    /// The width.
    public var animatableData: CGFloat {
        get { width }
        set { width = newValue }
    }

    /// Measures the subviews for every alternative.
    /// - Complexity: O(*n*) in the number of subviews.
    public func makeCache(subviews: Subviews) -> Cache {
        Cache(alternatives: Self.alternatives.map { $0.makeCache(subviews: subviews) })
    }

    /// The size of the alternative that fits.
    /// - Complexity: O(1) per alternative.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let index = chooseAlternative(for: proposal, subviews: subviews, cache: &cache)
        return Self.alternatives[index].sizeThatFits(proposal: proposal, subviews: subviews,
                                                     cache: &cache.alternatives[index])
    }

    /// Places the subviews with the alternative that fits, centred in `bounds`.
    /// - Complexity: that of ``BalancedStack/placeSubviews(in:proposal:subviews:cache:)``.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let index = chooseAlternative(for: proposal, subviews: subviews, cache: &cache)
        let stack = Self.alternatives[index]
        let size = stack.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache.alternatives[index])
        let frame = CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2,
                           width: size.width, height: size.height)
        stack.placeSubviews(in: frame, proposal: ProposedViewSize(size), subviews: subviews,
                            cache: &cache.alternatives[index])
    }

    // MARK: - Steps

    /// The index of the first alternative whose ideal size fits the offer, or of the last.
    private func chooseAlternative(for proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> Int {
        let offer = ProposedViewSize(width: min(proposal.width ?? width, width), height: proposal.height)
        let fitting = Self.alternatives.indices.first { index in
            let ideal = Self.alternatives[index].sizeThatFits(proposal: .unspecified, subviews: subviews,
                                                              cache: &cache.alternatives[index])
            return fits(ideal, in: offer)
        }
        return fitting ?? Self.alternatives.count - 1
    }

    private func fits(_ size: CGSize, in offer: ProposedViewSize) -> Bool {
        let fitsWidth = offer.width.map { size.width <= $0 } ?? true
        let fitsHeight = offer.height.map { size.height <= $0 } ?? true
        return fitsWidth && fitsHeight
    }
}
