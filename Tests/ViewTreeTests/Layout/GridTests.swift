import Foundation
import FrameRendering
import LayoutCore
import SceneCore
import Testing
import ViewTree
import ZoetropeTestSupport

/// `Grid` and `GridRow` laid out as SwiftUI documents them: every column as wide as its widest
/// cell, every row as tall as its tallest, 8 points apart unless told. Each grid sits at the
/// top-leading corner of a frame as large as its canvas, so cells' frames are in grid coordinates.
@Suite("Grid")
struct GridTests {
    /// The four cells most cases use: 30×10 and 50×20 above 40×30 and 20×15.
    @ViewBuilder
    static func fourCells() -> some View {
        GridRow {
            Color.red.frame(width: 30, height: 10)
            Color.blue.frame(width: 50, height: 20)
        }
        GridRow {
            Color.green.frame(width: 40, height: 30)
            Color.yellow.frame(width: 20, height: 15)
        }
    }

    static let cases: [LeafFramesCase] = [
        // Columns max(30, 40) = 40 and max(50, 20) = 50, 8 apart: the second starts at 48. Rows
        // max(10, 20) = 20 and max(30, 15) = 30: the second starts at 28. Centred in its area,
        // the 30×10 cell is at ((40 − 30)/2, (20 − 10)/2) = (5, 5); the 20×15 one at
        // (48 + (50 − 20)/2, 28 + (30 − 15)/2) = (63, 35.5).
        LeafFramesCase(name: "columns as wide as their widest cell, rows as tall as their tallest, centred, 8 apart",
                       canvas: CGSize(width: 200, height: 200), expected: [
                           CGRect(x: 5, y: 5, width: 30, height: 10), CGRect(x: 48, y: 0, width: 50, height: 20),
                           CGRect(x: 0, y: 28, width: 40, height: 30), CGRect(x: 63, y: 35.5, width: 20, height: 15),
                       ]) {
            AnyView(Grid { fourCells() }.frame(width: 200, height: 200, alignment: .topLeading))
        },
        // The same tracks 4 apart across and 2 down: column 1 at 40 + 4 = 44, row 1 at 20 + 2 = 22,
        // every cell at its area's top-leading corner.
        LeafFramesCase(name: "alignment .topLeading, horizontalSpacing 4, verticalSpacing 2",
                       canvas: CGSize(width: 200, height: 200), expected: [
                           CGRect(x: 0, y: 0, width: 30, height: 10), CGRect(x: 44, y: 0, width: 50, height: 20),
                           CGRect(x: 0, y: 22, width: 40, height: 30), CGRect(x: 44, y: 22, width: 20, height: 15),
                       ]) {
            AnyView(Grid(alignment: .topLeading, horizontalSpacing: 4, verticalSpacing: 2) { fourCells() }
                .frame(width: 200, height: 200, alignment: .topLeading))
        },
        // Row 1 bottom-aligned and column 1 trailing-aligned (set on its top cell): the 20×15
        // cell's area is x 48…98, y 28…58, so it sits at (98 − 20, 58 − 15) = (78, 43); the
        // 30×10 cell, in neither, stays centred at (5, 5).
        LeafFramesCase(name: "GridRow(alignment: .bottom) and gridColumnAlignment(.trailing) override the grid's",
                       canvas: CGSize(width: 200, height: 200), expected: [
                           CGRect(x: 5, y: 5, width: 30, height: 10), CGRect(x: 48, y: 0, width: 50, height: 20),
                           CGRect(x: 0, y: 28, width: 40, height: 30), CGRect(x: 78, y: 43, width: 20, height: 15),
                       ]) {
            AnyView(Grid {
                GridRow {
                    Color.red.frame(width: 30, height: 10)
                    Color.blue.frame(width: 50, height: 20).gridColumnAlignment(.trailing)
                }
                GridRow(alignment: .bottom) {
                    Color.green.frame(width: 40, height: 30)
                    Color.yellow.frame(width: 20, height: 15)
                }
            }.frame(width: 200, height: 200, alignment: .topLeading))
        },
        // Columns 30 and 40 give the spanning cell 30 + 8 + 40 = 78 of the 100 it needs: each
        // column widens by (100 − 78)/2 = 11, to 41 and 51 (column 1 at 49). The 30-wide cell is
        // centred at (41 − 30)/2 = 5.5, the 40-wide one at 49 + (51 − 40)/2 = 54.5; the spanning
        // cell fills 0…100 in row 1, at 10 + 8 = 18.
        LeafFramesCase(name: "gridCellColumns(2): a cell wider than its columns widens them equally",
                       canvas: CGSize(width: 200, height: 200), expected: [
                           CGRect(x: 5.5, y: 0, width: 30, height: 10), CGRect(x: 54.5, y: 0, width: 40, height: 10),
                           CGRect(x: 0, y: 18, width: 100, height: 20),
                       ]) {
            AnyView(Grid {
                GridRow {
                    Color.red.frame(width: 30, height: 10)
                    Color.blue.frame(width: 40, height: 10)
                }
                GridRow {
                    Color.green.frame(width: 100, height: 20).gridCellColumns(2)
                }
            }.frame(width: 200, height: 200, alignment: .topLeading))
        },
        // A view outside any GridRow is a row across both columns; unsized horizontally it takes
        // their 30 + 8 + 40 = 78 and widens nothing. Rows 10, 2 and 10 start at 0, 18 and 28.
        // The last row has one cell: the second column stays empty, the 20-wide cell centred in
        // the 30-wide column at 5.
        LeafFramesCase(name: "a view outside a GridRow spans every column; gridCellUnsizedAxes(.horizontal) keeps it to their width",
                       canvas: CGSize(width: 200, height: 200), expected: [
                           CGRect(x: 0, y: 0, width: 30, height: 10), CGRect(x: 38, y: 0, width: 40, height: 10),
                           CGRect(x: 0, y: 18, width: 78, height: 2), CGRect(x: 5, y: 28, width: 20, height: 10),
                       ]) {
            AnyView(Grid {
                GridRow {
                    Color.red.frame(width: 30, height: 10)
                    Color.blue.frame(width: 40, height: 10)
                }
                Color.gray.frame(height: 2).gridCellUnsizedAxes(.horizontal)
                GridRow { Color.green.frame(width: 20, height: 10) }
            }.frame(width: 200, height: 200, alignment: .topLeading))
        },
        // Without gridCellUnsizedAxes the flexible row is offered the grid's 200 and takes it:
        // the columns widen by (200 − 78)/2 = 61 each, to 91 and 101 (column 1 at 99). Cells
        // centred: (91 − 30)/2 = 30.5, 99 + (101 − 40)/2 = 129.5, and (91 − 20)/2 = 35.5.
        LeafFramesCase(name: "a flexible view across the grid makes it as wide as offered, widening every column",
                       canvas: CGSize(width: 200, height: 200), expected: [
                           CGRect(x: 30.5, y: 0, width: 30, height: 10), CGRect(x: 129.5, y: 0, width: 40, height: 10),
                           CGRect(x: 0, y: 18, width: 200, height: 2), CGRect(x: 35.5, y: 28, width: 20, height: 10),
                       ]) {
            AnyView(Grid {
                GridRow {
                    Color.red.frame(width: 30, height: 10)
                    Color.blue.frame(width: 40, height: 10)
                }
                Color.gray.frame(height: 2)
                GridRow { Color.green.frame(width: 20, height: 10) }
            }.frame(width: 200, height: 200, alignment: .topLeading))
        },
        // The fixed column (no flexibility) is sized first and takes its 50; the flexible one is
        // offered the rest, 200 − 50 = 150, and takes it; the row is as tall as its cells, 10.
        LeafFramesCase(name: "a flexible column takes the width the fixed ones leave",
                       canvas: CGSize(width: 200, height: 100), expected: [
                           CGRect(x: 0, y: 0, width: 50, height: 10), CGRect(x: 50, y: 0, width: 150, height: 10),
                       ]) {
            AnyView(Grid(horizontalSpacing: 0) {
                GridRow {
                    Color.red.frame(width: 50, height: 10)
                    Color.blue.frame(height: 10)
                }
            }.frame(width: 200, height: 100, alignment: .topLeading))
        },
        // ForEach makes the rows: 3 rows of 2 cells 20×20, 8 apart: rows at 0, 28, 56, column 1 at 28.
        LeafFramesCase(name: "rows from ForEach", canvas: CGSize(width: 100, height: 100), expected: (0..<3).flatMap { row in
            [CGRect(x: 0, y: 28 * Double(row), width: 20, height: 20), CGRect(x: 28, y: 28 * Double(row), width: 20, height: 20)]
        }) {
            AnyView(Grid {
                ForEach(0..<3) { _ in
                    GridRow {
                        Color.red.frame(width: 20, height: 20)
                        Color.blue.frame(width: 20, height: 20)
                    }
                }
            }.frame(width: 100, height: 100, alignment: .topLeading))
        },
    ]

