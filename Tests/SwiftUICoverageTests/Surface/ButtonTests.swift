import CairoRasterizer
import Testing
import Zoetrope

/// A scene of `content` (10 fps, 2 s) in which `name` is tapped at 1 s.
private func tappedScene<Content: View & SendableMetatype>(tapping name: String, fps: Int = 10,
                                                          @ViewBuilder content: @escaping @Sendable () -> Content) throws -> Scene {
    try Scene(named: "button", canvas: CGSize(width: 300, height: 200), fps: fps, duration: 2, interactions: [.tap(name, at: 1)],
              textMeasurer: CairoTextMeasurer(), content: content)
}

/// `Button` and `.buttonStyle`, as apps write them: a tap runs the action, the label is drawn in
/// the accent colour, and a style of one's own sees the label and whether it is pressed.
@Suite("Buttons and button styles")
struct ButtonTests {
    @Test("Button(_:action:) shows its title in the accent colour (#007AFF) and runs its action when tapped")
    func titledButton() throws {
        struct Counter: View {
            @State private var count = 0
            var body: some View {
                VStack {
                    Button("Add") { count += 1 }
                    Rectangle().frame(width: CGFloat(10 + 20 * count), height: 10)
                }
            }
        }
        let scene = try tappedScene(tapping: "Add") { Counter() }
        let before = try scene.sample(frame: 5)
        #expect(before.looks[0].label?.text == "Add")
        #expect(before.looks[0].label?.color == Color.blue.rgba, "the accent colour")
        #expect(before.placements[1].size.width == 10)
        #expect(try scene.sample(frame: 15).placements[1].size.width == 30, "one tap, one run of the action")
    }

    @Test("Button(action:label:) draws any label and runs its action when its text is tapped")
    func labelledButton() throws {
        struct Counter: View {
            @State private var count = 0
            var body: some View {
                VStack {
                    Button(action: { count += 2 }) {
                        HStack { Circle().frame(width: 10, height: 10); Text("Grow") }
                    }
                    Rectangle().frame(width: CGFloat(10 + 20 * count), height: 10)
                }
            }
        }
        let scene = try tappedScene(tapping: "Grow") { Counter() }
        let before = try scene.sample(frame: 5)
        #expect(before.looks[1].label?.text == "Grow")
        #expect(before.looks[1].label?.color == Color.blue.rgba)
        #expect(before.looks[0].fill == Color.blue.rgba, "the circle takes the accent colour too")
        #expect(try scene.sample(frame: 15).placements[2].size.width == 50)
    }

    @Test("buttonStyle(_:) with a ButtonStyle of one's own: makeBody(configuration:) gets the label and isPressed, true while the tap holds it down")
    func customStyle() throws {
        struct Shrink: ButtonStyle {
            func makeBody(configuration: Self.Configuration) -> some View {
                configuration.label
                    .scaleEffect(configuration.isPressed ? 0.5 : 1)
                    .foregroundStyle(.red)
            }
        }
        let scene = try tappedScene(tapping: "Go", fps: 100) {
            Button("Go") {}.buttonStyle(Shrink())
        }
        #expect(try scene.sample(frame: 85).placements[0].scale == 1, "before the press")
        #expect(try scene.sample(frame: 95).placements[0].scale == 0.5, "held down in the 0.1 s before the tap's time")
        #expect(try scene.sample(frame: 110).placements[0].scale == 1, "let go")
        let look = try scene.sample(frame: 50).looks[0]
        #expect(look.label?.text == "Go" && look.label?.color == Color.red.rgba, "the style draws the label in its own colour")
    }

    @Test("built-in styles: automatic and borderless draw the title in the accent colour, plain in the primary colour, bordered over a 15 % accent rounded rectangle, borderedProminent white on the accent",
          arguments: ["automatic", "borderless", "plain", "bordered", "borderedProminent"])
    func builtInStyles(name: String) throws {
        let probe = try ViewProbe(width: 300, height: 200) {
            switch name {
            case "automatic": Button("Go") {}.buttonStyle(.automatic)
            case "borderless": Button("Go") {}.buttonStyle(.borderless)
            case "plain": Button("Go") {}.buttonStyle(.plain)
            case "bordered": Button("Go") {}.buttonStyle(.bordered)
            default: Button("Go") {}.buttonStyle(.borderedProminent)
            }
        }
        let label = try #require(probe.looks.compactMap(\.label).first)
        let backgrounds = probe.looks.filter { $0.label == nil }.map(\.fill)
        switch name {
        case "plain":
            #expect(label.color == Color.black.rgba && backgrounds.isEmpty)
        case "bordered":
            #expect(label.color == Color.blue.rgba && backgrounds == [Color.blue.opacity(0.15).rgba])
        case "borderedProminent":
            #expect(label.color == Color.white.rgba && backgrounds == [Color.blue.rgba])
        default:
            #expect(label.color == Color.blue.rgba && backgrounds.isEmpty)
        }
    }
}
