import AnimationCore
import Foundation
import LayoutCore
import SceneCore
import Testing
import ViewTree
import ZoetropeTestSupport

/// A card shown after a tap, with a transition, and a button that stays where it is.
private struct Card: View {
    let transition: AnyTransition
    @State private var shown = false

    var body: some View {
        ZStack {
            Color.clear.frame(width: 200, height: 200)
            if shown {
                Rectangle().frame(width: 100, height: 50).transition(transition)
            }
        }
        Button("Toggle") { withAnimation(.linear(duration: 1)) { shown.toggle() } }
    }
}

/// Transitions at two levels: an inner view with its own transition, in a container with another.
private struct Nested: View {
    enum Shape { case containerStays, containerComes }
    let shape: Shape
    @State private var shown = false

    var body: some View {
        ZStack {
            Color.clear.frame(width: 200, height: 200)
            switch shape {
            case .containerStays:
                ZStack {
                    Color.clear.frame(width: 10, height: 10)
                    if shown { inner }
                }
                .transition(.offset(x: 80, y: 0))
            case .containerComes:
                if shown {
                    ZStack { inner }.transition(.offset(x: 80, y: 0))
                }
            }
        }
        Button("Toggle") { withAnimation(.linear(duration: 1)) { shown.toggle() } }
    }

    private var inner: some View {
        Rectangle().frame(width: 100, height: 50).transition(.scale)
    }
}

@Suite("Transitions: how views come in and go")
struct TransitionTests {
    static let canvas = CGSize(width: 300, height: 300)

    /// The card's placement at `time` s of a scene that shows it at 0 s and hides it at 2 s.
    static func card(_ transition: AnyTransition, at frame: Int) throws -> ViewPlacement {
        let scene = try Scene(named: "card", canvas: canvas, fps: 10, interactions: [.tap("Toggle", at: 0), .tap("Toggle", at: 2)]) {
            Card(transition: transition)
        }
        return try scene.sample(frame: frame).placements[1]
    }

    @Test("opacity, the default, fades; scale grows from nothing; move and slide come in from an edge by the view's size; offset; push fades and moves",
          arguments: [
              // (transition, half way in: opacity, scale, x offset, y offset; half way out: the same)
              (TransitionCase.opacity, [0.5, 1, 0, 0], [0.5, 1, 0, 0]),
              (.scale, [1, 0.5, 0, 0], [1, 0.5, 0, 0]),
              (.moveTop, [1, 1, 0, -25], [1, 1, 0, -25]),
              (.slide, [1, 1, -50, 0], [1, 1, 50, 0]),
              (.offset, [1, 1, 10, 20], [1, 1, 10, 20]),
              (.push, [0.5, 1, 50, 0], [0.5, 1, -50, 0]),
              (.asymmetric, [1, 0.5, 0, 0], [0.5, 1, 0, 0]),
              (.combined, [0.5, 0.5, 0, 0], [0.5, 0.5, 0, 0]),
          ])
    fileprivate func transitions(_ kind: TransitionCase, comingIn: [Double], goingOut: [Double]) throws {
        let settled = try Self.card(kind.transition, at: 15)
        for (frame, expected) in [(5, comingIn), (25, goingOut)] {
            let placement = try Self.card(kind.transition, at: frame)
            expectClose(placement.opacity, expected[0], tolerance: 1e-9, "\(kind) opacity at frame \(frame)")
            expectClose(Double(placement.scale), expected[1], tolerance: 1e-9, "\(kind) scale at frame \(frame)")
            expectClose(Double(placement.center.x - settled.center.x), expected[2], tolerance: 1e-9, "\(kind) x at frame \(frame)")
            expectClose(Double(placement.center.y - settled.center.y), expected[3], tolerance: 1e-9, "\(kind) y at frame \(frame)")
        }
        let gone = try Self.card(kind.transition, at: 30)
        #expect(gone.opacity == 0, "\(kind) gone at the end")
    }

    @Test("scale about an anchor keeps that point of the view where it is")
    func scaleAboutAnchor() throws {
        let settled = try Self.card(.opacity, at: 15)
        let half = try Self.card(.scale(scale: 0, anchor: .topLeading), at: 5)
        // Half size, its top-leading corner where the card's is: the centre a quarter of the size up and left.
        expectClose(Double(half.center.x - settled.center.x), -25, tolerance: 1e-9)
        expectClose(Double(half.center.y - settled.center.y), -12.5, tolerance: 1e-9)
    }
}

extension TransitionTests {
    @Test("right to left, leading and trailing are right and left: a slide comes in from the right and leaves to the left",
          arguments: [
              // (transition, x offset half way in, half way out), the card being 100 wide
              (TransitionCase.slide, 50.0, -50.0),
              (.push, -50, 50),
          ])
    fileprivate func rightToLeft(_ kind: TransitionCase, comingIn: Double, goingOut: Double) throws {
        let scene = try Scene(named: "card", canvas: Self.canvas, fps: 10, interactions: [.tap("Toggle", at: 0), .tap("Toggle", at: 2)],
                              layoutDirection: .rightToLeft) {
            Card(transition: kind.transition)
        }
        let settled = try scene.sample(frame: 15).placements[1]
        expectClose(Double(try scene.sample(frame: 5).placements[1].center.x - settled.center.x), comingIn, tolerance: 1e-9)
        expectClose(Double(try scene.sample(frame: 25).placements[1].center.x - settled.center.x), goingOut, tolerance: 1e-9)
    }

    @Test("the transition used is the one on the outermost view that comes or goes: a container's that stays does not reach a view inserted in it; an inserted container's wins over its views' own",
          arguments: [
              // (shape, half way in and out: scale, x offset)
              (Nested.Shape.containerStays, 0.5, 0.0),
              (.containerComes, 1, 40),
          ])
    fileprivate func outermostComingViewsTransition(_ shape: Nested.Shape, scale: Double, x: Double) throws {
        let scene = try Scene(named: "nested", canvas: Self.canvas, fps: 10, interactions: [.tap("Toggle", at: 0), .tap("Toggle", at: 2)]) {
            Nested(shape: shape)
        }
        let rectangle = shape == .containerStays ? 2 : 1
        let settled = try scene.sample(frame: 15).placements[rectangle]
        for frame in [5, 25] {
            let placement = try scene.sample(frame: frame).placements[rectangle]
            expectClose(Double(placement.scale), scale, tolerance: 1e-9, "\(shape) scale at frame \(frame)")
            expectClose(Double(placement.center.x - settled.center.x), x, tolerance: 1e-9, "\(shape) x at frame \(frame)")
            expectClose(placement.opacity, 1, tolerance: 1e-9, "\(shape) opacity at frame \(frame)")
        }
    }
}

/// The transitions the data-driven test tries.
private enum TransitionCase: Hashable {
    case opacity, scale, moveTop, slide, offset, push, asymmetric, combined

    var transition: AnyTransition {
        switch self {
        case .opacity: .opacity
        case .scale: .scale
        case .moveTop: .move(edge: .top)
        case .slide: .slide
        case .offset: .offset(x: 20, y: 40)
        case .push: .push(from: .trailing)
        case .asymmetric: .asymmetric(insertion: .scale, removal: .opacity)
        case .combined: AnyTransition.opacity.combined(with: .scale)
        }
    }
}
