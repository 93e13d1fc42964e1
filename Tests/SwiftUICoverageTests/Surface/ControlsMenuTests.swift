import CairoRasterizer
import Testing
import Zoetrope

/// `Menu`, `.menuStyle` and `LabeledContent`, as apps write them.
@Suite("Controls: Menu and LabeledContent")
struct ControlsMenuTests {
    @Test("Menu(_:content:) draws its title in the tint and not its content; Menu(_:content:primaryAction:) runs the action when tapped")
    func menus() throws {
        struct Actions: View {
            @State private var ran = 0
            var body: some View {
                let title = "More"
                VStack {
                    Menu("Actions") { Button("Hidden") {} }
                    Menu(title) { Button("Hidden") {} }
                    Menu("Share", content: { Button("Hidden") {} }, primaryAction: { ran += 1 })
                    Menu(title + "!", content: { Button("Hidden") {} }, primaryAction: {})
                    Menu("Add", systemImage: "plus") { Button("Hidden") {} }
                    Menu(title + "?", systemImage: "plus") { Button("Hidden") {} }
                    Menu("Sort", systemImage: "arrow.up.arrow.down", content: { Button("Hidden") {} }, primaryAction: {})
                    Menu(title + ".", systemImage: "plus", content: { Button("Hidden") {} }, primaryAction: {})
                    Menu { Button("Hidden") {} } label: { Text("Own") }
                    Menu { Button("Hidden") {} } label: { Text("Own2") } primaryAction: {}
                    Rectangle().frame(width: CGFloat(10 + 50 * ran), height: 5)
                }
            }
        }
        let scene = try controlsScene(tapping: "Share", at: [1]) { Actions() }
        let before = try scene.sample(frame: 5)
        let texts = before.looks.compactMap(\.label?.text)
        #expect(texts == ["Actions", "More", "Share", "More!", "Add", "More?", "Sort", "More.", "Own", "Own2"])
        #expect(before.looks.compactMap(\.label).allSatisfy { $0.color == Color.blue.rgba }, "in the tint")
        #expect(try scene.sample(frame: 15).placements.last?.size.width == 60, "the primary action ran")
    }

    @Test("menuStyle(_:) with a MenuStyle of one's own draws the menu by makeBody(configuration:); Menu(_:) inside draws the standard look; .button and .automatic draw the label as a button")
    func menuStyles() throws {
        struct Boxed: MenuStyle {
            func makeBody(configuration: Configuration) -> some View {
                Menu(configuration).padding(10).background(Color.red)
            }
        }
        let probe = try ViewProbe(width: 300, height: 200) {
            VStack {
                AnyView(Menu("Styled") { Button("x") {} }.menuStyle(Boxed()))
                AnyView(Menu("Button") { Button("x") {} }.menuStyle(.button))
                AnyView(Menu("Auto") { Button("x") {} }.menuStyle(.automatic))
            }
        }
        let red = try #require(controlsFrames(filledWith: .red, in: probe.sampled).first)
        let styled = try #require(controlsFrame(of: "Styled", in: probe.sampled))
        #expect(abs(red.width - styled.width - 20) < 0.01, "the style's padding and background around the label")
        #expect(controlsLook(of: "Styled", in: probe.sampled)?.label?.color == Color.blue.rgba)
        #expect(controlsLook(of: "Button", in: probe.sampled)?.label?.color == Color.blue.rgba)
    }

    @Test("LabeledContent draws its label leading and its value trailing in the secondary colour, across the width")
    func labeledContent() throws {
        let probe = try ViewProbe(width: 300, height: 300) {
            let title = "Build"
            VStack {
                LabeledContent("Version", value: "1.0")
                LabeledContent(title, value: "42")
                LabeledContent("Size") { Text("3 MB") }
                LabeledContent(title + "s") { Text("7") }
                LabeledContent { Text("own") } label: { Text("Label") }
                LabeledContent("Price", value: 2.5, format: .number)
                LabeledContent(title + "!", value: 9, format: .number)
            }
        }
        #expect(probe.looks.compactMap(\.label?.text) == ["Version", "1.0", "Build", "42", "Size", "3 MB", "Builds", "7", "Label", "own",
                                                           "Price", "2.5", "Build!", "9"])
        let version = try #require(controlsFrame(of: "Version", in: probe.sampled))
        let value = try #require(controlsFrame(of: "1.0", in: probe.sampled))
        #expect(version.minX < 1 && value.maxX > 299)
        #expect(controlsLook(of: "1.0", in: probe.sampled)?.label?.color == Color(uiColor: .secondaryLabel).rgba)
        #expect(controlsLook(of: "Version", in: probe.sampled)?.label?.color == Color.black.rgba)
    }
}
