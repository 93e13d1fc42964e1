import Foundation
import FrameComposition
import SceneCore
import FrameTimeline
import LayoutCore

/// Finds what in a scene does nothing (``SceneWarning``): checks of the timeline against the
/// scene's clock, which are immediate, and of where views are placed, which sample the frames.
public enum SceneLinter {
    /// The most view-frames ``placementWarnings(for:)`` samples (frames × views); a longer scene
    /// is sampled at evenly spaced frames, its first and last included.
    public static let maximumViewFrames = 2_000_000

    /// The most warnings listed from one check; beyond them, one more says how many there were.
    public static let maximumWarnings = 100

    /// Every warning about the scene's timeline: entries that start after its last frame,
    /// animations and keyframe runs its end cuts short, a last phase's hold a scene without a
    /// duration never shows, and changes that set a parameter to the value it already has.
    /// - Parameters:
    ///   - scene: The scene.
    ///   - document: The document it was built from.
    /// - Returns: The warnings, in the order of the timeline, each pointing at its entry.
    public static func timelineWarnings(for scene: Scene, document: SceneDocument) -> [SceneWarning] {
        let last = scene.clock.time(ofFrame: scene.clock.frameCount - 1)
        var warnings: [SceneWarning] = []
        for (index, entry) in document.timeline.enumerated() {
            let path = "timeline[\(index)]"
            if entry.time > last + 1e-9 {
                warnings.append(warning(document, path, "starts at \(seconds(entry.time)) s, after the scene's last frame "
                    + "(\(seconds(last)) s\(document.duration == nil ? "" : " of a \(seconds(scene.clock.duration)) s scene")); it is never seen"))
                continue
            }
            // Without a duration the scene ends with its last animation, its last frame the
            // nearest at or before that end: nothing to warn about.
            if document.duration != nil, let end = end(of: entry), end > last + 1e-9 {
                let what = if case .keyframes = entry { "its keyframes run" } else { "it animates" }
                warnings.append(warning(document, path, "\(what) until \(seconds(end)) s, past the scene's last frame at "
                    + "\(seconds(last)) s, so the end is never seen; make the scene's \"duration\" "
                    + "\(seconds(firstFrameTime(atOrAfter: end, rate: document.frameRate))) or more"))
            }
            if case .phases(let sequence) = entry, document.duration == nil, let hold = sequence.phases.last?.hold, hold > 0,
               let end = phasesEnd(sequence), end + hold > last + 1e-9, end <= last + 1e-9 {
                warnings.append(warning(document, "\(path).phases[\(sequence.phases.count - 1)].hold",
                    "the last phase's hold of \(seconds(hold)) s is never shown: a scene without a \"duration\" ends "
                        + "when its last animation does (\(seconds(last)) s); give a \"duration\" to show it"))
            }
        }
        return finish(warnings + unchangingChanges(in: document), origin: document.file, source: document.source)
    }

    /// Views that are never on the canvas: whose bounds, turned and scaled, do not touch it at
    /// any frame sampled (every frame, up to ``maximumViewFrames`` view-frames). Frames are
    /// sampled through the frame loop, in parallel, until every view has been seen.
    /// - Parameter scene: The scene, from a file or built in Swift.
    /// - Returns: One warning per such view, pointing at it.
    /// - Throws: `SceneError` naming the frame when the layout fails at one before every view
    ///   has been seen.
    /// - Complexity: One layout pass per frame sampled.
    public static func placementWarnings(for scene: Scene) throws(SceneError) -> [SceneWarning] {
        let canvas = CGRect(origin: .zero, size: scene.canvasSize)
        var seen = Array(repeating: false, count: scene.views.count)
        var firstCenters: [CGPoint] = []
        let control = FrameLoop.Control()
        try FrameLoop.compose(sampledFrames(of: scene), with: FrameComposer(scene: scene, showSizes: []), control: control,
                              drawing: { _ in false }) { composed in
            let placements = composed.sample.placements
            if firstCenters.isEmpty { firstCenters = placements.map(\.center) }
            for (view, placement) in placements.enumerated() where view < seen.count && !seen[view] {
                seen[view] = touches(canvas, placement)
            }
            if !seen.contains(false) { control.cancel() }
        }
        return finish(seen.indices.filter { !seen[$0] }.map { view in
            let at = firstCenters.indices.contains(view) ? " (at frame 0 its centre is at \(point(firstCenters[view])))" : ""
            let source = scene.source(ofView: view)
            return SceneWarning(file: scene.origin, path: source.path,
                                message: "\(source.naming(view: view))is outside the \(Int(canvas.width))×\(Int(canvas.height)) canvas in every frame\(at); it is never seen")
        }, origin: scene.origin, source: scene.source)
    }

    /// The first ``maximumWarnings`` of `warnings` located in the file, and one saying how many
    /// more there were.
    private static func finish(_ warnings: [SceneWarning], origin: String, source: Data) -> [SceneWarning] {
        let listed = SceneWarning.locate(Array(warnings.prefix(maximumWarnings)), in: source)
        guard warnings.count > maximumWarnings else { return listed }
        return listed + [SceneWarning(file: origin, path: "", message: "\(warnings.count - maximumWarnings) more warnings like these not listed")]
    }

