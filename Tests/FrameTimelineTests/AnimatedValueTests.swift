import AnimationCore
import FrameTimeline
import Foundation
import Testing
import ZoetropeTestSupport

@Suite("AnimatedValue")
struct AnimatedValueTests {
    static let frameRates = [24, 60]

    /// The frame times of a clip, as the frame clock computes them: n / fps.
    static func frameTimes(until end: Double, fps: Int) -> [TimeInterval] {
        (0...Int((end * Double(fps)).rounded(.down))).map { Double($0) / Double(fps) }
    }

    /// How much of a change `delta` a timing-curve animation has covered `elapsed` seconds after it
    /// started: nothing before, `delta × curve(elapsed / duration)` during, all of it after.
    static func covered(_ delta: Double, curve: UnitCurve, duration: Double, elapsed: Double) -> Double {
        if elapsed <= 0 { return 0 }
        if elapsed >= duration { return delta }
        return delta * curve.value(at: elapsed / duration)
    }

    // MARK: - Edge cases

    @Test("Without changes the value is the initial one at every time")
    func noChanges() {
        let value = AnimatedValue<Double>(values: [42], changes: [])
        for time in [0.0, 1, 1e6] {
            #expect(value.value(at: time) == 42)
            #expect(value.modelValue(at: time) == 42)
        }
    }

    // MARK: - One change

    @Test("A single change follows from + (to − from)·curve((t − start)/d)", arguments: frameRates)
    func singleChange(fps: Int) {
        let (from, to, start, duration) = (10.0, 50.0, 0.5, 2.0)
        let value = AnimatedValue(values: [from, to], changes: [(time: start, animation: .easeInOut(duration: duration))])
        for t in Self.frameTimes(until: 3, fps: fps) {
            let expected: Double
            if t < start {
                expected = from
            } else if t >= start + duration {
                expected = to
            } else {
                expected = from + (to - from) * UnitCurve.easeInOut.value(at: (t - start) / duration)
            }
            expectClose(value.value(at: t), expected, "t = \(t) at \(fps) fps")
        }
    }

    @Test("A linear change moves at constant speed", arguments: frameRates)
    func linearChange(fps: Int) {
        let value = AnimatedValue(values: [0.0, 100], changes: [(time: 0, animation: .linear(duration: 2))])
        for t in Self.frameTimes(until: 2, fps: fps) {
            expectClose(value.value(at: t), 50 * t, "t = \(t)")
        }
    }

    @Test("Before and at the moment of the change the value is the old one; after the end, the new one")
    func beforeAndAfter() {
        let value = AnimatedValue(values: [10.0, 50], changes: [(time: 1, animation: .easeInOut(duration: 2))])
        expectClose(value.value(at: 0), 10)
        expectClose(value.value(at: 0.999), 10)
        expectClose(value.value(at: 1), 10, "at the change")
        expectClose(value.value(at: 3), 50, "at the end")
        expectClose(value.value(at: 100), 50, "long after")
        // The model value jumps at the change.
        #expect(value.modelValue(at: 0.999) == 10)
        #expect(value.modelValue(at: 1) == 50)
    }

    @Test("A delayed change holds the old value through the delay")
    func delayedChange() {
        let value = AnimatedValue(values: [0.0, 10], changes: [(time: 0.5, animation: .linear(duration: 1).delay(0.5))])
        expectClose(value.value(at: 0.75), 0)
        expectClose(value.value(at: 1.0), 0)
        expectClose(value.value(at: 1.5), 5)
        expectClose(value.value(at: 2.0), 10)
    }

    @Test("A change without animation jumps")
    func changeWithoutAnimation() {
        let value = AnimatedValue(values: [10.0, 50], changes: [(time: 1, animation: nil)])
        #expect(value.value(at: 1 - 1e-9) == 10)
        #expect(value.value(at: 1) == 50)
        #expect(value.value(at: 2) == 50)
    }

    @Test("Vector values animate component by component")
    func pairValues() {
        let value = AnimatedValue(values: [AnimatablePair(0.0, 100.0), AnimatablePair(10.0, 50.0)],
                                  changes: [(time: 0, animation: .linear(duration: 2))])
        let mid = value.value(at: 1)
        expectClose(mid.first, 5)
        expectClose(mid.second, 75)
    }

    // MARK: - Overlapping changes (SwiftUI's additive model)

    /// 0 → 90 at t = 0 over 2 s (easeInOut); at t = 1, with the first halfway, → `secondTarget` over 2 s.
    struct OverlapCase: CustomTestStringConvertible, Sendable {
        let secondTarget: Double
        var testDescription: String { "0 → 90, then → \(secondTarget) at t = 1" }
    }

    static let overlapCases = [OverlapCase(secondTarget: 180), OverlapCase(secondTarget: 0), OverlapCase(secondTarget: 90)]

