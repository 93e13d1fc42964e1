import Foundation
import FrameRendering
import SceneCore
import Testing
import ViewTree
import ZoetropeTestSupport

/// `ViewModifier` and `.modifier(_:)`: a modifier's body placed around its content, its `@State`
/// kept per place it is applied, its animations run as a view's do.
@Suite("ViewModifier")
struct ViewModifierTests {
    static let canvas = CGSize(width: 200, height: 200)

    /// Pads its content by 10 and puts a grey rectangle behind it.
    struct Card: ViewModifier {
        func body(content: Content) -> some View {
            content.padding(10).background(Rectangle().fill(Color.gray))
        }
    }

    /// Slides its content from x −50 to +50 and back, for ever, from when it appears.
    struct Sweep: ViewModifier {
        @State private var phase: CGFloat = -1
        func body(content: Content) -> some View {
            content
                .offset(x: phase * 50)
                .onAppear { withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { phase = 1 } }
        }
    }

    @Test("a modifier's body is placed around its content: the background is the content's frame padded by 10")
    func placesBody() throws {
        let scene = try Scene(named: "card", canvas: Self.canvas) {
            Rectangle().fill(Color.red).frame(width: 40, height: 20).modifier(Card())
        }
        let sample = try scene.sample(frame: 0)
        try #require(sample.placements.count == 2)
        let red = try #require(sample.looks.firstIndex { $0.fill == Color.red.rgba })
        let grey = try #require(sample.looks.firstIndex { $0.fill == Color.gray.rgba })
        expectClose(sample.placements[grey].size, CGSize(width: 60, height: 40))
        expectClose(sample.placements[grey].center, sample.placements[red].center)
        expectClose(sample.placements[red].center, CGPoint(x: 100, y: 100))
    }

    @Test("a modifier's @State is its own at each place it is applied, and what it animates plays frame by frame", arguments: [10, 30])
    func stateAndAnimation(fps: Int) throws {
        let scene = try Scene(named: "sweep", canvas: Self.canvas, fps: fps, duration: 2) {
            VStack(spacing: 0) {
                Rectangle().frame(width: 10, height: 10).modifier(Sweep())
                Rectangle().frame(width: 10, height: 10)
                Rectangle().frame(width: 10, height: 10).modifier(Sweep())
            }
        }
        try expectEveryClose("the swept views' x, and the still one's") { check in
            for frame in scene.clock.frames {
                let time = Double(frame) / Double(fps)
                let progress = time - time.rounded(.down)
                let placements = try scene.sample(frame: frame).placements
                check(placements[0].center.x, 100 - 50 + 100 * progress, "frame \(frame), first")
                check(placements[1].center.x, 100, "frame \(frame), still")
                check(placements[2].center.x, 100 - 50 + 100 * progress, "frame \(frame), third")
            }
        }
    }

    @Test("content placed twice in the body is two views, each where the body puts it")
    func contentTwice() throws {
        struct Twice: ViewModifier {
            func body(content: Content) -> some View {
                HStack(spacing: 0) { content; content }
            }
        }
        let scene = try Scene(named: "twice", canvas: Self.canvas) {
            Rectangle().frame(width: 30, height: 10).modifier(Twice())
        }
        let placements = try scene.sample(frame: 0).placements
        try #require(placements.count == 2)
        expectClose(placements[0].center, CGPoint(x: 85, y: 100))
        expectClose(placements[1].center, CGPoint(x: 115, y: 100))
    }
}
