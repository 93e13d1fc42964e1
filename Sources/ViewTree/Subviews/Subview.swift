import Foundation

/// One subview of a view, as its container resolved it: SwiftUI's `Subview`, what
/// `Group(subviews:transform:)` and `ForEach(subviews:content:)` hand out.
///
/// A subview is a view: written in a body, it stands where it is written for the view it
/// represents. As in SwiftUI, it is a proxy of a view already resolved, in the environment of
/// the container that gave it out: modifiers on the original view apply before those on the
/// subview, and what a modifier on the subview passes down (`.font`, `.foregroundStyle`) does
/// not reach inside it. A `ForEach` of three views is three subviews; a `Group`'s views are each
/// one; a stack, a shape or a modified view is one. Zoetrope has no container values yet, so a
/// subview has no `containerValues`.
public struct Subview: View, PrimitiveView, Identifiable {
    /// What identifies a subview: where its view is in the tree, so it is the same across
    /// updates and whatever the order of the subviews around it.
    public struct ID: Hashable {
        let identity: ViewIdentity
    }

    /// The view as its container resolved it.
    let resolved: ResolvedView

    /// What identifies the subview: the same in every update, wherever it moves among the others.
    public var id: ID { ID(identity: resolved.identity) }

    func resolve(in context: ResolveContext) -> [ResolvedView] { [resolved] }
}

/// The steps from a container of subviews to what it resolves: the view whose subviews it
/// gives out, and what is made of them.
enum SubviewStep: Hashable {
    case base
    case result
}

extension ResolveContext {
    /// The subviews `view` stands for here, each as one ``Subview``.
    func subviews<Base: View>(of view: Base) -> [Subview] {
        child(SubviewStep.base).resolve(view).map { Subview(resolved: $0) }
    }
}
