import AnimationCore
import FrameTimeline
import Foundation
import Testing
import ZoetropeTestSupport

/// How runs take each other over, shown with an animation written for the test, so that the
/// bookkeeping is checked apart from any spring.
@Suite("AnimatedValue: take-overs")
struct AnimatedValueTakeOverTests {
    /// Covers its change linearly over `length` seconds, plus `initialVelocity × t × (1 − t/length)`
    /// (which starts at the inherited velocity and vanishes at the end); takes any running
    /// animation over.
    struct TakeOver: CustomAnimation {
        let length: Double

        func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
            guard time < length else { return nil }
            let t = max(time, 0)
            return value.scaled(by: t / length) + context.initialVelocity.scaled(by: t * (1 - t / length))
        }

        func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
            guard time >= 0, time < length else { return .zero }
            return value.scaled(by: 1 / length) + context.initialVelocity.scaled(by: 1 - 2 * time / length)
        }

        func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                              context: inout AnimationContext<V>) -> Bool {
            true
        }

        var duration: TimeInterval? { length }
    }

    /// 0 → 100 linearly over 2 s from t = 0; at t = 1 (halfway, at 50, moving at 50/s) → 300,
    /// taken over by `TakeOver(length: 2)`.
    static var value: AnimatedValue<Double> { AnimatedValue(values: [0.0, 100, 300], changes: [
        (time: 0, animation: .linear(duration: 2)),
        (time: 1, animation: Animation(TakeOver(length: 2))),
    ]) }

    @Test("The new run carries what the old one had left plus its own change, and its velocity", arguments: [24, 60])
    func carriesRemainderAndVelocity(fps: Int) {
        // From t = 1 the value is 50 + 250·s/2 + 50·s·(1 − s/2), s = t − 1: the old run no longer counts.
        for frame in 0...(3 * fps) {
            let t = Double(frame) / Double(fps)
            let expected: Double
            if t < 1 {
                expected = 50 * t
            } else if t < 3 {
                let s = t - 1
                expected = 50 + 250 * s / 2 + 50 * s * (1 - s / 2)
            } else {
                expected = 300
            }
            expectClose(Self.value.value(at: t), expected, tolerance: 1e-9, "t = \(t) at \(fps) fps")
        }
    }

    @Test("Position and velocity are continuous across the take-over")
    func continuity() {
        expectClose(Self.value.value(at: 1 - 1e-9), Self.value.value(at: 1), tolerance: 1e-6, "position")
        expectClose(Self.value.velocity(at: 1 - 1e-9), 50, tolerance: 1e-6, "velocity before")
        expectClose(Self.value.velocity(at: 1), 50 + 125, tolerance: 1e-6, "velocity after: inherited 50 + its own 250/2")
    }

    @Test("A run that took others over ends when it has covered everything, found by search")
    func endTime() throws {
        let end = try #require(Self.value.endTime)
        expectClose(end, 3, tolerance: 1e-5, "end")
    }

    @Test("An animation that does not take over runs beside the one before, and velocities add")
    func additiveVelocities() {
        let value = AnimatedValue(values: [0.0, 100, 300], changes: [
            (time: 0, animation: .linear(duration: 2)),
            (time: 1, animation: .linear(duration: 2)),
        ])
        expectClose(value.velocity(at: 1.5), 50 + 100, tolerance: 1e-9, "both linear runs")
        expectClose(value.velocity(at: 2.5), 100, tolerance: 1e-9, "the second alone")
        expectClose(value.velocity(at: 3.5), 0, tolerance: 1e-12, "after both")
    }

    @Test("Without a reported velocity, the velocity is worked out from the values")
    func numericalVelocity() {
        /// Covers `value × t²` over 1 s and reports no velocity.
        struct Quadratic: CustomAnimation {
            func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
                time < 1 ? value.scaled(by: max(time, 0) * max(time, 0)) : nil
            }
            var duration: TimeInterval? { 1 }
        }
        let value = AnimatedValue(values: [0.0, 10], changes: [(time: 0, animation: Animation(Quadratic()))])
        expectClose(value.velocity(at: 0.5), 10, tolerance: 1e-6, "d/dt 10·t² at 0.5")
    }

    @Test("A change without animation has no velocity")
    func jumpHasNoVelocity() {
        let value = AnimatedValue(values: [0.0, 10], changes: [(time: 0, animation: nil)])
        #expect(value.velocity(at: 0) == 0)
        #expect(value.endTime == 0)
    }

    @Test("endTime is the last change without animation, the last end, or nil when one never ends")
    func endTimes() {
        #expect(AnimatedValue<Double>(values: [0], changes: []).endTime == 0)
        #expect(AnimatedValue(values: [0.0, 1, 2], changes: [(time: 0, animation: .linear(duration: 1)), (time: 4, animation: nil)])
            .endTime == 4)
        #expect(AnimatedValue(values: [0.0, 1], changes: [(time: 1, animation: .linear(duration: 1).repeatForever())]).endTime == nil)
    }

    @Test("Runs that have ended are skipped, but a long early run still counts among many short later ones")
    func longRunAmongShortOnes() {
        // A 10-second linear change at t = 0, then 200 changes of ±1 every 0.05 s, each over 0.02 s.
        var values = [0.0, 100]
        var changes: [(time: TimeInterval, animation: Animation?)] = [(time: 0, animation: .linear(duration: 10))]
        for step in 1...200 {
            values.append(values[values.count - 1] + (step.isMultiple(of: 2) ? -1 : 1))
            changes.append((time: Double(step) * 0.05, animation: .linear(duration: 0.02)))
        }
        let value = AnimatedValue(values: values, changes: changes)
        for t in stride(from: 0.0, through: 11, by: 0.013) {
            // The long run's part, plus the short run that may be halfway.
            var expected = min(t, 10) * 10
            let last = min(Int((t / 0.05).rounded(.down)), 200)
            if last >= 1 {
                let offset = last.isMultiple(of: 2) ? 0.0 : 1.0
                let elapsed = t - Double(last) * 0.05
                let delta = last.isMultiple(of: 2) ? -1.0 : 1.0
                expected += elapsed < 0.02 ? (offset - delta) + delta * elapsed / 0.02 : offset
            }
            expectClose(value.value(at: t), expected, tolerance: 1e-9, "t = \(t)")
        }
        expectClose(value.endTime ?? .nan, 10.02, tolerance: 1e-9, "the last short run ends at 10.02 s")
    }
}
