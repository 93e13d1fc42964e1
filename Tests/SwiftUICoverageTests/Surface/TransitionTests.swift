import Testing
import Zoetrope

/// A 100 × 50 card in a 200 × 200 space, shown by a tap at 0 s and hidden by one at 2 s, both with
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

/// What the card looks like half way in (0.5 s) and half way out (2.5 s), against where it settles.
private struct HalfWay: CustomStringConvertible {
    var opacity: Double
    var scale: Double
    var dx: Double
    var dy: Double

    var description: String { "opacity \(opacity), scale \(scale), moved (\(dx), \(dy))" }

    static func of(_ transition: AnyTransition) throws -> (comingIn: HalfWay, goingOut: HalfWay, gone: Double) {
        let settled = try card(transition, at: 15)
        func halfWay(at frame: Int) throws -> HalfWay {
            let placement = try card(transition, at: frame)
            return HalfWay(opacity: placement.opacity, scale: Double(placement.scale),
                           dx: Double(placement.center.x - settled.center.x), dy: Double(placement.center.y - settled.center.y))
        }
        return (try halfWay(at: 5), try halfWay(at: 25), try card(transition, at: 30).opacity)
    }

    func expect(_ opacity: Double, _ scale: Double, _ dx: Double, _ dy: Double, _ what: String,
                sourceLocation: SourceLocation = #_sourceLocation) {
        let close = abs(self.opacity - opacity) < 1e-6 && abs(self.scale - scale) < 1e-6 && abs(self.dx - dx) < 1e-6 && abs(self.dy - dy) < 1e-6
        #expect(close, "\(what): expected opacity \(opacity), scale \(scale), moved (\(dx), \(dy)); got \(self)", sourceLocation: sourceLocation)
    }
}

/// Transitions and matched geometry, as apps write them: the view inserted or removed in an
/// animated change is drawn half way through the transition half way through a linear second.
@Suite("Transitions and matched geometry")
struct TransitionTests {
    @Test("transition(_:) with .opacity fades in and out; .identity shows the view whole for the whole change")
    func opacityAndIdentity() throws {
        struct Fader: View {
            @State private var shown = false
            var body: some View {
                ZStack {
                    Color.clear.frame(width: 200, height: 200)
                    if shown { Rectangle().frame(width: 100, height: 50).transition(.opacity) }
                }
                .onAppear { withAnimation(.linear(duration: 1)) { shown = true } }
            }
        }
        let faded = try ViewProbe(width: 300, height: 300, frame: 15) { Fader() }
        #expect(abs((faded.sampled.placements.last?.opacity ?? 0) - 0.5) < 1e-6, "transition(.opacity) half way in")
        let fade = try HalfWay.of(.opacity)
        fade.comingIn.expect(0.5, 1, 0, 0, "opacity, coming in")
        fade.goingOut.expect(0.5, 1, 0, 0, "opacity, going out")
        #expect(fade.gone == 0)
        let identity = try HalfWay.of(.identity)
        identity.comingIn.expect(1, 1, 0, 0, "identity, coming in")
        identity.goingOut.expect(1, 1, 0, 0, "identity, going out")
        #expect(identity.gone == 0)
    }

    @Test(".scale grows from nothing about the centre; .scale(scale:anchor:) from the given scale about the anchor")
    func scales() throws {
        let grow = try HalfWay.of(.scale)
        grow.comingIn.expect(1, 0.5, 0, 0, "scale, coming in")
        grow.goingOut.expect(1, 0.5, 0, 0, "scale, going out")
        // From 0.5 about the top-leading corner: 0.75 half way, the centre 25 % of 50 × 25 towards the corner.
        let anchored = try HalfWay.of(.scale(scale: 0.5, anchor: .topLeading))
        anchored.comingIn.expect(1, 0.75, -12.5, -6.25, "scale(scale: 0.5, anchor: .topLeading)")
    }

    @Test(".move(edge:) comes from and goes to the edge by the view's size; .slide comes from the leading edge and goes to the trailing one")
    func moveAndSlide() throws {
        let top = try HalfWay.of(.move(edge: .top))
        top.comingIn.expect(1, 1, 0, -25, "move(edge: .top), coming in")
        top.goingOut.expect(1, 1, 0, -25, "move(edge: .top), going out")
        let trailing = try HalfWay.of(.move(edge: .trailing))
        trailing.comingIn.expect(1, 1, 50, 0, "move(edge: .trailing)")
        let slide = try HalfWay.of(.slide)
        slide.comingIn.expect(1, 1, -50, 0, "slide, coming in")
        slide.goingOut.expect(1, 1, 50, 0, "slide, going out")
    }

    /// A card of two leaves: a 200-wide background and a 40-wide badge on it.
    private struct Card: View {
        @State private var shown = false

