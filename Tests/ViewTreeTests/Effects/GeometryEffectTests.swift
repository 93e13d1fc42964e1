import Foundation
import AnimationCore
import FrameComposition
import FrameRendering
import FrameTimeline
import LayoutCore
import SceneCore
import Testing
import ViewTree
import ZoetropeTestSupport

/// A `GeometryEffect`: its animatable data interpolated at every frame and its projection asked
/// again, so a shake follows its sine, not the straight line between two identical transforms.
@Suite("GeometryEffect")
struct GeometryEffectTests {
    /// Three shakes of 10 points for each whole step of `animatableData`.
    struct Shake: GeometryEffect {
        var animatableData: CGFloat
        func effectValue(size: CGSize) -> ProjectionTransform {
            ProjectionTransform(CGAffineTransform(translationX: 10 * sin(animatableData * .pi * 6), y: 0))
        }
    }

    /// A skew that grows with `animatableData`, and moves the view by half its width.
    struct Skew: GeometryEffect {
        var animatableData: CGFloat
        func effectValue(size: CGSize) -> ProjectionTransform {
            var transform = ProjectionTransform()
            transform.m21 = animatableData
            transform.m31 = size.width / 2
            return transform
        }
    }

    static func shaking(fps: Int) throws -> Scene {
        try Scene(named: "shake", canvas: CGSize(width: 200, height: 200), fps: fps, initial: CGFloat(0), changes: [
            StateChange(at: 0, animation: .linear(duration: 1)) { $0 = 1 },
        ]) { attempts in
            Rectangle().frame(width: 20, height: 20).modifier(Shake(animatableData: attempts))
        }
    }

    @Test("a shake follows 100 + 10 sin(6πt) frame by frame, though both states' transforms are the identity", arguments: [24, 60])
    func shakeFollowsItsSine(fps: Int) throws {
        let scene = try Self.shaking(fps: fps)
        #expect(scene.clock.duration == 1)
        try expectEveryClose("the shaken view's centre") { check in
            for frame in scene.clock.frames {
                let time = Double(frame) / Double(fps)
                let placement = try scene.sample(frame: frame).placements[0]
                check(placement.center.x, 100 + 10 * sin(6 * .pi * time), "frame \(frame), x")
                check(placement.center.y, 100, "frame \(frame), y")
                check(placement.size.width, 20, "frame \(frame), width (the frame does not change)")
            }
        }
    }

    @Test("the drawn shape is where the projection puts it: the composer draws from the laid-out centre through the projection")
    func drawnThroughProjection() throws {
        let scene = try Self.shaking(fps: 24)
        let items = try #require(try FrameComposer(scene: scene).compose(frame: 2).displayList?.items)
        // 2/24 s: sin(π/2) = 1, 10 points right.
        let group = try #require(items.compactMap { item -> GroupItem? in if case .group(let group) = item { group } else { nil } }.first,
                                 "no projected group in \(items)")
        let projection = try #require(group.projection)
        let corner = try #require(projection.apply(to: CGPoint(x: 90, y: 90)))
        expectClose(corner, CGPoint(x: 100, y: 90), tolerance: 1e-9, "the top-leading corner, moved 10 right")
    }

    @Test("an effect that uses the view's size: a skew by the animated amount, moved by half the width")
    func usesSize() throws {
        let scene = try Scene(named: "skew", canvas: CGSize(width: 200, height: 200), fps: 10, initial: CGFloat(0), changes: [
            StateChange(at: 0, animation: .linear(duration: 1)) { $0 = 1 },
        ]) { amount in
            Rectangle().frame(width: 40, height: 20).modifier(Skew(animatableData: amount))
        }
        // The centre (20, 10) in the view maps to (20 + 10·amount + 20, 10): x moves by 20 + 10·amount.
        for (frame, amount) in [(0, 0.0), (5, 0.5), (10, 1.0)] {
            let placement = try scene.sample(frame: frame).placements[0]
            expectClose(Double(placement.center.x), 100 + 20 + 10 * amount, tolerance: 1e-9, "frame \(frame)")
        }
    }
}
