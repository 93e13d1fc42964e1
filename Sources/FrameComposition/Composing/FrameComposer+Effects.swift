import Foundation
import FrameRendering
import LayoutCore
import SceneCore

// The effects drawn over views (clips and masks): each view's item wrapped in a group per
// effect, innermost first, in the frame of the view the effect was applied to.

extension FrameComposer {
    /// The items of the views drawn only as masks (``SceneCore/ViewSpec/maskKey``), by key, in
    /// drawing order, each with its own effects but masks.
    static func maskItems(of drawn: [DrawnLook], in sample: SampledFrame) -> [Int: [DisplayItem]] {
        var masks: [Int: [DisplayItem]] = [:]
        for look in drawn {
            guard let key = look.look.maskKey else { continue }
            masks[key, default: []].append(applying(look.look.effects, to: item(for: look, in: sample), masks: [:]))
        }
        return masks
    }

    /// `item` inside a group per effect, innermost first; an effect without a frame, or a mask
    /// not in `masks`, is left out.
    /// - Parameters:
    ///   - effects: The view's effects, innermost first.
    ///   - item: What the view draws.
    ///   - masks: The masks' items, by key.
    /// - Returns: The item, wrapped.
    static func applying(_ effects: [ViewEffect], to item: DisplayItem, masks: [Int: [DisplayItem]]) -> DisplayItem {
        effects.reduce(item) { inner, effect in
            guard let frame = effect.frame else { return inner }
            switch effect.kind {
            case let .clip(shape, antialiased):
                let path = shape.path(in: frame.size).applying(drawingTransform(of: frame))
                return .group(GroupItem(items: [inner], clip: [ClipPath(path: path.outline, fillRule: shape.fillRule,
                                                                       antialiased: antialiased)]))
            case let .mask(key):
                guard let mask = masks[key] else { return inner }
                return .group(GroupItem(items: [inner], mask: mask))
            }
        }
    }

    /// Maps a point of a view's frame, (0, 0) at its top-leading corner, to the canvas: turned
    /// and scaled about the frame's centre as the view is drawn.
    /// - Parameter placement: Where the view is.
    /// - Returns: The transform.
    static func drawingTransform(of placement: ViewPlacement) -> CGAffineTransform {
        let scale = placement.scale, angle = placement.rotation.radians
        let (a, b) = (scale * CGFloat(cos(angle)), scale * CGFloat(sin(angle)))
        let (halfWidth, halfHeight) = (placement.size.width / 2, placement.size.height / 2)
        let center = placement.center
        return CGAffineTransform(a: a, b: b, c: -b, d: a,
                                 tx: center.x - (a * halfWidth - b * halfHeight), ty: center.y - (b * halfWidth + a * halfHeight))
    }
}
