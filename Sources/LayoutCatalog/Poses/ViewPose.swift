import AnimationCore
import Foundation

/// Where a layout puts one view's centre and how it turns the view: the values
/// ``InterpolatedLayout`` blends between two layouts.
///
/// ``WheelLayout/poses(in:count:)``, ``WaveLayout/poses(in:viewSizes:)`` and the rings of
/// ``RecursiveWheel`` compute poses as pure functions of the bounds and the subviews, so another
/// layout can ask for them without placing anything.
public struct ViewPose: Hashable, Sendable {
    /// The view's centre, in the coordinates of the layout's bounds (y down).
    public var center: CGPoint
    /// The view's rotation about its centre, clockwise on screen for positive angles.
    public var rotation: Angle

    /// Creates a pose.
    /// - Parameters:
    ///   - center: The view's centre.
    ///   - rotation: The view's rotation about its centre.
    public init(center: CGPoint, rotation: Angle = .zero) {
        self.center = center
        self.rotation = rotation
    }

    /// The pose a `fraction` of the way from this pose to `other`: `self·(1 − fraction) + other·fraction`
    /// for the centre's coordinates and for the rotation's radians.
    ///
    /// Rotations interpolate as numbers, not the shorter way round: from 330° to 10° the view turns
    /// back through 320°. A fraction of 0 returns this pose exactly and 1 returns `other` exactly
    /// (for finite values); fractions outside `0...1` extrapolate.
    /// - Parameters:
    ///   - other: The pose at fraction 1.
    ///   - fraction: How far to go.
    /// - Returns: The blended pose.
    public func interpolated(to other: ViewPose, fraction: CGFloat) -> ViewPose {
        ViewPose(
            center: CGPoint(x: Self.blend(center.x, other.center.x, fraction),
                            y: Self.blend(center.y, other.center.y, fraction)),
            rotation: .radians(Double(Self.blend(CGFloat(rotation.radians), CGFloat(other.rotation.radians), fraction))))
    }

    /// `from·(1 − fraction) + to·fraction`, which is exactly `from` at 0 and exactly `to` at 1.
    private static func blend(_ from: CGFloat, _ to: CGFloat, _ fraction: CGFloat) -> CGFloat {
        from * (1 - fraction) + to * fraction
    }
}
