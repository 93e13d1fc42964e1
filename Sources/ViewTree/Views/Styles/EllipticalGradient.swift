import Foundation
import LayoutCore
import SceneCore

/// A radial gradient stretched to the frame: between two ellipses about a unit point, their
/// radii fractions of the frame's width and height, so a fraction of 0.5 reaches the frame's
/// edges from its centre: SwiftUI's `EllipticalGradient`.
public struct EllipticalGradient: ShapeStyle, View, PrimitiveView, Hashable {
    /// The colours.
    public var gradient: Gradient
    /// The ellipses' centre, in the frame's unit square.
    public var center: UnitPoint
    /// The radius of location 0, as a fraction of the frame's width (across) and height (down).
    public var startRadiusFraction: CGFloat
    /// The radius of location 1, as a fraction of the frame's size.
    public var endRadiusFraction: CGFloat

    /// A gradient from the ellipse of `startRadiusFraction` to the one of `endRadiusFraction`.
    /// - Parameters:
    ///   - gradient: The colours.
    ///   - center: The ellipses' centre; the frame's by default.
    ///   - startRadiusFraction: Location 0's radius as a fraction of the frame's size; 0 by default.
    ///   - endRadiusFraction: Location 1's; 0.5 (the frame's edges, from the centre) by default.
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    /// A gradient of colours spaced evenly between the ellipses.
    /// - Parameters:
    ///   - colors: The colours, first to last.
    ///   - center: The ellipses' centre; the frame's by default.
    ///   - startRadiusFraction: The first colour's radius; 0 by default.
    ///   - endRadiusFraction: The last colour's; 0.5 by default.
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }

    /// A gradient of stops between the ellipses.
    /// - Parameters:
    ///   - stops: The colours and their locations.
    ///   - center: The ellipses' centre; the frame's by default.
    ///   - startRadiusFraction: Location 0's radius; 0 by default.
    ///   - endRadiusFraction: Location 1's; 0.5 by default.
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        Rectangle().resolveShape(fill: paint, in: context)
    }
}

extension EllipticalGradient: PaintingShapeStyle {
    var paint: StylePaint? {
        StylePaint(gradient: GradientSpec(stops: gradient.displayStops, kind: .elliptical(
            center: center, startRadiusFraction: Double(startRadiusFraction), endRadiusFraction: Double(endRadiusFraction))))
    }
}
