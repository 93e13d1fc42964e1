import AnimationCore
import Foundation
import Testing
import ZoetropeTestSupport

@Suite("repeatCount(_:autoreverses:) and repeatForever(autoreverses:)")
struct RepeatAnimationTests {
    /// One second of linear motion by 10: the value at time t of a run is 10 t, so a backward run is
    /// easy to tell from a forward one at its quarter points.
    static let base = Animation.linear(duration: 1)

    /// An expected value at a time; nil means the animation has finished.
    struct Frame: CustomTestStringConvertible, Sendable {
        let time: TimeInterval
        let value: Double?
        var testDescription: String { "t = \(time) → \(value.map { "\($0)" } ?? "finished")" }
    }

    /// Checks an animation against a table of frames, each with a fresh context.
    /// - Parameters:
    ///   - animation: The animation.
    ///   - frames: The expected frames.
    ///   - sourceLocation: Where the check is written.
    func expectFrames(_ animation: Animation, _ frames: [Frame], sourceLocation: SourceLocation = #_sourceLocation) {
        for frame in frames {
            let animated = sample(animation, value: 10.0, at: frame.time)
            if let expected = frame.value {
                expectClose(animated, expected, tolerance: 1e-9, "\(animation) at \(frame.time) s", sourceLocation: sourceLocation)
            } else {
                #expect(animated == nil, "\(animation) still running at \(frame.time) s", sourceLocation: sourceLocation)
            }
        }
    }

    // MARK: - Edge cases

    @Test("A count of 0 or less plays the animation once: the modifier is ignored", arguments: [0, -1, Int.min])
    func nonPositiveCount(count: Int) {
        #expect(Self.base.repeatCount(count) == Self.base)
        #expect(Self.base.repeatCount(count, autoreverses: false) == Self.base)
    }

    @Test("A count of 1 plays the base once, forwards, even with autoreverses")
    func countOfOne() {
        expectFrames(Self.base.repeatCount(1), [
            Frame(time: 0, value: 0), Frame(time: 0.25, value: 2.5), Frame(time: 0.75, value: 7.5),
            Frame(time: 1, value: nil),
        ])
        #expect(Self.base.repeatCount(1).duration == 1)
    }

    @Test("A zero-duration base cannot be repeated: the repeat finishes at once")
    func zeroDurationBase() {
        let forever = Animation.linear(duration: 0).repeatForever()
        #expect(sample(forever, value: 10.0, at: 0) == nil)
        #expect(forever.duration == 0)
        #expect(Animation.linear(duration: 0).repeatCount(5).duration == 0)
    }

    @Test("Times before the start show the first frame")
    func beforeStart() {
        #expect(sample(Self.base.repeatForever(), value: 10.0, at: -3) == 0)
    }

    // MARK: - Counted repeats

    @Test("Autoreversing, odd count: forward, backward, forward, then finished at the new value")
    func autoreversingOddCount() {
        expectFrames(Self.base.repeatCount(3), [
            Frame(time: 0.25, value: 2.5), Frame(time: 0.5, value: 5), Frame(time: 0.75, value: 7.5),
            Frame(time: 1.0, value: 10), Frame(time: 1.25, value: 7.5), Frame(time: 1.5, value: 5),
            Frame(time: 1.75, value: 2.5), Frame(time: 2.0, value: 0), Frame(time: 2.25, value: 2.5),
            Frame(time: 2.5, value: 5), Frame(time: 2.75, value: 7.5), Frame(time: 3.0, value: nil),
        ])
    }

    /// SwiftUI's quirk: the last (backward) run ends at the old value, and then the animation is over,
    /// so the value jumps to the new model value.
    @Test("Autoreversing, even count: ends backward at zero, then finishes and jumps to the new value")
    func autoreversingEvenCount() {
        let animation = Self.base.repeatCount(2)
        expectFrames(animation, [
            Frame(time: 0.5, value: 5), Frame(time: 1.25, value: 7.5), Frame(time: 1.5, value: 5),
            Frame(time: 1.999, value: 0.01), Frame(time: 2.0, value: nil),
        ])
        #expect(animation.duration == 2)
    }

    @Test("Without autoreverse every run plays forwards, jumping back at each boundary")
    func forwardOnly() {
        expectFrames(Self.base.repeatCount(3, autoreverses: false), [
            Frame(time: 0.25, value: 2.5), Frame(time: 0.999, value: 9.99), Frame(time: 1.0, value: 0),
            Frame(time: 1.25, value: 2.5), Frame(time: 1.5, value: 5), Frame(time: 2.5, value: 5),
            Frame(time: 2.75, value: 7.5), Frame(time: 3.0, value: nil),
        ])
    }

    @Test("Each run's midpoint shows the base's midpoint", arguments: [true, false], [24, 60])
    func iterationMidpoints(autoreverses: Bool, fps: Int) {
        let base = Animation.easeIn(duration: 1)
        let animation = base.repeatCount(4, autoreverses: autoreverses)
        let midpoint = 10 * UnitCurve.easeIn.value(at: 0.5)
        for run in 0..<4 {
            let frame = run * fps + fps / 2
            let time = Double(frame) / Double(fps)
            expectClose(sample(animation, value: 10.0, at: time), midpoint, tolerance: 1e-9, "run \(run), frame \(frame)")
        }
    }

