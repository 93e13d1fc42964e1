import CairoRasterizer
import FrameRendering
import Testing
import Zoetrope

/// A folder tree as apps keep one for an outline list.
struct CatalogFolder: Identifiable, Hashable, Sendable {
    var id: String { name }
    var name: String
    var children: [CatalogFolder]?
}

private let folders = [
    CatalogFolder(name: "Documents", children: [CatalogFolder(name: "Taxes", children: nil), CatalogFolder(name: "Photos", children: [])]),
    CatalogFolder(name: "Notes", children: nil),
]

/// The visible leaf labelled `text` in `frame`.
private func catalogVisibleFrame(of text: String, in frame: SampledFrame) -> CGRect? {
    zip(frame.looks, frame.placements).first { $0.0.label?.text == text && $0.1.opacity > 0 }?.1.frame
}

/// Outline lists (`List` with `children:`) and lists the user may edit (`editActions:`).
@Suite("Catalog lists")
struct CatalogListTests {
    @Test("List(_:children:rowContent:) shows the top-level rows, collapsed, a chevron in the tint at the trailing edge of each parent; a tap on a parent shows its children under it, indented")
    func outlineRows() throws {
        let probe = try ViewProbe(width: 393, height: 300) {
            List(folders, children: \.children) { folder in Text(folder.name) }
        }
        try probe.writePictureForReview(named: "catalog-outline")
        let documents = try probe.frame(ofLabel: "Documents")
        let notes = try probe.frame(ofLabel: "Notes")
        #expect(abs(documents.minX - 36) < 0.5, "rows 20 points into the card")
        #expect(abs((notes.midY - documents.midY) - 44) < 0.5, "collapsed: Notes is the next row")
        #expect(!probe.looks.contains { $0.label?.text == "Taxes" }, "children hidden while collapsed")
        let image = try probe.image()
        // The chevron of Documents: 8 × 13 points, its trailing edge 20 points in from the card's.
        let chevronX = Int(393 - 16 - 20 - 4), chevronY = Int(documents.midY)
        var bluest = image.pixel(x: chevronX, y: chevronY)
        for x in (chevronX - 4)...(chevronX + 4) {
            for y in (chevronY - 6)...(chevronY + 6) {
                let pixel = image.pixel(x: x, y: y)
                if Int(pixel.red) < Int(bluest.red) { bluest = pixel }
            }
        }
        #expect(bluest.blue > 200 && bluest.red < 100, "a chevron in the tint beside Documents: \(bluest)")
        let notesRow = (chevronX - 4...chevronX + 4).map { image.pixel(x: $0, y: Int(notes.midY)) }
        #expect(notesRow.allSatisfy { $0.red > 240 }, "no chevron on a leaf")

        let scene = try Scene(named: "outline", canvas: CGSize(width: 393, height: 300), fps: 10, duration: 2,
                              interactions: [.tap("Documents", at: 1)], textMeasurer: CairoTextMeasurer()) {
            List(folders, children: \.children) { folder in Text(folder.name) }
        }
        // A second after the tap: the rows open with the default animation, iOS 17's spring.
        let after = try scene.sample(frame: 20)
        let taxes = try #require(catalogVisibleFrame(of: "Taxes", in: after))
        let openDocuments = try #require(catalogVisibleFrame(of: "Documents", in: after))
        let openNotes = try #require(catalogVisibleFrame(of: "Notes", in: after))
        #expect(abs((taxes.midY - openDocuments.midY) - 44) < 0.5, "the first child right under its parent")
        #expect(abs(taxes.minX - (openDocuments.minX + 20)) < 0.5, "children indented 20 points")
        #expect(abs((openNotes.midY - openDocuments.midY) - 3 * 44) < 0.5, "Notes after the two children")
    }

