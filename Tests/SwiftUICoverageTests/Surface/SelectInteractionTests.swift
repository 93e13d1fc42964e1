import CairoRasterizer
import Foundation
import Testing
import Zoetrope

/// A preferences panel as apps write one: a menu picker of enum cases, a segmented picker of
/// `Label`s found by its identifier, and a bar whose width follows the speed, animated.
private struct Preferences: View {
    enum Theme: String, CaseIterable, Identifiable {
        case light = "Light", dark = "Dark", system = "System"
        var id: Self { self }
    }

    @State private var theme = Theme.system
    @State private var speed = 1

    var body: some View {
        VStack(spacing: 16) {
            Picker("Appearance", selection: $theme) {
                ForEach(Theme.allCases) { theme in
                    Text(theme.rawValue).tag(theme)
                }
            }
            Picker("Speed", selection: $speed) {
                Label("Slow", systemImage: "tortoise").tag(0)
                Label("Normal", systemImage: "figure.walk").tag(1)
                Label("Fast", systemImage: "hare").tag(2)
            }
            .pickerStyle(.segmented)
            .accessibilityIdentifier("speed")
            Rectangle()
                .frame(width: CGFloat(40 + 60 * speed), height: 10)
                .accessibilityIdentifier("bar")
                .animation(.linear(duration: 1), value: speed)
            Text("theme: \(theme.rawValue)")
        }
        .padding()
    }
}


/// `Interaction.select(_:in:at:)`: choosing an option of a picker, found by its label (shown or
/// not) or an accessibility identifier, by the text the option shows, in any style.
@Suite("Interaction.select: scripted choices in pickers")
struct SelectInteractionTests {
    private func scene(_ interactions: [Interaction]) throws -> Scene {
        try Scene(named: "preferences", canvas: CGSize(width: 360, height: 300), fps: 10, duration: 3, interactions: interactions,
                  textMeasurer: CairoTextMeasurer()) { Preferences() }
    }

    @Test("select(\"Dark\", in: \"Appearance\", at: 0.5): a menu picker, whose label and other options are not shown, shows Dark from 0.5 s and its binding is Dark")
    func selectsInAMenu() throws {
        let scene = try scene([.select("Dark", in: "Appearance", at: 0.5)])
        let before = shownTexts(try scene.sample(frame: 4)), after = shownTexts(try scene.sample(frame: 5))
        #expect(before.contains("System") && before.contains("theme: System") && !before.contains("Dark"), "\(before)")
        #expect(after.contains("Dark") && after.contains("theme: Dark") && !after.contains("System"), "\(after)")
    }

    @Test("select(\"Fast\", in: \"speed\", at: 1): a segmented picker of Labels found by its identifier; the bar's width animates from 100 to 160 over the .animation(_:value:)'s second")
    func selectsInSegmentsAndAnimates() throws {
        let scene = try scene([.select("Fast", in: "speed", at: 1)])
        // The bar: the one view 10 points high.
        let width = { (frame: Int) in try scene.sample(frame: frame).placements.first { $0.size.height == 10 }.map { Double($0.size.width) } }
        let (start, middle, end) = (try width(10), try width(15), try width(20))
        #expect(start == 100)
        #expect(abs((middle ?? 0) - 130) < 1e-6, "half-way at 1.5 s: \(String(describing: middle))")
        #expect(end == 160)
    }

    @Test("Choosing the option already selected changes nothing; a later choice in the same picker wins")
    func choicesInOrder() throws {
        let scene = try scene([.select("System", in: "Appearance", at: 0.5), .select("Light", in: "Appearance", at: 1),
                               .select("Dark", in: "Appearance", at: 2)])
        #expect(shownTexts(try scene.sample(frame: 7)).contains("theme: System"))
        #expect(shownTexts(try scene.sample(frame: 15)).contains("theme: Light"))
        #expect(shownTexts(try scene.sample(frame: 25)).contains("theme: Dark"))
    }

    @Test("A picker nothing names, an option it does not have, a name that is not a picker: errors naming the interaction and listing what there is", arguments: [
        (Interaction.select("Dark", in: "Theme", at: 0.5),
         "select \"Dark\" in \"Theme\" at 0.5 s: no picker labelled \"Theme\" or with .accessibilityIdentifier(\"Theme\") (pickers: \"Appearance\", \"Speed\")"),
        (Interaction.select("Sepia", in: "Appearance", at: 0.5),
         "select \"Sepia\" in \"Appearance\" at 0.5 s: the picker has no option showing \"Sepia\" (its options: \"Light\", \"Dark\", \"System\")"),
        (Interaction.select("Fast", in: "bar", at: 0.5), "no picker labelled \"bar\""),
        (Interaction.select("Dark", in: "Appearance", at: 4), "is after the scene's end at 3.0 s"),
    ])
    func refusals(interaction: Interaction, message: String) throws {
        let error = #expect(throws: SceneError.self) { _ = try scene([interaction]) }
        #expect(error?.path == "interactions[0]")
        #expect(error?.message.contains(message) ?? false, "\(String(describing: error?.message))")
    }

    @Test("Two pickers with the same label: an error asking for an identifier")
    func ambiguous() throws {
        struct Twins: View {
            @State private var first = 0
            @State private var second = 0
            var body: some View {
                VStack {
                    Picker("Size", selection: $first) { Text("S").tag(0); Text("L").tag(1) }
                    Picker("Size", selection: $second) { Text("S").tag(0); Text("L").tag(1) }
                }
            }
        }
        let error = #expect(throws: SceneError.self) {
            _ = try Scene(named: "twins", canvas: CGSize(width: 200, height: 200), duration: 1,
                          interactions: [.select("L", in: "Size", at: 0.5)]) { Twins() }
        }
        #expect(error?.message.contains("select \"L\" in \"Size\" at 0.5 s: 2 pickers answer; give one a distinct .accessibilityIdentifier") ?? false,
                "\(String(describing: error?.message))")
    }
}
