import AnimationCore
import Foundation
import LayoutCore
import SceneCore

/// A shape scaled about a point of its frame: SwiftUI's `ScaledShape`, what
/// `shape.scale(_:anchor:)` and `shape.scale(x:y:anchor:)` make. The frame stays as it is.
public struct ScaledShape<Content: Shape>: Shape {
    /// The shape scaled.
    public var shape: Content
    /// The scale across and down.
    public var scale: CGSize
    /// The point of the frame that stays where it is.
    public var anchor: UnitPoint

    /// The shape scaled by `scale` about `anchor`.
    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    /// The shape's outline in `rect`, scaled about the anchor.
    public func path(in rect: CGRect) -> Path {
        let pivot = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
        let scaling = CGAffineTransform(translationX: pivot.x, y: pivot.y)
            .scaledBy(x: scale.width, y: scale.height)
            .translatedBy(x: -pivot.x, y: -pivot.y)
        return shape.path(in: rect).applying(scaling)
    }

    /// The shape's animatable data and the scale, which animate together.
    public var animatableData: AnimatablePair<Content.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(shape.animatableData, scale.animatableData) }
        set {
            shape.animatableData = newValue.first
            scale.animatableData = newValue.second
        }
    }
}
