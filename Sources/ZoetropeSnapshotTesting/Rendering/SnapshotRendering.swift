import CairoRasterizer
import FrameComposition
import FrameRendering
import Foundation
import SceneCore
import SceneExport

/// What the strategies snapshot, made through the same code as `zoetrope render`, `still` and
/// `sheet`: a frame's picture, a contact sheet, the trajectories' CSV and a GIF. Frames are
/// composed through the frame loop (`FrameLoop.compose`), as a render composes them. Each returns
/// the snapshot or says why it could not be made, naming the scene and the frame.
enum SnapshotRendering {
    /// Frame `frame` of `scene`, drawn at the canvas size.
    static func frame(_ frame: Int, of scene: Scene) -> Result<RasterImage, SnapshotError> {
        guard scene.clock.frames.contains(frame) else {
            return .failure(SnapshotError("\(scene.origin): frame \(frame) is outside the scene's frames 0-\(scene.clock.frameCount - 1)"))
        }
        do {
            var drawn: DisplayList?
            try FrameLoop.compose([frame], with: FrameComposer(scene: scene), jobs: 1) { composed in drawn = composed.displayList }
            guard let list = drawn else { return .failure(SnapshotError("\(scene.origin): frame \(frame) has no picture")) }
            return .success(try draw(list))
        } catch {
            return .failure(SnapshotError("\(error)"))
        }
    }

    /// A contact sheet of `frames`, each `cellWidth` points wide, labelled with frame and time.
    static func sheet(frames: [Int], cellWidth: Double, of scene: Scene) -> Result<RasterImage, SnapshotError> {
        do {
            return .success(try draw(ContactSheet(scene: scene, frames: frames, cellWidth: cellWidth).displayList()))
        } catch {
            return .failure(SnapshotError("\(error)"))
        }
    }

    /// Every frame's rows of `trajectories.csv`, under its header: the file `zoetrope render --format csv` writes.
    static func trajectories(of scene: Scene) -> Result<String, SnapshotError> {
        let csv = TrajectoryCSV(scene: scene)
        var bytes = Array((csv.header + "\n").utf8)
        do {
            try FrameLoop.compose(Array(scene.clock.frames), with: FrameComposer(scene: scene, showSizes: []), drawing: { _ in false }) {
                composed throws(SceneError) in
                try csv.appendRows(for: composed.sample, frame: composed.frame, to: &bytes)
            }
        } catch {
            return .failure(SnapshotError("\(error)"))
        }
        return .success(String(decoding: bytes, as: UTF8.self))
    }

    /// The animated GIF of every frame that `zoetrope render --format gif` writes.
    static func gif(of scene: Scene) -> Result<Data, SnapshotError> {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-snapshot-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let request = RenderRequest(outputDirectory: folder, sinks: [.video(.gif, fileName: "animation.gif")],
                                    jobs: ProcessInfo.processInfo.activeProcessorCount)
        do {
            _ = try RenderSession(scene: scene, request: request).run()
            return .success(try Data(contentsOf: folder.appendingPathComponent("animation.gif")))
        } catch {
            return .failure(SnapshotError("\(error)"))
        }
    }

    /// A display list as pixels.
    private static func draw(_ list: DisplayList) throws -> RasterImage {
        let canvas = try CairoCanvas(size: list.canvasSize)
        try canvas.draw(list)
        return canvas.makeImage()
    }
}

/// Why a snapshot could not be made.
struct SnapshotError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
