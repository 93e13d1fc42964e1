import CairoRasterizer
import Testing
import Zoetrope

/// `.listStyle`, the row modifiers, `.scrollContentBackground`, `Form` and `.formStyle`.
@Suite("List styles and rows")
struct ListsStyleTests {
    private static let grouped = RGBA8(red: 242, green: 242, blue: 247)

    @Test("listStyle(_:): .plain rows span the width on white, text 20 points in; .grouped cards span the width on grey; .insetGrouped and .automatic inset 16")
    func styles() throws {
        let plain = try ViewProbe(width: 393, height: 200) { List { Text("Apple"); Text("Pear") }.listStyle(.plain) }
        try plain.writePictureForReview(named: "list-plain")
        #expect(abs(try plain.frame(ofLabel: "Apple").minX - 20) < 0.5)
        #expect(abs(try plain.frame(ofLabel: "Apple").midY - 22) < 0.5, "a plain list starts at the top")
        expectPixel(try plain.image(), x: 5, y: 150, Pixel.white)
        let grouped = try ViewProbe(width: 393, height: 200) { List { Text("Apple") }.listStyle(.grouped) }
        #expect(abs(try grouped.frame(ofLabel: "Apple").minX - 20) < 0.5)
        expectPixel(try grouped.image(), x: 5, y: 57, Pixel.white, "the card reaches the edge")
        for probe in [try ViewProbe(width: 393, height: 200) { List { Text("Apple") }.listStyle(.insetGrouped) },
                      try ViewProbe(width: 393, height: 200) { List { Text("Apple") }.listStyle(.automatic) }] {
            #expect(abs(try probe.frame(ofLabel: "Apple").minX - 36) < 0.5)
            expectPixel(try probe.image(), x: 5, y: 57, Self.grouped)
        }
    }

    @Test("listRowBackground(_:) fills the whole row; listRowInsets(_:) and listRowInsets(_:_:) move the content; listRowSeparator(_:edges:) hides a separator")
    func rowModifiers() throws {
        let probe = try ViewProbe(width: 393, height: 300) {
            List {
                Text("Apple").listRowBackground(Color.red)
                Text("Pear").listRowInsets(EdgeInsets(top: 0, leading: 60, bottom: 0, trailing: 0))
                Text("Plum").listRowInsets(.leading, 80)
                Text("Fig").listRowSeparator(.hidden, edges: .bottom)
                Text("Kiwi").listRowSeparator(.hidden)
                Text("Lime")
            }
        }
        try probe.writePictureForReview(named: "list-rows")
        let image = try probe.image()
        expectPixel(image, x: 300, y: 40, Pixel.red, "the red row background, across the row")
        expectPixel(image, x: 8, y: 40, Self.grouped, "outside the card")
        #expect(abs(try probe.frame(ofLabel: "Pear").minX - 76) < 0.5)
        #expect(abs(try probe.frame(ofLabel: "Plum").minX - 96) < 0.5)
        let fig = try probe.frame(ofLabel: "Fig")
        let plum = try probe.frame(ofLabel: "Plum")
        expectPixel(image, x: 300, y: Int(fig.midY + 22), Pixel.white, "no separator under Fig (its bottom edge)")
        expectPixel(image, x: 300, y: Int(fig.midY + 66), Pixel.white, "none under Kiwi (both edges)")
        #expect(image.pixel(x: 300, y: Int(plum.midY + 22)).red < 250, "a separator under Plum")
    }

    @Test("scrollContentBackground(.hidden) leaves the grey out, so the list's own background shows")
    func hiddenBackground() throws {
        let probe = try ViewProbe(width: 393, height: 200) {
            List { Text("Apple") }
                .scrollContentBackground(.hidden)
                .background(Color.yellow)
        }
        expectPixel(try probe.image(), x: 5, y: 150, Pixel.yellow)
    }

    @Test("Form(content:) draws its sections as an inset-grouped list; formStyle(_:) with .grouped, .automatic, .columns, or a style of one's own using Form(_:)")
    func forms() throws {
        struct Framed: FormStyle {
            func makeBody(configuration: Configuration) -> some View {
                Form(configuration).padding(.top, 40)
            }
        }
        let form = try ViewProbe(width: 393, height: 300) {
            Form {
                Section("Account") { Text("Name") }
            }
        }
        try form.writePictureForReview(named: "form")
        #expect(abs(try form.frame(ofLabel: "Name").minX - 36) < 0.5)
        expectPixel(try form.image(), x: 5, y: 150, Self.grouped)
        for style in [try ViewProbe(width: 393, height: 300) { Form { Text("Name") }.formStyle(.grouped) },
                      try ViewProbe(width: 393, height: 300) { Form { Text("Name") }.formStyle(.automatic) }] {
            #expect(abs(try style.frame(ofLabel: "Name").midY - 57) < 0.5)
        }
        let columns = try ViewProbe(width: 393, height: 300) { Form { Text("Name") }.formStyle(.columns) }
        #expect(try columns.frame(ofLabel: "Name").minX > 100, "a column centred, no cards")
        let own = try ViewProbe(width: 393, height: 300) { Form { Text("Name") }.formStyle(Framed()) }
        #expect(abs(try own.frame(ofLabel: "Name").midY - 97) < 0.5, "the style's 40 points above the form")
    }

    @Test("refreshable(action:) and swipeActions(edge:allowsFullSwipe:content:) leave a list at rest as it was: no action runs, no action shows")
    func restingActions() throws {
        let plain = try ViewProbe(width: 393, height: 300) { List { Text("Apple"); Text("Pear") } }
        let decorated = try ViewProbe(width: 393, height: 300) {
            List {
                Text("Apple").swipeActions(edge: .leading, allowsFullSwipe: false) { Button("Pin") {} }
                Text("Pear").swipeActions { Button("Delete", role: .destructive) {} } onPresentationChanged: { _ in }
            }
            .refreshable(action: {})
        }
        for label in ["Apple", "Pear"] {
            expectFrame(try decorated.frame(ofLabel: label), try plain.frame(ofLabel: label), tolerance: 0.01, label)
        }
        #expect(!decorated.looks.contains { $0.label?.text == "Pin" || $0.label?.text == "Delete" }, "no action is revealed")
    }
}
