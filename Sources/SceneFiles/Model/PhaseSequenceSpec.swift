import AnimationCore
import Foundation
import SceneCore

/// A phase sequence in a scene's timeline: the layout stepped through a list of states, each
/// entered with its own animation, once, several times or for ever.
public struct PhaseSequenceSpec: Hashable, Sendable {
    /// When the sequence starts, in seconds.
    public var time: TimeInterval
    /// The phases, in order.
    public var phases: [PhaseSpec]
    /// How many times the sequence goes through its phases; nil for ever.
    public var cycles: Int?
}

/// One phase of a ``PhaseSequenceSpec``.
public struct PhaseSpec: Hashable, Sendable {
    /// The parameters the phase sets, by name, in file units.
    public var parameters: [String: Double]
    /// The animation into the phase, or nil to jump.
    public var animation: Animation?
    /// Seconds to stay in the phase once its animation has completed.
    public var hold: TimeInterval
}
