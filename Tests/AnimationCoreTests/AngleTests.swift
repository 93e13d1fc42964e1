import AnimationCore
import Foundation
import Numerics
import Testing
import ZoetropeTestSupport

@Suite("Angle")
struct AngleTests {
    /// Degrees and the radians they stand for.
    static let conversions: [(degrees: Double, radians: Double)] = [
        (0, 0), (1, .pi / 180), (45, .pi / 4), (90, .pi / 2), (180, .pi), (270, 3 * .pi / 2),
        (360, 2 * .pi), (-45, -.pi / 4), (720, 4 * .pi), (57.29577951308232, 1),
    ]

    @Test("The zero angle is zero in both units")
    func zero() {
        #expect(Angle.zero.radians == 0)
        #expect(Angle.zero.degrees == 0)
        #expect(Angle() == .zero)
    }

    @Test("Degrees convert to radians", arguments: conversions)
    func degreesToRadians(degrees: Double, radians: Double) {
        expectClose(Angle(degrees: degrees).radians, radians, tolerance: 1e-12, "\(degrees)°")
        expectClose(Angle.degrees(degrees).radians, radians, tolerance: 1e-12, ".degrees(\(degrees))")
    }

    @Test("Radians convert to degrees", arguments: conversions)
    func radiansToDegrees(degrees: Double, radians: Double) {
        expectClose(Angle(radians: radians).degrees, degrees, tolerance: 1e-9, "\(radians) rad")
        expectClose(Angle.radians(radians).degrees, degrees, tolerance: 1e-9, ".radians(\(radians))")
    }

    @Test("Setting degrees sets radians", arguments: conversions)
    func degreesSetter(degrees: Double, radians: Double) {
        var angle = Angle.zero
        angle.degrees = degrees
        expectClose(angle.radians, radians, tolerance: 1e-12, "\(degrees)°")
    }

    @Test("Arithmetic works on radians")
    func arithmetic() {
        let right = Angle.degrees(90)
        let straight = Angle.degrees(180)
        expectClose((right + straight).degrees, 270, tolerance: 1e-9, "sum")
        expectClose((straight - right).degrees, 90, tolerance: 1e-9, "difference")
        expectClose((-right).degrees, -90, tolerance: 1e-9, "negation")
        expectClose((right * 3).degrees, 270, tolerance: 1e-9, "product")
        expectClose((straight / 4).degrees, 45, tolerance: 1e-9, "quotient")
    }

    @Test("Angles order by size, and animate through their radians")
    func orderAndAnimatableData() {
        #expect(Angle.degrees(10) < .degrees(20))
        #expect(Angle.degrees(-10) < .zero)
        var angle = Angle.degrees(30)
        expectClose(angle.animatableData, .pi / 6, tolerance: 1e-12, "animatableData")
        angle.animatableData = .pi
        expectClose(angle.degrees, 180, tolerance: 1e-9, "after setting animatableData")
    }

    @Test("An animated angle rotates along the animation's curve")
    func animatesAngle() {
        let from = Angle.degrees(0)
        let to = Angle.degrees(90)
        let change = to.animatableData - from.animatableData
        let offset = sample(Animation.easeInOut(duration: 1), value: change, at: 0.5) ?? .nan
        expectClose(Angle(radians: from.radians + offset).degrees, 45, tolerance: 1e-9, "halfway")
    }

    @Test("description is in degrees")
    func description() {
        #expect(Angle.degrees(90).description == "90.0°")
    }
}

@Suite("Angle: every finite angle converts to a finite one")
struct AngleRangeTests {
    @Test("±1e308° and the largest double in degrees are finite in radians, and back", arguments: [1e308, -1e308, Double.greatestFiniteMagnitude, -Double.greatestFiniteMagnitude])
    func largestAngles(_ degrees: Double) {
        let angle = Angle(degrees: degrees)
        #expect(angle.radians.isFinite)
        #expect(angle.radians.isApproximatelyEqual(to: degrees / 180 * .pi, relativeTolerance: 1e-15))
        #expect(angle.degrees.isFinite)
        #expect(angle.degrees.isApproximatelyEqual(to: degrees, relativeTolerance: 1e-15))
    }

    @Test("angles that do not overflow convert exactly as degrees × π / 180", arguments: [0.1, 1, 33.3, 90, 359.99, -720, 1e300])
    func sameRounding(_ degrees: Double) {
        #expect(Angle(degrees: degrees).radians == degrees * .pi / 180)
        #expect(Angle(radians: degrees).degrees == degrees * 180 / .pi)
    }
}
