import Foundation

/// A modifier of one's own, made of other views and modifiers around the view it is applied to:
/// SwiftUI's `ViewModifier`, applied with ``View/modifier(_:)``.
///
/// ```swift
/// struct Card: ViewModifier {
///     func body(content: Content) -> some View {
///         content.padding().background(RoundedRectangle(cornerRadius: 8).fill(.white))
///     }
/// }
/// ```
///
/// A modifier's `@State` is kept as a view's is: one value per place the modifier is applied.
/// `content` may be placed more than once in the body (`.mask(content)`); each place is a view
/// of its own.
public protocol ViewModifier {
    /// The type of the modifier's body.
    associatedtype Body: View
    /// The view the modifier is applied to, as its body places it.
    typealias Content = _ViewModifier_Content<Self>

    /// The view the modifier makes of `content`.
    /// - Parameter content: The view it is applied to.
    /// - Returns: The modified view.
    @ViewBuilder func body(content: Content) -> Body
}

/// The view a ``ViewModifier`` is applied to, as its `body(content:)` is given it: SwiftUI's
/// `_ViewModifier_Content`, spelled `Content` in a modifier.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    let resolveContent: (ResolveContext) -> [ResolvedView]

    func resolve(in context: ResolveContext) -> [ResolvedView] { resolveContent(context) }
}

/// A view with a ``ViewModifier`` applied: SwiftUI's `ModifiedContent`, what
/// ``View/modifier(_:)`` makes.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View, PrimitiveView {
    /// The view.
    public var content: Content
    /// The modifier applied to it.
    public var modifier: Modifier

    /// The view with the modifier applied.
    /// - Parameters:
    ///   - content: The view.
    ///   - modifier: The modifier.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        if let effect = modifier as? any GeometryEffect { return resolve(effect, in: context) }
        context.attachDynamicProperties(of: modifier)
        let content = self.content
        return context.resolve(modifier.body(content: _ViewModifier_Content(resolveContent: { $0.resolve(content) })))
    }
}

extension View {
    /// SwiftUI's `.modifier(_:)`: this view with `modifier` applied.
    /// - Parameter modifier: The modifier.
    /// - Returns: The modified view.
    public func modifier<Modifier: ViewModifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
