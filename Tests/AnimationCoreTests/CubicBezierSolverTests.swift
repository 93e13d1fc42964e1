import AnimationCore
import Foundation
import Testing
import ZoetropeTestSupport

/// The reference values in this suite are Chromium's published expectations, from
/// `ui/gfx/geometry/cubic_bezier_unittest.cc` in chromium/chromium
/// (https://source.chromium.org/chromium/chromium/src/+/main:ui/gfx/geometry/cubic_bezier_unittest.cc).
/// Chromium compares its tables with a tolerance of 0.00015; so do we.
@Suite("UnitBezier (cubic Bézier solver)")
struct CubicBezierSolverTests {
    /// Chromium's tolerance for its five-digit tables.
    static let chromiumTolerance = 0.00015

    // MARK: - Edge cases

    @Test("x = 0 and x = 1 give exactly 0 and 1", arguments: [
        (0.42, 0.0, 1.0, 1.0), (0.0, 0.0, 0.58, 1.0), (0.5, -1.0, 0.5, 2.0), (0.0, 1.0, 1.0, 0.0),
    ])
    func endpointsAreExact(x1: Double, y1: Double, x2: Double, y2: Double) {
        let bezier = UnitBezier(x1: x1, y1: y1, x2: x2, y2: y2)
        #expect(bezier.solve(0) == 0)
        #expect(bezier.solve(1) == 1)
        #expect(bezier.solveCurveX(0) == 0)
        #expect(bezier.solveCurveX(1) == 1)
    }

    @Test("Control-point x coordinates are clamped to 0...1")
    func clampsControlPointX() {
        let bezier = UnitBezier(x1: -0.5, y1: -1.5, x2: 1.5, y2: -1.6)
        #expect(bezier.x1 == 0)
        #expect(bezier.x2 == 1)
        #expect(bezier.y1 == -1.5)
        #expect(bezier.y2 == -1.6)
    }

    @Test("A NaN control point gives NaN, not a crash or a loop")
    func nanControlPoint() {
        let bezier = UnitBezier(x1: .nan, y1: 0, x2: 0.5, y2: 1)
        #expect(bezier.solve(0.5).isNaN)
    }

    // MARK: - Chromium: CubicBezierTest.Basic

    /// CubicBezier(0.25, 0.0, 0.75, 1.0).Solve(x), from `TEST(CubicBezierTest, Basic)`.
    static let basicTable: [(x: Double, y: Double)] = [
        (0, 0), (0.05, 0.01136), (0.1, 0.03978), (0.15, 0.079780), (0.2, 0.12803),
        (0.25, 0.18235), (0.3, 0.24115), (0.35, 0.30323), (0.4, 0.36761), (0.45, 0.43345),
        (0.5, 0.5), (0.6, 0.63238), (0.65, 0.69676), (0.7, 0.75884), (0.75, 0.81764),
        (0.8, 0.87196), (0.85, 0.92021), (0.9, 0.96021), (0.95, 0.98863), (1, 1),
    ]

    @Test("Chromium Basic: (0.25, 0, 0.75, 1)", arguments: basicTable)
    func chromiumBasic(x: Double, y: Double) {
        let bezier = UnitBezier(x1: 0.25, y1: 0, x2: 0.75, y2: 1)
        expectClose(bezier.solve(x), y, tolerance: Self.chromiumTolerance, "solve(\(x))")
    }

    /// Exact values from the end of `TEST(CubicBezierTest, Basic)`: at x = 0.5 these curves have
    /// t = 0.5, so y is exact in binary.
    @Test("Chromium Basic: symmetric curves at x = 0.5", arguments: [
        (y: 1.0, expected: 0.875), (y: 2.0, expected: 1.625), (y: -1.0, expected: -0.625),
    ])
    func chromiumBasicExact(y: Double, expected: Double) {
        let bezier = UnitBezier(x1: 0.5, y1: y, x2: 0.5, y2: y)
        expectClose(bezier.solve(0.5), expected, tolerance: 1e-12, "solve(0.5) with y1 = y2 = \(y)")
    }

    // MARK: - Chromium: CubicBezierTest.UnclampedYValues

    /// CubicBezier(0.5, -1.0, 0.5, 2.0).Solve(x), from `TEST(CubicBezierTest, UnclampedYValues)`.
    static let unclampedTable: [(x: Double, y: Double)] = [
        (0.0, 0.0), (0.05, -0.08954), (0.1, -0.15613), (0.15, -0.19641), (0.2, -0.20651),
        (0.25, -0.18232), (0.3, -0.11992), (0.35, -0.01672), (0.4, 0.12660), (0.45, 0.30349),
        (0.5, 0.50000), (0.55, 0.69651), (0.6, 0.87340), (0.65, 1.01672), (0.7, 1.11992),
        (0.75, 1.18232), (0.8, 1.20651), (0.85, 1.19641), (0.9, 1.15613), (0.95, 1.08954),
        (1.0, 1.0),
    ]

