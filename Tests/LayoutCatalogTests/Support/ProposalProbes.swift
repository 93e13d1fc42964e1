import Foundation
import LayoutCore

/// A root layout that proposes its one subview a fixed proposal, whatever it is offered, and
/// takes the size the subview answers; the subview is placed at the root's corner with that
/// proposal. So a test can propose a layout `.unspecified` or `.infinity` (a canvas cannot be
/// either) and read the layout's bounds as `LayoutPass.Result.bounds`.
struct ProposalProbe: Layout {
    /// What the subview is proposed.
    var proposal: ProposedViewSize

    func sizeThatFits(proposal _: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal _: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: proposal)
    }
}

/// A root layout that takes the canvas and calls `inner.placeSubviews` for `proposal` in its own
/// bounds with a fresh cache, after an optional `sizeThatFits` for another proposal: a parent that
/// places without measuring for the same proposal first.
struct PlacementProbe<Inner: Layout>: Layout {
    /// The layout under test.
    var inner: Inner
    /// The proposal `inner` is placed with.
    var proposal: ProposedViewSize
    /// A proposal `inner` is measured for first, with the same cache; none by default.
    var measureFirst: ProposedViewSize?

    init(inner: Inner, proposal: ProposedViewSize, measureFirst: ProposedViewSize? = nil) {
        self.inner = inner
        self.proposal = proposal
        self.measureFirst = measureFirst
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal _: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var innerCache = inner.makeCache(subviews: subviews)
        if let measureFirst {
            _ = inner.sizeThatFits(proposal: measureFirst, subviews: subviews, cache: &innerCache)
        }
        inner.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &innerCache)
    }
}

/// Runs `sizeThatFits` of a layout for one proposal with a fresh cache, inside a real pass, and
/// hands back the size and the cache it left, and how the pass ended.
enum CacheProbe {
    /// What `sizeThatFits` answered and left in its cache, and the error the pass ended with, if any.
    struct Outcome<Cache> {
        var size: CGSize
        var cache: Cache
        var failure: LayoutError?
    }

    enum ProbeError: Error { case notMeasured }

    /// Measures `layout` over `views` for `proposal`. A failure the layout reports does not throw:
    /// it is in the outcome's `failure`.
    static func run<L: Layout>(_ layout: L, views: [ViewNode], proposal: ProposedViewSize) throws -> Outcome<L.Cache> {
        let record = Record<L.Cache>()
        var failure: LayoutError?
        do {
            _ = try LayoutPass.run(Recorder(inner: layout, proposal: proposal, record: record), subviews: views,
                                   in: CGSize(width: 100, height: 100))
        } catch {
            failure = error
        }
        guard let measured = record.measured else { throw ProbeError.notMeasured }
        return Outcome(size: measured.size, cache: measured.cache, failure: failure)
    }

    /// Where the recorder leaves what it saw: written once, in the one pass that owns it.
    final class Record<Cache>: @unchecked Sendable {
        var measured: (size: CGSize, cache: Cache)?
    }

    private struct Recorder<Inner: Layout>: Layout {
        var inner: Inner
        var proposal: ProposedViewSize
        var record: Record<Inner.Cache>

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            proposal.replacingUnspecifiedDimensions()
        }

        func placeSubviews(in bounds: CGRect, proposal _: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var innerCache = inner.makeCache(subviews: subviews)
            let size = inner.sizeThatFits(proposal: proposal, subviews: subviews, cache: &innerCache)
            record.measured = (size, innerCache)
            for subview in subviews { subview.place(at: bounds.origin) }
        }
    }
}
