import Dispatch
import FrameComposition
import Foundation
import SceneCore

/// One render of a scene into a folder: frames computed in parallel and streamed into sinks, with
/// a manifest that makes the render resumable, shardable and checkable.
///
/// ```swift
/// let session = RenderSession(scene: scene, request: RenderRequest(
///     outputDirectory: URL(fileURLWithPath: "frames/wheel"), sinks: [.png(), .csv]))
/// let report = try session.run { progress in print(progress.done, "of", progress.total) }
/// ```
///
/// A render is three parts, run in order: checks of what is asked before the folder is touched;
/// a plan (`RenderPlan`: which frames to compute and which files each must write, from the
/// request and the folder's manifest); and a run (`RenderRun`: workers through `FrameLoop`,
/// the sinks' lifecycle, progress, cancellation) into the held output folder (``OutputFolder``:
/// lock, staging, atomic commit, manifest).
///
/// - Every file appears whole: a frame's file is written under a temporary name and renamed into
///   place the moment it is complete; whole-render files (the CSV) are moved into place at the end.
/// - The manifest (``RenderManifest``) is rewritten as frames complete and when the render stops,
///   however it stops, so a later render with `resume` computes only what is missing or different
///   and ends with files byte-identical to an uninterrupted render's.
/// - Frames are computed by `jobs` workers; the files do not depend on how many.
/// - ``cancel()`` (from any thread: a signal handler, say) stops the render cleanly: frames in
///   flight finish, the manifest records them, and ``run(progress:)`` returns a report whose
///   ``RenderReport/wasCancelled`` is true.
/// - One render holds a folder at a time (``FolderLock``); the shards of one render share it.
public final class RenderSession: Sendable {
    /// The scene.
    public let scene: Scene
    /// What to render and where.
    public let request: RenderRequest
    let composer: FrameComposer
    private let control = FrameLoop.Control()

    /// The version of Zoetrope, recorded in manifests.
    public static let zoetropeVersion = "0.8.0"

    /// How often the manifest is rewritten while frames complete, in seconds.
    static let manifestInterval = 0.5

    /// Creates a session; nothing happens until ``run(progress:)``.
    /// - Parameters:
    ///   - scene: The scene.
    ///   - request: What to render, where, and how.
    public init(scene: Scene, request: RenderRequest) {
        self.scene = scene
        self.request = request
        self.composer = FrameComposer(scene: scene, showSizes: request.showSizes, scale: request.scale)
    }

    /// Stops a running render: no new frame starts; frames in flight finish. Safe from any thread.
    public func cancel() {
        control.cancel()
    }

    /// The manifest this render would write with no frame done: its scene and settings.
    public var identity: RenderManifest {
        RenderManifest.identity(of: scene, request: request, composer: composer)
    }

    /// Renders.
    /// - Parameter progress: Called on the calling thread after each frame completes, in order.
    /// - Returns: What was done; ``RenderReport/wasCancelled`` tells a cancelled render.
    /// - Throws: ``RenderError``. Frames completed before the error stay, listed in the manifest.
    /// - Complexity: One layout pass per frame computed; one raster and encode per frame drawn.
    public func run(progress: (RenderProgress) -> Void = { _ in }) throws(RenderError) -> RenderReport {
        let folder = request.outputDirectory
        let existed = FileManager.default.fileExists(atPath: folder.path)
        do {
            return try render(progress: progress)
        } catch {
            // A render that fails before its first frame leaves no folder it made itself.
            if !existed { OutputFolder.removeIfHoldsNoFrames(folder) }
            throw error
        }
    }

    /// Checks, plans and runs the render.
    private func render(progress: (RenderProgress) -> Void) throws(RenderError) -> RenderReport {
        let start = DispatchTime.now()
        let (all, part) = try checkRequest()
        let folder = try OutputFolder(opening: request.outputDirectory, shard: request.shard, owns: ownsFile(part: part))
        defer { folder.close() }
        let previous = try folder.existingManifest(ignoringDamage: RenderPlan.replacesFolder(request))
        let plan = try RenderPlan.make(request: request, identity: identity, all: all, part: part, previous: previous)
        try folder.begin(plan, fileNames: request.sinks.compactMap { sink in sink.frameFileName.map { (sink.id, $0) } })
        let run = RenderRun(request: request, composer: composer, plan: plan, control: control)
        return try run.run(into: folder, start: start, progress: progress)
    }

    /// Whether this render may remove a temporary file left for `name`: any, for a whole render;
    /// for a shard, only its frames' files and its parts.
    private func ownsFile(part: Range<Int>) -> (String) -> Bool {
        guard let shard = request.shard else { return { _ in true } }
        let frameNames = Set(part.flatMap { frame in request.sinks.compactMap { $0.frameFileName?(frame) } })
        var partNames = Set(request.sinks.compactMap { $0.wholeFileName.map(shard.partName(of:)) })
        partNames.insert(RenderManifest.fileName(for: shard))
        return { frameNames.contains($0) || partNames.contains($0) }
    }
}
