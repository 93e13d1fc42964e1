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
    /// What the curve is: a cubic Bézier curve, or one of SwiftUI's circular curves.
    enum Function: Hashable, Sendable {
        case bezier(UnitBezier)
        /// The bottom-right quarter of a unit circle: y = 1 − √(1 − x²).
        case circularEaseIn
        /// The top-left quarter of a unit circle: y = √(1 − (1 − x)²).
        case circularEaseOut
        /// ``circularEaseIn`` over the first half and ``circularEaseOut`` over the second, each
        /// squeezed into its half.
        case circularEaseInOut
    }

    /// What the curve is.
    let function: Function

    /// Creates a curve from its Bézier solver.
    /// - Parameter bezier: The solver.
    private init(_ bezier: UnitBezier) {
        function = .bezier(bezier)
    }

    private init(_ function: Function) {
        self.function = function
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

    /// Starts slowly and speeds up to a vertical finish: the bottom-right quarter of a unit
    /// circle, y = 1 − √(1 − x²).
    public static let circularEaseIn = UnitCurve(Function.circularEaseIn)

    /// Starts vertically and slows to a stop: the top-left quarter of a unit circle,
    /// y = √(1 − (1 − x)²).
    public static let circularEaseOut = UnitCurve(Function.circularEaseOut)

    /// ``circularEaseIn`` over the first half and ``circularEaseOut`` over the second: slow at
    /// both ends, vertical in the middle.
    public static let circularEaseInOut = UnitCurve(Function.circularEaseInOut)

    /// Creates a cubic Bézier curve from (0, 0) to (1, 1), like CSS `cubic-bezier(x1, y1, x2, y2)`.
    /// SwiftUI's form takes `UnitPoint`s (`UnitCurve.bezier(startControlPoint:endControlPoint:)`
    /// in LayoutCore, where `UnitPoint` is).
    ///
    /// The x coordinates are clamped to 0...1, which keeps the curve a function of its input (CSS
    /// rejects such values; SwiftUI documents none). The y coordinates are used as given: values
    /// outside 0...1 make the output overshoot or undershoot. A NaN coordinate makes every value NaN.
    ///
    /// - Parameters:
    ///   - startControlPoint: The control point next to (0, 0).
    ///   - endControlPoint: The control point next to (1, 1).
    /// - Returns: The curve.
    package static func bezier(startControlPoint: CGPoint, endControlPoint: CGPoint) -> UnitCurve {
        UnitCurve(UnitBezier(
            x1: Double(startControlPoint.x), y1: Double(startControlPoint.y),
            x2: Double(endControlPoint.x), y2: Double(endControlPoint.y)
        ))
    }

    // MARK: - Control points

    /// A Bézier curve's control point next to (0, 0), its x coordinate clamped to 0...1; `nil`
    /// for a circular curve.
    package var startControlPoint: CGPoint? {
        guard case .bezier(let bezier) = function else { return nil }
        return CGPoint(x: bezier.x1, y: bezier.y1)
    }

    /// A Bézier curve's control point next to (1, 1), its x coordinate clamped to 0...1; `nil`
    /// for a circular curve.
    package var endControlPoint: CGPoint? {
        guard case .bezier(let bezier) = function else { return nil }
        return CGPoint(x: bezier.x2, y: bezier.y2)
    }

    // MARK: - Reading the curve

    /// Returns the output progress for an input progress: the curve's y at x = `progress`.
    ///
    /// - Parameter progress: The input progress; clamped to 0...1, and NaN is read as 0.
    /// - Returns: The output progress: exactly 0 at 0 and exactly 1 at 1, possibly outside 0...1 in
    ///   between when a control point's y is.
    /// - Complexity: A handful of polynomial evaluations (Newton's method, rarely bisection).
    public func value(at progress: Double) -> Double {
        let x = Self.clampProgress(progress)
        switch function {
        case .bezier(let bezier): return bezier.solve(x)
        case .circularEaseIn: return 1 - (1 - x * x).squareRoot()
        case .circularEaseOut: return ((2 - x) * x).squareRoot()
        case .circularEaseInOut:
            return x < 0.5 ? 0.5 * (1 - (1 - 4 * x * x).squareRoot()) : 0.5 * ((1 - (2 * x - 2) * (2 * x - 2)).squareRoot() + 1)
        }
    }

    /// Returns the rate of change of the output progress with respect to the input progress, dy/dx,
    /// as SwiftUI computes it.
    ///
    /// For a Bézier curve this is dy/dt ÷ dx/dt at the curve parameter t where x(t) = `progress`,
    /// with the derivatives in SwiftUI's polynomial form (OpenSwiftUI's reconstruction of
    /// `UnitCurve.CubicSolver`): 1 where the two derivatives are equal (both vanish where a
    /// control point sits on its end point), `±infinity` where only dx/dt does. So, as SwiftUI
    /// reports (OpenSwiftUI's compatibility tests, run against Apple's SwiftUI),
    /// `easeOut.velocity(at: 0)` is 1 and `easeIn.velocity(at: 1)` is 0 (there rounding leaves
    /// dx/dt a hair from 0 while dy/dt is exactly 0), not the tangent's slope 1/0.58.
    /// For the circular curves it is the derivative of the circle: `+infinity` where the circle
    /// is vertical (the end of ``circularEaseIn``, the start of ``circularEaseOut``, the middle of
    /// ``circularEaseInOut``).
    ///
    /// - Parameter progress: The input progress; clamped to 0...1, and NaN is read as 0.
    /// - Returns: dy/dx at that progress; 1 everywhere for ``linear``.
    public func velocity(at progress: Double) -> Double {
        let x = Self.clampProgress(progress)
        switch function {
        case .bezier(let bezier):
            let t = x <= 0 ? 0 : x >= 1 ? 1 : bezier.solveCurveX(x)
            return Self.swiftUISlope(of: bezier, at: t)
        case .circularEaseIn: return x / (1 - x * x).squareRoot()
        case .circularEaseOut: return (1 - x) / ((2 - x) * x).squareRoot()
        case .circularEaseInOut:
            return x < 0.5 ? 2 * x / (1 - 4 * x * x).squareRoot() : (2 - 2 * x) / (1 - (2 * x - 2) * (2 * x - 2)).squareRoot()
        }
    }

    /// dy/dt ÷ dx/dt at parameter `t`, with the derivatives as SwiftUI's solver writes them:
    /// x′(t) = c + (2b + 3a·t)·t from the coefficients c = 3·x1, b = 3·(x2 − x1) − c,
    /// a = 1 − c − b (the same for y), evaluated in that order so the rounding is SwiftUI's too.
    private static func swiftUISlope(of bezier: UnitBezier, at t: Double) -> Double {
        func derivative(_ first: Double, _ second: Double) -> Double {
            let c = first * 3.0
            let b = (second - first) * 3.0 - c
            let a = 1.0 - c - b
            return c + ((b + b) + (a * 3 * t)) * t
        }
        let (dx, dy) = (derivative(bezier.x1, bezier.x2), derivative(bezier.y1, bezier.y2))
        guard dx != dy else { return 1 }
        guard dx != 0 else { return dy < 0 ? -.infinity : .infinity }
        return dy / dx
    }

    /// The curve mirrored in the diagonal: its control points with x and y swapped, and each
    /// circular curve the other (``circularEaseIn`` and ``circularEaseOut``) or itself.
    ///
    /// When the y coordinates of the control points lie in 0...1, `inverse.value(at: value(at: x))`
    /// is `x`: the inverse maps output progress back to input progress. Otherwise the mirrored
    /// control points' x coordinates are clamped to 0...1 and the result only approximates an
    /// inverse, because the original curve is not one-to-one.
    public var inverse: UnitCurve {
        switch function {
        case .bezier(let bezier): UnitCurve(UnitBezier(x1: bezier.y1, y1: bezier.x1, x2: bezier.y2, y2: bezier.x2))
        case .circularEaseIn: .circularEaseOut
        case .circularEaseOut: .circularEaseIn
        case .circularEaseInOut: .circularEaseInOut
        }
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
        if let name { return name }
        guard let start = startControlPoint, let end = endControlPoint else { return "\(function)" }
        return "bezier(\(Double(start.x)), \(Double(start.y)), \(Double(end.x)), \(Double(end.y)))"
    }

    /// The name of a named curve, as in `Animation.easeInOut`; nil for other curves.
    var name: String? {
        switch self {
        case .linear: "linear"
        case .easeIn: "easeIn"
        case .easeOut: "easeOut"
        case .easeInOut: "easeInOut"
        case .circularEaseIn: "circularEaseIn"
        case .circularEaseOut: "circularEaseOut"
        case .circularEaseInOut: "circularEaseInOut"
        default: nil
        }
    }
}
