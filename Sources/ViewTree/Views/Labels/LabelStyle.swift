import Foundation

/// How a ``Label`` is drawn from its title and icon: SwiftUI's `LabelStyle`, set with
/// ``View/labelStyle(_:)`` on the labels inside a view.
///
/// ```swift
/// struct TrailingIcon: LabelStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack { configuration.title; configuration.icon }
///     }
/// }
/// ```
public protocol LabelStyle {
    /// The view a label is drawn as.
    associatedtype Body: View
    /// What a label's style is given.
    typealias Configuration = LabelStyleConfiguration

    /// The label, drawn from its title and icon.
    /// - Parameter configuration: The title and the icon.
    /// - Returns: The view to draw.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``LabelStyle`` draws a label from: SwiftUI's `LabelStyleConfiguration`.
public struct LabelStyleConfiguration {
    /// A label's title, as a view to place in the style's body.
    public struct Title: View, PrimitiveView {
        let resolveTitle: (ResolveContext) -> [ResolvedView]

        func resolve(in context: ResolveContext) -> [ResolvedView] { resolveTitle(context) }
    }

    /// A label's icon, as a view to place in the style's body.
    public struct Icon: View, PrimitiveView {
        let resolveIcon: (ResolveContext) -> [ResolvedView]

        func resolve(in context: ResolveContext) -> [ResolvedView] { resolveIcon(context) }
    }

    /// The label's title.
    public let title: Title
    /// The label's icon.
    public let icon: Icon
}

/// A label style with its type erased, as the context passes it down.
struct AnyLabelStyle {
    /// Resolves a label's body from its configuration, in a context.
    let resolve: (LabelStyleConfiguration, ResolveContext) -> [ResolvedView]

    init<Style: LabelStyle>(_ style: Style) {
        resolve = { configuration, context in context.resolve(style.makeBody(configuration: configuration)) }
    }
}

extension View {
    /// SwiftUI's `.labelStyle(_:)`: the labels inside are drawn by `style`.
    /// - Parameter style: A style of your own, or `.automatic`, `.titleAndIcon`, `.titleOnly`,
    ///   `.iconOnly`.
    /// - Returns: The view with the style set.
    public func labelStyle<S: LabelStyle>(_ style: S) -> ModifiedView<Self> {
        ModifiedView(content: self, environment: { $0.labelStyle = AnyLabelStyle(style) }, change: { $0 })
    }
}
