import Foundation
import LayoutCore
import SceneCore
import Testing
import ViewTree
import ZoetropeTestSupport

/// `LazyVGrid` and `LazyHGrid` with SwiftUI's track algorithm: fixed items first, then the others
/// each offered an equal share of what is left (flexible ones kept within their bounds),
/// adaptive ones holding as many tracks as fit. The cases are objc.io's LazyVGrid quiz and the
/// measurements in "Predict LazyVGrid layout" (mo4tech), with the arithmetic in comments. Each
/// grid sits at the top-leading corner of a frame the size of its canvas.
@Suite("LazyVGrid and LazyHGrid")
struct LazyGridTests {
    static let cases: [LeafFramesCase] = [
        // 200 less one spacing of 8 = 192; the fixed 70 first leaves 122 for the adaptive item,
        // which fits ⌊(122 + 8) / (40 + 8)⌋ = 2 columns of (122 − 8) / 2 = 57: columns at 0, 78
        // and 143. Views 20 high, rows 20 + 8 apart.
        LeafFramesCase(name: "fixed(70) and adaptive(minimum: 40) in 200: 70 and two columns of 57",
                       canvas: CGSize(width: 200, height: 100), expected: [
                           CGRect(x: 0, y: 0, width: 70, height: 20), CGRect(x: 78, y: 0, width: 57, height: 20),
                           CGRect(x: 143, y: 0, width: 57, height: 20), CGRect(x: 0, y: 28, width: 70, height: 20),
                           CGRect(x: 78, y: 28, width: 57, height: 20),
                       ]) {
            AnyView(LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) {
                ForEach(0..<5) { _ in Color.red.frame(height: 20) }
            }.frame(width: 200, height: 100, alignment: .topLeading))
        },
        // Offered 300: 292 to share; the first takes 292 / 2 = 146, the second is offered 146 and
        // keeps its minimum 180, so the grid answers 146 + 8 + 180 = 334. Placed at 334 it shares
        // again: 326 / 2 = 163 for the first, 180 for the second (at 171), as SwiftUI draws it.
        LeafFramesCase(name: "flexible(minimum: 100) and flexible(minimum: 180) in 300: 163 and 180, overflowing",
                       canvas: CGSize(width: 300, height: 100), expected: [
                           CGRect(x: 0, y: 0, width: 163, height: 10), CGRect(x: 171, y: 0, width: 180, height: 10),
                       ]) {
            AnyView(LazyVGrid(columns: [GridItem(.flexible(minimum: 100)), GridItem(.flexible(minimum: 180))]) {
                Color.red.frame(height: 10)
                Color.blue.frame(height: 10)
            }.frame(width: 300, height: 100, alignment: .topLeading))
        },
        // One adaptive item in 300: ⌊(300 + 8) / (50 + 8)⌋ = 5 columns of (300 − 4·8) / 5 = 53.6,
        // 61.6 apart; the sixth view starts row 2 at 10 + 8 = 18.
        LeafFramesCase(name: "adaptive(minimum: 50, maximum: 100) in 300: five columns of 53.6",
                       canvas: CGSize(width: 300, height: 100),
                       expected: (0..<5).map { CGRect(x: 61.6 * Double($0), y: 0, width: 53.6, height: 10) }
                           + [CGRect(x: 0, y: 18, width: 53.6, height: 10)]) {
            AnyView(LazyVGrid(columns: [GridItem(.adaptive(minimum: 50, maximum: 100))]) {
                ForEach(0..<6) { _ in Color.red.frame(height: 10) }
            }.frame(width: 300, height: 100, alignment: .topLeading))
        },
        // 192 to share: the first is offered 96 and keeps its maximum 50, the second takes the
        // 142 left (at 58). Rows 20 and 30 high, 4 apart (spacing: 4): row 2 at 24. Column 0
        // centres its 20-wide views at (50 − 20) / 2 = 15; column 1 puts them at its top-leading
        // corner by its item's alignment.
        LeafFramesCase(name: "flexible(maximum: 50), a flexible column aligned .topLeading, rows 4 apart",
                       canvas: CGSize(width: 200, height: 100), expected: [
                           CGRect(x: 15, y: 0, width: 20, height: 20), CGRect(x: 58, y: 0, width: 20, height: 10),
                           CGRect(x: 15, y: 24, width: 20, height: 30), CGRect(x: 58, y: 24, width: 20, height: 20),
                       ]) {
            AnyView(LazyVGrid(columns: [GridItem(.flexible(maximum: 50)), GridItem(.flexible(), alignment: .topLeading)],
                              spacing: 4) {
                Color.red.frame(width: 20, height: 20)
                Color.blue.frame(width: 20, height: 10)
                Color.green.frame(width: 20, height: 30)
                Color.yellow.frame(width: 20, height: 20)
            }.frame(width: 200, height: 100, alignment: .topLeading))
        },
        // Rows fixed 30 (then 4 of spacing) and 20: row 1 at 34. Views fill the first column top
        // to bottom; it is 10 wide, so the second starts at 10 + 6 = 16 (spacing: 6). The 8-high
        // view sits at the top of its 20-high row (alignment: .top).
        LeafFramesCase(name: "LazyHGrid: fixed rows filled a column at a time, aligned .top",
                       canvas: CGSize(width: 100, height: 100), expected: [
                           CGRect(x: 0, y: 0, width: 10, height: 30), CGRect(x: 0, y: 34, width: 10, height: 8),
                           CGRect(x: 16, y: 0, width: 14, height: 30),
                       ]) {
            AnyView(LazyHGrid(rows: [GridItem(.fixed(30), spacing: 4), GridItem(.fixed(20))], alignment: .top, spacing: 6) {
                Color.red.frame(width: 10)
                Color.blue.frame(width: 10, height: 8)
                Color.green.frame(width: 14, height: 30)
            }.frame(width: 100, height: 100, alignment: .topLeading))
        },
        // Height 100 less 8 = 92: flexible rows of 46 each (row 1 at 54); the 10-wide views fill
        // them, centred in a 10-wide column.
        LeafFramesCase(name: "LazyHGrid: two flexible rows share the height",
                       canvas: CGSize(width: 100, height: 100), expected: [
                           CGRect(x: 0, y: 0, width: 10, height: 46), CGRect(x: 0, y: 54, width: 10, height: 46),
                       ]) {
            AnyView(LazyHGrid(rows: [GridItem(), GridItem()]) {
                Color.red.frame(width: 10)
                Color.blue.frame(width: 10)
            }.frame(width: 100, height: 100, alignment: .topLeading))
        },
    ]

    @Test("every view's frame", arguments: cases)
    func viewFrames(_ gridCase: LeafFramesCase) throws {
        try gridCase.check()
    }

    // Unspecified width (fixedSize): a flexible item answers its minimum, 10; an adaptive one its
    // minimum, 30, as one column; a fixed one its size: the grid is 10 + 8 + 30 + 8 + 25 = 81
    // wide. Placed at 81 it shares again: 81 − 16 = 65, the fixed 25 first leaves 40, the flexible
    // item is offered 40 / 2 = 20 and takes it, the adaptive one the 20 left (one column): the
    // columns are 20, 20 and 25, at 0, 28 and 56. No items or no views: empty.
    @Test("at its ideal width the items answer their minimums and share the width again when placed; no items or no views make an empty grid")
    func idealAndEmpty() throws {
        let columns = [GridItem(), GridItem(.adaptive(minimum: 30)), GridItem(.fixed(25))]
        let scene = try Scene(named: "ideal", canvas: CGSize(width: 200, height: 100)) {
            LazyVGrid(columns: columns) {
                ForEach(0..<3) { _ in Color.red.frame(height: 10) }
            }
            .fixedSize()
            .frame(width: 200, height: 100, alignment: .topLeading)
        }
        let frames = try scene.sample(frame: 0).placements.map(\.frame)
        expectClose(frames[0], CGRect(x: 0, y: 0, width: 20, height: 10))
        expectClose(frames[1], CGRect(x: 28, y: 0, width: 20, height: 10))
        expectClose(frames[2], CGRect(x: 56, y: 0, width: 25, height: 10))
        let noItems = (LazyGridLayout(axis: .vertical, items: [], alignment: .center, spacing: nil),
                       [ViewNode(sizing: .fixed(width: 10, height: 10))])
        let noViews = (LazyGridLayout(axis: .vertical, items: columns, alignment: .center, spacing: nil), [ViewNode]())
        for (layout, children) in [noItems, noViews] {
            let result = try LayoutPass.run(VStackLayout(), subviews: [ViewNode(layout: layout, children: children)],
                                            in: CGSize(width: 100, height: 100))
            expectClose(result.bounds.size, .zero)
        }
    }
}
