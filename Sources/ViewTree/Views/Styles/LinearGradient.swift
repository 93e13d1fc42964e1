import Foundation
import LayoutCore
import SceneCore

/// A gradient along a line between two unit points of the frame, the colours constant across
/// it and kept past its ends: SwiftUI's `LinearGradient`.
///
/// As a shape style (`.fill`, `.stroke`, `.foregroundStyle`) its points are placed in the frame of
/// the shape it paints; as a view it fills the frame it is offered, as a ``Color`` does.
public struct LinearGradient: ShapeStyle, View, PrimitiveView, Hashable {
    /// The colours.
    public var gradient: Gradient
    /// Where location 0 sits, in the frame's unit square.
    public var startPoint: UnitPoint
    /// Where location 1 sits.
    public var endPoint: UnitPoint

    /// A gradient from `startPoint` to `endPoint`.
    /// - Parameters:
    ///   - gradient: The colours.
    ///   - startPoint: Where location 0 sits (`.top`, `.leading`, `UnitPoint(x:y:)`).
    ///   - endPoint: Where location 1 sits.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// A gradient of colours spaced evenly from `startPoint` to `endPoint`.
    /// - Parameters:
    ///   - colors: The colours, first to last.
    ///   - startPoint: Where the first sits.
    ///   - endPoint: Where the last sits.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// A gradient of stops from `startPoint` to `endPoint`.
    /// - Parameters:
    ///   - stops: The colours and their locations.
    ///   - startPoint: Where location 0 sits.
    ///   - endPoint: Where location 1 sits.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        Rectangle().resolveShape(fill: paint, in: context)
    }
}

extension LinearGradient: PaintingShapeStyle {
    var paint: StylePaint? {
        StylePaint(gradient: GradientSpec(stops: gradient.displayStops, kind: .linear(startPoint: startPoint, endPoint: endPoint)))
    }
}
