import Foundation
import LayoutCore

/// SwiftUI's `.position(_:)` as a layout of one view: it takes the whole proposal (10 points on
/// an unspecified axis, as SwiftUI's `replacingUnspecifiedDimensions()` does), proposes it to its
/// view, and centres the view at `point` in its own coordinates.
struct PositionLayout: Layout, Sendable {
    /// The point the view's centre is placed at, from the container's top-leading corner.
    let point: CGPoint

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let offer = ProposedViewSize(width: bounds.width, height: bounds.height)
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX + point.x, y: bounds.minY + point.y), anchor: .center, proposal: offer)
        }
    }
}

extension View {
    /// This view inside a one-view container laid out by `layout`, which carries the view's
    /// layout values and priority, as the layout modifiers' containers do.
    func laidOut<L: Layout>(by layout: L) -> ModifiedView<Self> {
        ModifiedView(content: self, environment: { _ in }, change: { node in
            var container = ViewNode(layout: layout, children: [node], priority: node.priority)
            container.layoutValues = node.layoutValues
            return container
        })
    }

    /// SwiftUI's `.position(_:)`: the view's centre at `position`, in the coordinates of a frame
    /// that takes all the space it is offered (10 points on an axis offered nothing in
    /// particular). The view is offered that space too.
    /// - Parameter position: The point, from the top-leading corner of the space offered.
    /// - Returns: The view in a frame that fills what it is offered.
    public func position(_ position: CGPoint) -> ModifiedView<Self> {
        laidOut(by: PositionLayout(point: position))
    }

    /// SwiftUI's `.position(x:y:)`: as ``position(_:)`` with the point's coordinates.
    /// - Parameters:
    ///   - x: Where the view's centre is across; 0 by default.
    ///   - y: Where it is down; 0 by default.
    /// - Returns: The view in a frame that fills what it is offered.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedView<Self> {
        position(CGPoint(x: x, y: y))
    }
}
