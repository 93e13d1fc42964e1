import Foundation
import LayoutCore

/// A row in which every child is as wide as the widest child: article 000's first layout.
///
/// It is ``BalancedStack`` with direction `.row`: children are measured at their ideal sizes,
/// proposed the width of the widest and the height of the tallest, and placed left to right with
/// the distances their spacing asks for. An `HStack` instead gives each child an equal share of
/// the width it is offered.
public struct BalancedHStack: Layout, Sendable {
    private let stack = BalancedStack(.row)

    /// Creates a balanced row.
    public init() {}

    /// The widest child's width and the tallest child's height, and the distances between neighbours.
    /// - Complexity: O(*n*) in the number of subviews.
    public func makeCache(subviews: Subviews) -> BalancedStack.CacheData {
        stack.makeCache(subviews: subviews)
    }

    /// *n* times the widest child plus the distances, by the tallest child.
    /// - Complexity: O(1).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews,
                             cache: inout BalancedStack.CacheData) -> CGSize {
        stack.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// Places the children left to right in slots as wide as the widest child.
    /// - Complexity: O(*n*) in the number of subviews.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                              cache: inout BalancedStack.CacheData) {
        stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}
