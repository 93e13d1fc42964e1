/// A capture that cannot say how long to run.
///
/// Capturing otherwise throws the errors of the modules it runs: ``TimelineError``,
/// ``FrameClockError`` and ``LayoutError``.
public enum TrajectoryCaptureError: Error, Equatable, CustomStringConvertible {
    /// No duration was given and one of the changes' animations never ends (it repeats forever),
    /// so the timeline has no natural duration.
    case endlessAnimation

    /// A sentence that says what was wrong and what to do.
    public var description: String {
        switch self {
        case .endlessAnimation:
            "an animation in the timeline never ends, so there is no natural duration to capture; "
                + "pass `duration:`"
        }
    }
}
