import Foundation
import FrameComposition
import FrameRendering
import SceneCore

/// Captures where every view of a built scene is at every one of its frames, through the
/// render's frame loop: a scene file loaded with `Scene.load`, a layout animation built in Swift
/// (`Scene(named:fps:animation:)`) or a view (`Scene(named:canvas:…content:)`).
/// - Parameter scene: The scene.
/// - Returns: One trajectory per view of the scene, each with one sample per frame, and where it
///   comes to rest (``Trajectory/settled``) when the scene's sampler can tell.
/// - Throws: `SceneError` naming the frame when a layout fails.
/// - Complexity: One layout pass per frame.
public func captureTrajectories(of scene: Scene) throws(SceneError) -> Trajectories {
    var frames: [SampledFrame] = []
    frames.reserveCapacity(scene.clock.frameCount)
    // The render's frame loop, so a capture samples exactly what `zoetrope render` writes.
    try FrameLoop.compose(Array(scene.clock.frames), with: FrameComposer(scene: scene, showSizes: []), drawing: { _ in false }) { composed in
        frames.append(composed.sample)
    }
    return Trajectories(sampledFrames: frames, clock: scene.clock, mode: scene.interpolation,
                        settled: try scene.makeSampler().sampleSettled())
}
