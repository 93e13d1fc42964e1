import Foundation
import LayoutCore

/// SwiftUI's `List`: rows in sections, drawn as an iPhone draws a list at rest.
///
/// Each view the content builds is a row (a `ForEach` gives one per element; a ``Section`` gives
/// a header, its rows and a footer). With the automatic style, as on iOS, sections are white
/// cards with 10-point corners, 16 points in from the edges, on the grouped background; rows are
/// at least 44 points tall with their content 20 points in, and hairline separators run between
/// them from the content's leading edge. `.listStyle(_:)` chooses another style.
///
/// Differences from SwiftUI: nothing scrolls (content longer than the list is clipped at its
/// bottom); a selection binding is accepted and never changed (no row is highlighted); a section
/// shows separators between at most its first 31 rows (its `ForEach` rows beyond are drawn
/// without them).
public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    /// How many separators each section made of rows without a `Section` can use.
    let separatorCount: Int

    init(content: Content, separatorCount: Int) {
        self.content = content
        self.separatorCount = separatorCount
    }

    /// The list drawn in the style around it.
    public var body: some View {
        ListContainer(content: content, separatorCount: separatorCount)
    }
}

// MARK: - Rows of any views

extension List where SelectionValue == Never {
    /// A list of the rows `content` builds.
    /// - Parameter content: The rows; a ``Section`` groups some of them.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content(), separatorCount: SectionSeparators.count)
    }
}

extension List {
    /// A list whose rows can be chosen, several at once.
    /// - Parameters:
    ///   - selection: The chosen rows' tags; accepted, and never changed here.
    ///   - content: The rows.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.init(content: content(), separatorCount: SectionSeparators.count)
    }

    /// A list whose rows can be chosen, one at a time or none.
    /// - Parameters:
    ///   - selection: The chosen row's tag; accepted, and never changed here.
    ///   - content: The rows.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.init(content: content(), separatorCount: SectionSeparators.count)
    }

    /// A list where one row is always chosen.
    /// - Parameters:
    ///   - selection: The chosen row's tag; accepted, and never changed here.
    ///   - content: The rows.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(content: content(), separatorCount: SectionSeparators.count)
    }
}

// MARK: - A row per element of a collection

extension List where SelectionValue == Never {
    /// A row per element of `data`, identified by its `id`.
    /// - Parameters:
    ///   - data: The elements; an empty collection makes an empty list.
    ///   - rowContent: The row of an element.
    public init<Data, RowContent>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View,
          Data.Element: Identifiable {
        self.init(content: ForEach(data, content: rowContent), separatorCount: data.count)
    }

    /// A row per element of a bound collection, each given a binding to its element.
    /// - Parameters:
    ///   - data: The binding to the elements.
    ///   - rowContent: The row of an element, from a binding to it.
    public init<Data, RowContent>(_ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
          Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable, Data.Index: Hashable {
        self.init(content: BoundRows.forEach(data, id: \.id, rowContent: rowContent), separatorCount: data.wrappedValue.count)
    }

    /// A row per number of a range.
    /// - Parameters:
    ///   - data: The numbers.
    ///   - rowContent: The row of a number.
    public init<RowContent>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, HStack<RowContent>>, RowContent: View {
        self.init(content: ForEach(data) { number in HStack { rowContent(number) } }, separatorCount: data.count)
    }

    /// A row per element of `data`, identified by the key path `id`.
    /// - Parameters:
    ///   - data: The elements.
    ///   - id: The key path to an element's identity.
    ///   - rowContent: The row of an element.
    public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                      @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init(content: ForEach(data, id: id, content: rowContent), separatorCount: data.count)
    }

    /// A row per element of a bound collection, identified by the key path `id`.
    /// - Parameters:
    ///   - data: The binding to the elements.
    ///   - id: The key path to an element's identity.
    ///   - rowContent: The row of an element, from a binding to it.
    public init<Data, ID, RowContent>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
                                      @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>, Data: MutableCollection,
          Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable {
        self.init(content: BoundRows.forEach(data, id: id, rowContent: rowContent), separatorCount: data.wrappedValue.count)
    }
}

