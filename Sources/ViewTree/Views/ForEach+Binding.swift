import Foundation
import LayoutCore

extension ForEach {
    /// A view per element of a bound collection, each given a binding to its element:
    /// SwiftUI's `ForEach($items) { $item in … }` for identifiable elements.
    /// - Parameters:
    ///   - data: The binding to the collection.
    ///   - content: The view for a binding to an element.
    public init<C>(_ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID,
          C: MutableCollection & RandomAccessCollection, C.Element: Identifiable, C.Index: Hashable {
        self.init(data, id: \.id, content: content)
    }

    /// A view per element of a bound collection, identified by `id`, each given a binding to its
    /// element: SwiftUI's `ForEach($names, id: \.self) { $name in … }`.
    /// - Parameters:
    ///   - data: The binding to the collection.
    ///   - id: The key path to each element's identity.
    ///   - content: The view for a binding to an element.
    public init<C>(_ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C: MutableCollection & RandomAccessCollection, C.Index: Hashable {
        let collection = data.wrappedValue
        self.init(collection.indices.lazy.map { ($0, collection[$0][keyPath: id]) }, id: \.1) { element in
            content(data[element.0])
        }
    }

    /// As ``init(_:content:)`` with a binding, with the edits a list lets the user make
    /// (`.delete`, `.move`, `.all`): SwiftUI's `ForEach(_:editActions:content:)`. Zoetrope's
    /// lists have no swipe or drag to edit, so the views are those of ``init(_:content:)``.
    /// - Parameters:
    ///   - data: The binding to the collection.
    ///   - editActions: The edits allowed.
    ///   - content: The view for a binding to an element.
    public init<C>(_ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID,
          C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, C.Element: Identifiable, C.Index: Hashable {
        self.init(data, id: \.id, content: content)
    }

    /// As ``init(_:id:content:)`` with a binding, with the edits a list lets the user make:
    /// SwiftUI's `ForEach(_:id:editActions:content:)`; the views are those of ``init(_:id:content:)``.
    /// - Parameters:
    ///   - data: The binding to the collection.
    ///   - id: The key path to each element's identity.
    ///   - editActions: The edits allowed.
    ///   - content: The view for a binding to an element.
    public init<C>(_ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
                   @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == LazyMapSequence<C.Indices, (C.Index, ID)>,
          C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, C.Index: Hashable {
        self.init(data, id: id, content: content)
    }
}
