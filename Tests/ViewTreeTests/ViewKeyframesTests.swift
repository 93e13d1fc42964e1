import AnimationCore
import Foundation
import FrameComposition
import FrameRendering
import FrameTimeline
import LayoutCatalog
import LayoutCore
import SceneCore
import Testing
import ViewTree
import ZoetropeTestSupport

/// Keyframe runs drive properties of a view's state, as SwiftUI's `keyframeAnimator` drives its
/// values, while the state's changes go on animating.
@Suite("Views driven by keyframes")
struct ViewKeyframesTests {
    static let canvas = CGSize(width: 400, height: 400)

    struct Pulse: Sendable {
        var scale = 1.0
        var x: CGFloat = 0
        var red = 0.0
        var width: CGFloat = 20
        var blue = 0.0
    }

    /// A run at `time` that takes the scale to 2 in 1 s and back to 1 in 1 s, linearly.
    static func pulse(at time: TimeInterval, repeatCount: Int? = 1) -> KeyframeRun<Pulse> {
        KeyframeRun(at: time, repeatCount: repeatCount, label: "pulse") {
            KeyframeTrack(\Pulse.scale) {
                LinearKeyframe(2, duration: 1)
                LinearKeyframe(1, duration: 1)
            }
        }
    }

    @Test("a run drives the body frame by frame, and the scene lasts until it ends", arguments: [0.0, 0.5])
    func drivesTheBody(start: TimeInterval) throws {
        let scene = try Scene(named: "pulse", canvas: Self.canvas, fps: 10, initial: Pulse(), changes: [],
                              keyframes: [Self.pulse(at: start)]) { pulse in
            Rectangle().frame(width: 20, height: 20).scaleEffect(pulse.scale)
        }
        #expect(scene.clock.duration == start + 2)
        for (time, scale) in [(0.5, 1.5), (1, 2), (1.5, 1.5), (2, 1)] {
            let frame = Int(((start + time) * 10).rounded())
            expectClose(Double(try scene.sample(frame: frame).placements[0].scale), scale, tolerance: 1e-9, "at \(start + time) s")
        }
        expectClose(Double(try scene.sample(frame: 0).placements[0].scale), 1, tolerance: 1e-9)
    }

    @Test("a keyframed wheel rotation with a radius change animating under it moves the views exactly as the layout's own keyframes do, on the arc")
    func sameAsLayoutKeyframes() throws {
        struct Turn: Sendable { var rotation: Angle = .zero; var radius: CGFloat = 100 }
        let scene = try Scene(
            named: "turn", canvas: Self.canvas, fps: 30, initial: Turn(),
            changes: [StateChange(at: 0.5, animation: .easeIn(duration: 1)) { $0.radius = 150 }],
            keyframes: [KeyframeRun<Turn>(at: 0.2) {
                KeyframeTrack(\Turn.rotation) {
                    LinearKeyframe(.degrees(-20), duration: 0.3, timingCurve: .easeOut)
                    SpringKeyframe(.degrees(90), duration: 0.8, spring: .bouncy)
                }
            }]
        ) { turn in
            WheelLayout(radius: turn.radius, rotation: turn.rotation) {
                ForEach(0..<6) { _ in Rectangle().frame(width: 20, height: 20) }
            }
        }
        let layout = try LayoutAnimation(
            timeline: Timeline(initial: WheelLayout(radius: 100, rotation: .zero),
                               changes: [StateChange(at: 0.5, animation: .easeIn(duration: 1)) { $0.radius = 150 }],
                               keyframes: [KeyframeRun<WheelLayout>(at: 0.2) {
                                   KeyframeTrack(\WheelLayout.rotation) {
                                       LinearKeyframe(.degrees(-20), duration: 0.3, timingCurve: .easeOut)
                                       SpringKeyframe(.degrees(90), duration: 0.8, spring: .bouncy)
                                   }
                               }]),
            subviews: Array(repeating: ViewNode(sizing: .fixed(width: 20, height: 20)), count: 6), canvas: Self.canvas)
        #expect(scene.clock.duration == layout.naturalDuration)
        try expectCentres(of: scene, match: layout, "the views' centres against the layout's own keyframes")
    }

