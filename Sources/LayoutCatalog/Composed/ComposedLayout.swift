import AnimationCore
import Foundation
import LayoutCore

/// Article 004's composition of layouts: the first three views in a row at the top, the last
/// three in a row at the bottom, and the others in a column between them.
///
/// The rows and the column are SwiftUI's own stacks, reached through ``AnyLayout`` as the article
/// does (`AnyLayout(HStackLayout(spacing: 0))` and `AnyLayout(VStackLayout(spacing: 0))`), and
/// their caches live in this layout's ``Caches``, made by the stacks in ``makeCache(subviews:)``.
///
/// Sizes: the two rows are offered the proposed width and take their ideal heights; the column
/// is offered the proposed width and the height the rows and the gaps leave (unspecified or
/// infinite when the proposed height is). The layout is as wide as its widest group and as tall
/// as the groups plus ``spacing`` between each pair of groups that have views. Each group is
/// centred horizontally in the bounds, one under the other from the top.
///
/// Fewer than six views: the top row takes up to three views, the bottom row up to three of the
/// rest, and the column what is left, so no view is in two groups (a fixed split such as
/// `subviews[3..<count - 3]` would trap). Four views are a row of three over a row of one; one
/// view is a top row of one; no views make a zero size.
public struct ComposedLayout: ParameterizedLayout {
    /// The vertical distance between neighbouring groups (top row, column, bottom row); the
    /// article has none.
    public var spacing: CGFloat

    private let hStack = AnyLayout(HStackLayout(spacing: 0))
    private let vStack = AnyLayout(VStackLayout(spacing: 0))

    /// The caches of the three stacks, as in the article.
    public struct Caches {
        /// The top row's cache.
        public var topCache: AnyLayout.Cache
        /// The column's cache.
        public var centerCache: AnyLayout.Cache
        /// The bottom row's cache.
        public var bottomCache: AnyLayout.Cache
    }

    /// Creates the composition.
    /// - Parameter spacing: The vertical distance between neighbouring groups.
    public init(spacing: CGFloat) {
        self.spacing = spacing
    }

    /// The article's composition: groups with no space between them.
    public init() { self.init(spacing: 0) }

    /// `spacing` in points, 0...10000.
    public static var parameters: [LayoutParameter<ComposedLayout>] {
        [.length("spacing", \.spacing, validRange: 0...10_000)]
    }

    /// The spacing, so that an animation moves the groups apart continuously.
    public var animatableData: CGFloat {
        get { spacing }
        set { spacing = newValue }
    }

    // MARK: Groups

    /// How many views go to the top row and to the bottom row, at most.
    public static let rowLength = 3

    /// The ranges of the top row, the column and the bottom row among `count` views: the top row
    /// takes up to three, the bottom row up to three of the rest, the column the others.
    /// - Parameter count: The number of views.
    /// - Returns: Three consecutive ranges covering `0..<count`.
    public static func groupRanges(count: Int) -> (top: Range<Int>, center: Range<Int>, bottom: Range<Int>) {
        let topEnd = min(rowLength, max(count, 0))
        let bottomStart = max(topEnd, count - rowLength)
        return (0..<topEnd, topEnd..<bottomStart, bottomStart..<max(count, 0))
    }

    private func topViews(subviews: Subviews) -> Subviews { subviews[Self.groupRanges(count: subviews.count).top] }
    private func centerViews(subviews: Subviews) -> Subviews { subviews[Self.groupRanges(count: subviews.count).center] }
    private func bottomViews(subviews: Subviews) -> Subviews { subviews[Self.groupRanges(count: subviews.count).bottom] }

    // MARK: Layout

    /// The three stacks' caches, each made by its stack for its own views.
    /// - Complexity: O(*n*) in the number of subviews.
    public func makeCache(subviews: Subviews) -> Caches {
        Caches(topCache: hStack.makeCache(subviews: topViews(subviews: subviews)),
               centerCache: vStack.makeCache(subviews: centerViews(subviews: subviews)),
               bottomCache: hStack.makeCache(subviews: bottomViews(subviews: subviews)))
    }

    /// As wide as the widest group, as tall as the groups and the spacing between them.
    /// - Complexity: what the three stacks take: O(*n* log *n*) in the number of subviews.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Caches) -> CGSize {
        let groups = measureGroups(proposal: proposal, subviews: subviews, cache: &cache)
        let width = groups.map(\.size.width).max() ?? 0
        let height = groups.reduce(0) { $0 + $1.size.height } + spacing * CGFloat(max(groups.count - 1, 0))
        return CGSize(width: width, height: height)
    }

    /// Places the groups one under the other from the top of `bounds`, each centred horizontally.
    /// - Complexity: what the three stacks take: O(*n* log *n*) in the number of subviews.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Caches) {
        var top = bounds.minY
        for group in measureGroups(proposal: proposal, subviews: subviews, cache: &cache) {
            let frame = CGRect(x: bounds.midX - group.size.width / 2, y: top,
                               width: group.size.width, height: group.size.height)
            group.stack.placeSubviews(in: frame, proposal: group.proposal, subviews: group.subviews,
                                      cache: &cache[keyPath: group.cache])
            top += group.size.height + spacing
        }
    }

    // MARK: Steps

    /// One group with views: its stack, its views, the proposal it was offered and its size.
    private struct Group {
        let stack: AnyLayout
        let subviews: Subviews
        let cache: WritableKeyPath<Caches, AnyLayout.Cache>
        let proposal: ProposedViewSize
        let size: CGSize
    }

    /// Sizes the groups that have views, top to bottom: the rows at their ideal heights, then the
    /// column in the height they leave.
    private func measureGroups(proposal: ProposedViewSize, subviews: Subviews, cache: inout Caches) -> [Group] {
        let rowProposal = ProposedViewSize(width: proposal.width, height: nil)
        let topRow = measure(hStack, topViews(subviews: subviews), \.topCache, rowProposal, &cache)
        let bottomRow = measure(hStack, bottomViews(subviews: subviews), \.bottomCache, rowProposal, &cache)
        let rows = [topRow, bottomRow].compactMap { $0 }
        let center = centerViews(subviews: subviews)
        let gaps = spacing * CGFloat(max(rows.count + (center.isEmpty ? 0 : 1) - 1, 0))
        let leftHeight = proposal.height.map { max($0 - rows.reduce(0) { $0 + $1.size.height } - gaps, 0) }
        let column = measure(vStack, center, \.centerCache, ProposedViewSize(width: proposal.width, height: leftHeight), &cache)
        return [topRow, column, bottomRow].compactMap { $0 }
    }

    /// A group's size for `proposal`, or `nil` when it has no views.
    private func measure(_ stack: AnyLayout, _ views: Subviews, _ key: WritableKeyPath<Caches, AnyLayout.Cache>,
                         _ proposal: ProposedViewSize, _ cache: inout Caches) -> Group? {
        guard !views.isEmpty else { return nil }
        let size = stack.sizeThatFits(proposal: proposal, subviews: views, cache: &cache[keyPath: key])
        return Group(stack: stack, subviews: views, cache: key, proposal: proposal, size: size)
    }
}
