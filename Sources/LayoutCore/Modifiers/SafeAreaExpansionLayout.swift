import Foundation

/// SwiftUI's `.ignoresSafeArea(_:edges:)` as a layout of one view: on each of `edges` where the
/// view's frame reaches the safe area's edge, the frame grows out to the screen's edge, and the
/// view is proposed and placed in the larger frame (a background colour then fills the whole
/// screen, behind the status bar and the home indicator). Its size in its container is its own:
/// what is around it is laid out as if it did not reach out.
///
/// The frames a pass places views in are in the canvas's coordinates, so the safe area's edges
/// are known where the view is placed; a view inside a container that moves what it draws (an
/// offset, a scroll view) is expanded by where its frame is, not where it is drawn.
public struct SafeAreaExpansionLayout: SingleViewLayout, Sendable {
    /// The screen (the canvas), from the origin.
    public var screen: CGSize
    /// Its safe-area insets.
    public var safeArea: EdgeInsets
    /// The edges the view reaches out through.
    public var edges: Edge.Set
    /// Where the view sits in the larger frame, when it does not fill it.
    public var alignment: Alignment

    /// Creates the layout.
    public init(screen: CGSize, safeArea: EdgeInsets, edges: Edge.Set = .all, alignment: Alignment = .center) {
        self.screen = screen
        self.safeArea = safeArea
        self.edges = edges
        self.alignment = alignment
    }

    /// The view's own size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    /// The view in its frame grown out to the screen's edges it reaches.
    func arrangement(of subview: LayoutSubview, in bounds: CGRect, proposal: ProposedViewSize) -> (origin: CGPoint, offer: ProposedViewSize) {
        let frame = expandedFrame(of: bounds)
        let offer = ProposedViewSize(width: frame.width, height: frame.height)
        return (FrameAlignment.origin(of: subview.dimensions(in: offer), in: frame, alignment: alignment), offer)
    }

    /// `bounds` grown out to the screen on each edge where it reaches the safe area's (within
    /// half a point).
    public func expandedFrame(of bounds: CGRect) -> CGRect {
        let reach: CGFloat = 0.5
        var (minX, minY, maxX, maxY) = (bounds.minX, bounds.minY, bounds.maxX, bounds.maxY)
        if edges.contains(.top), minY <= safeArea.top + reach { minY = min(minY, 0) }
        if edges.contains(.leading), minX <= safeArea.leading + reach { minX = min(minX, 0) }
        if edges.contains(.bottom), maxY >= screen.height - safeArea.bottom - reach { maxY = max(maxY, screen.height) }
        if edges.contains(.trailing), maxX >= screen.width - safeArea.trailing - reach { maxX = max(maxX, screen.width) }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension ViewNode {
    /// The view reaching out of the safe area through `edges`: SwiftUI's `.ignoresSafeArea(_:edges:)`.
    public func ignoringSafeArea(screen: CGSize, safeArea: EdgeInsets, edges: Edge.Set = .all, alignment: Alignment = .center) -> ViewNode {
        var container = ViewNode(layout: SafeAreaExpansionLayout(screen: screen, safeArea: safeArea, edges: edges, alignment: alignment),
                                 children: [self], priority: priority)
        container.layoutValues = layoutValues
        return container
    }
}
