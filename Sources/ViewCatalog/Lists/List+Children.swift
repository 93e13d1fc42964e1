import Foundation
import LayoutCore

// MARK: - Outline rows: a tree of elements, children under their parents
//
// Each element whose children are not `nil` is a row with a disclosure chevron in the tint at its
// trailing edge, collapsed at first as iOS shows it; a tap on the row shows its children
// under it, indented 20 points a level. Differences from SwiftUI: the selection is accepted and
// never changed, and nothing scrolls.

extension List where SelectionValue == Never {
    /// A row per element of a tree: its children under it, shown when it is tapped.
    /// - Parameters:
    ///   - data: The top-level elements; an empty collection makes an empty list.
    ///   - children: The key path to an element's children; `nil` makes a leaf, with no chevron.
    ///   - rowContent: The row of an element.
    public init<Data, RowContent>(_ data: Data, children: KeyPath<Data.Element, Data?>,
                                  @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        let roots = OutlineNode.tree(data, id: \.id, children: children, row: rowContent)
        self.init(content: OutlineGroup(roots: roots), separatorCount: OutlineNode.count(roots))
    }

    /// A row per element of a tree, identified by `id`: its children under it, shown when it is tapped.
    /// - Parameters:
    ///   - data: The top-level elements; an empty collection makes an empty list.
    ///   - id: The key path to an element's identity.
    ///   - children: The key path to an element's children; `nil` makes a leaf, with no chevron.
    ///   - rowContent: The row of an element.
    public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
                                  @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        let roots = OutlineNode.tree(data, id: id, children: children, row: rowContent)
        self.init(content: OutlineGroup(roots: roots), separatorCount: OutlineNode.count(roots))
    }

    /// A row per element of a bound tree: its children under it, shown when it is tapped.
    /// - Parameters:
    ///   - data: The binding to the top-level elements.
    ///   - children: The key path to an element's children; `nil` makes a leaf, with no chevron.
    ///   - rowContent: The row of an element, from a binding to it.
    public init<Data, RowContent>(_ data: Binding<Data>, children: WritableKeyPath<Data.Element, Data?>,
                                  @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == OutlineGroup<Binding<Data>, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        let roots = OutlineNode.tree(data, id: \.id, children: children, row: rowContent)
        self.init(content: OutlineGroup(roots: roots), separatorCount: OutlineNode.count(roots))
    }

    /// A row per element of a bound tree, identified by `id`: its children under it, shown when it is tapped.
    /// - Parameters:
    ///   - data: The binding to the top-level elements.
    ///   - id: The key path to an element's identity.
    ///   - children: The key path to an element's children; `nil` makes a leaf, with no chevron.
    ///   - rowContent: The row of an element, from a binding to it.
    public init<Data, ID, RowContent>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>, children: WritableKeyPath<Data.Element, Data?>,
                                  @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == OutlineGroup<Binding<Data>, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        let roots = OutlineNode.tree(data, id: id, children: children, row: rowContent)
        self.init(content: OutlineGroup(roots: roots), separatorCount: OutlineNode.count(roots))
    }

}


extension List {
    /// A row per element of a tree, several of which can be chosen: its children under it, shown when it is tapped.
    /// - Parameters:
    ///   - data: The top-level elements; an empty collection makes an empty list.
    ///   - children: The key path to an element's children; `nil` makes a leaf, with no chevron.
    ///   - selection: The chosen elements' identities; accepted, and never changed here.
    ///   - rowContent: The row of an element.
    public init<Data, RowContent>(_ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?,
                                  @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        let roots = OutlineNode.tree(data, id: \.id, children: children, row: rowContent)
        self.init(content: OutlineGroup(roots: roots), separatorCount: OutlineNode.count(roots))
    }

