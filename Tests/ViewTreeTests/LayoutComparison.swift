import FrameTimeline
import SceneCore
import Testing
import ZoetropeTestSupport

/// Expects every view of `scene` to be centred, at every frame, where `animation` (a layout's own
/// animation of the same views, sampled on the scene's clock) centres it; a whole trajectory that
/// misses is one issue.
/// - Parameters:
///   - scene: The view scene.
///   - animation: The layout animation it must match.
///   - what: What is compared, for the failure message.
///   - sourceLocation: Where the expectation is written.
func expectCentres<L>(of scene: Scene, match animation: LayoutAnimation<L>, _ what: String,
                   sourceLocation: SourceLocation = #_sourceLocation) throws {
    try expectEveryClose(what, sourceLocation: sourceLocation) { check in
        for frame in scene.clock.frames {
            let views = try scene.sample(frame: frame).placements
            let expected = try animation.sample(frame: frame, of: scene.clock).placements
            for (index, (view, wanted)) in zip(views, expected).enumerated() {
                check(view.center, wanted.center, "frame \(frame), view \(index)")
            }
        }
    }
}
