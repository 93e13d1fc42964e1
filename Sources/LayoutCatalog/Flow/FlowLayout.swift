import AnimationCore
import Foundation
import LayoutCore

/// Views left to right in lines that wrap, as article 001 builds it: a view starts a new line
/// when it would end past the wrap width, and lines are `spacing` apart, as are views in a line.
///
/// Every view takes its ideal size (it is measured and placed with `.unspecified`) and its
/// top-leading corner is placed; a line is as tall as its tallest view.
///
/// The wrap width is the proposed width, capped by ``maxWidth`` when that is positive; an
/// unspecified or infinite proposed width wraps nowhere (one line) unless capped. A view wider
/// than the wrap width gets a line of its own: it never leaves an empty line behind it.
///
/// The layout's size is its content: the width of the widest line and the height of the lines,
/// whatever the proposal. Proposing that width back gives the same lines (when the first proposal
/// was at least as wide as the widest view). With no subviews it is zero by zero.
///
/// Its `animatableData` is `AnimatablePair(spacing, maxWidth)`. A line break is a jump, so a
/// changing wrap width re-flows views best in positions mode, where each view slides from the
/// place it had to the place it gets.
public struct FlowLayout: ParameterizedLayout {
    /// What `sizeThatFits` computes and `placeSubviews` uses: the article's `CacheData`.
    public struct CacheData {
        /// The size of each view (its ideal size).
        public var sizes: [CGSize] = []
        /// The top-leading corner of each view, relative to the top-leading corner of the bounds.
        public var positions: [CGPoint] = []
        /// The size of the content: the widest line by the height of the lines.
        public var contentSize: CGSize = .zero
        /// What the positions were computed for; `nil` until they are computed.
        var key: Key?

        /// Creates an empty cache.
        public init() {}
    }

    /// The inputs the cached positions depend on.
    struct Key: Equatable {
        var wrapWidth: CGFloat
        var spacing: CGFloat
        var count: Int
    }

    /// The article's `CacheData`.
    public typealias Cache = CacheData

    /// The gap between views in a line and between lines.
    public var spacing: CGFloat
    /// A cap on the wrap width, so a scene can animate it; zero or less means no cap (the proposed
    /// width alone decides).
    public var maxWidth: CGFloat

    /// Creates a flow layout.
    /// - Parameters:
    ///   - spacing: The gap between views in a line and between lines; 8 in the article.
    ///   - maxWidth: A cap on the wrap width; zero (the default) for none.
    public init(spacing: CGFloat = 8, maxWidth: CGFloat = 0) {
        self.spacing = spacing
        self.maxWidth = maxWidth
    }

    /// The article's layout: spacing 8, no cap on the wrap width.
    public init() { self.init(spacing: 8, maxWidth: 0) }

    /// `spacing` and `maxWidth` in points; `maxWidth` 0 means no cap.
    public static var parameters: [LayoutParameter<FlowLayout>] {
        [.length("spacing", \.spacing, validRange: 0...10_000), .length("maxWidth", \.maxWidth, validRange: 0...10_000)]
    }

    /// The spacing and the wrap-width cap.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(spacing, maxWidth) }
        set {
            spacing = newValue.first
            maxWidth = newValue.second
        }
    }

    /// An empty cache, as in the article.
    public func makeCache(subviews: Subviews) -> CacheData { CacheData() }

    /// The width of the widest line and the height of all lines; fills the cache with the views'
    /// sizes and positions.
    ///
    /// The article's code returns the proposed width (infinity when the width is unspecified,
    /// which is no size at all); its text says this method "calculates the size needed to fit all
    /// subviews", which is what it returns here.
    /// - Complexity: O(*n*) in the number of subviews.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) -> CGSize {
        fillCache(&cache, wrapWidth: wrapWidth(for: proposal), subviews: subviews)
        return cache.contentSize
    }

    /// Places each view's top-leading corner at its cached position, at its ideal size.
    /// - Complexity: O(*n*) in the number of subviews.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) {
        fillCache(&cache, wrapWidth: wrapWidth(for: proposal), subviews: subviews)
        for (index, subview) in subviews.enumerated() {
            let position = cache.positions[index]
            subview.place(at: CGPoint(x: bounds.minX + position.x, y: bounds.minY + position.y),
                          proposal: ProposedViewSize(cache.sizes[index]))
        }
    }

    /// The width lines wrap at: the proposed width (infinite when unspecified), capped by
    /// ``maxWidth`` when that is positive.
    /// - Parameter proposal: The proposal.
    /// - Returns: The wrap width; infinite for no wrapping.
    public func wrapWidth(for proposal: ProposedViewSize) -> CGFloat {
        let proposed = proposal.width ?? .infinity
        return maxWidth > 0 ? min(proposed, maxWidth) : proposed
    }

    /// Measures the views and flows them into lines, unless `cache` already holds that for these inputs.
    private func fillCache(_ cache: inout CacheData, wrapWidth: CGFloat, subviews: Subviews) {
        let key = Key(wrapWidth: wrapWidth, spacing: spacing, count: subviews.count)
        guard cache.key != key else { return }
        cache.sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        (cache.positions, cache.contentSize) = flow(cache.sizes, wrapWidth: wrapWidth)
        cache.key = key
    }

    /// The top-leading corner of each size, flowed into lines that wrap at `wrapWidth`, and the
    /// size of the whole: the article's loop, except that the first view never wraps (the
    /// article's code wraps a first view wider than `wrapWidth`, leaving an empty first line and
    /// a spacing above it). Every later view wraps onto a line that then holds it, so no line is empty.
    private func flow(_ sizes: [CGSize], wrapWidth: CGFloat) -> (positions: [CGPoint], size: CGSize) {
        var positions: [CGPoint] = []
        positions.reserveCapacity(sizes.count)
        var currentX: CGFloat = 0, currentY: CGFloat = 0, lineHeight: CGFloat = 0, widestLine: CGFloat = 0
        for size in sizes {
            if !positions.isEmpty && currentX + size.width > wrapWidth {
                currentX = 0
                currentY += lineHeight + spacing
                lineHeight = 0
            }
            positions.append(CGPoint(x: currentX, y: currentY))
            widestLine = max(widestLine, currentX + size.width)
            currentX += size.width + spacing
            lineHeight = max(lineHeight, size.height)
        }
        return (positions, CGSize(width: widestLine, height: currentY + lineHeight))
    }
}
