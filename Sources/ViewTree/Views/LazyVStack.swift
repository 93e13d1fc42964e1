import Foundation
import LayoutCore
import SceneCore

/// SwiftUI's `LazyVStack`: views one above the other, made as they scroll into sight.
///
/// In a vertical `ScrollView`, a lazy stack whose content is one `ForEach` builds only the rows
/// near what the scroll view shows (and those an animated scroll passes), so a list of 10,000
/// rows costs about what the screen shows; the rows it has not built are taken to be as tall as
/// the built ones on average (``LazyStackLayout``), as SwiftUI estimates them. Anywhere else, or
/// with other content, it is laid out as a `VStack` with the same alignment and spacing. Either
/// way, as in SwiftUI, it takes the whole width it is offered (a `VStack` is only as wide as its
/// widest view). Pinned section headers and footers are accepted and stay in their places.
///
/// Differences from SwiftUI: a lazy stack's rows are `spacing` apart (8 points when `nil`) rather
/// than each pair's preferred spacing; a `ScrollViewProxy` scrolling to one of its rows builds
/// them all once to find it.
public struct LazyVStack<Content: View>: View, PrimitiveView {
    let content: Content
    let alignment: HorizontalAlignment
    let spacing: CGFloat?

    /// Rows built beyond each end of the visible part: none, as the rows an animated scroll
    /// passes are built already, and a row built but never seen would only be drawn off the
    /// screen (and reported by `validate` as never seen).
    static var margin: Int { 0 }
    /// How short rows are taken to be before the first layout, to build enough of them.
    static var shortestRow: CGFloat { 20 }

    /// Creates a lazy column.
    /// - Parameters:
    ///   - alignment: How the views line up across; centred by default.
    ///   - spacing: The distance between neighbours; each pair's preferred spacing when `nil`
    ///     (8 points between the rows of a lazy stack in a scroll view).
    ///   - pinnedViews: The section views to pin while scrolling; none by default.
    ///   - content: The views.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.content = content()
        self.alignment = alignment
        self.spacing = spacing
    }

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        guard let window = context.environment.scrollWindow, let elements = content as? any LazyElements else {
            return context.resolve(eager)
        }
        context.geometry?.noteReader()
        let count = elements.elementCount
        let gap = spacing ?? 8
        let range = visibleRange(count: count, gap: gap, window: window, in: context)
        let (nodes, looks) = context.child(ContentStep.content).lazyElements(elements, in: range)
        let estimate = context.geometry?.lazyStack(for: context.identity)?.rowLength
        return context.resolved(ViewNode(layout: LazyStackLayout(count: count, spacing: gap, alignment: alignment, estimate: estimate),
                                         children: nodes),
                                looks: looks)
    }

    /// The stack laid out whole, as a `VStack` as wide as it is offered.
    private var eager: some View {
        VStack(alignment: alignment, spacing: spacing) { content }
            .frame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .center))
    }

    /// The rows to build: those in the scroll view's frame in the last layout, and those the
    /// content passes on its way to this state's offset, with ``margin`` more at each end; before
    /// the first layout, enough rows of ``shortestRow`` to fill the scroll view.
    private func visibleRange(count: Int, gap: CGFloat, window: ScrollWindow, in context: ResolveContext) -> Range<Int> {
        guard let frame = window.frame else {
            return 0..<min(count, Int(((context.screen?.size.height ?? 1000) / Self.shortestRow).rounded(.up)) + Self.margin)
        }
        guard let last = context.geometry?.lazyStack(for: context.identity), last.rowLength > 0 || gap > 0 else {
            return 0..<min(count, Int((frame.height / Self.shortestRow).rounded(.up)) + Self.margin)
        }
        let step = last.rowLength + gap
        let top = frame.minY - last.frame.minY + min(window.travel, 0)
        let bottom = frame.maxY - last.frame.minY + max(window.travel, 0)
        guard top.isFinite, bottom.isFinite else { return 0..<0 }
        let first = Int(min(max((top / step).rounded(.down), -1), CGFloat(count))) - Self.margin
        let end = Int(min(max((bottom / step).rounded(.up), 0), CGFloat(count))) + Self.margin
        // A stack wholly above or below the scroll view builds nothing (`first` may pass `end`).
        let lower = min(max(first, 0), count), upper = min(max(end, 0), count)
        return lower..<max(lower, upper)
    }
}

/// Views made one per element of a collection, any range of which can be built alone: a
/// `ForEach`, for a lazy stack.
protocol LazyElements {
    /// How many elements there are.
    var elementCount: Int { get }
    /// The views of the elements in `range` (offsets in the collection), each node tagged with
    /// its element's offset (``LazyElementIndexKey``).
    func resolveElements(_ range: Range<Int>, in context: ResolveContext) -> [ResolvedView]
}

extension ForEach: LazyElements {
    var elementCount: Int { data.count }

    func resolveElements(_ range: Range<Int>, in context: ResolveContext) -> [ResolvedView] {
        guard !range.isEmpty else { return [] }
        var index = data.index(data.startIndex, offsetBy: range.lowerBound)
        var resolved: [ResolvedView] = []
        for offset in range {
            let element = data[index]
            for var view in context.child(element[keyPath: id]).resolve(content(element)) {
                view.node = view.node.layoutValue(key: LazyElementIndexKey.self, value: offset)
                resolved.append(view)
            }
            index = data.index(after: index)
        }
        return resolved
    }
}

extension ResolveContext {
    /// The nodes and looks of the elements in `range`, for a container.
    func lazyElements(_ elements: any LazyElements, in range: Range<Int>) -> (nodes: [ViewNode], looks: [ViewSpec]) {
        let resolved = elements.resolveElements(range, in: self)
        return (resolved.map(\.node), resolved.flatMap(\.looks))
    }
}
