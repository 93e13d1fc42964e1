import AnimationCore
import Foundation

/// SwiftUI's `.rotationEffect(_:anchor:)`, `.scaleEffect(_:anchor:)` and `.opacity(_:)` as a
/// layout of one view: the view is laid out as it is, then drawn turned and scaled about its
/// anchor (its centre by default) and faded (a container's views with it). Its size, its place in
/// the layout and its alignment guides do not change, as in SwiftUI.
public struct EffectLayout: DrawingOnlyLayout, Sendable {
    /// The rotation about the view's centre, clockwise on screen for positive angles.
    public var rotation: Angle
    /// The scale about the view's centre.
    public var scale: CGFloat
    /// The opacity, `0...1`, multiplied into the view's own.
    public var opacity: Double
    /// The point of the view that the rotation and the scale keep in place.
    public var anchor: UnitPoint

    /// Creates effects; none by default.
    /// - Parameters:
    ///   - rotation: The rotation about the anchor.
    ///   - scale: The scale about the anchor.
    ///   - opacity: The opacity.
    ///   - anchor: The point kept in place; the centre by default.
    public init(rotation: Angle = .zero, scale: CGFloat = 1, opacity: Double = 1, anchor: UnitPoint = .center) {
        self.rotation = rotation
        self.scale = scale
        self.opacity = opacity
        self.anchor = anchor
    }

    /// The rotation in radians, the scale and the opacity: what a view's state change animates
    /// (SwiftUI's `rotationEffect`, `scaleEffect` and `opacity` are animatable modifiers).
    public var animatableData: AnimatablePair<AnimatablePair<Double, CGFloat>, Double> {
        get { AnimatablePair(AnimatablePair(rotation.radians, scale), opacity) }
        set {
            rotation = .radians(newValue.first.first)
            scale = newValue.first.second
            opacity = newValue.second
        }
    }

    /// The view's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    /// Places the view in `bounds` and sets its effects.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let subview = subviews.first else { return }
        let (origin, offer) = arrangement(of: subview, in: bounds, proposal: proposal)
        subview.place(at: origin, anchor: .topLeading, proposal: offer)
        subview.setRotation(rotation)
        subview.setScale(scale)
        subview.setOpacity(opacity)
    }

    /// The view filling `bounds`, moved so that turning and scaling it about its centre (how
    /// effects are drawn) keeps the anchor in place: by `(I − R·S)(anchor − centre)`.
    func arrangement(of subview: LayoutSubview, in bounds: CGRect, proposal: ProposedViewSize) -> (origin: CGPoint, offer: ProposedViewSize) {
        let offer = ProposedViewSize(width: bounds.width, height: bounds.height)
        guard anchor != .center else { return (bounds.origin, offer) }
        let toAnchor = CGPoint(x: (anchor.x - 0.5) * bounds.width, y: (anchor.y - 0.5) * bounds.height)
        let (cosine, sine) = (CGFloat(cos(rotation.radians)) * scale, CGFloat(sin(rotation.radians)) * scale)
        let turned = CGPoint(x: cosine * toAnchor.x - sine * toAnchor.y, y: sine * toAnchor.x + cosine * toAnchor.y)
        return (CGPoint(x: bounds.minX + toAnchor.x - turned.x, y: bounds.minY + toAnchor.y - turned.y), offer)
    }

}
