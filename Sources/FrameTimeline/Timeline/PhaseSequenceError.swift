/// A phase sequence that cannot be laid out in time.
public enum PhaseSequenceError: Error, Equatable, CustomStringConvertible {
    /// The sequence has no phases.
    case noPhases
    /// The start time is negative, NaN or infinite.
    case invalidStart(Double)
    /// The cycle count is below 1.
    case invalidCycles(Int)
    /// The animation into a phase never finishes (it repeats for ever).
    case endlessAnimation(phase: Int)
    /// The sequence cycles for ever and no end time was given.
    case endlessWithoutEnd
    /// The sequence cycles for ever and no time passes in a cycle.
    case endlessWithoutTime
    /// The sequence cycles for ever and a phase lasts (its animation and hold) no longer than the
    /// spacing of times at the end: adding it to the time would not move the time on.
    case phaseLostInRounding(phase: Int, length: Double, end: Double, spacing: Double)

    /// A sentence that says what was wrong.
    public var description: String {
        switch self {
        case .noPhases: "a phase sequence needs at least one phase"
        case .invalidStart(let time): "a phase sequence starts at \(time) s; times must be finite and not negative"
        case .invalidCycles(let cycles): "a phase sequence runs \(cycles) cycles; it needs 1 or more"
        case .endlessAnimation(let phase):
            "the animation into phase \(phase) never finishes (it repeats for ever), so the next phase would never start"
        case .endlessWithoutEnd: "the phase sequence cycles for ever, so it needs an end time (a scene's \"duration\")"
        case .endlessWithoutTime:
            "the phase sequence cycles for ever but no time passes in a cycle: give a phase an animation or a hold"
        case .phaseLostInRounding(let phase, let length, let end, let spacing):
            "the phase sequence cycles for ever, but phases[\(phase)] lasts \(length) s, no more than the "
                + "spacing of times near \(end) s (\(spacing) s): adding it to the time would not move the time on, "
                + "so the sequence would never reach the end; make its hold or animation longer, or give \"cycles\""
        }
    }
}
