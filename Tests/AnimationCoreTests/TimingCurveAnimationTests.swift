import AnimationCore
import Foundation
import Testing
import ZoetropeTestSupport

@Suite("Timing-curve animations")
struct TimingCurveAnimationTests {
    /// A timing-curve animation with the curve it should follow.
    struct CurveCase: CustomTestStringConvertible, Sendable {
        let animation: Animation
        let curve: UnitCurve
        let duration: TimeInterval
        var testDescription: String { animation.description }
    }

    static let curveCases: [CurveCase] = [
        .init(animation: .linear(duration: 2), curve: .linear, duration: 2),
        .init(animation: .easeIn(duration: 2), curve: .easeIn, duration: 2),
        .init(animation: .easeOut(duration: 1.5), curve: .easeOut, duration: 1.5),
        .init(animation: .easeInOut(duration: 2), curve: .easeInOut, duration: 2),
        .init(animation: .timingCurve(0.25, 0, 0.75, 1, duration: 1), curve: .bezier(
            startControlPoint: CGPoint(x: 0.25, y: 0), endControlPoint: CGPoint(x: 0.75, y: 1)
        ), duration: 1),
        .init(animation: .easeInOut, curve: .easeInOut, duration: 0.35),
    ]

    static let frameRates = [24, 60]

    // MARK: - Edge cases

    @Test("A zero duration finishes at once")
    func zeroDuration() {
        let animation = Animation.linear(duration: 0)
        #expect(sample(animation, value: 10.0, at: 0) == nil)
        #expect(animation.duration == 0)
    }

    @Test("Negative and NaN durations are read as 0", arguments: [-1.0, -.infinity, .nan])
    func invalidDuration(duration: Double) {
        let animation = Animation.easeInOut(duration: duration)
        #expect(sample(animation, value: 10.0, at: 0) == nil)
        #expect(animation.duration == 0)
    }

    @Test("An infinite duration never finishes and has no duration")
    func infiniteDuration() {
        let animation = Animation.linear(duration: .infinity)
        #expect(animation.duration == nil)
        #expect(sample(animation, value: 10.0, at: 1e9) == 0)
    }

    @Test("Before the start the value is zero; a NaN time is read as 0", arguments: [-1.0, -0.001, .nan])
    func beforeStart(time: Double) {
        #expect(sample(Animation.easeOut(duration: 1), value: 10.0, at: time) == 0)
    }

    // MARK: - Frames

    @Test("Each frame is value × curve(t / duration) until the duration, then nil",
          arguments: curveCases, frameRates)
    func followsCurveFrameByFrame(_ testCase: CurveCase, fps: Int) {
        let value = 250.0
        for time in frameTimes(seconds: testCase.duration, fps: fps) {
            let animated = sample(testCase.animation, value: value, at: time)
            if time < testCase.duration {
                let expected = value * testCase.curve.value(at: time / testCase.duration)
                expectClose(animated, expected, tolerance: 1e-9, "\(testCase.animation) at \(time) s, \(fps) fps")
            } else {
                #expect(animated == nil, "\(testCase.animation) still running at \(time) s, \(fps) fps")
            }
        }
    }

    @Test("A 2-second animation lasts 2 seconds at every frame rate", arguments: [24, 25, 30, 60, 120])
    func durationIsFrameRateIndependent(fps: Int) {
        let animation = Animation.easeInOut(duration: 2)
        let runningFrames = frameTimes(seconds: 3, fps: fps).prefix { sample(animation, value: 1.0, at: $0) != nil }
        #expect(runningFrames.count == 2 * fps)
    }

    @Test("Linear moves in equal steps", arguments: frameRates)
    func linearSteps(fps: Int) {
        let animation = Animation.linear(duration: 2)
        for (frame, time) in frameTimes(seconds: 2, fps: fps).dropLast().enumerated() {
            expectClose(sample(animation, value: 120.0, at: time), 60 * time, tolerance: 1e-9, "frame \(frame)")
        }
    }

