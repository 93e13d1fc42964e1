import AnimationCore
import Foundation
import LayoutCore

/// Views around a circle that fills the proposal, as article 001 builds it: view *i* of *n* at
/// angle `rotation + 2π·i/n`, measured from the 3 o'clock position and turning clockwise on screen
/// (the article's `cos`/`sin` in y-down coordinates).
///
/// The circle's diameter is the smaller proposed dimension, each unspecified or infinite dimension
/// counting as 200 points, and every view is proposed a square a quarter of the diameter wide (the
/// article's "arbitrary item size"). Each view's **centre** is on the circle, so views overflow the
/// layout's bounds by half their size where the circle touches them, as in the article.
///
/// The positions are computed in `sizeThatFits` and kept in the cache for `placeSubviews`, as the
/// article does; `placeSubviews` recomputes them when the cache was filled for another diameter,
/// rotation or number of views, or not at all.
///
/// With no subviews the layout is an empty diameter square; one view sits at `rotation` (3 o'clock
/// when it is zero).
///
/// Its `animatableData` is the rotation in radians, so animating the rotation makes the views
/// orbit along the circle.
public struct CircularLayout: ParameterizedLayout {
    /// What `sizeThatFits` computes and `placeSubviews` uses: the article's `CacheData`.
    public struct CacheData {
        /// The centre of each view, relative to the top-leading corner of the layout's bounds.
        public var positions: [CGPoint] = []
        /// The size proposed to every view: a quarter of the diameter, in both dimensions.
        public var itemSize: CGSize = .zero
        /// What the positions were computed for; `nil` until they are computed.
        var key: Key?

        /// Creates an empty cache.
        public init() {}
    }

    /// The inputs the cached positions depend on.
    struct Key: Equatable {
        var diameter: CGFloat
        var rotation: Angle
        var count: Int
    }

    /// The article's `CacheData`.
    public typealias Cache = CacheData

    /// The diameter used for an unspecified (or infinite) proposed dimension: the article's 200.
    public static let defaultDiameter: CGFloat = 200

    /// The angle of the first view, from the 3 o'clock position, clockwise on screen.
    public var rotation: Angle

    /// Creates a circular layout.
    /// - Parameter rotation: The angle of the first view, from 3 o'clock, clockwise on screen.
    public init(rotation: Angle) {
        self.rotation = rotation
    }

    /// The article's layout: the first view at 3 o'clock.
    public init() { self.init(rotation: .zero) }

    /// `rotation` in degrees.
    public static var parameters: [LayoutParameter<CircularLayout>] {
        [.angle("rotation", \.rotation)]
    }

    /// The rotation in radians.
    public var animatableData: Double {
        get { rotation.radians }
        set { rotation = .radians(newValue) }
    }

    /// An empty cache, as in the article.
    public func makeCache(subviews: Subviews) -> CacheData { CacheData() }

    /// A square of side `min(width, height)` of the proposal, where an unspecified or infinite
    /// dimension counts as ``defaultDiameter``; fills the cache with the views' positions.
    ///
    /// The article's code takes `proposal.width ?? 200`, so an infinite proposal would give an
    /// infinite circle and infinite positions; an infinite dimension is treated here like an
    /// unspecified one.
    /// - Complexity: O(*n*) in the number of subviews.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) -> CGSize {
        let diameter = Self.diameter(for: proposal)
        fillCache(&cache, diameter: diameter, count: subviews.count)
        return CGSize(width: diameter, height: diameter)
    }

    /// Centres each view on its point of the circle, proposing it the cached item size.
    ///
    /// The article puts each view's top-leading corner at `point − itemSize/2`, which centres only
    /// views that take the size they are proposed; placing the centre keeps every view on the circle.
    /// - Complexity: O(*n*) in the number of subviews.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) {
        fillCache(&cache, diameter: Self.diameter(for: proposal), count: subviews.count)
        for (subview, position) in zip(subviews, cache.positions) {
            subview.place(at: CGPoint(x: bounds.minX + position.x, y: bounds.minY + position.y), anchor: .center,
                          proposal: ProposedViewSize(cache.itemSize))
        }
    }

    /// The circle's diameter for a proposal: the smaller dimension, each unspecified or infinite
    /// dimension counting as ``defaultDiameter``.
    /// - Parameter proposal: The proposal.
    /// - Returns: The diameter.
    public static func diameter(for proposal: ProposedViewSize) -> CGFloat {
        func usable(_ dimension: CGFloat?) -> CGFloat {
            guard let dimension, dimension.isFinite else { return defaultDiameter }
            return dimension
        }
        return min(usable(proposal.width), usable(proposal.height))
    }

    /// Computes the positions and item size into `cache` unless it already holds them for these inputs.
    private func fillCache(_ cache: inout CacheData, diameter: CGFloat, count: Int) {
        let key = Key(diameter: diameter, rotation: rotation, count: count)
        guard cache.key != key else { return }
        cache.itemSize = CGSize(width: diameter / 4, height: diameter / 4)
        cache.positions = positionsOnCircle(diameter: diameter, count: count)
        cache.key = key
    }

    /// The centre of each of `count` views, evenly spaced on a circle inscribed in a square of
    /// side `diameter` whose top-leading corner is the origin; empty when `count` is zero.
    private func positionsOnCircle(diameter: CGFloat, count: Int) -> [CGPoint] {
        guard count > 0 else { return [] }
        let radius = diameter / 2
        let angleIncrement = 2 * Double.pi / Double(count)
        return (0..<count).map { index in
            let angle = rotation.radians + angleIncrement * Double(index)
            return CGPoint(x: radius + radius * cos(angle), y: radius + radius * sin(angle))
        }
    }
}
