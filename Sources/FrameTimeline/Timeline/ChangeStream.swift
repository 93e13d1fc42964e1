import AnimationCore
import Foundation

/// A timeline's changes, merged in time order with changes added while it is read, applied once
/// each as reading moves forward: the model at any moment reached so far, in the order
/// `Timeline(validatedInitial:changes:keyframes:)` would sort them (by time; at equal times the
/// timeline's own changes first, then added ones in the order they were added).
///
/// Changes added must not be earlier than the moment already reached.
struct ChangeStream<Model> {
    private let original: [StateChange<Model>]
    private var nextOriginal = 0
    /// Added changes not yet reached, sorted by time, then by when they were added.
    private var pending: [StateChange<Model>] = []
    /// The changes reached, in order.
    private var reached: [StateChange<Model>] = []
    /// The model at the start, then after each change reached.
    private var states: [Model]
    /// Whether a change reached has an animation.
    private(set) var hasAnimation = false

    init(initial: Model, changes: [StateChange<Model>]) {
        original = changes
        states = [initial]
    }

    /// The model after every change reached.
    var current: Model { states[states.count - 1] }

    /// Reaches every change at or before `time`.
    mutating func advance(through time: TimeInterval) {
        while true {
            let takesOriginal: Bool
            switch (original.indices.contains(nextOriginal) ? original[nextOriginal] : nil, pending.first) {
            case (let next?, let added?): takesOriginal = next.time <= added.time
            case (.some, nil): takesOriginal = true
            case (nil, .some): takesOriginal = false
            case (nil, nil): return
            }
            let change = takesOriginal ? original[nextOriginal] : pending[0]
            guard change.time <= time else { return }
            if takesOriginal { nextOriginal += 1 } else { pending.removeFirst() }
            var state = current
            change.apply(&state)
            states.append(state)
            reached.append(change)
            hasAnimation = hasAnimation || change.animation != nil
        }
    }

    /// Adds a change, after the ones of the same time added before it.
    mutating func add(_ change: StateChange<Model>) {
        let index = pending.firstIndex { $0.time > change.time } ?? pending.count
        pending.insert(change, at: index)
    }
}

extension ChangeStream where Model: Animatable {
    /// The shown value of the model's animatable data over the changes reached.
    func animatedValue() -> AnimatedValue<Model.AnimatableData> {
        AnimatedValue(values: states.map(\.animatableData), changes: reached.map { (time: $0.time, animation: $0.animation) })
    }
}
