import CairoRasterizer
import Testing
import Zoetrope

/// `.searchable` as apps write it on a list: the search field drawn at the top, the list under it.
@Suite("List search")
struct ListsSearchTests {
    @Test("searchable(text:placement:prompt:) draws a 36-point field 16 points in from the sides with the prompt (\"Search\" by default) and lays the view out under it")
    func searchField() throws {
        struct Screen: View {
            let kind: Int
            @State private var query = ""
            @State private var active = true
            var body: some View {
                let list = List { Text("Apple") }
                switch kind {
                case 0: list.searchable(text: $query)
                case 1: list.searchable(text: $query, prompt: "Find fruit")
                case 2: list.searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always), prompt: String("Find fruit"))
                case 3: list.searchable(text: $query, prompt: Text("Find fruit")) { Text("Apples") }
                case 4: list.searchable(text: $query, prompt: "Find fruit") { Text("Apples") }
                case 5: list.searchable(text: $query, prompt: String("Find fruit")) { Text("Apples") }
                case 6: list.searchable(text: $query, isPresented: $active, prompt: Text("Find fruit"))
                case 7: list.searchable(text: $query, isPresented: $active, prompt: "Find fruit")
                default: list.searchable(text: $query, isPresented: $active, placement: .toolbar, prompt: String("Find fruit"))
                }
            }
        }
        let plain = try ViewProbe(width: 393, height: 400) { Screen(kind: 0) }
        try plain.writePictureForReview(named: "searchable")
        let prompt = try plain.frame(ofLabel: "Search")
        #expect(abs(prompt.midY - 26) < 0.5, "in a 36-point field 8 points down")
        #expect(prompt.minX > 16 + 8 && prompt.minX < 70, "after the magnifying glass")
        #expect(abs(try plain.frame(ofLabel: "Apple").midY - (52 + 35 + 22)) < 0.5, "the list laid out under the field")
        for kind in 1...8 {
            let probe = try ViewProbe(width: 393, height: 400) { Screen(kind: kind) }
            #expect(abs(try probe.frame(ofLabel: "Find fruit").midY - 26) < 0.5, "kind \(kind)")
            #expect(!probe.looks.contains { $0.label?.text == "Apples" }, "suggestions only show while typing")
            #expect(probe.looks.contains { $0.label?.text == "Cancel" } == (kind >= 6), "Cancel while presented")
        }
    }

    @Test("searchable with tokens, suggested tokens or editable tokens (Text, key or string prompt; with isPresented): each token drawn by the token closure in the field before the prompt")
    func tokens() throws {
        struct Screen: View {
            let kind: Int
            @State private var query = ""
            @State private var active = false
            @State private var tags = [ListsFruit(id: 1, name: "Red")]
            @State private var suggested = [ListsFruit(id: 2, name: "Green")]
            var body: some View {
                let list = List { Text("Apple") }
                switch kind {
                case 0: list.searchable(text: $query, tokens: $tags, prompt: Text("Find")) { Text($0.name) }
                case 1: list.searchable(text: $query, tokens: $tags, prompt: "Find") { Text($0.name) }
                case 2: list.searchable(text: $query, tokens: $tags, prompt: String("Find")) { Text($0.name) }
                case 3: list.searchable(text: $query, tokens: $tags, isPresented: $active, prompt: Text("Find")) { Text($0.name) }
                case 4: list.searchable(text: $query, tokens: $tags, isPresented: $active, prompt: "Find") { Text($0.name) }
                case 5: list.searchable(text: $query, tokens: $tags, isPresented: $active, prompt: String("Find")) { Text($0.name) }
                case 6: list.searchable(text: $query, tokens: $tags, suggestedTokens: $suggested, prompt: Text("Find")) { Text($0.name) }
                case 7: list.searchable(text: $query, tokens: $tags, suggestedTokens: $suggested, prompt: "Find") { Text($0.name) }
                case 8: list.searchable(text: $query, tokens: $tags, suggestedTokens: $suggested, prompt: String("Find")) { Text($0.name) }
                case 9: list.searchable(text: $query, tokens: $tags, suggestedTokens: $suggested, isPresented: $active, prompt: Text("Find")) { Text($0.name) }
                case 10: list.searchable(text: $query, tokens: $tags, suggestedTokens: $suggested, isPresented: $active, prompt: "Find") { Text($0.name) }
                case 11: list.searchable(text: $query, tokens: $tags, suggestedTokens: $suggested, isPresented: $active, prompt: String("Find")) { Text($0.name) }
                case 12: list.searchable(text: $query, editableTokens: $tags, prompt: Text("Find")) { $tag in Text(tag.name) }
                case 13: list.searchable(text: $query, editableTokens: $tags, prompt: "Find") { $tag in Text(tag.name) }
                case 14: list.searchable(text: $query, editableTokens: $tags, prompt: String("Find")) { $tag in Text(tag.name) }
                case 15: list.searchable(text: $query, editableTokens: $tags, isPresented: $active, prompt: Text("Find")) { $tag in Text(tag.name) }
                case 16: list.searchable(text: $query, editableTokens: $tags, isPresented: $active, prompt: "Find") { $tag in Text(tag.name) }
                default: list.searchable(text: $query, editableTokens: $tags, isPresented: $active, prompt: String("Find")) { $tag in Text(tag.name) }
                }
            }
        }
        for kind in 0..<18 {
            let probe = try ViewProbe(width: 393, height: 400) { Screen(kind: kind) }
            if kind == 0 { try probe.writePictureForReview(named: "search-tokens") }
            let token = try probe.frame(ofLabel: "Red")
            let prompt = try probe.frame(ofLabel: "Find")
            #expect(token.maxX < prompt.minX && abs(token.midY - 26) < 0.5, "kind \(kind): the token in the field before the prompt")
            #expect(!probe.looks.contains { $0.label?.text == "Green" }, "kind \(kind): suggestions only while typing")
        }
    }
}

