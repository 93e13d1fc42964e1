import AnimationCore
import Foundation
import Testing
import ZoetropeTestSupport

/// `UnitCurve`'s values and velocities against SwiftUI's: the numbers of OpenSwiftUI's
/// `UnitCurveCompatibilityTests` (OpenSwiftUIProject/OpenSwiftUI, OpenSwiftUICompatibilityTests),
/// which run the same expectations against Apple's SwiftUI. Where they differ from the tangent
/// of the Bézier curve (the end of `easeIn`, the start of `easeOut`, where a control point sits
/// on its end point), SwiftUI's numbers win: this replaces the tangent slopes 1/0.58 this
/// project's earlier tests expected there.
@Suite("UnitCurve, as SwiftUI reports it")
struct UnitCurveRecordedTests {
    struct Reading: Sendable, CustomTestStringConvertible {
        var name: String
        var curve: UnitCurve
        var progress: Double
        var value: Double?
        var velocity: Double
        var tolerance: Double
        var testDescription: String { "\(name) at \(progress)" }
    }

    static func readings(_ name: String, _ curve: UnitCurve, tolerance: Double,
                         _ rows: [(progress: Double, value: Double?, velocity: Double)]) -> [Reading] {
        rows.map { Reading(name: name, curve: curve, progress: $0.progress, value: $0.value, velocity: $0.velocity, tolerance: tolerance) }
    }

    static let all: [Reading] =
        readings("linear", .linear, tolerance: 1e-9, [(0, 0, 1), (0.25, 0.25, 1), (0.5, 0.5, 1), (0.75, 0.75, 1), (1, 1, 1)])
        + readings("easeIn", .easeIn, tolerance: 0.01, [(0, 0, 0), (0.25, 0.09, 0.67), (0.5, 0.32, 1.07), (0.75, 0.62, 1.37), (1, 1, 0)])
        + readings("easeOut", .easeOut, tolerance: 0.01, [(0, 0, 1), (0.25, 0.38, 1.37), (0.5, 0.68, 1.07), (0.75, 0.91, 0.67), (1, 1, 0)])
        + readings("easeInOut", .easeInOut, tolerance: 0.01,
                   [(0, 0, 0), (0.25, 0.13, 1.06), (0.5, 0.5, 1.72), (0.75, 0.87, 1.06), (1, 1, 0)])
        + readings("circularEaseIn", .circularEaseIn, tolerance: 0.001,
                   [(0, 0, 0), (0.25, 0.032, 0.258), (0.5, 0.134, 0.577), (0.75, 0.339, 1.134), (1, 1, .infinity)])
        + readings("circularEaseOut", .circularEaseOut, tolerance: 0.001,
                   [(0, 0, .infinity), (0.25, 0.661, 1.134), (0.5, 0.866, 0.577), (0.75, 0.968, 0.258), (1, 1, 0)])
        + readings("circularEaseInOut", .circularEaseInOut, tolerance: 0.001,
                   [(0, 0, 0), (0.25, 0.067, 0.577), (0.5, 0.5, .infinity), (0.75, 0.933, 0.577), (1, 1, 0)])

    @Test("each curve's value and velocity are SwiftUI's", arguments: all)
    func reading(_ reading: Reading) {
        if let value = reading.value {
            expectClose(reading.curve.value(at: reading.progress), value, tolerance: reading.tolerance, "value of \(reading.testDescription)")
        }
        let velocity = reading.curve.velocity(at: reading.progress)
        if reading.velocity.isInfinite {
            #expect(velocity == reading.velocity, "velocity of \(reading.testDescription): \(velocity)")
        } else {
            expectClose(velocity, reading.velocity, tolerance: reading.tolerance, "velocity of \(reading.testDescription)")
        }
    }

    @Test("a circular curve's inverse is the other one; the inverse of easeIn is not easeOut")
    func inverses() {
        for progress in [0.3, 0.7] {
            expectClose(UnitCurve.circularEaseIn.inverse.value(at: progress), UnitCurve.circularEaseOut.value(at: progress), tolerance: 1e-12)
            expectClose(UnitCurve.circularEaseIn.inverse.velocity(at: progress), UnitCurve.circularEaseOut.velocity(at: progress), tolerance: 1e-12)
            #expect(abs(UnitCurve.easeIn.inverse.value(at: progress) - UnitCurve.easeOut.value(at: progress)) > 1e-3)
        }
        #expect(UnitCurve.circularEaseInOut.inverse == .circularEaseInOut)
        #expect(UnitCurve.linear.inverse == .linear)
    }

    @Test("the circular curves animate: timingCurve with one runs along the circle, and is named in its description")
    func circularAnimation() {
        let animation = Animation.timingCurve(.circularEaseOut, duration: 2)
        var context = AnimationContext<Double>()
        expectClose(animation.animate(value: 10.0, time: 0.5, context: &context) ?? .nan, 10 * 0.661, tolerance: 0.01)
        #expect(animation.description == "circularEaseOut(duration: 2.0)")
    }
}