    static func overlapping(_ testCase: OverlapCase) -> AnimatedValue<Double> {
        AnimatedValue(values: [0, 90, testCase.secondTarget], changes: [
            (time: 0, animation: .easeInOut(duration: 2)),
            (time: 1, animation: .easeInOut(duration: 2)),
        ])
    }

    /// v2 − (Δ1 − a1(t)) − (Δ2 − a2(t − 1)): the model value less what each animation has yet to cover.
    static func additive(_ testCase: OverlapCase, at t: Double) -> Double {
        let (delta1, delta2) = (90.0, testCase.secondTarget - 90)
        if t < 1 { return 90 - (delta1 - covered(delta1, curve: .easeInOut, duration: 2, elapsed: t)) }
        return testCase.secondTarget
            - (delta1 - covered(delta1, curve: .easeInOut, duration: 2, elapsed: t))
            - (delta2 - covered(delta2, curve: .easeInOut, duration: 2, elapsed: t - 1))
    }

    @Test("Overlapping changes add up: v2 − (Δ1 − a1(t)) − (Δ2 − a2(t − 1))", arguments: overlapCases, frameRates)
    func overlappingSumFormula(_ testCase: OverlapCase, fps: Int) {
        let value = Self.overlapping(testCase)
        for t in Self.frameTimes(until: 3.5, fps: fps) {
            expectClose(value.value(at: t), Self.additive(testCase, at: t), "t = \(t) at \(fps) fps")
        }
    }

    @Test("A second change starts from where the first had got to: no jump at t = 1", arguments: overlapCases)
    func overlappingIsContinuousAtTheChange(_ testCase: OverlapCase) {
        let value = Self.overlapping(testCase)
        let before = value.value(at: 1 - 1e-9)
        let after = value.value(at: 1 + 1e-9)
        // Halfway through an easeInOut the first change has covered 45 of its 90.
        expectClose(before, 45, tolerance: 1e-6, "just before t = 1")
        expectClose(after, 45, tolerance: 1e-6, "just after t = 1")
        expectClose(value.value(at: 1), 45, tolerance: 1e-9, "at t = 1")
    }

    @Test("Frame to frame across the second change, the value moves no faster than the animations allow",
          arguments: overlapCases, frameRates)
    func overlappingFrameSteps(_ testCase: OverlapCase, fps: Int) {
        let value = Self.overlapping(testCase)
        // The steepest slope of easeInOut, sampled finely.
        let maxSlope = (0...10_000).map { UnitCurve.easeInOut.velocity(at: Double($0) / 10_000) }.max() ?? 0
        let maxSpeed = (90 + abs(testCase.secondTarget - 90)) * maxSlope / 2
        let bound = maxSpeed / Double(fps) * 1.01 + 1e-9
        // Frame fps is at t = 1 exactly at both rates.
        for frame in (fps - 2)...(fps + 2) {
            let step = value.value(at: Double(frame + 1) / Double(fps)) - value.value(at: Double(frame) / Double(fps))
            #expect(abs(step) <= bound, "frame \(frame) → \(frame + 1) at \(fps) fps moved \(step), more than \(bound)")
        }
    }

    @Test("A change without animation during a running one jumps by its own difference only")
    func jumpDuringAnimation() {
        let value = AnimatedValue(values: [0.0, 90, 200], changes: [
            (time: 0, animation: .easeInOut(duration: 2)),
            (time: 1, animation: nil),
        ])
        let before = value.value(at: 1 - 1e-9)
        let after = value.value(at: 1)
        expectClose(after - before, 110, tolerance: 1e-6, "the jump")
        // The first animation keeps running on top of the new model value.
        expectClose(value.value(at: 1.5), 200 - (90 - Self.covered(90, curve: .easeInOut, duration: 2, elapsed: 1.5)))
        expectClose(value.value(at: 2), 200)
    }

    // MARK: - Purity

    @Test("Values do not depend on the order they are asked for in")
    func orderIndependence() {
        let value = Self.overlapping(OverlapCase(secondTarget: 180))
        let times = Self.frameTimes(until: 3.5, fps: 60) + [0.123, 1 - 1e-9, 1 + 1e-9, 2.5001]
        let inOrder = times.map { value.value(at: $0) }
        var generator = SplitMix64(seed: 0x5EED)
        let shuffled = times.indices.shuffled(using: &generator)
        var byShuffle = [Double](repeating: .nan, count: times.count)
        for index in shuffled { byShuffle[index] = value.value(at: times[index]) }
        let backwards = times.indices.reversed().map { value.value(at: times[$0]) }.reversed()
        // `==` on purpose: the same computation, so the very same numbers.
        #expect(byShuffle == inOrder)
        #expect(Array(backwards) == inOrder)
    }
}
