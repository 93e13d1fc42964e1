import Foundation
import LayoutCore
import Testing
import ZoetropeTestSupport

@Suite("ViewThatFitsLayout")
struct ViewThatFitsLayoutTests {
    /// Three 100×50 tiles in a row: ideally 300×50. Leaves 0, 1, 2.
    static var row: ViewNode { ViewNode(layout: HStackLayout(spacing: 0), children: tiles(3, width: 100, height: 50)) }
    /// The same tiles in a column: ideally 100×150. Leaves 3, 4, 5 after the row.
    static var column: ViewNode { ViewNode(layout: VStackLayout(spacing: 0), children: tiles(3, width: 100, height: 50)) }

    /// Which alternative is shown: its leaves are opaque, every other leaf transparent.
    private func shown(_ result: LayoutPass.Result, leavesPerAlternative: Int) -> [Int] {
        let opaque = result.placements.indices.filter { result.placements[$0].opacity == 1 }
        let hidden = result.placements.indices.filter { result.placements[$0].opacity == 0 }
        #expect(opaque.count + hidden.count == result.placements.count, "opacities are 0 or 1")
        return Array(Set(opaque.map { $0 / leavesPerAlternative })).sorted()
    }

    @Test("No alternatives: zero-sized, nothing placed")
    func empty() throws {
        let result = try LayoutPass.run(ViewThatFitsLayout(), subviews: [], in: CGSize(width: 200, height: 200))
        #expect(result.placements.isEmpty)
        expectClose(result.bounds.size, .zero)
    }

    struct ChoiceCase: Sendable, CustomTestStringConvertible {
        let name: String
        let canvas: CGSize
        let axes: Axis.Set
        /// 0 for the row, 1 for the column.
        let chosen: Int
        var testDescription: String { name }
    }

    static let choiceCases: [ChoiceCase] = [
        .init(name: "the row fits 400×400", canvas: CGSize(width: 400, height: 400), axes: [.horizontal, .vertical], chosen: 0),
        .init(name: "exactly 300×50 fits the row", canvas: CGSize(width: 300, height: 50), axes: [.horizontal, .vertical], chosen: 0),
        .init(name: "250 wide: the column", canvas: CGSize(width: 250, height: 400), axes: [.horizontal, .vertical], chosen: 1),
        .init(name: "250×100: nothing fits, the last", canvas: CGSize(width: 250, height: 100), axes: [.horizontal, .vertical], chosen: 1),
        .init(name: "250×100 checking the height only: the row", canvas: CGSize(width: 250, height: 100), axes: .vertical, chosen: 0),
        .init(name: "400×40 checking the width only: the row", canvas: CGSize(width: 400, height: 40), axes: .horizontal, chosen: 0),
        .init(name: "400×40 checking both: nothing fits, the last", canvas: CGSize(width: 400, height: 40),
              axes: [.horizontal, .vertical], chosen: 1),
        .init(name: "a zero canvas: the last", canvas: .zero, axes: [.horizontal, .vertical], chosen: 1),
        .init(name: "no axes to check: the first always fits", canvas: .zero, axes: [], chosen: 0),
    ]

    @Test("The first alternative whose ideal size fits is shown, the last when none fits; its size is the layout's",
          arguments: choiceCases)
    func chooses(_ testCase: ChoiceCase) throws {
        let result = try LayoutPass.run(ViewThatFitsLayout(in: testCase.axes), subviews: [Self.row, Self.column], in: testCase.canvas)
        #expect(shown(result, leavesPerAlternative: 3) == [testCase.chosen])
        let expected = testCase.chosen == 0 ? CGSize(width: 300, height: 50) : CGSize(width: 100, height: 150)
        expectClose(result.bounds.size, expected)
    }

    @Test("Choosing by height: a tall column first, a row second, in: .vertical")
    func byHeight() throws {
        let layout = ViewThatFitsLayout(in: .vertical)
        let tall = try LayoutPass.run(layout, subviews: [Self.column, Self.row], in: CGSize(width: 50, height: 200))
        #expect(shown(tall, leavesPerAlternative: 3) == [0], "150 fits in 200; the width is not checked")
        let short = try LayoutPass.run(layout, subviews: [Self.column, Self.row], in: CGSize(width: 500, height: 100))
        #expect(shown(short, leavesPerAlternative: 3) == [1])
    }

    @Test("An unspecified proposal always fits the first; the zero proposal falls back to the last")
    func proposals() throws {
        let reports = try LayoutPass.sizes(of: ViewThatFitsLayout(), subviews: [Self.row, Self.column],
                                           in: CGSize(width: 400, height: 400), requests: [.ideal, .minimum, .maximum])
        let root = try #require(reports.first)
        expectClose(root.sizes[0].size, CGSize(width: 300, height: 50), "ideal: the row")
        expectClose(root.sizes[1].size, CGSize(width: 100, height: 150), "minimum: the column")
        expectClose(root.sizes[2].size, CGSize(width: 300, height: 50), "maximum: the row fits an infinite proposal")
    }

    @Test("One alternative is shown even when it does not fit")
    func oneAlternative() throws {
        let result = try LayoutPass.run(ViewThatFitsLayout(), subviews: [tile(300, 10)], in: CGSize(width: 100, height: 100))
        #expect(result.placements.map(\.opacity) == [1])
        expectClose(result.placements[0].frame, CGRect(x: -100, y: 45, width: 300, height: 10))
    }

    @Test("Hidden alternatives are transparent and centred in the bounds (Zoetrope removes no view)")
    func hiddenAlternatives() throws {
        let result = try LayoutPass.run(ViewThatFitsLayout(), subviews: [tile(300, 10), tile(80, 20), tile(60, 60)],
                                        in: CGSize(width: 100, height: 100))
        #expect(result.placements.map(\.opacity) == [0, 1, 0])
        expectClose(result.bounds, CGRect(x: 10, y: 40, width: 80, height: 20))
        for placement in result.placements {
            expectClose(placement.center, CGPoint(x: 50, y: 50))
        }
    }

    @Test("Axis.Set: the empty set, each axis, both")
    func axisSet() {
        let both: Axis.Set = [.horizontal, .vertical]
        #expect(both.contains(.horizontal) && both.contains(.vertical))
        #expect(Axis.Set(.vertical) == .vertical)
        #expect(!Axis.Set.horizontal.contains(.vertical))
        #expect(Axis.Set().isEmpty)
    }
}
