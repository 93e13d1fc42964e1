import AnimationCore
import Foundation
import LayoutCore
import Testing
import ZoetropeTestSupport

/// A layout with a typed cache that counts how often it is made and what each method finds in it.
private struct TypedCacheLayout: Layout {
    struct Cache {
        var serial: Int
        var note: String?
    }

    final class Counter {
        var made = 0
        var seenBySize: [String?] = []
        var seenByPlace: [String?] = []
        var seenBySpacing: [String?] = []
    }

    let counter: Counter

    func makeCache(subviews: Subviews) -> Cache {
        counter.made += 1
        return Cache(serial: counter.made, note: nil)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        counter.seenBySize.append(cache.note)
        cache.note = "sized #\(cache.serial)"
        return CGSize(width: 25 * CGFloat(subviews.count), height: 25)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        counter.seenByPlace.append(cache.note)
        cache.note = "placed #\(cache.serial)"
        for (offset, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: bounds.minX + 25 * CGFloat(offset), y: bounds.minY))
        }
    }

    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        counter.seenBySpacing.append(cache.note)
        return ViewSpacing(uniform: 3)
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat? {
        guide == .center ? 17 : nil
    }
}

/// A layout whose cache is optional and stays nil: the type-erased cache must still be kept.
private struct OptionalCacheLayout: Layout {
    final class Counter { var made = 0 }
    let counter: Counter

    func makeCache(subviews: Subviews) -> Int? {
        counter.made += 1
        return nil
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int?) -> CGSize { .zero }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int?) {}
}

/// Composes another layout through `AnyLayout`, as article 004's `ComposedLayout` does: it keeps the
/// wrapped layout's cache inside its own and calls every method of the wrapped layout directly.
private struct ComposedLayout: Layout {
    struct Cache {
        var inner: AnyLayout.Cache
    }

    let inner: AnyLayout
    let alignments: Log<(CGFloat?, CGFloat?, CGFloat?)>

    func makeCache(subviews: Subviews) -> Cache {
        Cache(inner: inner.makeCache(subviews: subviews))
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        inner.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache.inner)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        inner.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache.inner)
        alignments.append((
            inner.explicitAlignment(of: HorizontalAlignment.center, in: bounds, proposal: proposal, subviews: subviews,
                                    cache: &cache.inner),
            inner.explicitAlignment(of: HorizontalAlignment.leading, in: bounds, proposal: proposal, subviews: subviews,
                                    cache: &cache.inner),
            inner.explicitAlignment(of: VerticalAlignment.top, in: bounds, proposal: proposal, subviews: subviews,
                                    cache: &cache.inner)))
    }

    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        inner.spacing(subviews: subviews, cache: &cache.inner)
    }
}

@Suite("AnyLayout")
struct AnyLayoutTests {
    static let canvas = CGSize(width: 200, height: 100)

    @Test("As a root, AnyLayout sizes and places exactly like the layout it wraps")
    func sameResultAsWrapped() throws {
        let views = tiles(3)
        let direct = try LayoutPass.run(RowLayout(), subviews: views, in: Self.canvas)
        let erased = try LayoutPass.run(AnyLayout(RowLayout()), subviews: views, in: Self.canvas)
        #expect(direct == erased)
    }

    @Test("Composing through AnyLayout forwards every method and keeps the wrapped layout's typed cache")
    func forwardsThroughComposition() throws {
        let counter = TypedCacheLayout.Counter()
        let alignments = Log<(CGFloat?, CGFloat?, CGFloat?)>()
        let composed = ComposedLayout(inner: AnyLayout(TypedCacheLayout(counter: counter)), alignments: alignments)
        let result = try LayoutPass.run(composed, subviews: tiles(3), in: Self.canvas)

        // sizeThatFits: 3 × 25 by 25, centred in 200×100.
        expectClose(result.bounds, CGRect(x: 62.5, y: 37.5, width: 75, height: 25))
        // placeSubviews: a row of 25-point steps from the bounds' corner.
        let xs = result.placements.map(\.frame.minX)
        for (index, (actual, expected)) in zip(xs, [62.5, 87.5, 112.5]).enumerated() {
            expectClose(actual, expected, "view \(index) x")
        }
        // One cache, made once, carried from sizeThatFits to placeSubviews.
        #expect(counter.made == 1)
        #expect(counter.seenBySize == [nil])
        #expect(counter.seenByPlace == ["sized #1"])
        // explicitAlignment: the wrapped layout's answers.
        try #require(alignments.entries.count == 1)
        #expect(alignments.entries[0].0 == 17)
        #expect(alignments.entries[0].1 == nil)
        #expect(alignments.entries[0].2 == nil)
    }

