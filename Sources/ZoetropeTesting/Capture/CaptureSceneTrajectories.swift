import Foundation
import FrameComposition
import FrameRendering
import SceneDescription

/// Captures where every view of a scene file is at every one of its frames.
///
/// This is what `zoetrope render --format csv` writes, as values a test can check:
///
/// ```swift
/// let trajectories = try captureTrajectories(ofSceneAt: URL(fileURLWithPath: "scenes/wheel_full_turn.json"))
/// trajectories.expectSweepsAngle(.degrees(360), about: CGPoint(x: 200, y: 200), tolerance: .degrees(1e-6))
/// ```
///
/// ZoetropeTesting needs no C library (no cairo), so views sized to their labels (no `width` or
/// `height`) need a text measurer: pass `CairoTextMeasurer()` from the `CairoRasterizer` product
/// for the font metrics `zoetrope render` draws with, and the trajectories are the ones it draws.
/// Scenes whose views all have sizes need none.
///
/// - Parameters:
///   - url: The scene file.
///   - textMeasurer: Measures labels of views sized to them; none by default.
/// - Returns: One trajectory per view of the scene, each with one sample per frame.
/// - Throws: `SceneError` naming the file, field and value when the scene cannot be read, built
///   or sampled, or when a view is sized to its label and there is no measurer.
/// - Complexity: One layout pass per frame.
public func captureTrajectories(ofSceneAt url: URL, textMeasurer: (any TextMeasuring)? = nil) throws(SceneError) -> Trajectories {
    try captureTrajectories(of: Scene.load(contentsOf: url, textMeasurer: textMeasurer))
}

/// Captures where every view of a scene file is at every one of its frames, from its path:
/// `try captureTrajectories(ofSceneAt: "scenes/wheel.json")`.
///
/// A relative path is read from the current folder (`swift test` runs in the package's root), and
/// errors name the path as written. Otherwise as ``captureTrajectories(ofSceneAt:textMeasurer:)-(URL,_)``.
/// - Parameters:
///   - path: The scene file's path.
///   - textMeasurer: Measures labels of views sized to them; none by default.
/// - Returns: One trajectory per view of the scene, each with one sample per frame.
/// - Throws: `SceneError` naming the file, field and value when the scene cannot be read, built
///   or sampled.
/// - Complexity: One layout pass per frame.
public func captureTrajectories(ofSceneAt path: String, textMeasurer: (any TextMeasuring)? = nil) throws(SceneError) -> Trajectories {
    let document = try SceneReader.read(contentsOf: URL(fileURLWithPath: path), file: path)
    return try captureTrajectories(of: Scene(document, textMeasurer: textMeasurer))
}

/// Captures where every view of a built scene is at every one of its frames, through the
/// render's frame loop: a scene file loaded with `Scene.load`, a layout animation built in Swift
/// (`Scene(named:fps:animation:)`) or a view (`Scene(named:canvas:…content:)`).
/// - Parameter scene: The scene.
/// - Returns: One trajectory per view of the scene, each with one sample per frame.
/// - Throws: `SceneError` naming the frame when a layout fails.
/// - Complexity: One layout pass per frame.
public func captureTrajectories(of scene: Scene) throws(SceneError) -> Trajectories {
    let composer = FrameComposer(scene: scene, showSizes: [])
    var frames: [FrameSample] = []
    frames.reserveCapacity(scene.clock.frameCount)
    // The render's frame loop, so a capture samples exactly what `zoetrope render` writes.
    do {
        _ = try FrameLoop.run(
            frames: Array(scene.clock.frames), jobs: ProcessInfo.processInfo.activeProcessorCount, window: 64,
            makeWorker: { () throws(SceneError) in try scene.makeSampler() },
            compute: { (sampler: inout SceneSampler, frame: Int) throws(SceneError) in
                try composer.compose(frame: frame, drawing: false, with: sampler).sample
            }
        ) { (_: Int, sample: FrameSample, _: FrameLoop.Delivery) throws(SceneError) in
            frames.append(sample)
        }
    } catch {
        throw error.error
    }
    let views = scene.document.views.map { ViewDetails(label: $0.label?.text, id: $0.nodeID, opacity: $0.opacity) }
    return Trajectories(frames: frames, clock: scene.clock, mode: scene.interpolation, views: views)
}
