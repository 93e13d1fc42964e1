import Foundation

// Apple's CoreGraphics defines `CGAffineTransform`; Foundation on Linux does not. Layout code from
// the articles (the wheel rotates a vector with `CGPoint.applying(CGAffineTransform(rotationAngle:))`)
// compiles unchanged with this definition, which follows CoreGraphics' conventions exactly:
// points are row vectors, `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.

#if !canImport(CoreGraphics)
/// An affine transformation matrix for 2D graphics, as CoreGraphics defines it.
///
/// ```
/// | a  b  0 |
/// | c  d  0 |
/// | tx ty 1 |
/// ```
public struct CGAffineTransform: Hashable, Sendable {
    /// Row 1, column 1.
    public var a: CGFloat
    /// Row 1, column 2.
    public var b: CGFloat
    /// Row 2, column 1.
    public var c: CGFloat
    /// Row 2, column 2.
    public var d: CGFloat
    /// The horizontal translation.
    public var tx: CGFloat
    /// The vertical translation.
    public var ty: CGFloat

    /// Creates a transform from its six entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// Creates the identity transform.
    public init() { self = .identity }

    /// The transform that changes nothing.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A rotation.
    /// - Parameter angle: The angle in radians; in a y-down coordinate system positive is clockwise.
    public init(rotationAngle angle: CGFloat) {
        let (sine, cosine) = (sin(angle), cos(angle))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// A translation.
    /// - Parameters:
    ///   - tx: The horizontal shift.
    ///   - ty: The vertical shift.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale.
    /// - Parameters:
    ///   - sx: The horizontal factor.
    ///   - sy: The vertical factor.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// Whether this is the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// The transform that applies `self`, then `t2`.
    /// - Parameter t2: The transform applied second.
    /// - Returns: The product `self × t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// This transform preceded by a rotation.
    /// - Parameter angle: The angle in radians.
    /// - Returns: `CGAffineTransform(rotationAngle: angle).concatenating(self)`.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// This transform preceded by a translation.
    /// - Parameters:
    ///   - tx: The horizontal shift.
    ///   - ty: The vertical shift.
    /// - Returns: The combined transform.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// This transform preceded by a scale.
    /// - Parameters:
    ///   - sx: The horizontal factor.
    ///   - sy: The vertical factor.
    /// - Returns: The combined transform.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// The inverse transform, or `self` unchanged when it cannot be inverted (as CoreGraphics does).
    /// - Returns: The inverse, or `self` when the determinant is zero.
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        return CGAffineTransform(
            a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
            tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }
}

extension CGPoint {
    /// This point transformed by `t`.
    /// - Parameter t: The affine transform.
    /// - Returns: `(a·x + c·y + tx, b·x + d·y + ty)`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// This size transformed by `t`, ignoring translation (as CoreGraphics does).
    /// - Parameter t: The affine transform.
    /// - Returns: `(a·w + c·h, b·w + d·h)`.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle that contains this one transformed by `t`.
    /// - Parameter t: The affine transform.
    /// - Returns: The bounding box of the four transformed corners.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        let corners = [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
                       CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY)].map { $0.applying(t) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let (minX, maxX) = (xs.min() ?? 0, xs.max() ?? 0)
        let (minY, maxY) = (ys.min() ?? 0, ys.max() ?? 0)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
#endif
