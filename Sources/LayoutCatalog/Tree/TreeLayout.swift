import AnimationCore
import Foundation
import LayoutCore

/// A tree drawn top down, with a line from every node to each of its children: article 004's
/// `TreeLayout` ("Using bind parameters").
///
/// Views say where they are in the tree with layout values: ``TreeNodeID`` names a view,
/// ``TreeParentID`` names its parent (`nil` for the root), both set by
/// ``LayoutCore/ViewNode/node(_:parent:)``. The article returns the connecting lines as a `Path`
/// through a binding; here `placeSubviews` asks for each line with
/// ``LayoutCore/LayoutSubview/drawConnection(to:)``, parent to child, and renderers draw it dashed.
///
/// The algorithm, in three steps over the views measured at their ideal size:
/// 1. **Widths, bottom up.** Each subtree gets a slot as wide as the larger of its node's width and
///    its children's slots side by side with ``nodeSeparation`` between them.
/// 2. **Positions, top down.** The root's slot starts at the left edge. A node is centred in its
///    slot, and its children's slots, side by side, are centred under it, in view order. So every
///    node lies inside its subtree's slot, sibling slots do not overlap, and no two nodes overlap.
/// 3. **Rows.** Every level is a row as tall as its tallest node, ``rowSpacing`` below the one
///    above; nodes are top-aligned in their row.
///
/// The layout's size is the tree's: the root's slot wide, the rows tall, whatever the proposal
/// (the article suggests a scroll view for trees larger than the screen). With no subviews it is
/// zero by zero.
///
/// Views that do not form a tree (a view without an id, two views with one id, a parent id that
/// names no view, no root or several, parent ids in a cycle) fail the layout pass through
/// ``LayoutCore/LayoutSubviews/reportFailure(_:)`` with a message naming the views and ids; the
/// layout then answers zero and places nothing.
///
/// Its `animatableData` is `AnimatablePair(rowSpacing, nodeSeparation)`.
public struct TreeLayout: ParameterizedLayout {
    /// The tree worked out once per pass and shared by `sizeThatFits` and `placeSubviews`.
    public struct CacheData {
        /// The arrangement, or why the views are not a tree; `nil` until first needed.
        var arrangement: Result<Arrangement, TreeStructureError>?
        /// What the arrangement was computed for.
        var key: Key?

        /// Creates an empty cache.
        public init() {}
    }

    /// Where every node goes, relative to the top-leading corner of the layout's bounds.
    struct Arrangement {
        /// The top-leading corner of each view, by view index.
        var origins: [CGPoint]
        /// The size of the tree.
        var size: CGSize
        /// Every edge, parent to child, in the order of the child's view index.
        var edges: [(parent: Int, child: Int)]

        /// No nodes, no size.
        static let empty = Arrangement(origins: [], size: .zero, edges: [])
    }

    /// The inputs the arrangement depends on, besides the views' values and sizes (fixed in a pass).
    struct Key: Equatable {
        var rowSpacing: CGFloat
        var nodeSeparation: CGFloat
        var count: Int
    }

    /// The tree's cache.
    public typealias Cache = CacheData

    /// The vertical gap between the bottom of a row and the top of the next.
    public var rowSpacing: CGFloat
    /// The horizontal gap between the slots of sibling subtrees.
    public var nodeSeparation: CGFloat

    /// Creates a tree layout.
    /// - Parameters:
    ///   - rowSpacing: The vertical gap between rows; 40 by default.
    ///   - nodeSeparation: The horizontal gap between sibling subtrees; 20 by default.
    public init(rowSpacing: CGFloat = 40, nodeSeparation: CGFloat = 20) {
        self.rowSpacing = rowSpacing
        self.nodeSeparation = nodeSeparation
    }

    /// A tree with rows 40 points apart and sibling subtrees 20 points apart.
    public init() { self.init(rowSpacing: 40, nodeSeparation: 20) }

    /// `rowSpacing` and `nodeSeparation` in points.
    public static var parameters: [LayoutParameter<TreeLayout>] {
        [.length("rowSpacing", \.rowSpacing, validRange: 0...10_000),
         .length("nodeSeparation", \.nodeSeparation, validRange: 0...10_000)]
    }

