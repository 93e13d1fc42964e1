import Foundation

/// A view whose views exist only once it is resolved in a context: a `ForEach` over the
/// subviews or sections of another view. ``ResolveContext/resolve(_:)`` asks it before it asks
/// a primitive view.
protocol ContextualContent {
    /// The nodes and looks the view stands for in `context`.
    func resolveContextually(in context: ResolveContext) -> [ResolvedView]
}

/// A collection whose elements are made where it is resolved: the subviews or sections a
/// `ForEach(subviews:content:)` or `ForEach(sections:content:)` goes over.
protocol ContextualElements: Collection {
    /// The elements, made in `context`.
    func elements(in context: ResolveContext) -> [Element]
}

extension ForEach: ContextualContent where Data: ContextualElements {
    /// One view per element made in `context`, each identified by its element's id, as a
    /// `ForEach` over a collection is.
    func resolveContextually(in context: ResolveContext) -> [ResolvedView] {
        data.elements(in: context).flatMap { element in context.child(element[keyPath: id]).resolve(content(element)) }
    }
}
