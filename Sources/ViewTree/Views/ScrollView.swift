import Foundation
import LayoutCore

/// SwiftUI's `ScrollView`, at rest: its content at its own length along the axes it scrolls,
/// inside a frame as large as it is offered (``ScrollLayout``).
///
/// The content's views are stacked as SwiftUI stacks them, in a `VStack` (an `HStack` for a
/// scroll view that scrolls only horizontally); the content starts at the top (leading) edge
/// and is centred across. Nothing scrolls, and a scroll view at rest shows no indicators, so
/// `showsIndicators` changes nothing. As in SwiftUI, the content is clipped to the scroll view's
/// frame (`.clipped()`): content longer than the frame stops at its edge, unless
/// `scrollClipDisabled()` is set around the scroll view. Inside a `ScrollViewReader` whose proxy
/// was asked to scroll to a view's `.id`, the content is shown scrolled so that view is in sight.
public struct ScrollView<Content: View>: View {
    let axes: Axis.Set
    let stacked: AnyView
    @Environment(\.isScrollClipDisabled) private var isClipDisabled
    @Environment(\.scrollTarget) private var scrollTarget

    /// Creates a scroll view.
    /// - Parameters:
    ///   - axes: The axes the content scrolls along; vertical by default.
    ///   - showsIndicators: Whether indicators show while scrolling; accepted, nothing scrolls.
    ///   - content: The content.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        let views = content()
        self.axes = axes
        stacked = axes == .horizontal ? AnyView(HStack { views }) : AnyView(VStack { views })
    }

    /// The content in the scroll view's layout, clipped to its frame unless clipping is disabled.
    public var body: some View {
        if let scrollTarget {
            GeometryReader { proxy in
                ScrolledContent(axes: axes, stacked: stacked, target: scrollTarget, viewport: proxy.size, clips: !isClipDisabled)
            }
        } else if isClipDisabled {
            ScrollLayout(axes: axes) { stacked }
        } else {
            ScrollLayout(axes: axes) { stacked }.clipped()
        }
    }
}

/// The view a scroll view's proxy was asked to scroll to: its `.id`, and where in the scroll
/// view it should end up (`nil`: the least scrolling that brings it into sight).
package struct ScrollTarget: Equatable {
    let id: AnyHashable
    let anchor: UnitPoint?

    /// A request to scroll to the view identified by `id`.
    package init(id: AnyHashable, anchor: UnitPoint?) {
        self.id = id
        self.anchor = anchor
    }
}

/// A scroll view's content shown scrolled to its target: the content is laid out once at the
/// scroll view's size to find the frame of the view whose `.id` is the target's, then drawn
/// moved by the offset that brings that frame to the anchor (or just into sight), kept within
/// the content's length.
struct ScrolledContent: View, PrimitiveView {
    let axes: Axis.Set
    let stacked: AnyView
    let target: ScrollTarget
    let viewport: CGSize
    let clips: Bool

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        var measuring = context
        measuring.events = nil
        let offset = scrollOffset(for: measuring.resolve(scrolled(by: .zero)))
        return context.resolve(scrolled(by: offset))
    }

    /// The content moved back by `offset`, in the scroll view's layout.
    private func scrolled(by offset: CGSize) -> AnyView {
        let layout = ScrollLayout(axes: axes) { stacked.offset(x: -offset.width, y: -offset.height) }
        return clips ? AnyView(layout.clipped()) : AnyView(layout)
    }

    /// How far the content is scrolled to show the target; zero when the target is not found.
    private func scrollOffset(for resolved: [ResolvedView]) -> CGSize {
        guard let content = resolved.lazy.compactMap({ Self.scrolledContent(of: $0.node) }).first,
              let index = Self.preorderIndex(of: AnyHashable(ExplicitID(id: target.id)), in: content),
              let reports = try? LayoutPass.sizes(of: ContentMeasureLayout(axes: axes), subviews: [content], in: viewport, requests: [.current]),
              reports.indices.contains(index + 1) else { return .zero }
        let bounds = reports[0].frame
        let frame = reports[index + 1].frame.offsetBy(dx: -bounds.minX, dy: -bounds.minY)
        return CGSize(width: axes.contains(.horizontal) ? offset(frame.minX, frame.width, bounds.width, viewport.width, anchor: target.anchor?.x) : 0,
                      height: axes.contains(.vertical) ? offset(frame.minY, frame.height, bounds.height, viewport.height, anchor: target.anchor?.y) : 0)
    }

    /// The offset along one axis that puts a span at `anchor` of the viewport (or into sight
    /// with the least scrolling from the start), kept between the start and the content's end.
    private func offset(_ start: CGFloat, _ length: CGFloat, _ content: CGFloat, _ viewport: CGFloat, anchor: CGFloat?) -> CGFloat {
        let wanted: CGFloat
        if let anchor {
            wanted = start + anchor * length - anchor * viewport
        } else {
            wanted = start + length > viewport ? start + length - viewport : 0
        }
        return min(max(wanted, 0), max(content - viewport, 0))
    }

    /// The content node inside the scroll layout's node (through a clip).
    private static func scrolledContent(of node: ViewNode) -> ViewNode? {
        guard case .container(let layout, let children) = node.content else { return nil }
        if layout.wrapped is ScrollLayout { return children.first }
        return children.lazy.compactMap(scrolledContent(of:)).first
    }

    /// The depth-first position (`node` first, at 0) of the outermost view whose identity has
    /// `step` (an `.id(_:)`); `nil` when there is none.
    private static func preorderIndex(of step: AnyHashable, in node: ViewNode) -> Int? {
        var next = 0
        return preorderIndex(of: step, in: node, next: &next)
    }

    private static func preorderIndex(of step: AnyHashable, in node: ViewNode, next: inout Int) -> Int? {
        let index = next
        next += 1
        if node.identity?.steps.contains(step) ?? false { return index }
        guard case .container(_, let children) = node.content else { return nil }
        for child in children {
            if let found = preorderIndex(of: step, in: child, next: &next) { return found }
        }
        return nil
    }
}

/// Sizes a scroll view's content as the scroll layout offers it: nothing along the scrolled
/// axes, the viewport across them; places it at the top leading corner.
private struct ContentMeasureLayout: Layout {
    let axes: Axis.Set

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(offer(proposal)) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: offer(proposal))
    }

    private func offer(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width, height: axes.contains(.vertical) ? nil : proposal.height)
    }
}

/// Whether scroll views draw their content past their frame.
private struct ScrollClipDisabledKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

/// The view the scroll views inside should show scrolled to.
private struct ScrollTargetKey: EnvironmentKey {
    static var defaultValue: ScrollTarget? { nil }
}

extension EnvironmentValues {
    /// Whether the scroll views inside draw their content past their frame: what ViewCatalog's
    /// `scrollClipDisabled(_:)` sets.
    package var isScrollClipDisabled: Bool {
        get { self[ScrollClipDisabledKey.self] }
        set { self[ScrollClipDisabledKey.self] = newValue }
    }

    /// The view the scroll views inside show scrolled to: what ViewCatalog's `ScrollViewReader`
    /// sets when its proxy's `scrollTo(_:anchor:)` is called.
    package var scrollTarget: ScrollTarget? {
        get { self[ScrollTargetKey.self] }
        set { self[ScrollTargetKey.self] = newValue }
    }
}
