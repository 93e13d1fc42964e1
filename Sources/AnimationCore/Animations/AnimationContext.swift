/// What an animation reads and writes as it runs, beside the value and the time.
///
/// SwiftUI's `AnimationContext` (iOS 17), without the environment. One context lives as long as one
/// run of an animation: the caller creates it when the animation starts and passes the same context
/// to every call to ``Animation/animate(value:time:context:)`` for that run.
///
/// The animations in this module do not depend on it: their values are functions of the time alone.
public struct AnimationContext<Value: VectorArithmetic> {
    /// Values the animation keeps between frames.
    public var state: AnimationState<Value>

    /// Whether the animation has reached its target as far as the user can tell, even though it
    /// still runs (a spring settling with invisible oscillations). An animation sets it; whoever runs
    /// the animation may treat it as done, for example to complete a transaction early.
    public var isLogicallyComplete: Bool

    /// The velocity the animated value already had when this run started, in the value's units
    /// per second; `.zero` for a run that started from rest.
    ///
    /// Not part of SwiftUI's context. When a new animation takes running ones over (its
    /// ``CustomAnimation/shouldMerge(previous:value:time:context:)`` returned true), the runner
    /// starts the new run with the sum of their velocities here, and with the change they had yet
    /// to cover added to the new change. A spring starts with this velocity, so motion stays smooth
    /// across a retarget.
    public var initialVelocity: Value

    /// Creates a context with empty state, not logically complete.
    /// - Parameter initialVelocity: The velocity the value already has; `.zero` if not given.
    public init(initialVelocity: Value = .zero) {
        state = AnimationState()
        isLogicallyComplete = false
        self.initialVelocity = initialVelocity
    }
}
