import AnimationCore
import Foundation
import LayoutCore
import SceneCore

/// A gradient around a unit point of the frame, its colours changing with the direction from it:
/// SwiftUI's `AngularGradient` (a conic gradient).
///
/// Angles run clockwise on screen from three o'clock. The locations run from `startAngle` to
/// `endAngle`; a sweep of more than a whole turn shows only its last turn, and one of less leaves
/// a gap that shows the last colour for its first half and the first colour for its second, as in
/// SwiftUI. Equal angles (the defaults) sweep a whole turn from the start angle.
public struct AngularGradient: ShapeStyle, View, PrimitiveView, Hashable {
    /// The colours.
    public var gradient: Gradient
    /// The centre, in the frame's unit square.
    public var center: UnitPoint
    /// The direction of location 0.
    public var startAngle: Angle
    /// The direction of location 1.
    public var endAngle: Angle

    /// A gradient from `startAngle` to `endAngle` about `center`.
    /// - Parameters:
    ///   - gradient: The colours.
    ///   - center: The centre.
    ///   - startAngle: The direction of location 0; three o'clock by default.
    ///   - endAngle: The direction of location 1; equal to the start (a whole turn) by default.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }

    /// A gradient of colours spaced evenly from `startAngle` to `endAngle`.
    /// - Parameters:
    ///   - colors: The colours, first to last.
    ///   - center: The centre.
    ///   - startAngle: The first colour's direction; three o'clock by default.
    ///   - endAngle: The last colour's; a whole turn on by default.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A gradient of stops from `startAngle` to `endAngle`.
    /// - Parameters:
    ///   - stops: The colours and their locations.
    ///   - center: The centre.
    ///   - startAngle: The direction of location 0; three o'clock by default.
    ///   - endAngle: The direction of location 1; a whole turn on by default.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A gradient making one whole turn from `angle`: SwiftUI's `AngularGradient(gradient:center:angle:)`.
    /// - Parameters:
    ///   - gradient: The colours.
    ///   - center: The centre.
    ///   - angle: The direction of location 0 (and of 1, a turn later); three o'clock by default.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }

    /// A gradient of colours spaced evenly over one whole turn from `angle`.
    /// - Parameters:
    ///   - colors: The colours, first to last.
    ///   - center: The centre.
    ///   - angle: The first colour's direction; three o'clock by default.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    /// A gradient of stops over one whole turn from `angle`.
    /// - Parameters:
    ///   - stops: The colours and their locations.
    ///   - center: The centre.
    ///   - angle: The direction of location 0; three o'clock by default.
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        Rectangle().resolveShape(fill: paint, in: context)
    }
}

extension AngularGradient: PaintingShapeStyle {
    /// The gradient, equal angles written as the whole turn they draw, so that a change to
    /// other angles interpolates from a whole turn rather than from none.
    var paint: StylePaint? {
        let end = endAngle == startAngle ? startAngle.radians + 2 * Double.pi : endAngle.radians
        return StylePaint(gradient: GradientSpec(stops: gradient.displayStops, kind: .angular(
            center: center, startAngle: startAngle.radians, endAngle: end)))
    }
}
