import Foundation

/// What a horizontal or vertical stack keeps between the steps of one layout pass: the gap
/// before each subview, and the sizes it gave its subviews for the last proposal, which
/// `placeSubviews` reuses instead of measuring again.
///
/// The cache of ``HStackLayout`` and ``VStackLayout``. A layout that composes stacks through
/// ``AnyLayout`` (article 004's `ComposedLayout`) keeps one per stack in its own cache.
public struct StackLayoutCache {
    /// The distance before each subview along the stack's axis: 0 before the first, then the
    /// stack's spacing or, when it has none, what the two neighbours prefer.
    package private(set) var gaps: [CGFloat]
    /// The sizes resolved for the last proposal.
    var resolution: StackResolution?

    /// The number of subviews the cache was made for.
    package var subviewCount: Int { gaps.count }

    init(gaps: [CGFloat]) {
        self.gaps = gaps
    }
}

/// The sizes a stack gave its subviews for one proposal.
struct StackResolution {
    /// The proposal the stack was given.
    let proposal: ProposedViewSize
    /// What each subview was offered; each is placed with the same offer, so it keeps its size.
    let offers: [ProposedViewSize]
    /// The size each subview took.
    let sizes: [CGSize]
}
