import Foundation

/// What `Group(subviews:transform:)` is made of: SwiftUI's `GroupElementsOfContent`. It
/// resolves the base view where the group is, hands its subviews to the transform, and stands
/// for what the transform makes of them.
public struct GroupElementsOfContent<Base: View, Result: View>: View, PrimitiveView {
    let base: Base
    let transform: (SubviewsCollection) -> Result

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        let subviews = SubviewsCollection(subviews: context.subviews(of: base))
        return context.child(SubviewStep.result).resolve(transform(subviews))
    }
}

extension Group {
    /// A group made of the subviews of a view: SwiftUI's `Group(subviews:transform:)`, how a
    /// custom container reads the views it is given (a `ForEach` of three and a `Text` are four
    /// subviews) and lays them out its own way.
    ///
    /// ```swift
    /// struct Stacked<Content: View>: View {
    ///     @ViewBuilder var content: Content
    ///     var body: some View {
    ///         Group(subviews: content) { subviews in
    ///             VStack(spacing: 4) {
    ///                 ForEach(subviews) { subview in subview.padding(8).background(.gray) }
    ///                 Text("\(subviews.count) items")
    ///             }
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// The subviews are resolved in the environment where the group is, as in SwiftUI (each
    /// ``Subview`` is a proxy of its resolved view).
    /// - Parameters:
    ///   - view: The view whose subviews to read.
    ///   - transform: Makes the group's content of the subviews; called each time the body is built.
    public init<Base: View, Result: View>(subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result)
    where Content == GroupElementsOfContent<Base, Result> {
        self.init { GroupElementsOfContent(base: view, transform: transform) }
    }
}
