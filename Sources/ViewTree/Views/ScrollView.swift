import AnimationCore
import Foundation
import LayoutCore

/// SwiftUI's `ScrollView`: its content at its own length along the axes it scrolls, inside a
/// frame as large as it is offered (``ScrollLayout``), scrolled by a finger or by a
/// `ScrollViewReader`'s proxy.
///
/// The content's views are stacked as SwiftUI stacks them, in a `VStack` (an `HStack` for a
/// scroll view that scrolls only horizontally); the content starts at the top (leading) edge
/// and is centred across. As in SwiftUI, the content is clipped to the scroll view's frame
/// (`.clipped()`) unless `scrollClipDisabled()` is set around the scroll view.
///
/// A scripted ``Interaction/scroll(_:by:at:duration:)`` moves the content with the finger and,
/// when the finger lifts still moving, lets it run on and slow down as UIScrollView does
/// (``DecelerationAnimation``); the offset stays between the content's start and end (no
/// bounce). Inside a `ScrollViewReader` whose proxy was asked to scroll to a view's `.id`, the
/// content moves so that view is in sight, animated by the transaction of the change
/// (`withAnimation { proxy.scrollTo(30) }`). A scroll view at rest shows no indicators, so
/// `showsIndicators` changes nothing.
public struct ScrollView<Content: View>: View {
    let axes: Axis.Set
    let stacked: AnyView
    @Environment(\.isScrollClipDisabled) private var isClipDisabled
    @Environment(\.scrollTarget) private var scrollTarget
    @State private var position = ScrollOffsetState()

    /// Creates a scroll view.
    /// - Parameters:
    ///   - axes: The axes the content scrolls along; vertical by default.
    ///   - showsIndicators: Whether indicators show while scrolling; accepted, none are drawn.
    ///   - content: The content.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        let views = content()
        self.axes = axes
        stacked = axes == .horizontal ? AnyView(HStack { views }) : AnyView(VStack { views })
    }

    /// The content in the scroll view's layout, clipped to its frame unless clipping is
    /// disabled, with the drag that scrolls it.
    public var body: some View {
        let place = ScrollPlace()
        let scroller = ScrollingContent(axes: axes, stacked: stacked, target: scrollTarget, position: position, place: place)
        return Group {
            if isClipDisabled { scroller } else { scroller.clipped() }
        }
        .attaching(scrollDrag(place: place), priority: .normal, scrolls: true)
    }

    /// The drag that scrolls: the content follows the finger from where it was when the finger
    /// went down, and runs on from a release that is still moving.
    private func scrollDrag(place: ScrollPlace) -> some Gesture {
        let position = $position, axes = axes
        func moved(by translation: CGSize) -> CGSize {
            place.kept(CGSize(width: axes.contains(.horizontal) ? place.shown.width - translation.width : place.shown.width,
                              height: axes.contains(.vertical) ? place.shown.height - translation.height : place.shown.height))
        }
        return DragGesture(minimumDistance: 10, coordinateSpace: .global)
            .onChanged { value in
                let offset = moved(by: value.translation)
                position.wrappedValue = ScrollOffsetState(offset: offset, serial: place.serial, from: offset)
            }
            .onEnded { value in
                let released = moved(by: value.translation)
                // The content moves against the finger.
                let velocity = CGSize(width: axes.contains(.horizontal) ? -value.velocity.width : 0,
                                      height: axes.contains(.vertical) ? -value.velocity.height : 0)
                let rest = place.kept(CGSize(width: released.width + DecelerationAnimation.distance(speed: velocity.width),
                                             height: released.height + DecelerationAnimation.distance(speed: velocity.height)))
                let speed = (velocity.width * velocity.width + velocity.height * velocity.height).squareRoot()
                withAnimation(Animation(DecelerationAnimation(speed: speed))) {
                    position.wrappedValue = ScrollOffsetState(offset: rest, serial: place.serial, from: released)
                }
            }
    }
}

/// Where a scroll view was scrolled to by a finger: the offset, the last proxy request it had
/// seen then (a newer request takes over), and where the content was when this offset was set
/// (a fling's release), which the content may pass on its way.
struct ScrollOffsetState: Equatable {
    var offset = CGSize.zero
    var serial = 0
    var from = CGSize.zero
}

