import CairoRasterizer
import Foundation
import Testing
import Zoetrope

/// The visible leaf labelled `text` in `frame`.
private func catalogShown(_ text: String, in frame: SampledFrame) -> CGRect? {
    zip(frame.looks, frame.placements).first { $0.0.label?.text == text && $0.1.opacity > 0 }?.1.frame
}

/// Tab views of `Tab`s, and the resource, selection and accepted-only forms of controls, lists
/// and toolbars.
@Suite("Catalog controls")
struct CatalogControlsTests {
    @Test("TabView(content:) with Tab(_:systemImage:content:) shows the first tab over the tab bar of the tabs' titles, the selected one in the tint; a tap switches")
    func tabBuilder() throws {
        let scene = try Scene(named: "tabs", canvas: CGSize(width: 390, height: 400), fps: 10, duration: 2,
                              interactions: [.tap("Settings", at: 1)], textMeasurer: CairoTextMeasurer()) {
            TabView {
                Tab("Home", systemImage: "house") { Text("Home screen") }
                Tab("Settings", systemImage: "gear") { Text("Settings screen") }
            }
        }
        let before = try scene.sample(frame: 5)
        let home = try #require(catalogShown("Home", in: before)), settings = try #require(catalogShown("Settings", in: before))
        #expect(home.minY > 351 && home.maxY <= 400, "in the 49 pt bar at the bottom: \(home)")
        #expect(abs(home.midX - 97.5) < 1 && abs(settings.midX - 292.5) < 1, "two equal tabs")
        #expect(catalogShown("Home screen", in: before) != nil && catalogShown("Settings screen", in: before) == nil)
        #expect(zip(before.looks, before.placements).first { $0.0.label?.text == "Home" }?.0.label?.color == Color.blue.rgba, "selected in the tint")
        let after = try scene.sample(frame: 15)
        #expect(catalogShown("Settings screen", in: after) != nil && catalogShown("Home screen", in: after) == nil)
        let probe = try ViewProbe(width: 390, height: 400) {
            TabView {
                Tab("Home", systemImage: "house") { Color.red }
                Tab("Settings", systemImage: "gear") { Color.green }
            }
        }
        try probe.writePictureForReview(named: "catalog-tabs")
        let image = try probe.image()
        expectPixel(image, x: 10, y: 390, RGBA8(red: 249, green: 249, blue: 249), "the bar's background")
        expectPixel(image, x: 10, y: 340, Pixel.red, "the first tab above the bar")
    }

    @Test("TabView(selection:content:) with Tab(_:systemImage:value:content:) shows the tab whose value is the selection; a tap writes the tab's value",
          arguments: [0, 1])
    func tabBuilderSelection(start: Int) throws {
        enum Screen: Hashable { case inbox, sent }
        struct Root: View {
            @State var selection: Screen
            var body: some View {
                TabView(selection: $selection) {
                    Tab("Inbox", systemImage: "tray", value: Screen.inbox) { Text(selection == .inbox ? "Inbox shown" : "wrong") }
                    Tab("Sent", systemImage: "paperplane", value: Screen.sent) { Text(selection == .sent ? "Sent shown" : "wrong") }
                }
            }
        }
        let scene = try Scene(named: "tabs", canvas: CGSize(width: 390, height: 400), fps: 10, duration: 2,
                              interactions: [.tap("Sent", at: 1)], textMeasurer: CairoTextMeasurer()) {
            Root(selection: start == 0 ? .inbox : .sent)
        }
        let before = try scene.sample(frame: 5)
        #expect(catalogShown(start == 0 ? "Inbox shown" : "Sent shown", in: before) != nil)
        #expect(catalogShown("wrong", in: before) == nil)
        #expect(catalogShown("Sent shown", in: try scene.sample(frame: 15)) != nil, "the tap wrote .sent")
    }

    @Test("TextField with a selection binding (key, string, resource, label) and TextField(_:value:format:prompt:) with a resource draw as the same field without them")
    func textFieldForms() throws {
        struct Form: View {
            let kind: Int
            @State private var text = "Ada"
            @State private var selection: TextSelection? = nil
            @State private var number = 42
            @State private var optional: Int? = 7
            var body: some View {
                switch kind {
                case 0: TextField("Name", text: $text, selection: $selection)
                case 1: TextField(String("Name"), text: $text, selection: $selection, prompt: Text("Prompt"))
                case 2: TextField(LocalizedStringResource("Name"), text: $text, selection: $selection, axis: .vertical)
                case 3: TextField(text: $text, selection: $selection, prompt: nil, axis: nil) { Text("Name") }
                case 4: TextField(LocalizedStringResource("Number"), value: $number, format: .number)
                default: TextField(LocalizedStringResource("Number"), value: $optional, format: .number, prompt: Text("None"))
                }
            }
        }
        let expected = ["Ada", "Ada", "Ada", "Ada", "42", "7"]
        for kind in 0...5 {
            let probe = try ViewProbe(width: 300, height: 100) { Form(kind: kind) }
            let text = try probe.frame(ofLabel: expected[kind])
            #expect(text.minX >= 0 && text.minX < 20, "kind \(kind): the text at the field's leading edge: \(text)")
            #expect(abs(text.midY - 50) < 1, "kind \(kind): centred")
        }
    }

