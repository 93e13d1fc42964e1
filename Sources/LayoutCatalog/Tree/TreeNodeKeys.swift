import LayoutCore

/// The id of a tree node, a layout value (article 004's `NodeId`).
public enum TreeNodeID: LayoutValueKey {
    /// No id.
    public static let defaultValue: String? = nil
}

/// The id of a tree node's parent, a layout value (article 004's `ParentNodeId`); `nil` for the root.
public enum TreeParentID: LayoutValueKey {
    /// No parent: the root.
    public static let defaultValue: String? = nil
}
