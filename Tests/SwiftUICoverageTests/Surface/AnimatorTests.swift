import CairoRasterizer
import Testing
import Zoetrope

/// A scene of `content` at 10 fps, `duration` s long (or as long as it runs), with "Go" tapped at
/// each of `taps`.
private func scene<Content: View & SendableMetatype>(duration: TimeInterval? = 3, taps: [TimeInterval] = [],
                                                    @ViewBuilder content: @escaping @Sendable () -> Content) throws -> Scene {
    try Scene(named: "animator", canvas: CGSize(width: 300, height: 200), fps: 10, duration: duration,
              interactions: taps.map { .tap("Go", at: $0) }, textMeasurer: CairoTextMeasurer(), content: content)
}

/// How far the first leaf view is moved from where it is at frame 0, at each of `frames`.
private func moves(_ scene: Scene, at frames: [Int], along axis: KeyPath<CGPoint, CGFloat> = \.x) throws -> [Double] {
    let start = try scene.sample(frame: 0).placements[0].center[keyPath: axis]
    return try frames.map { Double(try scene.sample(frame: $0).placements[0].center[keyPath: axis] - start) }
}

/// Expects `actual` to be `expected`, element by element, within 1e-6.
private func expectMoves(_ actual: [Double], _ expected: [Double], _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let close = actual.count == expected.count && zip(actual, expected).allSatisfy { abs($0 - $1) < 1e-6 }
    #expect(close, "\(what): expected \(expected), got \(actual)", sourceLocation: sourceLocation)
}

/// Phase and keyframe animators, `TimelineView` and `Animatable` shapes, as apps write them: each
/// moves or draws a view frame by frame, checked at chosen frames (10 fps) of a linear timing.
@Suite("Animators, timelines and Animatable")
struct AnimatorTests {
    @Test("PhaseAnimator(_:content:animation:) starts in the first phase and cycles through the phases for ever, each step with its animation")
    func phaseAnimatorCycles() throws {
        let scene = try scene {
            PhaseAnimator([0.0, 100.0]) { x in
                Rectangle().frame(width: 20, height: 20).offset(x: x)
            } animation: { _ in .linear(duration: 1) }
        }
        expectMoves(try moves(scene, at: [5, 10, 15, 20, 25]), [50, 100, 50, 0, 50], "there and back each second")
    }

    @Test("PhaseAnimator(_:trigger:content:animation:) rests in the first phase and runs through every phase once when the trigger changes")
    func phaseAnimatorTriggered() throws {
        struct Stepper: View {
            @State private var taps = 0
            var body: some View {
                PhaseAnimator([0.0, 60, 120], trigger: taps) { x in
                    Rectangle().frame(width: 20, height: 20).offset(x: x)
                } animation: { _ in .linear(duration: 1) }
                Button("Go") { taps += 1 }
            }
        }
        let scene = try scene(duration: nil, taps: [1]) { Stepper() }
        expectMoves(try moves(scene, at: [5, 10, 15, 20, 25, 30, 35, 40]), [0, 0, 30, 60, 90, 120, 60, 0], "0 → 60 → 120 → back to 0")
    }

    @Test(".phaseAnimator(_:content:animation:) and .phaseAnimator(_:trigger:content:animation:) hand the view to the content as a placeholder")
    func phaseAnimatorModifiers() throws {
        let cycling = try scene {
            Rectangle().frame(width: 20, height: 20)
                .phaseAnimator([0.0, -40.0]) { content, y in
                    content.offset(y: y)
                } animation: { _ in .linear(duration: 0.5) }
        }
        expectMoves(try moves(cycling, at: [2, 5, 7, 10], along: \.y), [-16, -40, -24, 0], "up and down every 0.5 s")
        struct Stepper: View {
            @State private var taps = 0
            var body: some View {
                Rectangle().frame(width: 20, height: 20)
                    .phaseAnimator([1.0, 0.2], trigger: taps) { content, fade in
                        content.opacity(fade)
                    } animation: { _ in .linear(duration: 1) }
                Button("Go") { taps += 1 }
            }
        }
        let triggered = try scene(duration: nil, taps: [1]) { Stepper() }
        let opacities = try [5, 15, 20, 25, 30].map { try triggered.sample(frame: $0).placements[0].opacity }
        expectMoves(opacities, [1, 0.6, 0.2, 0.6, 1], "opacity 1 → 0.2 → 1 after the tap")
    }

