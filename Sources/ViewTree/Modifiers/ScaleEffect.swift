import AnimationCore
import Foundation
import LayoutCore

/// A scale by different amounts across and down, about an anchor: what
/// `.scaleEffect(x:y:anchor:)` and `.scaleEffect(_:anchor:)` with a `CGSize` apply, as
/// SwiftUI's own scale effect is, a ``GeometryEffect``.
///
/// Its two amounts are its animatable data, so a change of either animates as SwiftUI's does:
/// the amounts are interpolated, and the view drawn through the scale of each frame. Named as
/// SwiftUI names its own, so that a user's `ScaleEffect` never collides with it.
public struct _ScaleEffect: GeometryEffect {
    /// The amounts across and down.
    public var scale: CGSize
    /// The point of the view kept in place.
    public var anchor: UnitPoint

    /// A scale of `scale` about `anchor`.
    /// - Parameters:
    ///   - scale: The amounts across (width) and down (height).
    ///   - anchor: The point kept in place.
    public init(scale: CGSize, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }

    /// The two amounts, interpolated when they change.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(scale.width, scale.height) }
        set { scale = CGSize(width: newValue.first, height: newValue.second) }
    }

    /// The scale about the anchor, in the view's own coordinates.
    public func effectValue(size: CGSize) -> ProjectionTransform {
        let anchorPoint = CGPoint(x: anchor.x * size.width, y: anchor.y * size.height)
        let transform = CGAffineTransform(translationX: anchorPoint.x, y: anchorPoint.y)
            .scaledBy(x: scale.width, y: scale.height)
            .translatedBy(x: -anchorPoint.x, y: -anchorPoint.y)
        return ProjectionTransform(transform)
    }
}

extension View {
    /// SwiftUI's `.scaleEffect(x:y:anchor:)`: the view drawn scaled by `x` across and `y` down
    /// about `anchor`, its place in the layout unchanged. Either amount may be left out (1).
    /// - Parameters:
    ///   - x: The amount across; 1 by default.
    ///   - y: The amount down; 1 by default.
    ///   - anchor: The point kept in place; the centre by default.
    /// - Returns: The view, scaled.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ModifiedContent<Self, _ScaleEffect> {
        modifier(_ScaleEffect(scale: CGSize(width: x, height: y), anchor: anchor))
    }

    /// SwiftUI's `.scaleEffect(_:anchor:)` with a `CGSize`: the view drawn scaled by the size's
    /// width across and its height down, about `anchor`.
    /// - Parameters:
    ///   - scale: The amounts across (width) and down (height).
    ///   - anchor: The point kept in place; the centre by default.
    /// - Returns: The view, scaled.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> ModifiedContent<Self, _ScaleEffect> {
        modifier(_ScaleEffect(scale: scale, anchor: anchor))
    }
}
