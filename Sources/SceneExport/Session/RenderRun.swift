import Dispatch
import FrameComposition
import Foundation
import SceneCore

/// One render's frames, run through ``FrameLoop``: workers compose each frame planned and encode
/// it for every sink (writing frame files at once); the consumer gives the started sinks the
/// frames in order, records each frame in the folder's manifest and reports progress; and the
/// sinks are finished with the outcome: completed, cancelled or failed.
struct RenderRun {
    /// What to render.
    let request: RenderRequest
    /// Composes frames of the scene at the request's sizes and scale.
    let composer: FrameComposer
    /// The frames to compute and those whose files to write.
    let plan: RenderPlan
    /// Stops the loop when the session is cancelled.
    let control: FrameLoop.Control

    /// Runs the plan into `folder`.
    /// - Parameters:
    ///   - folder: The output folder, begun with the plan.
    ///   - start: When the render started, for progress and the report.
    ///   - progress: Called after each frame completes, in order.
    /// - Returns: What was done; a cancelled render's report says so.
    /// - Throws: ``RenderError``; the frames completed stay, recorded in the manifest.
    func run(into folder: OutputFolder, start: DispatchTime, progress: (RenderProgress) -> Void) throws(RenderError) -> RenderReport {
        let sinks = try StartedSinks(request.sinks, scene: composer.scene, drawnSize: composer.drawnSize, folder: folder.url,
                                     stage: folder.stage)
        let outcome: FrameLoop.Outcome
        var done = 0
        do {
            outcome = try FrameLoop.run(
                frames: plan.frames, jobs: request.jobs, window: window, batch: batch, control: control,
                makeWorker: makeWorker, compute: compute
            ) { (frame: Int, work: FrameWork, delivery: FrameLoop.Delivery) throws(RenderError) in
                if delivery == .inOrder {
                    if let composed = work.composed {
                        try sinks.write(composed, encoded: work.encoded)
                    }
                    done += 1
                    progress(RenderProgress(done: done, total: plan.frames.count, elapsed: Self.seconds(since: start)))
                }
                try folder.record(frame: frame, files: work.files, drawn: work.drew)
            }
        } catch {
            sinks.stop(.failed(error.error))
            try? folder.writeManifest()
            throw error.error
        }
        guard outcome == .completed else {
            sinks.stop(.cancelled)
            try folder.writeManifest()
            return report(folder, computed: done, cancelled: true, start: start)
        }
        do {
            try sinks.complete(commit: folder.commit)
        } catch {
            // The frames stay, listed in the manifest, for --resume to keep.
            try? folder.writeManifest()
            throw error
        }
        try folder.writeManifest()
        return report(folder, computed: done, cancelled: false, start: start)
    }

    /// How many frames the workers may be ahead of the consumer. Frames that carry pictures to a
    /// whole-render file (a video's pixels, a PDF's display lists) are large: fewer wait.
    private var window: Int {
        let carriesPictures = request.sinks.contains { $0.wholeFileName != nil && $0.needs.drawing }
        return carriesPictures ? 2 * request.jobs + 2 : max(8, 4 * request.jobs)
    }

    /// How many consecutive frames a worker claims and hands over at once. A frame that is only
    /// sampled (no sink draws: a CSV's rows) takes microseconds, less than waking the threads
    /// that pass it on, so such frames go in batches of about 4,096 views' rows (at most 64
    /// frames); drawn frames go one by one.
    private var batch: Int {
        guard !request.sinks.contains(where: { $0.needs.drawing }) else { return 1 }
        return max(1, min(64, 4096 / max(1, composer.scene.views.count)))
    }

    // MARK: Workers

    /// One worker's state: its own sampler of the scene, and its encoders by sink name.
    private struct Worker {
        let sampler: SceneSampler
        let encoders: [String: any FrameEncoding]
    }

    private var makeWorker: @Sendable () throws(RenderError) -> Worker {
        let sinks = request.sinks
        let scene = composer.scene
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

    /// Composes a frame and encodes it for every sink that takes it: a sink with a file per frame
    /// when the plan writes the frame's files (the file is written at once), every whole-render
    /// sink always.
    private var compute: @Sendable (inout Worker, Int) throws(RenderError) -> FrameWork {
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
                        files[sink.id] = try OutputFolder.writeFrameFile(bytes, named: fileName(frame), in: folder)
                    }
                }
                for sink in wholeSinks {
                    encoded[sink.id] = try worker.encoders[sink.id]?.encode(composed)
                }
            } catch {
                throw error.placed(in: composed, by: composer)
            }
            var kept = composed
            if !drawAll { kept.displayList = nil }
            return FrameWork(composed: wholeSinks.isEmpty ? nil : kept, files: files, drew: draws, encoded: encoded)
        }
    }

    // MARK: Report

    private func report(_ folder: OutputFolder, computed: Int, cancelled: Bool, start: DispatchTime) -> RenderReport {
        let written = folder.written
        return RenderReport(output: request.outputDirectory, computedFrames: computed, drawnFrames: written.drawnFrames,
                            keptFrames: plan.keptFrames, writtenFrameFiles: written.frameFiles,
                            wholeRenderFiles: written.wholeFiles, frames: written.frames,
                            wasCancelled: cancelled, seconds: Self.seconds(since: start))
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
