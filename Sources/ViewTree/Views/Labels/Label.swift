import Foundation

/// A title with an icon: SwiftUI's `Label`, as `Label("Favourites", systemImage: "star")` or
/// `Label { Text("Sync") } icon: { Circle() }`.
///
/// It is drawn by the ``LabelStyle`` set around it (``View/labelStyle(_:)``): by default, as
/// iOS draws one outside lists and toolbars, the icon then the title in a row (the spacing a
/// stack gives), centred on each other. An SF Symbol icon is drawn as Zoetrope draws symbols
/// (``Image``). Inside a ``Button``, the title is part of the button's title for a scripted
/// ``Interaction/tap(_:at:)`` even when the style shows only the icon, as in SwiftUI.
public struct Label<Title: View, Icon: View>: View, PrimitiveView {
    let title: Title
    let icon: Icon

    /// A label with a title and an icon of your own.
    /// - Parameters:
    ///   - title: The title.
    ///   - icon: The icon.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        let title = self.title, icon = self.icon
        let configuration = LabelStyleConfiguration(title: .init { $0.resolve(title) }, icon: .init { $0.resolve(icon) })
        // Inside the style's body, a label (`Label(configuration)` in a style that decorates
        // another) is drawn with the default style, not again with this one.
        var inner = context
        inner.labelStyle = nil
        let resolved = (context.labelStyle ?? AnyLabelStyle(DefaultLabelStyle())).resolve(configuration, inner)
        // A button around takes the title as its own even when the style hides it.
        context.noteHiddenLabelTitle(title, shown: resolved)
        return resolved
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label whose title is a key (a literal) and whose icon is an SF Symbol.
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - name: The symbol's name.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// A label whose title is a ``LocalizedStringResource``'s key and whose icon is an SF Symbol.
    /// - Parameters:
    ///   - titleResource: The title.
    ///   - name: The symbol's name.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage name: String) {
        self.init(title: { Text(titleResource) }, icon: { Image(systemName: name) })
    }

    /// A label whose title is a ``LocalizedStringResource``'s key and whose icon is a picture.
    /// - Parameters:
    ///   - titleResource: The title.
    ///   - name: The picture's name.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image name: String) {
        self.init(title: { Text(titleResource) }, icon: { Image(name) })
    }

    /// A label whose title is a string and whose icon is an SF Symbol.
    /// - Parameters:
    ///   - title: The title.
    ///   - name: The symbol's name.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// A label whose title is a key (a literal) and whose icon is a picture (``Image/init(_:bundle:)``).
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - name: The picture's name.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    /// A label whose title is a string and whose icon is a picture.
    /// - Parameters:
    ///   - title: The title.
    ///   - name: The picture's name.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// A label drawn from a style's configuration with the style around it, as a
    /// ``LabelStyle`` that decorates the one it is in writes `Label(configuration)`.
    /// - Parameter configuration: The configuration a style was given.
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}
