import AnimationCore
import Foundation
import FrameTimeline
import LayoutCore
import SceneCore
import Testing
import ViewTree
import ZoetropeTestSupport

/// A spinner as real SwiftUI code writes it: it starts itself in `onAppear`, for ever.
private struct Spinner: View {
    @State private var angle = Angle.zero

    var body: some View {
        Capsule().fill(.blue).frame(width: 20, height: 80)
            .rotationEffect(angle)
            .onAppear {
                withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) {
                    angle = .degrees(360)
                }
            }
    }
}

/// A dot that grows when it appears, animated only by its implicit animation (or not at all).
private struct Pulse: View {
    enum Mode { case implicit, none, implicitNil, disabled }
    let mode: Mode
    @State private var big = false

    var body: some View {
        switch mode {
        case .implicit:
            dot.animation(.easeInOut(duration: 1), value: big).onAppear { big = true }
        case .none:
            dot.onAppear { big = true }
        case .implicitNil:
            dot.animation(nil, value: big).onAppear { withAnimation(.linear(duration: 1)) { big = true } }
        case .disabled:
            dot.animation(.easeInOut(duration: 1), value: big).onAppear {
                withTransaction(\.disablesAnimations, true) { big = true }
            }
        }
    }

    private var dot: some View {
        Circle().frame(width: 50, height: 50).scaleEffect(big ? 2 : 1)
    }
}

/// A box that moves right and, when that completes, back: a chain of completions.
private struct Shuttle: View {
    @State private var x: CGFloat = 0

    var body: some View {
        Rectangle().frame(width: 20, height: 20).offset(x: x)
            .onAppear {
                withAnimation(.linear(duration: 1)) { x = 100 } completion: {
                    withAnimation(.linear(duration: 1)) { x = 0 }
                }
            }
    }
}

/// A box that waits a second in a task, then moves; and a second box that follows it by onChange.
private struct Waiter: View {
    @State private var x: CGFloat = 0
    @State private var follower: CGFloat = 0

    var body: some View {
        Rectangle().frame(width: 20, height: 20).offset(x: x)
            .task {
                try? await Task.sleep(for: .seconds(1))
                withAnimation(.linear(duration: 1)) { x = 100 }
                try? await Task.sleep(nanoseconds: 500_000_000)
                x = 0
            }
            .onChange(of: x) { _, new in
                withAnimation(.linear(duration: 2)) { follower = new }
            }
        Rectangle().frame(width: 20, height: 20).offset(x: follower)
    }
}

/// Two views that answer taps: one by its accessibility identifier, one by its button title.
private struct Taps: View {
    @State private var left: CGFloat = 0
    @State private var right: CGFloat = 0

    var body: some View {
        Circle().frame(width: 30, height: 30).offset(x: left)
            .onTapGesture { withAnimation(.linear(duration: 1)) { left = 50 } }
            .accessibilityIdentifier("dot")
        Button("Move") { right = 50 }
            .offset(x: right)
    }
}

/// Views built from what SwiftUI does not allow: each is an error in a scene.
private struct Refused: View {
    enum Problem: CaseIterable { case noPhases, unsortedDates, completionInBody }
    let problem: Problem
    @State private var x: CGFloat = 0

    var body: some View {
        switch problem {
        case .noPhases:
            PhaseAnimator([Int]()) { phase in Text("\(phase)") }
        case .unsortedDates:
            let start = Scene.defaultStartDate
            TimelineView(.explicit([start, start.addingTimeInterval(2), start.addingTimeInterval(1)])) { context in
                Text("\(context.date)")
            }
        case .completionInBody:
            let _ = withAnimation(.linear(duration: 1)) { x } completion: { x = 10 }
            Rectangle().frame(width: 10, height: 10).offset(x: x)
        }
    }
}

@Suite("Views that animate themselves: events, transactions, implicit animations")
struct ViewEventsTests {
    static let canvas = CGSize(width: 200, height: 200)

    static func placement(_ scene: Scene, frame: Int, view: Int = 0) throws -> ViewPlacement {
        try scene.sample(frame: frame).placements[view]
    }