    /// The time of the first frame at or after `time`: the shortest duration whose last frame
    /// shows it (2.01 s at 30 fps needs 2.033 s, frame 61).
    static func firstFrameTime(atOrAfter time: TimeInterval, rate: FrameRate) -> TimeInterval {
        let frame = (time * rate.framesPerSecond - 1e-9).rounded(.up)
        return rate.time(ofFrame: Int(exactly: frame) ?? Int.max)
    }

    /// The frames to sample: all of them, or evenly spaced ones when the scene is long.
    static func sampledFrames(of scene: Scene) -> [Int] {
        let count = scene.clock.frameCount
        let views = max(1, scene.views.count)
        let most = max(2, maximumViewFrames / views)
        guard count > most else { return Array(0..<count) }
        var frames = (0..<most).map { $0 * (count - 1) / (most - 1) }
        frames[frames.count - 1] = count - 1
        return frames
    }

    /// Whether the view's bounds, turned by any angle and scaled, can touch the canvas.
    private static func touches(_ canvas: CGRect, _ placement: ViewPlacement) -> Bool {
        let radius = (placement.size.width * placement.size.width + placement.size.height * placement.size.height).squareRoot()
            / 2 * abs(placement.scale)
        let center = placement.center
        guard center.x.isFinite, center.y.isFinite, radius.isFinite else { return false }
        let dx = max(canvas.minX - center.x, 0, center.x - canvas.maxX)
        let dy = max(canvas.minY - center.y, 0, center.y - canvas.maxY)
        return dx * dx + dy * dy < radius * radius || (dx == 0 && dy == 0)
    }

    /// When an entry's animation or keyframes finish, when they do.
    private static func end(of entry: TimelineEntry) -> TimeInterval? {
        switch entry {
        case .change(let change):
            return change.animation?.duration.map { change.time + $0 }
        case .keyframes(let run):
            guard let repeats = run.repeatCount else { return nil }
            return run.time + SceneKeyframes(run).duration * Double(repeats)
        case .phases(let sequence):
            return phasesEnd(sequence)
        }
    }

    /// When a sequence's last phase finishes animating (its hold not counted); nil for one that
    /// cycles forever or has an animation that never ends.
    private static func phasesEnd(_ sequence: PhaseSequenceSpec) -> TimeInterval? {
        guard let cycles = sequence.cycles else { return nil }
        var time = sequence.time
        for cycle in 0..<cycles {
            for (index, phase) in sequence.phases.enumerated() {
                guard let duration = phase.animation.map({ $0.duration }) ?? 0 else { return nil }
                time += duration
                let isLast = cycle == cycles - 1 && index == sequence.phases.count - 1
                if !isLast { time += phase.hold }
            }
        }
        return time
    }

    /// Changes that set a parameter to the value it already has, replaying the changes in time
    /// order from the layout's starting values. Parameters that phases or keyframes drive are
    /// left out: their value between entries is theirs to say.
    private static func unchangingChanges(in document: SceneDocument) -> [SceneWarning] {
        var values = LayoutRegistry.defaultValues(of: document.layout.name).merging(document.layout.parameters) { $1 }
        var driven: Set<String> = []
        for entry in document.timeline {
            switch entry {
            case .change: break
            case .phases(let sequence): sequence.phases.forEach { driven.formUnion($0.parameters.keys) }
            case .keyframes(let run): driven.formUnion(run.tracks.keys)
            }
        }
        var changes: [(index: Int, change: ChangeSpec)] = []
        for (index, entry) in document.timeline.enumerated() {
            if let change = entry.change { changes.append((index, change)) }
        }
        // In time order; at equal times in the file's order.
        changes.sort { ($0.change.time, $0.index) < ($1.change.time, $1.index) }
        var warnings: [SceneWarning] = []
        for (index, change) in changes {
            for name in change.parameters.keys.sorted() where !driven.contains(name) {
                guard let value = change.parameters[name] else { continue }
                let tolerance: Double = 1e-12 * Swift.max(1, Swift.abs(value))
                if let current = values[name], Swift.abs(current - value) <= tolerance {
                    warnings.append(warning(document, "timeline[\(index)].set.\(name)",
                        "sets \(name) to \(NumberText.describe(value)) at \(seconds(change.time)) s, which it already is; the change does nothing"))
                }
                values[name] = value
            }
        }
        return warnings.sorted { $0.path < $1.path }
    }

    private static func warning(_ document: SceneDocument, _ path: String, _ message: String) -> SceneWarning {
        SceneWarning(file: document.file, path: path, message: message)
    }

    /// At most three decimals, none for whole seconds.
    private static func seconds(_ time: TimeInterval) -> String {
        NumberText.describe(time, decimals: 3)
    }

    /// Each coordinate to at most one decimal: `(120, 87.5)`.
    private static func point(_ point: CGPoint) -> String {
        "(\(NumberText.describe(Double(point.x), decimals: 1)), \(NumberText.describe(Double(point.y), decimals: 1)))"
    }
}
