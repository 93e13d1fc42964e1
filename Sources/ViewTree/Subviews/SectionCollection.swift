import Foundation

/// The sections of a view, in order: SwiftUI's `SectionCollection`, what
/// `Group(sections:transform:)` gives its transform (see ``SectionConfiguration`` for how
/// Zoetrope divides a view into sections). It is a random-access collection of
/// ``SectionConfiguration``s; an empty view has none.
public struct SectionCollection: RandomAccessCollection {
    /// The sections.
    let sections: [SectionConfiguration]

    /// The position of the first section: 0.
    public var startIndex: Int { sections.startIndex }

    /// The position after the last section: the number of sections.
    public var endIndex: Int { sections.endIndex }

    /// The section at `position`.
    /// - Parameter position: A position from `startIndex` up to, not including, `endIndex`.
    public subscript(position: Int) -> SectionConfiguration { sections[position] }
}

/// What `Group(sections:transform:)` is made of: SwiftUI's `GroupSectionsOfContent`. It
/// resolves the base view where the group is, hands its sections to the transform, and stands
/// for what the transform makes of them.
public struct GroupSectionsOfContent<Base: View, Result: View>: View, PrimitiveView {
    let base: Base
    let transform: (SectionCollection) -> Result

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        let sections = SectionCollection(sections: context.sections(of: base))
        return context.child(SubviewStep.result).resolve(transform(sections))
    }
}

extension Group {
    /// A group made of the sections of a view: SwiftUI's `Group(sections:transform:)`, how a
    /// custom container reads the sections of the views it is given, each with its header,
    /// content and footer.
    ///
    /// Zoetrope makes one section of all the view's subviews (see ``SectionConfiguration``).
    /// - Parameters:
    ///   - view: The view whose sections to read.
    ///   - transform: Makes the group's content of the sections; called each time the body is built.
    public init<Base: View, Result: View>(sections view: Base, @ViewBuilder transform: @escaping (SectionCollection) -> Result)
    where Content == GroupSectionsOfContent<Base, Result> {
        self.init { GroupSectionsOfContent(base: view, transform: transform) }
    }
}