    /// The row spacing and the node separation.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(rowSpacing, nodeSeparation) }
        set {
            rowSpacing = newValue.first
            nodeSeparation = newValue.second
        }
    }

    /// An empty cache.
    public func makeCache(subviews: Subviews) -> CacheData { CacheData() }

    /// The size of the tree, whatever the proposal; zero, after reporting a failure, when the
    /// views are not a tree.
    /// - Complexity: O(*n*) in the number of subviews.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) -> CGSize {
        arrangement(of: subviews, cache: &cache)?.size ?? .zero
    }

    /// Places every node at its ideal size and draws a connection from every parent to each of
    /// its children; places nothing, after reporting a failure, when the views are not a tree.
    /// - Complexity: O(*n*) in the number of subviews.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) {
        guard let arrangement = arrangement(of: subviews, cache: &cache) else { return }
        for (subview, origin) in zip(subviews, arrangement.origins) {
            subview.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y))
        }
        for edge in arrangement.edges {
            subviews[edge.parent].drawConnection(to: subviews[edge.child])
        }
    }

    // MARK: Arranging

    /// The cached arrangement, worked out if the cache holds none for these inputs; `nil` after
    /// reporting why the views are not a tree.
    private func arrangement(of subviews: Subviews, cache: inout CacheData) -> Arrangement? {
        let key = Key(rowSpacing: rowSpacing, nodeSeparation: nodeSeparation, count: subviews.count)
        let result: Result<Arrangement, TreeStructureError>
        if let cached = cache.arrangement, cache.key == key {
            result = cached
        } else {
            result = arrange(subviews)
            cache.arrangement = result
            cache.key = key
        }
        switch result {
        case .success(let arrangement):
            return arrangement
        case .failure(let error):
            subviews.reportFailure(error.description)
            return nil
        }
    }

    /// Reads the tree from the views' values, measures it and positions every node.
    private func arrange(_ subviews: Subviews) -> Result<Arrangement, TreeStructureError> {
        guard !subviews.isEmpty else { return .success(.empty) }
        let tree: TreeStructure
        do {
            tree = try TreeStructure(ids: subviews.map { $0[TreeNodeID.self] },
                                     parentIDs: subviews.map { $0[TreeParentID.self] })
        } catch {
            return .failure(error)
        }
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let slotWidths = measureSlots(of: tree, sizes: sizes)
        let rowTops = stackRows(of: tree, sizes: sizes)
        let lefts = positionNodes(of: tree, sizes: sizes, slotWidths: slotWidths)
        let origins = tree.parents.indices.map { CGPoint(x: lefts[$0], y: rowTops[tree.depths[$0]]) }
        let height = zip(tree.depths, sizes).map { rowTops[$0] + $1.height }.max() ?? 0
        let edges = tree.parents.enumerated().compactMap { child, parent in parent.map { (parent: $0, child: child) } }
        return .success(Arrangement(origins: origins, size: CGSize(width: slotWidths[tree.root], height: height),
                                    edges: edges))
    }

    /// The width of each subtree's slot: the larger of its node's width and its children's slots
    /// side by side, `nodeSeparation` apart. Computed bottom up (children before parents).
    private func measureSlots(of tree: TreeStructure, sizes: [CGSize]) -> [CGFloat] {
        var slotWidths = Array(repeating: CGFloat(0), count: sizes.count)
        for node in tree.levelOrder.reversed() {
            slotWidths[node] = max(sizes[node].width, childrenWidth(of: node, in: tree, slotWidths: slotWidths))
        }
        return slotWidths
    }

    /// The width of a node's children's slots side by side; zero for a leaf.
    private func childrenWidth(of node: Int, in tree: TreeStructure, slotWidths: [CGFloat]) -> CGFloat {
        let children = tree.children[node]
        guard !children.isEmpty else { return 0 }
        return children.reduce(0) { $0 + slotWidths[$1] } + nodeSeparation * CGFloat(children.count - 1)
    }

    /// The top of each row: each row starts `rowSpacing` below the tallest node of the row above.
    private func stackRows(of tree: TreeStructure, sizes: [CGSize]) -> [CGFloat] {
        let rowCount = (tree.depths.max() ?? 0) + 1
        var rowHeights = Array(repeating: CGFloat(0), count: rowCount)
        for (depth, size) in zip(tree.depths, sizes) {
            rowHeights[depth] = max(rowHeights[depth], size.height)
        }
        var tops: [CGFloat] = []
        var top: CGFloat = 0
        for height in rowHeights {
            tops.append(top)
            top += height + rowSpacing
        }
        return tops
    }

    /// The left edge of each node: centred in its slot, with its children's slots centred under
    /// it. Computed top down (parents before children).
    private func positionNodes(of tree: TreeStructure, sizes: [CGSize], slotWidths: [CGFloat]) -> [CGFloat] {
        var slotLefts = Array(repeating: CGFloat(0), count: sizes.count)
        var lefts = Array(repeating: CGFloat(0), count: sizes.count)
        for node in tree.levelOrder {
            lefts[node] = slotLefts[node] + (slotWidths[node] - sizes[node].width) / 2
            let childrenWidth = childrenWidth(of: node, in: tree, slotWidths: slotWidths)
            var cursor = slotLefts[node] + (slotWidths[node] - childrenWidth) / 2
            for child in tree.children[node] {
                slotLefts[child] = cursor
                cursor += slotWidths[child] + nodeSeparation
            }
        }
        return lefts
    }
}
