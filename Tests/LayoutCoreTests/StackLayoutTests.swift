import AnimationCore
import Foundation
import LayoutCore
import Testing
import ZoetropeTestSupport

// Both stacks run one algorithm along their axis, so most tests describe a case along "the axis"
// and run it in an HStackLayout (along x) and in a VStackLayout (along y).

/// A size from its length along `axis` and its length across it.
private func size(_ along: CGFloat, _ across: CGFloat, _ axis: Axis) -> CGSize {
    axis == .horizontal ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
}

/// A point's coordinate along `axis`.
private func along(_ point: CGPoint, _ axis: Axis) -> CGFloat { axis == .horizontal ? point.x : point.y }
/// A point's coordinate across `axis`.
private func across(_ point: CGPoint, _ axis: Axis) -> CGFloat { axis == .horizontal ? point.y : point.x }
/// A size's length along `axis`.
private func along(_ size: CGSize, _ axis: Axis) -> CGFloat { axis == .horizontal ? size.width : size.height }

/// A stack along `axis`, type-erased so one test serves both.
private func stack(_ axis: Axis, spacing: CGFloat? = nil) -> AnyLayout {
    axis == .horizontal ? AnyLayout(HStackLayout(spacing: spacing)) : AnyLayout(VStackLayout(spacing: spacing))
}

/// A view as a stack sees it along its axis: smallest, ideal and largest length, and a priority.
/// Across the axis every view is 40 thick, whatever it is offered.
struct StackViewSpec: Sendable, CustomTestStringConvertible {
    var minimum: CGFloat
    var ideal: CGFloat
    var maximum: CGFloat
    var priority: Double = 0

    static func fixed(_ length: CGFloat) -> Self { Self(minimum: length, ideal: length, maximum: length) }
    /// Like a SwiftUI shape: anything from 0 to infinity, 10 ideally.
    static let flexible = Self(minimum: 0, ideal: 10, maximum: .infinity)
    static func flexible(minimum: CGFloat = 0, maximum: CGFloat = .infinity) -> Self {
        Self(minimum: minimum, ideal: max(minimum, min(10, maximum)), maximum: maximum)
    }
    func priority(_ value: Double) -> Self {
        var copy = self
        copy.priority = value
        return copy
    }

    func node(_ axis: Axis) -> ViewNode {
        ViewNode(sizing: .flexible(minimum: size(minimum, 40, axis), ideal: size(ideal, 40, axis),
                                   maximum: size(maximum, 40, axis)), priority: priority)
    }

    var testDescription: String {
        let range = minimum == maximum ? "\(minimum)" : "\(minimum)…\(maximum)"
        return priority == 0 ? range : "\(range) p\(priority)"
    }
}

@Suite("HStackLayout and VStackLayout")
struct StackLayoutTests {
    // MARK: - Edge cases

