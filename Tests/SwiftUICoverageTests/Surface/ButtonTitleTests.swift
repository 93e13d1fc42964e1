import CairoRasterizer
import Testing
import Zoetrope

/// How a `Label` inside a button shows: the styles a test asks for.
enum ShownLabel: CaseIterable, Sendable {
    case iconOnly, titleOnly, titleAndIcon, automatic
}

/// A button labelled "Graph" with an SF Symbol, drawn in `shown`'s style, that widens a bar
/// by 20 points each time it runs.
private struct GraphButton: View {
    let shown: ShownLabel
    @State private var count = 0

    var body: some View {
        VStack {
            Button {
                count += 1
            } label: {
                switch shown {
                case .iconOnly: Label("Graph", systemImage: "chart.line.uptrend.xyaxis").labelStyle(.iconOnly)
                case .titleOnly: Label("Graph", systemImage: "chart.line.uptrend.xyaxis").labelStyle(.titleOnly)
                case .titleAndIcon: Label("Graph", systemImage: "chart.line.uptrend.xyaxis").labelStyle(.titleAndIcon)
                case .automatic: Label("Graph", systemImage: "chart.line.uptrend.xyaxis")
                }
            }
            Rectangle().frame(width: CGFloat(10 + 20 * count), height: 10)
        }
    }
}

/// A scene of `content` (10 fps, 2 s) in which `name` is tapped at 1 s.
private func tappedScene<Content: View & SendableMetatype>(tapping name: String,
                                                          @ViewBuilder content: @escaping @Sendable () -> Content) throws -> Scene {
    try Scene(named: "button-title", canvas: CGSize(width: 300, height: 200), fps: 10, duration: 2,
              interactions: [.tap(name, at: 1)], textMeasurer: CairoTextMeasurer(), content: content)
}

/// A button's title, as a scripted tap finds it, is the title of the `Label` it shows, whether
/// the label's style shows the title or only the icon, as in SwiftUI (its accessibility label,
/// what XCUITest finds the button by).
@Suite("Button titles from labels")
struct ButtonTitleTests {
    @Test("Button(action:label:) with a Label in any style is titled by the Label's title: a tap on \"Graph\" runs it",
          arguments: ShownLabel.allCases)
    func labelTitle(shown: ShownLabel) throws {
        let scene = try tappedScene(tapping: "Graph") { GraphButton(shown: shown) }
        let before = try scene.sample(frame: 5)
        #expect(before.placements.last?.size.width == 10)
        let shownTexts = before.looks.compactMap { $0.label?.text }
        #expect(shownTexts == (shown == .iconOnly ? [] : ["Graph"]), "the style decides what shows, not the title")
        #expect(try scene.sample(frame: 15).placements.last?.size.width == 30, "one tap, one run of the action")
    }

    @Test("Button(_:systemImage:action:) under .labelStyle(.iconOnly), as toolbars show it, is still titled by its title")
    func systemImageIconOnly() throws {
        struct Counter: View {
            @State private var count = 0
            var body: some View {
                VStack {
                    Button("Graph", systemImage: "chart.line.uptrend.xyaxis") { count += 1 }
                        .labelStyle(.iconOnly)
                    Rectangle().frame(width: CGFloat(10 + 20 * count), height: 10)
                }
            }
        }
        let scene = try tappedScene(tapping: "Graph") { Counter() }
        #expect(try scene.sample(frame: 5).placements.last?.size.width == 10)
        #expect(try scene.sample(frame: 15).placements.last?.size.width == 30)
    }

    @Test("An icon-only Label's title beside a Text in one button comes before the text in its title")
    func titleWithText() throws {
        struct Counter: View {
            @State private var count = 0
            var body: some View {
                VStack {
                    Button {
                        count += 1
                    } label: {
                        HStack {
                            Label("Graph", systemImage: "chart.line.uptrend.xyaxis").labelStyle(.iconOnly)
                            Text("3")
                        }
                    }
                    Rectangle().frame(width: CGFloat(10 + 20 * count), height: 10)
                }
            }
        }
        let scene = try tappedScene(tapping: "Graph 3") { Counter() }
        #expect(try scene.sample(frame: 15).placements.last?.size.width == 30)
    }

    @Test("Two icon-only buttons are told apart by their labels' titles: a tap on one runs only its action")
    func twoIconOnlyButtons() throws {
        struct Pair: View {
            @State private var left = 0
            @State private var right = 0
            var body: some View {
                VStack {
                    HStack {
                        Button { left += 1 } label: { Label("Back", systemImage: "chevron.left") }
                        Button { right += 1 } label: { Label("Forward", systemImage: "chevron.right") }
                    }
                    .labelStyle(.iconOnly)
                    Rectangle().frame(width: CGFloat(10 + 20 * left), height: 10)
                    Rectangle().frame(width: CGFloat(10 + 20 * right), height: 10)
                }
            }
        }
        let scene = try tappedScene(tapping: "Forward") { Pair() }
        let after = try scene.sample(frame: 15).placements
        #expect(after[after.count - 2].size.width == 10, "Back did not run")
        #expect(after[after.count - 1].size.width == 30, "Forward ran once")
    }
}
