import Foundation

/// A view with an explicit identity: what `.id(_:)` builds. A view whose id changes between two
/// states is another view, as in SwiftUI: nothing of the old one animates into it.
public struct IdentifiedView<Content: View, ID: Hashable>: View, PrimitiveView {
    let content: Content
    let id: ID

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        context.child(ExplicitID(id: AnyHashable(id))).resolve(content)
    }
}

/// The step an explicit id adds to a view's identity.
struct ExplicitID: Hashable {
    let id: AnyHashable
}

extension View {
    /// SwiftUI's `.id(_:)`: this view identified by `id` rather than by its place alone.
    public func id<ID: Hashable>(_ id: ID) -> IdentifiedView<Self, ID> {
        IdentifiedView(content: self, id: id)
    }
}
