import FrameComposition
import Foundation
import SceneCore

/// The sinks of one render, started: each with its writer and, for a whole-render file, the
/// temporary file it writes and the name that file takes. Every writer is finished exactly once,
/// however the render ends (when it is dropped unfinished, as failed).
final class StartedSinks {
    private struct Started {
        let sink: FrameSink
        let writer: any FrameSinkWriter
        /// For a whole-render file: where the sink writes it, and the name it is moved to.
        let file: (temporary: URL, name: String)?
        var isFinished = false
    }

    private var started: [Started] = []

    /// Starts `sinks`, in order; when one cannot start, those already started are finished as failed.
    /// - Parameters:
    ///   - sinks: The render's sinks.
    ///   - scene: The scene rendered.
    ///   - drawnSize: The size frames are drawn at.
    ///   - folder: The output folder, where files per frame go.
    ///   - stage: The temporary file and the final name of a sink's whole-render file, from its
    ///     name in an unsharded render.
    /// - Throws: The first sink's error that cannot start.
    init(_ sinks: [FrameSink], scene: Scene, drawnSize: CGSize, folder: URL,
         stage: (String) -> (temporary: URL, name: String)) throws(RenderError) {
        for sink in sinks {
            let file = sink.wholeFileName.map(stage)
            do throws(RenderError) {
                let writer = try sink.start(FrameSink.Start(scene: scene, destination: file?.temporary ?? folder, drawnSize: drawnSize))
                started.append(Started(sink: sink, writer: writer, file: file))
            } catch {
                stop(.failed(error))
                throw error
            }
        }
    }

    deinit {
        stop(.failed(.internalFailure("the render ended without finishing its outputs")))
    }

    /// Gives every whole-render sink the next frame, in order, with what its encoder made of it.
    /// - Parameters:
    ///   - frame: The frame.
    ///   - encoded: What each sink's encoder made of it on a worker, by sink name.
    /// - Throws: The first writer's error.
    func write(_ frame: ComposedFrame, encoded: [String: [UInt8]]) throws(RenderError) {
        for entry in started where entry.file != nil {
            try entry.writer.write(frame, encoded: encoded[entry.sink.id])
        }
    }

    /// Finishes every sink as completed, in order, handing each whole-render file to `commit`
    /// (which moves it into place); when one fails, the rest are finished as failed.
    /// - Parameter commit: Moves a completed file into place, given its temporary file, its
    ///   name, and its digest if the sink computed it; it removes the temporary file when it throws.
    /// - Throws: The first sink's or commit's error.
    func complete(commit: (_ temporary: URL, _ name: String, _ digest: (sha256: String, bytes: Int)?) throws(RenderError) -> Void)
        throws(RenderError) {
        for index in started.indices {
            started[index].isFinished = true
            do throws(RenderError) {
                let digest = try started[index].writer.finish(.completed)
                if let file = started[index].file {
                    try commit(file.temporary, file.name, digest)
                }
            } catch {
                stop(.failed(error))
                throw error
            }
        }
    }

    /// Finishes every sink not yet finished with `outcome` (a cancel or an error), so each
    /// removes what it wrote; what they throw is dropped, since the render already stops.
    func stop(_ outcome: RenderOutcome) {
        for index in started.indices where !started[index].isFinished {
            started[index].isFinished = true
            _ = try? started[index].writer.finish(outcome)
        }
    }
}