    @Test("a change animating another property adds to what the run drives; when the run ends its values stay, and a later change animates from them")
    func runsAndChanges() throws {
        let scene = try Scene(
            named: "both", canvas: Self.canvas, fps: 10, initial: Pulse(),
            changes: [
                StateChange(at: 0, animation: .linear(duration: 1)) { $0.x = 100; $0.width = 60; $0.blue = 1 },
                StateChange(at: 3, animation: .linear(duration: 1)) { $0.scale = 3 },
            ],
            keyframes: [KeyframeRun<Pulse>(at: 0) {
                KeyframeTrack(\Pulse.scale) { LinearKeyframe(2, duration: 2) }
            }]
        ) { pulse in
            Rectangle().fill(Color(red: 0, green: 0, blue: pulse.blue)).frame(width: pulse.width, height: 20)
                .scaleEffect(pulse.scale).offset(x: pulse.x)
        }
        let middle = try scene.sample(frame: 5).placements[0]
        expectClose(Double(middle.scale), 1.25, tolerance: 1e-9, "driven by the run, a quarter of the way")
        expectClose(Double(middle.center.x), 250, tolerance: 1e-9, "the offset, animated by the change")
        // The body the run builds has the new width, 60; the change's animation, still running,
        // adds what it has not yet reached (-20 half way), as it does to a layout's parameters.
        expectClose(Double(middle.size.width), 40, tolerance: 1e-9, "the frame's width, animated by the change under the run")
        expectClose((try scene.sample(frame: 5).looks)[0].fill.blue, 0.5, tolerance: 1e-9, "the fill's blue, animated by the change under the run")
        // The run ends at 2 s with the scale at 2, which stays; the change at 3 s animates 2 → 3.
        expectClose(Double(try scene.sample(frame: 25).placements[0].scale), 2, tolerance: 1e-9)
        expectClose(Double(try scene.sample(frame: 35).placements[0].scale), 2.5, tolerance: 1e-9)
        #expect(scene.clock.duration == 4)
    }

    @Test("keyframes drive a view's look too: its colour follows them in the frames drawn")
    func drivesLooks() throws {
        let scene = try Scene(named: "glow", canvas: Self.canvas, fps: 10, initial: Pulse(), changes: [],
                              keyframes: [KeyframeRun<Pulse>(at: 0) { KeyframeTrack(\Pulse.red) { LinearKeyframe(1, duration: 1) } }]) { pulse in
            Circle().fill(Color(red: pulse.red, green: 0, blue: 0)).frame(width: 20, height: 20)
        }
        expectClose((try scene.sample(frame: 5).looks)[0].fill.red, 0.5, tolerance: 1e-9)
        expectClose(try #require(try drawnShapes(scene, frame: 5).first).fill.red, 0.5, tolerance: 1e-9)
        expectClose((try scene.sample(frame: 10).looks)[0].fill.red, 1, tolerance: 1e-9)
    }

    @Test("a run that plays for ever needs a duration, and then drives every frame")
    func forEver() throws {
        #expect(throws: SceneError.self) {
            try Scene(named: "ever", canvas: Self.canvas, initial: Pulse(), changes: [], keyframes: [Self.pulse(at: 0, repeatCount: nil)]) { pulse in
                Rectangle().frame(width: 20, height: 20).scaleEffect(pulse.scale)
            }
        }
        let scene = try Scene(named: "ever", canvas: Self.canvas, fps: 10, duration: 5, initial: Pulse(), changes: [],
                              keyframes: [Self.pulse(at: 0, repeatCount: nil)]) { pulse in
            Rectangle().frame(width: 20, height: 20).scaleEffect(pulse.scale)
        }
        expectClose(Double(try scene.sample(frame: 45).placements[0].scale), 1.5, tolerance: 1e-9, "half way up in the third play")
    }