    @Test("Chromium UnclampedYValues: (0.5, -1, 0.5, 2)", arguments: unclampedTable)
    func chromiumUnclampedY(x: Double, y: Double) {
        let bezier = UnitBezier(x1: 0.5, y1: -1, x2: 0.5, y2: 2)
        expectClose(bezier.solve(x), y, tolerance: Self.chromiumTolerance, "solve(\(x))")
    }

    // MARK: - Chromium: CubicBezierTest.Slope

    /// CubicBezier(0.25, 0.0, 0.75, 1.0).Slope(x), from `TEST(CubicBezierTest, Slope)`.
    static let slopeTable: [(x: Double, slope: Double)] = [
        (-0.1, 0), (0, 0), (0.05, 0.42170), (0.1, 0.69778), (0.15, 0.89121), (0.2, 1.03184),
        (0.25, 1.13576), (0.3, 1.21239), (0.35, 1.26751), (0.4, 1.30474), (0.45, 1.32628),
        (0.5, 1.33333), (0.55, 1.32628), (0.6, 1.30474), (0.65, 1.26751), (0.7, 1.21239),
        (0.75, 1.13576), (0.8, 1.03184), (0.85, 0.89121), (0.9, 0.69778), (0.95, 0.42170),
        (1, 0), (1.1, 0),
    ]

    @Test("Chromium Slope: (0.25, 0, 0.75, 1)", arguments: slopeTable)
    func chromiumSlope(x: Double, slope: Double) {
        let bezier = UnitBezier(x1: 0.25, y1: 0, x2: 0.75, y2: 1)
        expectClose(bezier.slope(x), slope, tolerance: Self.chromiumTolerance, "slope(\(x))")
    }

    // MARK: - Chromium: CubicBezierTest.InputOutOfRange

    /// A curve and its expected values at x = -1 and x = 2, from `TEST(CubicBezierTest, InputOutOfRange)`.
    struct ExtrapolationCase: CustomTestStringConvertible, Sendable {
        let name: String
        let controlPoints: (x1: Double, y1: Double, x2: Double, y2: Double)
        let atMinusOne: Double
        let atTwo: Double
        var testDescription: String { name }
    }

    static let extrapolationCases: [ExtrapolationCase] = [
        .init(name: "simple", controlPoints: (0.5, 1.0, 0.5, 1.0), atMinusOne: -2, atTwo: 1),
        .init(name: "coincident endpoints", controlPoints: (0, 0, 1, 1), atMinusOne: -1, atTwo: 2),
        .init(name: "vertical gradient", controlPoints: (0, 1, 1, 0), atMinusOne: 0, atTwo: 1),
        .init(name: "vertical trailing gradient", controlPoints: (0.5, 0, 1, 0.5), atMinusOne: 0, atTwo: 1),
        .init(name: "distinct endpoints", controlPoints: (0.1, 0.2, 0.8, 0.8), atMinusOne: -2, atTwo: 2),
        .init(name: "coincident leading endpoint", controlPoints: (0, 0, 0.5, 1), atMinusOne: -2, atTwo: 1),
        .init(name: "coincident trailing endpoint", controlPoints: (1, 0.5, 1, 1), atMinusOne: -0.5, atTwo: 1),
        .init(name: "all zeros", controlPoints: (0, 0, 0, 0), atMinusOne: -1, atTwo: 2),
        .init(name: "all ones", controlPoints: (1, 1, 1, 1), atMinusOne: -1, atTwo: 2),
    ]

    @Test("Chromium InputOutOfRange: extends along the end tangents", arguments: extrapolationCases)
    func chromiumInputOutOfRange(_ testCase: ExtrapolationCase) {
        let points = testCase.controlPoints
        let bezier = UnitBezier(x1: points.x1, y1: points.y1, x2: points.x2, y2: points.y2)
        expectClose(bezier.solve(-1), testCase.atMinusOne, tolerance: 1e-12, "\(testCase.name) at -1")
        expectClose(bezier.solve(2), testCase.atTwo, tolerance: 1e-12, "\(testCase.name) at 2")
        expectClose(bezier.solve(-1, epsilon: 1), testCase.atMinusOne, tolerance: 1e-12, "large epsilon at -1")
        expectClose(bezier.solve(2, epsilon: 1), testCase.atTwo, tolerance: 1e-12, "large epsilon at 2")
    }

