import Foundation

/// How a button is drawn and how it is set off: SwiftUI's `PrimitiveButtonStyle`, set with
/// ``View/buttonStyle(_:)`` on the buttons inside a view. Unlike a ``ButtonStyle``, the style
/// decides when the action runs, by calling the configuration's ``PrimitiveButtonStyleConfiguration/trigger()``:
///
/// ```swift
/// struct DoubleTapStyle: PrimitiveButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label.onTapGesture(count: 2) { configuration.trigger() }
///     }
/// }
/// ```
///
/// A scripted ``Interaction/tap(_:at:)`` naming the button's title runs its action as a tap on
/// the button would, whatever gesture the style asks for; a tap naming a view inside the style's
/// body runs what that view's gesture does.
public protocol PrimitiveButtonStyle {
    /// The view a button is drawn as.
    associatedtype Body: View
    /// What a button's style is given.
    typealias Configuration = PrimitiveButtonStyleConfiguration

    /// The button, drawn from its label, with a way to run its action.
    /// - Parameter configuration: The label, the role and the trigger.
    /// - Returns: The view to draw.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``PrimitiveButtonStyle`` draws a button from: SwiftUI's `PrimitiveButtonStyleConfiguration`.
public struct PrimitiveButtonStyleConfiguration {
    /// A button's label, as a view to place in the style's body.
    public struct Label: View, PrimitiveView {
        let resolveLabel: (ResolveContext) -> [ResolvedView]

        func resolve(in context: ResolveContext) -> [ResolvedView] { resolveLabel(context) }
    }

    /// What the button does, if its maker said.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    /// The button's action (nothing when it is disabled).
    let action: () -> Void

    /// Runs the button's action, as the style decides a tap (or another gesture) has happened.
    public func trigger() {
        action()
    }
}

extension View {
    /// SwiftUI's `.buttonStyle(_:)` with a ``PrimitiveButtonStyle``: the buttons inside are
    /// drawn, and set off, by `style`.
    /// - Parameter style: The style.
    /// - Returns: The view with the style set.
    public func buttonStyle<Style: PrimitiveButtonStyle>(_ style: Style) -> ModifiedView<Self> {
        ModifiedView(content: self, environment: { $0.buttonStyle = AnyButtonStyle(primitive: style) }, change: { $0 })
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// A button made from a primitive style's configuration: SwiftUI's `Button(_:)` with a
    /// `PrimitiveButtonStyleConfiguration`, for a style that wraps the standard button (drawn
    /// by the style around it, or as its label), its tap running the configuration's action.
    /// - Parameter configuration: The configuration a primitive style was given.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.action) { configuration.label }
    }
}
