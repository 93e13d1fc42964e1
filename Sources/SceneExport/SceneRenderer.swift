import CairoRasterizer
import Dispatch
import Foundation
import LayoutCore
import FrameRendering
import FrameTimeline
import SceneDescription
import Synchronization

/// Renders a scene's frames into a folder as PNG files and a CSV of trajectories.
///
/// Files are written into a staging folder inside the output folder and moved into place only
/// when every requested file is complete, so a failed render leaves nothing new behind and a
/// reader never sees a half-written file. Frames are independent, so they are drawn in parallel,
/// one worker per core; the bytes written do not depend on how many workers there are.
public enum SceneRenderer {
    /// The name of frame `frame`'s PNG file: `frame_000042.png`.
    /// - Parameter frame: The frame number.
    /// - Returns: The file name.
    public static func pngFileName(frame: Int) -> String {
        let digits = String(frame)
        return "frame_" + String(repeating: "0", count: max(0, 6 - digits.count)) + digits + ".png"
    }

    /// The CSV file's name.
    public static let csvFileName = "trajectories.csv"

    /// Renders `scene` as `request` asks.
    /// - Parameters:
    ///   - scene: The scene.
    ///   - request: What to write and where.
    /// - Returns: What was written.
    /// - Throws: ``ExportError``; nothing new is left in the output folder when it throws.
    /// - Complexity: One layout pass per frame; one raster and one PNG encode per frame for PNG output.
    @discardableResult
    public static func render(_ scene: Scene, request: RenderRequest) throws(ExportError) -> RenderReport {
        let start = DispatchTime.now()
        let frames = try resolveFrames(request.frames, of: scene)
        let samples = try sampleFrames(frames, of: scene, sizes: request.formats.contains(.png) ? request.showSizes : [])
        let staging = try makeStagingDirectory(in: request.outputDirectory)
        defer { try? FileManager.default.removeItem(at: staging) }

        var staged: [String] = []
        if request.formats.contains(.png) {
            try writePNGs(samples, of: scene, into: staging, options: request.pngOptions)
            staged += frames.map(pngFileName(frame:))
        }
        if request.formats.contains(.csv) {
            try writeCSV(samples, of: scene, into: staging)
            staged.append(csvFileName)
        }
        let files = try commit(staged, from: staging, to: request.outputDirectory)
        if request.formats.contains(.png), request.frames == nil {
            removeStaleFrames(in: request.outputDirectory, frameCount: scene.clock.frameCount)
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        return RenderReport(frames: frames, files: files, seconds: seconds)
    }

    // MARK: Steps

    private static func resolveFrames(_ requested: ClosedRange<Int>?, of scene: Scene) throws(ExportError) -> ClosedRange<Int> {
        let all = 0...(scene.clock.frameCount - 1)
        guard let requested else { return all }
        do {
            return try scene.clock.validate(requested)
        } catch {
            throw .frames(scene: scene.document.file, message: error.description)
        }
    }

    /// Samples every frame before anything is written, so a layout error fails the render early.
    private static func sampleFrames(_ frames: ClosedRange<Int>, of scene: Scene,
                                     sizes: [SizeRequest]?) throws(ExportError) -> [FrameSample] {
        var samples: [FrameSample] = []
        samples.reserveCapacity(frames.count)
        for frame in frames {
            do {
                samples.append(try scene.sample(frame: frame, sizes: sizes))
            } catch {
                throw .scene(error)
            }
        }
        return samples
    }

    private static func makeStagingDirectory(in output: URL) throws(ExportError) -> URL {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: output.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw .output(path: output.path, reason: "it is a file, not a folder")
        }
        let staging = output.appendingPathComponent(".zoetrope-staging-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        do {
            try manager.createDirectory(at: staging, withIntermediateDirectories: true)
        } catch {
            throw .output(path: output.path, reason: reason(error))
        }
        return staging
    }

    private static func writePNGs(_ samples: [FrameSample], of scene: Scene, into folder: URL,
                                  options: PNGEncodingOptions) throws(ExportError) {
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, samples.count))
        let failures = Mutex<[(frame: Int, error: ExportError)]>([])
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for index in stride(from: worker, to: samples.count, by: workers) {
                let sample = samples[index]
                let frame = sample.frame ?? index
                do throws(ExportError) {
                    try writePNG(scene.displayList(for: sample), frame: frame, into: folder, options: options)
                } catch {
                    failures.withLock { $0.append((frame, error)) }
                    return
                }
            }
        }
        if let first = failures.withLock({ $0.min { $0.frame < $1.frame } }) {
            throw first.error
        }
    }

    private static func writePNG(_ list: DisplayList, frame: Int, into folder: URL,
                                 options: PNGEncodingOptions) throws(ExportError) {
        let canvas: CairoCanvas
        do {
            canvas = try CairoCanvas(size: list.canvasSize)
            try canvas.draw(list)
        } catch {
            throw .drawing(frame: frame, error)
        }
        do {
            try PNGEncoder.write(canvas, to: folder.appendingPathComponent(pngFileName(frame: frame)), options: options)
        } catch {
            throw .png(frame: frame, error)
        }
    }

    private static func writeCSV(_ samples: [FrameSample], of scene: Scene, into folder: URL) throws(ExportError) {
        let text = TrajectoryCSV.document(samples: samples, parameterNames: scene.parameterNames)
        let url = folder.appendingPathComponent(csvFileName)
        do {
            try Data(text.utf8).write(to: url)
        } catch {
            throw .output(path: url.path, reason: reason(error))
        }
    }

    /// Moves every staged file into the output folder, replacing files of the same name.
    private static func commit(_ names: [String], from staging: URL, to output: URL) throws(ExportError) -> [URL] {
        var moved: [URL] = []
        for name in names {
            let source = staging.appendingPathComponent(name)
            let destination = output.appendingPathComponent(name)
            guard rename(source.path, destination.path) == 0 else {
                let message = String(cString: strerror(errno))
                throw .output(path: destination.path, reason: message)
            }
            moved.append(destination)
        }
        return moved
    }

    /// Removes `frame_NNNNNN.png` files left by an earlier, longer render of the same scene.
    private static func removeStaleFrames(in output: URL, frameCount: Int) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: output.path) else { return }
        for name in names where name.hasPrefix("frame_") && name.hasSuffix(".png") {
            let digits = name.dropFirst("frame_".count).dropLast(".png".count)
            // Only names this renderer writes: the round trip rejects "frame_x.png", "frame_+1.png", "frame_42.png".
            guard let frame = Int(digits), frame >= frameCount, pngFileName(frame: frame) == name else { continue }
            try? FileManager.default.removeItem(at: output.appendingPathComponent(name))
        }
    }

    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError {
            return underlying.localizedDescription
        }
        return nsError.localizedDescription
    }
}
