import Foundation

/// A kind of animation: how a change in value unfolds over time.
///
/// SwiftUI's `CustomAnimation` (iOS 17), plus ``duration``. An animation never sees the old and new
/// model values; it is given the *change* (`value`, the new value minus the old one) and returns how
/// much of that change has happened at a time: `.zero` at the start, `value` at the end. Whoever
/// runs it adds the result to the old value.
///
/// Wrap a conforming type in ``Animation`` to use it: `Animation(MyAnimation())`. Only
/// ``animate(value:time:context:)`` is required; the other requirements have defaults.
public protocol CustomAnimation: Hashable, Sendable {
    /// Returns how much of the change has happened at a time, or nil once the animation has finished.
    ///
    /// - Parameters:
    ///   - value: The whole change: the new value minus the old one.
    ///   - time: Seconds since the animation started.
    ///   - context: The run's state, kept between calls.
    /// - Returns: The part of `value` reached at `time`, starting at `.zero`; nil when the animation
    ///   has finished, after which the value is the new model value.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?

    /// Returns the rate of change of the animated value at a time, in units per second.
    ///
    /// Used to carry momentum into an animation that interrupts this one. The default returns nil:
    /// the velocity is unknown.
    ///
    /// - Parameters:
    ///   - value: The whole change: the new value minus the old one.
    ///   - time: Seconds since the animation started.
    ///   - context: The run's state.
    /// - Returns: The velocity, or nil if the animation cannot tell.
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?

    /// Returns whether this animation, started while `previous` is still running, takes `previous`
    /// over instead of running beside it.
    ///
    /// An animation that merges may copy what it needs (a velocity, say) from the previous run's
    /// context into its own. The default returns false: both run, and their results add up.
    ///
    /// - Parameters:
    ///   - previous: The animation that is running.
    ///   - value: The change the previous animation was animating.
    ///   - time: Seconds since the previous animation started.
    ///   - context: The previous animation's context.
    /// - Returns: true to replace the previous animation.
    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool

    /// How many seconds one run of this animation lasts, or nil if it never finishes on its own.
    ///
    /// Not part of SwiftUI's protocol. Stateless repeats need it, to know where each iteration
    /// begins; an animation whose duration is nil cannot be repeated (repeating it plays it once).
    /// The default is nil.
    var duration: TimeInterval? { get }
}

extension CustomAnimation {
    /// Returns nil: the velocity is unknown.
    ///
    /// - Parameters:
    ///   - value: The whole change.
    ///   - time: Seconds since the animation started.
    ///   - context: The run's state.
    /// - Returns: nil.
    public func velocity<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: AnimationContext<V>
    ) -> V? {
        nil
    }

    /// Returns false: a new animation runs beside the previous one.
    ///
    /// - Parameters:
    ///   - previous: The animation that is running.
    ///   - value: The change the previous animation was animating.
    ///   - time: Seconds since the previous animation started.
    ///   - context: The previous animation's context.
    /// - Returns: false.
    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        false
    }

    /// nil: the animation is not known to finish on its own.
    public var duration: TimeInterval? { nil }
}
