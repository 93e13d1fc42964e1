import LayoutCore

/// The layout value that names the parent of a view in a ``TreeLayout``: article 004's
/// `ParentNodeId`.
///
/// It is the ``TreeNodeID`` of another view, or `nil` (the default) for the root; a tree has
/// exactly one root. Set it with ``LayoutCore/ViewNode/node(_:parent:)``.
public enum TreeParentID: LayoutValueKey {
    /// No parent: the view is the root.
    public static let defaultValue: String? = nil
}
