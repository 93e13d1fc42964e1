import AnimationCore
import Foundation
import LayoutCatalog
import LayoutCore
import Testing
import ZoetropeTestSupport

@Suite("TreeLayout")
struct TreeLayoutTests {
    /// A node of a test tree: its id, its parent's id and its size.
    struct Node: Sendable, CustomStringConvertible {
        let id: String?
        let parent: String?
        let size: CGSize

        init(_ id: String?, parent: String?, _ width: CGFloat = 30, _ height: CGFloat = 30) {
            self.id = id
            self.parent = parent
            self.size = CGSize(width: width, height: height)
        }

        var view: ViewNode {
            let view = ViewNode(sizing: .fixed(size))
            guard let id else { return view.layoutValue(key: TreeParentID.self, value: parent) }
            return view.node(id, parent: parent)
        }

        var description: String { "\(id ?? "nil")←\(parent ?? "nil")" }
    }

    /// Runs a tree for one proposal; frames are relative to the tree's bounds.
    static func layOut(_ nodes: [Node], _ layout: TreeLayout = TreeLayout(), proposal: ProposedViewSize = .unspecified)
        throws -> (size: CGSize, frames: [CGRect], connections: [ViewConnection]) {
        let result = try LayoutPass.run(ProposalProbe(proposal: proposal),
                                        subviews: [ViewNode(layout: layout, children: nodes.map(\.view))],
                                        in: CGSize(width: 2000, height: 2000))
        let frames = result.placements.map { $0.frame.offsetBy(dx: -result.bounds.minX, dy: -result.bounds.minY) }
        return (result.bounds.size, frames, result.connections)
    }

    /// The tree of the tests, worked out by hand below (rowSpacing 40, nodeSeparation 20):
    ///
    ///            A (60×30)
    ///          /          \
    ///     B (40×20)     C (40×20)
    ///      /     \
    ///  D (30×30) E (30×30)
    ///
    /// Slots: D, E 30; B max(40, 30 + 20 + 30) = 80; C 40; A max(60, 80 + 20 + 40) = 140.
    /// Rows at y 0, 30 + 40 = 70, 70 + 20 + 40 = 130; height 130 + 30 = 160.
    static let sample: [Node] = [
        Node("A", parent: nil, 60, 30), Node("B", parent: "A", 40, 20), Node("C", parent: "A", 40, 20),
        Node("D", parent: "B"), Node("E", parent: "B"),
    ]
    static let sampleOrigins: [String: CGPoint] = [
        "A": CGPoint(x: 40, y: 0),     // centred in its slot [0, 140]
        "B": CGPoint(x: 20, y: 70),    // centred in its slot [0, 80]
        "C": CGPoint(x: 100, y: 70),   // its slot is [100, 140]
        "D": CGPoint(x: 0, y: 130),    // slot [0, 30]
        "E": CGPoint(x: 50, y: 130),   // slot [50, 80]
    ]

    // MARK: - Edge cases

    @Test("No subviews: zero by zero, nothing placed, no connections, no failure")
    func empty() throws {
        let (size, frames, connections) = try Self.layOut([])
        #expect(size == .zero)
        #expect(frames.isEmpty)
        #expect(connections.isEmpty)
    }

    @Test("One view is the root: at the corner, the tree its size, no connections")
    func oneView() throws {
        let (size, frames, connections) = try Self.layOut([Node("root", parent: nil, 70, 40)])
        #expect(size == CGSize(width: 70, height: 40))
        #expect(frames == [CGRect(x: 0, y: 0, width: 70, height: 40)])
        #expect(connections.isEmpty)
    }

    @Test("Zero-size nodes are still nodeSeparation apart and rowSpacing below each other")
    func zeroSizeNodes() throws {
        let nodes = [Node("r", parent: nil, 0, 0), Node("a", parent: "r", 0, 0), Node("b", parent: "r", 0, 0)]
        let (size, frames, _) = try Self.layOut(nodes)
        #expect(size == CGSize(width: 20, height: 40))
        #expect(frames.map(\.origin) == [CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 40), CGPoint(x: 20, y: 40)])
    }

    @Test("The tree is its own size whatever the proposal, including zero, unspecified and infinite",
          arguments: [ProposedViewSize.zero, .unspecified, .infinity, ProposedViewSize(width: 50, height: 50),
                      ProposedViewSize(width: nil, height: 1000), ProposedViewSize(width: 1500, height: 1500)])
    func sizeIgnoresProposal(proposal: ProposedViewSize) throws {
        let (size, frames, _) = try Self.layOut(Self.sample, proposal: proposal)
        #expect(size == CGSize(width: 140, height: 160))
        #expect(frames.count == 5)
    }