// MARK: - A row per element, with a selection

extension List {
    /// A row per element of `data`, several of which can be chosen.
    /// - Parameters:
    ///   - data: The elements.
    ///   - selection: The chosen elements' identities; accepted, and never changed here.
    ///   - rowContent: The row of an element.
    public init<Data, RowContent>(_ data: Data, selection: Binding<Set<SelectionValue>>?,
                                  @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View,
          Data.Element: Identifiable {
        self.init(content: ForEach(data, content: rowContent), separatorCount: data.count)
    }

    /// A row per element of a bound collection, several of which can be chosen.
    /// - Parameters:
    ///   - data: The binding to the elements.
    ///   - selection: The chosen elements' identities; accepted, and never changed here.
    ///   - rowContent: The row of an element, from a binding to it.
    public init<Data, RowContent>(_ data: Binding<Data>, selection: Binding<Set<SelectionValue>>?,
                                  @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
          Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable, Data.Index: Hashable {
        self.init(content: BoundRows.forEach(data, id: \.id, rowContent: rowContent), separatorCount: data.wrappedValue.count)
    }

    /// A row per number of a range, several of which can be chosen.
    /// - Parameters:
    ///   - data: The numbers.
    ///   - selection: The chosen rows; accepted, and never changed here.
    ///   - rowContent: The row of a number.
    public init<RowContent>(_ data: Range<Int>, selection: Binding<Set<SelectionValue>>?,
                            @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, HStack<RowContent>>, RowContent: View {
        self.init(content: ForEach(data) { number in HStack { rowContent(number) } }, separatorCount: data.count)
    }

    /// A row per element of `data`, one of which (or none) can be chosen.
    /// - Parameters:
    ///   - data: The elements.
    ///   - selection: The chosen element's identity; accepted, and never changed here.
    ///   - rowContent: The row of an element.
    public init<Data, RowContent>(_ data: Data, selection: Binding<SelectionValue?>?,
                                  @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View,
          Data.Element: Identifiable {
        self.init(content: ForEach(data, content: rowContent), separatorCount: data.count)
    }

    /// A row per element of a bound collection, one of which (or none) can be chosen.
    /// - Parameters:
    ///   - data: The binding to the elements.
    ///   - selection: The chosen element's identity; accepted, and never changed here.
    ///   - rowContent: The row of an element, from a binding to it.
    public init<Data, RowContent>(_ data: Binding<Data>, selection: Binding<SelectionValue?>?,
                                  @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
          Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable, Data.Index: Hashable {
        self.init(content: BoundRows.forEach(data, id: \.id, rowContent: rowContent), separatorCount: data.wrappedValue.count)
    }

    /// A row per number of a range, one of which (or none) can be chosen.
    /// - Parameters:
    ///   - data: The numbers.
    ///   - selection: The chosen row; accepted, and never changed here.
    ///   - rowContent: The row of a number.
    public init<RowContent>(_ data: Range<Int>, selection: Binding<SelectionValue?>?,
                            @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, HStack<RowContent>>, RowContent: View {
        self.init(content: ForEach(data) { number in HStack { rowContent(number) } }, separatorCount: data.count)
    }

    /// A row per element of `data`, one of which is always chosen.
    /// - Parameters:
    ///   - data: The elements.
    ///   - selection: The chosen element's identity; accepted, and never changed here.
    ///   - rowContent: The row of an element.
    public init<Data, RowContent>(_ data: Data, selection: Binding<SelectionValue>,
                                  @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View,
          Data.Element: Identifiable {
        self.init(content: ForEach(data, content: rowContent), separatorCount: data.count)
    }

    /// A row per element of a bound collection, one of which is always chosen.
    /// - Parameters:
    ///   - data: The binding to the elements.
    ///   - selection: The chosen element's identity; accepted, and never changed here.
    ///   - rowContent: The row of an element, from a binding to it.
    public init<Data, RowContent>(_ data: Binding<Data>, selection: Binding<SelectionValue>,
                                  @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
          Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable, Data.Index: Hashable {
        self.init(content: BoundRows.forEach(data, id: \.id, rowContent: rowContent), separatorCount: data.wrappedValue.count)
    }

    /// A row per number of a range, one of which is always chosen.
    /// - Parameters:
    ///   - data: The numbers.
    ///   - selection: The chosen row; accepted, and never changed here.
    ///   - rowContent: The row of a number.
    public init<RowContent>(_ data: Range<Int>, selection: Binding<SelectionValue>,
                            @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, HStack<RowContent>>, RowContent: View {
        self.init(content: ForEach(data) { number in HStack { rowContent(number) } }, separatorCount: data.count)
    }

    /// A row per element of `data` identified by `id`, several of which can be chosen.
    /// - Parameters:
    ///   - data: The elements.
    ///   - id: The key path to an element's identity.
    ///   - selection: The chosen elements' identities; accepted, and never changed here.
    ///   - rowContent: The row of an element.
    public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
                                      @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init(content: ForEach(data, id: id, content: rowContent), separatorCount: data.count)
    }

    /// A row per element of a bound collection identified by `id`, several of which can be chosen.
    /// - Parameters:
    ///   - data: The binding to the elements.
    ///   - id: The key path to an element's identity.
    ///   - selection: The chosen elements' identities; accepted, and never changed here.
    ///   - rowContent: The row of an element, from a binding to it.
    public init<Data, ID, RowContent>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
                                      @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>, Data: MutableCollection,
          Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable {
        self.init(content: BoundRows.forEach(data, id: id, rowContent: rowContent), separatorCount: data.wrappedValue.count)
    }

    /// A row per element of `data` identified by `id`, one of which (or none) can be chosen.
    /// - Parameters:
    ///   - data: The elements.
    ///   - id: The key path to an element's identity.
    ///   - selection: The chosen element's identity; accepted, and never changed here.
    ///   - rowContent: The row of an element.
    public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
                                      @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init(content: ForEach(data, id: id, content: rowContent), separatorCount: data.count)
    }

    /// A row per element of a bound collection identified by `id`, one of which (or none) can be chosen.
    /// - Parameters:
    ///   - data: The binding to the elements.
    ///   - id: The key path to an element's identity.
    ///   - selection: The chosen element's identity; accepted, and never changed here.
    ///   - rowContent: The row of an element, from a binding to it.
    public init<Data, ID, RowContent>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
                                      @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>, Data: MutableCollection,
          Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable {
        self.init(content: BoundRows.forEach(data, id: id, rowContent: rowContent), separatorCount: data.wrappedValue.count)
    }

    /// A row per element of `data` identified by `id`, one of which is always chosen.
    /// - Parameters:
    ///   - data: The elements.
    ///   - id: The key path to an element's identity.
    ///   - selection: The chosen element's identity; accepted, and never changed here.
    ///   - rowContent: The row of an element.
    public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue>,
                                      @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init(content: ForEach(data, id: id, content: rowContent), separatorCount: data.count)
    }

    /// A row per element of a bound collection identified by `id`, one of which is always chosen.
    /// - Parameters:
    ///   - data: The binding to the elements.
    ///   - id: The key path to an element's identity.
    ///   - selection: The chosen element's identity; accepted, and never changed here.
    ///   - rowContent: The row of an element, from a binding to it.
    public init<Data, ID, RowContent>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue>,
                                      @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>, Data: MutableCollection,
          Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable {
        self.init(content: BoundRows.forEach(data, id: id, rowContent: rowContent), separatorCount: data.wrappedValue.count)
    }
}
