import CairoRasterizer
import Dispatch
import FrameComposition
import Foundation
import FrameRendering
import FrameTimeline
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
    private let composer: FrameComposer
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
        var settings: [String: String] = [
            "formats": request.sinks.map(\.name).sorted().joined(separator: ","),
            RenderManifest.frameFormatsKey: request.sinks.filter { $0.frameFileName != nil }.map(\.name).sorted().joined(separator: ","),
        ]
        for sink in request.sinks {
            settings.merge(sink.settings) { first, _ in first }
        }
        if !composer.sizes.isEmpty {
            settings["showSizes"] = composer.sizes.map { "\($0)" }.joined(separator: ",")
        }
        if request.scale != 1, request.sinks.contains(where: \.needs.drawing) {
            settings["scale"] = "\(request.scale)"
        }
        let sceneFields = [
            "name": scene.name,
            "sha256": (try? SHA256.digest(of: [UInt8](scene.source))) ?? "",
            "frameCount": String(scene.clock.frameCount),
            "fps": scene.clock.rate.description,
            "canvas": "\(Self.number(scene.canvasSize.width))×\(Self.number(scene.canvasSize.height))",
        ]
        return RenderManifest(zoetrope: Self.zoetropeVersion, scene: sceneFields, settings: settings)
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

    private func render(progress: (RenderProgress) -> Void) throws(RenderError) -> RenderReport {
        let start = DispatchTime.now()
        try checkSinks()
        try checkScale()
        let all = try framesAsked()
        let part = request.shard?.part(of: all) ?? all.lowerBound..<(all.upperBound + 1)
        try checkFrameCount(all)
        try checkDrawingBudget(frames: part.count)
        let folder = request.outputDirectory
        try OutputFolder.prepare(folder)
        let lock = try FolderLock(folder: folder, shard: request.shard)
        defer { lock.release() }
        OutputFolder.removeLeftovers(in: folder, owns: ownsFile(part: part), staging: request.shard == nil)

        let plan = try RenderPlan.make(session: self, all: all, part: part)
        try plan.clearFolder(of: self)
        var writer = try ManifestWriter(url: folder.appendingPathComponent(RenderManifest.fileName(for: request.shard)),
                                        manifest: plan.startingManifest,
                                        fileNames: request.sinks.compactMap { sink in sink.frameFileName.map { (sink.id, $0) } })
        try writer.write()

        // Frames that carry pictures to a whole-render file (a video, a PDF) are large: keep fewer in flight.
        let carriesPictures = request.sinks.contains { $0.wholeFileName != nil && $0.needs.drawing }
        let window = carriesPictures ? 2 * request.jobs + 2 : max(8, 4 * request.jobs)
        let sinks = try StartedSinks(request.sinks, scene: scene, drawnSize: composer.drawnSize, folder: folder) { name in
            let name = request.shard.map { $0.partName(of: name) } ?? name
            return (folder.appendingPathComponent(OutputFolder.temporaryName(for: name)), name)
        }
        let outcome: FrameLoop.Outcome
        var done = 0
        do {
            outcome = try FrameLoop.run(
                frames: plan.frames, jobs: request.jobs, window: window, control: control,
                makeWorker: makeWorker, compute: compute(plan: plan)
            ) { (frame: Int, work: FrameWork, delivery: FrameLoop.Delivery) throws(RenderError) in
                if delivery == .inOrder {
                    if let composed = work.composed {
                        try sinks.write(composed, encoded: work.encoded)
                    }
                    done += 1
                    progress(RenderProgress(done: done, total: plan.frames.count, elapsed: Self.seconds(since: start)))
                }
                writer.record(frame: frame, files: work.files, drawn: work.drew)
                try writer.writeIfDue()
            }
        } catch {
            sinks.stop(.failed(error.error))
            try? writer.write()
            throw error.error
        }
        guard outcome == .completed else {
            sinks.stop(.cancelled)
            try writer.write()
            return report(plan: plan, writer: writer, computed: done, cancelled: true, start: start)
        }
        do {
            try sinks.complete { (temporary, name, digest) throws(RenderError) in
                try commit(temporary, as: name, digest: digest, into: &writer)
            }
        } catch {
            // The frames stay, listed in the manifest, for --resume to keep.
            try? writer.write()
            throw error
        }
        try writer.write()
        return report(plan: plan, writer: writer, computed: done, cancelled: false, start: start)
    }

    // MARK: Frames

    /// Checks, before anything is written, that every sink has what it needs and can do what is asked.
    private func checkSinks() throws(RenderError) {
        var names: Set<String> = []
        for sink in request.sinks {
            guard names.insert(sink.id).inserted else {
                throw .unsupported("two outputs of one render are named \(sink.name); each needs a name of its own")
            }
            if sink.frameFileName != nil, sink.makeEncoder == nil {
                throw .unsupported("the \(sink.name) output writes a file per frame but makes no bytes for it (it has no encoder)")
            }
            try sink.needs.check()
            if let shard = request.shard, !sink.splitsIntoShards {
                throw .unsupported("--shard \(shard) cannot make the \(sink.name) file: it is made from every frame in one "
                                   + "piece, and its parts cannot be joined byte for byte. Render the shards with png and csv, and "
                                   + "the \(sink.name) in one process")
            }
        }
    }

    /// Refuses a scale that is not a positive number, or that makes frames larger than a canvas can be.
    private func checkScale() throws(RenderError) {
        let scale = request.scale
        let size = composer.drawnSize
        let largest = Double(CairoCanvas.maximumSide)
        guard scale.isFinite, scale > 0, (1...largest).contains(Double(size.width).rounded(.up)),
              (1...largest).contains(Double(size.height).rounded(.up)) else {
            throw .unsupported("--scale \(scale): frames would be \(Double(size.width))×\(Double(size.height)) pixels; "
                               + "each side must come to 1 to \(CairoCanvas.maximumSide)")
        }
    }

    /// Refuses a render that would draw more pixels than the budget allows, or lose more memory in
    /// the libraries behind its sinks, before any is drawn.
    private func checkDrawingBudget(frames: Int) throws(RenderError) {
        do {
            if request.sinks.contains(where: \.needs.drawing) {
                try request.budget.checkPixels(frames: frames, size: composer.drawnSize, file: scene.origin)
            }
            for sink in request.sinks {
                try sink.needs.budget(FrameSink.Workload(scene: scene, frames: frames, budget: request.budget))
            }
        } catch {
            throw .scene(error)
        }
    }

    /// Refuses frames too few for a whole-render file (a video of one frame).
    private func checkFrameCount(_ frames: ClosedRange<Int>) throws(RenderError) {
        for sink in request.sinks where frames.count < sink.needs.minimumFrames {
            throw .unsupported("\(scene.origin): the \(sink.name) file needs at least \(sink.needs.minimumFrames) frames, and "
                               + "frames \(request.frames.map { "\($0)" } ?? "0-\(frames.upperBound)") \(frames.count == 1 ? "is one" : "are \(frames.count)"); "
                               + "for a single frame use --format png")
        }
    }

    /// The frames asked for, checked against the scene's clock.
    private func framesAsked() throws(RenderError) -> ClosedRange<Int> {
        let last = scene.clock.frameCount - 1
        let asked = request.frames ?? FrameSelection(first: 0, last: last)
        guard asked.first <= (asked.last ?? last) else {
            throw .frames(scene: scene.origin, message: "frames \(asked) start after the scene's last frame \(last)")
        }
        do throws(FrameClockError) {
            return try scene.clock.validate(asked.first...(asked.last ?? last))
        } catch {
            throw .frames(scene: scene.origin, message: error.description)
        }
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

    // MARK: Workers

    /// One worker's state: its own sampler of the scene, and its encoders, one per sink that has
    /// one, by sink name.
    private struct Worker {
        let sampler: SceneSampler
        let encoders: [String: any FrameEncoding]
    }

    private var makeWorker: @Sendable () throws(RenderError) -> Worker {
        let sinks = request.sinks
        let scene = self.scene
        return { () throws(RenderError) -> Worker in
            var encoders: [String: any FrameEncoding] = [:]
            for sink in sinks {
                encoders[sink.id] = try sink.makeEncoder?(scene)
            }
            do throws(SceneError) {
                return Worker(sampler: try scene.makeSampler(), encoders: encoders)
            } catch {
                throw .scene(error)
            }
        }
    }

    private func compute(plan: RenderPlan) -> @Sendable (inout Worker, Int) throws(RenderError) -> FrameWork {
        let composer = self.composer
        let folder = request.outputDirectory
        let frameSinks = request.sinks.compactMap { sink in sink.frameFileName.map { (sink: sink, fileName: $0) } }
        let wholeSinks = request.sinks.filter { $0.wholeFileName != nil }
        let drawFrameFiles = frameSinks.contains { $0.sink.needs.drawing }
        let drawAll = wholeSinks.contains { $0.needs.drawing }
        let toDraw = plan.toDraw
        return { (worker: inout Worker, frame: Int) throws(RenderError) -> FrameWork in
            let draws = toDraw.contains(frame)
            let composed: ComposedFrame
            do throws(SceneError) {
                composed = try composer.compose(frame: frame, drawing: (draws && drawFrameFiles) || drawAll, with: worker.sampler)
            } catch {
                throw .scene(error)
            }
            var files: [String: ManifestWriter.FrameFile] = [:]
            var encoded: [String: [UInt8]] = [:]
            do throws(RenderError) {
                if draws {
                    for (sink, fileName) in frameSinks {
                        guard let bytes = try worker.encoders[sink.id]?.encode(composed) else { continue }
                        try Self.writeFile(bytes, named: fileName(frame), in: folder)
                        files[sink.id] = ManifestWriter.FrameFile(bytes: bytes.count, digest: try SHA256.compactDigest(of: bytes))
                    }
                }
                for sink in wholeSinks {
                    encoded[sink.id] = try worker.encoders[sink.id]?.encode(composed)
                }
            } catch {
                throw Self.locate(error, in: composed, composer: composer)
            }
            var kept = composed
            if !drawAll { kept.displayList = nil }
            return FrameWork(composed: wholeSinks.isEmpty ? nil : kept, files: files, drew: draws, encoded: encoded)
        }
    }

    /// A failure to draw or encode a frame, placed: the scene file, the frame and its time, and the
    /// view the failing display item came from. Failures to write are the folder's, not the frame's.
    private static func locate(_ error: RenderError, in composed: ComposedFrame, composer: FrameComposer) -> RenderError {
        let subject: String?
        switch error {
        case .drawing(_, .invalidItemValue(let field, _, _)):
            // `items[5].center.x`, or `items[0].list.items[5].center.x` when drawn at another scale.
            let indices = field.components(separatedBy: "items[").dropFirst().compactMap { Int($0.prefix { $0.isNumber }) }
            let index = composer.scale == 1 ? indices.first : indices.dropFirst().first
            subject = index.flatMap { composer.describeItem(at: $0, in: composed.sample) }
        case .drawing, .png, .picture, .internalFailure: subject = nil
        default: return error
        }
        let scene = composer.scene
        return .atFrame(scene: scene.origin, frame: composed.frame, time: scene.clock.time(ofFrame: composed.frame),
                        subject: subject, failure: error)
    }

    private static func writeFile(_ bytes: [UInt8], named name: String, in folder: URL) throws(RenderError) {
        let url = folder.appendingPathComponent(name)
        do {
            try BinaryFile.writeAtomically(bytes, to: url)
        } catch {
            throw .output(path: url.relativePath, reason: error.reason)
        }
    }

    // MARK: Whole-render files

    /// Moves a completed whole-render file into place and records it in the manifest; removes
    /// the temporary file when it cannot.
    private func commit(_ temporary: URL, as name: String, digest: (sha256: String, bytes: Int)?,
                        into writer: inout ManifestWriter) throws(RenderError) {
        do throws(RenderError) {
            guard let digest = digest ?? SHA256.digest(ofFileAt: temporary) else {
                throw RenderError.output(path: temporary.path, reason: "cannot read back what was written")
            }
            let destination = request.outputDirectory.appendingPathComponent(name)
            guard rename(temporary.path, destination.path) == 0 else {
                throw RenderError.output(path: destination.relativePath, reason: SystemError.describeCurrent())
            }
            writer.record(FileRecord(file: name, frame: nil, bytes: digest.bytes, sha256: digest.sha256))
        } catch {
            unlink(temporary.path)
            throw error
        }
    }

    // MARK: Report

    private func report(plan: RenderPlan, writer: ManifestWriter, computed: Int, cancelled: Bool,
                        start: DispatchTime) -> RenderReport {
        RenderReport(output: request.outputDirectory, computedFrames: computed, drawnFrames: writer.drawnCount,
                     keptFrames: plan.keptFrames, writtenFrameFiles: writer.writtenFrameFiles,
                     wholeRenderFiles: writer.writtenWholeFiles, frames: writer.manifest.frames,
                     wasCancelled: cancelled, seconds: Self.seconds(since: start))
    }

    /// `400` for a whole number, `400.5` otherwise.
    private static func number(_ value: CGFloat) -> String {
        let double = Double(value)
        return double == double.rounded() && Swift.abs(double) < 1e15 ? String(Int(double)) : double.description
    }

    static func seconds(since start: DispatchTime) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    }
}

/// What a worker hands the consumer for one frame.
struct FrameWork: Sendable {
    /// The frame, for whole-render files; `nil` when no sink needs it.
    let composed: ComposedFrame?
    /// The files written for the frame, by the name of the sink that wrote each.
    let files: [String: ManifestWriter.FrameFile]
    /// Whether the frame's files were drawn and written.
    let drew: Bool
    /// What each whole-render sink's encoder made of the frame, by sink name.
    let encoded: [String: [UInt8]]
}
