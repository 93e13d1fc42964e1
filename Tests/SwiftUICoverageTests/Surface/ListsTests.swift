import CairoRasterizer
import Testing
import Zoetrope

/// `List` and `Section` as apps write them: rows on inset-grouped cards, at least 44 points
/// tall, their content 20 points in, sections with headers and footers.
@Suite("Lists")
struct ListsTests {
    @Test("List(content:) draws each view as a row on a white card inset 16 points, on the grouped background; rows are 44 points tall with text 20 points in")
    func staticRows() throws {
        let probe = try ViewProbe(width: 393, height: 300) {
            List {
                Text("Alpha")
                Text("Beta")
            }
        }
        try probe.writePictureForReview(named: "list-static")
        let alpha = try probe.frame(ofLabel: "Alpha")
        let beta = try probe.frame(ofLabel: "Beta")
        #expect(abs(alpha.minX - 36) < 0.5, "16-point card margin + 20-point row inset")
        #expect(abs((beta.midY - alpha.midY) - 44) < 0.5, "44-point rows")
        #expect(abs(alpha.midY - (35 + 22)) < 0.5, "the first card 35 points down")
        let image = try probe.image()
        expectPixel(image, x: 5, y: 100, RGBA8(red: 242, green: 242, blue: 247), "grouped background")
        expectPixel(image, x: 300, y: 50, Pixel.white, "the card")
        expectPixel(image, x: 300, y: 200, RGBA8(red: 242, green: 242, blue: 247), "below the card")
    }
}

/// A row's data, as apps keep it.
struct ListsFruit: Identifiable, Hashable, Sendable {
    var id: Int
    var name: String
}

private let fruits = [ListsFruit(id: 1, name: "Apple"), ListsFruit(id: 2, name: "Pear"), ListsFruit(id: 3, name: "Plum")]

extension ListsTests {
    @Test("List over data: a row per element (Identifiable, id: key path, a range, a binding), 44 points apart")
    func dataRows() throws {
        struct Bound: View {
            @State private var items = fruits
            let byKeyPath: Bool
            var body: some View {
                if byKeyPath {
                    List($items, id: \.name) { $fruit in Text(fruit.name) }
                } else {
                    List($items) { $fruit in Text(fruit.name) }
                }
            }
        }
        let probes = [
            try ViewProbe(width: 393, height: 300) { List(fruits) { fruit in Text(fruit.name) } },
            try ViewProbe(width: 393, height: 300) { List(fruits, id: \.name) { fruit in Text(fruit.name) } },
            try ViewProbe(width: 393, height: 300) { List(0..<3) { number in Text(["Apple", "Pear", "Plum"][number]) } },
            try ViewProbe(width: 393, height: 300) { Bound(byKeyPath: false) },
            try ViewProbe(width: 393, height: 300) { Bound(byKeyPath: true) },
        ]
        for (number, probe) in probes.enumerated() {
            let apple = try probe.frame(ofLabel: "Apple")
            let plum = try probe.frame(ofLabel: "Plum")
            #expect(abs(apple.minX - 36) < 0.5, "list \(number): 20 points into the card")
            #expect(abs((plum.midY - apple.midY) - 88) < 0.5, "list \(number): two 44-point rows apart")
        }
    }

    @Test("List with a selection binding (a set, an optional, a value; over views, data, ranges and key paths) lays its rows out as any list")
    func selectionRows() throws {
        let probes = [
            try ViewProbe(width: 393, height: 200) { List(selection: .constant(Set<Int>())) { Text("Apple") } },
            try ViewProbe(width: 393, height: 200) { List(selection: .constant(Int?.none)) { Text("Apple") } },
            try ViewProbe(width: 393, height: 200) { List(selection: .constant(1)) { Text("Apple") } },
            try ViewProbe(width: 393, height: 200) { List(fruits, selection: .constant(Set<Int>())) { Text($0.name) } },
            try ViewProbe(width: 393, height: 200) { List(fruits, selection: .constant(Int?.none)) { Text($0.name) } },
            try ViewProbe(width: 393, height: 200) { List(fruits, selection: .constant(1)) { Text($0.name) } },
            try ViewProbe(width: 393, height: 200) { List(0..<1, selection: .constant(Set<Int>())) { _ in Text("Apple") } },
            try ViewProbe(width: 393, height: 200) { List(0..<1, selection: .constant(Int?.none)) { _ in Text("Apple") } },
            try ViewProbe(width: 393, height: 200) { List(0..<1, selection: .constant(0)) { _ in Text("Apple") } },
            try ViewProbe(width: 393, height: 200) { List(fruits, id: \.id, selection: .constant(Set<Int>())) { Text($0.name) } },
            try ViewProbe(width: 393, height: 200) { List(fruits, id: \.id, selection: .constant(Int?.none)) { Text($0.name) } },
            try ViewProbe(width: 393, height: 200) { List(fruits, id: \.id, selection: .constant(1)) { Text($0.name) } },
            try ViewProbe(width: 393, height: 200) { List(.constant(fruits), selection: .constant(Set<Int>())) { Text($0.wrappedValue.name) } },
            try ViewProbe(width: 393, height: 200) { List(.constant(fruits), selection: .constant(Int?.none)) { Text($0.wrappedValue.name) } },
            try ViewProbe(width: 393, height: 200) { List(.constant(fruits), selection: .constant(1)) { Text($0.wrappedValue.name) } },
            try ViewProbe(width: 393, height: 200) {
                List(.constant(fruits), id: \.id, selection: .constant(Set<Int>())) { Text($0.wrappedValue.name) }
            },
            try ViewProbe(width: 393, height: 200) {
                List(.constant(fruits), id: \.id, selection: .constant(Int?.none)) { Text($0.wrappedValue.name) }
            },
            try ViewProbe(width: 393, height: 200) { List(.constant(fruits), id: \.id, selection: .constant(1)) { Text($0.wrappedValue.name) } },
        ]
        for (number, probe) in probes.enumerated() {
            let apple = try probe.frame(ofLabel: "Apple")
            #expect(abs(apple.minX - 36) < 0.5 && abs(apple.midY - 57) < 0.5, "list \(number): first row at \(apple)")
        }
    }
}
