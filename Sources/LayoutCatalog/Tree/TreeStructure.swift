/// Who is whose parent among a tree layout's views, read from their node ids and checked: one
/// root, unique ids, known parents, no cycles.
///
/// Views are named by their index among the layout's subviews.
struct TreeStructure: Equatable {
    /// The root's view index.
    let root: Int
    /// The parent of each view; `nil` for the root.
    let parents: [Int?]
    /// The children of each view, in view order.
    let children: [[Int]]
    /// The views from the root down, level by level (breadth first): every view after its parent.
    let levelOrder: [Int]
    /// How far each view is below the root: 0 for the root.
    let depths: [Int]

    /// Reads the structure of a tree from its views' node ids and parent ids.
    ///
    /// The checks run in this order, and the first that fails is thrown: every view has an id,
    /// ids are unique, every parent id names a view, exactly one view has no parent, and every
    /// view can be reached from the root (otherwise the parent ids form a cycle).
    /// - Parameters:
    ///   - ids: Each view's node id.
    ///   - parentIDs: Each view's parent id; `nil` for the root. As many as `ids`.
    /// - Throws: ``TreeStructureError`` naming the views and ids at fault.
    /// - Complexity: O(*n*) in the number of views.
    init(ids: [String?], parentIDs: [String?]) throws(TreeStructureError) {
        let ids = try Self.requireIDs(ids)
        let indexByID = try Self.indexViews(byID: ids)
        let parents = try Self.resolveParents(parentIDs, ids: ids, indexByID: indexByID)
        let root = try Self.findRoot(parents: parents, ids: ids)
        var children = Array(repeating: [Int](), count: ids.count)
        for (view, parent) in parents.enumerated() {
            if let parent { children[parent].append(view) }
        }
        let (levelOrder, depths) = Self.walkLevels(from: root, children: children)
        if levelOrder.count < ids.count {
            throw Self.findCycle(parents: parents, depths: depths, ids: ids)
        }
        self.root = root
        self.parents = parents
        self.children = children
        self.levelOrder = levelOrder
        self.depths = depths
    }

    /// The ids, when every view has one.
    private static func requireIDs(_ ids: [String?]) throws(TreeStructureError) -> [String] {
        var result: [String] = []
        result.reserveCapacity(ids.count)
        for (view, id) in ids.enumerated() {
            guard let id else { throw .missingID(view: view) }
            result.append(id)
        }
        return result
    }

    /// Each id's view, when no two views share an id.
    private static func indexViews(byID ids: [String]) throws(TreeStructureError) -> [String: Int] {
        var indexByID: [String: Int] = [:]
        for (view, id) in ids.enumerated() {
            if let first = indexByID[id] { throw .duplicateID(id, first: first, second: view) }
            indexByID[id] = view
        }
        return indexByID
    }

    /// Each view's parent view, when every parent id names a view.
    private static func resolveParents(_ parentIDs: [String?], ids: [String],
                                       indexByID: [String: Int]) throws(TreeStructureError) -> [Int?] {
        var parents: [Int?] = []
        parents.reserveCapacity(ids.count)
        for (view, parentID) in parentIDs.enumerated() {
            guard let parentID else {
                parents.append(nil)
                continue
            }
            guard let parent = indexByID[parentID] else {
                throw .unknownParent(view: view, id: ids[view], parent: parentID)
            }
            parents.append(parent)
        }
        return parents
    }

    /// The one view with no parent.
    private static func findRoot(parents: [Int?], ids: [String]) throws(TreeStructureError) -> Int {
        let roots = parents.indices.filter { parents[$0] == nil }
        guard let root = roots.first else { throw .noRoot }
        guard roots.count == 1 else {
            throw .multipleRoots(roots.map { TreeStructureError.Node(view: $0, id: ids[$0]) })
        }
        return root
    }

    /// The views reachable from `root`, level by level, and their depths (`-1` for unreached views).
    private static func walkLevels(from root: Int, children: [[Int]]) -> (order: [Int], depths: [Int]) {
        var depths = Array(repeating: -1, count: children.count)
        depths[root] = 0
        var order = [root]
        var next = 0
        while next < order.count {
            let view = order[next]
            next += 1
            for child in children[view] where depths[child] < 0 {
                depths[child] = depths[view] + 1
                order.append(child)
            }
        }
        return (order, depths)
    }

    /// The cycle that keeps the first unreached view from the root, starting at its lowest view.
    ///
    /// An unreached view's parent is unreached too, and the root is reached, so following
    /// parents from an unreached view never ends at the root: it comes back to a view it passed.
    private static func findCycle(parents: [Int?], depths: [Int], ids: [String]) -> TreeStructureError {
        var path: [Int] = []
        var positionOnPath: [Int: Int] = [:]
        var current = depths.firstIndex(of: -1)
        while let view = current, positionOnPath[view] == nil {
            positionOnPath[view] = path.count
            path.append(view)
            current = parents[view]
        }
        guard let repeated = current, let start = positionOnPath[repeated] else { return .noRoot }
        var cycle = Array(path[start...])
        if let lowest = cycle.indices.min(by: { cycle[$0] < cycle[$1] }) {
            cycle = Array(cycle[lowest...] + cycle[..<lowest])
        }
        return .cycle(cycle.map { TreeStructureError.Node(view: $0, id: ids[$0]) })
    }
}
