import Foundation
import Testing
import Zoetrope

/// The app-screen views titled with a `LocalizedStringResource` (Zoetrope's own: Foundation on
/// Linux lacks it), as apps that keep their strings as resources write them: each shows the key.
@Suite("Catalog views with string resources")
struct CatalogResourceTests {
    /// The texts the view draws.
    static func texts<Content: View & SendableMetatype>(@ViewBuilder _ content: @escaping @Sendable () -> Content) throws -> [String] {
        try ViewProbe(width: 390, height: 600, content: content).looks.compactMap(\.label).map(\.text)
    }

    @Test("navigationTitle(_:) and navigationSubtitle(_:) with a resource show its key in the bar")
    func navigationTitles() throws {
        let title: LocalizedStringResource = "Inbox"
        let subtitle: LocalizedStringResource = "3 unread"
        let texts = try Self.texts {
            NavigationStack {
                Color.clear.navigationTitle(title).navigationSubtitle(subtitle)
            }
        }
        #expect(texts.contains("Inbox"), "\(texts)")
        #expect(texts.contains("3 unread"), "\(texts)")
    }

    @Test("Toggle(_:isOn:), TextField(_:text:), TextField(_:text:prompt:), TextField(_:text:axis:), SecureField(_:text:) and SecureField(_:text:prompt:) with a resource show its key")
    func controls() throws {
        let wifi: LocalizedStringResource = "Wi-Fi"
        let name: LocalizedStringResource = "Name"
        let notes: LocalizedStringResource = "Notes"
        let password: LocalizedStringResource = "Password"
        let texts = try Self.texts {
            VStack {
                Toggle(wifi, isOn: .constant(true))
                TextField(name, text: .constant(""))
                TextField(name, text: .constant(""), prompt: Text("Your name"))
                TextField(notes, text: .constant(""), axis: .vertical)
                SecureField(password, text: .constant(""))
                SecureField(password, text: .constant(""), prompt: Text("Required"))
            }
        }
        #expect(texts.contains("Wi-Fi"), "\(texts)")
        #expect(texts.filter { $0 == "Name" }.count == 1, "the title is the placeholder of the field without a prompt: \(texts)")
        #expect(texts.contains("Your name") && texts.contains("Notes") && texts.contains("Required"), "\(texts)")
        #expect(texts.contains("Password"), "\(texts)")
    }

    @Test("LabeledContent, Menu, Stepper and Toggle titled with a resource show its key; Picker with one shows its selection")
    func moreControls() throws {
        struct Screen: View {
            @State private var pick = 1
            @State private var other = 2
            @State private var count = 3
            @State private var amount = 1.5
            @State private var on = true
            @State private var also = false
            let key: LocalizedStringResource = "Setting"
            var body: some View {
                VStack { labeled; pickers; steppers; toggles }
            }
            var labeled: some View {
                VStack {
                LabeledContent(key) { Text("A") }
                LabeledContent(key, value: "B")
                LabeledContent(key, value: 7, format: .number)
                Menu(key) { Button("Hidden") {} }
                Menu(key, content: { Button("Hidden") {} }, primaryAction: {})
                Menu(key, systemImage: "gear") { Button("Hidden") {} }
                Menu(key, systemImage: "gear", content: { Button("Hidden") {} }, primaryAction: {})
                }
            }
            // A picker in the menu style shows its selection (or its current-value label), not its title.
            var pickers: some View {
                VStack {
                Picker(key, selection: $pick) { Text("One").tag(1) }
                Picker(key, selection: $pick, content: { Text("One").tag(1) }, currentValueLabel: { Text("Now") })
                Picker(key, sources: [$pick, $other], selection: \.self) { Text("One").tag(1) }
                Picker(key, sources: [$pick, $other], selection: \.self, content: { Text("One").tag(1) }, currentValueLabel: { Text("Now") })
                Picker(key, systemImage: "star", selection: $pick) { Text("One").tag(1) }
                Picker(key, systemImage: "star", selection: $pick, content: { Text("One").tag(1) }, currentValueLabel: { Text("Now") })
                Picker(key, systemImage: "star", sources: [$pick], selection: \.self) { Text("One").tag(1) }
                Picker(key, systemImage: "star", sources: [$pick], selection: \.self, content: { Text("One").tag(1) }, currentValueLabel: { Text("Now") })
                }
            }
            var steppers: some View {
                VStack {
                Stepper(key, value: $count, step: 1)
                Stepper(key, value: $count, in: 0...10, step: 1)
                Stepper(key, value: $amount, step: 0.5, format: .number)
                Stepper(key, value: $amount, in: 0...10, step: 0.5, format: .number)
                }
            }
            var toggles: some View {
                VStack {
                Toggle(key, sources: [$on, $also], isOn: \.self)
                Toggle(key, systemImage: "wifi", isOn: $on)
                Toggle(key, systemImage: "wifi", sources: [$on], isOn: \.self)
                }
            }
        }
        let texts = try ViewProbe(width: 390, height: 2400) { Screen() }.looks.compactMap(\.label).map(\.text)
        #expect(texts.filter { $0 == "Setting" }.count == 14, "every control but the pickers shows the key: \(texts)")
        #expect(texts.filter { $0 == "One" }.count == 4 && texts.filter { $0 == "Now" }.count == 4, "the eight pickers show their selection: \(texts)")
    }

