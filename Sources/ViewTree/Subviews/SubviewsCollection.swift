import Foundation

/// The subviews of a view, in order: SwiftUI's `SubviewsCollection`, what
/// `Group(subviews:transform:)` gives its transform.
///
/// It is a random-access collection of ``Subview``s (`subviews.count`, `subviews[0]`,
/// `ForEach(subviews) { subview in … }`, `subviews.prefix(2)`), and a view: written in a body, it
/// stands for all its subviews, each as one view of the container it is in. An empty view gives
/// an empty collection.
public struct SubviewsCollection: RandomAccessCollection, View, PrimitiveView {
    /// The subviews.
    let subviews: [Subview]

    /// The position of the first subview: 0.
    public var startIndex: Int { subviews.startIndex }

    /// The position after the last subview: the number of subviews.
    public var endIndex: Int { subviews.endIndex }

    /// The subview at `position`.
    /// - Parameter position: A position from `startIndex` up to, not including, `endIndex`.
    public subscript(position: Int) -> Subview { subviews[position] }

    /// The subviews from `bounds.lowerBound` up to, not including, `bounds.upperBound`, as a
    /// collection that is a view too.
    /// - Parameter bounds: Positions of this collection.
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { SubviewsCollectionSlice(subviews: subviews[bounds]) }

    func resolve(in context: ResolveContext) -> [ResolvedView] { subviews.map(\.resolved) }
}

/// Some of the subviews of a view, in order: SwiftUI's `SubviewsCollectionSlice`, what
/// `subviews.prefix(2)` or `subviews[1...]` gives. Like ``SubviewsCollection``, it is a view that
/// stands for the subviews it holds. Its positions are those of the collection it was cut from.
public struct SubviewsCollectionSlice: RandomAccessCollection, View, PrimitiveView {
    /// The subviews, at their positions in the whole collection.
    let subviews: ArraySlice<Subview>

    /// The position of the first subview held.
    public var startIndex: Int { subviews.startIndex }

    /// The position after the last subview held.
    public var endIndex: Int { subviews.endIndex }

    /// The subview at `position`.
    /// - Parameter position: A position from `startIndex` up to, not including, `endIndex`.
    public subscript(position: Int) -> Subview { subviews[position] }

    /// The subviews from `bounds.lowerBound` up to, not including, `bounds.upperBound`.
    /// - Parameter bounds: Positions of this slice.
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { SubviewsCollectionSlice(subviews: subviews[bounds]) }

    func resolve(in context: ResolveContext) -> [ResolvedView] { subviews.map(\.resolved) }
}
