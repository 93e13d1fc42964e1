import AnimationCore
import Foundation

/// A change to a model at a moment in time, with the animation that carries it out.
///
/// "At 0.5 s, with `.easeInOut(duration: 2)`, set the rotation to 90°" is
/// `StateChange(at: 0.5, animation: .easeInOut(duration: 2)) { $0.rotation = .degrees(90) }`.
public struct StateChange<Model> {
    /// When the change happens, in seconds from the start.
    public let time: TimeInterval
    /// The animation that carries the change out, or `nil` to change at once.
    public let animation: Animation?
    /// A short description of the change, for messages and debugging.
    public let label: String
    /// Applies the change to a model.
    public let apply: (inout Model) -> Void

    /// Creates a change.
    /// - Parameters:
    ///   - time: When the change happens, in seconds from the start.
    ///   - animation: The animation, or `nil` to change at once.
    ///   - label: A short description of the change.
    ///   - apply: Applies the change to a model.
    public init(at time: TimeInterval, animation: Animation?, label: String = "", apply: @escaping (inout Model) -> Void) {
        self.time = time
        self.animation = animation
        self.label = label
        self.apply = apply
    }
}
