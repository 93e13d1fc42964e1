import CairoRasterizer
import Foundation
import SceneExport
import Testing
import Zoetrope
import ZoetropeTestSupport

/// A view scene rendered on several workers: each worker samples with a sampler of its own, the
/// samplers share the scene's keyframe playback behind a lock, and a view's own animations
/// (a `KeyframeAnimator`, `@State` changed by a tap) are replayed per sampler. Whatever the number
/// of workers, the files are the same, byte for byte. `.ci/run` runs this suite under
/// ThreadSanitizer and AddressSanitizer too (docs/reliability.md).
@Suite("A view scene rendered on several workers")
struct ViewSceneWorkersTests {
    struct Dial: Sendable {
        var turn: Angle = .zero
        var radius: CGFloat = 60
        var glow = 0.0
    }

    /// A tile that pulses by itself, for ever (a repeating `KeyframeAnimator`).
    struct Tile: View {
        let index: Int

        var body: some View {
            KeyframeAnimator(initialValue: 1.0, repeating: true) { scale in
                RoundedRectangle(cornerRadius: 4)
                    .fill(index.isMultiple(of: 2) ? Color.orange : Color.teal)
                    .frame(width: 18, height: 18)
                    .scaleEffect(scale)
            } keyframes: { _ in
                LinearKeyframe(1.4, duration: 0.3)
                LinearKeyframe(1.0, duration: 0.3)
            }
        }
    }

    /// Eight pulsing tiles on a wheel that keyframe runs turn and light, and a change widens.
    static func keyframedScene() throws -> Scene {
        try Scene(
            named: "dial", canvas: CGSize(width: 200, height: 200), fps: 20, duration: 2, initial: Dial(),
            changes: [StateChange(at: 0.3, animation: .spring(duration: 0.6)) { $0.radius = 80 }],
            keyframes: [KeyframeRun<Dial>(at: 0.1) {
                KeyframeTrack(\Dial.turn) {
                    LinearKeyframe(.degrees(120), duration: 0.8)
                    SpringKeyframe(.degrees(45), duration: 0.7, spring: .bouncy)
                }
                KeyframeTrack(\Dial.glow) {
                    CubicKeyframe(1, duration: 1)
                    LinearKeyframe(0.2, duration: 0.5)
                }
            }]
        ) { dial in
            ZStack {
                ForEach(0..<8, id: \.self) { index in
                    Tile(index: index)
                        .offset(x: dial.radius * cos(Double(index) * .pi / 4 + dial.turn.radians),
                                y: dial.radius * sin(Double(index) * .pi / 4 + dial.turn.radians))
                }
                Circle().fill(Color.red).frame(width: 30, height: 30).opacity(0.2 + 0.8 * dial.glow)
            }
        }
    }

    /// The same wheel turned by its own `@State` when its button is tapped (at 0.2 s and 1.1 s).
    struct TappedDial: View {
        @State private var turn: Angle = .zero
        @State private var radius: CGFloat = 60

        var body: some View {
            ZStack {
                ForEach(0..<8, id: \.self) { index in
                    Tile(index: index)
                        .offset(x: radius * cos(Double(index) * .pi / 4 + turn.radians),
                                y: radius * sin(Double(index) * .pi / 4 + turn.radians))
                }
                Button("Turn") {
                    withAnimation(.easeInOut(duration: 0.6)) {
                        turn += .degrees(90)
                        radius = radius == 60 ? 80 : 60
                    }
                }
            }
        }
    }

    static func tappedScene() throws -> Scene {
        try Scene(named: "tapped", canvas: CGSize(width: 200, height: 200), fps: 20, duration: 2,
                  interactions: [.tap("Turn", at: 0.2), .tap("Turn", at: 1.1)], textMeasurer: CairoTextMeasurer()) {
            TappedDial()
        }
    }

    @Test("frames and trajectories are byte for byte the same with 1, 2 and 4 workers",
          arguments: ["keyframed", "tapped"], [2, 4])
    func sameOnEveryWorkerCount(name: String, jobs: Int) throws {
        let makeScene = name == "keyframed" ? Self.keyframedScene : Self.tappedScene
        let scene = try makeScene()
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var names: [String] = []
        // A scene value per render, as the command line builds one per process.
        for (out, count) in [("one", 1), ("many", jobs)] {
            let output = folder.appendingPathComponent(out)
            _ = try RenderSession(scene: try makeScene(), request: RenderRequest(outputDirectory: output, sinks: [.png(), .csv], jobs: count)).run()
            names = try FileManager.default.contentsOfDirectory(atPath: output.path).filter { !$0.hasPrefix(".") }.sorted()
        }
        #expect(names.filter { $0.hasSuffix(".png") }.count == scene.clock.frameCount)
        #expect(names.contains("trajectories.csv"))
        for file in names {
            let one = try Data(contentsOf: folder.appendingPathComponent("one/\(file)"))
            let many = try Data(contentsOf: folder.appendingPathComponent("many/\(file)"))
            #expect(one == many, "\(name): \(file) differs between 1 and \(jobs) workers")
        }
        // The frames move: the wheel turns under the keyframes, so the first and a middle frame differ.
        let first = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent("one/\(FrameSink.pngFileName(frame: 0))"))
        let middle = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent("one/\(FrameSink.pngFileName(frame: 20))"))
        #expect(first != middle)
    }
}
