import Foundation
import FrameRendering
import LayoutCore
import SceneCore

/// A shape that fills the frame it is offered: SwiftUI's `Shape`, for the shapes Zoetrope draws.
///
/// Shapes take whatever size they are offered (10×10 when offered nothing, as SwiftUI's do) and
/// are filled with the foreground colour (black by default) unless `.fill(_:)` says otherwise.
public protocol Shape: View {
    /// How the shape is drawn, as a scene view.
    var shapeSpec: ShapeSpec { get }
    /// The corner radius of a rounded rectangle; 0 for the others.
    var cornerRadius: Double { get }
}

extension Shape {
    /// No rounding: only a rounded rectangle has corners to round.
    public var cornerRadius: Double { 0 }

    /// The shape filled with `color`: SwiftUI's `.fill(_:)`.
    public func fill(_ color: Color) -> FilledShape<Self> {
        FilledShape(shape: self, color: color)
    }

    /// The shape as a view, filled with `fill` or the foreground colour.
    func resolveShape(fill: Color?, in context: ResolveContext) -> [ResolvedView] {
        let sizing = ViewSizing.flexible(minimum: .zero, ideal: CGSize(width: 10, height: 10),
                                         maximum: CGSize(width: CGFloat.infinity, height: .infinity))
        let look = ViewSpec(shape: shapeSpec, cornerRadius: cornerRadius, fill: fill?.rgba ?? context.foreground ?? .black)
        return context.resolved(ViewNode(sizing: sizing), looks: [look])
    }
}

/// A shape with its own fill.
public struct FilledShape<S: Shape>: View, PrimitiveView {
    let shape: S
    let color: Color

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        shape.resolveShape(fill: color, in: context)
    }
}

/// SwiftUI's `Rectangle`.
public struct Rectangle: Shape, PrimitiveView {
    /// Creates a rectangle.
    public init() {}
    /// Drawn as a scene's `rectangle`.
    public var shapeSpec: ShapeSpec { .rectangle }
    func resolve(in context: ResolveContext) -> [ResolvedView] { resolveShape(fill: nil, in: context) }
}

/// SwiftUI's `RoundedRectangle(cornerRadius:)`.
public struct RoundedRectangle: Shape, PrimitiveView {
    /// The radius of its corners.
    public let cornerRadius: Double
    /// Creates a rounded rectangle.
    public init(cornerRadius: CGFloat) { self.cornerRadius = Double(cornerRadius) }
    /// Drawn as a scene's `roundedRectangle`.
    public var shapeSpec: ShapeSpec { .roundedRectangle }
    func resolve(in context: ResolveContext) -> [ResolvedView] { resolveShape(fill: nil, in: context) }
}

/// SwiftUI's `Circle`: the largest circle centred in its frame.
public struct Circle: Shape, PrimitiveView {
    /// Creates a circle.
    public init() {}
    /// Drawn as a scene's `circle`.
    public var shapeSpec: ShapeSpec { .circle }
    func resolve(in context: ResolveContext) -> [ResolvedView] { resolveShape(fill: nil, in: context) }
}

/// SwiftUI's `Ellipse`: filling its frame.
public struct Ellipse: Shape, PrimitiveView {
    /// Creates an ellipse.
    public init() {}
    /// Drawn as a scene's `ellipse`.
    public var shapeSpec: ShapeSpec { .ellipse }
    func resolve(in context: ResolveContext) -> [ResolvedView] { resolveShape(fill: nil, in: context) }
}

/// SwiftUI's `Capsule`.
public struct Capsule: Shape, PrimitiveView {
    /// Creates a capsule.
    public init() {}
    /// Drawn as a scene's `capsule`.
    public var shapeSpec: ShapeSpec { .capsule }
    func resolve(in context: ResolveContext) -> [ResolvedView] { resolveShape(fill: nil, in: context) }
}

/// A shape outlined rather than filled: what `.stroke` builds.
public struct StrokedShape<S: Shape>: View, PrimitiveView {
    let shape: S
    let color: Color?
    let lineWidth: CGFloat

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        shape.resolveShape(fill: .clear, in: context).map { resolved in
            var outlined = resolved
            outlined.looks = resolved.looks.map { look in
                var look = look
                look.stroke = Stroke(color: color?.rgba ?? context.foreground ?? .black, width: Double(lineWidth))
                return look
            }
            return outlined
        }
    }
}

extension Shape {
    /// SwiftUI's `.stroke(_:lineWidth:)`: the shape's outline in `color`, centred on its edge, and
    /// no fill.
    public func stroke(_ color: Color, lineWidth: CGFloat = 1) -> StrokedShape<Self> {
        StrokedShape(shape: self, color: color, lineWidth: lineWidth)
    }

    /// SwiftUI's `.stroke(lineWidth:)`: the shape's outline in the foreground colour.
    public func stroke(lineWidth: CGFloat = 1) -> StrokedShape<Self> {
        StrokedShape(shape: self, color: nil, lineWidth: lineWidth)
    }
}