    @Test("An empty stack is zero-sized for every proposal and places nothing", arguments: Axis.allCases)
    func empty(axis: Axis) throws {
        let result = try LayoutPass.run(stack(axis), subviews: [], in: CGSize(width: 300, height: 200))
        #expect(result.placements.isEmpty)
        expectClose(result.bounds, CGRect(x: 150, y: 100, width: 0, height: 0))
        let root = try #require(try LayoutPass.sizes(of: stack(axis), subviews: [], in: CGSize(width: 300, height: 200),
                                                      requests: [.minimum, .ideal, .maximum, .proposal(.init(width: 50, height: nil))]).first)
        for measurement in root.sizes {
            expectClose(measurement.size, .zero, "\(measurement.request)")
        }
    }

    @Test("One flexible view is offered the whole proposal", arguments: Axis.allCases)
    func oneView(axis: Axis) throws {
        let canvas = size(300, 120, axis)
        let result = try LayoutPass.run(stack(axis), subviews: [ViewNode(sizing: .flexible)], in: canvas)
        let placement = try #require(result.placements.first)
        expectClose(placement.frame, CGRect(origin: .zero, size: canvas))
    }

    @Test("A zero canvas: flexible views shrink to nothing, fixed ones keep their size and overflow",
          arguments: Axis.allCases)
    func zeroCanvas(axis: Axis) throws {
        let views = [StackViewSpec.fixed(30).node(axis), StackViewSpec.flexible.node(axis)]
        let result = try LayoutPass.run(stack(axis, spacing: 0), subviews: views, in: .zero)
        #expect(result.placements.map { along($0.size, axis) } == [30, 0])
        expectClose(along(result.bounds.size, axis), 30, "stack length")
    }

    @Test("stackOrientation: horizontal for HStackLayout, vertical for VStackLayout, none for ZStackLayout")
    func orientation() {
        #expect(HStackLayout.layoutProperties.stackOrientation == .horizontal)
        #expect(VStackLayout.layoutProperties.stackOrientation == .vertical)
        #expect(ZStackLayout.layoutProperties.stackOrientation == nil)
    }

    // MARK: - Sharing the length

    struct DistributionCase: Sendable, CustomTestStringConvertible {
        let name: String
        let views: [StackViewSpec]
        let proposed: CGFloat
        let spacing: CGFloat?
        let lengths: [CGFloat]
        var testDescription: String { name }
    }

    static let distributionCases: [DistributionCase] = [
        .init(name: "a fixed 100 and two flexible views in 300 with the default spacing: (300 − 100 − 16) / 2 = 92 each",
              views: [.fixed(100), .flexible, .flexible], proposed: 300, spacing: nil, lengths: [100, 92, 92]),
        .init(name: "the same with spacing 0: 100 each",
              views: [.fixed(100), .flexible, .flexible], proposed: 300, spacing: 0, lengths: [100, 100, 100]),
        .init(name: "three flexible views share 300 equally (objc.io's first example)",
              views: [.flexible, .flexible, .flexible], proposed: 300, spacing: 0, lengths: [100, 100, 100]),
        .init(name: "a priority-1 flexible view takes everything the priority-0 views do not need at least",
              views: [.fixed(100), StackViewSpec.flexible.priority(1), .flexible], proposed: 300, spacing: nil,
              lengths: [100, 184, 0]),
        .init(name: "least flexible first: a view of at most 50 and a flexible view in 200 get 50 and 142",
              views: [.flexible(maximum: 50), .flexible], proposed: 200, spacing: nil, lengths: [50, 142]),
        .init(name: "least flexible first whatever the order",
              views: [.flexible, .flexible(maximum: 50)], proposed: 200, spacing: nil, lengths: [142, 50]),
        .init(name: "objc.io: at most 100 and at least 100 in 150 are 75 and 100, overflowing the proposal",
              views: [.flexible(maximum: 100), .flexible(minimum: 100)], proposed: 150, spacing: 0, lengths: [75, 100]),
        .init(name: "Apple's rule: a higher priority is offered the proposal less the lower priorities' minimums",
              views: [.flexible(minimum: 60), StackViewSpec.flexible.priority(1)], proposed: 200, spacing: 0,
              lengths: [60, 140]),
        .init(name: "two priority groups, each from its least flexible view",
              views: [.fixed(20), StackViewSpec.flexible(maximum: 40).priority(2), StackViewSpec.flexible.priority(2), .flexible],
              proposed: 300, spacing: 0, lengths: [20, 40, 240, 0]),
        .init(name: "fixed views wider than the proposal keep their lengths",
              views: [.fixed(100), .fixed(100), .fixed(100)], proposed: 150, spacing: 0, lengths: [100, 100, 100]),
        .init(name: "a negative priority yields to priority 0",
              views: [StackViewSpec.flexible.priority(-1), .flexible], proposed: 100, spacing: 0, lengths: [0, 100]),
    ]

    @Test("Lengths follow SwiftUI's stack algorithm", arguments: distributionCases, Axis.allCases)
    func distribution(_ testCase: DistributionCase, axis: Axis) throws {
        let canvas = size(testCase.proposed, 100, axis)
        let result = try LayoutPass.run(stack(axis, spacing: testCase.spacing),
                                        subviews: testCase.views.map { $0.node(axis) }, in: canvas)
        try #require(result.placements.count == testCase.lengths.count)
        let gap = testCase.spacing ?? 8
        var expectedStart = along(result.bounds.origin, axis)
        for (index, (placement, length)) in zip(result.placements, testCase.lengths).enumerated() {
            expectClose(along(placement.size, axis), length, "view \(index) length")
            expectClose(along(placement.frame.origin, axis), expectedStart, "view \(index) start")
            expectClose(across(placement.frame.origin, axis), across(result.bounds.origin, axis), "view \(index) across")
            expectedStart += length + gap
        }
        let total = testCase.lengths.reduce(0, +) + gap * CGFloat(testCase.lengths.count - 1)
        expectClose(along(result.bounds.size, axis), total, "stack length")
    }

    // MARK: - Spacing

    struct SpacingCase: Sendable, CustomTestStringConvertible {
        let spacing: CGFloat?
        /// The uniform spacing each view prefers.
        let preferred: [CGFloat]
        let gaps: [CGFloat]
        var testDescription: String {
            "spacing \(spacing.map { "\($0)" } ?? "nil"), views preferring \(preferred)"
        }
    }

    static let spacingCases: [SpacingCase] = [
        .init(spacing: nil, preferred: [8, 8, 8], gaps: [8, 8]),
        .init(spacing: 0, preferred: [8, 8, 8], gaps: [0, 0]),
        .init(spacing: 20, preferred: [8, 8, 8], gaps: [20, 20]),
        .init(spacing: nil, preferred: [20, 8, 0], gaps: [20, 8]),
        .init(spacing: nil, preferred: [0, 0], gaps: [0]),
        .init(spacing: 3, preferred: [20, 0], gaps: [3]),
    ]

    @Test("Without spacing each gap is the larger of what the neighbours prefer; with spacing it is the spacing",
          arguments: spacingCases, Axis.allCases)
    func spacing(_ testCase: SpacingCase, axis: Axis) throws {
        let views = testCase.preferred.map {
            ViewNode(sizing: .fixed(size(30, 30, axis)), spacing: ViewSpacing(uniform: $0))
        }
        let result = try LayoutPass.run(stack(axis, spacing: testCase.spacing), subviews: views, in: CGSize(width: 400, height: 400))
        let starts = result.placements.map { along($0.frame.origin, axis) }
        let gaps = zip(starts, starts.dropFirst()).map { $1 - $0 - 30 }
        #expect(gaps == testCase.gaps)
        expectClose(along(result.bounds.size, axis), 30 * CGFloat(views.count) + testCase.gaps.reduce(0, +), "stack length")
    }

    @Test("A negative spacing overlaps the views; the stack is never shorter than zero", arguments: Axis.allCases)
    func negativeSpacing(axis: Axis) throws {
        let two = try LayoutPass.run(stack(axis, spacing: -20), subviews: [StackViewSpec.fixed(30).node(axis), StackViewSpec.fixed(30).node(axis)],
                                     in: CGSize(width: 400, height: 400))
        expectClose(along(two.bounds.size, axis), 40, "two views")
        expectClose(along(two.placements[1].frame.origin, axis) - along(two.bounds.origin, axis), 10, "second start")
        let three = try LayoutPass.run(stack(axis, spacing: -20), subviews: (0..<3).map { _ in StackViewSpec.fixed(5).node(axis) },
                                       in: CGSize(width: 400, height: 400))
        expectClose(along(three.bounds.size, axis), 0, "three small views")
    }

    // MARK: - Proposals

    struct ProposalCase: Sendable, CustomTestStringConvertible {
        let request: SizeRequest
        /// The stack's size along and across the axis.
        let along: CGFloat
        let across: CGFloat
        var testDescription: String { "\(request)" }
    }

    /// A fixed 100×20 view and a flexible shape (ideal 10×10), with the default spacing.
    static let proposalCases: [ProposalCase] = [
        .init(request: .minimum, along: 108, across: 20),
        .init(request: .ideal, along: 118, across: 20),
        .init(request: .maximum, along: .infinity, across: .infinity),
        .init(request: .proposal(.init(width: nil, height: 50)), along: 118, across: 50),
        .init(request: .proposal(.init(width: 200, height: nil)), along: 200, across: 20),
        .init(request: .proposal(.init(width: .infinity, height: 30)), along: .infinity, across: 30),
    ]

    @Test("Unspecified lengths sum ideal lengths, infinite ones the largest, zero the smallest",
          arguments: proposalCases, Axis.allCases)
    func proposals(_ testCase: ProposalCase, axis: Axis) throws {
        let views = [ViewNode(sizing: .fixed(size(100, 20, axis))), ViewNode(sizing: .flexible)]
        var request = testCase.request
        if case .proposal(let proposal) = request, axis == .vertical {
            request = .proposal(ProposedViewSize(width: proposal.height, height: proposal.width))
        }
        let reports = try LayoutPass.sizes(of: stack(axis), subviews: views, in: CGSize(width: 400, height: 400),
                                           requests: [request])
        let root = try #require(reports.first?.sizes.first)
        expectClose(root.size, size(testCase.along, testCase.across, axis), "\(testCase.request)")
    }

    // MARK: - Alignment

    struct AlignmentCase: Sendable, CustomTestStringConvertible {
        let name: String
        let horizontal: HorizontalAlignment
        let vertical: VerticalAlignment
        /// The offsets across the axis of views 20, 60 and 40 thick.
        let offsets: [CGFloat]
        var testDescription: String { name }
    }

    static let alignmentCases: [AlignmentCase] = [
        .init(name: "top / leading", horizontal: .leading, vertical: .top, offsets: [0, 0, 0]),
        .init(name: "centre", horizontal: .center, vertical: .center, offsets: [20, 0, 10]),
        .init(name: "bottom / trailing", horizontal: .trailing, vertical: .bottom, offsets: [40, 0, 20]),
        .init(name: "first text baseline: the bottom for views without text", horizontal: .trailing,
              vertical: .firstTextBaseline, offsets: [40, 0, 20]),
    ]

    func thickViews(_ axis: Axis) -> [ViewNode] {
        [20, 60, 40].map { ViewNode(sizing: .fixed(size(10, $0, axis))) }
    }

    @Test("Views line up on the alignment guide across the axis", arguments: alignmentCases, Axis.allCases)
    func alignment(_ testCase: AlignmentCase, axis: Axis) throws {
        let layout = axis == .horizontal ? AnyLayout(HStackLayout(alignment: testCase.vertical))
                                         : AnyLayout(VStackLayout(alignment: testCase.horizontal))
        let result = try LayoutPass.run(layout, subviews: thickViews(axis), in: CGSize(width: 400, height: 400))
        expectClose(across(CGPoint(x: result.bounds.width, y: result.bounds.height), axis), 60, "thickness")
        for (index, (placement, offset)) in zip(result.placements, testCase.offsets).enumerated() {
            expectClose(across(placement.frame.origin, axis) - across(result.bounds.origin, axis), offset, "view \(index)")
        }
    }

    @Test("An alignment number a puts the guide at (1 + a) / 2 of each view; −1, 0, 1 are the named guides",
          arguments: [-1.0, -0.5, 0, 0.25, 1], Axis.allCases)
    func fractionalAlignment(number: Double, axis: Axis) throws {
        let layout: AnyLayout
        if axis == .horizontal {
            var row = HStackLayout(alignment: .center)
            try #require(HStackLayout.parameter(named: "alignment")).setValue(number, in: &row)
            layout = AnyLayout(row)
        } else {
            var column = VStackLayout(alignment: .center)
            try #require(VStackLayout.parameter(named: "alignment")).setValue(number, in: &column)
            layout = AnyLayout(column)
        }
        let result = try LayoutPass.run(layout, subviews: thickViews(axis), in: CGSize(width: 400, height: 400))
        let fraction = (1 + CGFloat(number)) / 2
        for (index, (placement, thickness)) in zip(result.placements, [20.0, 60, 40]).enumerated() {
            expectClose(across(placement.frame.origin, axis) - across(result.bounds.origin, axis), fraction * (60 - thickness),
                        "view \(index) at alignment \(number)")
        }
    }

    @Test("Placed in bounds larger than its size, a stack starts at the leading edge and aligns within the bounds")
    func largerBounds() throws {
        let row = AnyLayout(HStackLayout(alignment: .bottom, spacing: 0))
        let probe = ProbeLayout(size: { _, _ in CGSize(width: 300, height: 200) }, place: { bounds, _, subviews in
            var cache = row.makeCache(subviews: subviews)
            row.placeSubviews(in: bounds, proposal: .unspecified, subviews: subviews, cache: &cache)
        })
        let result = try LayoutPass.run(probe, subviews: [tile(30, 20), tile(40, 50)], in: CGSize(width: 300, height: 200))
        expectClose(result.placements[0].frame, CGRect(x: 0, y: 180, width: 30, height: 20))
        expectClose(result.placements[1].frame, CGRect(x: 30, y: 150, width: 40, height: 50))
    }

    // MARK: - Nesting and caches

    @Test("A column of two rows: the rows are 8 apart, as containers prefer the default spacing")
    func nested() throws {
        let row = { ViewNode(layout: HStackLayout(), children: [tile(30, 30), tile(30, 30)]) }
        let result = try LayoutPass.run(VStackLayout(), subviews: [row(), row()], in: CGSize(width: 400, height: 400))
        expectClose(result.bounds.size, CGSize(width: 68, height: 68))
        let origin = result.bounds.origin
        let offsets = result.placements.map { CGPoint(x: $0.frame.minX - origin.x, y: $0.frame.minY - origin.y) }
        #expect(offsets == [CGPoint(x: 0, y: 0), CGPoint(x: 38, y: 0), CGPoint(x: 0, y: 38), CGPoint(x: 38, y: 38)])
    }

    @Test("The cache holds the gap before each subview; a cache made for other subviews is replaced")
    func cache() throws {
        let views = [8.0, 20, 0].map { ViewNode(sizing: .fixed(width: 30, height: 30), spacing: ViewSpacing(uniform: $0)) }
        let gaps = Log<[CGFloat]>()
        let sizes = Log<CGSize>()
        let probe = ProbeLayout(size: { proposal, subviews in
            let row = HStackLayout()
            var fresh = row.makeCache(subviews: subviews)
            gaps.append(fresh.gaps)
            var stale = row.makeCache(subviews: subviews[0..<1])
            sizes.append(row.sizeThatFits(proposal: proposal, subviews: subviews, cache: &fresh))
            sizes.append(row.sizeThatFits(proposal: proposal, subviews: subviews, cache: &stale))
            #expect(stale.subviewCount == 3)
            return .zero
        })
        _ = try LayoutPass.run(probe, subviews: views, in: CGSize(width: 400, height: 400))
        #expect(gaps.entries.first == [0, 20, 20])
        #expect(sizes.entries.prefix(2) == [CGSize(width: 130, height: 30), CGSize(width: 130, height: 30)])
    }
}