    // MARK: - Chromium: validateSolver (CommonEasingFunctions, LinearEquivalentBeziers,
    // ControlPointsOutsideUnitSquare)

    static let solverCurves: [(x1: Double, y1: Double, x2: Double, y2: Double)] = [
        (0.25, 0.1, 0.25, 1),  // ease
        (0.42, 0, 1, 1),  // ease-in
        (0, 0, 0.58, 1),  // ease-out
        (0.42, 0, 0.58, 1),  // ease-in-out
        (0, 0, 0, 0),  // linear-equivalent
        (1, 1, 1, 1),  // linear-equivalent
        (0.3, 1.5, 0.8, 1.5),
        (0.4, -0.8, 0.7, 1.7),
        (0.7, -2.0, 1.0, -1.5),
        (0, 4, 1, -3),
    ]

    /// Chromium's `validateSolver`: for t = 0, 0.05, …, 1, solving x(t) with epsilon 1e-7 gives t
    /// back within 1e-5.
    @Test("Chromium validateSolver: x(t) solves back to t", arguments: solverCurves)
    func chromiumValidateSolver(x1: Double, y1: Double, x2: Double, y2: Double) {
        let bezier = UnitBezier(x1: x1, y1: y1, x2: x2, y2: y2)
        for step in 0...20 {
            let t = Double(step) / 20
            let root = bezier.solveCurveX(bezier.sampleX(t), epsilon: 1e-7)
            expectClose(root, t, tolerance: 1e-5, "t = \(t)")
        }
    }

    @Test("With the default epsilon the solver is far tighter than Chromium's", arguments: solverCurves)
    func defaultEpsilonIsTight(x1: Double, y1: Double, x2: Double, y2: Double) {
        let bezier = UnitBezier(x1: x1, y1: y1, x2: x2, y2: y2)
        for step in 0...100 {
            let x = Double(step) / 100
            let t = bezier.solveCurveX(x)
            expectClose(bezier.sampleX(t), x, tolerance: UnitBezier.defaultEpsilon, "x(t) at x = \(x)")
        }
    }

    /// Chromium's `ClampInfinityEvaluation` asks for finite output from control points at
    /// ±`Double.greatestFiniteMagnitude`; inside 0...1 the Bernstein form gives that.
    @Test("Huge y control coordinates still give finite values", arguments: [
        (Double.greatestFiniteMagnitude, Double.greatestFiniteMagnitude),
        (-Double.greatestFiniteMagnitude, Double.greatestFiniteMagnitude),
        (Double.greatestFiniteMagnitude, -Double.greatestFiniteMagnitude),
        (-Double.greatestFiniteMagnitude, -Double.greatestFiniteMagnitude),
    ])
    func hugeYStaysFinite(y1: Double, y2: Double) {
        for x1 in [0.0, 0.5, 1.0] {
            let bezier = UnitBezier(x1: x1, y1: y1, x2: x1, y2: y2)
            for step in 0...20 {
                let x = Double(step) / 20
                #expect(bezier.solve(x).isFinite, "x1 = \(x1), x = \(x)")
            }
        }
    }

    // MARK: - Slopes at the ends

    @Test("Slope at an end whose control point sits on it follows the next control point")
    func slopeAtCoincidentEnd() {
        let easeOut = UnitBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
        expectClose(easeOut.slope(0), 1 / 0.58, tolerance: 1e-12, "ease-out slope at 0")
        let easeIn = UnitBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
        expectClose(easeIn.slope(1), 1 / 0.58, tolerance: 1e-12, "ease-in slope at 1")
    }

    @Test("A vertical tangent has infinite slope, but extends horizontally")
    func verticalTangent() {
        let bezier = UnitBezier(x1: 0, y1: 1, x2: 1, y2: 0)
        #expect(bezier.slope(0) == .infinity)
        #expect(bezier.slope(1) == .infinity)
        #expect(bezier.solve(-1) == 0)
        let downward = UnitBezier(x1: 0, y1: -1, x2: 0.5, y2: 1)
        #expect(downward.slope(0) == -.infinity)
    }

    @Test("Slope matches a finite difference of solve", arguments: solverCurves)
    func slopeMatchesFiniteDifference(x1: Double, y1: Double, x2: Double, y2: Double) {
        let bezier = UnitBezier(x1: x1, y1: y1, x2: x2, y2: y2)
        let h = 1e-5
        for step in 1...19 {
            let x = Double(step) / 20
            let difference = (bezier.solve(x + h) - bezier.solve(x - h)) / (2 * h)
            expectClose(bezier.slope(x), difference, tolerance: 1e-3 * max(1, abs(difference)), "slope at \(x)")
        }
    }
}
