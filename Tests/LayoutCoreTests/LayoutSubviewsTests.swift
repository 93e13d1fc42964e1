import Foundation
import LayoutCore
import Testing
import ZoetropeTestSupport

/// A layout that places the first `perRing` subviews on a circle and hands the rest to itself on a
/// smaller circle, like the article's `RecursiveWheel`.
private struct RecursiveRingLayout: Layout {
    let perRing: Int
    let outerRadius: CGFloat
    let ringStep: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        placeRing(in: bounds, radius: outerRadius, subviews: subviews)
    }

    private func placeRing(in bounds: CGRect, radius: CGFloat, subviews: Subviews) {
        guard !subviews.isEmpty else { return }
        let ring = subviews.prefix(perRing)
        for (offset, subview) in ring.enumerated() {
            let angle = 2 * CGFloat.pi * CGFloat(offset) / CGFloat(perRing)
            let point = CGPoint(x: bounds.midX + radius * sin(angle), y: bounds.midY - radius * cos(angle))
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
        // Slices are indexed from 0, so the rest starts at 0 again.
        let rest = subviews[ring.count..<subviews.count]
        placeRing(in: bounds, radius: radius - ringStep, subviews: rest)
    }
}

@Suite("LayoutSubviews")
struct LayoutSubviewsTests {
    /// What a test layout saw of its subviews, recorded during `placeSubviews`.
    struct Seen {
        var count = 0
        var startIndex = -1
        var endIndex = -1
        var slice: (start: Int, end: Int, count: Int) = (-1, -1, -1)
        var sliceOfSlice: (start: Int, end: Int, count: Int) = (-1, -1, -1)
        var sliceElementsAreWholeElements = false
        var sliceOfSliceElementsAreWholeElements = false
        var dropFirst: (start: Int, end: Int) = (-1, -1)
        var prefix: (start: Int, end: Int) = (-1, -1)
        var sliceIndices: [Int] = []
        var equalities: [String: Bool] = [:]
    }

    /// Runs a pass over `count` tiles with a layout that records what it sees.
    private static func look(at count: Int) throws -> Seen {
        let box = Log<Seen>()
        let layout = ProbeLayout(place: { _, _, subviews in
            var s = Seen()
            s.count = subviews.count
            s.startIndex = subviews.startIndex
            s.endIndex = subviews.endIndex
            guard subviews.count >= 8 else { box.append(s); return }
            let slice = subviews[2..<5]
            s.slice = (slice.startIndex, slice.endIndex, slice.count)
            s.sliceElementsAreWholeElements = slice.indices.allSatisfy { slice[$0] == subviews[$0 + 2] }
            s.sliceIndices = Array(slice.indices)
            let inner = subviews[1..<7][3..<5]
            s.sliceOfSlice = (inner.startIndex, inner.endIndex, inner.count)
            s.sliceOfSliceElementsAreWholeElements = inner[0] == subviews[4] && inner[1] == subviews[5]
            let dropped = subviews.dropFirst(3)
            s.dropFirst = (dropped.startIndex, dropped.endIndex)
            let prefix = subviews.prefix(2)
            s.prefix = (prefix.startIndex, prefix.endIndex)
            s.equalities = [
                "whole == whole": subviews == subviews,
                "whole == whole[0..<count]": subviews == subviews[0..<subviews.count],
                "[2..<5] == [2..<5]": subviews[2..<5] == subviews[2..<5],
                "[2..<5] == [2..<6]": subviews[2..<5] == subviews[2..<6],
                "[2..<5] == [3..<6]": subviews[2..<5] == subviews[3..<6],
                "[1..<7][3..<5] == [4..<6]": subviews[1..<7][3..<5] == subviews[4..<6],
                "[2..<5] == [2..<5][0..<3]": subviews[2..<5] == subviews[2..<5][0..<3],
                "subview 0 == subview 0": subviews[0] == subviews[0],
                "subview 0 == subview 1": subviews[0] == subviews[1],
            ]
            box.append(s)
        })
        _ = try LayoutPass.run(layout, subviews: tiles(count), in: CGSize(width: 100, height: 100))
        return try #require(box.entries.first)
    }

    // MARK: - Edge cases

    @Test("No subviews: an empty collection from 0 to 0")
    func empty() throws {
        let seen = try Self.look(at: 0)
        #expect(seen.count == 0)
        #expect(seen.startIndex == 0)
        #expect(seen.endIndex == 0)
    }

    @Test("count, startIndex and endIndex of the whole collection", arguments: [1, 3, 8, 12])
    func wholeCollection(count: Int) throws {
        let seen = try Self.look(at: count)
        #expect(seen.count == count)
        #expect(seen.startIndex == 0)
        #expect(seen.endIndex == count)
    }

    // MARK: - Slices are indexed from 0, as in SwiftUI

    @Test("A slice is indexed from 0 and holds the whole collection's elements at its range")
    func sliceIsRebased() throws {
        let seen = try Self.look(at: 8)
        #expect(seen.slice == (0, 3, 3))
        #expect(seen.sliceIndices == [0, 1, 2])
        #expect(seen.sliceElementsAreWholeElements)
    }

