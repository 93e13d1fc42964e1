import Foundation
import LayoutCore
import ViewTree

/// A control that shows a list of actions when tapped: SwiftUI's `Menu`, drawn by the
/// ``MenuStyle`` set around it (by default its label in the tint, as a borderless button).
///
/// Zoetrope differs from SwiftUI in that the menu never opens: its content is not drawn, and a
/// tap on the label (``Interaction/tap(_:at:)`` with its text) runs only its primary action, if
/// it has one.
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?
    @Environment(\.menuStyleBox) private var style

    init(label: Label, content: Content, primaryAction: (() -> Void)?) {
        self.label = label
        self.content = content
        self.primaryAction = primaryAction
    }

    /// The menu as its style draws it.
    public var body: some View {
        let configuration = MenuStyleConfiguration(label: .init(view: AnyView(label)), content: .init(view: AnyView(content)),
                                                   primaryAction: primaryAction)
        // A style that draws `Menu(configuration)` gets the default style's look, not itself again.
        return (style ?? AnyMenuStyle(DefaultMenuStyle())).makeBody(configuration)
            .environment(\.menuStyleBox, nil)
    }

    /// Creates a menu with a label of its own.
    /// - Parameters:
    ///   - content: The menu's buttons (not drawn by Zoetrope).
    ///   - label: What is drawn, in the tint; its text names it for a scripted tap.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(label: label(), content: content(), primaryAction: nil)
    }

    /// Creates a menu with a label of its own and an action a tap runs.
    /// - Parameters:
    ///   - content: The menu's buttons (not drawn by Zoetrope).
    ///   - label: What is drawn.
    ///   - primaryAction: What a tap runs (a long press would open the menu).
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.init(label: label(), content: content(), primaryAction: primaryAction)
    }
}

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// Creates the menu a ``MenuStyle`` is given, drawn as the default style draws it: for a
    /// style of your own that adds to the standard look.
    /// - Parameter configuration: The configuration the style got.
    public init(_ configuration: MenuStyleConfiguration) {
        self.init(label: configuration.label, content: configuration.content, primaryAction: configuration.primaryAction)
    }
}

extension Menu where Label == Text {
    /// Creates a menu titled with a key (a literal): `Menu("Actions") { … }`.
    /// - Parameters:
    ///   - titleKey: The menu's text, in the tint.
    ///   - content: The menu's buttons (not drawn by Zoetrope).
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(label: Text(titleKey), content: content(), primaryAction: nil)
    }

    /// As the `LocalizedStringKey` form, with a ``LocalizedStringResource`` (its key is shown).
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content) {
        self.init(label: Text(titleResource), content: content(), primaryAction: nil)
    }

    /// Creates a menu titled with a string.
    /// - Parameters:
    ///   - title: The menu's text.
    ///   - content: The menu's buttons (not drawn by Zoetrope).
    @_disfavoredOverload
    public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol {
        self.init(label: Text(title), content: content(), primaryAction: nil)
    }

    /// Creates a menu titled with a key, with an action a tap runs.
    /// - Parameters:
    ///   - titleKey: The menu's text.
    ///   - content: The menu's buttons (not drawn by Zoetrope).
    ///   - primaryAction: What a tap runs.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(label: Text(titleKey), content: content(), primaryAction: primaryAction)
    }

    /// As the `LocalizedStringKey` form, with a ``LocalizedStringResource`` (its key is shown).
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(label: Text(titleResource), content: content(), primaryAction: primaryAction)
    }

    /// Creates a menu titled with a string, with an action a tap runs.
    /// - Parameters:
    ///   - title: The menu's text.
    ///   - content: The menu's buttons (not drawn by Zoetrope).
    ///   - primaryAction: What a tap runs.
    @_disfavoredOverload
    public init<S>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) where S: StringProtocol {
        self.init(label: Text(title), content: content(), primaryAction: primaryAction)
    }
}

extension Menu where Label == ViewTree.Label<Text, Image> {
    /// Creates a menu titled with a key and an SF Symbol, as a ``Label``.
    /// - Parameters:
    ///   - titleKey: The menu's text.
    ///   - systemImage: The symbol's name.
    ///   - content: The menu's buttons (not drawn by Zoetrope).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(label: ViewTree.Label(titleKey, systemImage: systemImage), content: content(), primaryAction: nil)
    }

    /// As the `LocalizedStringKey` form, with a ``LocalizedStringResource`` (its key is shown).
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(label: ViewTree.Label(LocalizedStringKey(titleResource.key), systemImage: systemImage), content: content(), primaryAction: nil)
    }

    /// Creates a menu titled with a string and an SF Symbol.
    /// - Parameters:
    ///   - title: The menu's text.
    ///   - systemImage: The symbol's name.
    ///   - content: The menu's buttons (not drawn by Zoetrope).
    @_disfavoredOverload
    public init<S>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) where S: StringProtocol {
        self.init(label: ViewTree.Label(title, systemImage: systemImage), content: content(), primaryAction: nil)
    }

    /// Creates a menu titled with a key and an SF Symbol, with an action a tap runs.
    /// - Parameters:
    ///   - titleKey: The menu's text.
    ///   - systemImage: The symbol's name.
    ///   - content: The menu's buttons (not drawn by Zoetrope).
    ///   - primaryAction: What a tap runs.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content,
                primaryAction: @escaping () -> Void) {
        self.init(label: ViewTree.Label(titleKey, systemImage: systemImage), content: content(), primaryAction: primaryAction)
    }

    /// As the `LocalizedStringKey` form, with a ``LocalizedStringResource`` (its key is shown).
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage: String, @ViewBuilder content: () -> Content,
                primaryAction: @escaping () -> Void) {
        self.init(label: ViewTree.Label(LocalizedStringKey(titleResource.key), systemImage: systemImage), content: content(), primaryAction: primaryAction)
    }

    /// Creates a menu titled with a string and an SF Symbol, with an action a tap runs.
    /// - Parameters:
    ///   - title: The menu's text.
    ///   - systemImage: The symbol's name.
    ///   - content: The menu's buttons (not drawn by Zoetrope).
    ///   - primaryAction: What a tap runs.
    @_disfavoredOverload
    public init<S>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void)
    where S: StringProtocol {
        self.init(label: ViewTree.Label(title, systemImage: systemImage), content: content(), primaryAction: primaryAction)
    }
}
