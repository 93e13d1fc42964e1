import AnimationCore
import Foundation

/// A type-erased layout, which exposes every method of the layout it wraps, and its cache.
///
/// SwiftUI's `AnyLayout`. Wrapping is how one layout composes others: a `ComposedLayout` keeps
/// `AnyLayout(HStackLayout())` and calls its `sizeThatFits` and `placeSubviews` directly, storing
/// the wrapped layout's ``Cache`` inside its own.
///
/// A type-erased layout animates by the positions of its views: its `animatableData` is empty.
public struct AnyLayout: Layout {
    /// The wrapped layout's cache, type-erased.
    public struct Cache {
        var storage: Any
    }

    private let box: any ErasedLayout

    /// Wraps a layout.
    /// - Parameter layout: The layout.
    public init<L: Layout>(_ layout: L) {
        if let alreadyErased = layout as? AnyLayout {
            self = alreadyErased
        } else {
            box = LayoutBox(layout)
        }
    }

    /// The name of the wrapped layout's type, for messages.
    public var wrappedTypeName: String { box.typeName }

    /// The wrapped layout, as an existential.
    public var wrapped: any Layout { box.base }

    /// Creates the wrapped layout's cache.
    public func makeCache(subviews: Subviews) -> Cache {
        Cache(storage: box.makeCache(subviews: subviews))
    }

    /// Updates the wrapped layout's cache.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        box.updateCache(&cache.storage, subviews: subviews)
    }

    /// The wrapped layout's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        box.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache.storage)
    }

    /// Places the subviews with the wrapped layout.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        box.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache.storage)
    }

    /// The wrapped layout's spacing.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        box.spacing(subviews: subviews, cache: &cache.storage)
    }

    /// The wrapped layout's explicit horizontal guide.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        box.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache.storage)
    }

    /// The wrapped layout's explicit vertical guide.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        box.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache.storage)
    }
}

private protocol ErasedLayout {
    var typeName: String { get }
    var base: any Layout { get }
    func makeCache(subviews: LayoutSubviews) -> Any
    func updateCache(_ cache: inout Any, subviews: LayoutSubviews)
    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any)
    func spacing(subviews: LayoutSubviews, cache: inout Any) -> ViewSpacing
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: LayoutSubviews, cache: inout Any) -> CGFloat?
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: LayoutSubviews, cache: inout Any) -> CGFloat?
}

private struct LayoutBox<L: Layout>: ErasedLayout {
    let layout: L

    init(_ layout: L) { self.layout = layout }

    var typeName: String { String(describing: L.self) }
    var base: any Layout { layout }

    func makeCache(subviews: LayoutSubviews) -> Any { layout.makeCache(subviews: subviews) }

    func updateCache(_ cache: inout Any, subviews: LayoutSubviews) {
        withTypedCache(&cache, subviews: subviews) { layout.updateCache(&$0, subviews: subviews) }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) -> CGSize {
        withTypedCache(&cache, subviews: subviews) {
            layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0)
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) {
        withTypedCache(&cache, subviews: subviews) {
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
    }

    func spacing(subviews: LayoutSubviews, cache: inout Any) -> ViewSpacing {
        withTypedCache(&cache, subviews: subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: LayoutSubviews, cache: inout Any) -> CGFloat? {
        withTypedCache(&cache, subviews: subviews) {
            layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: LayoutSubviews, cache: inout Any) -> CGFloat? {
        withTypedCache(&cache, subviews: subviews) {
            layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
    }

    /// Runs `body` on the typed cache; a cache made by another layout type (a caller's mistake)
    /// is replaced by a fresh one rather than trapping.
    private func withTypedCache<R>(_ cache: inout Any, subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        var typed = cache as? L.Cache ?? layout.makeCache(subviews: subviews)
        let result = body(&typed)
        cache = typed
        return result
    }
}
