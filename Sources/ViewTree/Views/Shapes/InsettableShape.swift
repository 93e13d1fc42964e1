import AnimationCore
import Foundation
import LayoutCore
import SceneCore

/// A shape that can be drawn inset within its frame: SwiftUI's `InsettableShape`, what
/// ``InsettableShape/strokeBorder(_:style:)`` needs.
public protocol InsettableShape: Shape {
    /// The type of the shape inset.
    associatedtype InsetShape: InsettableShape

    /// The shape drawn `amount` points inside its frame on every side.
    /// - Parameter amount: How far in; a negative amount draws it outside.
    /// - Returns: The inset shape.
    func inset(by amount: CGFloat) -> InsetShape
}

/// A shape drawn in its frame inset by an amount on every side: what ``InsettableShape/inset(by:)``
/// makes of the built-in shapes.
///
/// Its path is the shape's path in the inset frame (an empty frame when the inset is more than
/// half a side). The amount animates beside the shape's own data, so a border whose line width
/// animates stays inside the frame at every frame.
public struct ShapeInset<Content: Shape>: InsettableShape {
    /// The shape, as drawn in the inset frame.
    public var shape: Content
    /// How far in the frame is inset on every side, in points.
    public var amount: CGFloat

    /// The shape's path in `rect` inset by ``amount`` on every side.
    /// - Parameter rect: The view's frame.
    /// - Returns: The outline, inside the frame when the amount is positive.
    public func path(in rect: CGRect) -> Path {
        let dx = min(amount, rect.width / 2), dy = min(amount, rect.height / 2)
        return shape.path(in: rect.insetBy(dx: dx, dy: dy))
    }

    /// The size the shape takes: the shape's own.
    /// - Parameter proposal: The size offered.
    /// - Returns: What the shape takes for it.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        shape.sizeThatFits(proposal)
    }

    /// The inset, then the shape's own animatable data.
    public var animatableData: AnimatablePair<CGFloat, Content.AnimatableData> {
        get { AnimatablePair(amount, shape.animatableData) }
        set {
            amount = newValue.first
            shape.animatableData = newValue.second
        }
    }

    /// The shape inset by `amount` more.
    /// - Parameter amount: How much further in.
    /// - Returns: The shape inset by both amounts.
    public func inset(by amount: CGFloat) -> ShapeInset<Content> {
        ShapeInset(shape: shape, amount: self.amount + amount)
    }
}

extension Rectangle: InsettableShape {
    /// The rectangle `amount` inside its frame.
    /// - Parameter amount: How far in.
    /// - Returns: The inset rectangle.
    public func inset(by amount: CGFloat) -> ShapeInset<Rectangle> { ShapeInset(shape: self, amount: amount) }
}

extension Circle: InsettableShape {
    /// The circle `amount` inside the largest one centred in its frame.
    /// - Parameter amount: How far in.
    /// - Returns: The inset circle.
    public func inset(by amount: CGFloat) -> ShapeInset<Circle> { ShapeInset(shape: self, amount: amount) }
}

extension Ellipse: InsettableShape {
    /// The ellipse `amount` inside its frame.
    /// - Parameter amount: How far in.
    /// - Returns: The inset ellipse.
    public func inset(by amount: CGFloat) -> ShapeInset<Ellipse> { ShapeInset(shape: self, amount: amount) }
}

extension Capsule: InsettableShape {
    /// The capsule `amount` inside its frame.
    /// - Parameter amount: How far in.
    /// - Returns: The inset capsule.
    public func inset(by amount: CGFloat) -> ShapeInset<Capsule> { ShapeInset(shape: self, amount: amount) }
}

extension RoundedRectangle: InsettableShape {
    /// The rounded rectangle `amount` inside its frame, its corners smaller by `amount` (never
    /// below 0), so the inset outline stays parallel to the original.
    /// - Parameter amount: How far in.
    /// - Returns: The inset rounded rectangle.
    public func inset(by amount: CGFloat) -> ShapeInset<RoundedRectangle> {
        let corner = CGSize(width: max(cornerSize.width - amount, 0), height: max(cornerSize.height - amount, 0))
        return ShapeInset(shape: RoundedRectangle(cornerSize: corner, style: style), amount: amount)
    }
}

extension InsettableShape {
    /// SwiftUI's `.strokeBorder(_:style:)` with a shape style: the outline stroked inside the
    /// frame with `content` (a gradient placed in the frame), and no fill.
    /// - Parameters:
    ///   - content: The style.
    ///   - style: The width, caps, joins, miter limit and dashes.
    ///   - antialiased: SwiftUI's switch for smoothing the edges; Zoetrope always draws them
    ///     smoothed.
    /// - Returns: The outlined shape.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokedShape<InsetShape> {
        StrokedShape(shape: inset(by: style.lineWidth / 2), paint: content.resolvedPaint, style: style)
    }

    /// SwiftUI's `.strokeBorder(_:lineWidth:)` with a shape style.
    /// - Parameters:
    ///   - content: The style.
    ///   - lineWidth: The width in points; 1 by default.
    ///   - antialiased: SwiftUI's switch for smoothing the edges; Zoetrope always draws them
    ///     smoothed.
    /// - Returns: The outlined shape.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokedShape<InsetShape> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// SwiftUI's `.strokeBorder(style:)`: the outline stroked inside the frame in the foreground
    /// colour.
    /// - Parameters:
    ///   - style: The width, caps, joins, miter limit and dashes.
    ///   - antialiased: SwiftUI's switch for smoothing the edges; Zoetrope always draws them
    ///     smoothed.
    /// - Returns: The outlined shape.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> StrokedShape<InsetShape> {
        StrokedShape(shape: inset(by: style.lineWidth / 2), paint: nil, style: style)
    }

    /// SwiftUI's `.strokeBorder(lineWidth:)`: the outline stroked inside the frame in the
    /// foreground colour.
    /// - Parameters:
    ///   - lineWidth: The width in points; 1 by default.
    ///   - antialiased: SwiftUI's switch for smoothing the edges; Zoetrope always draws them
    ///     smoothed.
    /// - Returns: The outlined shape.
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokedShape<InsetShape> {
        strokeBorder(style: StrokeStyle(lineWidth: lineWidth))
    }
}
