import AnimationCore
import Foundation
import LayoutCore
import Testing
import ZoetropeTestSupport

/// `UnitCurve.bezier(startControlPoint:endControlPoint:)` taking `UnitPoint`s, as SwiftUI's does,
/// against the numbers of OpenSwiftUI's `UnitCurveCompatibilityTests` (run against Apple's
/// SwiftUI). SwiftUI clamps the control points' x into 0...1 as Zoetrope does: with x = -0.5 and
/// 1.5 kept, the velocity at 0.5 would be -2/3, not the recorded -1.
@Suite("UnitCurve.bezier with UnitPoints")
struct UnitCurveBezierTests {
    @Test("a curve through UnitPoints gives SwiftUI's value and velocity", arguments: [
        (UnitPoint(x: 0.25, y: 0.1), UnitPoint(x: 0.75, y: 0.9), 0.5, 0.5, 1.20, 0.01),
        (UnitPoint(x: -0.5, y: 2.0), UnitPoint(x: 1.5, y: -1.0), 0.5, 0.5, -1.0, 1e-9),
    ])
    func bezier(start: UnitPoint, end: UnitPoint, progress: Double, value: Double, velocity: Double, tolerance: Double) {
        let curve = UnitCurve.bezier(startControlPoint: start, endControlPoint: end)
        #expect(curve.value(at: 0) == 0 && curve.value(at: 1) == 1)
        expectClose(curve.value(at: progress), value, tolerance: tolerance)
        expectClose(curve.velocity(at: progress), velocity, tolerance: tolerance)
    }

    @Test("the inverse of a curve through UnitPoints is the curve through the points mirrored")
    func inverse() {
        let curve = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.75, y: 0.9))
        let mirrored = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.1, y: 0.25), endControlPoint: UnitPoint(x: 0.9, y: 0.75))
        for progress in [0.3, 0.7] {
            expectClose(curve.inverse.value(at: progress), mirrored.value(at: progress), tolerance: 1e-12)
        }
    }
}
