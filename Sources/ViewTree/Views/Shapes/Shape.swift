import AnimationCore
import Foundation
import FrameRendering
import LayoutCore
import SceneCore

/// A 2D shape that draws itself in the frame it is given: SwiftUI's `Shape`.
///
/// A shape answers ``path(in:)`` with its outline in a rectangle whose origin is (0, 0) and whose
/// size is the view's frame, y down. It takes whatever size it is offered (10×10 for an
/// unspecified dimension, as SwiftUI's shapes do) unless ``sizeThatFits(_:)`` says otherwise, and
/// is filled with the foreground colour (black by default) unless `.fill` or `.stroke` say
/// otherwise.
///
/// Its ``Animatable/animatableData`` animates as a layout's does: when a change of state changes
/// it, every frame sets the interpolated value on the new state's shape and asks it for its path
/// again, so the drawing follows the shape's parameters (a polygon gaining sides, a wave moving
/// its phase) rather than cross-fading. A change of anything else about the shape (its type, a
/// property outside its animatable data) cross-fades, as a change of text does.
///
/// The built-in shapes (`Rectangle`, `RoundedRectangle`, `Circle`, `Ellipse`, `Capsule`) answer
/// `path(in:)` too and are drawn as the scene's shapes are; `UnevenRoundedRectangle`, a `Path`
/// and shapes of your own are drawn as their paths.
public protocol Shape: Sendable, Animatable, View {
    /// The shape's outline in `rect`.
    /// - Parameter rect: The frame to draw in: origin (0, 0), the view's size.
    /// - Returns: The outline.
    func path(in rect: CGRect) -> Path

    /// The size the shape takes for `proposal`.
    /// - Parameter proposal: The size offered.
    /// - Returns: The size taken; by default the proposal, 10 for an unspecified dimension.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize

    /// What the shape is for: SwiftUI's `Shape.role`; ``ShapeRole/fill`` by default. Zoetrope's
    /// styles draw every role the same way.
    static var role: ShapeRole { get }
}

extension Shape {
    /// A shape is filled unless it says otherwise.
    public static var role: ShapeRole { .fill }
}

extension Shape {
    /// The proposal, with 10 for an unspecified dimension and 0 for a negative one: what SwiftUI's
    /// shapes take.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let fit = { (value: CGFloat?) in value.map { min(max($0, 0), .infinity) } ?? 10 }
        return CGSize(width: fit(proposal.width), height: fit(proposal.height))
    }

    /// The shape filled with `content`, a colour or a gradient placed in the shape's frame:
    /// SwiftUI's `.fill(_:style:)`.
    /// - Parameters:
    ///   - content: The style (`LinearGradient(…)`, `.radialGradient(…)`, `AnyShapeStyle(…)`).
    ///   - style: How overlapping parts of the path are filled; non-zero winding by default.
    /// - Returns: The filled shape.
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> FilledShape<Self> {
        FilledShape(shape: self, paint: content.resolvedPaint, style: style)
    }

    /// The shape filled with the foreground colour by the rule `style` gives: SwiftUI's
    /// `.fill(style:)`.
    /// - Parameter style: How overlapping parts of the path are filled.
    /// - Returns: The filled shape.
    public func fill(style: FillStyle) -> FilledShape<Self> {
        FilledShape(shape: self, paint: nil, style: style)
    }

    /// The shape as a view, filled with `fill` or the foreground style: drawn as a scene shape
    /// when it is a built-in one that has one, else as its path.
    func resolveShape(fill: StylePaint?, style: FillStyle = FillStyle(), in context: ResolveContext) -> [ResolvedView] {
        let sizing = ViewSizing { [self] proposal in sizeThatFits(proposal) }
        let paint = context.paint(for: fill)
        var look: ViewSpec
        if let spec = (self as? any SceneShape)?.sceneShape {
            look = ViewSpec(shape: spec.shape, cornerRadius: spec.cornerRadius, fill: paint.color)
        } else {
            look = ViewSpec(shape: .rectangle, cornerRadius: 0, fill: paint.color)
            look.pathShape = PathShape(source: ShapeSource(shape: self), fillRule: style.isEOFilled ? .evenOdd : .nonZero)
        }
        look.fillGradient = paint.gradient
        return context.resolved(ViewNode(sizing: sizing), looks: [look])
    }
}

