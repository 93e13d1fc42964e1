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
            RenderManifest.frameFormatsKey: request.sinks.filter { $0.perFrame != nil }.map(\.name).sorted().joined(separator: ","),
        ]
        for sink in request.sinks {
            settings.merge(sink.settings) { first, _ in first }
        }
        if !composer.sizes.isEmpty {
            settings["showSizes"] = composer.sizes.map { "\($0)" }.joined(separator: ",")
        }
        if request.scale != 1, request.sinks.contains(where: { $0.perFrame != nil || ($0.wholeRender?.needsDrawing ?? false) }) {
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
                                        fileNames: request.sinks.compactMap { $0.perFrame?.fileName })
        try writer.write()

        // Frames that carry pixels to an ordered writer (a video) are large: keep fewer in flight.
        let carriesPixels = request.sinks.contains { $0.wholeRender.map { $0.needsDrawing && $0.makeEncoder != nil } ?? false }
        let window = carriesPixels ? 2 * request.jobs + 2 : max(8, 4 * request.jobs)
        let wholeFiles = try startWholeRenderFiles()
        let outcome: FrameLoop.Outcome
        var done = 0
        do {
            outcome = try FrameLoop.run(
                frames: plan.frames, jobs: request.jobs, window: window, control: control,
                makeWorker: makeWorker, compute: compute(plan: plan)
            ) { (frame: Int, work: FrameWork, delivery: FrameLoop.Delivery) throws(RenderError) in
                if delivery == .inOrder {
                    if let composed = work.composed {
                        for (index, file) in wholeFiles.enumerated() {
                            try file.writer.write(composed, encoded: work.payloads.indices.contains(index) ? work.payloads[index] : nil)
                        }
                    }
                    done += 1
                    progress(RenderProgress(done: done, total: plan.frames.count, elapsed: Self.seconds(since: start)))
                }
                writer.record(frame: frame, files: work.records, drawn: work.drew)
                try writer.writeIfDue()
            }
        } catch {
            abandon(wholeFiles)
            try? writer.write()
            throw error.error
        }
        guard outcome == .completed else {
            abandon(wholeFiles)
            try writer.write()
            return report(plan: plan, writer: writer, computed: done, cancelled: true, start: start)
        }
        do {
            try finish(wholeFiles, into: &writer)
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
        for sink in request.sinks {
            try sink.checkAvailability?()
            if let shard = request.shard, !sink.supportsShards {
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
        let draws = request.sinks.contains { $0.perFrame != nil || ($0.wholeRender?.needsDrawing ?? false) }
        guard draws else { return }
        do {
            try request.budget.checkPixels(frames: frames, size: composer.drawnSize, file: scene.origin)
            let grouped = scene.views.filter { $0.label != nil && $0.opacity < 1 }.count
            for sink in request.sinks where sink.memoryLostPerGroup > 0 {
                let (groups, overflow) = grouped.multipliedReportingOverflow(by: frames)
                try request.budget.checkLostMemory(groups: overflow ? .max : groups, bytesEach: sink.memoryLostPerGroup,
                                                   output: sink.name, file: scene.origin)
            }
        } catch {
            throw .scene(error)
        }
    }

    /// Refuses frames too few for a whole-render file (a video of one frame).
    private func checkFrameCount(_ frames: ClosedRange<Int>) throws(RenderError) {
        for sink in request.sinks {
            guard let whole = sink.wholeRender, frames.count < whole.minimumFrames else { continue }
            throw .unsupported("\(scene.origin): the \(sink.name) file needs at least \(whole.minimumFrames) frames, and "
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
        let frameNames = Set(part.flatMap { frame in request.sinks.compactMap { $0.perFrame?.fileName(frame) } })
        var partNames = Set(request.sinks.compactMap { $0.wholeRender.map { shard.partName(of: $0.fileName) } })
        partNames.insert(RenderManifest.fileName(for: shard))
        return { frameNames.contains($0) || partNames.contains($0) }
    }

    // MARK: Workers

    /// One worker's state: its own sampler of the scene, and its encoders, one per sink that
    /// writes a file per frame.
    private struct Worker {
        let sampler: SceneSampler
        let encoders: [(files: PerFrameFiles, encoder: any FrameEncoding)]
        /// One per whole-render file, in sink order: its encoder, if it has one.
        let wholeEncoders: [(any FrameEncoding)?]
    }

    private var makeWorker: @Sendable () throws(RenderError) -> Worker {
        let sinks = request.sinks
        let scene = self.scene
        return { () throws(RenderError) -> Worker in
            var encoders: [(files: PerFrameFiles, encoder: any FrameEncoding)] = []
            var wholeEncoders: [(any FrameEncoding)?] = []
            for sink in sinks {
                if let files = sink.perFrame { encoders.append((files, try files.makeEncoder())) }
                if let whole = sink.wholeRender { wholeEncoders.append(try whole.makeEncoder?(scene)) }
            }
            do throws(SceneError) {
                return Worker(sampler: try scene.makeSampler(), encoders: encoders, wholeEncoders: wholeEncoders)
            } catch {
                throw .scene(error)
            }
        }
    }

    private func compute(plan: RenderPlan) -> @Sendable (inout Worker, Int) throws(RenderError) -> FrameWork {
        let composer = self.composer
        let folder = request.outputDirectory
        let keepComposed = request.sinks.contains { $0.wholeRender != nil }
        let drawAll = request.sinks.contains { $0.wholeRender?.needsDrawing ?? false }
        let toDraw = plan.toDraw
        return { (worker: inout Worker, frame: Int) throws(RenderError) -> FrameWork in
            let draws = toDraw.contains(frame)
            let composed: ComposedFrame
            do throws(SceneError) {
                composed = try composer.compose(frame: frame, drawing: draws || drawAll, with: worker.sampler)
            } catch {
                throw .scene(error)
            }
            var records: [ManifestWriter.FrameFile] = []
            var payloads: [[UInt8]?] = []
            do throws(RenderError) {
                if draws {
                    for (index, (files, encoder)) in worker.encoders.enumerated() {
                        let bytes = try encoder.encode(composed)
                        try Self.writeFile(bytes, named: files.fileName(frame), in: folder)
                        records.append(ManifestWriter.FrameFile(sink: index, bytes: bytes.count, digest: try SHA256.compactDigest(of: bytes)))
                    }
                }
                for encoder in worker.wholeEncoders {
                    payloads.append(try encoder?.encode(composed))
                }
            } catch {
                throw Self.locate(error, in: composed, composer: composer)
            }
            var kept = composed
            if !drawAll { kept.displayList = nil }
            return FrameWork(composed: keepComposed ? kept : nil, records: records, drew: draws, payloads: payloads)
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

    /// A whole-render file being written under a temporary name.
    private struct OpenWholeFile {
        let name: String
        let temporary: URL
        let writer: any FrameStreamWriting
    }

    private func startWholeRenderFiles() throws(RenderError) -> [OpenWholeFile] {
        var open: [OpenWholeFile] = []
        for sink in request.sinks {
            guard let whole = sink.wholeRender else { continue }
            let name = request.shard.map { $0.partName(of: whole.fileName) } ?? whole.fileName
            let temporary = request.outputDirectory.appendingPathComponent(OutputFolder.temporaryName(for: name))
            do {
                open.append(OpenWholeFile(name: name, temporary: temporary, writer: try whole.makeWriter(temporary, scene, composer.drawnSize)))
            } catch {
                abandon(open)
                throw error
            }
        }
        return open
    }

    private func abandon(_ files: [OpenWholeFile]) {
        for file in files {
            file.writer.abandon()
            try? FileManager.default.removeItem(at: file.temporary)
        }
    }

    private func finish(_ files: [OpenWholeFile], into writer: inout ManifestWriter) throws(RenderError) {
        for (index, file) in files.enumerated() {
            do throws(RenderError) {
                try file.writer.finish()
                guard let digest = file.writer.digest() ?? SHA256.digest(ofFileAt: file.temporary) else {
                    throw RenderError.output(path: file.temporary.path, reason: "cannot read back what was written")
                }
                let destination = request.outputDirectory.appendingPathComponent(file.name)
                guard rename(file.temporary.path, destination.path) == 0 else {
                    throw RenderError.output(path: destination.relativePath, reason: SystemError.describeCurrent())
                }
                writer.record(FileRecord(file: file.name, frame: nil, bytes: digest.bytes, sha256: digest.sha256))
            } catch {
                abandon(Array(files[index...]))
                throw error
            }
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
    /// The files written for the frame.
    let records: [ManifestWriter.FrameFile]
    /// Whether the frame's files were drawn and written.
    let drew: Bool
    /// What each whole-render file's encoder made of the frame, in sink order.
    let payloads: [[UInt8]?]
}
