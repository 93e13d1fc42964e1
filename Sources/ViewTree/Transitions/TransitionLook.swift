import AnimationCore
import Foundation
import LayoutCore

/// What a transition's active state does to a view, read from the modifiers it puts on it: its
/// opacity, scale (about an anchor), rotation and offset, relative to its identity state.
struct TransitionLook: Sendable {
    var opacity: Double = 1
    var scale: CGFloat = 1
    var anchor: UnitPoint = .center
    var rotation: Angle = .zero
    var offset: CGSize = .zero

    /// The look of `view`: the drawing effects of the one-view containers from its root down to
    /// its first leaf or container of several views. Frames, padding and other layouts are
    /// passed through; what depends on the view's own size or the environment is not seen.
    init<V: View>(of view: V) {
        let context = ResolveContext(textMeasurer: nil)
        guard var node = context.resolve(view).first?.node else { return }
        while case .container(let layout, let children) = node.content, children.count == 1 {
            take(layout.wrapped)
            node = children[0]
        }
    }

    private init() {}

    /// Adds what `layout` does, if it is a drawing effect.
    private mutating func take(_ layout: any Layout) {
        if let effect = layout as? EffectLayout {
            opacity *= effect.opacity
            if effect.scale != 1 {
                scale *= effect.scale
                anchor = effect.anchor
            }
            rotation = Angle(radians: rotation.radians + effect.rotation.radians)
        } else if let shift = layout as? OffsetLayout {
            offset = CGSize(width: offset.width + shift.offset.width, height: offset.height + shift.offset.height)
        }
    }

    /// This look relative to `identity`: what takes a view from `identity` to this.
    func relative(to identity: TransitionLook) -> TransitionLook {
        var look = TransitionLook()
        look.opacity = identity.opacity > 0 ? opacity / identity.opacity : opacity
        look.scale = identity.scale != 0 ? scale / identity.scale : scale
        look.anchor = anchor
        look.rotation = Angle(radians: rotation.radians - identity.rotation.radians)
        look.offset = CGSize(width: offset.width - identity.offset.width, height: offset.height - identity.offset.height)
        return look
    }
}
