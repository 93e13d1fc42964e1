import AnimationCore
import FrameTimeline
import Foundation
import LayoutCatalog
import LayoutCore
import Testing
import ZoetropeTestSupport

/// docs/animation.md's "Springs, keyframes and phases go on the same timeline" example, as written
/// there (DocumentationTests checks the two agree).
@Suite("docs/animation.md timeline example")
struct ReadmeTimelineExampleTests {
    @Test("The example builds, and its natural duration counts the phases and the keyframe run")
    func example() throws {
        let views = tiles(8)
        let phases = try PhaseSequence<WheelLayout>(at: 3, phases: [
            Phase(animation: .snappy) { $0.radius = 60 },
            Phase(animation: .smooth, hold: 0.2) { $0.radius = 130 },
        ], cycles: 2).changes()
        let spin = KeyframeRun<WheelLayout>(at: 6, repeatCount: 2, autoreverses: true) {
            KeyframeTrack(\.rotation) {
                LinearKeyframe(.degrees(-20), duration: 0.4, timingCurve: .easeOut)
                CubicKeyframe(.degrees(60), duration: 0.8)
                SpringKeyframe(.degrees(180), spring: .bouncy)
            }
            KeyframeTrack(\.radius) { SpringKeyframe(80, duration: 1, spring: .snappy) }
        }
        let timeline = try Timeline(initial: WheelLayout(radius: 130, rotation: .zero), changes: [
            StateChange(at: 0, animation: .spring(duration: 1.2, bounce: 0.5)) { $0.rotation = .degrees(270) },
            StateChange(at: 0.6, animation: .bouncy) { $0.rotation = .degrees(45) },   // takes over, keeps the velocity
        ] + phases, keyframes: [spin])
        let animation = try LayoutAnimation(timeline: timeline, subviews: views, canvas: CGSize(width: 400, height: 400))
        let end = try #require(animation.naturalDuration)
        let play = 0.4 + 0.8 + Spring.bouncy.settlingDuration
        expectClose(end, 6 + 2 * play, tolerance: 1e-6, "two plays of the keyframes from 6 s")
        // Autoreversed twice, the run ends where it began: the rotation the wheel had at 6 s, 45°.
        expectClose(animation.layout(at: end + 1).rotation.degrees, 45, tolerance: 1e-6, "rotation after the run")
        // Halfway through the first play's linear keyframe, from 45° towards −20° with an ease-out.
        let expected = 45 + (-20 - 45) * UnitCurve.easeOut.value(at: 0.5)
        expectClose(animation.layout(at: 6.2).rotation.degrees, expected, tolerance: 1e-6, "rotation at 6.2 s")
    }
}
