import AnimationCore
import Foundation
import LayoutCore

/// Views around a circle, as article 004 builds it: view *i* of *n* at angle 2π·i/n + `rotation`,
/// measured clockwise from the top of the circle.
///
/// Its `animatableData` is `AnimatablePair(rotation.radians, radius)`, so an animation that
/// changes the rotation moves every view along the circle (not along the chord between its start
/// and end), and an animation that changes both keeps every view on the circle of the current
/// radius.
///
/// The wheel asks for a square big enough for the circle plus half the largest view on each side.
/// With no subviews it is a `2·radius` square; one view sits at the top.
public struct WheelLayout: ParameterizedLayout {
    /// The distance from the centre of the wheel to the centre of each view.
    public var radius: CGFloat
    /// The angle of the first view, clockwise from the top.
    public var rotation: Angle

    /// Creates a wheel.
    /// - Parameters:
    ///   - radius: The distance from the centre to each view's centre.
    ///   - rotation: The angle of the first view, clockwise from the top.
    public init(radius: CGFloat, rotation: Angle) {
        self.radius = radius
        self.rotation = rotation
    }

    /// A wheel of radius 100 at rotation zero.
    public init() { self.init(radius: 100, rotation: .zero) }

    /// `rotation` in degrees and `radius` in points.
    public static var parameters: [LayoutParameter<WheelLayout>] {
        [.angle("rotation", \.rotation), .length("radius", \.radius)]
    }

    /// The rotation (radians) and the radius.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(rotation.radians, radius) }
        set {
            rotation = .radians(newValue.first)
            radius = newValue.second
        }
    }

    /// A square of side `2·radius` plus the largest subview's size.
    /// - Complexity: O(*n*) in the number of subviews.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let largest = subviews.map { $0.sizeThatFits(proposal) }.reduce(CGSize.zero) {
            CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
        }
        return CGSize(width: (largest.width / 2 + radius) * 2, height: (largest.height / 2 + radius) * 2)
    }

    /// Places each subview's centre on the circle about the centre of `bounds`, at its ideal size.
    /// - Complexity: O(*n*) in the number of subviews.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (subview, pose) in zip(subviews, poses(in: bounds, count: subviews.count)) {
            subview.place(at: pose.center, anchor: .center, proposal: .unspecified)
        }
    }

    /// Where the wheel puts the centres of `count` views in `bounds`, and the angle of each view on
    /// the wheel: view *i* at angle 2π·i/count + `rotation`, clockwise from the top, at distance
    /// `radius` from the centre of `bounds`.
    ///
    /// This is what ``placeSubviews(in:proposal:subviews:cache:)`` places, as a pure function, so
    /// that other layouts (``InterpolatedLayout``, ``RecursiveWheel``) can use the wheel's
    /// geometry without placing anything. The wheel itself does not turn its views; a pose's
    /// `rotation` is the view's angle on the wheel, the rotation that makes the view point at the
    /// centre (article 004's `WheelComponent`). The positions depend only on the centre of
    /// `bounds`, not on its size or on the views' sizes.
    /// - Parameters:
    ///   - bounds: The region the wheel occupies.
    ///   - count: The number of views; none for zero or less.
    /// - Returns: One pose per view, in order.
    /// - Complexity: O(*count*).
    public func poses(in bounds: CGRect, count: Int) -> [ViewPose] {
        guard count > 0 else { return [] }
        let angleStep = Angle.degrees(360).radians / Double(count)
        return (0..<count).map { index in
            let angle = angleStep * CGFloat(index) + rotation.radians
            var point = CGPoint(x: 0, y: -radius).applying(CGAffineTransform(rotationAngle: angle))
            point.x += bounds.midX
            point.y += bounds.midY
            return ViewPose(center: point, rotation: .radians(angle))
        }
    }
}
