import Foundation
import LayoutCore

/// SwiftUI's `OutlineGroup`, as an outline list builds it: a row per element of a tree, the
/// children of an element shown under it, indented, once its chevron is tapped.
///
/// Every element with children (a non-`nil` children collection, even an empty one) is a
/// ``DisclosureGroup`` row, collapsed at first as iOS shows it; the others are plain rows. Each
/// level of children is indented by ``OutlineMeasures/indentation``. Zoetrope builds it only
/// for `List(_:children:rowContent:)` and its relatives: its own public initialisers are not
/// there yet (no coverage row asks for them).
public struct OutlineGroup<Data, ID: Hashable, Parent: View, Leaf: View, Subgroup: View>: View {
    let roots: [OutlineNode]
    @State private var expanded: Set<[AnyHashable]> = []

    init(roots: [OutlineNode]) {
        self.roots = roots
    }

    /// The rows the expanded parts of the tree show, in order.
    public var body: some View {
        ForEach(visibleRows, id: \.path) { row in
            OutlineRow(row: row, isExpanded: binding(for: row.path))
        }
    }

    /// The rows to show: the roots, and the children of each expanded row, depth first.
    var visibleRows: [OutlineVisibleRow] {
        var rows: [OutlineVisibleRow] = []
        appendRows(of: roots, path: [], depth: 0, to: &rows)
        return rows
    }

    private func appendRows(of nodes: [OutlineNode], path: [AnyHashable], depth: Int, to rows: inout [OutlineVisibleRow]) {
        for node in nodes {
            let nodePath = path + [node.id]
            rows.append(OutlineVisibleRow(path: nodePath, depth: depth, node: node))
            if let children = node.children, expanded.contains(nodePath) {
                appendRows(of: children, path: nodePath, depth: depth + 1, to: &rows)
            }
        }
    }

    /// Whether the row at `path` shows its children, as a binding.
    private func binding(for path: [AnyHashable]) -> Binding<Bool> {
        let state = $expanded
        return Binding(get: { state.wrappedValue.contains(path) },
                       set: { shown in
                           if shown { state.wrappedValue.insert(path) } else { state.wrappedValue.remove(path) }
                       })
    }
}

/// An element of an outline's tree: its identity, its row, and its children (`nil` for a leaf).
struct OutlineNode {
    let id: AnyHashable
    let row: AnyView
    let children: [OutlineNode]?

    /// The tree of `data`, each element's children read through `children`.
    static func tree<Data: RandomAccessCollection, ID: Hashable, Row: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        row: @escaping (Data.Element) -> Row) -> [OutlineNode] {
        data.map { element in
            OutlineNode(id: AnyHashable(element[keyPath: id]), row: AnyView(row(element)),
                        children: element[keyPath: children].map { tree($0, id: id, children: children, row: row) })
        }
    }

    /// The tree of a bound collection, each row given a binding to its element.
    static func tree<Data: MutableCollection & RandomAccessCollection, ID: Hashable, Row: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, children: WritableKeyPath<Data.Element, Data?>,
        row: @escaping (Binding<Data.Element>) -> Row) -> [OutlineNode] {
        data.wrappedValue.indices.map { index in
            let element = data[index]
            let subtree = element.wrappedValue[keyPath: children].map { current in
                let bound = Binding<Data>(get: { element.wrappedValue[keyPath: children] ?? current },
                                          set: { element.wrappedValue[keyPath: children] = $0 })
                return tree(bound, id: id, children: children, row: row)
            }
            return OutlineNode(id: AnyHashable(element.wrappedValue[keyPath: id]), row: AnyView(row(element)), children: subtree)
        }
    }

    /// How many elements the tree of `nodes` has, at every level.
    static func count(_ nodes: [OutlineNode]) -> Int {
        nodes.reduce(0) { $0 + 1 + count($1.children ?? []) }
    }
}

/// A row an outline shows: where it is in the tree and how deep.
struct OutlineVisibleRow {
    let path: [AnyHashable]
    let depth: Int
    let node: OutlineNode
}

/// One row of an outline: a parent as a disclosure row, a leaf as its content, indented by its depth.
struct OutlineRow: View {
    let row: OutlineVisibleRow
    let isExpanded: Binding<Bool>

    var body: some View {
        content.padding(.leading, CGFloat(row.depth) * OutlineMeasures.indentation)
    }

    @ViewBuilder private var content: some View {
        if row.node.children != nil {
            DisclosureGroup<AnyView, OutlineSubgroupChildren>(isExpanded: isExpanded, label: row.node.row)
        } else {
            HStack(spacing: 0) {
                row.node.row
                Spacer(minLength: 0)
            }
        }
    }
}
