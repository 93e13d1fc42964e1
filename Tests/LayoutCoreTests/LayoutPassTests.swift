import Foundation
import LayoutCore
import Testing
import ZoetropeTestSupport

private struct Rank: LayoutValueKey {
    static let defaultValue = -1
}

private struct Label: LayoutValueKey {
    static let defaultValue = "none"
}

/// A layout with its own spacing preference.
private struct SpacedLayout: Layout {
    let spacing: ViewSpacing
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { spacing }
}

/// A layout that answers infinity in both dimensions, whatever it is proposed.
private struct UnboundedLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: CGFloat.infinity, height: .infinity)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

@Suite("LayoutPass")
struct LayoutPassTests {
    static let canvas = CGSize(width: 400, height: 300)

    // MARK: - Edge cases

    @Test("No subviews: the root is still sized and placed, and there are no placements")
    func noSubviews() throws {
        let calls = Log<Int>()
        let layout = ProbeLayout(
            size: { _, subviews in calls.append(subviews.count); return CGSize(width: 50, height: 20) },
            place: { _, _, subviews in calls.append(subviews.count) })
        let result = try LayoutPass.run(layout, subviews: [], in: Self.canvas)
        #expect(result.placements.isEmpty)
        #expect(calls.entries == [0, 0])
        expectClose(result.bounds, CGRect(x: 175, y: 140, width: 50, height: 20))
    }

    @Test("A zero canvas proposes zero and puts a zero-size root at the origin")
    func zeroCanvas() throws {
        let proposals = Log<ProposedViewSize>()
        let layout = ProbeLayout(size: { proposal, _ in proposals.append(proposal); return .zero })
        let result = try LayoutPass.run(layout, subviews: tiles(2), in: .zero)
        #expect(proposals.entries == [.zero])
        expectClose(result.bounds, .zero)
        #expect(result.placements.count == 2)
    }

    @Test("One subview that the layout places")
    func oneSubview() throws {
        let layout = ProbeLayout(place: { bounds, _, subviews in
            subviews[0].place(at: CGPoint(x: bounds.minX + 5, y: bounds.minY + 6))
        })
        let result = try LayoutPass.run(layout, subviews: [tile(30, 20)], in: Self.canvas)
        try #require(result.placements.count == 1)
        expectClose(result.placements[0].frame, CGRect(x: 5, y: 6, width: 30, height: 20))
    }

    // MARK: - The root

    struct RootCase: CustomTestStringConvertible, Sendable {
        let canvas: CGSize
        let returned: CGSize
        let expectedBounds: CGRect
        var testDescription: String {
            "\(returned.width)×\(returned.height) in a \(canvas.width)×\(canvas.height) canvas"
        }
    }

    static let rootCases: [RootCase] = [
        .init(canvas: CGSize(width: 400, height: 300), returned: CGSize(width: 120, height: 80),
              expectedBounds: CGRect(x: 140, y: 110, width: 120, height: 80)),
        .init(canvas: CGSize(width: 400, height: 300), returned: CGSize(width: 400, height: 300),
              expectedBounds: CGRect(x: 0, y: 0, width: 400, height: 300)),
        // A root larger than the canvas overflows it evenly on both sides.
        .init(canvas: CGSize(width: 50, height: 50), returned: CGSize(width: 80, height: 70),
              expectedBounds: CGRect(x: -15, y: -10, width: 80, height: 70)),
        .init(canvas: CGSize(width: 101, height: 33), returned: CGSize(width: 0, height: 0),
              expectedBounds: CGRect(x: 50.5, y: 16.5, width: 0, height: 0)),
    ]

    @Test("The root is proposed the canvas and centred in it at the size it returns", arguments: rootCases)
    func rootIsCentred(_ testCase: RootCase) throws {
        let sizeProposals = Log<ProposedViewSize>()
        let placeCalls = Log<PlacementCall>()
        let layout = ProbeLayout(
            size: { proposal, _ in sizeProposals.append(proposal); return testCase.returned },
            place: { bounds, proposal, _ in placeCalls.append(PlacementCall(bounds: bounds, proposal: proposal)) })
        let result = try LayoutPass.run(layout, subviews: tiles(1), in: testCase.canvas)
        #expect(sizeProposals.entries == [ProposedViewSize(testCase.canvas)])
        expectClose(result.bounds, testCase.expectedBounds, "root bounds")
        try #require(placeCalls.entries.count == 1)
        expectClose(placeCalls.entries[0].bounds, testCase.expectedBounds, "bounds given to placeSubviews")
        #expect(placeCalls.entries[0].proposal == ProposedViewSize(testCase.canvas))
    }

