import LayoutCore

/// Where a view is in the tree a body builds: SwiftUI's structural identity. Each step down is
/// the position in a block, the branch of an `if`, the element id of a `ForEach`, or a modifier
/// around the view; two states' trees are matched view by view by it, so a view keeps what it is
/// animating when the state changes.
struct ViewIdentity: Hashable {
    /// The steps from the root.
    private(set) var steps: [AnyHashable] = []

    /// The identity one step further down.
    func appending(_ step: some Hashable) -> ViewIdentity {
        var deeper = self
        deeper.steps.append(AnyHashable(step))
        return deeper
    }

    /// This identity and those of the views around it, outermost first: each step's path from
    /// the root, this one last.
    var enclosing: [ViewIdentity] {
        steps.indices.map { ViewIdentity(steps: Array(steps[...$0])) }
    }

    /// The identity of the view a modifier's wrappers wrap: this one without its trailing
    /// wrapper steps.
    var unwrapped: ViewIdentity {
        var inner = steps
        while inner.last == AnyHashable(ModifierStep.wrapper) { inner.removeLast() }
        return ViewIdentity(steps: inner)
    }
}

/// The identity a node was resolved at, carried as a layout value no layout of the user's reads.
enum ViewIdentityKey: LayoutValueKey {
    static var defaultValue: ViewIdentity? { nil }
}

/// A step for a view wrapped by a modifier: its wrapper is the view's identity plus this.
enum ModifierStep: Hashable {
    case wrapper
}

extension ViewNode {
    /// The identity the node was resolved at, if it was.
    var identity: ViewIdentity? { layoutValues[ViewIdentityKey.self] }

    /// Whether this node is a modifier's one-view container around `node`.
    func isWrapper(of node: ViewNode) -> Bool {
        guard case .container(_, let children) = content, children.count == 1, let inner = node.identity else { return false }
        return children[0].identity == inner
    }

    /// The node stamped with `identity`.
    func identified(as identity: ViewIdentity) -> ViewNode {
        layoutValue(key: ViewIdentityKey.self, value: identity)
    }
}