    @Test("A slice of a slice is indexed from 0 too")
    func sliceOfSlice() throws {
        let seen = try Self.look(at: 8)
        #expect(seen.sliceOfSlice == (0, 2, 2))
        #expect(seen.sliceOfSliceElementsAreWholeElements)
    }

    @Test("dropFirst and prefix are slices indexed from 0")
    func dropFirstAndPrefix() throws {
        let seen = try Self.look(at: 8)
        #expect(seen.dropFirst == (0, 5))
        #expect(seen.prefix == (0, 2))
    }

    @Test("Reading past the end of a slice stops the program, even when the whole collection has that index")
    func indexOutsideSliceTraps() async {
        await #expect(processExitsWith: .failure) {
            let layout = ProbeLayout(place: { _, _, subviews in
                _ = subviews[2..<5][3]
            })
            _ = try? LayoutPass.run(layout, subviews: tiles(8), in: CGSize(width: 10, height: 10))
        }
    }

    // MARK: - Equality

    @Test("Subviews are equal when they hold the same views of the same pass", arguments: [
        ("whole == whole", true),
        ("whole == whole[0..<count]", true),
        ("[2..<5] == [2..<5]", true),
        ("[2..<5] == [2..<6]", false),
        ("[2..<5] == [3..<6]", false),
        ("[1..<7][3..<5] == [4..<6]", true),
        ("[2..<5] == [2..<5][0..<3]", true),
        ("subview 0 == subview 0", true),
        ("subview 0 == subview 1", false),
    ])
    func equality(comparison: String, expected: Bool) throws {
        let seen = try Self.look(at: 8)
        #expect(seen.equalities[comparison] == expected)
    }

    @Test("The same views in two different passes are not equal")
    func differentPassesDiffer() throws {
        let log = Log<(LayoutSubviews, LayoutSubview)>()
        let layout = ProbeLayout(place: { _, _, subviews in log.append((subviews, subviews[0])) })
        let views = tiles(3)
        _ = try LayoutPass.run(layout, subviews: views, in: CGSize(width: 10, height: 10))
        _ = try LayoutPass.run(layout, subviews: views, in: CGSize(width: 10, height: 10))
        try #require(log.entries.count == 2)
        #expect(log.entries[0].0 != log.entries[1].0)
        #expect(log.entries[0].1 != log.entries[1].1)
    }

    // MARK: - Recursion over slices

    /// Article 004's `RecursiveWheel` pattern, verbatim in shape: place `subviews[0..<12]`, then
    /// recurse on `subviews[12..<subviews.count]`, which places `subviews[0..<12]` of the rest.
    private struct ArticleRecursion: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            proposal.replacingUnspecifiedDimensions()
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            let ringCount = min(12, subviews.count)
            for (index, subview) in subviews[0..<ringCount].enumerated() {
                subview.place(at: CGPoint(x: bounds.minX + CGFloat(index), y: bounds.minY + CGFloat(subviews.count)),
                              anchor: .center, proposal: .unspecified)
            }
            guard subviews.count > 12 else { return }
            placeSubviews(in: bounds, proposal: proposal, subviews: subviews[12..<subviews.count], cache: &cache)
        }
    }

    @Test("The article's recursion over subviews[0..<12] and subviews[12..<count] places 44 views in rings of 12, 12, 12, 8")
    func articleRecursion() throws {
        let result = try LayoutPass.run(ArticleRecursion(), subviews: tiles(44), in: CGSize(width: 100, height: 100))
        // Each view's y records how many subviews its level was given: 44, 32, 20, then 8.
        let levels = result.placements.map { Int(($0.center.y - result.bounds.minY).rounded()) }
        #expect(levels == Array(repeating: 44, count: 12) + Array(repeating: 32, count: 12)
                + Array(repeating: 20, count: 12) + Array(repeating: 8, count: 8))
    }

    @Test("A recursive layout that places k subviews and recurses on the rest places every view",
          arguments: [(1, 4), (4, 4), (11, 4), (44, 12)])
    func recursiveLayoutPlacesEveryView(count: Int, perRing: Int) throws {
        let layout = RecursiveRingLayout(perRing: perRing, outerRadius: 200, ringStep: 30)
        let canvas = CGSize(width: 500, height: 500)
        let result = try LayoutPass.run(layout, subviews: tiles(count), in: canvas)
        #expect(result.placements.count == count)
        let center = CGPoint(x: result.bounds.midX, y: result.bounds.midY)
        for (index, placement) in result.placements.enumerated() {
            let ring = index / perRing
            let expectedRadius = 200 - 30 * CGFloat(ring)
            let c = placement.center
            let distance = ((c.x - center.x) * (c.x - center.x) + (c.y - center.y) * (c.y - center.y)).squareRoot()
            // A view the recursion missed would sit at the centre, at distance 0.
            expectClose(distance, expectedRadius, "view \(index) (ring \(ring)) distance from the centre")
        }
    }
}
