import LayoutCore

/// The layout value that names a view as a node of a ``TreeLayout``: article 004's `NodeId`.
///
/// Every view a tree layout places needs one, unique among the views of the layout; set it
/// with ``LayoutCore/ViewNode/node(_:parent:)``. A view without one (the default, `nil`) fails the
/// layout pass.
public enum TreeNodeID: LayoutValueKey {
    /// No node id.
    public static let defaultValue: String? = nil
}
