import AnimationCore
import Foundation

/// One state of a ``PhaseSequence``: what it sets, the animation that brings the model into it,
/// and how long to stay once there.
public struct Phase<Model> {
    /// The animation that moves the model into this phase, or nil to jump.
    public let animation: Animation?
    /// Seconds to stay in the phase once its animation has completed, before the next one starts.
    public let hold: TimeInterval
    /// A short description of the phase, for messages and debugging.
    public let label: String
    /// Applies the phase's state to a model.
    public let apply: (inout Model) -> Void

    /// Creates a phase.
    /// - Parameters:
    ///   - animation: The animation into this phase; nil to jump.
    ///   - hold: Seconds to stay once the animation has completed; none if not given. Negative
    ///     and NaN holds are read as 0.
    ///   - label: A short description.
    ///   - apply: Applies the phase's state.
    public init(animation: Animation?, hold: TimeInterval = 0, label: String = "", apply: @escaping (inout Model) -> Void) {
        self.animation = animation
        self.hold = hold > 0 ? hold : 0
        self.label = label
        self.apply = apply
    }
}