    @Test("every cell's frame", arguments: cases)
    func cellFrames(_ gridCase: LeafFramesCase) throws {
        try gridCase.check()
    }

    // A grid at its ideal size (fixedSize) is its columns and rows: 40 + 8 + 50 = 98 by 20 + 8 + 30 = 58.
    @Test("at its ideal size a grid is its tracks and the spacing between them; with no views it is empty")
    func idealSize() throws {
        let scene = try Scene(named: "ideal", canvas: CGSize(width: 200, height: 200)) {
            Grid { Self.fourCells() }.fixedSize().frame(width: 200, height: 200, alignment: .topLeading)
        }
        let frames = try scene.sample(frame: 0).placements.map(\.frame)
        let union = frames.dropFirst().reduce(frames[0]) { $0.union($1) }
        expectClose(union, CGRect(x: 0, y: 0, width: 98, height: 58))
        let empty = try LayoutPass.run(VStackLayout(), subviews: [ViewNode(layout: GridLayout(), children: [])],
                                       in: CGSize(width: 100, height: 100))
        expectClose(empty.bounds.size, .zero)
    }
}

/// The example of `docs/views.md`'s "Grid and GridRow", with the players it leaves out.
@Suite("Grid, as docs/views.md writes it")
struct GridDocsExampleTests {
    struct Player: Identifiable {
        let id: Int
        let name: String
        let score: Int
    }