    @Test("A backward run mirrors the base in time", arguments: [24, 60])
    func backwardRunMirrors(fps: Int) {
        let base = Animation.easeIn(duration: 1)
        let animation = base.repeatCount(3)
        for time in frameTimes(seconds: 1, fps: fps).dropFirst().dropLast() {
            let backward = sample(animation, value: 10.0, at: 1 + time)
            let mirrored = sample(base, value: 10.0, at: 1 - time)
            expectSameResult(backward, mirrored, tolerance: 1e-9, "\(time) s into run 1")
        }
    }

    // MARK: - Forever

    @Test("repeatForever never finishes and has no duration", arguments: [true, false])
    func foreverNeverFinishes(autoreverses: Bool) {
        let animation = Self.base.repeatForever(autoreverses: autoreverses)
        #expect(animation.duration == nil)
        for time in [0.0, 1.0, 2.0, 3.5, 99.999, 1e4, 1e6 + 0.5, 1e9] {
            #expect(sample(animation, value: 10.0, at: time) != nil, "finished at \(time) s")
        }
    }

    @Test("repeatForever alternates direction by the parity of the run")
    func foreverAlternates() {
        expectFrames(Self.base.repeatForever(), [
            Frame(time: 1000.25, value: 2.5), Frame(time: 1001.25, value: 7.5),
            Frame(time: 7.75, value: 2.5), Frame(time: 8.75, value: 7.5),
        ])
        expectFrames(Self.base.repeatForever(autoreverses: false), [
            Frame(time: 1000.25, value: 2.5), Frame(time: 1001.25, value: 2.5),
        ])
    }

    // MARK: - Statelessness

    @Test("Frames computed out of order, with one shared context, equal frames computed in order")
    func framesInAnyOrder() {
        let animation = Animation.easeInOut(duration: 0.8).delay(0.2).repeatCount(5).speed(1.5)
        let times = frameTimes(seconds: 4, fps: 30)
        let inOrder = times.map { sample(animation, value: 42.0, at: $0) }
        var shared = AnimationContext<Double>()
        var generator = SplitMix64(seed: 7)
        let shuffledIndices = times.indices.shuffled(using: &generator)
        for index in shuffledIndices {
            let animated = animation.animate(value: 42.0, time: times[index], context: &shared)
            // Exact equality on purpose: the same frame must give the same bits, whatever the order.
            #expect(animated == inOrder[index], "frame \(index)")
        }
    }

    // MARK: - Composition

    @Test("duration of composed repeats", arguments: [
        (animation: Animation.linear(duration: 1).repeatCount(3), expected: 3.0 as Double?),
        (animation: Animation.linear(duration: 1).repeatCount(4, autoreverses: false), expected: 4.0),
        (animation: Animation.linear(duration: 1).speed(2).repeatCount(2), expected: 1.0),
        (animation: Animation.linear(duration: 1).repeatCount(2).speed(2), expected: 1.0),
        (animation: Animation.linear(duration: 1).delay(1).repeatCount(2), expected: 4.0),
        (animation: Animation.linear(duration: 1).repeatCount(2).delay(1), expected: 3.0),
        (animation: Animation.linear(duration: 1).repeatCount(2).repeatCount(3), expected: 6.0),
        (animation: Animation.linear(duration: 1).repeatForever(), expected: nil),
        (animation: Animation.linear(duration: 1).repeatForever().delay(1), expected: nil),
        (animation: Animation.linear(duration: 1).repeatForever().repeatCount(2), expected: nil),
    ])
    func composedDuration(animation: Animation, expected: Double?) {
        if let expected {
            expectClose(animation.duration, expected, tolerance: 1e-12, "\(animation)")
        } else {
            #expect(animation.duration == nil, "\(animation)")
        }
    }

    @Test("A delay inside the repeat is part of every run")
    func delayInsideRepeat() {
        expectFrames(Self.base.delay(1).repeatCount(2, autoreverses: false), [
            Frame(time: 0.5, value: 0), Frame(time: 1.5, value: 5), Frame(time: 2.5, value: 0),
            Frame(time: 3.5, value: 5), Frame(time: 4, value: nil),
        ])
    }

    @Test("A delay outside the repeat comes once")
    func delayOutsideRepeat() {
        expectFrames(Self.base.repeatCount(2).delay(1), [
            Frame(time: 0.5, value: 0), Frame(time: 1.25, value: 2.5), Frame(time: 2.25, value: 7.5),
            Frame(time: 3, value: nil),
        ])
    }

    // MARK: - Velocity

    @Test("Velocity is negated in backward runs and zero once finished")
    func velocity() {
        let animation = Self.base.repeatCount(2)
        expectClose(sampleVelocity(animation, value: 10.0, at: 0.5), 10, tolerance: 1e-12, "forward run")
        expectClose(sampleVelocity(animation, value: 10.0, at: 1.5), -10, tolerance: 1e-12, "backward run")
        #expect(sampleVelocity(animation, value: 10.0, at: 2.5) == 0)
    }
}
