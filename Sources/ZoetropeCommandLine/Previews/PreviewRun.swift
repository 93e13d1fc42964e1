import CairoRasterizer
import FileAccess
import Foundation
import SceneCore
import SceneExport
import ViewTree

/// Renders one preview into its files: the still (its last frame, where its animations end) as
/// `<base>.png`, and for a preview that moves, `<base>/animation.gif` and
/// `<base>/trajectories.csv`.
struct PreviewRun {
    /// How previews are rendered: frames per second, and how long to show them.
    struct Settings {
        var fps: Int
        /// Seconds to show every preview; `nil` to show each until its animations end.
        var duration: Double?
        /// Seconds to show a preview that moves for ever.
        var repeatingDuration: Double
        /// The device of previews that name none.
        var device: Device
    }

    let preview: ViewTree.Preview
    /// The preview's path below the output folder, without an extension.
    let basePath: String
    let settings: Settings

    /// Renders the preview into `folder`, and says what became of it. A view that cannot be
    /// shown is a `failed` outcome with the message, not an error.
    func render(into folder: URL) -> PreviewOutcome {
        let clock = ContinuousClock()
        let start = clock.now
        var outcome = PreviewOutcome(name: preview.displayName, module: preview.module, file: preview.file, line: preview.line,
                                     location: preview.location, status: .failed)
        do {
            let scene = try Scene(preview: preview, device: settings.device, fps: settings.fps, duration: settings.duration,
                                  repeatingDuration: settings.repeatingDuration, textMeasurer: CairoTextMeasurer())
            if preview.layout == .device { outcome.device = try preview.device(otherwise: settings.device).name }
            let frames = scene.clock.frameCount
            (outcome.frames, outcome.width, outcome.height) = (frames, scene.canvasSize.width, scene.canvasSize.height)
            let still = basePath + ".png"
            let stillURL = folder.appending(path: still)
            try OutputFolder.prepare(stillURL.deletingLastPathComponent())
            let bytes = try StillFrame.png(of: scene, frame: max(frames - 1, 0), name: still)
            do {
                try BinaryFile.writeAtomically(bytes, to: stillURL)
            } catch {
                throw RenderError.output(path: stillURL.path, reason: error.reason)
            }
            outcome.still = still
            if frames > 1 {
                let request = RenderRequest(outputDirectory: folder.appending(path: basePath),
                                            sinks: [.video(.gif, fileName: "animation.gif"), .csv], jobs: 1)
                _ = try RenderSession(scene: scene, request: request).run()
                // A preview's folder holds its animation and trajectories only: the render's lock
                // and manifest (for resuming it) mean nothing once the preview is written.
                for name in [FolderLock.fileName, RenderManifest.fileName] {
                    try? FileManager.default.removeItem(at: request.outputDirectory.appending(path: name))
                }
                outcome.animation = basePath + "/animation.gif"
                outcome.trajectories = basePath + "/" + FrameSink.csvFileName
            }
            outcome.status = .rendered
        } catch let error as SceneError {
            outcome.error = error.description
        } catch let error as RenderError {
            outcome.error = error.description
        } catch {
            outcome.error = "\(error)"
        }
        let elapsed = start.duration(to: clock.now).components
        outcome.seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
        return outcome
    }
}
