import Foundation

/// A root layout's views flattened once into an arena of nodes, for any number of layout passes
/// to read: what each view is, its layout, its children and its parent.
///
/// ``LayoutPass/run(_:subviews:in:padding:layoutDirection:)`` flattens its subviews on every
/// call. An animation runs the same views through a layout on every frame, with only the
/// layout's parameters changing: build the tree once, pass it to
/// ``LayoutPass/run(_:tree:in:padding:layoutDirection:)`` on every frame, and each pass makes only
/// its own state (caches, sizes, placements, effects). The tree never changes after it is built,
/// so passes that share it stay independent. The root layout is not part of the tree: each pass
/// brings its own. Like ``ViewNode``, a tree is not `Sendable` (the layouts in it need not be):
/// each thread that runs passes builds its own.
///
/// ```swift
/// let tree = LayoutTree(subviews: tiles)
/// for frame in 0..<60 {
///     let wheel = WheelLayout(radius: 130, rotation: .degrees(6 * Double(frame)))
///     let result = try LayoutPass.run(wheel, tree: tree, in: canvas)
/// }
/// ```
public struct LayoutTree {
    /// One view of the tree. Node 0 is the root container, whose layout each pass brings; its
    /// children are the subviews the tree was built from.
    struct Node {
        /// How a leaf answers size proposals; `nil` for a container.
        let sizing: ViewSizing?
        /// A container's layout; `nil` for a leaf and for the root.
        let layout: AnyLayout?
        /// The spacing the view prefers next to its neighbours.
        let spacing: ViewSpacing
        /// The view's layout priority.
        let priority: Double
        /// The layout values the view carries (a pass may use others, written back by an earlier pass).
        let layoutValues: LayoutValues
        /// The guide values the view sets, in the order set.
        let alignmentGuides: [AlignmentGuideOverride]
        /// For a spacer, the least length it takes along a stack's axis.
        let spacerMinimumLength: CGFloat?
        /// For a container, the node ids of its children, in order (set once they are added).
        fileprivate(set) var childIDs: [Int]
        /// The container that holds this node; `nil` for the root.
        let parentID: Int?
        /// The node's position among its parent's children; 0 for the root.
        let indexInParent: Int
        /// For a leaf, its number in depth-first order; `nil` for a container.
        let leafIndex: Int?
        /// Whether the node is a ``DrawingScopeLayout`` container, whose frame is reported with
        /// its leaves' placements.
        let isDrawingScope: Bool

        /// Whether the node has children to lay out (the root always has, perhaps none).
        var isContainer: Bool { sizing == nil }
    }

    /// The nodes, root first, in depth-first order (a container before its children).
    let nodes: [Node]
    /// The node ids of the leaves, in depth-first order: leaf *i* is node `leafIDs[i]`.
    let leafIDs: [Int]
    /// Whether any node is a ``DrawingScopeLayout`` container.
    let hasDrawingScopes: Bool

    /// Flattens a root layout's subviews, and everything they contain, into nodes.
    /// - Parameter subviews: The views the root layout lays out.
    /// - Complexity: O(*n*) in the number of views in the tree.
    public init(subviews: [ViewNode]) {
        var builder = Builder()
        builder.addRoot(children: subviews)
        nodes = builder.nodes
        leafIDs = builder.leafIDs
        hasDrawingScopes = builder.nodes.contains(where: \.isDrawingScope)
    }

    /// The number of leaf views: the number of placements a pass over the tree returns.
    public var leafCount: Int { leafIDs.count }

    /// How deep node `id` is: 0 for the root.
    func depth(of id: Int) -> Int {
        var depth = 0
        var current = nodes[id].parentID
        while let parent = current {
            depth += 1
            current = nodes[parent].parentID
        }
        return depth
    }
}

extension LayoutTree {
    /// Adds views depth-first, each container before its children, numbering the leaves.
    private struct Builder {
        var nodes: [Node] = []
        var leafIDs: [Int] = []

        mutating func addRoot(children: [ViewNode]) {
            nodes.append(Node(sizing: nil, layout: nil, spacing: ViewSpacing(), priority: 0, layoutValues: LayoutValues(),
                              alignmentGuides: [], spacerMinimumLength: nil, childIDs: [], parentID: nil, indexInParent: 0,
                              leafIndex: nil, isDrawingScope: false))
            addChildren(children, of: 0)
        }

        /// Adds `children` after container `id`'s own node, and gives it their ids.
        private mutating func addChildren(_ children: [ViewNode], of id: Int) {
            var childIDs: [Int] = []
            childIDs.reserveCapacity(children.count)
            for (index, child) in children.enumerated() {
                childIDs.append(add(child, parentID: id, indexInParent: index))
            }
            nodes[id].childIDs = childIDs
        }

        private mutating func add(_ view: ViewNode, parentID: Int, indexInParent: Int) -> Int {
            let id = nodes.count
            switch view.content {
            case .leaf(let sizing):
                nodes.append(node(view, sizing: sizing, layout: nil, parentID: parentID, indexInParent: indexInParent,
                                  leafIndex: leafIDs.count))
                leafIDs.append(id)
            case .container(let layout, let children):
                nodes.append(node(view, sizing: nil, layout: layout, parentID: parentID, indexInParent: indexInParent,
                                  leafIndex: nil))
                addChildren(children, of: id)
            }
            return id
        }

        private func node(_ view: ViewNode, sizing: ViewSizing?, layout: AnyLayout?, parentID: Int, indexInParent: Int,
                          leafIndex: Int?) -> Node {
            Node(sizing: sizing, layout: layout, spacing: view.spacing, priority: view.priority, layoutValues: view.layoutValues,
                 alignmentGuides: view.alignmentGuides, spacerMinimumLength: view.spacerMinimumLength, childIDs: [],
                 parentID: parentID, indexInParent: indexInParent, leafIndex: leafIndex,
                 isDrawingScope: layout?.wrapped is any DrawingScopeReporting)
        }
    }
}