    @Test("TextField(_:text:prompt:axis:) and TextField(_:value:formatter:prompt:) with a resource show its key where there is no prompt")
    func moreFields() throws {
        let key: LocalizedStringResource = "Amount"
        let texts = try Self.texts {
            VStack {
                TextField(key, text: .constant(""), prompt: nil, axis: .vertical)
                TextField(key, value: .constant(Optional<Int>.none), formatter: NumberFormatter(), prompt: nil)
            }
        }
        #expect(texts.filter { $0 == "Amount" }.count == 2, "\(texts)")
    }

    @Test("Section(_:isExpanded:content:) and NavigationLink(_:value:) with a resource show its key")
    func listsAndLinks() throws {
        let section: LocalizedStringResource = "Favourites"
        let link: LocalizedStringResource = "Details"
        let texts = try Self.texts {
            NavigationStack {
                List {
                    Section(section, isExpanded: .constant(true)) { Text("Row") }
                    NavigationLink(link, value: 3)
                }
            }
        }
        #expect(texts.contains("FAVOURITES") || texts.contains("Favourites"), "\(texts)")
        #expect(texts.contains("Details"), "\(texts)")
    }

    @Test("alert(_:isPresented:…) and confirmationDialog(_:isPresented:titleVisibility:…) in each form, with a resource, show its key as the title")
    func presentations() throws {
        let title: LocalizedStringResource = "Delete draft?"
        let item: Int? = 4
        for index in 0..<12 {
            let texts = try ViewProbe(width: 393, height: 852) {
                switch index {
                case 0: AnyView(Color.white.alert(title, isPresented: .constant(true)) { Button("OK") {} })
                case 1: AnyView(Color.white.alert(title, isPresented: .constant(true)) { Button("OK") {} } message: { Text("Gone for good") })
                case 2: AnyView(Color.white.alert(title, isPresented: .constant(true), presenting: 4) { _ in Button("OK") {} })
                case 3: AnyView(Color.white.alert(title, isPresented: .constant(true), presenting: 4) { _ in Button("OK") {} } message: { _ in Text("Gone") })
                case 4: AnyView(Color.white.alert(title, item: .constant(item)) { _ in Button("OK") {} })
                case 5: AnyView(Color.white.alert(title, item: .constant(item)) { _ in Button("OK") {} } message: { _ in Text("Gone") })
                case 6: AnyView(Color.white.confirmationDialog(title, isPresented: .constant(true), titleVisibility: .visible) { Button("Delete") {} })
                case 7: AnyView(Color.white.confirmationDialog(title, isPresented: .constant(true), titleVisibility: .visible) { Button("Delete") {} } message: { Text("Gone") })
                case 8: AnyView(Color.white.confirmationDialog(title, isPresented: .constant(true), titleVisibility: .visible, presenting: 4) { _ in Button("Delete") {} })
                case 9: AnyView(Color.white.confirmationDialog(title, isPresented: .constant(true), titleVisibility: .visible, presenting: 4) { _ in Button("Delete") {} } message: { _ in Text("Gone") })
                case 10: AnyView(Color.white.confirmationDialog(title, item: .constant(item), titleVisibility: .visible) { _ in Button("Delete") {} })
                default: AnyView(Color.white.confirmationDialog(title, item: .constant(item), titleVisibility: .visible) { _ in Button("Delete") {} } message: { _ in Text("Gone") })
                }
            }.looks.compactMap(\.label).map(\.text)
            #expect(texts.contains("Delete draft?"), "presentation \(index): \(texts)")
        }
    }
}
