import Foundation

/// A function from progress to progress: how far along an animation is, given how much of its time
/// has passed.
///
/// SwiftUI's `UnitCurve` (iOS 17). A curve maps input progress in 0...1 to output progress that
/// starts at 0 and ends at 1; in between it may leave 0...1 to overshoot or undershoot. A curve knows
/// nothing of time or of the values being animated: an animation divides elapsed time by its duration
/// to get the input progress, and scales the change in value by the output progress.
///
/// Every curve here is a cubic Bézier curve, as in CSS `cubic-bezier()`; the named curves use the
/// control points CSS gives its keywords.
public struct UnitCurve: Hashable, Sendable {
    /// The solver for this curve's control points.
    private let bezier: UnitBezier

    /// Creates a curve from its Bézier solver.
    /// - Parameter bezier: The solver.
    private init(_ bezier: UnitBezier) {
        self.bezier = bezier
    }

    // MARK: - Named curves

    /// The identity: output progress equals input progress. CSS `linear`, `cubic-bezier(0, 0, 1, 1)`.
    public static let linear = UnitCurve(UnitBezier(x1: 0, y1: 0, x2: 1, y2: 1))

    /// Starts slowly and ends at full speed. CSS `ease-in`, `cubic-bezier(0.42, 0, 1, 1)`.
    public static let easeIn = UnitCurve(UnitBezier(x1: 0.42, y1: 0, x2: 1, y2: 1))

    /// Starts at full speed and ends slowly. CSS `ease-out`, `cubic-bezier(0, 0, 0.58, 1)`.
    public static let easeOut = UnitCurve(UnitBezier(x1: 0, y1: 0, x2: 0.58, y2: 1))

    /// Starts and ends slowly, symmetric about (0.5, 0.5). CSS `ease-in-out`,
    /// `cubic-bezier(0.42, 0, 0.58, 1)`.
    public static let easeInOut = UnitCurve(UnitBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1))

    /// Creates a cubic Bézier curve from (0, 0) to (1, 1), like CSS `cubic-bezier(x1, y1, x2, y2)`.
    ///
    /// The x coordinates are clamped to 0...1, which keeps the curve a function of its input (CSS
    /// rejects such values; SwiftUI documents none). The y coordinates are used as given: values
    /// outside 0...1 make the output overshoot or undershoot. A NaN coordinate makes every value NaN.
    ///
    /// - Parameters:
    ///   - startControlPoint: The control point next to (0, 0).
    ///   - endControlPoint: The control point next to (1, 1).
    /// - Returns: The curve.
    public static func bezier(startControlPoint: CGPoint, endControlPoint: CGPoint) -> UnitCurve {
        UnitCurve(UnitBezier(
            x1: Double(startControlPoint.x), y1: Double(startControlPoint.y),
            x2: Double(endControlPoint.x), y2: Double(endControlPoint.y)
        ))
    }

    // MARK: - Control points

    /// The control point next to (0, 0), with its x coordinate clamped to 0...1.
    public var startControlPoint: CGPoint { CGPoint(x: bezier.x1, y: bezier.y1) }

    /// The control point next to (1, 1), with its x coordinate clamped to 0...1.
    public var endControlPoint: CGPoint { CGPoint(x: bezier.x2, y: bezier.y2) }

    // MARK: - Reading the curve

    /// Returns the output progress for an input progress: the curve's y at x = `progress`.
    ///
    /// - Parameter progress: The input progress; clamped to 0...1, and NaN is read as 0.
    /// - Returns: The output progress: exactly 0 at 0 and exactly 1 at 1, possibly outside 0...1 in
    ///   between when a control point's y is.
    /// - Complexity: A handful of polynomial evaluations (Newton's method, rarely bisection).
    public func value(at progress: Double) -> Double {
        bezier.solve(Self.clampProgress(progress))
    }

    /// Returns the rate of change of the output progress with respect to the input progress, dy/dx.
    ///
    /// At 0 and 1 this is the slope of the curve's tangent at that end. Where the tangent is vertical
    /// (for example at the start of `bezier(startControlPoint: (0, 1), …)`) the velocity is
    /// `+infinity` or `-infinity`.
    ///
    /// - Parameter progress: The input progress; clamped to 0...1, and NaN is read as 0.
    /// - Returns: dy/dx at that progress; 1 everywhere for ``linear``.
    public func velocity(at progress: Double) -> Double {
        bezier.slope(Self.clampProgress(progress))
    }

    /// The curve mirrored in the diagonal: its control points with x and y swapped.
    ///
    /// When the y coordinates of the control points lie in 0...1, `inverse.value(at: value(at: x))`
    /// is `x`: the inverse maps output progress back to input progress. Otherwise the mirrored
    /// control points' x coordinates are clamped to 0...1 and the result only approximates an
    /// inverse, because the original curve is not one-to-one.
    public var inverse: UnitCurve {
        UnitCurve(UnitBezier(x1: bezier.y1, y1: bezier.x1, x2: bezier.y2, y2: bezier.x2))
    }

    /// Clamps an input progress to 0...1, reading NaN as 0.
    /// - Parameter progress: The input progress.
    /// - Returns: The clamped progress.
    private static func clampProgress(_ progress: Double) -> Double {
        progress.isNaN ? 0 : Swift.min(Swift.max(progress, 0), 1)
    }
}

extension UnitCurve: CustomStringConvertible {
    /// The curve's name (`easeInOut`), or `bezier(x1, y1, x2, y2)` for a curve without one.
    public var description: String {
        name ?? "bezier(\(bezier.x1), \(bezier.y1), \(bezier.x2), \(bezier.y2))"
    }

    /// The name of a named curve, as in `Animation.easeInOut`; nil for other curves.
    var name: String? {
        switch self {
        case .linear: "linear"
        case .easeIn: "easeIn"
        case .easeOut: "easeOut"
        case .easeInOut: "easeInOut"
        default: nil
        }
    }
}
