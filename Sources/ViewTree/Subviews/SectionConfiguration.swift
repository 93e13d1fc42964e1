import Foundation

/// One section of a view's content: SwiftUI's `SectionConfiguration`, what
/// `Group(sections:transform:)` and `ForEach(sections:content:)` hand out, with its header,
/// content and footer as ``SubviewsCollection``s.
///
/// Zoetrope does not yet tell `Section` views apart in the content (`Section` belongs to the
/// app-screen vocabulary, which marks nothing the view runtime reads): a view's content is one
/// section, the implicit one SwiftUI makes of views not wrapped in a `Section`, with all the
/// subviews as its content and an empty header and footer. SwiftUI makes one section per
/// `Section` and one per run of views between them. Zoetrope has no container values yet, so a
/// section has no `containerValues`.
public struct SectionConfiguration: Identifiable {
    /// What identifies a section: where it is in the tree.
    public struct ID: Hashable {
        let identity: ViewIdentity
    }

    /// What identifies the section across updates.
    public let id: ID

    /// The views of the section's header; empty when it has none.
    public let header: SubviewsCollection

    /// The views of the section's body.
    public let content: SubviewsCollection

    /// The views of the section's footer; empty when it has none.
    public let footer: SubviewsCollection
}

extension ResolveContext {
    /// The sections `view` stands for here: one, holding all its subviews, when it has any;
    /// none for an empty view.
    func sections<Base: View>(of view: Base) -> [SectionConfiguration] {
        let subviews = subviews(of: view)
        guard !subviews.isEmpty else { return [] }
        let empty = SubviewsCollection(subviews: [])
        return [SectionConfiguration(id: SectionConfiguration.ID(identity: identity.appending(SubviewStep.base)), header: empty,
                                     content: SubviewsCollection(subviews: subviews), footer: empty)]
    }
}
