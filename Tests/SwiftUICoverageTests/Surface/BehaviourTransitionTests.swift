import Testing
import Zoetrope

/// Rises 40 points and fades in, and goes the same way: a custom ``Transition``.
private struct Rise: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .opacity(phase.isIdentity ? 1 : 0)
            .offset(y: phase.isIdentity ? 0 : 40)
    }
}

/// Grows from half its size on the way in and shrinks to nothing, turned, on the way out.
private struct GrowAndSpin: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .scaleEffect(phase == .willAppear ? 0.5 : phase == .didDisappear ? 0 : 1)
            .rotationEffect(.degrees(phase.value * 90))
    }
}

/// Fades to `amount` and moves down by `drop` points.
private struct Dropped: ViewModifier {
    let amount: Double
    let drop: CGFloat

    func body(content: Content) -> some View {
        content.opacity(amount).offset(y: drop)
    }
}

/// A 100 × 50 card in a 200 × 200 space, shown by a tap at 0 s and hidden by one at 2 s, both in
/// `withAnimation(.linear(duration: 1))`; the card comes and goes with `transition`.
private struct Card: View {
    let transition: AnyTransition
    @State private var shown = false

    var body: some View {
        ZStack {
            Color.clear.frame(width: 200, height: 200)
            if shown {
                Rectangle().fill(.red).frame(width: 100, height: 50).transition(transition)
            }
        }
        Button("Toggle") { withAnimation(.linear(duration: 1)) { shown.toggle() } }
    }
}

/// The card's placement at `frame` (10 fps) of a `Card` with `transition`.
private func card(_ transition: AnyTransition, at frame: Int) throws -> ViewPlacement {
    let scene = try Scene(named: "card", canvas: CGSize(width: 300, height: 300), fps: 10,
                          interactions: [.tap("Toggle", at: 0), .tap("Toggle", at: 2)]) { Card(transition: transition) }
    return try scene.sample(frame: frame).placements[1]
}

/// Transitions written with the `Transition` protocol, and `AnyTransition` made of one or of
/// modifiers: the card half way through a linear second in, and out.
@Suite("Behaviour: Transition protocol and AnyTransition from modifiers")
struct BehaviourTransitionTests {
    @Test("transition(_:) with a custom Transition: half way in, the view is half faded and half way up from 40 points down")
    func customTransition() throws {
        struct Riser: View {
            @State private var shown = false
            var body: some View {
                ZStack {
                    Color.clear.frame(width: 200, height: 200)
                    if shown { Rectangle().fill(.red).frame(width: 100, height: 50).transition(Rise()) }
                }
                .onAppear { withAnimation(.linear(duration: 1)) { shown = true } }
            }
        }
        let half = try ViewProbe(width: 200, height: 200, frame: 15) { Riser() }
        let settled = try ViewProbe(width: 200, height: 200, frame: 45) { Riser() }
        let placement = try #require(half.sampled.placements.last)
        #expect(abs(placement.opacity - 0.5) < 1e-6)
        #expect(abs(placement.center.y - (settled.sampled.placements.last?.center.y ?? 0) - 20) < 1e-6, "20 points below where it settles")
        expectFrame(settled.frames.last, CGRect(x: 50, y: 75, width: 100, height: 50), tolerance: 1e-6, "settled")
        let image = try half.image()
        expectPixel(image, x: 100, y: 120, Pixel.over(white: Pixel.red, opacity: 0.5), tolerance: 3)
        expectPixel(image, x: 100, y: 90, Pixel.white)
    }

    @Test("AnyTransition(_:) wraps a Transition: its willAppear look on the way in, its didDisappear look on the way out")
    func anyTransitionOfTransition() throws {
        let settled = try card(AnyTransition(GrowAndSpin()), at: 15)
        let comingIn = try card(AnyTransition(GrowAndSpin()), at: 5)
        #expect(abs(comingIn.scale - 0.75) < 1e-6, "from 0.5 half way to 1")
        #expect(abs(comingIn.rotation.degrees - -45) < 1e-6, "from −90° half way to 0°")
        #expect(abs(comingIn.center.x - settled.center.x) < 1e-6)
        let goingOut = try card(AnyTransition(GrowAndSpin()), at: 25)
        #expect(abs(goingOut.scale - 0.5) < 1e-6, "half way to nothing")
        #expect(abs(goingOut.rotation.degrees - 45) < 1e-6, "half way to 90°")
        #expect(try card(AnyTransition(GrowAndSpin()), at: 30).opacity == 0, "gone")
        let rise = try card(AnyTransition(Rise()), at: 5)
        #expect(abs(rise.opacity - 0.5) < 1e-6)
        #expect(abs(rise.center.y - settled.center.y - 20) < 1e-6)
    }

