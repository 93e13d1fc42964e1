import CairoRasterizer
import Testing
import Zoetrope

/// `Section` in a list: a card of its own, its header in 13-point capitals of the secondary
/// label colour 7 points above the card, its footer 7 points below.
@Suite("List sections")
struct ListsSectionTests {
    @Test("Section(_:content:) with a key or a string: the header in capitals, 13-point footnote text, 7 points above the card, text 20 points into it")
    func titledSections() throws {
        let name = "Fruit"
        let probes = [
            try ViewProbe(width: 393, height: 300) { List { Section("Fruit") { Text("Apple") } } },
            try ViewProbe(width: 393, height: 300) { List { Section(name) { Text("Apple") } } },
        ]
        for probe in probes {
            let header = try probe.frame(ofLabel: "FRUIT")
            let look = try #require(probe.looks.first { $0.label?.text == "FRUIT" }?.label)
            #expect(look.fontSize == 13)
            let apple = try probe.frame(ofLabel: "Apple")
            #expect(abs(header.minX - 36) < 0.5)
            #expect(abs(header.minY - 17) < 0.5, "17 points above the header")
            #expect(abs((apple.midY - 22) - (header.maxY + 7)) < 0.5, "the card 7 points under the header")
        }
    }

    @Test("Section with header and footer views, in every spelling: header above in capitals (a grouped list's textCase; .textCase(nil) keeps it), rows on the card, footer below as written")
    func headerAndFooter() throws {
        let probes = [
            try ViewProbe(width: 393, height: 400) {
                List { Section { Text("Apple") } header: { Text("Head") } footer: { Text("Foot") } }
            },
            try ViewProbe(width: 393, height: 400) {
                List { Section(header: Text("Head"), footer: Text("Foot")) { Text("Apple") } }
            },
        ]
        for probe in probes {
            let head = try probe.frame(ofLabel: "HEAD")
            let apple = try probe.frame(ofLabel: "Apple")
            let foot = try probe.frame(ofLabel: "Foot")
            #expect(head.maxY < apple.minY && apple.maxY < foot.minY)
            #expect(abs(foot.minY - (apple.midY + 22 + 7)) < 0.5, "the footer 7 points under the card")
        }
        let headerOnly = [
            try ViewProbe(width: 393, height: 400) { List { Section { Text("Apple") } header: { Text("Head") } } },
            try ViewProbe(width: 393, height: 400) { List { Section(header: Text("Head")) { Text("Apple") } } },
            try ViewProbe(width: 393, height: 400) { List { Section(isExpanded: .constant(true)) { Text("Apple") } header: { Text("Head") } } },
        ]
        for probe in headerOnly {
            #expect(try probe.frame(ofLabel: "HEAD").maxY + 7 < probe.frame(ofLabel: "Apple").minY)
        }
        let asWritten = try ViewProbe(width: 393, height: 400) { List { Section { Text("Apple") } header: { Text("Head").textCase(nil) } } }
        #expect(asWritten.looks.compactMap(\.label?.text) == ["Head", "Apple"])
        let plain = try ViewProbe(width: 393, height: 400) { List { Section { Text("Apple") } header: { Text("Head") } }.listStyle(.plain) }
        #expect(plain.looks.compactMap(\.label?.text).contains("Head"), "a plain list's header as written")
        let footerOnly = [
            try ViewProbe(width: 393, height: 400) { List { Section { Text("Apple") } footer: { Text("Foot") } } },
            try ViewProbe(width: 393, height: 400) { List { Section(footer: Text("Foot")) { Text("Apple") } } },
        ]
        for probe in footerOnly {
            let apple = try probe.frame(ofLabel: "Apple")
            #expect(abs(apple.midY - 57) < 0.5, "no header: the card 35 points down")
            #expect(abs(try probe.frame(ofLabel: "Foot").minY - (apple.midY + 29)) < 0.5)
        }
    }

    @Test("Section(content:) makes a card of its own, 35 points under the one before; a collapsed section (isExpanded: false) leaves its rows out")
    func plainAndCollapsible() throws {
        let probe = try ViewProbe(width: 393, height: 400) {
            List {
                Section { Text("Apple") }
                Section { Text("Pear") }
            }
        }
        try probe.writePictureForReview(named: "list-sections")
        let apple = try probe.frame(ofLabel: "Apple")
        let pear = try probe.frame(ofLabel: "Pear")
        #expect(abs((pear.midY - apple.midY) - (44 + 35)) < 0.5)
        let collapsed = [
            try ViewProbe(width: 393, height: 400) { List { Section(isExpanded: .constant(false)) { Text("Apple") }; Text("Pear") } },
            try ViewProbe(width: 393, height: 400) { List { Section("Fruit", isExpanded: .constant(false)) { Text("Apple") } } },
            try ViewProbe(width: 393, height: 400) { List { Section(String("Fruit"), isExpanded: .constant(false)) { Text("Apple") } } },
        ]
        for probe in collapsed {
            #expect(!probe.looks.contains { $0.label?.text == "Apple" })
        }
        let expanded = try ViewProbe(width: 393, height: 400) { List { Section("Fruit", isExpanded: .constant(true)) { Text("Apple") } } }
        #expect(try expanded.frame(ofLabel: "FRUIT").maxY < expanded.frame(ofLabel: "Apple").minY)
    }
}