    @Test("spacing is forwarded, with the cache the other methods use")
    func forwardsSpacing() throws {
        let counter = TypedCacheLayout.Counter()
        let composed = ComposedLayout(inner: AnyLayout(TypedCacheLayout(counter: counter)), alignments: Log())
        let container = ViewNode(layout: composed, children: tiles(2))
        let seen = Log<ViewSpacing>()
        let root = ProbeLayout(
            size: { _, subviews in
                _ = subviews[0].sizeThatFits(.unspecified)
                seen.append(subviews[0].spacing)
                return .zero
            })
        _ = try LayoutPass.run(root, subviews: [container], in: Self.canvas)
        // The children prefer 8 points; the wrapped layout says 3.
        #expect(seen.entries == [ViewSpacing(uniform: 3)])
        #expect(counter.seenBySpacing == ["sized #1"])
        #expect(counter.made == 1)
    }

    @Test("A wrapped layout whose cache is an optional that stays nil keeps that one cache")
    func optionalCache() throws {
        let counter = OptionalCacheLayout.Counter()
        let composed = ComposedLayout(inner: AnyLayout(OptionalCacheLayout(counter: counter)), alignments: Log())
        _ = try LayoutPass.run(composed, subviews: tiles(1), in: Self.canvas)
        #expect(counter.made == 1)
    }

    @Test("updateCache is forwarded: by default it makes a new cache")
    func updateCacheForwards() throws {
        let counter = TypedCacheLayout.Counter()
        let erased = AnyLayout(TypedCacheLayout(counter: counter))
        let root = ProbeLayout(size: { _, subviews in
            var cache = erased.makeCache(subviews: subviews)
            _ = erased.sizeThatFits(proposal: .unspecified, subviews: subviews, cache: &cache)
            erased.updateCache(&cache, subviews: subviews)
            _ = erased.sizeThatFits(proposal: .unspecified, subviews: subviews, cache: &cache)
            return .zero
        })
        _ = try LayoutPass.run(root, subviews: tiles(2), in: Self.canvas)
        #expect(counter.made == 2)
        #expect(counter.seenBySize == [nil, nil])
    }

    @Test("Wrapping an AnyLayout does not wrap it twice")
    func noDoubleWrapping() {
        let once = AnyLayout(RowLayout())
        let twice = AnyLayout(once)
        let thrice = AnyLayout(AnyLayout(AnyLayout(RowLayout())))
        #expect(once.wrappedTypeName == "RowLayout")
        #expect(twice.wrappedTypeName == "RowLayout")
        #expect(thrice.wrappedTypeName == "RowLayout")
        #expect(twice.wrapped is RowLayout)
    }

    @Test("Errors from a wrapped layout name the wrapped type, not AnyLayout")
    func errorsNameWrappedType() {
        struct Negative: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: -1, height: 0)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        let error = #expect(throws: LayoutError.self) {
            try LayoutPass.run(AnyLayout(AnyLayout(Negative())), subviews: [], in: Self.canvas)
        }
        #expect(error == .invalidSize(layout: "Negative", proposal: ProposedViewSize(Self.canvas),
                                      size: CGSize(width: -1, height: 0)))
    }

    @Test("AnyLayout has no animatable data: it animates by its views' positions")
    func noAnimatableData() {
        #expect(AnyLayout.AnimatableData.self == EmptyAnimatableData.self)
    }
}
