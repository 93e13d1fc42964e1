import Foundation
import FrameRendering
import SceneCore
import Testing
import ViewTree

/// What `Text` is set in: the font around it or its own, and `.bold()`, `.italic()`,
/// `.fontWeight`, `.fontDesign` over it.
@Suite("Text styles")
struct TextStyleTests {
    /// The style of the one label a view draws.
    static func style<Content: View & SendableMetatype>(_ content: @escaping @Sendable () -> Content) throws -> FontStyle? {
        let scene = try Scene(named: "text", canvas: CGSize(width: 300, height: 100)) { content() }
        return scene.views.first?.label?.style
    }

    @Test("a font's weight, slant and design; Text's own modifiers; the environment's; the text's own font over the one around it")
    func styles() throws {
        let cases: [(String, FontStyle?)] = [
            ("plain", try Self.style { Text("a") }),
            ("Text.bold()", try Self.style { Text("a").bold() }),
            ("Text.italic()", try Self.style { Text("a").italic() }),
            ("fontWeight(.semibold)", try Self.style { Text("a").fontWeight(.semibold) }),
            ("fontWeight(.medium)", try Self.style { Text("a").fontWeight(.medium) }),
            ("system(size:weight:design:)", try Self.style { Text("a").font(.system(size: 20, weight: .heavy, design: .serif)) }),
            ("Font.bold().italic()", try Self.style { Text("a").font(.body.bold().italic()) }),
            ("headline", try Self.style { Text("a").font(.headline) }),
            ("monospaced", try Self.style { Text("a").monospaced() }),
            ("environment bold", try Self.style { VStack { Text("a") }.bold() }),
            ("environment design over font", try Self.style { VStack { Text("a").font(.title) }.fontDesign(.monospaced) }),
            ("environment bold(false) over a bold font", try Self.style { VStack { Text("a") }.font(.title.bold()).bold(false) }),
            ("the text's font over the environment's", try Self.style { VStack { Text("a").font(.caption) }.font(.system(size: 30, design: .serif)) }),
        ]
        let expected: [FontStyle] = [
            .regular, FontStyle(isBold: true), FontStyle(isItalic: true), FontStyle(isBold: true), .regular,
            FontStyle(isBold: true, design: .serif), FontStyle(isBold: true, isItalic: true), FontStyle(isBold: true),
            FontStyle(design: .monospaced), FontStyle(isBold: true), FontStyle(design: .monospaced), .regular, .regular,
        ]
        for ((name, style), wanted) in zip(cases, expected) {
            #expect(style == wanted, "\(name)")
        }
    }
}
