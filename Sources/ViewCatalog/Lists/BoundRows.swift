import Foundation
import LayoutCore

/// Builds the `ForEach` of a list over a bound collection: one row per index, identified by its
/// element's identity, given a binding to its element.
enum BoundRows {
    /// The rows of `data`.
    static func forEach<Data, ID, RowContent>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
                                              rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    -> ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>
    where Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        let elements = data.wrappedValue
        let pairs = elements.indices.lazy.map { index in (index, elements[index][keyPath: id]) }
        return ForEach(pairs, id: \.1) { pair in rowContent(data[pair.0]) }
    }
}
