import Foundation
import LayoutCore
import SceneCore

/// A gradient between two circles about a unit point of the frame, their radii in points, the
/// end colours kept inside the first and outside the second: SwiftUI's `RadialGradient`.
///
/// As a shape style its centre is placed in the frame of the shape it paints; as a view it fills
/// the frame it is offered.
public struct RadialGradient: ShapeStyle, View, PrimitiveView, Hashable {
    /// The colours.
    public var gradient: Gradient
    /// The circles' centre, in the frame's unit square.
    public var center: UnitPoint
    /// The radius of location 0, in points.
    public var startRadius: CGFloat
    /// The radius of location 1, in points.
    public var endRadius: CGFloat

    /// A gradient from the circle of `startRadius` to the one of `endRadius`.
    /// - Parameters:
    ///   - gradient: The colours.
    ///   - center: The circles' centre.
    ///   - startRadius: The radius of location 0, in points.
    ///   - endRadius: The radius of location 1, in points.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    /// A gradient of colours spaced evenly from `startRadius` to `endRadius`.
    /// - Parameters:
    ///   - colors: The colours, first to last.
    ///   - center: The circles' centre.
    ///   - startRadius: The radius of the first colour.
    ///   - endRadius: The radius of the last.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A gradient of stops from `startRadius` to `endRadius`.
    /// - Parameters:
    ///   - stops: The colours and their locations.
    ///   - center: The circles' centre.
    ///   - startRadius: The radius of location 0.
    ///   - endRadius: The radius of location 1.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        Rectangle().resolveShape(fill: paint, in: context)
    }
}

extension RadialGradient: PaintingShapeStyle {
    var paint: StylePaint? {
        StylePaint(gradient: GradientSpec(stops: gradient.displayStops,
                                          kind: .radial(center: center, startRadius: Double(startRadius), endRadius: Double(endRadius))))
    }
}
