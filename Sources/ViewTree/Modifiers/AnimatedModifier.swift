import AnimationCore
import Foundation

/// A modifier whose changes animate: what ``ViewModifier/animation(_:)`` makes.
public struct AnimatedModifier<Base: ViewModifier>: ViewModifier {
    let base: Base
    let animation: Animation?

    /// The content with the modifier applied, its changes animated with the animation.
    public func body(content: Content) -> some View {
        content.modifier(base).animation(animation)
    }
}
