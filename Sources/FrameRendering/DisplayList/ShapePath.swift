import Foundation

/// The outline a ``ShapeKind/path(_:fillRule:)`` item is drawn with: straight and curved
/// segments, as plain data.
///
/// Points are in the item's own frame: (0, 0) is the top-left corner of its unrotated, unscaled
/// size and y grows downwards, as the rectangle SwiftUI hands `Shape.path(in:)`. A path may reach
/// past that frame; nothing is clipped. SwiftUI's `Path` (in SceneCore) is built on this value.
///
/// A segment that follows ``Element/closeSubpath`` starts a new subpath at the closed subpath's
/// first point, as in CoreGraphics and cairo.
public struct ShapePath: Hashable, Sendable {
    /// One step of a path, with SwiftUI's `Path.Element` cases.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at a point.
        case move(to: CGPoint)
        /// A straight line from the current point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve from the current point, with one control point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve from the current point, with two control points.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A straight line back to the current subpath's first point, closing it.
        case closeSubpath

        /// The points the element names, its end point last; none for ``closeSubpath``.
        public var points: [CGPoint] {
            switch self {
            case let .move(point), let .line(point): [point]
            case let .quadCurve(point, control): [control, point]
            case let .curve(point, control1, control2): [control1, control2, point]
            case .closeSubpath: []
            }
        }
    }

    /// The elements, in drawing order.
    public var elements: [Element]

    /// Creates a path.
    /// - Parameter elements: The elements, in drawing order; none by default (an empty path,
    ///   which draws nothing).
    public init(_ elements: [Element] = []) {
        self.elements = elements
    }

    /// Every point the elements name, control points included: the path lies within their
    /// convex hull. Empty for an empty path.
    public var points: [CGPoint] { elements.flatMap(\.points) }
}

/// Which points a filled path covers where its subpaths overlap or cross themselves.
public enum FillRule: Hashable, Sendable {
    /// A point is inside when the path winds around it a number of times other than zero
    /// (SwiftUI's default, `FillStyle(eoFill: false)`).
    case nonZero
    /// A point is inside when a ray from it crosses the path an odd number of times
    /// (`FillStyle(eoFill: true)`): overlaps cut holes.
    case evenOdd
}
