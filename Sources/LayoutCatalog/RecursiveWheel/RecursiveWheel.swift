import AnimationCore
import Foundation
import LayoutCore

/// Rings of twelve views inside one another (article 004's `RecursiveWheel`): the first twelve
/// views on a wheel of `radius`, the next twelve on a wheel of half the radius with views at half
/// the scale, turning the other way, and so on until no views are left. The article's 44 views
/// make rings of 12, 12, 12 and 8, at radii r, r/2, r/4 and r/8 and scales 1, ½, ¼ and ⅛.
///
/// Each ring is a ``WheelLayout`` (``WheelLayout/poses(in:count:)``): view *i* of a ring of *m*
/// views is at angle 2π·i/m plus the ring's rotation, clockwise from the top, and is turned by
/// that angle so that it points at the centre. Ring *k* (the outer ring is 0) turns by
/// `rotation·(−1)^k`. A full ring has *m* = 12; the last ring, when it is not full, spreads its
/// views evenly around its circle (*m* is its own count: the article's last 8 views are 45°
/// apart, not 30° with a gap).
///
/// The recursion is the article's: ``placeSubviews(in:proposal:subviews:cache:)`` places
/// `subviews[0..<12]` and calls itself with `subviews[12..<subviews.count]` (slices are indexed
/// from 0), with the next ring (``Ring/inner``) in the cache. The cache is restored after the
/// call, so every call from outside starts at the outer ring.
///
/// The wheel asks for the size of a ``WheelLayout`` of the same radius: `2·radius` plus the
/// largest view, in each dimension. Views are placed at their ideal size; the scale only changes
/// how they are drawn. With no views it is a `2·radius` square.
///
/// Its `animatableData` is `AnimatablePair(rotation.radians, radius)`, as the wheel's.
public struct RecursiveWheel: ParameterizedLayout {
    /// The number of views in a full ring.
    public static let viewsPerRing = 12

    /// The radius of the outer ring.
    public var radius: CGFloat
    /// The angle of the outer ring's first view, clockwise from the top; inner rings alternate
    /// between `rotation` and `-rotation`.
    public var rotation: Angle

    /// Creates a recursive wheel.
    /// - Parameters:
    ///   - radius: The radius of the outer ring.
    ///   - rotation: The rotation of the outer ring; inner rings alternate directions.
    public init(radius: CGFloat, rotation: Angle) {
        self.radius = radius
        self.rotation = rotation
    }

    /// An outer radius of 150 and no rotation.
    public init() { self.init(radius: 150, rotation: .zero) }

    /// `radius` in points and `rotation` in degrees.
    public static var parameters: [LayoutParameter<RecursiveWheel>] {
        [.length("radius", \.radius), .angle("rotation", \.rotation)]
    }

    /// The rotation (radians) and the radius.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(CGFloat(rotation.radians), radius) }
        set {
            rotation = .radians(Double(newValue.first))
            radius = newValue.second
        }
    }

    /// The outer ring: radius `radius`, scale 1, turning with `rotation`.
    /// - Parameter subviews: The subviews (unused).
    /// - Returns: The outer ring.
    public func makeCache(subviews: Subviews) -> Ring {
        Ring(radius: radius, scale: 1, direction: 1)
    }

    /// The size of a ``WheelLayout`` of radius `radius`: `2·radius` plus the largest subview.
    /// - Complexity: O(*n*) in the number of subviews.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Ring) -> CGSize {
        var none: Void = ()
        return WheelLayout(radius: radius, rotation: rotation).sizeThatFits(proposal: proposal, subviews: subviews,
                                                                             cache: &none)
    }

    /// Places the first ring of up to twelve subviews on the ring in `cache`, then the rest,
    /// recursively, on the rings inside it.
    /// - Parameters:
    ///   - bounds: The region the wheel occupies; every ring is centred in it.
    ///   - proposal: The proposal, handed on to the recursive call.
    ///   - subviews: The subviews still to place; the first twelve go on this ring.
    ///   - cache: The ring to place them on; the outer ring for a call from outside.
    /// - Complexity: O(*n*) in the number of subviews, with a recursion depth of *n*/12.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Ring) {
        let ring = cache
        let ringCount = min(Self.viewsPerRing, subviews.count)
        place(subviews[0..<ringCount], on: ring, in: bounds)
        guard subviews.count > ringCount else { return }
        cache = ring.inner
        defer { cache = ring }
        placeSubviews(in: bounds, proposal: proposal, subviews: subviews[ringCount..<subviews.count], cache: &cache)
    }

    /// Where one ring puts the centres of its `count` views in `bounds` and how it turns them, as
    /// a pure function: a ``WheelLayout`` of the ring's radius, turned by `rotation` in the ring's
    /// direction, each view turned to point at the centre.
    /// - Parameters:
    ///   - ring: The ring.
    ///   - bounds: The region the wheel occupies.
    ///   - count: The number of views on the ring.
    /// - Returns: One pose per view, in order.
    /// - Complexity: O(*count*).
    public func poses(on ring: Ring, in bounds: CGRect, count: Int) -> [ViewPose] {
        WheelLayout(radius: ring.radius, rotation: rotation * Double(ring.direction)).poses(in: bounds, count: count)
    }

    /// Places `subviews` around `ring`, each at its ideal size, pointing at the centre, scaled by
    /// the ring's scale.
    private func place(_ subviews: Subviews, on ring: Ring, in bounds: CGRect) {
        for (subview, pose) in zip(subviews, poses(on: ring, in: bounds, count: subviews.count)) {
            subview.place(at: pose.center, anchor: .center, proposal: .unspecified)
            subview.setRotation(pose.rotation)
            subview.setScale(ring.scale)
        }
    }
}
