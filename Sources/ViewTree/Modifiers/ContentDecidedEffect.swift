import AnimationCore
import Foundation
import LayoutCore

/// A view drawn through a geometry effect that is decided once the view's content has been
/// built, and animated by `animation` whenever the effect's data changes from one state to the
/// next, as `.modifier(effect).animation(animation, value: effect.animatableData)` would be.
///
/// For containers whose look depends on what their content declared while it was built: a
/// navigation stack's screen is moved aside when a screen is pushed over it, and which screens
/// are pushed is known only once the screen's content has declared its destinations.
package struct ContentDecidedEffect<Content: View, Effect: GeometryEffect>: View, PrimitiveView {
    let content: Content
    let animation: Animation?
    let decide: () -> Effect

    /// `content` drawn through the effect `decide` makes after it is built.
    /// - Parameters:
    ///   - content: The view.
    ///   - animation: How changes of the effect's data animate; `nil` for at once.
    ///   - decide: Makes the effect; called once the content is built.
    package init(content: Content, animation: Animation?, decide: @escaping () -> Effect) {
        self.content = content
        self.animation = animation
        self.decide = decide
    }

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        let resolved = context.resolve(content)
        let effect = decide()
        let drawn = resolved.map { $0.drawn(through: effect) }
        if let events = context.events {
            for view in drawn where view.node.identity != nil {
                let key = events.nextKey("animation", at: view.identity)
                events.noteAnimationValue(AnyEquatable(effect.animatableData), for: key)
                events.noteStep(.animation(animation, key), over: view.node)
            }
        }
        return drawn
    }
}
