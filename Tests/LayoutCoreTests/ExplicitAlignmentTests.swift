import Foundation
import LayoutCore
import Testing
import ZoetropeTestSupport

/// Explicit alignment guides: set on views with `alignmentGuide`, answered by containers through
/// `explicitAlignment`, merged up through nested stacks and custom layouts, and lined up by the
/// stacks that align on them.
@Suite("Explicit alignment")
struct ExplicitAlignmentTests {
    /// A custom guide, as Apple's AlignmentID documentation defines one: a third of the height by
    /// default; here a horizontal one at a quarter of the width.
    enum Quarter: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 4 }
    }

    static let quarter = HorizontalAlignment(Quarter.self)
    static let canvas = CGSize(width: 400, height: 400)

    static func tile(_ width: CGFloat, _ height: CGFloat = 20) -> ViewNode {
        ViewNode(sizing: .fixed(width: width, height: height))
    }

    // Apple's documentation of alignmentGuide(_:computeValue:): a view's guide is replaced by the
    // value computed from its dimensions; a container lines its children up on it. Here the
    // second view's leading guide is its centre, so its centre sits on the others' leading edge.
    @Test("a view's alignment guide moves it in the stack that aligns on it; ViewDimensions[explicit:] reports it")
    func guideOnALeaf() throws {
        let views = [Self.tile(100), Self.tile(60).alignmentGuide(.leading) { $0.width / 2 }, Self.tile(80)]
        let result = try LayoutPass.run(VStackLayout(alignment: .leading, spacing: 0), subviews: views, in: Self.canvas)
        let minX = result.placements.map { $0.frame.minX }
        // The line is 30 in from the stack's left: the second view reaches 30 before it.
        expectClose(Double(minX[1]), Double(minX[0]) - 30)
        expectClose(Double(minX[2]), Double(minX[0]))
        // The stack is as wide as 30 before the line and 100 after it.
        expectClose(Double(result.bounds.width), 130)
    }

    /// A layout that measures its only child's dimensions and reports an explicit guide through
    /// a binding, so the test can read what LayoutSubview.dimensions(in:) answers.
    struct Probe: Layout {
        let report: Binding<[CGFloat?]>

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let dimensions = subviews[0].dimensions(in: .unspecified)
            report.wrappedValue = [dimensions[explicit: HorizontalAlignment.leading], dimensions[explicit: ExplicitAlignmentTests.quarter],
                                   dimensions[ExplicitAlignmentTests.quarter]]
            return CGSize(width: 10, height: 10)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    @Test("dimensions: nil without an explicit value and the default in its place; the last guide set wins")
    func dimensions() throws {
        var seen: [CGFloat?] = []
        let report = Binding(get: { seen }, set: { seen = $0 })
        _ = try LayoutPass.run(Probe(report: report), subviews: [Self.tile(80)], in: Self.canvas)
        #expect(seen == [nil, nil, 20])
        let guided = Self.tile(80).alignmentGuide(Self.quarter) { _ in 5 }.alignmentGuide(Self.quarter) { $0[.trailing] - 1 }
        _ = try LayoutPass.run(Probe(report: report), subviews: [guided], in: Self.canvas)
        #expect(seen == [nil, 79, 79])
    }

    // Nested stacks: a guide set on a view two stacks down reaches the stack that aligns on it, at
    // the place the view is put (SwiftUI's stacks report their children's explicit guides).
    @Test("a custom guide set deep inside nested stacks lines that view up with a sibling of the outer stack")
    func throughNestedStacks() throws {
        let row = ViewNode(layout: HStackLayout(spacing: 10), children: [
            Self.tile(50), Self.tile(40).alignmentGuide(Self.quarter) { $0[.leading] + 10 },
        ])
        let column = ViewNode(layout: VStackLayout(alignment: Self.quarter, spacing: 0), children: [
            row, Self.tile(30).alignmentGuide(Self.quarter) { $0[.trailing] },
        ])
        let result = try LayoutPass.run(ZStackLayout(), subviews: [column], in: Self.canvas)
        let guided = result.placements[1].frame.minX + 10
        let trailing = result.placements[2].frame.maxX
        expectClose(Double(guided), Double(trailing))
    }

    /// A custom layout with no explicitAlignment of its own: it stacks its views from its top-left
    /// corner, each 5 points further right.
    struct Staircase: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 100, height: 20 * CGFloat(subviews.count))
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for (index, subview) in subviews.enumerated() {
                subview.place(at: CGPoint(x: bounds.minX + 5 * CGFloat(index), y: bounds.minY + 20 * CGFloat(index)))
            }
        }
    }

    // Apple's documentation of Layout.explicitAlignment: the default implementation "merges the
    // guides of all the subviews"; as SwiftUI's AlignmentID combines explicit values, the merge
    // is the average of the subviews' values (each offset by the bounds' origin).
    @Test("a custom layout's default explicitAlignment merges its subviews' explicit guides: their average")
    func customLayoutMerges() throws {
        let staircase = ViewNode(layout: Staircase(), children: [
            Self.tile(40).alignmentGuide(Self.quarter) { _ in 10 }, Self.tile(40),
            Self.tile(40).alignmentGuide(Self.quarter) { _ in 30 },
        ])
        let marker = Self.tile(20).alignmentGuide(Self.quarter) { _ in 0 }
        let result = try LayoutPass.run(VStackLayout(alignment: Self.quarter, spacing: 0), subviews: [staircase, marker], in: Self.canvas)
        // The staircase's guide is (10 + 30) / 2 = 20 from its left edge; the marker's left edge is on it.
        let staircaseLeft = result.placements[0].frame.minX
        expectClose(Double(result.placements[3].frame.minX), Double(staircaseLeft + 20))
    }

    @Test("_combineExplicit averages by default: after n values, their mean")
    func combineAverages() {
        var merged: CGFloat?
        for (count, value) in [10.0, 20, 60].enumerated() {
            Quarter._combineExplicit(childValue: CGFloat(value), count, into: &merged)
        }
        expectClose(Double(merged ?? .nan), 30)
    }

    @Test("a stack given more room than it needs still aligns within all of it, explicit guides or not")
    func roomToSpare() throws {
        let views = [Self.tile(100), Self.tile(60).alignmentGuide(.trailing) { $0.width - 20 }]
        let stack = ViewNode(layout: VStackLayout(alignment: .trailing, spacing: 0), children: views)
        let result = try LayoutPass.run(ZStackLayout(), subviews: [stack], in: Self.canvas)
        // The second view reaches 20 past the line; the line is 20 in from the stack's right edge.
        expectClose(Double(result.placements[1].frame.maxX - result.placements[0].frame.maxX), 20)
    }

    /// Puts its only child at its top-leading corner, at its own size, and answers 7 for the
    /// leading guide, recording each proposal it is asked about.
    struct CountedGuide: Layout {
        let asked: Log<ProposedViewSize>

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            subviews[0].sizeThatFits(proposal)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            subviews[0].place(at: bounds.origin, proposal: proposal)
        }

        func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                               subviews: Subviews, cache: inout ()) -> CGFloat? {
            guard guide == .leading else { return nil }
            asked.append(proposal)
            return bounds.minX + 7
        }
    }

    @Test("a container's guide is asked once per proposal in a pass, however often the stacks around it read it")
    func guideAskedOncePerProposal() throws {
        let asked = Log<ProposedViewSize>()
        let guided = ViewNode(layout: CountedGuide(asked: asked), children: [Self.tile(50)])
        let column = ViewNode(layout: VStackLayout(alignment: .leading, spacing: 0), children: [guided, Self.tile(30)])
        let result = try LayoutPass.run(VStackLayout(alignment: .leading, spacing: 0), subviews: [column, Self.tile(80)],
                                        in: Self.canvas)
        #expect(!asked.entries.isEmpty)
        #expect(Set(asked.entries).count == asked.entries.count, "asked \(asked.entries)")
        // The guided view's leading guide is 7 in: it starts 7 before the others' leading edge.
        expectClose(Double(result.placements[1].frame.minX - result.placements[0].frame.minX), 7)
        expectClose(Double(result.placements[2].frame.minX - result.placements[0].frame.minX), 7)
    }
}
