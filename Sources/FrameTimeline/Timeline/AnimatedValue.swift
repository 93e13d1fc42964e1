import AnimationCore
import Foundation

/// The value a model shows at any time while animations run: SwiftUI's additive model.
///
/// When a change sets a value from `a` to `b` with an animation, the model value jumps to `b` at
/// once and the animation carries the *difference* `b − a`: at time *t* after the change it has
/// covered `animate(b − a, t)` of it, and the value shown is `b − (b − a) + animate(b − a, t)`.
/// When several animations run at once their remainders add up, so a new change animates from
/// wherever the running ones have got to: no jump, and no restart from an old start value.
///
/// The value at a time is computed from the timeline alone, so values at different times are
/// independent of each other and of the order they are asked for in.
public struct AnimatedValue<Value: VectorArithmetic> {
    private struct Step {
        let time: TimeInterval
        let animation: Animation?
        let delta: Value
    }

    private let values: [Value]
    private let steps: [Step]

    /// Creates an animated value from the model value before and after each change.
    /// - Parameters:
    ///   - values: The model value at the start, then after each change: one more than `changes`.
    ///   - changes: When each change happens and its animation, sorted by time.
    public init(values: [Value], changes: [(time: TimeInterval, animation: Animation?)]) {
        precondition(values.count == changes.count + 1, "one value before the changes and one after each")
        self.values = values
        self.steps = changes.indices.map { index in
            Step(time: changes[index].time, animation: changes[index].animation,
                 delta: values[index + 1] - values[index])
        }
    }

    /// The number of changes made at or before `time`.
    private func changeCount(at time: TimeInterval) -> Int {
        steps.firstIndex { $0.time > time } ?? steps.count
    }

    /// The model value at `time`: the value after every change made so far, with no animation.
    /// - Parameter time: Seconds from the start.
    /// - Returns: The model value.
    public func modelValue(at time: TimeInterval) -> Value {
        values[changeCount(at: time)]
    }

    /// The value shown at `time`: the model value less what running animations have yet to cover.
    /// - Parameter time: Seconds from the start.
    /// - Returns: The presentation value.
    /// - Complexity: O(*k*) animation evaluations, for the *k* changes made by `time`.
    public func value(at time: TimeInterval) -> Value {
        let count = changeCount(at: time)
        var result = values[count]
        for step in steps[..<count] {
            result -= remainder(of: step, at: time)
        }
        return result
    }

    /// What an animation has yet to cover at `time`; zero once it has finished or when there is none.
    private func remainder(of step: Step, at time: TimeInterval) -> Value {
        guard let animation = step.animation else { return .zero }
        var context = AnimationContext<Value>()
        guard let covered = animation.animate(value: step.delta, time: time - step.time, context: &context) else {
            return .zero
        }
        return step.delta - covered
    }
}