    @Test("AnyTransition.modifier(active:identity:) goes between the two modifiers' looks")
    func modifierTransition() throws {
        let transition = AnyTransition.modifier(active: Dropped(amount: 0.2, drop: 30), identity: Dropped(amount: 1, drop: 0))
        let settled = try card(transition, at: 15)
        #expect(settled.opacity == 1)
        let comingIn = try card(transition, at: 5)
        #expect(abs(comingIn.opacity - 0.6) < 1e-6, "half way from 0.2 to 1")
        #expect(abs(comingIn.center.y - settled.center.y - 15) < 1e-6, "half way up from 30 points down")
        let goingOut = try card(transition, at: 25)
        #expect(abs(goingOut.opacity - 0.6) < 1e-6)
        #expect(abs(goingOut.center.y - settled.center.y - 15) < 1e-6)
    }

    @Test("Animation.timingCurve(_:_:duration:) with unit points is the Bézier curve of those control points")
    func timingCurveOfPoints() throws {
        struct Grower: View {
            let animation: Animation
            @State private var length: CGFloat = 0
            var body: some View {
                Rectangle().frame(width: length, height: 10)
                    .onAppear { withAnimation(animation) { length = 100 } }
            }
        }
        let straight = try ViewProbe(width: 200, height: 100, frame: 15, duration: 2) {
            Grower(animation: .timingCurve(UnitPoint(x: 0, y: 0), UnitPoint(x: 1, y: 1), duration: 1))
        }
        #expect(abs((straight.frames.first?.width ?? 0) - 50) < 1e-6, "a straight curve is half way at half time")
        let eased = try ViewProbe(width: 200, height: 100, frame: 6, duration: 2) {
            Grower(animation: .timingCurve(UnitPoint(x: 0.42, y: 0), UnitPoint(x: 0.58, y: 1), duration: 1))
        }
        let byNumbers = try ViewProbe(width: 200, height: 100, frame: 6, duration: 2) {
            Grower(animation: .timingCurve(0.42, 0, 0.58, 1, duration: 1))
        }
        let width = try #require(eased.frames.first?.width)
        #expect(width < 20, "ease-in-out is slow at a fifth of the time: \(width)")
        #expect(abs(width - (byNumbers.frames.first?.width ?? 0)) < 1e-9, "the same as the four numbers")
        let defaultDuration = try ViewProbe(width: 200, height: 100, frame: 12, duration: 2) {
            Grower(animation: .timingCurve(UnitPoint(x: 0, y: 0), UnitPoint(x: 1, y: 1)))
        }
        #expect(abs((defaultDuration.frames.first?.width ?? 0) - 100) < 1e-6, "0.35 s by default: done at 0.4 s")
    }

    @Test("transaction(_:body:) animates the body's modifiers with the transaction it sets; the view inside keeps the change's")
    func transactionBody() throws {
        struct Fader: View {
            @State private var faded = false
            var body: some View {
                Rectangle().frame(width: faded ? 40 : 100, height: 20)
                    .transaction({ $0.animation = .linear(duration: 1) }) { content in
                        content.opacity(faded ? 0 : 1)
                    }
                    .onAppear { faded = true }
            }
        }
        let probe = try ViewProbe(width: 200, height: 100, frame: 15, duration: 2) { Fader() }
        let placement = try #require(probe.sampled.placements.first)
        #expect(abs(placement.opacity - 0.5) < 1e-6, "the opacity half way through a linear second")
        #expect(placement.size.width == 40, "the frame, not in the body, changes at once")
    }
}
