import CairoRasterizer
import Testing
import Zoetrope

/// A scene of `content` on a 390 × 400 canvas (10 fps, 3 s) with `name` tapped at 1 s.
private func linkScene<Content: View & SendableMetatype>(tapping name: String,
                                                        @ViewBuilder content: @escaping @Sendable () -> Content) throws -> Scene {
    try Scene(named: "links", canvas: CGSize(width: 390, height: 400), fps: 10, duration: 3,
              interactions: [.tap(name, at: 1)], textMeasurer: CairoTextMeasurer(), content: content)
}

/// `NavigationLink`, as apps write it: a row with its label and a disclosure chevron; a tap pushes
/// the destination on the stack, which then shows the destination's title and a back button.
@Suite("Navigation links")
struct NavigationLinkTests {
    @Test("NavigationLink(_:destination:) in a List draws its title leading and a grey chevron trailing; a tap pushes the destination with its title and a back button")
    func titledLink() throws {
        let scene = try linkScene(tapping: "Details") {
            NavigationStack {
                List {
                    NavigationLink("Details") { Text("Deep").navigationTitle("Inside") }
                }
                .navigationTitle("Home")
            }
        }
        let before = try scene.sample(frame: 5)
        let row = zip(before.looks, before.placements).filter { $0.1.opacity > 0 }
        let title = try #require(row.first { $0.0.label?.text == "Details" })
        #expect(title.0.label?.color == Color.black.rgba, "the label in the primary colour")
        let chevron = try #require(row.first { abs($0.1.frame.width - 7) < 0.5 && abs($0.1.frame.height - 12) < 0.5 }, "the 7 × 12 chevron")
        #expect(chevron.1.frame.minX > title.1.frame.maxX && chevron.1.frame.maxX > 340, "the chevron at the row's trailing edge")
        #expect(!visibleTexts(before).contains("Deep"))
        let after = visibleTexts(try scene.sample(frame: 15))
        #expect(after.contains("Deep") && after.contains("Inside"), "the destination with its title: \(after)")
        #expect(after.filter { $0 == "Home" }.count == 2, "the root's title, and the back button's")
    }

    @Test("NavigationLink(_:destination:) outside a list is a button: its title in the tint, no chevron")
    func linkOutsideList() throws {
        let probe = try ViewProbe(width: 390, height: 300) {
            NavigationStack {
                NavigationLink("Details") { Text("Deep") }
            }
        }
        let visible = zip(probe.looks, probe.sampled.placements).filter { $0.1.opacity > 0 }
        #expect(visible.first { $0.0.label?.text == "Details" }?.0.label?.color == Color.blue.rgba)
        #expect(!visible.contains { abs($0.1.frame.width - 7) < 0.5 && abs($0.1.frame.height - 12) < 0.5 }, "no chevron")
    }

    @Test("every form of NavigationLink pushes its destination when tapped",
          arguments: ["destination closure", "destination value", "key closure", "string closure", "key value", "string value",
                      "isActive label", "key isActive", "string isActive", "isActive closure", "key isActive closure",
                      "string isActive closure", "tag label", "key tag", "string tag", "tag closure", "key tag closure",
                      "string tag closure", "detail link"])
    func forms(form: String) throws {
        struct Screen: View {
            let form: String
            @State private var active = false
            @State private var selection: Int?
            var body: some View {
                let title = String("Open")
                NavigationStack {
                    Group {
                        switch form {
                        case "destination closure": NavigationLink(destination: { Text("Shown") }, label: { Text("Open") })
                        case "destination value": NavigationLink(destination: Text("Shown")) { Text("Open") }
                        case "key closure": NavigationLink(LocalizedStringKey("Open")) { Text("Shown") }
                        case "string closure": NavigationLink(title) { Text("Shown") }
                        case "key value": NavigationLink(LocalizedStringKey("Open"), destination: Text("Shown"))
                        case "string value": NavigationLink(title, destination: Text("Shown"))
                        case "isActive label": NavigationLink(destination: Text("Shown"), isActive: $active) { Text("Open") }
                        case "key isActive": NavigationLink(LocalizedStringKey("Open"), destination: Text("Shown"), isActive: $active)
                        case "string isActive": NavigationLink(title, destination: Text("Shown"), isActive: $active)
                        case "isActive closure": NavigationLink(isActive: $active, destination: { Text("Shown") }, label: { Text("Open") })
                        case "key isActive closure": NavigationLink(LocalizedStringKey("Open"), isActive: $active) { Text("Shown") }
                        case "string isActive closure": NavigationLink(title, isActive: $active) { Text("Shown") }
                        case "tag label": NavigationLink(destination: Text("Shown"), tag: 1, selection: $selection) { Text("Open") }
                        case "key tag": NavigationLink(LocalizedStringKey("Open"), destination: Text("Shown"), tag: 1, selection: $selection)
                        case "string tag": NavigationLink(title, destination: Text("Shown"), tag: 1, selection: $selection)
                        case "tag closure": NavigationLink(tag: 1, selection: $selection, destination: { Text("Shown") }, label: { Text("Open") })
                        case "key tag closure": NavigationLink(LocalizedStringKey("Open"), tag: 1, selection: $selection) { Text("Shown") }
                        case "string tag closure": NavigationLink(title, tag: 1, selection: $selection) { Text("Shown") }
                        default: NavigationLink("Open") { Text("Shown") }.isDetailLink(false)
                        }
                    }
                    .navigationTitle("Root")
                }
            }
        }
        let scene = try linkScene(tapping: "Open") { Screen(form: form) }
        #expect(!visibleTexts(try scene.sample(frame: 5)).contains("Shown"))
        #expect(visibleTexts(try scene.sample(frame: 15)).contains("Shown"), "pushed by the tap")
    }

    @Test("NavigationLink(isActive:) follows its binding both ways: the back button sets it to false and pops the destination")
    func isActiveBack() throws {
        struct Screen: View {
            @State private var active = true
            var body: some View {
                NavigationStack {
                    VStack {
                        NavigationLink("Open", destination: Text("Shown"), isActive: $active)
                        Text(active ? "active" : "inactive")
                    }
                    .navigationTitle("Root")
                }
            }
        }
        let scene = try linkScene(tapping: "Root") { Screen() }
        let before = visibleTexts(try scene.sample(frame: 5))
        #expect(before.contains("Shown") && before.contains("active"))
        let after = visibleTexts(try scene.sample(frame: 15))
        #expect(!after.contains("Shown") && after.contains("inactive"))
    }

    @Test("NavigationLink(value:label:) and NavigationLink(_:value:) push the value's navigationDestination; a nil value pushes nothing",
          arguments: ["value label", "codable value label", "key value", "string value", "nil"])
    func valueForms(form: String) throws {
        struct Place: Codable, Hashable { var name: String }
        let scene = try linkScene(tapping: "Go") {
            NavigationStack {
                Group {
                    switch form {
                    case "value label": NavigationLink(value: 5) { Text("Go") }
                    case "codable value label": NavigationLink(value: Place(name: "5")) { Text("Go") }
                    case "key value": NavigationLink(LocalizedStringKey("Go"), value: 5)
                    case "string value": NavigationLink(String("Go"), value: 5)
                    default: NavigationLink("Go", value: Int?.none)
                    }
                }
                .navigationDestination(for: Int.self) { Text("Value \($0)") }
                .navigationDestination(for: Place.self) { Text("Value \($0.name)") }
            }
        }
        let after = visibleTexts(try scene.sample(frame: 15))
        #expect(after.contains("Value 5") == (form != "nil"), "\(after)")
    }
}