    @Test("KeyframeAnimator(initialValue:repeating:content:keyframes:) follows its keyframes from when it appears, again and again when repeating")
    func keyframeAnimatorRepeating() throws {
        let repeating = try scene {
            KeyframeAnimator(initialValue: 0.0, repeating: true) { x in
                Rectangle().frame(width: 20, height: 20).offset(x: x)
            } keyframes: { _ in
                LinearKeyframe(100.0, duration: 1)
                LinearKeyframe(0.0, duration: 0.5)
            }
        }
        expectMoves(try moves(repeating, at: [5, 10, 12, 15, 20]), [50, 100, 60, 0, 50], "1.5 s a round")
        let once = try scene {
            KeyframeAnimator(initialValue: 0.0, repeating: false) { x in
                Rectangle().frame(width: 20, height: 20).offset(x: x)
            } keyframes: { _ in
                LinearKeyframe(100.0, duration: 1)
            }
        }
        expectMoves(try moves(once, at: [5, 10, 20]), [50, 100, 100], "once, holding the end")
    }

    @Test("KeyframeAnimator(initialValue:trigger:content:keyframes:) rests at the initial value and plays once each time the trigger changes")
    func keyframeAnimatorTriggered() throws {
        struct Hopper: View {
            @State private var hops = 0
            var body: some View {
                KeyframeAnimator(initialValue: 0.0, trigger: hops) { y in
                    Rectangle().frame(width: 20, height: 20).offset(y: y)
                } keyframes: { _ in
                    LinearKeyframe(-40.0, duration: 0.5)
                    LinearKeyframe(0.0, duration: 0.5)
                }
                Button("Go") { hops += 1 }
            }
        }
        let scene = try scene(taps: [1]) { Hopper() }
        expectMoves(try moves(scene, at: [5, 10, 12, 15, 18, 20, 25], along: \.y), [0, 0, -16, -40, -16, 0, 0], "one hop after the tap")
    }

    @Test(".keyframeAnimator(initialValue:repeating:…) and .keyframeAnimator(initialValue:trigger:…) animate the modified view through the keyframes")
    func keyframeAnimatorModifiers() throws {
        let repeating = try scene {
            Rectangle().frame(width: 20, height: 20)
                .keyframeAnimator(initialValue: 0.0, repeating: true) { content, x in
                    content.offset(x: x)
                } keyframes: { _ in
                    LinearKeyframe(80.0, duration: 1)
                }
        }
        expectMoves(try moves(repeating, at: [5, 9, 15]), [40, 72, 40], "0 → 80 each second")
        struct Hopper: View {
            @State private var hops = 0
            var body: some View {
                Rectangle().frame(width: 20, height: 20)
                    .keyframeAnimator(initialValue: 0.0, trigger: hops) { content, x in
                        content.offset(x: x)
                    } keyframes: { _ in
                        LinearKeyframe(60.0, duration: 1)
                        LinearKeyframe(0.0, duration: 1)
                    }
                Button("Go") { hops += 1 }
            }
        }
        let triggered = try scene(taps: [0.5]) { Hopper() }
        expectMoves(try moves(triggered, at: [3, 10, 15, 20, 25]), [0, 30, 60, 30, 0], "after the tap at 0.5 s")
    }

    @Test("TimelineView(_:content:) redraws its content from context.date at each entry of its schedule")
    func timelineView() throws {
        let start = Scene.defaultStartDate
        let scene = try scene {
            TimelineView(.periodic(from: start, by: 1)) { context in
                let seconds = context.date.timeIntervalSince(start)
                Rectangle().frame(width: 20 + 30 * seconds, height: 20)
            }
        }
        let widths = try [0, 5, 10, 15, 20, 29].map { Double(try scene.sample(frame: $0).placements[0].size.width) }
        expectMoves(widths, [20, 20, 50, 50, 80, 80], "one step a second")
    }

    @Test("an Animatable shape's animatableData is interpolated frame by frame: a gauge one point long per degree drawn half way at 0.5 s")
    func animatableShape() throws {
        struct Gauge: Shape {
            var length: CGFloat
            var turn: Angle
            var animatableData: AnimatablePair<CGFloat, Angle.AnimatableData> {
                get { AnimatablePair(length, turn.animatableData) }
                set {
                    length = newValue.first
                    turn.animatableData = newValue.second
                }
            }
            func path(in rect: CGRect) -> Path {
                Path(CGRect(x: rect.minX, y: rect.minY, width: turn.degrees, height: length))
            }
        }
        struct Growing: View {
            @State private var grown = false
            var body: some View {
                Gauge(length: grown ? 60 : 20, turn: .degrees(grown ? 180 : 20)).fill(.red)
                    .onAppear { withAnimation(.linear(duration: 1)) { grown = true } }
            }
        }
        let probe = try ViewProbe(width: 200, height: 200, frame: 15) { Growing() }
        let image = try probe.image()
        // Half way: 100 points (100°) across and 40 down from the frame's top-leading corner (0, 0).
        expectPixel(image, x: 97, y: 20, Pixel.red, "inside the trailing edge at 100")
        expectPixel(image, x: 103, y: 20, Pixel.white, "past it")
        expectPixel(image, x: 20, y: 37, Pixel.red, "inside the bottom edge at 40")
        expectPixel(image, x: 20, y: 43, Pixel.white, "below it")
    }
}
