import Foundation

/// A projective transform of the plane, laid out as SwiftUI's `ProjectionTransform` is: a point
/// (x, y) is the row vector (x, y, 1) times the matrix, then divided by its third component:
///
///     x' = (m11·x + m21·y + m31) / w,  y' = (m12·x + m22·y + m32) / w,  w = m13·x + m23·y + m33
///
/// What `.rotation3DEffect` draws with: straight lines stay straight, but lengths and angles
/// change with depth. An affine transform is one with m13 = m23 = 0 and m33 = 1.
public struct ProjectiveTransform: Hashable, Sendable {
    /// Row 1: what x contributes to x', y' and w.
    public var m11: Double, m12: Double, m13: Double
    /// Row 2: what y contributes to x', y' and w.
    public var m21: Double, m22: Double, m23: Double
    /// Row 3: the constant parts of x', y' and w.
    public var m31: Double, m32: Double, m33: Double

    /// Creates a transform from its nine entries.
    public init(m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double, m31: Double, m32: Double, m33: Double) {
        (self.m11, self.m12, self.m13) = (m11, m12, m13)
        (self.m21, self.m22, self.m23) = (m21, m22, m23)
        (self.m31, self.m32, self.m33) = (m31, m32, m33)
    }

    /// The transform that changes nothing.
    public static let identity = ProjectiveTransform(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)

    /// The affine transform `affine`, as a projective one.
    public init(_ affine: GroupItem.Transform) {
        self.init(m11: affine.a, m12: affine.b, m13: 0, m21: affine.c, m22: affine.d, m23: 0, m31: affine.tx, m32: affine.ty, m33: 1)
    }

    /// The nine entries, row by row.
    public var entries: [Double] { [m11, m12, m13, m21, m22, m23, m31, m32, m33] }

    /// This transform, then `other`.
    public func concatenating(_ other: ProjectiveTransform) -> ProjectiveTransform {
        ProjectiveTransform(
            m11: m11 * other.m11 + m12 * other.m21 + m13 * other.m31,
            m12: m11 * other.m12 + m12 * other.m22 + m13 * other.m32,
            m13: m11 * other.m13 + m12 * other.m23 + m13 * other.m33,
            m21: m21 * other.m11 + m22 * other.m21 + m23 * other.m31,
            m22: m21 * other.m12 + m22 * other.m22 + m23 * other.m32,
            m23: m21 * other.m13 + m22 * other.m23 + m23 * other.m33,
            m31: m31 * other.m11 + m32 * other.m21 + m33 * other.m31,
            m32: m31 * other.m12 + m32 * other.m22 + m33 * other.m32,
            m33: m31 * other.m13 + m32 * other.m23 + m33 * other.m33)
    }

    /// The determinant of the matrix.
    public var determinant: Double {
        m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
    }

    /// The inverse, or `nil` when the matrix is singular (or nearly: a determinant below 10⁻¹⁰⁰
    /// in size).
    public var inverted: ProjectiveTransform? {
        let det = determinant
        guard det.isFinite, abs(det) >= 1e-100 else { return nil }
        return ProjectiveTransform(
            m11: (m22 * m33 - m23 * m32) / det, m12: (m13 * m32 - m12 * m33) / det, m13: (m12 * m23 - m13 * m22) / det,
            m21: (m23 * m31 - m21 * m33) / det, m22: (m11 * m33 - m13 * m31) / det, m23: (m13 * m21 - m11 * m23) / det,
            m31: (m21 * m32 - m22 * m31) / det, m32: (m12 * m31 - m11 * m32) / det, m33: (m11 * m22 - m12 * m21) / det)
    }

    /// The homogeneous image of (x, y): x' and y' before the division, and w.
    public func homogeneous(x: Double, y: Double) -> (x: Double, y: Double, w: Double) {
        (m11 * x + m21 * y + m31, m12 * x + m22 * y + m32, m13 * x + m23 * y + m33)
    }

    /// `point` transformed, or `nil` when it goes to infinity or behind the viewer (w ≤ 0).
    public func apply(to point: CGPoint) -> CGPoint? {
        let (x, y, w) = homogeneous(x: Double(point.x), y: Double(point.y))
        guard w > 0 else { return nil }
        return CGPoint(x: x / w, y: y / w)
    }

    /// The affine transform that agrees with this one at `point` to first order (same image,
    /// same derivative), or `nil` where the point goes to infinity or behind the viewer.
    public func tangent(at point: CGPoint) -> GroupItem.Transform? {
        let (x, y) = (Double(point.x), Double(point.y))
        let (px, py, w) = homogeneous(x: x, y: y)
        guard w > 0 else { return nil }
        let (u, v) = (px / w, py / w)
        // d(u)/dx = (m11 − u·m13)/w and so on.
        let a = (m11 - u * m13) / w, b = (m12 - v * m13) / w
        let c = (m21 - u * m23) / w, d = (m22 - v * m23) / w
        return GroupItem.Transform(a: a, b: b, c: c, d: d, tx: u - a * x - c * y, ty: v - b * x - d * y)
    }
}