    /// A row per element of a tree, identified by `id`, several of which can be chosen: its children under it, shown when it is tapped.
    /// - Parameters:
    ///   - data: The top-level elements; an empty collection makes an empty list.
    ///   - id: The key path to an element's identity.
    ///   - children: The key path to an element's children; `nil` makes a leaf, with no chevron.
    ///   - selection: The chosen elements' identities; accepted, and never changed here.
    ///   - rowContent: The row of an element.
    public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?,
                                  @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        let roots = OutlineNode.tree(data, id: id, children: children, row: rowContent)
        self.init(content: OutlineGroup(roots: roots), separatorCount: OutlineNode.count(roots))
    }

    /// A row per element of a bound tree, several of which can be chosen: its children under it, shown when it is tapped.
    /// - Parameters:
    ///   - data: The binding to the top-level elements.
    ///   - children: The key path to an element's children; `nil` makes a leaf, with no chevron.
    ///   - selection: The chosen elements' identities; accepted, and never changed here.
    ///   - rowContent: The row of an element, from a binding to it.
    public init<Data, RowContent>(_ data: Binding<Data>, children: WritableKeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?,
                                  @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == OutlineGroup<Binding<Data>, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        let roots = OutlineNode.tree(data, id: \.id, children: children, row: rowContent)
        self.init(content: OutlineGroup(roots: roots), separatorCount: OutlineNode.count(roots))
    }

    /// A row per element of a bound tree, identified by `id`, several of which can be chosen: its children under it, shown when it is tapped.
    /// - Parameters:
    ///   - data: The binding to the top-level elements.
    ///   - id: The key path to an element's identity.
    ///   - children: The key path to an element's children; `nil` makes a leaf, with no chevron.
    ///   - selection: The chosen elements' identities; accepted, and never changed here.
    ///   - rowContent: The row of an element, from a binding to it.
    public init<Data, ID, RowContent>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>, children: WritableKeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?,
                                  @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == OutlineGroup<Binding<Data>, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        let roots = OutlineNode.tree(data, id: id, children: children, row: rowContent)
        self.init(content: OutlineGroup(roots: roots), separatorCount: OutlineNode.count(roots))
    }

}


extension List {
    /// A row per element of a tree, one of which (or none) can be chosen: its children under it, shown when it is tapped.
    /// - Parameters:
    ///   - data: The top-level elements; an empty collection makes an empty list.
    ///   - children: The key path to an element's children; `nil` makes a leaf, with no chevron.
    ///   - selection: The chosen element's identity; accepted, and never changed here.
    ///   - rowContent: The row of an element.
    public init<Data, RowContent>(_ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
                                  @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        let roots = OutlineNode.tree(data, id: \.id, children: children, row: rowContent)
        self.init(content: OutlineGroup(roots: roots), separatorCount: OutlineNode.count(roots))
    }

    /// A row per element of a tree, identified by `id`, one of which (or none) can be chosen: its children under it, shown when it is tapped.
    /// - Parameters:
    ///   - data: The top-level elements; an empty collection makes an empty list.
    ///   - id: The key path to an element's identity.
    ///   - children: The key path to an element's children; `nil` makes a leaf, with no chevron.
    ///   - selection: The chosen element's identity; accepted, and never changed here.
    ///   - rowContent: The row of an element.
    public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
                                  @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        let roots = OutlineNode.tree(data, id: id, children: children, row: rowContent)
        self.init(content: OutlineGroup(roots: roots), separatorCount: OutlineNode.count(roots))
    }

    /// A row per element of a bound tree, one of which (or none) can be chosen: its children under it, shown when it is tapped.
    /// - Parameters:
    ///   - data: The binding to the top-level elements.
    ///   - children: The key path to an element's children; `nil` makes a leaf, with no chevron.
    ///   - selection: The chosen element's identity; accepted, and never changed here.
    ///   - rowContent: The row of an element, from a binding to it.
    public init<Data, RowContent>(_ data: Binding<Data>, children: WritableKeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
                                  @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == OutlineGroup<Binding<Data>, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        let roots = OutlineNode.tree(data, id: \.id, children: children, row: rowContent)
        self.init(content: OutlineGroup(roots: roots), separatorCount: OutlineNode.count(roots))
    }

    /// A row per element of a bound tree, identified by `id`, one of which (or none) can be chosen: its children under it, shown when it is tapped.
    /// - Parameters:
    ///   - data: The binding to the top-level elements.
    ///   - id: The key path to an element's identity.
    ///   - children: The key path to an element's children; `nil` makes a leaf, with no chevron.
    ///   - selection: The chosen element's identity; accepted, and never changed here.
    ///   - rowContent: The row of an element, from a binding to it.
    public init<Data, ID, RowContent>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>, children: WritableKeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
                                  @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == OutlineGroup<Binding<Data>, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        let roots = OutlineNode.tree(data, id: id, children: children, row: rowContent)
        self.init(content: OutlineGroup(roots: roots), separatorCount: OutlineNode.count(roots))
    }

}


