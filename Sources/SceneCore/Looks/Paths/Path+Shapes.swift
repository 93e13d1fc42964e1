import AnimationCore
import Foundation
import LayoutCore

/// How a rounded rectangle's corners are drawn: SwiftUI's `RoundedCornerStyle`.
///
/// Both are accepted; Zoetrope draws both as quarter circles (or quarter ellipses for unequal
/// corner sizes). SwiftUI's `.continuous` corners ease into the straight sides more gradually,
/// which a picture here will not show.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter-circle corners.
    case circular
    /// Corners with continuous curvature, as Apple's icons have (drawn as `.circular` here).
    case continuous
}

/// The radius of each corner of a rectangle: SwiftUI's `RectangleCornerRadii`.
///
/// Leading is the left side and trailing the right: a path knows no layout direction.
public struct RectangleCornerRadii: Hashable, Sendable, Animatable {
    /// The top-left corner's radius.
    public var topLeading: CGFloat
    /// The bottom-left corner's radius.
    public var bottomLeading: CGFloat
    /// The bottom-right corner's radius.
    public var bottomTrailing: CGFloat
    /// The top-right corner's radius.
    public var topTrailing: CGFloat

    /// Creates corner radii, each 0 unless given.
    /// - Parameters:
    ///   - topLeading: The top-left corner's radius.
    ///   - bottomLeading: The bottom-left corner's radius.
    ///   - bottomTrailing: The bottom-right corner's radius.
    ///   - topTrailing: The top-right corner's radius.
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        (self.topLeading, self.bottomLeading, self.bottomTrailing, self.topTrailing) = (topLeading, bottomLeading, bottomTrailing, topTrailing)
    }

    /// The four radii, animated together.
    public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(AnimatablePair(topLeading, bottomLeading), AnimatablePair(bottomTrailing, topTrailing)) }
        set {
            (topLeading, bottomLeading) = (newValue.first.first, newValue.first.second)
            (bottomTrailing, topTrailing) = (newValue.second.first, newValue.second.second)
        }
    }
}

extension Path {
    /// How far along a quarter ellipse's tangents its cubic's control points sit, as a fraction of
    /// the radius: 4/3·(√2 − 1), which puts the curve's middle on the ellipse.
    static let quarterControl = 4.0 / 3.0 * (2.0.squareRoot() - 1)

    /// Creates a path of a rectangle: from its top-left corner clockwise on screen, closed.
    /// - Parameter rect: The rectangle.
    public init(_ rect: CGRect) {
        self.init()
        addRect(rect)
    }

