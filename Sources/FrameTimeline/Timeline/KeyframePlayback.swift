import Foundation

/// A timeline's keyframe runs, played: each run's motion made from the model as it is when the
/// run starts, in time order, and one change at the end of each run that ends, which leaves the
/// properties it drove at their final values (later changes animate from there).
///
/// What a layout animation and a view's states use to let keyframes drive a model while its
/// changes go on: the model at any moment is ``timeline``'s, with ``apply(at:to:)``'s values
/// written over it.
public struct KeyframePlayback<Model> {
    /// The timeline's changes and the end of every run that ends, sorted by time (at equal times
    /// the timeline's own changes first), without keyframe runs.
    public let timeline: Timeline<Model>
    /// The runs, in the order they start.
    private let runs: [ResolvedKeyframeRun<Model>]

    /// Plays `timeline`'s keyframe runs, each from the model as the timeline's changes (and the
    /// runs before it) leave it when it starts.
    /// - Parameter timeline: The timeline.
    public init(_ timeline: Timeline<Model>) {
        self.init(timeline) { stream, _ in stream.current }
    }

    /// Plays `timeline`'s keyframe runs, each from the model `start` gives for the changes
    /// reached by its start time, with the values of runs still playing then written over it.
    ///
    /// The changes are applied once each, as the runs move forward in time (``ChangeStream``),
    /// rather than replayed from the start for every run.
    /// - Complexity: *c* + *r* change applications for *r* runs and *c* changes, plus what
    ///   `start` does once per run.
    init(_ timeline: Timeline<Model>, start: (ChangeStream<Model>, TimeInterval) -> Model) {
        var stream = ChangeStream(initial: timeline.initial, changes: timeline.changes)
        var ends: [StateChange<Model>] = []
        var resolved: [ResolvedKeyframeRun<Model>] = []
        for run in timeline.keyframes {
            stream.advance(through: run.time)
            var model = start(stream, run.time)
            for earlier in resolved where earlier.isActive(at: run.time) {
                earlier.apply(at: run.time, to: &model)
            }
            let playing = ResolvedKeyframeRun(start: run.time, motion: run.makeMotion(model), repeatCount: run.repeatCount,
                                              autoreverses: run.autoreverses)
            resolved.append(playing)
            if let end = playing.end {
                let change = StateChange<Model>(at: end, animation: nil, label: "end of \(run.label)") { playing.applyFinal(to: &$0) }
                ends.append(change)
                stream.add(change)
            }
        }
        self.timeline = Timeline(validatedInitial: timeline.initial, changes: timeline.changes + ends, keyframes: [])
        self.runs = resolved
    }

    /// Whether there are no runs.
    public var isEmpty: Bool { runs.isEmpty }

    /// Whether a run drives the model at `time`: from a run's start until its end.
    /// - Parameter time: Seconds from the start.
    public func isDriving(at time: TimeInterval) -> Bool {
        runs.contains { $0.isActive(at: time) }
    }

    /// Writes the values of every run playing at `time` into `model`, in the order the runs
    /// started (a later run wins a property two drive).
    /// - Parameters:
    ///   - time: Seconds from the start.
    ///   - model: The model as ``timeline`` has it at `time`.
    public func apply(at time: TimeInterval, to model: inout Model) {
        for run in runs where run.isActive(at: time) {
            run.apply(at: time, to: &model)
        }
    }

    /// When the last run ends: 0 without runs, `nil` when one plays for ever.
    public var endTime: TimeInterval? {
        var end: TimeInterval = 0
        for run in runs {
            guard let runEnd = run.end else { return nil }
            end = max(end, runEnd)
        }
        return end
    }
}
