import CairoRasterizer
import Foundation
import Testing
import Zoetrope

/// `Label` in its initialisers and `.labelStyle(_:)` with the built-in styles and one of your own:
/// the icon and title are placed as iOS places them outside lists (icon, then title, in a row).
@Suite("Label")
struct LabelTests {
    /// The frames of the label's leaves (icon, title) and their looks.
    static func probe<Content: View & SendableMetatype>(@ViewBuilder _ content: @escaping @Sendable () -> Content) throws -> ViewProbe {
        try ViewProbe(width: 300, height: 60, content: content)
    }

    @Test("Label(_:systemImage:) with a literal or a string: the symbol (17 points square, as body text) then the title, 8 points apart, centred on each other")
    func systemImage() throws {
        let name = "Favourites"
        for probe in [try Self.probe { Label("Favourites", systemImage: "star") }, try Self.probe { Label(name, systemImage: "star") }] {
            let frames = probe.frames
            try #require(frames.count == 2)
            #expect(abs(frames[0].width - 17) < 1e-9 && abs(frames[0].height - 17) < 1e-9, "the symbol is 17 points square: \(frames[0])")
            #expect(abs(frames[1].minX - frames[0].maxX - 8) < 1e-9, "8 points between icon and title")
            #expect(abs(frames[0].midY - frames[1].midY) < 1e-9, "centred on each other")
            #expect(probe.looks.compactMap(\.label).first?.text == "Favourites")
            #expect(abs(frames[0].minX + (frames[1].maxX - frames[0].minX) / 2 - 150) < 1e-9, "the pair is centred on the canvas")
        }
    }

    @Test("Label(_:image:) with a literal or a string: a picture's icon (a picture found nowhere is a 100-point placeholder) before the title")
    func image() throws {
        let name = "Logo"
        for probe in [try Self.probe { Label("Logo", image: "no-such-picture") }, try Self.probe { Label(name, image: "no-such-picture") }] {
            let frames = probe.frames
            try #require(frames.count == 2)
            #expect(abs(frames[0].width - 100) < 1e-9)
            #expect(frames[0].maxX < frames[1].minX)
            #expect(probe.looks.compactMap(\.label).contains { $0.text == "Logo" })
        }
    }

    @Test("Label(title:icon:) with views of your own: the icon's frame before the title's")
    func titleIcon() throws {
        let probe = try Self.probe {
            Label(title: { Text("Sync") }, icon: { Circle().fill(.green).frame(width: 24, height: 24) })
        }
        let frames = probe.frames
        try #require(frames.count == 2)
        #expect(abs(frames[0].width - 24) < 1e-9)
        #expect(abs(frames[1].minX - frames[0].maxX - 8) < 1e-9)
        expectPixel(try probe.image(), x: Int(frames[0].midX), y: Int(frames[0].midY), Pixel.green, "the icon")
    }

    @Test("labelStyle(_:) with .titleOnly, .iconOnly, .titleAndIcon and .automatic keeps the title, the icon, or both", arguments: [
        ("titleOnly", 1, true), ("iconOnly", 1, false), ("titleAndIcon", 2, true), ("automatic", 2, true),
    ])
    func builtInStyles(style: String, leaves: Int, showsTitle: Bool) throws {
        let probe = try Self.probe {
            switch style {
            case "titleOnly": Label("Star", systemImage: "star").labelStyle(.titleOnly)
            case "iconOnly": Label("Star", systemImage: "star").labelStyle(.iconOnly)
            case "titleAndIcon": Label("Star", systemImage: "star").labelStyle(.titleAndIcon)
            default: Label("Star", systemImage: "star").labelStyle(.automatic)
            }
        }
        #expect(probe.frames.count == leaves)
        #expect(probe.looks.contains { $0.label?.text == "Star" } == showsTitle)
    }

    @Test("a LabelStyle of your own: makeBody(configuration:) places configuration.title and configuration.icon; Label(_:) inside draws the default")
    func customStyle() throws {
        struct TitleFirst: LabelStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack(spacing: 2) {
                    configuration.title
                    configuration.icon
                }
            }
        }
        struct Boxed: LabelStyle {
            func makeBody(configuration: Configuration) -> some View {
                Label(configuration).padding(10)
            }
        }
        let stacked = try Self.probe { Label("Up", systemImage: "arrow.up").labelStyle(TitleFirst()) }.frames
        try #require(stacked.count == 2)
        #expect(abs(stacked[1].minY - stacked[0].maxY - 2) < 1e-9, "the icon 2 points under the title")
        let boxed = try Self.probe { Label("Up", systemImage: "arrow.up").labelStyle(Boxed()) }.frames
        try #require(boxed.count == 2)
        #expect(boxed[0].maxX < boxed[1].minX, "Label(configuration) inside the style is drawn with the default, icon first")
    }
}
