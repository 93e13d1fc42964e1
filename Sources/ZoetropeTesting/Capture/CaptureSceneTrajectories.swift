import Foundation
import FrameComposition
import FrameRendering
import SceneCore

/// Captures where every view of a built scene is at every one of its frames, through the
/// render's frame loop: a scene file loaded with `Scene.load`, a layout animation built in Swift
/// (`Scene(named:fps:animation:)`) or a view (`Scene(named:canvas:…content:)`).
/// - Parameter scene: The scene.
/// - Returns: One trajectory per view of the scene, each with one sample per frame.
/// - Throws: `SceneError` naming the frame when a layout fails.
/// - Complexity: One layout pass per frame.
public func captureTrajectories(of scene: Scene) throws(SceneError) -> Trajectories {
    let composer = FrameComposer(scene: scene, showSizes: [])
    var frames: [SampledFrame] = []
    frames.reserveCapacity(scene.clock.frameCount)
    // The render's frame loop, so a capture samples exactly what `zoetrope render` writes.
    do {
        _ = try FrameLoop.run(
            frames: Array(scene.clock.frames), jobs: ProcessInfo.processInfo.activeProcessorCount, window: 64,
            makeWorker: { () throws(SceneError) in try scene.makeSampler() },
            compute: { (sampler: inout SceneSampler, frame: Int) throws(SceneError) in
                try composer.compose(frame: frame, drawing: false, with: sampler).sample
            }
        ) { (_: Int, sample: SampledFrame, _: FrameLoop.Delivery) throws(SceneError) in
            frames.append(sample)
        }
    } catch {
        throw error.error
    }
    return Trajectories(sampledFrames: frames, clock: scene.clock, mode: scene.interpolation)
}
