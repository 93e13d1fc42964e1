import Foundation
import LayoutCore

// MARK: - Rows of a bound collection the user may edit
//
// Zoetrope's lists have no swipe to delete and no drag to reorder, so the edit actions are
// accepted and the rows are drawn as those of `List(_:rowContent:)` over a binding.

extension List where SelectionValue == Never {
    /// A row per element of a bound collection, with the edits the user may make.
    /// - Parameters:
    ///   - data: The binding to the elements.
    ///   - editActions: The edits allowed (`.delete`, `.move`, `.all`); accepted, no row can be swiped or dragged here.
    ///   - rowContent: The row of an element, from a binding to it.
    public init<Data, RowContent>(_ data: Binding<Data>, editActions: EditActions<Data>,
                                  @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>, Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable, Data.Index: Hashable {
        self.init(content: BoundRows.forEach(data, id: \.id, rowContent: rowContent), separatorCount: data.wrappedValue.count)
    }

    /// A row per element of a bound collection identified by `id`, with the edits the user may make.
    /// - Parameters:
    ///   - data: The binding to the elements.
    ///   - id: The key path to an element's identity.
    ///   - editActions: The edits allowed (`.delete`, `.move`, `.all`); accepted, no row can be swiped or dragged here.
    ///   - rowContent: The row of an element, from a binding to it.
    public init<Data, ID, RowContent>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
                                  @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>, Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable {
        self.init(content: BoundRows.forEach(data, id: id, rowContent: rowContent), separatorCount: data.wrappedValue.count)
    }

}


extension List {
    /// A row per element of a bound collection, with the edits the user may make, several of which can be chosen.
    /// - Parameters:
    ///   - data: The binding to the elements.
    ///   - editActions: The edits allowed (`.delete`, `.move`, `.all`); accepted, no row can be swiped or dragged here.
    ///   - selection: The chosen elements' identities; accepted, and never changed here.
    ///   - rowContent: The row of an element, from a binding to it.
    public init<Data, RowContent>(_ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<Set<SelectionValue>>?,
                                  @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>, Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable, Data.Index: Hashable {
        self.init(content: BoundRows.forEach(data, id: \.id, rowContent: rowContent), separatorCount: data.wrappedValue.count)
    }

    /// A row per element of a bound collection identified by `id`, with the edits the user may make, several of which can be chosen.
    /// - Parameters:
    ///   - data: The binding to the elements.
    ///   - id: The key path to an element's identity.
    ///   - editActions: The edits allowed (`.delete`, `.move`, `.all`); accepted, no row can be swiped or dragged here.
    ///   - selection: The chosen elements' identities; accepted, and never changed here.
    ///   - rowContent: The row of an element, from a binding to it.
    public init<Data, ID, RowContent>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>, selection: Binding<Set<SelectionValue>>?,
                                  @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>, Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable {
        self.init(content: BoundRows.forEach(data, id: id, rowContent: rowContent), separatorCount: data.wrappedValue.count)
    }

}


extension List {
    /// A row per element of a bound collection, with the edits the user may make, one of which (or none) can be chosen.
    /// - Parameters:
    ///   - data: The binding to the elements.
    ///   - editActions: The edits allowed (`.delete`, `.move`, `.all`); accepted, no row can be swiped or dragged here.
    ///   - selection: The chosen element's identity; accepted, and never changed here.
    ///   - rowContent: The row of an element, from a binding to it.
    public init<Data, RowContent>(_ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<SelectionValue?>?,
                                  @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>, Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable, Data.Index: Hashable {
        self.init(content: BoundRows.forEach(data, id: \.id, rowContent: rowContent), separatorCount: data.wrappedValue.count)
    }

    /// A row per element of a bound collection identified by `id`, with the edits the user may make, one of which (or none) can be chosen.
    /// - Parameters:
    ///   - data: The binding to the elements.
    ///   - id: The key path to an element's identity.
    ///   - editActions: The edits allowed (`.delete`, `.move`, `.all`); accepted, no row can be swiped or dragged here.
    ///   - selection: The chosen element's identity; accepted, and never changed here.
    ///   - rowContent: The row of an element, from a binding to it.
    public init<Data, ID, RowContent>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>, selection: Binding<SelectionValue?>?,
                                  @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>, Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable {
        self.init(content: BoundRows.forEach(data, id: id, rowContent: rowContent), separatorCount: data.wrappedValue.count)
    }

}


extension List {
    /// A row per element of a bound collection, with the edits the user may make, one of which is always chosen.
    /// - Parameters:
    ///   - data: The binding to the elements.
    ///   - editActions: The edits allowed (`.delete`, `.move`, `.all`); accepted, no row can be swiped or dragged here.
    ///   - selection: The chosen element's identity; accepted, and never changed here.
    ///   - rowContent: The row of an element, from a binding to it.
    public init<Data, RowContent>(_ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<SelectionValue>,
                                  @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>, Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable, Data.Index: Hashable {
        self.init(content: BoundRows.forEach(data, id: \.id, rowContent: rowContent), separatorCount: data.wrappedValue.count)
    }

    /// A row per element of a bound collection identified by `id`, with the edits the user may make, one of which is always chosen.
    /// - Parameters:
    ///   - data: The binding to the elements.
    ///   - id: The key path to an element's identity.
    ///   - editActions: The edits allowed (`.delete`, `.move`, `.all`); accepted, no row can be swiped or dragged here.
    ///   - selection: The chosen element's identity; accepted, and never changed here.
    ///   - rowContent: The row of an element, from a binding to it.
    public init<Data, ID, RowContent>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>, selection: Binding<SelectionValue>,
                                  @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>, Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable {
        self.init(content: BoundRows.forEach(data, id: id, rowContent: rowContent), separatorCount: data.wrappedValue.count)
    }

}