    @Test("List with children: over a key path id, a binding, and with selections (set, optional, value) draws the same outline rows")
    func outlineForms() throws {
        struct Bound: View {
            @State private var tree = folders
            let form: Int
            var body: some View {
                switch form {
                case 0: List($tree, children: \.children) { $folder in Text(folder.name) }
                case 1: List($tree, id: \.name, children: \.children) { $folder in Text(folder.name) }
                case 2: List($tree, children: \.children, selection: .constant(Set<String>())) { $folder in Text(folder.name) }
                case 3: List($tree, id: \.name, children: \.children, selection: .constant(Set<String>())) { $folder in Text(folder.name) }
                case 4: List($tree, children: \.children, selection: .constant(String?.none)) { $folder in Text(folder.name) }
                case 5: List($tree, id: \.name, children: \.children, selection: .constant(String?.none)) { $folder in Text(folder.name) }
                case 6: List($tree, children: \.children, selection: .constant("Notes")) { $folder in Text(folder.name) }
                default: List($tree, id: \.name, children: \.children, selection: .constant("Notes")) { $folder in Text(folder.name) }
                }
            }
        }
        var probes = [
            try ViewProbe(width: 393, height: 300) { List(folders, id: \.name, children: \.children) { Text($0.name) } },
            try ViewProbe(width: 393, height: 300) { List(folders, children: \.children, selection: .constant(Set<String>())) { Text($0.name) } },
            try ViewProbe(width: 393, height: 300) { List(folders, id: \.name, children: \.children, selection: .constant(Set<String>())) { Text($0.name) } },
            try ViewProbe(width: 393, height: 300) { List(folders, children: \.children, selection: .constant(String?.none)) { Text($0.name) } },
            try ViewProbe(width: 393, height: 300) { List(folders, id: \.name, children: \.children, selection: .constant(String?.none)) { Text($0.name) } },
            try ViewProbe(width: 393, height: 300) { List(folders, children: \.children, selection: .constant("Notes")) { Text($0.name) } },
            try ViewProbe(width: 393, height: 300) { List(folders, id: \.name, children: \.children, selection: .constant("Notes")) { Text($0.name) } },
        ]
        for form in 0..<8 { probes.append(try ViewProbe(width: 393, height: 300) { Bound(form: form) }) }
        for (number, probe) in probes.enumerated() {
            let documents = try probe.frame(ofLabel: "Documents")
            let notes = try probe.frame(ofLabel: "Notes")
            #expect(abs(documents.minX - 36) < 0.5, "list \(number): 20 points into the card")
            #expect(abs((notes.midY - documents.midY) - 44) < 0.5, "list \(number): collapsed parent, Notes next")
            #expect(!probe.looks.contains { $0.label?.text == "Taxes" }, "list \(number): children hidden")
        }
    }

    @Test("List(_:editActions:rowContent:) and its id and selection forms draw a row per element, as a list over a binding")
    func editableRows() throws {
        struct Editable: View {
            @State private var items = [ListsFruit(id: 1, name: "Apple"), ListsFruit(id: 2, name: "Pear"), ListsFruit(id: 3, name: "Plum")]
            let form: Int
            var body: some View {
                switch form {
                case 0: List($items, editActions: .delete) { $fruit in Text(fruit.name) }
                case 1: List($items, id: \.name, editActions: .all) { $fruit in Text(fruit.name) }
                case 2: List($items, editActions: .move, selection: .constant(Set<Int>())) { $fruit in Text(fruit.name) }
                case 3: List($items, id: \.name, editActions: .all, selection: .constant(Set<String>())) { $fruit in Text(fruit.name) }
                case 4: List($items, editActions: .delete, selection: .constant(Int?.none)) { $fruit in Text(fruit.name) }
                case 5: List($items, id: \.name, editActions: .delete, selection: .constant(String?.none)) { $fruit in Text(fruit.name) }
                case 6: List($items, editActions: .all, selection: .constant(1)) { $fruit in Text(fruit.name) }
                default: List($items, id: \.name, editActions: .all, selection: .constant("Pear")) { $fruit in Text(fruit.name) }
                }
            }
        }
        for form in 0..<8 {
            let probe = try ViewProbe(width: 393, height: 300) { Editable(form: form) }
            let apple = try probe.frame(ofLabel: "Apple")
            let plum = try probe.frame(ofLabel: "Plum")
            #expect(abs(apple.minX - 36) < 0.5, "form \(form): 20 points into the card")
            #expect(abs((plum.midY - apple.midY) - 88) < 0.5, "form \(form): 44-point rows")
        }
    }
}
