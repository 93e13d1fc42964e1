import Foundation
import LayoutCore

/// SwiftUI's `Form`: controls in sections, drawn on iOS as an inset-grouped list.
///
/// Each view is a row; each ``Section`` a rounded card with its header above and footer below.
/// A style set with `.formStyle(_:)` draws it otherwise. Nothing scrolls: rows beyond the
/// form's frame are clipped.
public struct Form<Content: View>: View {
    let content: Content
    /// Whether this is the grouped form a style asked for with `Form(configuration)`.
    let isStyled: Bool

    /// A form of the rows and sections `content` builds.
    /// - Parameter content: The rows and sections.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        isStyled = false
    }

    /// The form drawn in its style.
    public var body: some View {
        FormBody(content: content, isStyled: isStyled)
    }
}

extension Form where Content == FormStyleConfiguration.Content {
    /// A form of a style's configuration, drawn grouped: what a ``FormStyle`` of one's own
    /// writes to show the standard form.
    /// - Parameter configuration: The form's content, as the style got it.
    public init(_ configuration: FormStyleConfiguration) {
        content = configuration.content
        isStyled = true
    }
}

/// A form's body: its style's, or the grouped list.
struct FormBody<Content: View>: View {
    let content: Content
    let isStyled: Bool
    @Environment(\.formStyle) private var style

    var body: some View {
        if let style, !isStyled {
            style.makeBody(FormStyleConfiguration(content: FormStyleConfiguration.Content(view: AnyView(content))))
        } else {
            ListContainer(content: content, separatorCount: SectionSeparators.count)
                .environment(\.listLook, .insetGrouped)
        }
    }
}
