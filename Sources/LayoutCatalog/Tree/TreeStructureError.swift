/// Why a tree layout's views do not form a tree, with a message that names the views (by index
/// among the layout's subviews) and the ids at fault.
enum TreeStructureError: Error, Equatable, CustomStringConvertible {
    /// A view has no ``TreeNodeID``.
    case missingID(view: Int)
    /// Two views have the same node id.
    case duplicateID(String, first: Int, second: Int)
    /// A view's ``TreeParentID`` is not the node id of any view.
    case unknownParent(view: Int, id: String, parent: String)
    /// Every view has a parent.
    case noRoot
    /// More than one view has no parent.
    case multipleRoots([Node])
    /// Following parents from these views comes back to the first: each has the next as its parent.
    case cycle([Node])

    /// A view and its node id, for messages.
    struct Node: Equatable {
        var view: Int
        var id: String
    }

    /// What is wrong, naming views and ids.
    var description: String {
        switch self {
        case .missingID(let view):
            "view \(view) has no node id: tag every view with .node(_:parent:)"
        case .duplicateID(let id, let first, let second):
            "views \(first) and \(second) have the same node id \(quoted(id)): node ids must be unique"
        case .unknownParent(let view, let id, let parent):
            "view \(view) (id \(quoted(id))) has parent id \(quoted(parent)), which is the node id of no view"
        case .noRoot:
            "no view has a nil parent id: a tree needs one root"
        case .multipleRoots(let roots):
            "views \(list(roots.map { "\($0.view) (id \(quoted($0.id)))" })) have a nil parent id: "
                + "a tree needs exactly one root"
        case .cycle(let nodes):
            "the parent ids form a cycle: "
                + zip(nodes, nodes.dropFirst() + nodes.prefix(1)).map { node, parent in
                    "view \(node.view) (id \(quoted(node.id))) has parent \(quoted(parent.id))"
                }.joined(separator: ", ")
                + "; a node cannot be its own ancestor"
        }
    }
}

/// An id in double quotes, with quotes and backslashes inside it escaped.
private func quoted(_ id: String) -> String { String(reflecting: id) }

/// `a`, `a and b`, `a, b and c`.
private func list(_ items: [String]) -> String {
    guard let last = items.last, items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + last
}
