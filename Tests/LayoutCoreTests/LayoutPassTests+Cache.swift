import Foundation
import LayoutCore
import Testing

/// A layout whose cache is a value it writes in `sizeThatFits` and reads in `placeSubviews`.
private struct CountingCacheLayout: Layout {
    struct Cache {
        /// Which `makeCache` call made this cache: 1 for the first.
        var serial: Int
        /// Written by `sizeThatFits`; nil in a fresh cache.
        var writtenBySize: Int?
    }

    final class Counter {
        var made = 0
        var seenBySize: [Int?] = []
        var seenByPlace: [Int?] = []
    }

    let counter: Counter

    func makeCache(subviews: Subviews) -> Cache {
        counter.made += 1
        return Cache(serial: counter.made, writtenBySize: nil)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        counter.seenBySize.append(cache.writtenBySize)
        cache.writtenBySize = cache.serial * 100
        return proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        counter.seenByPlace.append(cache.writtenBySize)
    }
}

// The cache a layout keeps through a pass: the LayoutPass suite's tests of it.
extension LayoutPassTests {
    @Test("makeCache is called once per pass, and the cache lives from sizeThatFits to placeSubviews")
    func cacheLivesThroughThePass() throws {
        let counter = CountingCacheLayout.Counter()
        _ = try LayoutPass.run(CountingCacheLayout(counter: counter), subviews: tiles(3), in: Self.canvas)
        #expect(counter.made == 1)
        #expect(counter.seenBySize == [nil])
        #expect(counter.seenByPlace == [100])
    }

    @Test("Each pass starts with a fresh cache")
    func eachPassHasAFreshCache() throws {
        let counter = CountingCacheLayout.Counter()
        let layout = CountingCacheLayout(counter: counter)
        _ = try LayoutPass.run(layout, subviews: tiles(3), in: Self.canvas)
        _ = try LayoutPass.run(layout, subviews: tiles(3), in: Self.canvas)
        #expect(counter.made == 2)
        // The second pass's sizeThatFits sees a new cache, not what the first pass wrote.
        #expect(counter.seenBySize == [nil, nil])
        #expect(counter.seenByPlace == [100, 200])
    }

    @Test("A nested container measured several times keeps one cache for the pass")
    func nestedContainerKeepsOneCache() throws {
        let counter = CountingCacheLayout.Counter()
        let container = ViewNode(layout: CountingCacheLayout(counter: counter), children: tiles(2))
        let layout = ProbeLayout(
            size: { proposal, subviews in
                _ = subviews[0].sizeThatFits(.zero)
                _ = subviews[0].sizeThatFits(.unspecified)
                _ = subviews[0].spacing
                return subviews[0].sizeThatFits(proposal)
            },
            place: { bounds, proposal, subviews in subviews[0].place(at: bounds.origin, proposal: proposal) })
        _ = try LayoutPass.run(layout, subviews: [container], in: Self.canvas)
        #expect(counter.made == 1)
        #expect(counter.seenBySize == [nil, 100, 100, 100])
        #expect(counter.seenByPlace == [100])
    }
}
