import Foundation
import ViewTree

/// How a ``Menu`` is drawn: SwiftUI's `MenuStyle`, set with ``View/menuStyle(_:)``; a style of
/// your own draws the menu from its configuration (``Menu/init(_:)`` draws it as the style
/// around it would).
public protocol MenuStyle {
    /// The view a menu is drawn as.
    associatedtype Body: View
    /// What a menu style is given.
    typealias Configuration = MenuStyleConfiguration

    /// The menu, drawn from its configuration.
    /// - Parameter configuration: The menu's label and content.
    /// - Returns: The view to draw.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``MenuStyle`` draws a menu from: SwiftUI's `MenuStyleConfiguration`.
public struct MenuStyleConfiguration {
    /// A menu's label, as a view to place in the style's body.
    public struct Label: View {
        let view: AnyView
        /// The label.
        public var body: some View { view }
    }

    /// A menu's content (its buttons), as a view.
    public struct Content: View {
        let view: AnyView
        /// The content.
        public var body: some View { view }
    }

    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?
}

/// A menu style with its type erased, as the environment passes it down.
struct AnyMenuStyle {
    let makeBody: (MenuStyleConfiguration) -> AnyView

    init<Style: MenuStyle>(_ style: Style) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

/// SwiftUI's `DefaultMenuStyle` (`.automatic`): on iOS, the label drawn as a borderless button,
/// in the tint.
public struct DefaultMenuStyle: MenuStyle {
    /// Creates the style.
    public init() {}

    /// The label in the tint, as a button with the menu's primary action (if any).
    public func makeBody(configuration: Configuration) -> some View {
        MenuButton(configuration: configuration)
    }
}

/// SwiftUI's `ButtonMenuStyle` (`.button`): the label drawn as a button in the button style
/// around it (`.buttonStyle(.bordered)` gives a bordered menu).
public struct ButtonMenuStyle: MenuStyle {
    /// Creates the style.
    public init() {}

    /// The label as a button.
    public func makeBody(configuration: Configuration) -> some View {
        MenuButton(configuration: configuration)
    }
}

extension MenuStyle where Self == DefaultMenuStyle {
    /// SwiftUI's `.automatic`: ``DefaultMenuStyle``.
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    /// SwiftUI's `.button`: ``ButtonMenuStyle``.
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

/// A menu's label as a button: a tap runs the primary action, if there is one (Zoetrope opens no
/// menu).
struct MenuButton: View {
    let configuration: MenuStyleConfiguration

    var body: some View {
        Button(action: configuration.primaryAction ?? {}) { configuration.label }
    }
}

extension View {
    /// SwiftUI's `.menuStyle(_:)`: the menus inside are drawn by `style`.
    /// - Parameter style: A built-in style (`.automatic`, `.button`) or one of your own.
    /// - Returns: The view with its menus' style set.
    public func menuStyle<S>(_ style: S) -> ModifiedView<Self> where S: MenuStyle {
        environment(\.menuStyleBox, AnyMenuStyle(style))
    }
}
