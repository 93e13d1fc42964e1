import Foundation
import FrameRendering
import LayoutCore
import SceneCore

// The effects drawn over views (clips, masks, filters, blends and 3D rotations): each view's item
// wrapped in a group per effect, innermost first, in the frame of the view the effect was applied to.

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
            case .shadow:
                return shadowed(inner, amounts: effect.amounts, in: frame)
            case let .blur(opaque):
                return blurred(inner, amounts: effect.amounts, opaque: opaque, in: frame)
            case let .blend(mode):
                return .group(GroupItem(items: [inner], blend: mode))
            case .compositingGroup:
                return inner
            case let .colorFilter(filter):
                guard let matrix = filter.matrix(amounts: effect.amounts) else { return inner }
                return .group(GroupItem(items: [inner], filter: .colorMatrix(matrix)))
            case .rotation3D, .projection:
                guard let projection = effect.canvasProjection(in: frame), projection != .identity,
                      projection.entries.allSatisfy(\.isFinite) else { return inner }
                return .group(GroupItem(items: [inner], projection: projection))
            }
        }
    }

    /// A view's item and the effects still to apply to it, innermost first.
    struct PendingItem {
        var item: DisplayItem
        var effects: ArraySlice<ViewEffect>
        /// The looks the item draws (indices among the looks drawn), back to front.
        var sources: [Int]
    }

    /// The views' items with their effects applied: each view's own up to a compositing group,
    /// then the views of one compositing group drawn one after another as one group, at the
    /// group's opacity, with the effects outside it applied to it once; and so on outwards.
    /// - Complexity: O(views × effects).
    static func composited(_ pending: [PendingItem], masks: [Int: [DisplayItem]]) -> [PendingItem] {
        var current = pending.map { advanced($0, masks: masks) }
        while current.contains(where: { compositingKey(of: $0) != nil }) {
            var next: [PendingItem] = []
            var index = 0
            while index < current.count {
                guard let key = compositingKey(of: current[index]), let effect = current[index].effects.first else {
                    next.append(current[index])
                    index += 1
                    continue
                }
                var end = index + 1
                while end < current.count, compositingKey(of: current[end]) == key { end += 1 }
                let outer = current[index].effects.dropFirst()
                let layer = GroupItem(items: current[index..<end].map(\.item), opacity: layerOpacity(of: effect, outer: outer), isolated: true)
                next.append(advanced(PendingItem(item: .group(layer), effects: outer, sources: current[index..<end].flatMap(\.sources)),
                                     masks: masks))
                index = end
            }
            current = next
        }
        return current
    }

    /// The share of a view's opacity that comes from outside its innermost compositing group
    /// (its item is drawn with the rest; the group adds this back as one layer); 1 without one.
    static func compositedShare(of effects: [ViewEffect]) -> Double {
        guard let group = effects.first(where: isCompositingGroup) else { return 1 }
        return group.frame?.opacity ?? 1
    }

    /// `pending` with its effects applied up to its next compositing group.
    private static func advanced(_ pending: PendingItem, masks: [Int: [DisplayItem]]) -> PendingItem {
        let own = pending.effects.prefix { !isCompositingGroup($0) }
        return PendingItem(item: applying(Array(own), to: pending.item, masks: masks), effects: pending.effects.dropFirst(own.count),
                           sources: pending.sources)
    }

    /// The opacity a compositing group's layer is drawn at: what the effects between it and the
    /// next group out give (the outer group draws the rest).
    private static func layerOpacity(of effect: ViewEffect, outer: ArraySlice<ViewEffect>) -> Double {
        let own = effect.frame?.opacity ?? 1
        guard let next = outer.first(where: isCompositingGroup) else { return own }
        let beyond = next.frame?.opacity ?? 1
        return beyond > 0 ? min(own / beyond, 1) : 0
    }

    private static func compositingKey(of pending: PendingItem) -> Int? {
        guard case let .compositingGroup(key)? = pending.effects.first?.kind else { return nil }
        return key
    }

    private static func isCompositingGroup(_ effect: ViewEffect) -> Bool {
        if case .compositingGroup = effect.kind { return true }
        return false
    }

    /// `item` over its shadow; `amounts` are the radius, the offset and the colour, in the
    /// frame's coordinates, turned and scaled with it.
    static func shadowed(_ item: DisplayItem, amounts: [Double], in frame: ViewPlacement) -> DisplayItem {
        guard amounts.count == 7 else { return item }
        let transform = drawingTransform(of: frame)
        let (x, y) = (CGFloat(drawable(amounts[1])), CGFloat(drawable(amounts[2])))
        let offset = CGSize(width: transform.a * x + transform.c * y, height: transform.b * x + transform.d * y)
        let color = RGBAColor(red: amounts[3], green: amounts[4], blue: amounts[5], alpha: min(max(amounts[6], 0), 1))
        return .group(GroupItem(items: [item], filter: .shadow(color: color, radius: radius(amounts[0], in: frame), offset: offset)))
    }

    /// `item` blurred by the radius in `amounts`, scaled with the frame; an opaque blur stays
    /// inside the frame.
    static func blurred(_ item: DisplayItem, amounts: [Double], opaque: Bool, in frame: ViewPlacement) -> DisplayItem {
        guard let amount = amounts.first else { return item }
        let region = opaque ? Path(CGRect(origin: .zero, size: frame.size)).applying(drawingTransform(of: frame)).outline : nil
        return .group(GroupItem(items: [item], filter: .blur(radius: radius(amount, in: frame), opaqueRegion: region)))
    }

    /// The largest blur or shadow radius drawn, in points: far past what any frame shows apart
    /// (cairo draws at most a 200-pixel σ), and within what display lists may hold.
    static let largestRadius = 10_000.0

    /// A radius as drawn: scaled with the frame, 0 for a negative or non-finite one, at most
    /// ``largestRadius``.
    static func radius(_ amount: Double, in frame: ViewPlacement) -> Double {
        min(max(drawable(amount) * Double(abs(frame.scale)), 0), largestRadius)
    }

    /// `value`, or 0 when it is not finite, and within ±``largestRadius``: what a filter's
    /// number a view was given (by a computation that went wrong, say) can be drawn with.
    static func drawable(_ value: Double) -> Double {
        value.isFinite ? min(max(value, -largestRadius), largestRadius) : 0
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
