import LayoutCore

extension ViewNode {
    /// This view as a node of a ``TreeLayout``, like article 004's `.node(_:parentId:)`: it carries
    /// `id` as its ``TreeNodeID`` and `parent` as its ``TreeParentID``.
    /// - Parameters:
    ///   - id: The node's id, unique in the tree.
    ///   - parent: The id of the node's parent, or `nil` for the root.
    /// - Returns: The tagged view.
    public func node(_ id: String, parent: String?) -> ViewNode {
        layoutValue(key: TreeNodeID.self, value: id).layoutValue(key: TreeParentID.self, value: parent)
    }
}
