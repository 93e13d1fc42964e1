import AnimationCore
import Foundation
import Testing
import ZoetropeTestSupport

@Suite("UnitCurve")
struct UnitCurveTests {
    /// The named curves, with their names for test output.
    static let namedCurves: [(name: String, curve: UnitCurve)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
    ]

    /// Input progresses 0, 0.01, …, 1.
    static let grid = (0...100).map { Double($0) / 100 }

    // MARK: - Edge cases

    @Test("Every named curve starts at 0 and ends at 1, exactly", arguments: namedCurves)
    func endpoints(name: String, curve: UnitCurve) {
        #expect(curve.value(at: 0) == 0, "\(name) at 0")
        #expect(curve.value(at: 1) == 1, "\(name) at 1")
    }

    @Test("Progress outside 0...1 is clamped, and NaN is read as 0", arguments: namedCurves)
    func clampsProgress(name: String, curve: UnitCurve) {
        #expect(curve.value(at: -0.5) == 0, "\(name) at -0.5")
        #expect(curve.value(at: -.infinity) == 0, "\(name) at -infinity")
        #expect(curve.value(at: 1.5) == 1, "\(name) at 1.5")
        #expect(curve.value(at: .infinity) == 1, "\(name) at +infinity")
        #expect(curve.value(at: .nan) == 0, "\(name) at NaN")
        #expect(curve.velocity(at: -1) == curve.velocity(at: 0), "\(name) velocity below 0")
        #expect(curve.velocity(at: 2) == curve.velocity(at: 1), "\(name) velocity above 1")
    }

    @Test("Named curves rise monotonically and stay within 0...1", arguments: namedCurves)
    func monotonic(name: String, curve: UnitCurve) {
        let values = Self.grid.map { curve.value(at: $0) }
        for (index, pair) in zip(values, values.dropFirst()).enumerated() {
            #expect(pair.0 <= pair.1, "\(name) falls between \(Self.grid[index]) and \(Self.grid[index + 1])")
        }
        #expect(values.allSatisfy { (0...1).contains($0) }, "\(name) leaves 0...1")
    }

    // MARK: - The named curves

    @Test("linear is the identity", arguments: grid)
    func linearIsIdentity(progress: Double) {
        #expect(UnitCurve.linear.value(at: progress) == progress)
        #expect(UnitCurve.linear.velocity(at: progress) == 1)
    }

    @Test("easeInOut is symmetric: value(x) + value(1 − x) = 1", arguments: grid)
    func easeInOutSymmetry(progress: Double) {
        let curve = UnitCurve.easeInOut
        expectClose(curve.value(at: progress) + curve.value(at: 1 - progress), 1, tolerance: 1e-9, "x = \(progress)")
    }

    @Test("easeInOut passes through (0.5, 0.5)")
    func easeInOutMidpoint() {
        expectClose(UnitCurve.easeInOut.value(at: 0.5), 0.5, tolerance: 1e-12, "value(0.5)")
    }

    @Test("easeIn and easeOut mirror each other: easeIn(x) = 1 − easeOut(1 − x)", arguments: grid)
    func easeInMirrorsEaseOut(progress: Double) {
        let easeIn = UnitCurve.easeIn.value(at: progress)
        let easeOut = UnitCurve.easeOut.value(at: 1 - progress)
        expectClose(easeIn, 1 - easeOut, tolerance: 1e-9, "x = \(progress)")
    }

    @Test("easeIn lags linear and easeOut leads it", arguments: grid.dropFirst().dropLast())
    func easeInLagsEaseOutLeads(progress: Double) {
        #expect(UnitCurve.easeIn.value(at: progress) < progress)
        #expect(UnitCurve.easeOut.value(at: progress) > progress)
    }

    @Test("The named curves use the CSS control points")
    func cssControlPoints() {
        #expect(UnitCurve.easeIn == .bezier(startControlPoint: CGPoint(x: 0.42, y: 0), endControlPoint: CGPoint(x: 1, y: 1)))
        #expect(UnitCurve.easeOut == .bezier(startControlPoint: CGPoint(x: 0, y: 0), endControlPoint: CGPoint(x: 0.58, y: 1)))
        #expect(UnitCurve.easeInOut == .bezier(startControlPoint: CGPoint(x: 0.42, y: 0), endControlPoint: CGPoint(x: 0.58, y: 1)))
        #expect(UnitCurve.linear == .bezier(startControlPoint: .zero, endControlPoint: CGPoint(x: 1, y: 1)))
    }

    /// Chromium's table for cubic-bezier(0.25, 0, 0.75, 1) (`ui/gfx/geometry/cubic_bezier_unittest.cc`,
    /// `TEST(CubicBezierTest, Basic)`), read through the public API.
    @Test("bezier reproduces Chromium's published values", arguments: CubicBezierSolverTests.basicTable)
    func bezierMatchesChromium(x: Double, y: Double) {
        let curve = UnitCurve.bezier(startControlPoint: CGPoint(x: 0.25, y: 0), endControlPoint: CGPoint(x: 0.75, y: 1))
        expectClose(curve.value(at: x), y, tolerance: CubicBezierSolverTests.chromiumTolerance, "value(at: \(x))")
    }

