import AnimationCore
import Foundation

extension UnitCurve {
    /// A cubic Bézier curve from (0, 0) to (1, 1) through two control points, as SwiftUI writes it:
    /// `UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.75, y: 0.9))`.
    ///
    /// The x coordinates are clamped to 0...1, which keeps the curve a function of its input; the
    /// y coordinates are used as given, so values outside 0...1 overshoot or undershoot.
    /// - Parameters:
    ///   - startControlPoint: The control point next to (0, 0).
    ///   - endControlPoint: The control point next to (1, 1).
    /// - Returns: The curve.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        bezier(startControlPoint: CGPoint(x: startControlPoint.x, y: startControlPoint.y),
               endControlPoint: CGPoint(x: endControlPoint.x, y: endControlPoint.y))
    }
}