    @Test("onAppear { withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { … } } spins a full turn every second, from time 0",
          arguments: [10, 24, 60])
    func spinner(fps: Int) throws {
        let scene = try Scene(named: "spinner", canvas: Self.canvas, fps: fps, duration: 3) { Spinner() }
        #expect(scene.clock.frameCount == 3 * fps + 1)
        for frame in scene.clock.frames {
            let time = scene.clock.time(ofFrame: frame)
            let expected = (time * 360).truncatingRemainder(dividingBy: 360)
            let shown = try Self.placement(scene, frame: frame).rotation.degrees
            expectClose(min(abs(shown - expected), abs(abs(shown - expected) - 360)), 0, tolerance: 1e-6, "at \(time) s")
        }
    }

    @Test("an animation that repeats for ever needs a duration")
    func spinnerNeedsDuration() {
        let error = #expect(throws: SceneError.self) { try Scene(named: "spinner", canvas: Self.canvas) { Spinner() } }
        #expect(error?.path == "duration", "\(String(describing: error))")
        #expect(error.map { $0.kind == .needsDuration && ($0.message.contains("needs a \"duration\"") || $0.message.contains("give the scene a duration")) } == true,
                "\(String(describing: error))")
    }

    @Test("implicit animations: .animation(_:value:) animates a change made without withAnimation; without it the change jumps; .animation(nil, value:) and disablesAnimations make it jump",
          arguments: [(Pulse.Mode.implicit, 1.5), (.none, 2), (.implicitNil, 2), (.disabled, 2)])
    fileprivate func implicit(mode: Pulse.Mode, halfWay: Double) throws {
        let scene = try Scene(named: "pulse", canvas: Self.canvas, fps: 10, duration: 1) { Pulse(mode: mode) }
        expectClose(Double(try Self.placement(scene, frame: 5).scale), halfWay, tolerance: 1e-9, "at 0.5 s")
        expectClose(Double(try Self.placement(scene, frame: 10).scale), 2, tolerance: 1e-9, "at 1 s")
    }

    @Test("withAnimation's completion runs when the animation ends: the box goes right in 1 s, then back in 1 s")
    func completionChains() throws {
        let scene = try Scene(named: "shuttle", canvas: Self.canvas, fps: 10) { Shuttle() }
        #expect(scene.clock.frameCount == 21, "the scene ends with the second animation, at 2 s")
        let start = try Self.placement(scene, frame: 0).center.x
        for (frame, offset) in [(5, 50.0), (10, 100), (15, 50), (20, 0)] {
            expectClose(Double(try Self.placement(scene, frame: frame).center.x - start), offset, tolerance: 1e-9, "frame \(frame)")
        }
    }

    @Test("a task sleeps on the scene's clock (Task.sleep(for:) and (nanoseconds:)), and onChange follows what it changes")
    func taskSleepsOnSceneTime() throws {
        let scene = try Scene(named: "waiter", canvas: Self.canvas, fps: 10) { Waiter() }
        let start = try Self.placement(scene, frame: 0).center.x
        let followerStart = try Self.placement(scene, frame: 0, view: 1).center.x
        // The task moves x at 1 s (animated over 1 s), then sets it back to 0 at 1.5 s without
        // animation: x jumps to 0, and the running animation keeps adding what it has left
        // (-100 × (1 − progress)) until it ends at 2 s, as SwiftUI's animator state does.
        for (frame, offset) in [(5, 0.0), (10, 0), (12, 20), (14, 40), (15, -50), (18, -20), (20, 0)] {
            expectClose(Double(try Self.placement(scene, frame: frame).center.x - start), offset, tolerance: 1e-9, "x at frame \(frame)")
        }
        // The follower animates towards 100 from 1 s over 2 s, then, from 1.5 s, to 0 over 2 s (additively).
        expectClose(Double(try Self.placement(scene, frame: 12, view: 1).center.x - followerStart), 10, tolerance: 1e-9, "follower at 1.2 s")
        expectClose(Double(try Self.placement(scene, frame: 35, view: 1).center.x - followerStart), 0, tolerance: 1e-9, "follower at 3.5 s")
        #expect(scene.clock.frameCount == 36, "the scene ends when the follower's last animation does, at 3.5 s")
    }

    @Test("taps: an onTapGesture found by its accessibility identifier, a Button by its title; each runs at its moment")
    func taps() throws {
        let scene = try Scene(named: "taps", canvas: Self.canvas, fps: 10, duration: 2,
                              interactions: [.tap("dot", at: 0.5), .tap("Move", at: 1)]) { Taps() }
        let dot = try Self.placement(scene, frame: 0).center.x
        let button = try Self.placement(scene, frame: 0, view: 1).center.x
        expectClose(Double(try Self.placement(scene, frame: 5).center.x - dot), 0, tolerance: 1e-9)
        expectClose(Double(try Self.placement(scene, frame: 10).center.x - dot), 25, tolerance: 1e-9)
        expectClose(Double(try Self.placement(scene, frame: 15).center.x - dot), 50, tolerance: 1e-9)
        expectClose(Double(try Self.placement(scene, frame: 9, view: 1).center.x - button), 0, tolerance: 1e-9)
        expectClose(Double(try Self.placement(scene, frame: 10, view: 1).center.x - button), 50, tolerance: 1e-9, "jumps: no animation")
    }

    @Test("two buttons with one title are an error naming the title")
    func ambiguousTap() {
        let error = #expect(throws: SceneError.self) {
            try Scene(named: "two", canvas: Self.canvas, duration: 1, interactions: [.tap("Go", at: 0)]) {
                Button("Go") {}
                Button("Go") {}
            }
        }
        #expect(error?.message.hasPrefix("tap \"Go\" at 0.0 s: 2 views answer a tap on \"Go\"") == true, "\(String(describing: error))")
    }

    @Test("frames are a function of time alone: every frame sampled alone, in reverse, by a second sampler, is the same")
    func framesArePure() throws {
        let scene = try Scene(named: "waiter", canvas: Self.canvas, fps: 10) { Waiter() }
        let forward = try scene.clock.frames.map { try scene.sample(frame: $0) }
        let sampler = try scene.makeSampler()
        let backward = try scene.clock.frames.reversed().map { try sampler.sample(frame: $0) }
        #expect(forward == Array(backward.reversed()))
    }
}

