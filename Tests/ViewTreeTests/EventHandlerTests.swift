import AnimationCore
import Foundation
import LayoutCore
import SceneCore
import Testing
import ViewTree
import ZoetropeTestSupport

/// A box moved by a handler of another view: its `onDisappear` when a tap hides it, or its
/// `onChange(of:initial:)` when it appears.
private struct Handlers: View {
    enum Handler: CaseIterable { case onDisappear, onChangeInitial, onChangeNotInitial }
    let handler: Handler
    @State private var shown = true
    @State private var x: CGFloat = 0

    var body: some View {
        ZStack {
            Rectangle().frame(width: 20, height: 20).offset(x: x)
            if shown {
                switch handler {
                case .onDisappear:
                    Color.clear.frame(width: 1, height: 1).onDisappear(perform: move)
                case .onChangeInitial:
                    Color.clear.frame(width: 1, height: 1).onChange(of: shown, initial: true) { move() }
                case .onChangeNotInitial:
                    Color.clear.frame(width: 1, height: 1).onChange(of: shown, initial: false) { move() }
                }
            }
        }
        Button("Hide") { shown = false }
    }

    private func move() {
        withAnimation(.linear(duration: 1)) { x = 100 }
    }
}

/// A box a tap moves with a 1 s animation, under a `.transaction { }` that lengthens it, or not.
private struct Lengthened: View {
    let lengthens: Bool
    @State private var x: CGFloat = 0

    var body: some View {
        Rectangle().frame(width: 20, height: 20).offset(x: x)
            .transaction { transaction in
                if lengthens { transaction.animation = .linear(duration: 2) }
            }
        Button("Move") { withAnimation(.linear(duration: 1)) { x = 100 } }
    }
}

/// A shape behind `AnyView` whose type a tap changes.
private struct Erased: View {
    @State private var round = true

    var body: some View {
        ZStack {
            round ? AnyView(Circle().frame(width: 40, height: 40)) : AnyView(Rectangle().frame(width: 40, height: 40))
        }
        Button("Swap") { withAnimation(.linear(duration: 1)) { round.toggle() } }
    }
}

@Suite("Event handlers: onDisappear, onChange(initial:), .transaction { }, AnyView")
struct EventHandlerTests {
    static let canvas = CGSize(width: 300, height: 200)

    @Test("onDisappear runs when a tap removes the view; onChange(initial: true) runs when the view appears, initial: false does not",
          arguments: [
              // (handler, the box's offset at 0.25 s, 1 s, 2 s)
              (Handlers.Handler.onDisappear, [0.0, 50, 100]),
              (.onChangeInitial, [25, 100, 100]),
              (.onChangeNotInitial, [0, 0, 0]),
          ])
    fileprivate func handlers(_ handler: Handlers.Handler, offsets: [Double]) throws {
        // The tap at 0.5 s hides the view (its onChange never sees a change: the view is gone).
        let scene = try Scene(named: "handlers", canvas: Self.canvas, fps: 20, duration: 2,
                              interactions: [.tap("Hide", at: 0.5)]) { Handlers(handler: handler) }
        let start = try scene.sample(frame: 0).placements[0].center.x
        for (frame, offset) in zip([5, 20, 40], offsets) {
            let x = try scene.sample(frame: frame).placements[0].center.x
            expectClose(Double(x - start), offset, tolerance: 1e-9, "\(handler) at frame \(frame)")
        }
    }

    @Test(".transaction { } changes the animation of the changes under it", arguments: [(true, 50.0), (false, 100.0)])
    func transactionModifier(lengthens: Bool, offsetAfterOneSecond: Double) throws {
        let scene = try Scene(named: "lengthened", canvas: Self.canvas, fps: 10, duration: 3,
                              interactions: [.tap("Move", at: 0)]) { Lengthened(lengthens: lengthens) }
        let start = try scene.sample(frame: 0).placements[0].center.x
        expectClose(Double(try scene.sample(frame: 10).placements[0].center.x - start), offsetAfterOneSecond, tolerance: 1e-9)
        expectClose(Double(try scene.sample(frame: 30).placements[0].center.x - start), 100, tolerance: 1e-9)
    }

    @Test("AnyView of another type is another view: an animated swap cross-fades the two")
    func anyViewTypeChange() throws {
        let scene = try Scene(named: "erased", canvas: Self.canvas, fps: 10, duration: 2,
                              interactions: [.tap("Swap", at: 0.5)]) { Erased() }
        let shapes = scene.views.map(\.shape)
        let circle = try #require(shapes.firstIndex(of: .circle)), square = try #require(shapes.firstIndex(of: .rectangle))
        for (frame, circleOpacity) in [(5, 1.0), (10, 0.5), (15, 0)] {
            let placements = try scene.sample(frame: frame).placements
            expectClose(placements[circle].opacity, circleOpacity, tolerance: 1e-9, "circle at frame \(frame)")
            expectClose(placements[square].opacity, 1 - circleOpacity, tolerance: 1e-9, "square at frame \(frame)")
        }
    }
}