    // MARK: - Geometry

    @Test("A small tree, worked out by hand: rows at 0, 70, 130; each node centred over its children's slots")
    func sampleTree() throws {
        let (size, frames, _) = try Self.layOut(Self.sample)
        #expect(size == CGSize(width: 140, height: 160))
        for (node, frame) in zip(Self.sample, frames) {
            let id = try #require(node.id)
            expectClose(frame.origin, try #require(Self.sampleOrigins[id]), "node \(id)")
            #expect(frame.size == node.size, "node \(id) at its ideal size")
        }
    }

    @Test("Each parent's centre is the centre of its children's slots: over the midpoint of B and C only when their subtrees are as wide")
    func parentCentredOverChildrenSlots() throws {
        let (_, frames, _) = try Self.layOut(Self.sample)
        // B is centred over D and E (symmetric), at 40.
        expectClose(frames[1].midX, (frames[3].midX + frames[4].midX) / 2, "B over D and E")
        // A is centred over its children's slots [0, 140], at 70: not over the midpoint of B (40)
        // and C (120), which is 80, because B's subtree is wider than C's. This keeps every node
        // inside its subtree's slot, so no two nodes can overlap.
        expectClose(frames[0].midX, 70, "A over its children's slots")
    }

    @Test("Every edge is drawn parent to child, in the order of the child's view index")
    func connections() throws {
        let (_, _, connections) = try Self.layOut(Self.sample)
        #expect(connections == [ViewConnection(from: 0, to: 1), ViewConnection(from: 0, to: 2),
                                ViewConnection(from: 1, to: 3), ViewConnection(from: 1, to: 4)])
    }

    @Test("Parents may come after their children: nodes are found by id")
    func parentsAfterChildren() throws {
        // D, A, E, B, C: the same tree, a child first; B still comes before C, and D before E.
        let order = [3, 0, 4, 1, 2]
        let (size, frames, connections) = try Self.layOut(order.map { Self.sample[$0] })
        #expect(size == CGSize(width: 140, height: 160))
        for (index, frame) in frames.enumerated() {
            let id = try #require(Self.sample[order[index]].id)
            expectClose(frame.origin, try #require(Self.sampleOrigins[id]), "node \(id)")
        }
        // D (view 0) ← B (view 3), E (view 2) ← B, B (view 3) ← A (view 1), C (view 4) ← A.
        #expect(connections == [ViewConnection(from: 3, to: 0), ViewConnection(from: 3, to: 2),
                                ViewConnection(from: 1, to: 3), ViewConnection(from: 1, to: 4)])
    }

    @Test("Siblings go left to right in view order: listing C before B mirrors the top of the tree")
    func siblingsInViewOrder() throws {
        // A, C, B, D, E: C's slot is [0, 40], B's [60, 140]; A stays centred at 70.
        let (_, frames, _) = try Self.layOut([0, 2, 1, 3, 4].map { Self.sample[$0] })
        #expect(frames.map(\.origin) == [CGPoint(x: 40, y: 0), CGPoint(x: 0, y: 70), CGPoint(x: 80, y: 70),
                                         CGPoint(x: 60, y: 130), CGPoint(x: 110, y: 130)])
    }

    @Test("A node wider than its children has them centred under it", arguments: [0.0, 20, 35])
    func wideParent(separation: CGFloat) throws {
        let nodes = [Node("r", parent: nil, 200, 10), Node("a", parent: "r"), Node("b", parent: "r")]
        let (size, frames, _) = try Self.layOut(nodes, TreeLayout(rowSpacing: 40, nodeSeparation: separation))
        let block = 60 + separation
        #expect(size == CGSize(width: 200, height: 80))
        expectClose(frames[1].minX, (200 - block) / 2, "a")
        expectClose(frames[2].maxX, (200 + block) / 2, "b")
    }

    @Test("Rows are as tall as their tallest node and rowSpacing apart; nodes are top-aligned",
          arguments: [0.0, 40, 12.5])
    func rows(rowSpacing: CGFloat) throws {
        let nodes = [Node("r", parent: nil, 30, 25), Node("a", parent: "r", 30, 10), Node("b", parent: "r", 30, 50),
                     Node("c", parent: "a", 30, 5)]
        let (size, frames, _) = try Self.layOut(nodes, TreeLayout(rowSpacing: rowSpacing, nodeSeparation: 20))
        #expect(frames.map(\.minY) == [0, 25 + rowSpacing, 25 + rowSpacing, 75 + 2 * rowSpacing])
        #expect(size.height == 80 + 2 * rowSpacing)
    }

    @Test("Sibling subtrees are nodeSeparation apart, and no two nodes overlap", arguments: [0.0, 20, 50])
    func noOverlap(separation: CGFloat) throws {
        // A lopsided tree: a deep left branch and a wide right one.
        let nodes = [Node("r", parent: nil, 80, 20), Node("a", parent: "r", 20, 20), Node("b", parent: "r", 120, 20),
                     Node("a1", parent: "a", 50, 20), Node("a2", parent: "a", 50, 20), Node("a11", parent: "a1", 90, 20),
                     Node("b1", parent: "b", 10, 20), Node("b2", parent: "b", 10, 20)]
        let (_, frames, _) = try Self.layOut(nodes, TreeLayout(rowSpacing: 30, nodeSeparation: separation))
        for i in frames.indices {
            for j in frames.indices where j > i {
                let overlap = frames[i].intersection(frames[j])
                #expect(overlap.isNull || overlap.width * overlap.height == 0, "\(nodes[i]) and \(nodes[j]) overlap")
            }
        }
        // a's subtree is a11's 90 wide (a1's slot is 90), b's is 120: they are `separation` apart.
        let aSubtreeRight = frames[4].maxX, bLeft = frames[2].minX
        expectClose(bLeft - aSubtreeRight, separation, "gap between the subtrees of a and b")
    }

    @Test("A long chain is laid out without recursion: every node centred in one column")
    func longChain() throws {
        let nodes = [Node("0", parent: nil)] + (1..<500).map { Node("\($0)", parent: "\($0 - 1)") }
        let (size, frames, connections) = try Self.layOut(nodes, TreeLayout(rowSpacing: 10, nodeSeparation: 20))
        #expect(size == CGSize(width: 30, height: 500 * 30 + 499 * 10))
        #expect(frames.allSatisfy { $0.minX == 0 })
        #expect(connections.count == 499)
    }

    // MARK: - Errors

    struct ErrorCase: CustomTestStringConvertible, Sendable {
        let name: String
        let nodes: [Node]
        let message: String
        var testDescription: String { name }
    }

    static let errorCases: [ErrorCase] = [
        .init(name: "a view with no node id",
              nodes: [Node("a", parent: nil), Node(nil, parent: "a")],
              message: "view 1 has no node id: tag every view with .node(_:parent:)"),
        .init(name: "two views with one id",
              nodes: [Node("a", parent: nil), Node("b", parent: "a"), Node("b", parent: "a")],
              message: #"views 1 and 2 have the same node id "b": node ids must be unique"#),
        .init(name: "a parent id that names no view",
              nodes: [Node("a", parent: nil), Node("b", parent: "x")],
              message: #"view 1 (id "b") has parent id "x", which is the node id of no view"#),
        .init(name: "no root",
              nodes: [Node("a", parent: "b"), Node("b", parent: "a")],
              message: "no view has a nil parent id: a tree needs one root"),
        .init(name: "two roots",
              nodes: [Node("a", parent: nil), Node("b", parent: nil), Node("c", parent: "a")],
              message: #"views 0 (id "a") and 1 (id "b") have a nil parent id: a tree needs exactly one root"#),
        .init(name: "three roots",
              nodes: [Node("a", parent: nil), Node("b", parent: nil), Node("c", parent: "a"), Node("d", parent: nil)],
              message: #"views 0 (id "a"), 1 (id "b") and 3 (id "d") have a nil parent id: a tree needs exactly one root"#),
        .init(name: "two nodes that are each other's parent",
              nodes: [Node("r", parent: nil), Node("a", parent: "r"), Node("b", parent: "c"), Node("c", parent: "b")],
              message: #"the parent ids form a cycle: view 2 (id "b") has parent "c", view 3 (id "c") has parent "b"; "#
                + "a node cannot be its own ancestor"),
        .init(name: "a node that is its own parent",
              nodes: [Node("r", parent: nil), Node("x", parent: "x")],
              message: #"the parent ids form a cycle: view 1 (id "x") has parent "x"; a node cannot be its own ancestor"#),
        .init(name: "a three-node cycle",
              nodes: [Node("r", parent: nil), Node("a", parent: "c"), Node("b", parent: "a"), Node("c", parent: "b")],
              message: #"the parent ids form a cycle: view 1 (id "a") has parent "c", view 3 (id "c") has parent "b", "#
                + #"view 2 (id "b") has parent "a"; a node cannot be its own ancestor"#),
        .init(name: "a branch hanging from a cycle names the cycle only",
              nodes: [Node("r", parent: nil), Node("t", parent: "c"), Node("b", parent: "c"), Node("c", parent: "b")],
              message: #"the parent ids form a cycle: view 2 (id "b") has parent "c", view 3 (id "c") has parent "b"; "#
                + "a node cannot be its own ancestor"),
        .init(name: "ids with quotes are escaped",
              nodes: [Node("a", parent: nil), Node(#"say "hi""#, parent: "nobody")],
              message: #"view 1 (id "say \"hi\"") has parent id "nobody", which is the node id of no view"#),
    ]

    @Test("Views that are not a tree fail the pass with a message naming the views and ids", arguments: errorCases)
    func errors(_ testCase: ErrorCase) {
        #expect(throws: LayoutError.layoutFailed(layout: "TreeLayout", message: testCase.message)) {
            try Self.layOut(testCase.nodes)
        }
    }

    @Test("After reporting, sizeThatFits answers zero instead of crashing", arguments: errorCases)
    func errorsAnswerZero(_ testCase: ErrorCase) throws {
        let outcome = try CacheProbe.run(TreeLayout(), views: testCase.nodes.map(\.view), proposal: .unspecified)
        #expect(outcome.size == .zero)
        guard case .layoutFailed(_, let message) = outcome.failure else {
            Issue.record("expected the pass to fail, got \(String(describing: outcome.failure))")
            return
        }
        #expect(message == testCase.message)
    }

    @Test("The first problem is the one reported: a missing id before a duplicate before an unknown parent before the roots")
    func firstProblemWins() {
        let nodes = [Node("a", parent: nil), Node("a", parent: "x"), Node("c", parent: nil), Node(nil, parent: nil)]
        #expect(throws: LayoutError.layoutFailed(layout: "TreeLayout",
                                                 message: "view 3 has no node id: tag every view with .node(_:parent:)")) {
            try Self.layOut(nodes)
        }
    }

    @Test("A container as a node fails the pass: connections join leaf views only")
    func containerNode() {
        let container = ViewNode(layout: TreeLayout(), children: [Node("inner", parent: nil).view]).node("r", parent: nil)
        #expect(throws: LayoutError.layoutFailed(layout: "TreeLayout",
                                                 message: "connected TreeLayout, a container; connections join leaf views only")) {
            try LayoutPass.run(TreeLayout(), subviews: [container, Node("a", parent: "r").view],
                               in: CGSize(width: 400, height: 400))
        }
    }

    // MARK: - Layout values

    @Test(".node(_:parent:) sets the node id and the parent id, like the article's .node(_:parentId:)",
          arguments: [("a", nil), ("b", "a"), ("", "")] as [(String, String?)])
    func nodeModifier(id: String, parent: String?) {
        let values = ViewNode(sizing: .flexible).node(id, parent: parent).layoutValues
        #expect(values[TreeNodeID.self] == id)
        #expect(values[TreeParentID.self] == parent)
    }

    @Test("A view without values has no node id and no parent")
    func defaultValues() {
        let values = ViewNode(sizing: .flexible).layoutValues
        #expect(values[TreeNodeID.self] == nil)
        #expect(values[TreeParentID.self] == nil)
    }

    // MARK: - Animation and parameters

    @Test("The default tree has rows 40 apart and subtrees 20 apart")
    func defaults() {
        let tree = TreeLayout()
        #expect(tree.rowSpacing == 40)
        #expect(tree.nodeSeparation == 20)
        #expect(TreeLayout.parameters.map(\.name) == ["rowSpacing", "nodeSeparation"])
    }

    @Test("rowSpacing and nodeSeparation are lengths that scenes may set from 0 to 10000",
          arguments: ["rowSpacing", "nodeSeparation"])
    func lengthParameters(name: String) throws {
        let parameter = try #require(TreeLayout.parameter(named: name))
        #expect(parameter.unit == .points)
        #expect(parameter.validRange == 0...10_000)
        var tree = TreeLayout()
        parameter.setValue(77, in: &tree)
        #expect(parameter.value(in: tree) == 77)
    }

    @Test("animatableData is (rowSpacing, nodeSeparation), and round-trips", arguments: [(0.0, 0.0), (40, 20), (12.5, 300)])
    func animatableData(rowSpacing: CGFloat, nodeSeparation: CGFloat) {
        var tree = TreeLayout()
        tree.animatableData = AnimatablePair(rowSpacing, nodeSeparation)
        #expect(tree.rowSpacing == rowSpacing)
        #expect(tree.nodeSeparation == nodeSeparation)
        #expect(tree.animatableData == AnimatablePair(rowSpacing, nodeSeparation))
    }
}