extension List {
    /// A row per element of a tree, one of which is always chosen: its children under it, shown when it is tapped.
    /// - Parameters:
    ///   - data: The top-level elements; an empty collection makes an empty list.
    ///   - children: The key path to an element's children; `nil` makes a leaf, with no chevron.
    ///   - selection: The chosen element's identity; accepted, and never changed here.
    ///   - rowContent: The row of an element.
    public init<Data, RowContent>(_ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue>,
                                  @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        let roots = OutlineNode.tree(data, id: \.id, children: children, row: rowContent)
        self.init(content: OutlineGroup(roots: roots), separatorCount: OutlineNode.count(roots))
    }

    /// A row per element of a tree, identified by `id`, one of which is always chosen: its children under it, shown when it is tapped.
    /// - Parameters:
    ///   - data: The top-level elements; an empty collection makes an empty list.
    ///   - id: The key path to an element's identity.
    ///   - children: The key path to an element's children; `nil` makes a leaf, with no chevron.
    ///   - selection: The chosen element's identity; accepted, and never changed here.
    ///   - rowContent: The row of an element.
    public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue>,
                                  @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        let roots = OutlineNode.tree(data, id: id, children: children, row: rowContent)
        self.init(content: OutlineGroup(roots: roots), separatorCount: OutlineNode.count(roots))
    }

    /// A row per element of a bound tree, one of which is always chosen: its children under it, shown when it is tapped.
    /// - Parameters:
    ///   - data: The binding to the top-level elements.
    ///   - children: The key path to an element's children; `nil` makes a leaf, with no chevron.
    ///   - selection: The chosen element's identity; accepted, and never changed here.
    ///   - rowContent: The row of an element, from a binding to it.
    public init<Data, RowContent>(_ data: Binding<Data>, children: WritableKeyPath<Data.Element, Data?>, selection: Binding<SelectionValue>,
                                  @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == OutlineGroup<Binding<Data>, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        let roots = OutlineNode.tree(data, id: \.id, children: children, row: rowContent)
        self.init(content: OutlineGroup(roots: roots), separatorCount: OutlineNode.count(roots))
    }

    /// A row per element of a bound tree, identified by `id`, one of which is always chosen: its children under it, shown when it is tapped.
    /// - Parameters:
    ///   - data: The binding to the top-level elements.
    ///   - id: The key path to an element's identity.
    ///   - children: The key path to an element's children; `nil` makes a leaf, with no chevron.
    ///   - selection: The chosen element's identity; accepted, and never changed here.
    ///   - rowContent: The row of an element, from a binding to it.
    public init<Data, ID, RowContent>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>, children: WritableKeyPath<Data.Element, Data?>, selection: Binding<SelectionValue>,
                                  @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == OutlineGroup<Binding<Data>, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        let roots = OutlineNode.tree(data, id: id, children: children, row: rowContent)
        self.init(content: OutlineGroup(roots: roots), separatorCount: OutlineNode.count(roots))
    }

}
