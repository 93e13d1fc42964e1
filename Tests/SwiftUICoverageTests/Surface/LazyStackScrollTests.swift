import CairoRasterizer
import Foundation
import Testing
import Zoetrope

/// Rows of 44 points, numbered, in a scroll view filling a 300 × 600 canvas: lazily or not.
private struct NumberedRows: View {
    let count: Int
    let lazy: Bool

    var body: some View {
        ScrollView {
            if lazy {
                LazyVStack(spacing: 0) { rows }
            } else {
                VStack(spacing: 0) { rows }
            }
        }
        .accessibilityIdentifier("rows")
    }

    private var rows: some View {
        ForEach(0..<count, id: \.self) { index in
            Text("Row \(index)").frame(maxWidth: .infinity).frame(height: 44)
        }
    }
}

/// The top of the label showing `text` in `frame`, when it is built and shown.
private func top(of text: String, in frame: SampledFrame) -> Double? {
    zip(frame.looks, frame.placements).first { $0.0.label?.text == text && $0.1.opacity > 0 }.map { Double($0.1.frame.minY) }
}


/// `LazyVStack` in a `ScrollView`: only the rows near what the scroll view shows are built, each
/// where it would be among all of them, so a list of 10,000 rows costs what the screen shows.
@Suite("LazyVStack in a ScrollView builds only the rows in sight")
struct LazyStackScrollTests {
    private func scene(count: Int, lazy: Bool, interactions: [Interaction] = []) throws -> Scene {
        try Scene(named: "rows", canvas: CGSize(width: 300, height: 600), fps: 30, duration: 4, interactions: interactions,
                  textMeasurer: CairoTextMeasurer()) {
            NumberedRows(count: count, lazy: lazy)
        }
    }

    @Test("10,000 rows: the rows in the 600 points shown (14) and a few beyond are built, not the 10,000, at 44 points apart from the top")
    func onlyVisibleRowsAreBuilt() throws {
        let frame = try scene(count: 10_000, lazy: true).sample(frame: 0)
        let texts = frame.looks.compactMap { $0.label?.text }
        #expect(texts.count >= 14 && texts.count < 40, "\(texts.count) rows built")
        let (first, fourteenth) = (try #require(top(of: "Row 0", in: frame)), try #require(top(of: "Row 13", in: frame)))
        #expect(abs(fourteenth - first - 13 * 44) < 1e-9 && first < 44)
        #expect(top(of: "Row 9999", in: frame) == nil && top(of: "Row 100", in: frame) == nil)
    }

    @Test("Scrolled by a finger and flung, the built rows are where a VStack of all 100 rows puts them, frame by frame", arguments: [0, 20, 30, 45, 60, 90, 119])
    func lazyRowsMatchAnEagerStack(frame index: Int) throws {
        let scroll = [Interaction.scroll("rows", by: CGSize(width: 0, height: -250), at: 0.5, duration: 0.5)]
        let lazy = try scene(count: 100, lazy: true, interactions: scroll).sample(frame: index)
        let eager = try scene(count: 100, lazy: false, interactions: scroll).sample(frame: index)
        let built = shownTexts(lazy)
        #expect(!built.isEmpty)
        for text in built {
            let (lazyTop, eagerTop) = (top(of: text, in: lazy), top(of: text, in: eager))
            #expect(lazyTop != nil && lazyTop == eagerTop, "\(text) at frame \(index): \(String(describing: lazyTop)) lazily, \(String(describing: eagerTop)) in a VStack")
        }
        // Every row the eager stack shows on the canvas is built lazily too.
        let onCanvas = CGRect(x: 0, y: 0, width: 300, height: 600)
        let shown = zip(eager.looks, eager.placements).compactMap { (look: ViewSpec, placed: ViewPlacement) -> String? in
            placed.opacity > 0 && placed.frame.intersects(onCanvas) ? look.label?.text : nil
        }
        #expect(Set(shown).isSubset(of: Set(built)), "frame \(index): \(Set(shown).subtracting(built).sorted()) not built")
    }

    /// Five rows, lazily or not, then a 2,000-point block and an end line, in a scroll view.
    private struct RowsThenBlock: View {
        let lazy: Bool

        var body: some View {
            ScrollView {
                if lazy {
                    LazyVStack(spacing: 0) { ForEach(0..<5, id: \.self) { index in Text("Row \(index)").frame(height: 44) } }
                } else {
                    VStack(spacing: 0) { ForEach(0..<5, id: \.self) { index in Text("Row \(index)").frame(height: 44) } }
                }
                Color.blue.frame(height: 2000)
                Text("End")
            }
            .accessibilityIdentifier("list")
        }
    }

    @Test("A lazy stack scrolled wholly out of sight builds no row and keeps its length: the block after it is where it is after a VStack")
    func stackOutOfSight() throws {
        let scrolls: [Interaction] = [.scroll("list", by: CGSize(width: 0, height: -280), at: 0.1, duration: 0.5),
                                      .scroll("list", by: CGSize(width: 0, height: -280), at: 1.2, duration: 0.5)]
        let make = { (lazy: Bool) in
            try Scene(named: "rows", canvas: CGSize(width: 300, height: 600), fps: 30, duration: 2.5, interactions: scrolls,
                      textMeasurer: CairoTextMeasurer()) { RowsThenBlock(lazy: lazy) }
        }
        let (lazy, eager) = (try make(true), try make(false))
        for index in [45, 50, 60, 74] {
            let (lazyFrame, eagerFrame) = (try lazy.sample(frame: index), try eager.sample(frame: index))
            #expect(top(of: "Row 0", in: lazyFrame) == nil && top(of: "Row 4", in: lazyFrame) == nil, "frame \(index): no row built out of sight")
            let block = { (frame: SampledFrame) in frame.placements.first { abs($0.size.height - 2000) < 1e-9 }.map { Double($0.frame.minY) } }
            let (lazyBlock, eagerBlock) = (try #require(block(lazyFrame)), try #require(block(eagerFrame)))
            #expect(abs(lazyBlock - eagerBlock) < 1e-6 && lazyBlock < -250, "frame \(index): the block at \(lazyBlock), in a VStack \(eagerBlock)")
        }
    }

    @Test("Outside a scroll view a LazyVStack is a VStack as wide as it is offered: every row is built")
    func outsideAScrollViewEverythingIsBuilt() throws {
        let scene = try Scene(named: "rows", canvas: CGSize(width: 300, height: 600), fps: 30, duration: 0, textMeasurer: CairoTextMeasurer()) {
            LazyVStack(spacing: 0) {
                ForEach(0..<20, id: \.self) { index in Text("Row \(index)").frame(height: 44) }
            }
        }
        #expect(try scene.sample(frame: 0).looks.compactMap { $0.label?.text }.count == 20)
    }
}
