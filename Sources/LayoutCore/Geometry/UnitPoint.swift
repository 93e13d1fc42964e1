import Foundation

/// A point in a view's own unit square: (0, 0) is the top-leading corner, (1, 1) the bottom-trailing.
///
/// SwiftUI's `UnitPoint`; used as the anchor of `LayoutSubview.place(at:anchor:proposal:)`.
public struct UnitPoint: Hashable, Sendable {
    /// The horizontal fraction, 0 at the leading edge.
    public var x: CGFloat
    /// The vertical fraction, 0 at the top edge.
    public var y: CGFloat

    /// Creates the top-leading point.
    public init() { self.init(x: 0, y: 0) }

    /// Creates a unit point.
    /// - Parameters:
    ///   - x: The horizontal fraction.
    ///   - y: The vertical fraction.
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    /// (0, 0).
    public static let zero = UnitPoint(x: 0, y: 0)
    /// (0.5, 0.5).
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// (0, 0.5).
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// (1, 0.5).
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// (0.5, 0).
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// (0.5, 1).
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// (0, 0).
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// (1, 0).
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// (0, 1).
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// (1, 1).
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    /// The point this unit point names in a rectangle of `size` whose origin is at zero.
    /// - Parameter size: The rectangle's size.
    /// - Returns: `(x * width, y * height)`.
    public func offset(in size: CGSize) -> CGPoint {
        CGPoint(x: x * size.width, y: y * size.height)
    }
}