    /// Chromium's published values for cubic-bezier(0.25, 0, 0.75, 1)
    /// (`ui/gfx/geometry/cubic_bezier_unittest.cc`, `TEST(CubicBezierTest, Basic)`), on a 2-second
    /// animation whose frames at 24 fps land on x = 0.25, 0.5 and 0.75.
    @Test("timingCurve matches Chromium's values on a 24 fps grid", arguments: [
        (frame: 12, expected: 0.18235), (frame: 24, expected: 0.5), (frame: 36, expected: 0.81764),
    ])
    func timingCurveMatchesChromium(frame: Int, expected: Double) {
        let animation = Animation.timingCurve(0.25, 0, 0.75, 1, duration: 2)
        let time = Double(frame) / 24
        expectClose(sample(animation, value: 100.0, at: time), 100 * expected, tolerance: 0.015, "frame \(frame)")
    }

    // MARK: - Velocity

    @Test("Velocity is value × curve velocity / duration", arguments: curveCases)
    func velocity(_ testCase: CurveCase) {
        let value = 40.0
        for step in 0..<10 {
            let time = testCase.duration * Double(step) / 10
            let expected = value * testCase.curve.velocity(at: time / testCase.duration) / testCase.duration
            expectClose(sampleVelocity(testCase.animation, value: value, at: time), expected, tolerance: 1e-9, "at \(time) s")
        }
    }

    @Test("Velocity is the derivative of the value over time")
    func velocityIsDerivative() {
        let animation = Animation.easeInOut(duration: 2)
        let h = 1e-6
        for time in stride(from: 0.1, to: 1.95, by: 0.1) {
            let after = sample(animation, value: 10.0, at: time + h) ?? .nan
            let before = sample(animation, value: 10.0, at: time - h) ?? .nan
            let difference = (after - before) / (2 * h)
            expectClose(sampleVelocity(animation, value: 10.0, at: time), difference, tolerance: 1e-4, "at \(time) s")
        }
    }

    @Test("Velocity is zero before the start and after the end", arguments: [-0.5, 2.0, 5.0])
    func velocityOutsideRun(time: Double) {
        #expect(sampleVelocity(Animation.linear(duration: 2), value: 10.0, at: time) == 0)
    }

    // MARK: - Vectors

    @Test("An AnimatablePair animates each component by the same fraction", arguments: frameRates)
    func pairAnimatesPerComponent(fps: Int) {
        let animation = Animation.easeInOut(duration: 1)
        let change = AnimatablePair(100.0, AnimatablePair(-50.0, 3.0))
        for time in frameTimes(seconds: 1, fps: fps).dropLast() {
            let fraction = UnitCurve.easeInOut.value(at: time)
            let animated = sample(animation, value: change, at: time)
            expectClose(animated?.first, 100 * fraction, tolerance: 1e-9, "first at \(time) s")
            expectClose(animated?.second.first, -50 * fraction, tolerance: 1e-9, "second.first at \(time) s")
            expectClose(animated?.second.second, 3 * fraction, tolerance: 1e-9, "second.second at \(time) s")
        }
        #expect(sample(animation, value: change, at: 1) == nil)
    }

    @Test("A CGRect's animatable data animates origin and size together")
    func rectAnimates() {
        let from = CGRect(x: 0, y: 0, width: 10, height: 10)
        let to = CGRect(x: 100, y: 50, width: 30, height: 20)
        let change = to.animatableData - from.animatableData
        var frame = from
        frame.animatableData = from.animatableData + (sample(Animation.linear(duration: 2), value: change, at: 1) ?? .zero)
        expectClose(Double(frame.minX), 50, tolerance: 1e-12, "x")
        expectClose(Double(frame.minY), 25, tolerance: 1e-12, "y")
        expectClose(Double(frame.width), 20, tolerance: 1e-12, "width")
        expectClose(Double(frame.height), 15, tolerance: 1e-12, "height")
    }

    @Test("Velocity of a pair is per component")
    func pairVelocity() {
        let velocity = sampleVelocity(Animation.linear(duration: 2), value: AnimatablePair(10.0, -4.0), at: 0.5)
        expectClose(velocity?.first, 5, tolerance: 1e-12, "first")
        expectClose(velocity?.second, -2, tolerance: 1e-12, "second")
    }
}