/// A built-in shape that a scene's shape draws exactly (with cairo's own rectangles and arcs, as
/// scene files' views are drawn), so views and scene files draw alike.
protocol SceneShape {
    /// The scene shape and corner radius this shape is drawn as; `nil` to draw its path.
    var sceneShape: (shape: ShapeSpec, cornerRadius: Double)? { get }
}

/// How a shape's path is filled: SwiftUI's `FillStyle`.
public struct FillStyle: Hashable, Sendable {
    /// Whether overlapping parts are filled by the even-odd rule (holes where they overlap)
    /// rather than the non-zero winding rule.
    public var isEOFilled: Bool
    /// Whether edges are antialiased; accepted, and always so here.
    public var isAntialiased: Bool

    /// Creates a fill style.
    /// - Parameters:
    ///   - eoFill: `true` for the even-odd rule; `false` (the default) for non-zero winding.
    ///   - antialiased: Whether edges are smoothed; accepted, they always are.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// A shape with its own fill.
public struct FilledShape<S: Shape>: View, PrimitiveView {
    let shape: S
    /// The colour or gradient; `nil` for the foreground style.
    let paint: StylePaint?
    var style = FillStyle()

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        shape.resolveShape(fill: paint, style: style, in: context)
    }
}

/// A shape outlined rather than filled: what `.stroke` builds.
public struct StrokedShape<S: Shape>: View, PrimitiveView {
    let shape: S
    /// The colour or gradient; `nil` for the foreground style.
    let paint: StylePaint?
    let style: StrokeStyle

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        let paint = context.paint(for: paint)
        let stroke = style.stroke(in: paint.color)
        return shape.resolveShape(fill: Color.clear.paint, in: context).map { resolved in
            var outlined = resolved
            outlined.looks = resolved.looks.map { look in
                var look = look
                look.stroke = stroke
                look.strokeGradient = paint.gradient
                return look
            }
            return outlined
        }
    }
}

extension Shape {
    /// SwiftUI's `.stroke(_:lineWidth:)` with a shape style: the outline drawn with `content` (a
    /// gradient placed in the shape's frame), centred on its edge, and no fill.
    /// - Parameters:
    ///   - content: The style.
    ///   - lineWidth: The width in points; 1 by default.
    ///   - antialiased: SwiftUI's switch for smoothing the edges; Zoetrope always draws them
    ///     smoothed.
    /// - Returns: The outlined shape.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokedShape<Self> {
        StrokedShape(shape: self, paint: content.resolvedPaint, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// SwiftUI's `.stroke(lineWidth:)`: the shape's outline in the foreground colour.
    /// - Parameter lineWidth: The width in points; 1 by default.
    /// - Returns: The outlined shape.
    public func stroke(lineWidth: CGFloat = 1) -> StrokedShape<Self> {
        StrokedShape(shape: self, paint: nil, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// SwiftUI's `.stroke(_:style:)` with a shape style: the outline drawn with `content`, with
    /// `style`'s width, caps, joins and dashes, and no fill.
    /// - Parameters:
    ///   - content: The style.
    ///   - style: The width, caps, joins, miter limit and dashes.
    ///   - antialiased: SwiftUI's switch for smoothing the edges; Zoetrope always draws them
    ///     smoothed.
    /// - Returns: The outlined shape.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokedShape<Self> {
        StrokedShape(shape: self, paint: content.resolvedPaint, style: style)
    }

    /// SwiftUI's `.stroke(style:)`: the shape's outline in the foreground colour, with `style`.
    /// - Parameter style: The width, caps, joins, miter limit and dashes.
    /// - Returns: The outlined shape.
    public func stroke(style: StrokeStyle) -> StrokedShape<Self> {
        StrokedShape(shape: self, paint: nil, style: style)
    }
}