    // MARK: - Overshoot

    @Test("y control points outside 0...1 overshoot and undershoot")
    func overshoot() {
        let curve = UnitCurve.bezier(startControlPoint: CGPoint(x: 0.5, y: -1), endControlPoint: CGPoint(x: 0.5, y: 2))
        let values = Self.grid.map { curve.value(at: $0) }
        let lowest = values.min() ?? 0
        let highest = values.max() ?? 0
        // Chromium's table for this curve bottoms out at -0.20651 (x = 0.2) and peaks at 1.20651 (x = 0.8).
        expectClose(lowest, -0.20651, tolerance: 0.002, "minimum")
        expectClose(highest, 1.20651, tolerance: 0.002, "maximum")
    }

    @Test("x control coordinates are clamped to 0...1")
    func clampsControlPointX() {
        let curve = UnitCurve.bezier(startControlPoint: CGPoint(x: -1, y: 0.2), endControlPoint: CGPoint(x: 3, y: 0.7))
        #expect(curve.startControlPoint == CGPoint(x: 0, y: 0.2))
        #expect(curve.endControlPoint == CGPoint(x: 1, y: 0.7))
    }

    // MARK: - Velocity

    @Test("velocity is the derivative of value", arguments: namedCurves)
    func velocityIsDerivative(name: String, curve: UnitCurve) {
        let h = 1e-6
        for progress in Self.grid.dropFirst().dropLast() {
            let difference = (curve.value(at: progress + h) - curve.value(at: progress - h)) / (2 * h)
            expectClose(curve.velocity(at: progress), difference, tolerance: 1e-4, "\(name) at \(progress)")
        }
    }

    // Where a control point sits on its end point, SwiftUI's velocity is not the tangent's slope
    // (1/0.58, which these tests expected before): it reports 1 at the start of easeOut and 0 at
    // the end of easeIn (UnitCurveRecordedTests has the recorded numbers and their source).
    @Test("Velocities at the ends are SwiftUI's: the tangents' slopes, except where a control point sits on its end point", arguments: [
        (name: "easeIn", curve: UnitCurve.easeIn, start: 0.0, end: 0.0),
        (name: "easeOut", curve: UnitCurve.easeOut, start: 1.0, end: 0.0),
        (name: "easeInOut", curve: UnitCurve.easeInOut, start: 0.0, end: 0.0),
        (name: "linear", curve: UnitCurve.linear, start: 1.0, end: 1.0),
    ])
    func endVelocities(name: String, curve: UnitCurve, start: Double, end: Double) {
        expectClose(curve.velocity(at: 0), start, tolerance: 1e-12, "\(name) at 0")
        expectClose(curve.velocity(at: 1), end, tolerance: 1e-12, "\(name) at 1")
    }

    @Test("easeInOut is fastest in the middle, at slope 1.5 / 0.87")
    func easeInOutPeakVelocity() {
        let velocities = Self.grid.map { UnitCurve.easeInOut.velocity(at: $0) }
        let peakIndex = velocities.indices.max { velocities[$0] < velocities[$1] }
        #expect(peakIndex == 50)
        // At t = 0.5: dy/dt = 1.5, dx/dt = 3 × (0.25 × 0.42 + 0.5 × 0.16 + 0.25 × 0.42) = 0.87.
        expectClose(UnitCurve.easeInOut.velocity(at: 0.5), 1.5 / 0.87, tolerance: 1e-9, "velocity(0.5)")
    }

    // MARK: - Inverse

    @Test("inverse undoes the curve", arguments: namedCurves)
    func inverseUndoes(name: String, curve: UnitCurve) {
        for progress in Self.grid {
            expectClose(curve.inverse.value(at: curve.value(at: progress)), progress, tolerance: 1e-7, "\(name) at \(progress)")
        }
    }

    @Test("inverse swaps x and y; easeIn and easeOut are not each other's inverse")
    func inverseSwapsCoordinates() {
        let inverse = UnitCurve.easeIn.inverse
        #expect(inverse.startControlPoint == CGPoint(x: 0, y: 0.42))
        #expect(inverse.endControlPoint == CGPoint(x: 1, y: 1))
        #expect(inverse != .easeOut)
        #expect(UnitCurve.linear.inverse == .linear)
    }

    // MARK: - Description and equality

    @Test("description names the named curves and lists others' control points")
    func description() {
        #expect(UnitCurve.easeInOut.description == "easeInOut")
        #expect(UnitCurve.linear.description == "linear")
        let custom = UnitCurve.bezier(startControlPoint: CGPoint(x: 0.1, y: 0.2), endControlPoint: CGPoint(x: 0.3, y: 0.4))
        #expect(custom.description == "bezier(0.1, 0.2, 0.3, 0.4)")
    }

    @Test("Curves are equal when their control points are")
    func equality() {
        let made = UnitCurve.bezier(startControlPoint: CGPoint(x: 0.42, y: 0), endControlPoint: CGPoint(x: 0.58, y: 1))
        #expect(made == .easeInOut)
        #expect(made.hashValue == UnitCurve.easeInOut.hashValue)
        #expect(Set([UnitCurve.linear, .easeIn, .easeOut, .easeInOut, made]).count == 4)
    }
}