/// What the lazy stacks in a scroll view's content are told: where the scroll view is in the
/// canvas in the last layout (`nil` before the first), and how far the content may still travel
/// to its offset in this state (an animated scroll passes rows between where it starts and where
/// it ends), along the vertical axis.
package struct ScrollWindow: Equatable {
    /// The scroll view's frame in the canvas.
    let frame: CGRect?
    /// Where the content starts this state's scroll less where it ends (positive: it comes from
    /// further down the content).
    let travel: CGFloat
}

/// What one build of a scroll view found, for its drag: its sizes in the last layout, the
/// offset it shows, and the newest proxy request it shows.
final class ScrollPlace {
    var sizes: (viewport: CGSize, content: CGSize)?
    var shown = CGSize.zero
    var serial = 0

    /// `offset` kept within the content (only above zero before the first layout).
    func kept(_ offset: CGSize) -> CGSize {
        guard let sizes else { return CGSize(width: max(offset.width, 0), height: max(offset.height, 0)) }
        return ScrollLayout.kept(offset, content: sizes.content, viewport: sizes.viewport)
    }
}

/// The window of the scroll view around a lazy stack.
private struct ScrollWindowKey: EnvironmentKey {
    static var defaultValue: ScrollWindow? { nil }
}

extension EnvironmentValues {
    /// The window of the vertical scroll view the views are in, for its lazy stacks; `nil`
    /// outside one.
    package var scrollWindow: ScrollWindow? {
        get { self[ScrollWindowKey.self] }
        set { self[ScrollWindowKey.self] = newValue }
    }
}

/// The view a scroll view's proxy was asked to scroll to: its `.id`, where in the scroll view
/// it should end up (`nil`: the least scrolling that brings it into sight), and which request
/// this is (a later one has a higher serial).
package struct ScrollTarget: Equatable {
    let id: AnyHashable
    let anchor: UnitPoint?
    /// Which request this is: each newer request of a reader has a higher one.
    package var serial = 0

    /// A request to scroll to the view identified by `id`.
    package init(id: AnyHashable, anchor: UnitPoint?) {
        self.id = id
        self.anchor = anchor
    }
}

/// A scroll view's content in its layout, scrolled by the finger's offset or, when a proxy's
/// request is newer than the finger's last move, by the offset that shows the request's view.
/// The sizes come from the body's last layout, as a `GeometryReader`'s do.
struct ScrollingContent: View, PrimitiveView {
    let axes: Axis.Set
    let stacked: AnyView
    let target: ScrollTarget?
    let position: ScrollOffsetState
    let place: ScrollPlace

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        context.geometry?.noteReader()
        let sizes = context.geometry?.scrollSizes(for: context.identity)
        var offset = position.offset
        if let target, target.serial > position.serial {
            offset = sizes.map { targetOffset(for: target, viewport: $0.viewport, in: context) } ?? .zero
        }
        place.sizes = sizes
        place.shown = place.kept(offset)
        place.serial = max(target?.serial ?? 0, position.serial)
        var content = context.child(ContentStep.content)
        if axes.contains(.vertical) {
            let from = place.kept(target.map { $0.serial > position.serial } ?? false ? position.offset : position.from)
            content.environment.scrollWindow = ScrollWindow(frame: context.geometry?.scrollGeometry(for: context.identity)?.frame,
                                                            travel: from.height - place.shown.height)
        }
        let (nodes, looks) = content.children(of: stacked)
        return context.resolved(ViewNode(layout: ScrollLayout(axes: axes, offset: place.shown), children: nodes), looks: looks)
    }

    /// How far the content is scrolled to show the target: the content is laid out alone at the
    /// viewport's size to find the frame of the view whose `.id` is the target's; zero when no
    /// view has it.
    private func targetOffset(for target: ScrollTarget, viewport: CGSize, in context: ResolveContext) -> CGSize {
        var measuring = context.child(ContentStep.content)
        measuring.events = nil
        guard let content = measuring.resolve(stacked).first?.node,
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
