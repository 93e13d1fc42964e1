import AnimationCore
import Foundation

/// SwiftUI's `.rotationEffect(_:)`, `.scaleEffect(_:)` and `.opacity(_:)` as a layout of one view:
/// the view is laid out as it is, then drawn turned and scaled about its centre and faded (a
/// container's views with it). Its size and place in the layout do not change, as in SwiftUI.
public struct EffectLayout: SingleViewLayout, Sendable {
    /// The rotation about the view's centre, clockwise on screen for positive angles.
    public var rotation: Angle
    /// The scale about the view's centre.
    public var scale: CGFloat
    /// The opacity, `0...1`, multiplied into the view's own.
    public var opacity: Double

    /// Creates effects; none by default.
    public init(rotation: Angle = .zero, scale: CGFloat = 1, opacity: Double = 1) {
        self.rotation = rotation
        self.scale = scale
        self.opacity = opacity
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

    /// The view filling `bounds`.
    func arrangement(of subview: LayoutSubview, in bounds: CGRect, proposal: ProposedViewSize) -> (origin: CGPoint, offer: ProposedViewSize) {
        (bounds.origin, ProposedViewSize(width: bounds.width, height: bounds.height))
    }
}
