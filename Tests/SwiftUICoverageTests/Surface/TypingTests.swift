import CairoRasterizer
import Foundation
import Testing
import Zoetrope

/// A sign-in form: an email field, a password field, and a line that repeats what was typed.
private struct SignIn: View {
    @State private var email = ""
    @State private var password = ""

    var body: some View {
        VStack(spacing: 12) {
            TextField("Email", text: $email)
                .textFieldStyle(.roundedBorder)
            SecureField("Password", text: $password)
                .accessibilityIdentifier("password")
            Text("[\(email)|\(password.count)]")
            Text("Sign in")
        }
        .padding()
    }
}


/// `Interaction.type(_:into:at:)`: typing into a text field, found by its placeholder or its
/// accessibility identifier, a character every tenth of a second, as a keyboard appends them.
@Suite("Interaction.type: scripted typing into text fields")
struct TypingTests {
    private func scene(_ interactions: [Interaction], duration: TimeInterval = 2) throws -> Scene {
        try Scene(named: "sign-in", canvas: CGSize(width: 320, height: 300), fps: 20, duration: duration, interactions: interactions,
                  textMeasurer: CairoTextMeasurer()) { SignIn() }
    }

    @Test("type(\"ann@x.io\", into: \"Email\", at: 0.5): one character every 0.1 s from 0.5 s into the binding; the field shows them, with its caret; the password by its identifier, shown as bullets")
    func typesCharacterByCharacter() throws {
        let scene = try scene([.type("ann@x.io", into: "Email", at: 0.5), .type("pw", into: "password", at: 1.5)])
        #expect(shownTexts(try scene.sample(frame: 9)).contains("[|0]"), "nothing before 0.5 s")
        #expect(shownTexts(try scene.sample(frame: 10)).contains("[a|0]"), "the first character at 0.5 s")
        #expect(shownTexts(try scene.sample(frame: 12)).contains("[an|0]"), "the second at 0.6 s")
        #expect(shownTexts(try scene.sample(frame: 24)).contains("[ann@x.io|0]"), "all eight by 1.2 s")
        #expect(shownTexts(try scene.sample(frame: 24)).contains("ann@x.io"), "the field shows its text")
        let after = try scene.sample(frame: 39)
        #expect(shownTexts(after).contains("[ann@x.io|2]") && shownTexts(after).contains("••"), "\(shownTexts(after))")
        // The caret: a 2 × 22 bar in the tint after the focused field's text.
        let caret = zip(after.looks, after.placements).contains { $0.1.opacity > 0 && $0.1.size == CGSize(width: 2, height: 22) }
        let before = try scene.sample(frame: 5)
        let noCaret = !zip(before.looks, before.placements).contains { $0.1.opacity > 0 && $0.1.size == CGSize(width: 2, height: 22) }
        #expect(caret && noCaret, "a caret once typing has focused a field, none before")
    }

    @Test("A tap scripted at the moment typing's last character comes sees that character: typed characters come before what is scripted after the typing at one moment")
    func typingBeforeALaterTapAtOneMoment() throws {
        struct Send: View {
            @State private var draft = ""
            @State private var sent = ""
            var body: some View {
                VStack {
                    TextField("Message", text: $draft)
                    Button("Send") {
                        sent = draft
                        draft = ""
                    }
                    Text("sent: \(sent)")
                }
            }
        }
        let scene = try Scene(named: "send", canvas: CGSize(width: 300, height: 200), fps: 10, duration: 1,
                              interactions: [.type("hi", into: "Message", at: 0.2), .tap("Send", at: 0.3)]) { Send() }
        let texts = shownTexts(try scene.sample(frame: 3))
        #expect(texts.contains("sent: hi"), "\(texts)")
    }

    @Test("Typing into what is not a text field, into a name no field has, no text, or past the scene's end: errors naming the interaction", arguments: [
        (Interaction.type("x", into: "Sign in", at: 0.5), "type \"x\" into \"Sign in\" at 0.5 s: no text field with .accessibilityIdentifier(\"Sign in\") or showing \"Sign in\" (text fields: \"Email\", \"Password\")"),
        (Interaction.type("x", into: "Phone", at: 0.5), "no text field with .accessibilityIdentifier(\"Phone\") or showing \"Phone\""),
        (Interaction.type("", into: "Email", at: 0.5), "types no text; give it at least one character"),
        (Interaction.type("abcdefghijklmnopqrstuvwxyz", into: "Email", at: 0.5), "its last character comes at 3 s (one every 0.1 s), after the scene's end at 2 s"),
    ])
    func refusals(interaction: Interaction, message: String) throws {
        let error = #expect(throws: SceneError.self) { _ = try scene([interaction]) }
        #expect(error?.path == "interactions[0]")
        #expect(error?.message.contains(message) ?? false, "\(String(describing: error?.message))")
    }
}
