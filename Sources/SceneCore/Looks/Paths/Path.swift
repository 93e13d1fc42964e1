import Foundation
import FrameRendering
import LayoutCore

/// The outline of a 2D shape: SwiftUI's `Path`, a value of lines and Bézier curves in a y-down
/// coordinate space.
///
/// Build one with its initialisers (`Path(rect)`, `Path(ellipseIn:)`, `Path { path in … }`) and
/// its `move`/`add…` methods, as in SwiftUI; draw it as a view, or return it from a `Shape`'s
/// `path(in:)`. Its elements are the display list's ``ShapePath``, so cairo draws (and SVG and PDF
/// write) exactly these segments.
///
/// A segment added with no current point (to an empty path) starts the path at its first point,
/// as an HTML canvas does: `addLine(to:)` moves there, `addQuadCurve` and `addCurve` move to their
/// first control point first. A segment added after ``closeSubpath()`` starts a new subpath at the
/// closed one's first point.
public struct Path: Equatable, Sendable, CustomStringConvertible {
    /// One element of a path: `.move(to:)`, `.line(to:)`, `.quadCurve(to:control:)`,
    /// `.curve(to:control1:control2:)` or `.closeSubpath`.
    public typealias Element = ShapePath.Element

    /// The elements as the display list draws them.
    package private(set) var outline: ShapePath
    /// The point the next segment starts from; `nil` in an empty path.
    private var current: CGPoint?
    /// The first point of the subpath being drawn.
    private var subpathStart: CGPoint?

    /// Creates an empty path.
    public init() {
        outline = ShapePath()
    }

    /// Creates an empty path, then lets `build` add its elements: `Path { path in … }`.
    /// - Parameter build: A closure that adds the path's elements.
    public init(_ build: (inout Path) -> Void) {
        self.init()
        build(&self)
    }

    /// Creates a path of the display list's elements.
    /// - Parameter outline: The elements.
    package init(_ outline: ShapePath) {
        self.init()
        for element in outline.elements { append(element) }
    }

    /// Whether the path has no elements (a path that only moves is not empty).
    public var isEmpty: Bool { outline.elements.isEmpty }

    /// The point the next segment starts from: the end of the last segment, or the first point of
    /// the last subpath once it is closed; `nil` for an empty path.
    public var currentPoint: CGPoint? { current }

    /// Calls `body` with each element, in order.
    /// - Parameter body: What to do with an element.
    /// - Complexity: O(*n*) in the number of elements.
    public func forEach(_ body: (Element) -> Void) {
        outline.elements.forEach(body)
    }

    /// Two paths are equal when they have the same elements.
    public static func == (lhs: Path, rhs: Path) -> Bool { lhs.outline == rhs.outline }

    /// The path in SwiftUI's text form: each element's points then its letter (`m`, `l`, `q`, `c`,
    /// `h`), as in `0 0 m 10 0 l h`.
    public var description: String {
        outline.elements.map { element in
            let letter = switch element {
            case .move: "m"
            case .line: "l"
            case .quadCurve: "q"
            case .curve: "c"
            case .closeSubpath: "h"
            }
            let numbers = element.points.flatMap { [$0.x, $0.y] }.map { NumberText.describe(Double($0)) }
            return (numbers + [letter]).joined(separator: " ")
        }.joined(separator: " ")
    }

    // MARK: - Adding elements

    /// Starts a new subpath at `point`.
    /// - Parameter point: Where the subpath starts.
    public mutating func move(to point: CGPoint) {
        append(.move(to: point))
    }

    /// Adds a straight line from the current point to `point` (moves there in an empty path).
    /// - Parameter point: Where the line ends.
    public mutating func addLine(to point: CGPoint) {
        guard current != nil else { return move(to: point) }
        append(.line(to: point))
    }

    /// Moves to the first point and adds lines through the others: nothing for an empty array.
    /// - Parameter points: The points, in order.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// Adds a quadratic Bézier curve from the current point to `end`.
    /// - Parameters:
    ///   - end: Where the curve ends.
    ///   - control: Its control point.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        if current == nil { move(to: control) }
        append(.quadCurve(to: end, control: control))
    }

    /// Adds a cubic Bézier curve from the current point to `end`.
    /// - Parameters:
    ///   - end: Where the curve ends.
    ///   - control1: The control point next to the start.
    ///   - control2: The control point next to the end.
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        if current == nil { move(to: control1) }
        append(.curve(to: end, control1: control1, control2: control2))
    }

    /// Closes the current subpath with a straight line back to its first point; nothing in an
    /// empty path.
    public mutating func closeSubpath() {
        guard current != nil else { return }
        append(.closeSubpath)
    }

    /// Adds every element of `path`, transformed: its subpaths become this path's last ones.
    /// - Parameters:
    ///   - path: The path to add.
    ///   - transform: What to apply to its points first; none by default.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        for element in path.applying(transform).outline.elements { append(element) }
    }

    /// Appends `element` and keeps the current point.
    mutating func append(_ element: Element) {
        switch element {
        case let .move(point):
            (current, subpathStart) = (point, point)
        case let .line(point), let .quadCurve(point, _), let .curve(point, _, _):
            if current == nil { subpathStart = element.points.first }
            current = point
        case .closeSubpath:
            current = subpathStart
        }
        outline.elements.append(element)
    }

    // MARK: - Transforming

    /// The path with every point transformed by `transform`.
    /// - Parameter transform: The affine transform.
    /// - Returns: The transformed path; the path itself for the identity.
    /// - Complexity: O(*n*) in the number of elements.
    public func applying(_ transform: CGAffineTransform) -> Path {
        guard transform != .identity else { return self }
        return Path(ShapePath(outline.elements.map { element in
            switch element {
            case let .move(point): .move(to: point.applying(transform))
            case let .line(point): .line(to: point.applying(transform))
            case let .quadCurve(point, control): .quadCurve(to: point.applying(transform), control: control.applying(transform))
            case let .curve(point, control1, control2):
                .curve(to: point.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform))
            case .closeSubpath: .closeSubpath
            }
        }))
    }

    /// The path moved by `dx` and `dy`.
    /// - Parameters:
    ///   - dx: The horizontal offset.
    ///   - dy: The vertical offset (down is positive).
    /// - Returns: The moved path.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }
}
