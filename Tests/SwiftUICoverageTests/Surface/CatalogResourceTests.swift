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
}
