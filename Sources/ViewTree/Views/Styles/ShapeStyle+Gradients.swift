import AnimationCore
import Foundation
import LayoutCore

extension ShapeStyle where Self == LinearGradient {
    /// SwiftUI's `.linearGradient(_:startPoint:endPoint:)`: ``LinearGradient/init(gradient:startPoint:endPoint:)``.
    /// - Parameters:
    ///   - gradient: The colours.
    ///   - startPoint: Where location 0 sits.
    ///   - endPoint: Where location 1 sits.
    /// - Returns: The gradient.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    /// SwiftUI's `.linearGradient(colors:startPoint:endPoint:)`: colours spaced evenly.
    /// - Parameters:
    ///   - colors: The colours, first to last.
    ///   - startPoint: Where the first sits.
    ///   - endPoint: Where the last sits.
    /// - Returns: The gradient.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    /// SwiftUI's `.linearGradient(stops:startPoint:endPoint:)`.
    /// - Parameters:
    ///   - stops: The colours and their locations.
    ///   - startPoint: Where location 0 sits.
    ///   - endPoint: Where location 1 sits.
    /// - Returns: The gradient.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// SwiftUI's `.radialGradient(_:center:startRadius:endRadius:)`.
    /// - Parameters:
    ///   - gradient: The colours.
    ///   - center: The circles' centre.
    ///   - startRadius: The radius of location 0, in points.
    ///   - endRadius: The radius of location 1, in points.
    /// - Returns: The gradient.
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// SwiftUI's `.radialGradient(colors:center:startRadius:endRadius:)`: colours spaced evenly.
    /// - Parameters:
    ///   - colors: The colours, first to last.
    ///   - center: The circles' centre.
    ///   - startRadius: The first colour's radius.
    ///   - endRadius: The last colour's.
    /// - Returns: The gradient.
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// SwiftUI's `.radialGradient(stops:center:startRadius:endRadius:)`.
    /// - Parameters:
    ///   - stops: The colours and their locations.
    ///   - center: The circles' centre.
    ///   - startRadius: The radius of location 0.
    ///   - endRadius: The radius of location 1.
    /// - Returns: The gradient.
    public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// SwiftUI's `.ellipticalGradient(_:center:startRadiusFraction:endRadiusFraction:)`.
    /// - Parameters:
    ///   - gradient: The colours.
    ///   - center: The ellipses' centre; the frame's by default.
    ///   - startRadiusFraction: Location 0's radius as a fraction of the frame's size; 0 by default.
    ///   - endRadiusFraction: Location 1's; 0.5 by default.
    /// - Returns: The gradient.
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// SwiftUI's `.ellipticalGradient(colors:center:startRadiusFraction:endRadiusFraction:)`.
    /// - Parameters:
    ///   - colors: The colours, first to last.
    ///   - center: The ellipses' centre; the frame's by default.
    ///   - startRadiusFraction: The first colour's radius; 0 by default.
    ///   - endRadiusFraction: The last colour's; 0.5 by default.
    /// - Returns: The gradient.
    public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// SwiftUI's `.ellipticalGradient(stops:center:startRadiusFraction:endRadiusFraction:)`.
    /// - Parameters:
    ///   - stops: The colours and their locations.
    ///   - center: The ellipses' centre; the frame's by default.
    ///   - startRadiusFraction: Location 0's radius; 0 by default.
    ///   - endRadiusFraction: Location 1's; 0.5 by default.
    /// - Returns: The gradient.
    public static func ellipticalGradient(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(stops: stops, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// SwiftUI's `.angularGradient(_:center:startAngle:endAngle:)`.
    /// - Parameters:
    ///   - gradient: The colours.
    ///   - center: The centre.
    ///   - startAngle: The direction of location 0.
    ///   - endAngle: The direction of location 1.
    /// - Returns: The gradient.
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// SwiftUI's `.angularGradient(colors:center:startAngle:endAngle:)`: colours spaced evenly.
    /// - Parameters:
    ///   - colors: The colours, first to last.
    ///   - center: The centre.
    ///   - startAngle: The first colour's direction.
    ///   - endAngle: The last colour's.
    /// - Returns: The gradient.
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// SwiftUI's `.angularGradient(stops:center:startAngle:endAngle:)`.
    /// - Parameters:
    ///   - stops: The colours and their locations.
    ///   - center: The centre.
    ///   - startAngle: The direction of location 0.
    ///   - endAngle: The direction of location 1.
    /// - Returns: The gradient.
    public static func angularGradient(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// SwiftUI's `.conicGradient(_:center:angle:)`: one whole turn from `angle`.
    /// - Parameters:
    ///   - gradient: The colours.
    ///   - center: The centre.
    ///   - angle: The direction of location 0 (and of 1, a turn later); three o'clock by default.
    /// - Returns: The gradient.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }

    /// SwiftUI's `.conicGradient(colors:center:angle:)`: colours spaced evenly over one turn.
    /// - Parameters:
    ///   - colors: The colours, first to last.
    ///   - center: The centre.
    ///   - angle: The first colour's direction; three o'clock by default.
    /// - Returns: The gradient.
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }

    /// SwiftUI's `.conicGradient(stops:center:angle:)`.
    /// - Parameters:
    ///   - stops: The colours and their locations.
    ///   - center: The centre.
    ///   - angle: The direction of location 0; three o'clock by default.
    /// - Returns: The gradient.
    public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(stops: stops, center: center, angle: angle)
    }
}
