import AnimationCore
import Foundation
import Testing
import ZoetropeTestSupport
@testable import FrameTimeline

/// Thousands of changes: sampling touches only the animations running at a time, and still adds
/// up exactly what the additive model says.
@Suite("Long timelines")
struct LongTimelineTests {
    /// What the additive model shows at `time`, written out plainly: the model value less what every
    /// animation started by then has yet to cover.
    static func reference(values: [Double], changes: [(time: TimeInterval, animation: Animation?)], at time: TimeInterval) -> Double {
        let made = changes.filter { $0.time <= time }.count
        var result = values[made]
        for (index, change) in changes.enumerated() where change.time <= time {
            guard let animation = change.animation else { continue }
            let delta = values[index + 1] - values[index]
            var context = AnimationContext<Double>()
            if let covered = animation.animate(value: delta, time: time - change.time, context: &context) {
                result -= delta - covered
            }
        }
        return result
    }

    @Test("3,000 changes and an animation that repeats for ever: every sample, in any order, matches the plain sum")
    func thousandsOfChanges() {
        var generator = SplitMix64(seed: 7)
        var values: [Double] = [0]
        var changes: [(time: TimeInterval, animation: Animation?)] = [(0, .linear(duration: 0.8).repeatForever())]
        values.append(100)
        var time = 0.0
        for index in 0..<3_000 {
            time += Double.random(in: 0.001...0.05, using: &generator)
            let duration = Double.random(in: 0.01...0.3, using: &generator)
            changes.append((time, index % 10 == 0 ? nil : index % 3 == 0 ? .easeInOut(duration: duration) : .linear(duration: duration)))
            values.append(Double.random(in: -500...500, using: &generator))
        }
        let animated = AnimatedValue(values: values, changes: changes)
        let times = (0..<200).map { _ in Double.random(in: 0...(time + 0.5), using: &generator) } + stride(from: 0, to: changes.count, by: 7).map { changes[$0].time }
        for sample in times.shuffled(using: &generator) {
            let expected = Self.reference(values: values, changes: changes, at: sample)
            let actual = animated.value(at: sample)
            #expect(abs(actual - expected) <= 1e-9 * max(1, abs(expected)), "at \(sample) s: \(actual) vs \(expected)")
        }
    }

    @Test("an empty timeline and one without animations show the model value")
    func edges() {
        #expect(AnimatedValue<Double>(values: [3], changes: []).value(at: 10) == 3)
        let jumps = AnimatedValue<Double>(values: [0, 1, 2], changes: [(1, nil), (2, nil)])
        #expect(jumps.value(at: 0.5) == 0 && jumps.value(at: 1) == 1 && jumps.value(at: 5) == 2)
        #expect(Timeline(validatedInitial: 0, changes: [], keyframes: []).changeCount(at: 1) == 0)
    }
}
