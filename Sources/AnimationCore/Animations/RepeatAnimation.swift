import Foundation

/// An animation played several times in a row, or forever: `base.repeatCount(n)` and
/// `base.repeatForever()`.
///
/// Repeats are stateless: the value at a time depends on the value and the time alone, so frames
/// can be computed in any order. Run *k* (counting from 0) covers the times
/// `k × d ..< (k + 1) × d`, where *d* is the base animation's ``CustomAnimation/duration``.
///
/// With `autoreverses`, odd runs play the base backwards, from the new value to the old. Like
/// SwiftUI, when an even count makes the last run a backward one, the animation ends back at the
/// old value and then finishes, so the value jumps to the new model value. Without `autoreverses`,
/// each run after the first jumps back to the old value and plays forwards again.
///
/// A base that has no duration (it never finishes on its own) or a zero duration cannot be
/// repeated: it is played once, as it is.
struct RepeatAnimation: CustomAnimation, CustomStringConvertible {
    /// The animation to repeat.
    let base: Animation

    /// How many runs to play, 1 or more; nil to repeat forever.
    let count: Int?

    /// Whether odd runs play backwards.
    let autoreverses: Bool

    /// Where in the sequence of runs a time falls.
    private enum Position {
        /// In a run, at `baseTime` seconds into the base animation, which plays backwards if
        /// `isReversed`.
        case running(baseTime: TimeInterval, isReversed: Bool)
        /// After the last run.
        case finished
    }

    /// Returns the value of the run that the time falls in.
    /// - Parameters:
    ///   - value: The whole change.
    ///   - time: Seconds since the first run started; times before 0 are read as 0.
    ///   - context: The run's state, passed on to the base.
    /// - Returns: The part of the change reached, or nil after the last run.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard let position = position(at: time) else {
            return base.animate(value: value, time: time, context: &context)
        }
        switch position {
        case .finished:
            return nil
        case .running(let baseTime, _):
            return base.animate(value: value, time: baseTime, context: &context) ?? value
        }
    }

    /// Returns the velocity in the run that the time falls in, negated in a backward run.
    /// - Parameters:
    ///   - value: The whole change.
    ///   - time: Seconds since the first run started.
    ///   - context: The run's state.
    /// - Returns: The velocity, `.zero` after the last run, or nil where the base's is unknown.
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard let position = position(at: time) else {
            return base.velocity(value: value, time: time, context: context)
        }
        switch position {
        case .finished:
            return .zero
        case .running(let baseTime, let isReversed):
            let velocity = base.velocity(value: value, time: baseTime, context: context)
            return isReversed ? velocity.map { .zero - $0 } : velocity
        }
    }

    /// Asks the base animation: repeating does not change whether an animation takes over another.
    /// - Parameters:
    ///   - previous: The animation that is running.
    ///   - value: The change the previous animation was animating.
    ///   - time: Seconds since the previous animation started.
    ///   - context: The previous animation's context.
    /// - Returns: The base animation's answer.
    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }

    /// `count` times the base's duration; nil when repeating forever. A base that cannot be repeated
    /// gives its own duration.
    var duration: TimeInterval? {
        guard let runLength = repeatableRunLength else { return base.duration }
        return count.map { runLength * Double($0) }
    }

    /// `base.repeatCount(3, autoreverses: true)` or `base.repeatForever(autoreverses: false)`.
    var description: String {
        if let count { return "\(base).repeatCount(\(count), autoreverses: \(autoreverses))" }
        return "\(base).repeatForever(autoreverses: \(autoreverses))"
    }

    /// The base's duration if it is finite and positive, which is what repeating needs; else nil.
    private var repeatableRunLength: TimeInterval? {
        guard let runLength = base.duration, runLength > 0, runLength.isFinite else { return nil }
        return runLength
    }

    /// Finds the run a time falls in and how far into it the time is.
    /// - Parameter time: Seconds since the first run started.
    /// - Returns: The position, or nil if the base cannot be repeated.
    private func position(at time: TimeInterval) -> Position? {
        guard let runLength = repeatableRunLength else { return nil }
        let time = Swift.max(time, 0)
        let run = (time / runLength).rounded(.down)
        if let count, run >= Double(count) { return .finished }
        let offset = Swift.min(Swift.max(time - run * runLength, 0), runLength)
        let isReversed = autoreverses && run.truncatingRemainder(dividingBy: 2) == 1
        return .running(baseTime: isReversed ? runLength - offset : offset, isReversed: isReversed)
    }
}
