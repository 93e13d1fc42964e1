import Foundation
import LayoutCore

/// SwiftUI's `Section`: rows of a list or form grouped under a header and over a footer.
///
/// In a ``List`` or ``Form``, a section with a grouped style is a card of its own: its header in
/// 13-point footnote text of the secondary label colour, 17 points below what is above it and
/// 7 points above the card, its footer likewise 7 points below it. Titles given as strings are
/// shown in capitals, as iOS shows them. Outside a list, a section is its header, its content
/// and its footer, one after another.
///
/// A header view of one's own is shown in capitals too in a grouped list (`.insetGrouped`,
/// `.grouped`, a `Form`), as iOS's default `textCase` there does. Differences from SwiftUI: a
/// collapsible section (`isExpanded:`) shows no disclosure chevron, and its rows are left out
/// while the binding is `false`.
public struct Section<Parent: View, Content: View, Footer: View>: View {
    let header: Parent
    let content: Content
    let footer: Footer
    let isExpanded: Binding<Bool>?

    init(header: Parent, content: Content, footer: Footer, isExpanded: Binding<Bool>? = nil) {
        self.header = header
        self.content = content
        self.footer = footer
        self.isExpanded = isExpanded
    }

    /// The section's parts, as a list lays them out.
    public var body: some View {
        SectionParts(header: header, content: content, footer: footer, showsContent: isExpanded?.wrappedValue ?? true,
                     hasHeader: Parent.self != EmptyView.self, hasFooter: Footer.self != EmptyView.self)
    }
}

extension Section {
    /// A section with a header and a footer.
    /// - Parameters:
    ///   - content: The rows.
    ///   - header: The header.
    ///   - footer: The footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.init(header: header(), content: content(), footer: footer())
    }

    /// A section with a header and a footer given as views.
    /// - Parameters:
    ///   - header: The header.
    ///   - footer: The footer.
    ///   - content: The rows.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: footer)
    }
}

extension Section where Footer == EmptyView {
    /// A section with a header.
    /// - Parameters:
    ///   - content: The rows.
    ///   - header: The header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), content: content(), footer: EmptyView())
    }

    /// A section with a header given as a view.
    /// - Parameters:
    ///   - header: The header.
    ///   - content: The rows.
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: EmptyView())
    }

    /// A collapsible section with a header.
    /// - Parameters:
    ///   - isExpanded: Whether the rows show; no chevron is drawn to change it.
    ///   - content: The rows.
    ///   - header: The header.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), content: content(), footer: EmptyView(), isExpanded: isExpanded)
    }
}

extension Section where Parent == EmptyView {
    /// A section with a footer.
    /// - Parameters:
    ///   - content: The rows.
    ///   - footer: The footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(header: EmptyView(), content: content(), footer: footer())
    }

    /// A section with a footer given as a view.
    /// - Parameters:
    ///   - footer: The footer.
    ///   - content: The rows.
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: footer)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section of rows alone: in a grouped list, a card of its own.
    /// - Parameter content: The rows.
    public init(@ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: EmptyView())
    }

    /// A collapsible section of rows alone.
    /// - Parameters:
    ///   - isExpanded: Whether the rows show.
    ///   - content: The rows.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: EmptyView(), isExpanded: isExpanded)
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section titled with a key, shown in capitals.
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - content: The rows.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(header: SectionTitle.text(titleKey), content: content(), footer: EmptyView())
    }

    /// A section titled with a string, shown in capitals.
    /// - Parameters:
    ///   - title: The title.
    ///   - content: The rows.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title.uppercased()), content: content(), footer: EmptyView())
    }

    /// As the `LocalizedStringKey` form, with a ``LocalizedStringResource`` (its key is shown,
    /// in capitals).
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content) {
        self.init(header: Text(verbatim: titleResource.key.uppercased()), content: content(), footer: EmptyView())
    }

    /// A collapsible section titled with a key.
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - isExpanded: Whether the rows show.
    ///   - content: The rows.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(header: SectionTitle.text(titleKey), content: content(), footer: EmptyView(), isExpanded: isExpanded)
    }

    /// As the `LocalizedStringKey` form, with a ``LocalizedStringResource`` (its key is shown).
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(header: SectionTitle.text(LocalizedStringKey(titleResource.key)), content: content(), footer: EmptyView(), isExpanded: isExpanded)
    }

    /// A collapsible section titled with a string.
    /// - Parameters:
    ///   - title: The title.
    ///   - isExpanded: Whether the rows show.
    ///   - content: The rows.
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title.uppercased()), content: content(), footer: EmptyView(), isExpanded: isExpanded)
    }
}

/// The title of a section given as a key, in capitals.
enum SectionTitle {
    /// The key's text in capitals. Zoetrope shows a key's own text (it has no string tables), and
    /// `Text` has no `textCase` yet, so the text is read from the key and capitalised here.
    static func text(_ key: LocalizedStringKey) -> Text {
        let shown = Mirror(reflecting: key).children.first { $0.label == "text" }?.value as? String
        return shown.map { Text(verbatim: $0.uppercased()) } ?? Text(key)
    }
}

/// A section's header, rows and footer, tagged for the list's layout.
struct SectionParts<Header: View, Content: View, Footer: View>: View {
    let header: Header
    let content: Content
    let footer: Footer
    let showsContent: Bool
    let hasHeader: Bool
    let hasFooter: Bool
    @Environment(\.isInsideList) private var isInsideList
    @Environment(\.listLook) private var look

    var body: some View {
        if isInsideList {
            Group {
                SectionCard(look: look, implicit: false)
                if hasHeader { caption(header, role: .header) }
                if showsContent { content }
                if hasFooter { caption(footer, role: .footer) }
                SectionSeparators(implicit: false, count: SectionSeparators.count)
            }
        } else {
            Group {
                header
                if showsContent { content }
                footer
            }
        }
    }

    /// A header or footer: footnote text in the secondary label colour; a grouped list's header
    /// in capitals, as iOS's grouped styles show headers (a `.textCase(nil)` inside keeps it as
    /// written).
    @ViewBuilder private func caption<V: View>(_ view: V, role: ListItemRole) -> some View {
        if role == .header && look.isGrouped {
            captionText(view.textCase(.uppercase), role: role)
        } else {
            captionText(view, role: role)
        }
    }

    /// The caption's text style.
    private func captionText<V: View>(_ view: V, role: ListItemRole) -> some View {
        VStack(alignment: .leading, spacing: 0) { view }
            .font(.footnote)
            .foregroundStyle(Color(uiColor: .secondaryLabel))
            .layoutValue(key: ListItemRoleKey.self, value: role)
    }
}
