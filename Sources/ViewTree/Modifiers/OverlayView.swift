import Foundation
import LayoutCore

/// A view with another drawn over or behind it: what `.overlay` and `.background` build. The
/// view keeps its size; the other is offered that size and aligned on it, its views stacked as
/// in a `ZStack`.
public struct OverlayView<Content: View, Secondary: View>: View, PrimitiveView {
    let content: Content
    let secondary: Secondary
    let alignment: Alignment
    /// Whether the secondary view is drawn behind (a background) rather than over.
    let behind: Bool

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        context.resolve(content).map { primary in
            let identity = primary.node.identity ?? context.identity
            var inner = context
            inner.identity = identity.appending(behind ? SecondaryStep.background : SecondaryStep.overlay)
            let (nodes, looks) = inner.children(of: secondary)
            let stack = ViewNode(layout: ZStackLayout(alignment: alignment), children: nodes).identified(as: inner.identity)
            var pair = ViewNode(layout: OverlayLayout(alignment: alignment, primaryIndex: behind ? 1 : 0),
                                children: behind ? [stack, primary.node] : [primary.node, stack], priority: primary.node.priority)
            pair.layoutValues = primary.node.layoutValues
            pair = pair.identified(as: identity.appending(ModifierStep.wrapper))
            return ResolvedView(node: pair, looks: behind ? looks + primary.looks : primary.looks + looks)
        }
    }
}

/// The step from a view to what is drawn over or behind it.
enum SecondaryStep: Hashable {
    case overlay, background
}

extension View {
    /// SwiftUI's `.overlay(alignment:content:)`: `content` drawn over this view, offered its size
    /// and aligned on it; this view's size and guides are unchanged.
    public func overlay<Overlay: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Overlay) -> OverlayView<Self, Overlay> {
        OverlayView(content: self, secondary: content(), alignment: alignment, behind: false)
    }

    /// SwiftUI's `.overlay(_:alignment:)` with a view (deprecated in SwiftUI). A `Color` written
    /// here is taken as a shape style (`overlay(_:ignoresSafeAreaEdges:)`), as in SwiftUI, which
    /// draws it the same way.
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> OverlayView<Self, Overlay> {
        OverlayView(content: self, secondary: overlay, alignment: alignment, behind: false)
    }

    /// SwiftUI's `.background(alignment:content:)`: `content` drawn behind this view, offered its
    /// size and aligned on it.
    public func background<Background: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Background)
        -> OverlayView<Self, Background> {
        OverlayView(content: self, secondary: content(), alignment: alignment, behind: true)
    }

    /// SwiftUI's `.background(_:alignment:)` with a view (deprecated in SwiftUI). A `Color`
    /// written here is taken as a shape style (`background(_:ignoresSafeAreaEdges:)`), as in
    /// SwiftUI, which draws it the same way.
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> OverlayView<Self, Background> {
        OverlayView(content: self, secondary: background, alignment: alignment, behind: true)
    }

    /// SwiftUI's `.border(_:width:)`: a line `width` points wide drawn inside the view's frame, over
    /// it, in `content` (a colour or gradient): `.overlay(Rectangle().strokeBorder(content, lineWidth: width))`.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> OverlayView<Self, StrokedShape<Rectangle.InsetShape>> {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}