        var body: some View {
            ZStack {
                if shown {
                    ZStack {
                        Color.blue.frame(width: 200, height: 100)
                        Color.red.frame(width: 40, height: 40)
                    }
                    .transition(.move(edge: .trailing))
                }
            }
            .frame(width: 400, height: 200)
            .task {
                try? await Task.sleep(for: .seconds(0.5))
                withAnimation(.linear(duration: 1)) { shown = true }
            }
        }
    }

    @Test(".move(edge:) on a view of several leaves moves them together, by the whole view's size (200), as SwiftUI moves the view: the badge stays on its card")
    func moveKeepsAViewTogether() throws {
        let scene = try Scene(named: "card", canvas: CGSize(width: 400, height: 200), fps: 10, duration: 2) { Card() }
        let halfWay = try scene.sample(frame: 10).placements
        let end = try scene.sample(frame: 20).placements
        #expect(abs(halfWay[0].center.x - (end[0].center.x + 100)) < 1e-9, "the card half of its 200 away: \(halfWay[0].center.x)")
        #expect(abs(halfWay[1].center.x - (end[1].center.x + 100)) < 1e-9, "the badge by the card's 200 too, not its own 40: \(halfWay[1].center.x)")
    }

    @Test(".offset(x:y:) and .offset(_:) come from and go to the offset; .push(from:) moves in from the edge and out to the opposite one, fading")
    func offsetsAndPush() throws {
        let xy = try HalfWay.of(.offset(x: 40, y: -20))
        xy.comingIn.expect(1, 1, 20, -10, "offset(x:y:), coming in")
        xy.goingOut.expect(1, 1, 20, -10, "offset(x:y:), going out")
        let size = try HalfWay.of(.offset(CGSize(width: -60, height: 30)))
        size.comingIn.expect(1, 1, -30, 15, "offset(CGSize)")
        let push = try HalfWay.of(.push(from: .bottom))
        push.comingIn.expect(0.5, 1, 0, 25, "push(from: .bottom), coming in")
        push.goingOut.expect(0.5, 1, 0, -25, "push(from: .bottom), going out")
    }

    @Test(".asymmetric(insertion:removal:) uses one transition coming in and another going out; combined(with:) applies both at once")
    func asymmetricAndCombined() throws {
        let asymmetric = try HalfWay.of(.asymmetric(insertion: .scale, removal: .opacity))
        asymmetric.comingIn.expect(1, 0.5, 0, 0, "asymmetric, coming in")
        asymmetric.goingOut.expect(0.5, 1, 0, 0, "asymmetric, going out")
        let combined = try HalfWay.of(AnyTransition.opacity.combined(with: .offset(x: 0, y: 40)))
        combined.comingIn.expect(0.5, 1, 0, 20, "combined, coming in")
        combined.goingOut.expect(0.5, 1, 0, 20, "combined, going out")
    }

    @Test("matchedGeometryEffect(id:in:properties:anchor:isSource:): the view inserted comes from the removed one's frame, half way in position and size half way through")
    func matchedGeometry() throws {
        struct Hero: View {
            @Namespace private var hero
            @State private var big = false
            var body: some View {
                HStack(spacing: 0) {
                    if big {
                        Color.clear.frame(width: 200, height: 100)
                        Circle().matchedGeometryEffect(id: "dot", in: hero, properties: .frame, anchor: .center, isSource: true)
                            .frame(width: 100, height: 100)
                    } else {
                        Circle().matchedGeometryEffect(id: "dot", in: hero).frame(width: 20, height: 20)
                        Color.clear.frame(width: 280, height: 100)
                    }
                }
                Button("Grow") { withAnimation(.linear(duration: 1)) { big.toggle() } }
            }
        }
        let scene = try Scene(named: "hero", canvas: CGSize(width: 400, height: 300), fps: 10, interactions: [.tap("Grow", at: 0)]) { Hero() }
        let (start, half, end) = (try scene.sample(frame: 0), try scene.sample(frame: 5), try scene.sample(frame: 10))
        let circles = half.looks.indices.filter { half.looks[$0].shape == .circle }
        let small = try #require(circles.first { start.placements[$0].opacity > 0.5 })
        let big = try #require(circles.first { end.placements[$0].opacity > 0.5 })
        let midX = (start.placements[small].center.x + end.placements[big].center.x) / 2
        for index in [small, big] {
            #expect(abs(half.placements[index].center.x - midX) < 1e-6, "half way across")
            #expect(abs(half.placements[index].size.width - 60) < 1e-6, "half way from 20 to 100 wide")
        }
        #expect(abs(end.placements[big].size.width - 100) < 1e-6)
    }
}
