import Foundation
import LayoutCore

/// A 3 × 3 matrix that maps a view's points, row vectors (x, y, 1), with perspective in its third
/// column: SwiftUI's `ProjectionTransform`, what a ``GeometryEffect`` returns.
public struct ProjectionTransform: Hashable, Sendable {
    /// The matrix's entries, by row and column.
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    /// The second row: how y moves x, y and the perspective term.
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    /// The third row: the translation and the perspective term's constant.
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    /// The identity.
    public init() {}

    /// The projection that applies an affine transform.
    /// - Parameter m: The affine transform.
    public init(_ m: CGAffineTransform) {
        (m11, m12, m21, m22, m31, m32) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    }

    /// Whether the projection leaves every point where it is.
    public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether the projection is affine: no perspective.
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// This projection, then `rhs`.
    /// - Parameter rhs: The projection applied after this one.
    /// - Returns: Their product.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        let (a, b) = (rows, rhs.rows)
        var product = ProjectionTransform()
        var entries: [CGFloat] = []
        entries.reserveCapacity(9)
        for row in 0..<3 {
            for column in 0..<3 {
                var sum: CGFloat = 0
                for k in 0..<3 { sum += a[row][k] * b[k][column] }
                entries.append(sum)
            }
        }
        (product.m11, product.m12, product.m13) = (entries[0], entries[1], entries[2])
        (product.m21, product.m22, product.m23) = (entries[3], entries[4], entries[5])
        (product.m31, product.m32, product.m33) = (entries[6], entries[7], entries[8])
        return product
    }

    /// The rows of the matrix.
    private var rows: [[CGFloat]] { [[m11, m12, m13], [m21, m22, m23], [m31, m32, m33]] }

    /// The entries, m11 to m33, as a view effect carries them.
    var entries: [Double] { rows.flatMap { $0.map(Double.init) } }
}
