import Foundation

/// How a button is drawn from its label and whether it is pressed: SwiftUI's `ButtonStyle`, set
/// with ``View/buttonStyle(_:)`` on the buttons inside a view.
///
/// ```swift
/// struct PressScale: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label
///             .scaleEffect(configuration.isPressed ? 0.9 : 1)
///             .animation(.easeOut(duration: 0.1), value: configuration.isPressed)
///     }
/// }
/// ```
///
/// A scripted ``Interaction/tap(_:at:)`` holds the button down for ``Interaction/pressDuration``
/// before its time: `isPressed` is true for that while, and the action runs when it lets go.
public protocol ButtonStyle {
    /// The view a button is drawn as.
    associatedtype Body: View
    /// What a button's style is given.
    typealias Configuration = ButtonStyleConfiguration

    /// The button, drawn from its label and state.
    /// - Parameter configuration: The label, and whether the button is pressed.
    /// - Returns: The view to draw.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``ButtonStyle`` draws a button from: SwiftUI's `ButtonStyleConfiguration`.
public struct ButtonStyleConfiguration {
    /// A button's label, as a view to place in the style's body.
    public struct Label: View, PrimitiveView {
        let resolveLabel: (ResolveContext) -> [ResolvedView]

        func resolve(in context: ResolveContext) -> [ResolvedView] { resolveLabel(context) }
    }

    /// The button's label.
    public let label: Label
    /// Whether the button is held down now.
    public let isPressed: Bool
    /// What the button does, if its maker said (`Button("Delete", role: .destructive)`).
    public let role: ButtonRole?
}

/// A button style with its type erased, as the context passes it down.
struct AnyButtonStyle {
    /// How the style draws a button.
    enum Drawing {
        /// A ``ButtonStyle``: the body from the configuration; Zoetrope runs the action on a tap.
        case styled((ButtonStyleConfiguration, ResolveContext) -> [ResolvedView])
        /// A ``PrimitiveButtonStyle``: the body from the configuration, which carries the action.
        case primitive((PrimitiveButtonStyleConfiguration, ResolveContext) -> [ResolvedView])
    }

    let drawing: Drawing

    init<Style: ButtonStyle>(_ style: Style) {
        drawing = .styled { configuration, context in context.resolve(style.makeBody(configuration: configuration)) }
    }

    init<Style: PrimitiveButtonStyle>(primitive style: Style) {
        drawing = .primitive { configuration, context in
            // Buttons the style's body makes (`Button(configuration)`) are drawn as buttons are
            // without a style, not by this one again.
            var inner = context
            inner.buttonStyle = nil
            return inner.resolve(style.makeBody(configuration: configuration))
        }
    }

    /// Whether the style is a ``PrimitiveButtonStyle``.
    var isPrimitive: Bool {
        if case .primitive = drawing { return true }
        return false
    }
}

extension View {
    /// SwiftUI's `.buttonStyle(_:)`: the buttons inside are drawn by `style`.
    /// - Parameter style: A style of your own, or `.automatic`, `.plain`, `.borderless`,
    ///   `.bordered`, `.borderedProminent`.
    /// - Returns: The view with the style set.
    public func buttonStyle<Style: ButtonStyle>(_ style: Style) -> ModifiedView<Self> {
        ModifiedView(content: self, environment: { $0.buttonStyle = AnyButtonStyle(style) }, change: { $0 })
    }
}
