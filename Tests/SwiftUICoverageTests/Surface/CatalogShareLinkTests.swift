import CairoRasterizer
import Foundation
import Testing
import Zoetrope

/// `ShareLink` as apps write it: a borderless button in the tint, the share symbol and "Share"
/// (or the title given), or a label of one's own. A render cannot share: a tap does nothing.
@Suite("Catalog share links")
struct CatalogShareLinkTests {
    @Test("ShareLink with the default label (item, items, a String or URL, with previews) shows \"Share\" in the tint, or the title given (key, string, resource)")
    func defaultLabels() throws {
        struct Screen: View {
            let kind: Int
            var body: some View {
                let url = URL(string: "https://example.com")!
                let title = String("Send")
                let resource = LocalizedStringResource("Send")
                switch kind {
                case 0: ShareLink(item: "Hello", preview: SharePreview("Greeting"))
                case 1: ShareLink(items: ["a", "b"], preview: { SharePreview($0) })
                case 2: ShareLink(item: "Hello")
                case 3: ShareLink(item: url, subject: Text("Link"), message: Text("Look"))
                case 4: ShareLink(items: ["a", "b"])
                case 5: ShareLink(items: [url])
                case 6: ShareLink("Send", item: "Hello", preview: SharePreview("Greeting"))
                case 7: ShareLink(title, item: "Hello", preview: SharePreview("Greeting"))
                case 8: ShareLink(resource, item: "Hello", preview: SharePreview("Greeting"))
                case 9: ShareLink("Send", items: ["a"], preview: { SharePreview($0) })
                case 10: ShareLink(title, items: ["a"], preview: { SharePreview($0) })
                case 11: ShareLink(resource, items: ["a"], preview: { SharePreview($0) })
                case 12: ShareLink("Send", item: "Hello")
                case 13: ShareLink(title, item: "Hello")
                case 14: ShareLink(resource, item: "Hello")
                case 15: ShareLink("Send", item: url)
                case 16: ShareLink(title, item: url)
                case 17: ShareLink(resource, item: url)
                case 18: ShareLink("Send", items: ["a"])
                case 19: ShareLink(title, items: ["a"])
                case 20: ShareLink(resource, items: ["a"])
                case 21: ShareLink("Send", items: [url])
                case 22: ShareLink(title, items: [url])
                default: ShareLink(resource, items: [url], subject: Text("Links"))
                }
            }
        }
        for kind in 0...23 {
            let probe = try ViewProbe(width: 300, height: 100) { Screen(kind: kind) }
            let title = kind < 6 ? "Share" : "Send"
            let look = try #require(probe.looks.first { $0.label?.text == title }, "kind \(kind): the title \(title)")
            #expect(look.label?.color == Color.accentColor.rgba, "kind \(kind): in the tint")
            let frame = try probe.frame(ofLabel: title)
            #expect(frame.minX > 150 - frame.width, "kind \(kind): after the share symbol, the label centred: \(frame)")
            #expect(probe.frames.count >= 2, "kind \(kind): a symbol beside the title")
        }
    }

    @Test("ShareLink with a label of its own (item, items, String or URL, with previews) draws that label in the tint; a tap shares nothing and changes nothing")
    func customLabels() throws {
        struct Screen: View {
            let kind: Int
            var body: some View {
                let url = URL(string: "https://example.com")!
                switch kind {
                case 0: ShareLink(item: "Hello", preview: SharePreview("Greeting", image: Image(systemName: "photo"))) { Text("Mine") }
                case 1: ShareLink(items: ["a"], preview: { SharePreview($0, icon: Image(systemName: "doc")) }) { Text("Mine") }
                case 2: ShareLink(item: "Hello") { Text("Mine") }
                case 3: ShareLink(item: url, message: Text("Look")) { Text("Mine") }
                case 4: ShareLink(items: ["a", "b"]) { Text("Mine") }
                default: ShareLink(items: [url]) { Text("Mine") }
                }
            }
        }
        for kind in 0...5 {
            let scene = try Scene(named: "share", canvas: CGSize(width: 300, height: 100), fps: 10, duration: 1,
                                  interactions: [.tap("Mine", at: 0.2)], textMeasurer: CairoTextMeasurer()) { Screen(kind: kind) }
            let frame = try scene.sample(frame: 8)
            let look = try #require(frame.looks.first { $0.label?.text == "Mine" }, "kind \(kind)")
            #expect(look.label?.color == Color.accentColor.rgba, "kind \(kind): the label in the tint")
            #expect(frame.looks.count == 1, "kind \(kind): only the label, no share symbol, no sheet after the tap")
        }
    }
}
