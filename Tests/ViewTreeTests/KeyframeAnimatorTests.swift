import AnimationCore
import Foundation
import LayoutCore
import SceneCore
import Testing
import ViewTree
import ZoetropeTestSupport

/// A box that slides along linear keyframes: 100 points in 1 s, back in 1 s.
private struct Slider: View {
    let repeating: Bool

    var body: some View {
        KeyframeAnimator(initialValue: 0.0, repeating: repeating) { x in
            Rectangle().frame(width: 20, height: 20).offset(x: x)
        } keyframes: { _ in
            LinearKeyframe(100.0, duration: 1)
            LinearKeyframe(0.0, duration: 1)
        }
    }
}

/// A box that hops when its button is tapped: the modifier form, with a trigger.
private struct Hopper: View {
    @State private var hops = 0

    var body: some View {
        Rectangle().frame(width: 20, height: 20)
            .keyframeAnimator(initialValue: 0.0, trigger: hops) { content, y in
                content.offset(y: y)
            } keyframes: { _ in
                LinearKeyframe(-40.0, duration: 0.5)
                LinearKeyframe(-10.0, duration: 0.5)
            }
        Button("Hop") { hops += 1 }
    }
}

@Suite("KeyframeAnimator and .keyframeAnimator")
struct KeyframeAnimatorTests {
    static let canvas = CGSize(width: 300, height: 200)

    static func point(_ scene: Scene, frame: Int) throws -> CGPoint {
        try scene.sample(frame: frame).placements[0].center
    }

    @Test("from when it appears the content follows the keyframes frame by frame, again and again when repeating")
    func repeats() throws {
        let scene = try Scene(named: "slider", canvas: Self.canvas, fps: 10, duration: 3) { Slider(repeating: true) }
        let start = try Self.point(scene, frame: 0).x
        for (frame, offset) in [(5, 50.0), (10, 100), (15, 50), (20, 0), (25, 50), (30, 100)] {
            expectClose(Double(try Self.point(scene, frame: frame).x - start), offset, tolerance: 1e-9, "frame \(frame)")
        }
    }

    @Test("not repeating, it plays once and holds the end; the scene ends with it")
    func once() throws {
        let scene = try Scene(named: "slider", canvas: Self.canvas, fps: 10) { Slider(repeating: false) }
        #expect(scene.clock.frameCount == 21)
        let start = try Self.point(scene, frame: 0).x
        expectClose(Double(try Self.point(scene, frame: 5).x - start), 50, tolerance: 1e-9)
        expectClose(Double(try Self.point(scene, frame: 20).x - start), 0, tolerance: 1e-9)
    }

    @Test("with a trigger it rests at the initial value and plays from each change of the trigger, holding the end after")
    func triggered() throws {
        let scene = try Scene(named: "hopper", canvas: Self.canvas, fps: 10, duration: 3, interactions: [.tap("Hop", at: 1)]) { Hopper() }
        let start = try Self.point(scene, frame: 0).y
        for (frame, offset) in [(5, 0.0), (10, 0), (15, -40), (20, -10), (25, -10)] {
            expectClose(Double(try Self.point(scene, frame: frame).y - start), offset, tolerance: 1e-9, "frame \(frame)")
        }
    }

    @Test("repeating keyframes never end: the scene needs a duration")
    func needsDuration() {
        let error = #expect(throws: SceneError.self) { try Scene(named: "slider", canvas: Self.canvas) { Slider(repeating: true) } }
        #expect(error?.path == "duration", "\(String(describing: error))")
        #expect(error.map { $0.kind == .needsDuration && ($0.message.contains("needs a \"duration\"") || $0.message.contains("give the scene a duration")) } == true,
                "\(String(describing: error))")
    }
}
