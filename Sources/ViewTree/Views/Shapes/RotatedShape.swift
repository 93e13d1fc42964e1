import AnimationCore
import Foundation
import LayoutCore
import SceneCore

/// A shape turned about a point of its frame: SwiftUI's `RotatedShape`, what
/// `shape.rotation(_:anchor:)` makes. The frame it is laid out in stays as it is.
public struct RotatedShape<Content: Shape>: Shape {
    /// The shape turned.
    public var shape: Content
    /// How far it is turned, clockwise on screen.
    public var angle: Angle
    /// The point of the frame it turns about.
    public var anchor: UnitPoint

    /// The shape turned by `angle` about `anchor`.
    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    /// The shape's outline in `rect`, turned about the anchor.
    public func path(in rect: CGRect) -> Path {
        let pivot = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
        let turn = CGAffineTransform(translationX: pivot.x, y: pivot.y)
            .rotated(by: CGFloat(angle.radians))
            .translatedBy(x: -pivot.x, y: -pivot.y)
        return shape.path(in: rect).applying(turn)
    }

    /// The shape's animatable data and the angle, which animate together.
    public var animatableData: AnimatablePair<Content.AnimatableData, Angle.AnimatableData> {
        get { AnimatablePair(shape.animatableData, angle.animatableData) }
        set {
            shape.animatableData = newValue.first
            angle.animatableData = newValue.second
        }
    }
}