    /// Creates a path of a rounded rectangle with corners of one radius.
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - cornerRadius: The corners' radius, at most half the shorter side.
    ///   - style: The corner style; `.continuous` by default, drawn as `.circular`.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(roundedRect: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// Creates a path of a rounded rectangle whose corners are quarter ellipses of `cornerSize`.
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - cornerSize: The corners' width and height, scaled down together until each is at
    ///     most half the rectangle's.
    ///   - style: The corner style; `.continuous` by default, drawn as `.circular`.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// Creates a path of a rectangle whose corners have radii of their own.
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - cornerRadii: The corners' radii, each at most half the shorter side.
    ///   - style: The corner style; `.continuous` by default, drawn as `.circular`.
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }

    /// Creates a path of the ellipse that fills `rect`: from its rightmost point clockwise on
    /// screen, so a trimmed `Circle` grows from three o'clock as SwiftUI's does.
    /// - Parameter rect: The rectangle.
    public init(ellipseIn rect: CGRect) {
        self.init()
        addEllipse(in: rect)
    }

    /// Adds a closed subpath of a rectangle, from its top-left corner clockwise on screen.
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - transform: What to apply to its points; none by default.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)]
        addLines(corners.map { $0.applying(transform) })
        closeSubpath()
    }

    /// Adds a closed subpath for each rectangle, in order.
    /// - Parameters:
    ///   - rects: The rectangles.
    ///   - transform: What to apply to their points; none by default.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds a closed subpath of a rounded rectangle whose corners are quarter ellipses.
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - cornerSize: The corners' width and height, scaled down together until each is at most
    ///     half the rectangle's (so a large corner radius makes a capsule, as a
    ///     `RoundedRectangle`'s does).
    ///   - style: The corner style; `.continuous` by default, drawn as `.circular`.
    ///   - transform: What to apply to its points; none by default.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        let (width, height) = (max(Double(cornerSize.width), 0), max(Double(cornerSize.height), 0))
        let fit = min(1, width > 0 ? abs(Double(rect.width)) / 2 / width : 1, height > 0 ? abs(Double(rect.height)) / 2 / height : 1)
        let size = CGSize(width: width * fit, height: height * fit)
        addCorneredRect(rect.standardized, corners: [size, size, size, size], transform: transform)
    }

    /// Adds a closed subpath of a rectangle whose corners have radii of their own.
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - cornerRadii: The radii, each at most half the shorter side.
    ///   - style: The corner style; `.continuous` by default, drawn as `.circular`.
    ///   - transform: What to apply to its points; none by default.
    public mutating func addRoundedRect(in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        let limit = min(abs(rect.width), abs(rect.height)) / 2
        let radii = [cornerRadii.topLeading, cornerRadii.topTrailing, cornerRadii.bottomTrailing, cornerRadii.bottomLeading]
        addCorneredRect(rect.standardized, corners: radii.map { radius in
            let clamped = min(max(radius, 0), limit)
            return CGSize(width: clamped, height: clamped)
        }, transform: transform)
    }

    /// Adds a closed subpath of the ellipse that fills `rect`: four quarter curves from its
    /// rightmost point, clockwise on screen.
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - transform: What to apply to its points; none by default.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        var ellipse = Path()
        let rect = rect.standardized
        ellipse.move(to: CGPoint(x: rect.maxX, y: rect.midY))
        ellipse.addQuarter(to: CGPoint(x: rect.midX, y: rect.maxY), corner: CGPoint(x: rect.maxX, y: rect.maxY))
        ellipse.addQuarter(to: CGPoint(x: rect.minX, y: rect.midY), corner: CGPoint(x: rect.minX, y: rect.maxY))
        ellipse.addQuarter(to: CGPoint(x: rect.midX, y: rect.minY), corner: CGPoint(x: rect.minX, y: rect.minY))
        ellipse.addQuarter(to: CGPoint(x: rect.maxX, y: rect.midY), corner: CGPoint(x: rect.maxX, y: rect.minY))
        ellipse.closeSubpath()
        addPath(ellipse, transform: transform)
    }

    /// Adds a rectangle with quarter-ellipse corners of the given sizes (top left, top right,
    /// bottom right, bottom left), from the end of its top-left corner clockwise on screen; a
    /// plain rectangle when every size is zero.
    private mutating func addCorneredRect(_ rect: CGRect, corners: [CGSize], transform: CGAffineTransform) {
        guard corners.contains(where: { $0.width > 0 && $0.height > 0 }) else { return addRect(rect, transform: transform) }
        let (topLeft, topRight, bottomRight, bottomLeft) = (corners[0], corners[1], corners[2], corners[3])
        var outline = Path()
        outline.move(to: CGPoint(x: rect.minX + topLeft.width, y: rect.minY))
        outline.addSide(to: CGPoint(x: rect.maxX - topRight.width, y: rect.minY))
        outline.addQuarter(to: CGPoint(x: rect.maxX, y: rect.minY + topRight.height), corner: CGPoint(x: rect.maxX, y: rect.minY))
        outline.addSide(to: CGPoint(x: rect.maxX, y: rect.maxY - bottomRight.height))
        outline.addQuarter(to: CGPoint(x: rect.maxX - bottomRight.width, y: rect.maxY), corner: CGPoint(x: rect.maxX, y: rect.maxY))
        outline.addSide(to: CGPoint(x: rect.minX + bottomLeft.width, y: rect.maxY))
        outline.addQuarter(to: CGPoint(x: rect.minX, y: rect.maxY - bottomLeft.height), corner: CGPoint(x: rect.minX, y: rect.maxY))
        outline.addSide(to: CGPoint(x: rect.minX, y: rect.minY + topLeft.height))
        outline.addQuarter(to: CGPoint(x: rect.minX + topLeft.width, y: rect.minY), corner: CGPoint(x: rect.minX, y: rect.minY))
        outline.closeSubpath()
        addPath(outline, transform: transform)
    }

    /// Adds a line to `point` unless the path is already there (a side that rounded corners use up).
    private mutating func addSide(to point: CGPoint) {
        if currentPoint != point { addLine(to: point) }
    }

    /// Adds a quarter ellipse from the current point to `end` about the rectangle corner `corner`
    /// (its tangents run along the corner's sides); nothing when the path is already at `end`.
    private mutating func addQuarter(to end: CGPoint, corner: CGPoint) {
        guard let start = currentPoint, start != end else { return }
        let k = Self.quarterControl
        addCurve(to: end,
                 control1: CGPoint(x: start.x + k * (corner.x - start.x), y: start.y + k * (corner.y - start.y)),
                 control2: CGPoint(x: end.x + k * (corner.x - end.x), y: end.y + k * (corner.y - end.y)))
    }
}
