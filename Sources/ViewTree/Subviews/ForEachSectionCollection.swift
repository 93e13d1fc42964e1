import Foundation

/// The sections a `ForEach(sections:content:)` goes over: SwiftUI's `ForEachSectionCollection`.
///
/// The sections exist only where the `ForEach` is resolved, in that place's environment: the
/// collection itself, before it is resolved, is empty (a difference from SwiftUI, where it
/// holds the sections; code does not read it, only the `ForEach` does).
public struct ForEachSectionCollection<Content: View>: RandomAccessCollection {
    /// The sections of the base view, made in a context.
    let sections: (ResolveContext) -> [SectionConfiguration]

    /// The position of the first section: 0.
    public var startIndex: Int { 0 }

    /// The position after the last section: 0, since the sections are made only where the
    /// `ForEach` is resolved.
    public var endIndex: Int { 0 }

    /// The section at `position`; there is none before the `ForEach` is resolved.
    /// - Parameter position: A position from `startIndex` up to, not including, `endIndex`.
    public subscript(position: Int) -> SectionConfiguration {
        preconditionFailure("a ForEachSectionCollection holds its sections only where it is resolved")
    }
}

extension ForEachSectionCollection: ContextualElements {
    func elements(in context: ResolveContext) -> [SectionConfiguration] { sections(context) }
}

extension ForEach {
    /// One view per section of a view: SwiftUI's `ForEach(sections:content:)`, what a custom
    /// container uses to lay out each section it is given with its header and footer.
    ///
    /// Zoetrope makes one section of all the view's subviews (see ``SectionConfiguration``).
    /// - Parameters:
    ///   - view: The view whose sections to go over.
    ///   - content: The view to make of each section.
    public init<V: View>(sections view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> Content)
    where Data == ForEachSectionCollection<Content>, ID == SectionConfiguration.ID {
        self.init(ForEachSectionCollection { $0.sections(of: view) }, id: \.id, content: content)
    }
}