/// A box whose fade is animated by `.animation(_:body:)` while its move, outside the body, jumps.
private struct ScopedAnimation: View {
    @State private var on = false

    var body: some View {
        Rectangle().frame(width: 20, height: 20).offset(x: on ? 100 : 0)
            .animation(.linear(duration: 1)) { content in
                content.opacity(on ? 0 : 1)
            }
            .onAppear { on = true }
    }
}

@Suite("animation(_:body:)")
struct ScopedAnimationTests {
    @Test("the modifiers inside the body animate; the view it was applied to keeps the change's own (no) animation")
    func scoped() throws {
        let scene = try Scene(named: "scoped", canvas: CGSize(width: 300, height: 100), fps: 10, duration: 1) { ScopedAnimation() }
        let (start, half) = (try scene.sample(frame: 0).placements[0], try scene.sample(frame: 5).placements[0])
        let end = try scene.sample(frame: 10).placements[0]
        expectClose(Double(half.center.x - start.center.x), 0, tolerance: 1e-9, "the offset jumped at 0 s, before frame 0")
        expectClose(half.opacity, 0.5, tolerance: 1e-9, "the fade is half done")
        expectClose(end.opacity, 0, tolerance: 1e-9)
        expectClose(start.opacity, 1, tolerance: 1e-9)
    }
}

extension ViewEventsTests {
    @Test("what SwiftUI does not allow is an error naming it, in either kind of scene: a PhaseAnimator without phases, explicit dates out of order, withAnimation's completion from a body",
          arguments: Refused.Problem.allCases)
    fileprivate func refused(_ problem: Refused.Problem) throws {
        let expected = switch problem {
        case .noPhases: "at 0 s: a PhaseAnimator<Int, …> has no phases; give it at least one"
        case .unsortedDates: "TimelineView's .explicit schedule gives date 2 ("
        case .completionInBody: "withAnimation(_:completionCriteria:_:completion:) is called while a body is built"
        }
        let events = #expect(throws: SceneError.self) {
            try Scene(named: "refused", canvas: Self.canvas, fps: 10, duration: 1) { Refused(problem: problem) }
        }
        let timeline = #expect(throws: SceneError.self) {
            try Scene(named: "refused", canvas: Self.canvas, fps: 10, initial: 0, changes: []) { (_: Int) in Refused(problem: problem) }
        }
        for error in [events, timeline] {
            #expect(error?.path == "content", "\(String(describing: error))")
            #expect(error?.message.contains(expected) == true, "\(String(describing: error))")
        }
    }
}
