import Foundation

/// The state of one layout pass: the flattened view tree, the caches of its containers, and what
/// has been placed. Created for one pass and discarded after, which keeps passes independent.
final class LayoutPassContext {
    struct Node {
        let view: ViewNode
        /// For a leaf, its number in depth-first order; `nil` for a container.
        let leafIndex: Int?
        /// For a container, the node ids of its children.
        let childIDs: [Int]
        /// For a container, its layout.
        let layout: AnyLayout?
    }

    struct Placed {
        var position: CGPoint
        var anchor: UnitPoint
        var proposal: ProposedViewSize
        var size: CGSize
    }

    private(set) var nodes: [Node] = []
    private var caches: [Int: AnyLayout.Cache] = [:]
    private var placed: [Int: Placed] = [:]
    /// The layout whose `placeSubviews` is running, for messages.
    private var placingLayoutName = ""
    /// The first problem found; the pass stops at the end of the current step and throws it.
    private(set) var firstError: LayoutError?

    /// Flattens a root container into nodes; the root is node 0.
    init(rootLayout: AnyLayout, children: [ViewNode]) {
        var leafCounter = 0
        _ = addContainer(layout: rootLayout, view: ViewNode(layout: rootLayout, children: children),
                         children: children, leafCounter: &leafCounter)
    }

    private func addContainer(layout: AnyLayout, view: ViewNode, children: [ViewNode], leafCounter: inout Int) -> Int {
        let id = nodes.count
        nodes.append(Node(view: view, leafIndex: nil, childIDs: [], layout: layout))
        var childIDs: [Int] = []
        for child in children {
            childIDs.append(add(child, leafCounter: &leafCounter))
        }
        nodes[id] = Node(view: view, leafIndex: nil, childIDs: childIDs, layout: layout)
        return id
    }

    private func add(_ view: ViewNode, leafCounter: inout Int) -> Int {
        switch view.content {
        case .leaf:
            nodes.append(Node(view: view, leafIndex: leafCounter, childIDs: [], layout: nil))
            leafCounter += 1
            return nodes.count - 1
        case .container(let layout, let children):
            return addContainer(layout: layout, view: view, children: children, leafCounter: &leafCounter)
        }
    }

    func node(_ id: Int) -> ViewNode { nodes[id].view }

    func subviews(of id: Int) -> LayoutSubviews { LayoutSubviews(pass: self, nodeIDs: nodes[id].childIDs) }

    /// Runs `body` with the cache of container `id`, making it on first use.
    func withCache<R>(of id: Int, layout: AnyLayout, _ body: (inout AnyLayout.Cache) -> R) -> R {
        var cache = caches[id] ?? layout.makeCache(subviews: subviews(of: id))
        let result = body(&cache)
        caches[id] = cache
        return result
    }

    // MARK: Measuring

    func size(of id: Int, for proposal: ProposedViewSize) -> CGSize {
        let node = nodes[id]
        switch node.view.content {
        case .leaf(let sizing):
            return checked(sizing.size(for: proposal), for: proposal) {
                .invalidViewSize(view: node.leafIndex ?? id, proposal: proposal, size: $0)
            }
        case .container(let layout, _):
            let size = withCache(of: id, layout: layout) {
                layout.sizeThatFits(proposal: proposal, subviews: subviews(of: id), cache: &$0)
            }
            return checked(size, for: proposal) {
                .invalidSize(layout: layout.wrappedTypeName, proposal: proposal, size: $0)
            }
        }
    }

    func spacing(of id: Int) -> ViewSpacing {
        guard let layout = nodes[id].layout else { return nodes[id].view.spacing }
        return withCache(of: id, layout: layout) { layout.spacing(subviews: subviews(of: id), cache: &$0) }
    }

    /// Returns `size` when valid; otherwise records the error and returns zero so the pass can finish.
    private func checked(_ size: CGSize, for proposal: ProposedViewSize, error: (CGSize) -> LayoutError) -> CGSize {
        if size.isValid(for: proposal) { return size }
        record(error(size))
        return .zero
    }

    func record(_ error: LayoutError) {
        if firstError == nil { firstError = error }
    }

    // MARK: Placing

    func place(_ id: Int, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        guard position.x.isFinite, position.y.isFinite else {
            record(.invalidPosition(layout: placingLayoutName, subview: indexInParent(id), position: position))
            return
        }
        placed[id] = Placed(position: position, anchor: anchor, proposal: proposal,
                            size: size(of: id, for: proposal))
    }

    private func indexInParent(_ id: Int) -> Int {
        for node in nodes {
            if let index = node.childIDs.firstIndex(of: id) { return index }
        }
        return id
    }

    /// Places the children of container `id` inside `bounds`, then recursively the children of
    /// any container among them. Children that were never placed are centred in `bounds`.
    func placeChildren(of id: Int, in bounds: CGRect, proposal: ProposedViewSize) {
        guard let layout = nodes[id].layout else { return }
        let children = subviews(of: id)
        placingLayoutName = layout.wrappedTypeName
        withCache(of: id, layout: layout) {
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: children, cache: &$0)
        }
        for childID in nodes[id].childIDs where placed[childID] == nil {
            place(childID, at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: .unspecified)
        }
        for childID in nodes[id].childIDs where nodes[childID].layout != nil {
            guard let child = placed[childID] else { continue }
            let frame = ViewPlacement(position: child.position, anchor: child.anchor, size: child.size).frame
            placeChildren(of: childID, in: frame, proposal: child.proposal)
        }
    }

    /// The placement of every leaf, in depth-first order.
    func leafPlacements() -> [ViewPlacement] {
        nodes.indices.compactMap { id in
            guard nodes[id].leafIndex != nil else { return nil }
            let record = placed[id] ?? Placed(position: .zero, anchor: .center, proposal: .unspecified, size: .zero)
            return ViewPlacement(position: record.position, anchor: record.anchor, size: record.size)
        }
    }
}
