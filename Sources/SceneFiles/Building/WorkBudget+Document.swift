import Foundation
import FrameTimeline
import SceneCore

extension WorkBudget {
    /// Checks the views and labels of a document.
    /// - Throws: ``SceneError`` naming the views or the label over its limit.
    /// - Complexity: O(*n*) in the number of views.
    func checkViews(of document: SceneDocument) throws(SceneError) {
        try checkViews(document.views, origin: document.file, source: document.source(ofView:))
    }

    /// Checks the keyframe runs of a document's timeline and their keyframes, all runs together.
    /// - Throws: ``SceneError`` naming the timeline when there are too many.
    func checkKeyframes(of document: SceneDocument) throws(SceneError) {
        var count = 0
        var runs = 0
        for entry in document.timeline {
            guard case .keyframes(let run) = entry else { continue }
            runs += 1
            count += run.tracks.values.reduce(0) { $0 + $1.count }
        }
        guard runs <= keyframeRuns else {
            throw SceneError(file: document.file, path: "timeline",
                             message: "\(runs) keyframe runs; the most is \(keyframeRuns) \(Self.advice)")
        }
        guard count <= keyframes else {
            throw SceneError(file: document.file, path: "timeline",
                             message: "\(count) keyframes; the most is \(keyframes) \(Self.advice)")
        }
    }

    /// Checks how many changes the timeline makes once its phase sequences are written out up to
    /// the scene's end, before any is written out.
    /// - Parameters:
    ///   - document: The scene.
    ///   - phaseChanges: How many changes a phase sequence makes (``FrameTimeline/PhaseSequence/changeCount(until:)``).
    /// - Throws: ``SceneError`` naming the phase sequence (or the timeline) that goes over the limit.
    func checkChanges(of document: SceneDocument, phaseChanges: (PhaseSequenceSpec, Int) throws(SceneError) -> Double) throws(SceneError) {
        var total = 0.0
        for (index, entry) in document.timeline.enumerated() {
            switch entry {
            case .change:
                total += 1
            case .phases(let sequence):
                let count = try phaseChanges(sequence, index)
                total += count
                guard total <= Double(changes) else {
                    let until = document.duration.map { "before the scene ends at \(NumberText.describe($0)) s" } ?? "in all"
                    throw SceneError(file: document.file, path: "timeline[\(index)]",
                                     message: "the phase sequence enters \(NumberText.describe(count)) phases \(until), and the scene "
                                        + "may make at most \(changes) changes \(Self.advice)")
                }
            case .keyframes:
                continue
            }
        }
        guard total <= Double(changes) else {
            throw SceneError(file: document.file, path: "timeline",
                             message: "\(NumberText.describe(total)) changes; the most is \(changes) \(Self.advice)")
        }
    }

    /// Checks the layout passes a document's frames will take: frames × views.
    /// - Throws: ``SceneError`` naming the duration (or the timeline that sets it) when over the limit.
    func checkFrames(_ clock: FrameClock, of document: SceneDocument) throws(SceneError) {
        try checkFrames(clock, viewCount: document.views.count, origin: document.file,
                        path: document.duration == nil ? "timeline" : "duration")
    }
}
