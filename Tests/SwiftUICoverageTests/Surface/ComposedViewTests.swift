import CairoRasterizer
import Foundation
import Testing
import Zoetrope

/// Views composed as apps compose them: primitive button styles that decide when the action
/// runs, content shapes, modifiers joined or animated, and groups.
@Suite("Composed views")
struct ComposedViewTests {
    /// A scene of `content` (10 fps, 2 s) with `name` tapped at each of `times`.
    static func scene<Content: View & SendableMetatype>(tapping name: String, at times: [TimeInterval],
                                                        @ViewBuilder content: @escaping @Sendable () -> Content) throws -> Scene {
        try Scene(named: "composed", canvas: CGSize(width: 300, height: 200), fps: 10, duration: 2,
                  interactions: times.map { .tap(name, at: $0) }, textMeasurer: CairoTextMeasurer(), content: content)
    }

    @Test("buttonStyle(_:) with a PrimitiveButtonStyle: makeBody(configuration:) draws the button, and trigger() runs its action")
    func primitiveStyle() throws {
        // A primitive style that runs the action when the label is tapped, drawn on a yellow card.
        struct CardTapStyle: PrimitiveButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label
                    .padding(10)
                    .background(Color.yellow)
                    .onTapGesture { configuration.trigger() }
                    .accessibilityIdentifier("card")
            }
        }
        struct Counter: View {
            @State private var count = 0
            var body: some View {
                VStack(spacing: 0) {
                    Rectangle().frame(width: CGFloat(10 + 20 * count), height: 10)
                    Button("Add") { count += 1 }.buttonStyle(CardTapStyle())
                }
            }
        }
        let scene = try Self.scene(tapping: "card", at: [0.5, 1]) { Counter() }
        let widths = { (frame: Int) in try scene.sample(frame: frame).placements.map(\.size.width) }
        #expect(try widths(2)[0] == 10)
        #expect(try widths(8)[0] == 30, "the style's tap gesture triggered the action once")
        #expect(try widths(15)[0] == 50, "and again")
        let image = try ViewProbe(width: 300, height: 200) { Counter() }.image()
        let frames = try ViewProbe(width: 300, height: 200) { Counter() }.frames
        let card = try #require(frames.last)
        expectPixel(image, x: Int(card.minX) - 5, y: Int(card.midY), Pixel.yellow, "the style's card in the padding around the label")
        let byTitle = try Self.scene(tapping: "Add", at: [0.5]) { Counter() }
        #expect(try byTitle.sample(frame: 8).placements[0].size.width == 30, "a tap naming the button's title runs its action")
    }

    @Test("Button(_:) with a PrimitiveButtonStyleConfiguration is the standard button inside a style: its tap runs the action")
    func buttonFromConfiguration() throws {
        // A primitive style that wraps the standard button, made wider.
        struct WideStyle: PrimitiveButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                Button(configuration).frame(width: 200).background(Color.green)
            }
        }
        struct Counter: View {
            @State private var count = 0
            var body: some View {
                VStack(spacing: 0) {
                    Rectangle().frame(width: CGFloat(10 + 20 * count), height: 10)
                    Button("Add") { count += 1 }.buttonStyle(WideStyle())
                }
            }
        }
        let scene = try Self.scene(tapping: "Add", at: [0.5]) { Counter() }
        let placements = try scene.sample(frame: 8).placements
        #expect(placements[0].size.width == 30)
        #expect(placements.contains { abs($0.size.width - 200) < 0.01 }, "the style's wide background: \(placements.map(\.size))")
    }

    @Test("contentShape(_:eoFill:) and contentShape(_:_:eoFill:) change nothing drawn; a tap still reaches the view")
    func contentShapes() throws {
        struct Tappable: View {
            @State private var taps = 0
            var body: some View {
                VStack {
                    Rectangle().frame(width: CGFloat(10 + 10 * taps), height: 10)
                    HStack { Text("Row"); Spacer() }
                        .contentShape(Rectangle())
                        .contentShape(.interaction, Circle(), eoFill: true)
                        .onTapGesture { taps += 1 }
                        .accessibilityIdentifier("row")
                }
            }
        }
        let scene = try Self.scene(tapping: "row", at: [0.5]) { Tappable() }
        #expect(try scene.sample(frame: 8).placements[0].size.width == 20)
        let plain = try ViewProbe(width: 200, height: 100) { HStack { Text("Row"); Spacer() } }
        let shaped = try ViewProbe(width: 200, height: 100) { HStack { Text("Row"); Spacer() }.contentShape(Rectangle(), eoFill: false) }
        #expect(plain.frames == shaped.frames)
        #expect(ContentShapeKinds.interaction.union(.dragPreview).contains(.dragPreview))
    }

    struct Padded: ViewModifier {
        func body(content: Content) -> some View { content.padding(10) }
    }

    struct Backed: ViewModifier {
        func body(content: Content) -> some View { content.background(Color.blue) }
    }

    struct Offset: ViewModifier {
        let x: CGFloat
        func body(content: Content) -> some View { content.offset(x: x) }
    }

    @Test("ViewModifier.concat(_:) applies one modifier then the other; ViewModifier.animation(_:) animates the modifier's changes")
    func modifierCombinations() throws {
        let probe = try ViewProbe(width: 200, height: 100) {
            Color.red.frame(width: 20, height: 20).modifier(Padded().concat(Backed()))
        }
        #expect(probe.frames[0].size == CGSize(width: 40, height: 40), "the blue background is around the padding")
        struct Mover: View {
            @State private var moved = false
            var body: some View {
                Rectangle().frame(width: 10, height: 10)
                    .modifier(Offset(x: moved ? 100 : 0).animation(.linear(duration: 1)))
                    .onAppear { moved = true }
            }
        }
        let start = try ViewProbe(width: 300, height: 100, frame: 0, duration: 1) { Mover() }.frames[0].minX
        let halfway = try ViewProbe(width: 300, height: 100, frame: 15, duration: 1) { Mover() }.frames[0].minX
        let end = try ViewProbe(width: 300, height: 100, frame: 30, duration: 1) { Mover() }.frames[0].minX
        #expect(abs(halfway - start - 50) < 1, "halfway at 0.5 s: \(start) → \(halfway)")
        #expect(abs(end - start - 100) < 0.01)
    }

    @Test("Group(content:) puts its views where the group is, each changed by the modifiers on it")
    func group() throws {
        let probe = try ViewProbe(width: 200, height: 100) {
            HStack(spacing: 0) {
                Group {
                    Color.red
                    Color.blue
                }
                .frame(width: 30, height: 20)
                Color.green.frame(width: 10, height: 20)
            }
        }
        #expect(probe.frames.map(\.width) == [30, 30, 10], "the group's two views each get the frame, side by side in the stack")
    }
}