    @Test("Stepper(_:onIncrement:onDecrement:onEditingChanged:) with a resource title and Section(_:content:) with a resource title draw as their key forms")
    func resourceTitles() throws {
        let stepper = try ViewProbe(width: 393, height: 100) {
            Stepper(LocalizedStringResource("Quantity"), onIncrement: {}, onDecrement: nil)
        }
        let title = try stepper.frame(ofLabel: "Quantity")
        #expect(title.minX < 20, "the title at the leading edge: \(title)")
        #expect(stepper.frames.contains { abs($0.width - 94) < 1 && abs($0.height - 32) < 1 }, "the 94 × 32 pill")
        let section = try ViewProbe(width: 393, height: 300) {
            List {
                Section(LocalizedStringResource("Fruit")) { Text("Apple") }
            }
        }
        let header = try section.frame(ofLabel: "FRUIT")
        let apple = try section.frame(ofLabel: "Apple")
        #expect(header.maxY < apple.minY, "the header in capitals above the row")
        #expect(abs(header.minX - 36) < 0.5, "the header 20 points in, as the rows")
    }

    @Test("searchable with a LocalizedStringResource prompt (text, isPresented, tokens, suggested tokens, editable tokens) draws the field with that prompt above the list")
    func searchableResource() throws {
        struct Token: Identifiable, Hashable { var id: String }
        struct Screen: View {
            let kind: Int
            @State private var query = ""
            @State private var active = true
            @State private var tokens: [Token] = []
            var body: some View {
                let list = List { Text("Apple") }
                let prompt = LocalizedStringResource("Find fruit")
                switch kind {
                case 0: list.searchable(text: $query, prompt: prompt)
                case 1: list.searchable(text: $query, isPresented: $active, prompt: prompt)
                case 2: list.searchable(text: $query, tokens: $tokens, prompt: prompt) { Text($0.id) }
                case 3: list.searchable(text: $query, tokens: $tokens, isPresented: $active, prompt: prompt) { Text($0.id) }
                case 4: list.searchable(text: $query, tokens: $tokens, suggestedTokens: $tokens, prompt: prompt) { Text($0.id) }
                case 5: list.searchable(text: $query, tokens: $tokens, suggestedTokens: $tokens, isPresented: $active, prompt: prompt) { Text($0.id) }
                case 6: list.searchable(text: $query, editableTokens: $tokens, prompt: prompt) { $token in Text(token.id) }
                default: list.searchable(text: $query, editableTokens: $tokens, isPresented: $active, prompt: prompt) { $token in Text(token.id) }
                }
            }
        }
        for kind in 0...7 {
            let probe = try ViewProbe(width: 393, height: 400) { Screen(kind: kind) }
            #expect(abs(try probe.frame(ofLabel: "Find fruit").midY - 26) < 0.5, "kind \(kind): the prompt in the field")
            #expect(abs(try probe.frame(ofLabel: "Apple").midY - (52 + 35 + 22)) < 0.5, "kind \(kind): the list under it")
            let presented = [1, 3, 5, 7].contains(kind)
            #expect(probe.looks.contains { $0.label?.text == "Cancel" } == presented, "kind \(kind): Cancel while presented")
        }
    }

    @Test("contextMenu (menuItems:, menuItems:preview:, forSelectionType:menu:primaryAction:, a ContextMenu) keeps the view as it is: the menu waits for a long press")
    func contextMenus() throws {
        struct Screen: View {
            let kind: Int
            var body: some View {
                let row = Text("Photo")
                switch kind {
                case 0: row.contextMenu { Button("Copy") {} }
                case 1: row.contextMenu(menuItems: { Button("Copy") {} }, preview: { Color.red })
                case 2: row.contextMenu(forSelectionType: Int.self, menu: { _ in Button("Copy") {} }, primaryAction: { _ in })
                default: row.contextMenu(ContextMenu { Button("Copy") {} })
                }
            }
        }
        let plain = try ViewProbe(width: 200, height: 100) { Text("Photo") }
        for kind in 0...3 {
            let probe = try ViewProbe(width: 200, height: 100) { Screen(kind: kind) }
            expectFrame(try probe.frame(ofLabel: "Photo"), try plain.frame(ofLabel: "Photo"), tolerance: 0.01, "kind \(kind)")
            #expect(!probe.looks.contains { $0.label?.text == "Copy" }, "kind \(kind): no menu without a long press")
        }
    }

    @Test("toolbar(removing:) and ToolbarContent.visibilityPriority(_:) leave an iPhone's navigation bar as it is: the title and the item stay")
    func toolbarAccepted() throws {
        let probe = try ViewProbe(width: 390, height: 300) {
            NavigationStack {
                Color.red
                    .navigationTitle("Title")
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) { Button("Add") {} }
                            .visibilityPriority(.high)
                    }
                    .toolbar(removing: .sidebarToggle)
            }
        }
        let add = try probe.frame(ofLabel: "Add")
        #expect(abs(add.maxX - 374) < 0.5 && abs(add.midY - 22) < 1, "the item in the trailing corner: \(add)")
        #expect(probe.looks.contains { $0.label?.text == "Title" }, "the title stays")
    }
}
