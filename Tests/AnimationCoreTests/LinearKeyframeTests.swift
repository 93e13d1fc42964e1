import AnimationCore
import Foundation
import Testing
import ZoetropeTestSupport

/// Linear keyframes: "A keyframe that uses simple linear interpolation" along a timing curve
/// (SwiftUI, https://developer.apple.com/documentation/swiftui/linearkeyframe).
///
/// The timing-curve numbers are Chromium's, from `ui/gfx/geometry/cubic_bezier_unittest.cc` in
/// chromium/chromium, `TEST(CubicBezierTest, Basic)` (values) and `TEST(CubicBezierTest, Slope)`
/// (slopes) for `CubicBezier(0.25, 0.0, 0.75, 1.0)`, with Chromium's tolerance of 0.00015 scaled
/// by the change and the duration.
@Suite("LinearKeyframe")
struct LinearKeyframeTests {
    /// Chromium's `CubicBezier(0.25, 0, 0.75, 1)`: (x, Solve(x), Slope(x)).
    static let chromium: [(x: Double, y: Double, slope: Double)] = [
        (0.05, 0.01136, 0.42170), (0.1, 0.03978, 0.69778), (0.25, 0.18235, 1.13576),
        (0.5, 0.5, 1.33333), (0.75, 0.81764, 1.13576), (0.9, 0.96021, 0.69778),
    ]

    /// Chromium's curve.
    static let chromiumCurve = UnitCurve.bezier(
        startControlPoint: CGPoint(x: 0.25, y: 0), endControlPoint: CGPoint(x: 0.75, y: 1))

    @Test("A keyframe from 2 to 6 over 2 s along Chromium's curve: value 2 + 4·y and velocity 4·slope / 2",
          arguments: chromium)
    func followsTimingCurve(x: Double, y: Double, slope: Double) {
        let track = KeyframeTrack { LinearKeyframe(6.0, duration: 2, timingCurve: Self.chromiumCurve) }
        let sample = track.sample(time: 2 * x, initialValue: 2)
        expectClose(sample.value, 2 + 4 * y, tolerance: 4 * 0.00015, "value at x = \(x)")
        expectClose(sample.velocity, 4 * slope / 2, tolerance: 2 * 0.00015, "velocity at x = \(x)")
    }

    @Test("Without a timing curve the value moves at a constant rate", arguments: [24, 60])
    func linearByDefault(fps: Int) {
        let track = KeyframeTrack { LinearKeyframe(-30.0, duration: 1.5) }
        for time in frameTimes(seconds: 1.5, fps: fps).dropLast() {
            let sample = track.sample(time: time, initialValue: 15)
            expectClose(sample.value, 15 - 30 * time, tolerance: 1e-12, "value at \(time)")
            expectClose(sample.velocity, -30, tolerance: 1e-12, "velocity at \(time)")
        }
    }

    @Test("Each keyframe starts where the previous one ended")
    func segmentsChain() {
        let track = KeyframeTrack {
            LinearKeyframe(10.0, duration: 1)
            LinearKeyframe(4.0, duration: 2, timingCurve: .easeInOut)
            LinearKeyframe(4.0, duration: 0.5)
        }
        #expect(track.duration == 3.5)
        let sample = { track.sample(time: $0, initialValue: 0) }
        expectClose(sample(1).value, 10, tolerance: 1e-12, "second start")
        expectClose(sample(2).value, 7, tolerance: 1e-12, "easeInOut is half way at half time")
        expectClose(sample(3.2).value, 4, tolerance: 1e-12, "a keyframe to where it is stays")
        expectClose(sample(3.2).velocity, 0, tolerance: 1e-12, "at rest")
        expectVelocityMatchesDerivative(of: sample, at: [0.3, 1.1, 1.7, 2.5, 2.99, 3.3])
    }

    @Test("A linear keyframe of zero, negative or NaN duration jumps to its value, at rest",
          arguments: [0.0, -2.0, Double.nan])
    func degenerateDuration(duration: Double) {
        let track = KeyframeTrack {
            LinearKeyframe(10.0, duration: 1)
            LinearKeyframe(50.0, duration: duration)
            SpringKeyframe(50.0, duration: 1)
        }
        #expect(track.duration == 2)
        let atJump = track.sample(time: 1, initialValue: 0)
        expectClose(atJump.value, 50, tolerance: 1e-12, "value")
        expectClose(atJump.velocity, 0, tolerance: 1e-12, "the spring after it starts at rest")
    }

    @Test("A linear keyframe that never ends stays where it starts")
    func infiniteDuration() {
        let track = KeyframeTrack { LinearKeyframe(10.0, duration: .infinity) }
        #expect(track.duration == .infinity)
        for time in [0.0, 1, 1e12] {
            let sample = track.sample(time: time, initialValue: 3)
            #expect(sample.value == 3)
            #expect(sample.velocity == 0)
        }
    }

    @Test("A timing curve with a vertical tangent gives no NaN: no change is no velocity, and an infinite one is not handed on")
    func verticalTangent() {
        let vertical = UnitCurve.bezier(startControlPoint: CGPoint(x: 0, y: 1), endControlPoint: CGPoint(x: 0, y: 1))
        #expect(vertical.velocity(at: 0).isInfinite)
        let still = KeyframeTrack { LinearKeyframe(5.0, duration: 1, timingCurve: vertical) }
        #expect(still.sample(time: 0, initialValue: 5).velocity == 0)
        let track = KeyframeTrack {
            CubicKeyframe(2.0, duration: 1)
            LinearKeyframe(5.0, duration: 1, timingCurve: vertical)
        }
        for time in stride(from: 0.0, through: 2.0, by: 0.125) {
            #expect(track.sample(time: time, initialValue: 0).value.isFinite, "value at \(time)")
        }
    }
}
