import AnimationCore
import Foundation
import FrameRendering
import LayoutCore

/// SwiftUI's `.rotation3DEffect(_:axis:anchor:anchorZ:perspective:)` as numbers: a turn about an
/// axis through a point of the view, seen in perspective from in front of it.
///
/// SwiftUI documents the arguments (the anchor defaults to the centre, `anchorZ` to 0 and
/// `perspective`, "the relative vanishing point", to 1) but not the projection. This is Core
/// Animation's as OpenSwiftUI reconstructs SwiftUI's `_Rotation3DEffect.effectValue(size:)`
/// (`OpenSwiftUICore/…/Rotation3DEffect.swift`): in the view's own coordinates, move the anchor
/// (x, y, `anchorZ`) to the origin, turn by `CATransform3DRotate(angle, axis)`, apply a
/// perspective of `m34 = −1/d` with the eye's distance `d = max(width, height) / perspective`, and
/// move back. So a point (x, y, 0) goes to
///
///     q = R·((x, y, 0) − anchor),  w = 1 − q.z / d,  (x', y') = (q.x, q.y) / w + (anchor.x, anchor.y)
///
/// With `perspective` 0 the eye is infinitely far (`w` = 1): an orthographic projection. A
/// positive angle about y turns the view's right side away from the viewer (SwiftUI's example:
/// "farther from the viewer on the right side"). A view turned past 90° shows its back, mirrored,
/// as Core Animation's layers are double-sided. A zero axis turns nothing (as Core Animation's
/// `CATransform3DRotate` leaves the transform alone), and a number that is not finite draws the
/// view untransformed, as the other effects' numbers do.
public struct Rotation3D: Hashable, Sendable {
    /// The angle of the turn.
    public var angle: Angle
    /// The axis, not necessarily of length 1.
    public var axis: (x: Double, y: Double, z: Double)
    /// The point of the view the axis goes through, in its frame's unit square.
    public var anchor: UnitPoint
    /// How far in front of the view (towards the viewer) the axis goes through, in points.
    public var anchorZ: Double
    /// The eye's distance is the view's larger side over this; 0 for none (orthographic).
    public var perspective: Double

    /// Creates a rotation.
    public init(angle: Angle, axis: (x: Double, y: Double, z: Double), anchor: UnitPoint = .center, anchorZ: Double = 0,
                perspective: Double = 1) {
        self.angle = angle
        self.axis = axis
        self.anchor = anchor
        self.anchorZ = anchorZ
        self.perspective = perspective
    }

    /// The rotation a ``ViewEffect/Kind/rotation3D`` effect's numbers describe (see ``amounts``;
    /// any after the eighth are not the rotation's); `nil` with fewer than eight.
    public init?(amounts: [Double]) {
        guard amounts.count >= 8 else { return nil }
        self.init(angle: .radians(amounts[0]), axis: (amounts[1], amounts[2], amounts[3]),
                  anchor: UnitPoint(x: amounts[4], y: amounts[5]), anchorZ: amounts[6], perspective: amounts[7])
    }

    /// The numbers as an effect carries (and a change of state animates) them: the angle in
    /// radians, the axis's x, y and z, the anchor's x and y, `anchorZ` and `perspective`.
    public var amounts: [Double] {
        [angle.radians, axis.x, axis.y, axis.z, Double(anchor.x), Double(anchor.y), anchorZ, perspective]
    }

    public static func == (lhs: Rotation3D, rhs: Rotation3D) -> Bool { lhs.amounts == rhs.amounts }

    public func hash(into hasher: inout Hasher) { hasher.combine(amounts) }

    /// The projection in the view's own coordinates ((0, 0) at its frame's top-leading corner),
    /// for a view of `size`; the identity when a number is not finite.
    public func transform(size: CGSize) -> ProjectiveTransform {
        guard amounts.allSatisfy(\.isFinite) else { return .identity }
        let rotation = Self.rotationRows(angle: angle.radians, axis: axis)
        let (ax, ay, az) = (Double(anchor.x) * Double(size.width), Double(anchor.y) * Double(size.height), anchorZ)
        let largest = max(Double(size.width), Double(size.height))
        // 1/d; an empty view, or perspective 0, is seen from infinitely far.
        let k = largest > 0 ? perspective / largest : 0
        // Each of x_r, y_r, z_r as coefficients of (x, y, 1): (p − anchor)·R, row vectors.
        func rotated(_ column: Int) -> (Double, Double, Double) {
            let (r0, r1, r2) = (rotation[0][column], rotation[1][column], rotation[2][column])
            return (r0, r1, -ax * r0 - ay * r1 - az * r2)
        }
        let (xr, yr, zr) = (rotated(0), rotated(1), rotated(2))
        let w = (-k * zr.0, -k * zr.1, 1 - k * zr.2)
        return ProjectiveTransform(m11: xr.0 + ax * w.0, m12: yr.0 + ay * w.0, m13: w.0,
                                   m21: xr.1 + ax * w.1, m22: yr.1 + ay * w.1, m23: w.1,
                                   m31: xr.2 + ax * w.2, m32: yr.2 + ay * w.2, m33: w.2)
    }



    /// Core Animation's rotation matrix for row vectors (`CATransform3DMakeRotation`): a point
    /// (x, y, z) goes to (x, y, z)·R. The identity for a zero axis.
    static func rotationRows(angle: Double, axis: (x: Double, y: Double, z: Double)) -> [[Double]] {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard length > 0, length.isFinite else { return [[1, 0, 0], [0, 1, 0], [0, 0, 1]] }
        let (x, y, z) = (axis.x / length, axis.y / length, axis.z / length)
        let (c, s) = (cos(angle), sin(angle))
        let t = 1 - c
        return [[t * x * x + c, t * x * y + s * z, t * x * z - s * y],
                [t * x * y - s * z, t * y * y + c, t * y * z + s * x],
                [t * x * z + s * y, t * y * z - s * x, t * z * z + c]]
    }

    /// Maps a view's own coordinates onto the canvas as the composer draws the view: about its
    /// frame's centre, scaled, turned, and moved to its centre.
    static func placingTransform(_ placement: ViewPlacement) -> GroupItem.Transform {
        let scale = Double(placement.scale), angle = placement.rotation.radians
        let (a, b) = (scale * cos(angle), scale * sin(angle))
        let (halfWidth, halfHeight) = (Double(placement.size.width) / 2, Double(placement.size.height) / 2)
        let center = placement.center
        return GroupItem.Transform(a: a, b: b, c: -b, d: a, tx: Double(center.x) - (a * halfWidth - b * halfHeight),
                                   ty: Double(center.y) - (b * halfWidth + a * halfHeight))
    }
}
