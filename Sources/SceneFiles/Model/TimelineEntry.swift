import SceneCore
/// One entry of a scene's `timeline`: a change, a phase sequence, or a run of keyframes.
public enum TimelineEntry: Hashable, Sendable {
    /// At a time, with an animation, set some layout parameters.
    case change(ChangeSpec)
    /// From a time, step the layout through a list of states, like SwiftUI's `PhaseAnimator`.
    case phases(PhaseSequenceSpec)
    /// From a time, drive some layout parameters along keyframe tracks, like SwiftUI's
    /// `KeyframeAnimator`.
    case keyframes(KeyframeRunSpec)

    /// When the entry starts, in seconds.
    public var time: Double {
        switch self {
        case .change(let change): change.time
        case .phases(let phases): phases.time
        case .keyframes(let run): run.time
        }
    }

    /// The change, if the entry is one.
    public var change: ChangeSpec? {
        guard case .change(let change) = self else { return nil }
        return change
    }
}