    /// 10 points a character at 17 points, 20 high.
    struct MonospaceText: TextMeasuring {
        func size(of label: TextLabel) -> CGSize { CGSize(width: 10 * Double(label.text.count) * label.fontSize / 17, height: 20) }
        func baseline(of label: TextLabel) -> CGFloat { 16 }
    }

    struct Scores: View {
        let players: [Player]

        var body: some View {
            Grid(alignment: .leading) {
                GridRow { Text("Name"); Text("Score").gridColumnAlignment(.trailing) }
                Divider().gridCellUnsizedAxes(.horizontal)
                ForEach(players) { player in
                    GridRow { Text(player.name); Text("\(player.score)") }
                }
            }
        }
    }

    // Text of 10 points a character, 20 high: "Name" 40, "Score" 50, "Ann" 30, "7" 10, "Bob" 30,
    // "12" 20. Columns 40 and 50 (column 1 at 48, trailing-aligned); rows 20, 1, 20, 20 at 0,
    // 28, 37, 65; the divider, unsized, takes the columns' 98. The grid is 98 × 85, centred in
    // the 200 × 200 canvas at (51, 57.5).
    @Test("its cells: names leading, scores trailing, the divider across both columns")
    func scores() throws {
        let scene = try Scene(named: "scores", canvas: CGSize(width: 200, height: 200), textMeasurer: MonospaceText()) {
            Scores(players: [Player(id: 1, name: "Ann", score: 7), Player(id: 2, name: "Bob", score: 12)])
        }
        let frames = try scene.sample(frame: 0).placements.map(\.frame)
        let origin = CGPoint(x: 51, y: 57.5)
        let expected = [CGRect(x: 0, y: 0, width: 40, height: 20), CGRect(x: 48, y: 0, width: 50, height: 20),
                        CGRect(x: 0, y: 28, width: 98, height: 1),
                        CGRect(x: 0, y: 37, width: 30, height: 20), CGRect(x: 88, y: 37, width: 10, height: 20),
                        CGRect(x: 0, y: 65, width: 30, height: 20), CGRect(x: 78, y: 65, width: 20, height: 20)]
        #expect(frames.count == expected.count)
        for (index, (frame, want)) in zip(frames, expected).enumerated() {
            expectClose(frame, want.offsetBy(dx: origin.x, dy: origin.y), "leaf \(index)")
        }
    }
}

/// A grid's rows line their cells up on the row's guide as an `HStack` does: text baselines too.
@Suite("Grid rows on text baselines")
struct GridBaselineTests {
    /// 10 points a character and 20 high at 17 points, baseline at 16, all in proportion to the size.
    struct ScaledText: TextMeasuring {
        func size(of label: TextLabel) -> CGSize {
            CGSize(width: 10 * Double(label.text.count) * label.fontSize / 17, height: 20 * label.fontSize / 17)
        }
        func baseline(of label: TextLabel) -> CGFloat { 16 * label.fontSize / 17 }
    }

    // "A" at 34 points is 20 × 40 with its baseline at 32; "B" at 17 is 10 × 20, baseline 16.
    // On the first baseline the row reaches 32 above the line and max(40 − 32, 20 − 16) = 8 below:
    // 40 high, the line at 32, so A is at 0 and B at 32 − 16 = 16. Centred, B would be at 10.
    // Columns 20 and 10, 8 apart: B at x 28.
    @Test("GridRow(alignment: .firstTextBaseline) puts the baselines of different fonts on one line",
          arguments: [(VerticalAlignment.firstTextBaseline, 16.0), (.center, 10.0)])
    func baselines(alignment: VerticalAlignment, bY: CGFloat) throws {
        let scene = try Scene(named: "baselines", canvas: CGSize(width: 100, height: 100), textMeasurer: ScaledText()) {
            Grid {
                GridRow(alignment: alignment) {
                    Text("A").font(.system(size: 34))
                    Text("B")
                }
            }
            .frame(width: 100, height: 100, alignment: .topLeading)
        }
        let frames = try scene.sample(frame: 0).placements.map(\.frame)
        expectClose(frames[0], CGRect(x: 0, y: 0, width: 20, height: 40), "A")
        expectClose(frames[1], CGRect(x: 28, y: bY, width: 10, height: 20), "B")
    }
}
