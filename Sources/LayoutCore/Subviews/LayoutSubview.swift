import Foundation

/// A proxy for one subview of a layout: ask its size, read its values, place it.
///
/// SwiftUI's `LayoutSubview`. A layout reaches its views only through these proxies, so layout
/// stays a pure function of the proposal, the bounds, the layout's parameters and what the
/// proxies answer.
public struct LayoutSubview: Equatable {
    let pass: LayoutPassContext
    let nodeID: Int

    /// The size the subview takes for `proposal`.
    /// - Parameter proposal: The proposal.
    /// - Returns: The subview's size; a view may ignore the proposal.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        pass.size(of: nodeID, for: proposal)
    }

    /// The subview's size and alignment guides for `proposal`.
    /// - Parameter proposal: The proposal.
    /// - Returns: The dimensions.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(size: sizeThatFits(proposal))
    }

    /// The spacing the subview prefers next to its neighbours.
    public var spacing: ViewSpacing { pass.spacing(of: nodeID) }

    /// The subview's layout priority.
    public var priority: Double { pass.node(nodeID).priority }

    /// The value the subview carries for `key`, or the key's default.
    public subscript<Key: LayoutValueKey>(key: Key.Type) -> Key.Value {
        pass.node(nodeID).layoutValues[key]
    }

    /// Places the subview.
    ///
    /// The subview takes the size it answers for `proposal`, and its `anchor` point is put at
    /// `position`. When a layout places a subview more than once, the last call wins; a subview
    /// that is never placed is centred in the layout's bounds.
    /// - Parameters:
    ///   - position: Where the anchor goes, in the coordinates of the layout's bounds.
    ///   - anchor: The point of the subview to put at `position`; top leading by default.
    ///   - proposal: The size proposed to the subview; unspecified (its ideal size) by default.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize = .unspecified) {
        pass.place(nodeID, at: position, anchor: anchor, proposal: proposal)
    }

    /// Two proxies are equal when they stand for the same subview in the same layout pass.
    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        lhs.pass === rhs.pass && lhs.nodeID == rhs.nodeID
    }
}
