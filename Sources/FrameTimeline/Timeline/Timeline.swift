import AnimationCore
import Foundation

/// A model's initial state and the changes made to it over time, each with its animation.
///
/// A timeline says what the model *is* at each moment (its model value); ``AnimatedValue`` says
/// what it *looks like* (its presentation value), with the running animations applied.
public struct Timeline<Model> {
    /// The state at time zero.
    public let initial: Model
    /// The changes, sorted by time; changes at the same time keep the order they were given in.
    public private(set) var changes: [StateChange<Model>]
    /// The keyframe runs, sorted by time, stably.
    public private(set) var keyframes: [KeyframeRun<Model>]

    /// Creates a timeline.
    /// - Parameters:
    ///   - initial: The state at time zero.
    ///   - changes: The changes, in any order; they are sorted by time, stably.
    ///   - keyframes: Keyframe runs, in any order; none if not given. They are sorted by time,
    ///     stably.
    /// - Throws: ``TimelineError/invalidChangeTime(index:time:)`` for a change at a negative, NaN
    ///   or infinite time, ``TimelineError/invalidKeyframeTime(index:time:)`` for such a keyframe run.
    public init(initial: Model, changes: [StateChange<Model>] = [], keyframes: [KeyframeRun<Model>] = []) throws(TimelineError) {
        for (index, change) in changes.enumerated() where !(change.time.isFinite && change.time >= 0) {
            throw .invalidChangeTime(index: index, time: change.time)
        }
        for (index, run) in keyframes.enumerated() where !(run.time.isFinite && run.time >= 0) {
            throw .invalidKeyframeTime(index: index, time: run.time)
        }
        self.init(validatedInitial: initial, changes: changes, keyframes: keyframes)
    }

    /// Creates a timeline whose times are known to be valid.
    init(validatedInitial initial: Model, changes: [StateChange<Model>], keyframes: [KeyframeRun<Model>]) {
        self.initial = initial
        self.changes = changes.enumerated()
            .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
            .map(\.element)
        self.keyframes = keyframes.enumerated()
            .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
            .map(\.element)
    }

    /// Adds a change.
    /// - Parameters:
    ///   - time: When the change happens.
    ///   - animation: The animation, or `nil` to change at once.
    ///   - apply: Applies the change.
    /// - Returns: The timeline with the change.
    /// - Throws: ``TimelineError/invalidChangeTime(index:time:)`` for a negative, NaN or infinite time.
    public func adding(at time: TimeInterval, animation: Animation?, _ apply: @escaping (inout Model) -> Void)
        throws(TimelineError) -> Timeline {
        try Timeline(initial: initial, changes: changes + [StateChange(at: time, animation: animation, apply: apply)],
                     keyframes: keyframes)
    }

    /// The number of changes made at or before `time`: the index into ``states`` of the model at `time`.
    /// - Parameter time: Seconds from the start.
    /// - Returns: A count from 0 to `changes.count`.
    /// - Complexity: O(log *n*) in the number of changes.
    public func changeCount(at time: TimeInterval) -> Int {
        changes.partitioningIndex { $0.time > time }
    }

    /// The model after each change: element 0 is the initial state, element *i* the state after change *i*.
    public var states: [Model] {
        var state = initial
        var result = [state]
        for change in changes {
            change.apply(&state)
            result.append(state)
        }
        return result
    }

    /// The time at which the last animation ends by its ``AnimationCore/Animation/duration``, or
    /// `nil` when one never ends (repeats forever).
    ///
    /// An animation that takes running ones over (a spring following a spring) carries more than
    /// its own change and may run longer than its duration: ``LayoutAnimation/naturalDuration``
    /// accounts for that, and is the one to use when the layout is known. Keyframe runs are not
    /// counted here either: how long they last depends on the model they start from, which
    /// ``LayoutAnimation`` knows.
    public var naturalDuration: TimeInterval? {
        var end: TimeInterval = 0
        for change in changes {
            guard let animation = change.animation else {
                end = max(end, change.time)
                continue
            }
            guard let duration = animation.duration, duration.isFinite else { return nil }
            end = max(end, change.time + duration)
        }
        return end
    }
}

/// A timeline that cannot be built.
public enum TimelineError: Error, Equatable, CustomStringConvertible {
    /// A change's time is negative, NaN or infinite.
    case invalidChangeTime(index: Int, time: Double)
    /// A keyframe run's time is negative, NaN or infinite.
    case invalidKeyframeTime(index: Int, time: Double)

    /// A sentence that says what was wrong.
    public var description: String {
        switch self {
        case .invalidChangeTime(let index, let time):
            "change \(index) is at time \(time); times must be finite and not negative"
        case .invalidKeyframeTime(let index, let time):
            "keyframe run \(index) starts at time \(time); times must be finite and not negative"
        }
    }
}
