import AnimationCore
import Foundation
import LayoutCore
import SceneCore
import Testing
import ViewTree
import ZoetropeTestSupport

/// A box that goes right and back for ever.
private struct Bouncer: View {
    var body: some View {
        PhaseAnimator([0.0, 100.0]) { x in
            Rectangle().frame(width: 20, height: 20).offset(x: x)
        } animation: { _ in .linear(duration: 1) }
    }
}

/// A box that runs through three places once each time its button is tapped.
private struct Stepper: View {
    @State private var taps = 0

    var body: some View {
        Rectangle().frame(width: 20, height: 20)
            .phaseAnimator([0.0, 50, 100], trigger: taps) { content, x in
                content.offset(x: x)
            } animation: { _ in .linear(duration: 1) }
        Button("Go") { taps += 1 }
    }
}

@Suite("PhaseAnimator and .phaseAnimator")
struct PhaseAnimatorTests {
    static let canvas = CGSize(width: 300, height: 200)

    static func x(_ scene: Scene, frame: Int) throws -> Double {
        Double(try scene.sample(frame: frame).placements[0].center.x)
    }

    @Test("without a trigger it cycles for ever from the first phase: each step animates into the next when the last completes")
    func cycles() throws {
        let scene = try Scene(named: "bouncer", canvas: Self.canvas, fps: 10, duration: 3) { Bouncer() }
        let start = try Self.x(scene, frame: 0)
        for (frame, offset) in [(5, 50.0), (10, 100), (15, 50), (20, 0), (25, 50), (30, 100)] {
            expectClose(try Self.x(scene, frame: frame) - start, offset, tolerance: 1e-9, "frame \(frame)")
        }
    }

    @Test("with a trigger it rests in the first phase, and runs through every phase once and back each time the trigger changes")
    func triggered() throws {
        let scene = try Scene(named: "stepper", canvas: Self.canvas, fps: 10, interactions: [.tap("Go", at: 1)]) { Stepper() }
        #expect(scene.clock.frameCount == 41, "the run ends back in the first phase at 4 s")
        let start = try Self.x(scene, frame: 0)
        for (frame, offset) in [(5, 0.0), (10, 0), (15, 25), (20, 50), (25, 75), (30, 100), (35, 50), (40, 0)] {
            expectClose(try Self.x(scene, frame: frame) - start, offset, tolerance: 1e-9, "frame \(frame)")
        }
    }

    @Test("a cycling animator needs the scene's duration")
    func needsDuration() {
        let error = #expect(throws: SceneError.self) { try Scene(named: "bouncer", canvas: Self.canvas) { Bouncer() } }
        #expect(error?.path == "duration", "\(String(describing: error))")
        #expect(error.map { $0.kind == .needsDuration && ($0.message.contains("needs a \"duration\"") || $0.message.contains("give the scene a duration")) } == true,
                "\(String(describing: error))")
    }
}