    @Test("what keyframes cannot do is refused, naming the run or the frame")
    func refusals() throws {
        do {
            _ = try Scene(named: "late", canvas: Self.canvas, initial: Pulse(), changes: [], keyframes: [Self.pulse(at: -1)]) { _ in
                Rectangle()
            }
            Issue.record("a run at -1 s was accepted")
        } catch {
            #expect(error.path == "keyframes[0]")
        }
        // Keyframes that change which views the body has are refused at the frame that does it.
        let scene = try Scene(named: "grow", canvas: Self.canvas, fps: 10, initial: Pulse(), changes: [],
                              keyframes: [Self.pulse(at: 0)]) { pulse in
            HStack {
                ForEach(0..<Int(pulse.scale.rounded(.down)), id: \.self) { _ in Rectangle().frame(width: 10, height: 10) }
            }
        }
        do {
            _ = try scene.sample(frame: 10)
            Issue.record("a driven body with a new view was accepted")
        } catch {
            #expect(error.message.contains("frame 10"), "\(error.message)")
            #expect(error.message.contains("keyframes may change a view's values, not which views there are"), "\(error.message)")
        }
    }

    @Test("phases (phaseAnimator) are changes: each entered when the animation into the one before completes")
    func phases() throws {
        let phases = PhaseSequence<Pulse>(at: 0, phases: [
            Phase(animation: .linear(duration: 0.5)) { $0.scale = 2 },
            Phase(animation: .linear(duration: 0.5)) { $0.scale = 1 },
        ], cycles: 2)
        let scene = try Scene(named: "phases", canvas: Self.canvas, fps: 10, initial: Pulse(), changes: try phases.changes()) { pulse in
            Rectangle().frame(width: 20, height: 20).scaleEffect(pulse.scale)
        }
        #expect(scene.clock.duration == 2)
        for (frame, scale) in [(0, 1.0), (3, 1.6), (5, 2), (8, 1.4), (10, 1), (15, 2), (20, 1)] {
            expectClose(Double(try scene.sample(frame: frame).placements[0].scale), scale, tolerance: 1e-9, "frame \(frame)")
        }
    }

    @Test("a change during a run slides views from where the driven body had them: no jump at the change")
    func slidesFromDrivenPlaces() throws {
        struct Row: Sendable { var spacing = 0.0; var items = [1, 2] }
        let scene = try Scene(
            named: "row", canvas: Self.canvas, fps: 1000, initial: Row(),
            changes: [StateChange(at: 0.5, animation: .linear(duration: 0.5)) { $0.items.insert(0, at: 0) }],
            keyframes: [KeyframeRun<Row>(at: 0) { KeyframeTrack(\Row.spacing) { LinearKeyframe(100, duration: 1) } }]
        ) { row in
            HStack(spacing: row.spacing) {
                ForEach(row.items, id: \.self) { _ in Rectangle().frame(width: 20, height: 20) }
            }
        }
        // View 1 is item 1 (the roster puts the inserted item 0 first, as view 0).
        let before = try scene.sample(frame: 499).placements[1].center.x
        let at = try scene.sample(frame: 500).placements[1].center.x
        #expect(abs(at - before) < 1, "item 1 moved \(at - before) points in 1 ms at the change")
    }

    @Test("keyframes that add or remove views are refused at the frame, even when another state has the view")
    func drivenPresence() throws {
        struct Toggle: Sendable { var show = 0.0 }
        let scene = try Scene(
            named: "toggle", canvas: Self.canvas, fps: 10, initial: Toggle(),
            changes: [StateChange(at: 2, animation: nil) { $0.show = 1 }],
            keyframes: [KeyframeRun<Toggle>(at: 0) { KeyframeTrack(\Toggle.show) { LinearKeyframe(1, duration: 1) } }]
        ) { toggle in
            HStack {
                Rectangle().frame(width: 10, height: 10)
                if toggle.show > 0.5 { Circle().frame(width: 10, height: 10) }
            }
        }
        #expect(try scene.sample(frame: 2).placements.count == 2)
        do {
            _ = try scene.sample(frame: 8)
            Issue.record("a driven body with a view its state does not have was accepted")
        } catch {
            #expect(error.message.contains("keyframes may change a view's values, not which views there are"), "\(error.message)")
            #expect(error.message.contains("frame 8"), "\(error.message)")
        }
    }
}
