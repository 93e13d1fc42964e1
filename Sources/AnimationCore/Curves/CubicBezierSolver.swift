/// A cubic Bézier easing curve from (0, 0) to (1, 1), and the solver that reads it as a function y(x).
///
/// This is the curve behind CSS's `cubic-bezier(x1, y1, x2, y2)` and SwiftUI's `UnitCurve.bezier`:
/// the end points are fixed at (0, 0) and (1, 1), and the two control points P1 = (x1, y1) and
/// P2 = (x2, y2) shape it. The curve is given in terms of a parameter t,
/// `B(t) = 3(1−t)²t·P1 + 3(1−t)t²·P2 + t³·(1, 1)`, but an easing curve is read as a function of x,
/// so reading it means solving `x(t) = x` for t and returning `y(t)`.
///
/// The solver follows the method of WebKit's `UnitBezier` and Chromium's `gfx::CubicBezier`:
/// Newton–Raphson steps from the initial guess t = x, with bisection on [0, 1] as the fallback,
/// which always converges because x(t) is monotonic. Here the two are interleaved (a Newton step
/// that would leave the interval known to hold the solution becomes a bisection step), so the
/// solver never gives up on Newton's speed to get bisection's safety. Outside [0, 1] the curve is
/// extended by straight lines along its end tangents, as Chromium does.
///
/// The x coordinates of the control points are clamped to 0...1 so that x(t) is monotonic and the
/// curve is a function; the y coordinates are free, which lets a curve overshoot or undershoot.
/// A NaN coordinate makes every value NaN.
package struct UnitBezier: Hashable, Sendable {
    /// The x coordinate of the first control point, in 0...1.
    package let x1: Double
    /// The y coordinate of the first control point.
    package let y1: Double
    /// The x coordinate of the second control point, in 0...1.
    package let x2: Double
    /// The y coordinate of the second control point.
    package let y2: Double

    /// The tolerance on x that ``solveCurveX(_:epsilon:)`` stops at unless told otherwise.
    ///
    /// Tighter than the 1e-7 WebKit and Chromium use: Newton's method converges quadratically, so
    /// the extra digits cost one step at most, and they keep y(x) accurate where the curve is steep.
    package static let defaultEpsilon = 1e-10

    /// The most steps the solver takes. Each step at least halves the bracket unless it is a Newton
    /// step, and Newton steps converge quadratically, so this is never reached in practice; 64
    /// halvings of [0, 1] alone reach the spacing of `Double`.
    private static let maximumSolverSteps = 100

    /// Creates the curve with control points (x1, y1) and (x2, y2).
    ///
    /// - Parameters:
    ///   - x1: The x coordinate of the first control point; clamped to 0...1.
    ///   - y1: The y coordinate of the first control point.
    ///   - x2: The x coordinate of the second control point; clamped to 0...1.
    ///   - y2: The y coordinate of the second control point.
    package init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = Self.clampToUnitInterval(x1)
        self.y1 = y1
        self.x2 = Self.clampToUnitInterval(x2)
        self.y2 = y2
    }

    // MARK: - Reading the curve as y(x)

    /// Returns y for a given x: the easing function itself.
    ///
    /// Within 0...1 this solves x(t) = x and returns y(t). Below 0 and above 1 the curve goes on as a
    /// straight line along its tangent at that end (Chromium's behaviour); an end whose tangent is
    /// vertical is extended horizontally so that the result stays finite.
    ///
    /// - Parameters:
    ///   - x: The input progress; any value.
    ///   - epsilon: The tolerance on x when solving for t.
    /// - Returns: The output progress. Exactly 0 at x = 0 and exactly 1 at x = 1.
    package func solve(_ x: Double, epsilon: Double = defaultEpsilon) -> Double {
        if isIdentity { return x }
        if x < 0 { return extrapolationSlope(of: startTangent) * x }
        if x > 1 { return 1 + extrapolationSlope(of: endTangent) * (x - 1) }
        return sampleY(solveCurveX(x, epsilon: epsilon))
    }

    /// Returns dy/dx, the slope of the curve, at a given x.
    ///
    /// At x = 0 and x = 1 this is the slope of the end tangent, which points at the first control
    /// point that differs from the end point (so a control point sitting on its end point does not
    /// make the slope 0/0). Where the tangent is vertical the slope is `+infinity` or `-infinity`.
    ///
    /// - Parameters:
    ///   - x: The input progress; clamped to 0...1.
    ///   - epsilon: The tolerance on x when solving for t.
    /// - Returns: The slope dy/dx; never NaN for finite control points.
    package func slope(_ x: Double, epsilon: Double = defaultEpsilon) -> Double {
        if isIdentity { return 1 }
        if x <= 0 { return tangentSlope(of: startTangent) }
        if x >= 1 { return tangentSlope(of: endTangent) }
        return slope(atParameter: solveCurveX(x, epsilon: epsilon))
    }

    // MARK: - Solving x(t) = x

    /// Finds the parameter t at which the curve's x coordinate equals `x`.
    ///
    /// Newton–Raphson from the initial guess t = x, kept inside a bracket [lower, upper] that
    /// always holds the solution (x(t) is monotonic): a Newton step that would leave the bracket, or
    /// that meets a flat spot, is replaced by a bisection step. So the solver converges
    /// quadratically where the curve is well-behaved and never fails where it is not.
    ///
    /// - Parameters:
    ///   - x: The x coordinate to find; clamped to 0...1.
    ///   - epsilon: The tolerance: the result t satisfies |x(t) − x| < epsilon and, by Newton's
    ///     estimate, lies within epsilon of the exact solution, unless `Double` cannot get that close.
    /// - Returns: t in 0...1; exactly 0 for x ≤ 0 and exactly 1 for x ≥ 1; NaN if `x` or a control
    ///   point's x is NaN.
    package func solveCurveX(_ x: Double, epsilon: Double = defaultEpsilon) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        var bracket = (lower: 0.0, upper: 1.0)
        var t = x
        for _ in 0..<Self.maximumSolverSteps {
            let error = sampleX(t) - x
            if error.isNaN { return .nan }
            let derivative = sampleDerivativeX(t)
            if isConverged(error: error, derivative: derivative, epsilon: epsilon) { return t }
            if error < 0 { bracket.lower = t } else { bracket.upper = t }
            let next = nextGuess(from: t, error: error, derivative: derivative, within: bracket)
            if next == t { return t }
            t = next
        }
        return t
    }

    /// Whether a guess is close enough: within epsilon in x, and by Newton's estimate within
    /// epsilon in t, so that flat stretches of x(t) do not stop the search early.
    /// - Parameters:
    ///   - error: x(t) − x at the guess.
    ///   - derivative: dx/dt at the guess.
    ///   - epsilon: The tolerance.
    /// - Returns: true to stop.
    private func isConverged(error: Double, derivative: Double, epsilon: Double) -> Bool {
        error == 0 || (abs(error) < epsilon && abs(error) < epsilon * derivative)
    }

    /// The next guess: the Newton step if it stays strictly inside the bracket, else its midpoint.
    /// - Parameters:
    ///   - t: The current guess.
    ///   - error: x(t) − x.
    ///   - derivative: dx/dt at t.
    ///   - bracket: An interval known to hold the solution.
    /// - Returns: The next guess.
    private func nextGuess(
        from t: Double, error: Double, derivative: Double, within bracket: (lower: Double, upper: Double)
    ) -> Double {
        let newton = t - error / derivative
        if derivative > 0, newton > bracket.lower, newton < bracket.upper { return newton }
        return (bracket.lower + bracket.upper) / 2
    }

    // MARK: - Sampling in terms of t

    /// The x coordinate of the curve at parameter t.
    /// - Parameter t: The curve parameter, normally in 0...1.
    /// - Returns: x(t).
    package func sampleX(_ t: Double) -> Double {
        Self.bernstein(t, x1, x2)
    }

    /// The y coordinate of the curve at parameter t.
    ///
    /// Computed in Bernstein form, whose weights never exceed 1 in sum, so control points with huge
    /// y coordinates still give finite values.
    /// - Parameter t: The curve parameter, normally in 0...1.
    /// - Returns: y(t).
    package func sampleY(_ t: Double) -> Double {
        Self.bernstein(t, y1, y2)
    }

    /// The derivative dx/dt at parameter t.
    /// - Parameter t: The curve parameter, normally in 0...1.
    /// - Returns: dx/dt, never negative in 0...1 because x1 and x2 lie in 0...1.
    package func sampleDerivativeX(_ t: Double) -> Double {
        Self.bernsteinDerivative(t, x1, x2)
    }

    /// The derivative dy/dt at parameter t.
    /// - Parameter t: The curve parameter, normally in 0...1.
    /// - Returns: dy/dt.
    package func sampleDerivativeY(_ t: Double) -> Double {
        Self.bernsteinDerivative(t, y1, y2)
    }

    // MARK: - Slopes

    /// Whether both control points lie on the diagonal y = x, which makes the curve the identity.
    private var isIdentity: Bool { x1 == y1 && x2 == y2 }

    /// The direction in which the curve leaves (0, 0): towards the first control point not on it.
    private var startTangent: (dx: Double, dy: Double) {
        if x1 != 0 || y1 != 0 { return (x1, y1) }
        if x2 != 0 || y2 != 0 { return (x2, y2) }
        return (1, 1)
    }

    /// The direction in which the curve arrives at (1, 1): from the last control point not on it.
    private var endTangent: (dx: Double, dy: Double) {
        if x2 != 1 || y2 != 1 { return (1 - x2, 1 - y2) }
        if x1 != 1 || y1 != 1 { return (1 - x1, 1 - y1) }
        return (1, 1)
    }

    /// The slope dy/dx at an interior parameter t.
    ///
    /// Where dx/dt and dy/dt vanish together (only possible at t = 0.5 when x1 = 1 and x2 = 0), the
    /// slope is the limit, estimated by a short chord on either side.
    /// - Parameter t: The curve parameter in (0, 1).
    /// - Returns: dy/dx, infinite where the curve is vertical.
    private func slope(atParameter t: Double) -> Double {
        let dx = sampleDerivativeX(t)
        let dy = sampleDerivativeY(t)
        if dx != 0 { return dy / dx }
        if dy != 0 { return dy > 0 ? .infinity : -.infinity }
        let step = 1e-6
        let lower = Swift.max(t - step, 0)
        let upper = Swift.min(t + step, 1)
        return tangentSlope(of: (sampleX(upper) - sampleX(lower), sampleY(upper) - sampleY(lower)))
    }

    /// The slope of a tangent direction.
    /// - Parameter tangent: A direction with dx ≥ 0.
    /// - Returns: dy/dx; `±infinity` for a vertical direction, 0 for the zero direction.
    private func tangentSlope(of tangent: (dx: Double, dy: Double)) -> Double {
        if tangent.dx != 0 { return tangent.dy / tangent.dx }
        if tangent.dy == 0 { return 0 }
        return tangent.dy > 0 ? .infinity : -.infinity
    }

    /// The slope used to extend the curve past an end: the tangent's, or 0 where it is vertical.
    /// - Parameter tangent: The end's tangent direction.
    /// - Returns: A finite slope for finite control points.
    private func extrapolationSlope(of tangent: (dx: Double, dy: Double)) -> Double {
        tangent.dx != 0 ? tangent.dy / tangent.dx : 0
    }

    // MARK: - Helpers

    /// The cubic Bernstein polynomial with coefficients 0, `p1`, `p2`, 1.
    /// - Parameters:
    ///   - t: The parameter.
    ///   - p1: The first control coordinate.
    ///   - p2: The second control coordinate.
    /// - Returns: `3(1−t)²t·p1 + 3(1−t)t²·p2 + t³`.
    private static func bernstein(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let s = 1 - t
        return (3 * s * s * t) * p1 + (3 * s * t * t) * p2 + t * t * t
    }

    /// The derivative of ``bernstein(_:_:_:)`` with respect to t.
    /// - Parameters:
    ///   - t: The parameter.
    ///   - p1: The first control coordinate.
    ///   - p2: The second control coordinate.
    /// - Returns: `3(1−t)²·p1 + 6(1−t)t·(p2 − p1) + 3t²·(1 − p2)`.
    private static func bernsteinDerivative(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let s = 1 - t
        return (3 * s * s) * p1 + (6 * s * t) * (p2 - p1) + (3 * t * t) * (1 - p2)
    }

    /// Clamps a control point's x coordinate to 0...1, letting NaN through.
    /// - Parameter x: The coordinate.
    /// - Returns: The clamped coordinate.
    private static func clampToUnitInterval(_ x: Double) -> Double {
        x.isNaN ? x : Swift.min(Swift.max(x, 0), 1)
    }
}