    // MARK: - Placing

    struct AnchorCase: CustomTestStringConvertible, Sendable {
        let name: String
        let anchor: UnitPoint
        let expectedOrigin: CGPoint
        var testDescription: String { name }
    }

    /// A 40×20 view placed at (100, 60).
    static let anchorCases: [AnchorCase] = [
        .init(name: "topLeading", anchor: .topLeading, expectedOrigin: CGPoint(x: 100, y: 60)),
        .init(name: "center", anchor: .center, expectedOrigin: CGPoint(x: 80, y: 50)),
        .init(name: "bottomTrailing", anchor: .bottomTrailing, expectedOrigin: CGPoint(x: 60, y: 40)),
        .init(name: "top", anchor: .top, expectedOrigin: CGPoint(x: 80, y: 60)),
        .init(name: "trailing", anchor: .trailing, expectedOrigin: CGPoint(x: 60, y: 50)),
        .init(name: "bottomLeading", anchor: .bottomLeading, expectedOrigin: CGPoint(x: 100, y: 40)),
        .init(name: "(0.25, 0.75)", anchor: UnitPoint(x: 0.25, y: 0.75), expectedOrigin: CGPoint(x: 90, y: 45)),
    ]

    @Test("place(at:anchor:) puts the subview's anchor at the position", arguments: anchorCases)
    func anchors(_ testCase: AnchorCase) throws {
        let layout = ProbeLayout(place: { _, _, subviews in
            subviews[0].place(at: CGPoint(x: 100, y: 60), anchor: testCase.anchor)
        })
        let result = try LayoutPass.run(layout, subviews: [tile(40, 20)], in: Self.canvas)
        let placement = try #require(result.placements.first)
        expectClose(placement.frame, CGRect(origin: testCase.expectedOrigin, size: CGSize(width: 40, height: 20)))
        expectClose(placement.center, CGPoint(x: testCase.expectedOrigin.x + 20, y: testCase.expectedOrigin.y + 10))
    }

