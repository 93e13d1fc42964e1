import Foundation
import LayoutCore
import Testing
import ZoetropeTestSupport

/// Text baselines as guides: a label's from its font (set as its view's `firstTextBaseline` and
/// `lastTextBaseline`), a container's its first or last subview's.
@Suite("Text baselines")
struct TextBaselineTests {
    /// A one-line label `line` high whose baseline is `ascent` below the top of its line, centred in
    /// a view `height` high, as scenes set it up.
    static func label(width: CGFloat, height: CGFloat, line: CGFloat, ascent: CGFloat) -> ViewNode {
        let baseline = { (d: ViewDimensions) in (d.height - line) / 2 + ascent }
        return ViewNode(sizing: .fixed(width: width, height: height))
            .alignmentGuide(.firstTextBaseline, computeValue: baseline)
            .alignmentGuide(.lastTextBaseline, computeValue: baseline)
    }

    static let canvas = CGSize(width: 400, height: 400)

    // Apple's documentation of VerticalAlignment.firstTextBaseline: "A guide that marks the
    // top-most text baseline in a view"; .lastTextBaseline the bottom-most. So in a row aligned
    // on it, labels of different sizes share one baseline, and a column reports its first (or
    // last) label's.
    @Test("labels of different sizes in a row aligned on firstTextBaseline share their baseline")
    func rowOfLabels() throws {
        let small = Self.label(width: 40, height: 20, line: 20, ascent: 16)
        let large = Self.label(width: 80, height: 40, line: 40, ascent: 32)
        let result = try LayoutPass.run(HStackLayout(alignment: .firstTextBaseline, spacing: 0), subviews: [small, large], in: Self.canvas)
        let baselines = [result.placements[0].frame.minY + 16, result.placements[1].frame.minY + 32]
        expectClose(Double(baselines[0]), Double(baselines[1]))
    }

    @Test("a column's first baseline is its first label's, its last its last label's", arguments: [
        (VerticalAlignment.firstTextBaseline, 0), (.lastTextBaseline, 1),
    ])
    func columnReportsItsLabels(guide: VerticalAlignment, index: Int) throws {
        let column = ViewNode(layout: VStackLayout(spacing: 10), children: [
            Self.label(width: 40, height: 20, line: 20, ascent: 16), Self.label(width: 40, height: 30, line: 20, ascent: 16),
        ])
        let neighbour = Self.label(width: 50, height: 20, line: 20, ascent: 15)
        let result = try LayoutPass.run(HStackLayout(alignment: guide, spacing: 0), subviews: [column, neighbour], in: Self.canvas)
        // Label `index` of the column has its baseline on the neighbour's.
        let frame = result.placements[index].frame
        let columnBaseline = frame.minY + (frame.height - 20) / 2 + 16
        expectClose(Double(columnBaseline), Double(result.placements[2].frame.minY + 15))
    }

    @Test("without text, a view's baselines are its bottom edge")
    func noText() throws {
        let result = try LayoutPass.run(HStackLayout(alignment: .firstTextBaseline, spacing: 0),
                                        subviews: [ViewNode(sizing: .fixed(width: 10, height: 30)), Self.label(width: 40, height: 20, line: 20, ascent: 16)],
                                        in: Self.canvas)
        expectClose(Double(result.placements[0].frame.maxY), Double(result.placements[1].frame.minY + 16))
    }
}
