import Foundation

/// The subviews a `ForEach(subviews:content:)` goes over: SwiftUI's `ForEachSubviewCollection`.
///
/// The subviews exist only where the `ForEach` is resolved, in that place's environment: the
/// collection itself, before it is resolved, is empty (a difference from SwiftUI, where it
/// holds the subviews; code does not read it, only the `ForEach` does).
public struct ForEachSubviewCollection<Content: View>: RandomAccessCollection {
    /// The subviews of the base view, resolved in a context.
    let subviews: (ResolveContext) -> [Subview]

    /// The position of the first subview: 0.
    public var startIndex: Int { 0 }

    /// The position after the last subview: 0, since the subviews are made only where the
    /// `ForEach` is resolved.
    public var endIndex: Int { 0 }

    /// The subview at `position`; there is none before the `ForEach` is resolved.
    /// - Parameter position: A position from `startIndex` up to, not including, `endIndex`.
    public subscript(position: Int) -> Subview { preconditionFailure("a ForEachSubviewCollection holds its subviews only where it is resolved") }
}

extension ForEachSubviewCollection: ContextualElements {
    func elements(in context: ResolveContext) -> [Subview] { subviews(context) }
}

/// The view a `ForEach(subviews:content:)` makes for one subview: SwiftUI's `ForEachSubview`,
/// what its content closure makes of that subview.
public struct ForEachSubview<Content: View>: View, PrimitiveView {
    let subview: Subview
    let content: (Subview) -> Content

    func resolve(in context: ResolveContext) -> [ResolvedView] { context.resolve(content(subview)) }
}

extension ForEach {
    /// One view per subview of a view: SwiftUI's `ForEach(subviews:content:)`, what a custom
    /// container uses to wrap each view it is given (`ForEach(subviews: content) { subview in
    /// subview.padding() }`). A `ForEach` of three views and a `Text` are four subviews; each
    /// keeps its ``Subview/id`` across updates.
    ///
    /// The subviews are resolved in the environment where the `ForEach` is, as in SwiftUI.
    /// - Parameters:
    ///   - view: The view whose subviews to go over.
    ///   - content: The view to make of each subview.
    public init<V: View, Result: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Result)
    where Data == ForEachSubviewCollection<Result>, ID == Subview.ID, Content == ForEachSubview<Result> {
        self.init(ForEachSubviewCollection { $0.subviews(of: view) }, id: \.id) { ForEachSubview(subview: $0, content: content) }
    }
}