    @Test("The default anchor is the top-leading corner")
    func defaultAnchor() throws {
        let layout = ProbeLayout(place: { _, _, subviews in subviews[0].place(at: CGPoint(x: 7, y: 9)) })
        let result = try LayoutPass.run(layout, subviews: [tile(40, 20)], in: Self.canvas)
        expectClose(try #require(result.placements.first).frame, CGRect(x: 7, y: 9, width: 40, height: 20))
    }

    @Test("A subview placed twice takes its last placement")
    func lastPlacementWins() throws {
        let views = [ViewNode(sizing: .flexible(minimum: .zero, ideal: CGSize(width: 10, height: 10),
                                                maximum: CGSize(width: 100, height: 100)))]
        let layout = ProbeLayout(place: { _, _, subviews in
            subviews[0].place(at: CGPoint(x: 1, y: 2), anchor: .center, proposal: ProposedViewSize(width: 80, height: 80))
            subviews[0].place(at: CGPoint(x: 30, y: 40), anchor: .topLeading, proposal: ProposedViewSize(width: 50, height: 20))
        })
        let result = try LayoutPass.run(layout, subviews: views, in: Self.canvas)
        expectClose(try #require(result.placements.first).frame, CGRect(x: 30, y: 40, width: 50, height: 20))
    }

    @Test("A subview the layout never places is centred in the layout's bounds")
    func unplacedSubviewIsCentred() throws {
        // The root is 120×80 in a 400×300 canvas: its bounds are centred at (200, 150).
        let layout = ProbeLayout(
            size: { _, _ in CGSize(width: 120, height: 80) },
            place: { bounds, _, subviews in subviews[0].place(at: CGPoint(x: bounds.minX, y: bounds.minY)) })
        let result = try LayoutPass.run(layout, subviews: [tile(10, 10), tile(30, 20), tile(6, 4)], in: Self.canvas)
        try #require(result.placements.count == 3)
        expectClose(result.placements[0].frame.origin, CGPoint(x: 140, y: 110), "the placed view")
        expectClose(result.placements[1].center, CGPoint(x: 200, y: 150), "unplaced view 1")
        expectClose(result.placements[2].center, CGPoint(x: 200, y: 150), "unplaced view 2")
        expectClose(result.placements[1].size, CGSize(width: 30, height: 20), "unplaced view 1")
    }

    struct ProposalCase: CustomTestStringConvertible, Sendable {
        let proposal: ProposedViewSize
        let expected: CGSize
        var testDescription: String { "placed with proposal \(proposal)" }
    }

    /// A view that accepts 10...100 points in each dimension and prefers 30×20.
    static let proposalCases: [ProposalCase] = [
        .init(proposal: .unspecified, expected: CGSize(width: 30, height: 20)),
        .init(proposal: .zero, expected: CGSize(width: 10, height: 10)),
        .init(proposal: .infinity, expected: CGSize(width: 100, height: 100)),
        .init(proposal: ProposedViewSize(width: 50, height: 200), expected: CGSize(width: 50, height: 100)),
        .init(proposal: ProposedViewSize(width: nil, height: 64), expected: CGSize(width: 30, height: 64)),
    ]

    @Test("A placed subview takes the size its sizing answers for the proposal given to place",
          arguments: proposalCases)
    func sizeFollowsPlacementProposal(_ testCase: ProposalCase) throws {
        let view = ViewNode(sizing: .flexible(minimum: CGSize(width: 10, height: 10), ideal: CGSize(width: 30, height: 20),
                                              maximum: CGSize(width: 100, height: 100)))
        let layout = ProbeLayout(place: { _, _, subviews in
            subviews[0].place(at: CGPoint(x: 200, y: 150), anchor: .center, proposal: testCase.proposal)
        })
        let result = try LayoutPass.run(layout, subviews: [view], in: Self.canvas)
        let placement = try #require(result.placements.first)
        expectClose(placement.size, testCase.expected)
        expectClose(placement.center, CGPoint(x: 200, y: 150))
    }

    // MARK: - Nested containers

    @Test("A nested container lays out its children inside the frame it was given, with its proposal")
    func nestedContainer() throws {
        let innerCalls = Log<PlacementCall>()
        let row = ViewNode(layout: RowLayout(log: innerCalls), children: [tile(10, 8), tile(20, 12), tile(5, 5)])
        // The root puts the row's top-leading corner at (50, 40) and proposes 200×100.
        let layout = ProbeLayout(place: { _, _, subviews in
            subviews[0].place(at: CGPoint(x: 50, y: 40), anchor: .topLeading, proposal: ProposedViewSize(width: 200, height: 100))
        })
        let result = try LayoutPass.run(layout, subviews: [row], in: Self.canvas)
        try #require(innerCalls.entries.count == 1)
        // The row is 35×12: the sum of the widths by the largest height.
        expectClose(innerCalls.entries[0].bounds, CGRect(x: 50, y: 40, width: 35, height: 12), "the row's bounds")
        #expect(innerCalls.entries[0].proposal == ProposedViewSize(width: 200, height: 100))
        try #require(result.placements.count == 3)
        expectClose(result.placements[0].frame, CGRect(x: 50, y: 40, width: 10, height: 8))
        expectClose(result.placements[1].frame, CGRect(x: 60, y: 40, width: 20, height: 12))
        expectClose(result.placements[2].frame, CGRect(x: 80, y: 40, width: 5, height: 5))
    }

    @Test("Containers nest to any depth; placements are listed depth-first")
    func deepNesting() throws {
        // root row: [a, row: [b, row: [c, d]], e]
        let innermost = ViewNode(layout: RowLayout(), children: [tile(3, 3), tile(4, 4)])
        let middle = ViewNode(layout: RowLayout(), children: [tile(2, 2), innermost])
        let views = [tile(1, 1), middle, tile(5, 5)]
        let result = try LayoutPass.run(RowLayout(), subviews: views, in: CGSize(width: 100, height: 100))
        // Widths 1, (2 + (3 + 4)), 5 = 15; the root is 15×5, centred at (50, 50).
        expectClose(result.bounds, CGRect(x: 42.5, y: 47.5, width: 15, height: 5))
        let widths = result.placements.map(\.size.width)
        #expect(widths == [1, 2, 3, 4, 5])
        let xs = result.placements.map(\.frame.minX)
        for (index, (actual, expected)) in zip(xs, [42.5, 43.5, 45.5, 48.5, 52.5]).enumerated() {
            expectClose(actual, expected, "leaf \(index) x")
        }
    }

    @Test("An unplaced nested container is centred, and still lays out its children inside itself")
    func unplacedNestedContainer() throws {
        let row = ViewNode(layout: RowLayout(), children: [tile(10, 10), tile(10, 10)])
        let result = try LayoutPass.run(ProbeLayout(), subviews: [row], in: Self.canvas)
        try #require(result.placements.count == 2)
        // The row is 20×10, centred at (200, 150).
        expectClose(result.placements[0].frame, CGRect(x: 190, y: 145, width: 10, height: 10))
        expectClose(result.placements[1].frame, CGRect(x: 200, y: 145, width: 10, height: 10))
    }

    // MARK: - Layout values and priority

    @Test("Layout values are read by key, with the key's default for views that set none")
    func layoutValues() throws {
        let views = [
            tile(1, 1).layoutValue(key: Rank.self, value: 3),
            tile(1, 1),
            tile(1, 1).layoutValue(key: Rank.self, value: 7).layoutValue(key: Label.self, value: "seven"),
            ViewNode(layout: RowLayout(), children: tiles(2)).layoutValue(key: Rank.self, value: 42),
        ]
        let ranks = Log<[Int]>()
        let labels = Log<[String]>()
        let layout = ProbeLayout(place: { _, _, subviews in
            ranks.append(subviews.map { $0[Rank.self] })
            labels.append(subviews.map { $0[Label.self] })
        })
        _ = try LayoutPass.run(layout, subviews: views, in: Self.canvas)
        #expect(ranks.entries == [[3, -1, 7, 42]])
        #expect(labels.entries == [["none", "none", "seven", "none"]])
    }

    @Test("A later layoutValue for the same key replaces the earlier one")
    func layoutValueOverride() throws {
        let seen = Log<Int>()
        let layout = ProbeLayout(size: { _, subviews in seen.append(subviews[0][Rank.self]); return .zero })
        _ = try LayoutPass.run(layout, subviews: [tile(1, 1).layoutValue(key: Rank.self, value: 1)
            .layoutValue(key: Rank.self, value: 2)], in: Self.canvas)
        #expect(seen.entries == [2])
    }

    @Test("Priority is 0 by default and reads what the view sets")
    func priority() throws {
        let views = [
            tile(1, 1),
            ViewNode(sizing: .fixed(width: 1, height: 1), priority: 2),
            tile(1, 1).layoutPriority(-1),
            ViewNode(layout: RowLayout(), children: tiles(1), priority: 5),
        ]
        let priorities = Log<[Double]>()
        let layout = ProbeLayout(size: { _, subviews in priorities.append(subviews.map(\.priority)); return .zero })
        _ = try LayoutPass.run(layout, subviews: views, in: Self.canvas)
        #expect(priorities.entries == [[0, 2, -1, 5]])
    }

    // MARK: - Spacing

    @Test("A leaf reports its own spacing")
    func leafSpacing() throws {
        let custom = ViewSpacing(uniform: 3)
        let seen = Log<[ViewSpacing]>()
        let layout = ProbeLayout(size: { _, subviews in seen.append(subviews.map(\.spacing)); return .zero })
        _ = try LayoutPass.run(layout, subviews: [tile(1, 1), ViewNode(sizing: .fixed(width: 1, height: 1), spacing: custom)],
                               in: Self.canvas)
        #expect(seen.entries == [[ViewSpacing(), custom]])
    }

    @Test("A container's default spacing is the union of its children's; zero without children")
    func defaultContainerSpacing() throws {
        var a = ViewSpacing.zero
        a.setValue(4, at: .top); a.setValue(20, at: .leading); a.setValue(2, at: .bottom); a.setValue(1, at: .trailing)
        var b = ViewSpacing.zero
        b.setValue(10, at: .top); b.setValue(3, at: .leading); b.setValue(12, at: .bottom); b.setValue(0, at: .trailing)
        var expected = ViewSpacing.zero
        expected.setValue(10, at: .top); expected.setValue(20, at: .leading)
        expected.setValue(12, at: .bottom); expected.setValue(1, at: .trailing)

        let container = ViewNode(layout: RowLayout(), children: [
            ViewNode(sizing: .fixed(width: 1, height: 1), spacing: a),
            ViewNode(sizing: .fixed(width: 1, height: 1), spacing: b),
        ])
        let single = ViewNode(layout: RowLayout(), children: [ViewNode(sizing: .fixed(width: 1, height: 1), spacing: a)])
        let empty = ViewNode(layout: RowLayout(), children: [])
        let seen = Log<[ViewSpacing]>()
        let layout = ProbeLayout(size: { _, subviews in seen.append(subviews.map(\.spacing)); return .zero })
        _ = try LayoutPass.run(layout, subviews: [container, single, empty], in: Self.canvas)
        #expect(seen.entries == [[expected, a, .zero]])
    }

    @Test("A container whose layout states its spacing reports that, not its children's")
    func customContainerSpacing() throws {
        let custom = ViewSpacing(uniform: 30)
        let container = ViewNode(layout: SpacedLayout(spacing: custom), children: tiles(3))
        let seen = Log<ViewSpacing>()
        let layout = ProbeLayout(size: { _, subviews in seen.append(subviews[0].spacing); return .zero })
        _ = try LayoutPass.run(layout, subviews: [container], in: Self.canvas)
        #expect(seen.entries == [custom])
    }

    // MARK: - Infinity where it was proposed

    @Test("A container may answer infinity where infinity was proposed")
    func infinityAllowedWhereProposed() throws {
        let measured = Log<CGSize>()
        let layout = ProbeLayout(
            size: { proposal, subviews in
                measured.append(subviews[0].sizeThatFits(.infinity))
                measured.append(subviews[1].sizeThatFits(.infinity))
                measured.append(subviews[1].sizeThatFits(ProposedViewSize(width: .infinity, height: 5)))
                return proposal.replacingUnspecifiedDimensions()
            },
            place: { bounds, _, subviews in
                for subview in subviews { subview.place(at: bounds.origin, proposal: ProposedViewSize(width: 50, height: 50)) }
            })
        // Both take what they are offered: infinity when measured at .infinity, 50×50 when placed.
        let views = [ViewNode(layout: ProbeLayout(), children: []), ViewNode(sizing: .flexible)]
        // An infinite answer would otherwise throw LayoutError.invalidSize / invalidViewSize.
        _ = try LayoutPass.run(layout, subviews: views, in: Self.canvas)
        #expect(measured.entries == [
            CGSize(width: CGFloat.infinity, height: .infinity),
            CGSize(width: CGFloat.infinity, height: .infinity),
            CGSize(width: CGFloat.infinity, height: 5),
        ])
    }

    @Test("Infinity in a dimension that was proposed finite is refused, naming the dimension's proposal")
    func infinityRefusedWhereNotProposed() {
        let layout = ProbeLayout(size: { _, subviews in
            _ = subviews[0].sizeThatFits(ProposedViewSize(width: .infinity, height: 50))
            return .zero
        })
        let error = #expect(throws: LayoutError.self) {
            try LayoutPass.run(layout, subviews: [ViewNode(layout: UnboundedLayout(), children: [])], in: Self.canvas)
        }
        #expect(error == .invalidSize(layout: "UnboundedLayout", proposal: ProposedViewSize(width: .infinity, height: 50),
                                      size: CGSize(width: CGFloat.infinity, height: .infinity)))
    }
}
