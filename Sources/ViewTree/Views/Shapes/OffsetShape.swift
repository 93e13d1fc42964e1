import AnimationCore
import Foundation
import LayoutCore
import SceneCore

/// A shape moved by an offset within its frame: SwiftUI's `OffsetShape`, what
/// `shape.offset(x:y:)` makes.
public struct OffsetShape<Content: Shape>: Shape {
    /// The shape moved.
    public var shape: Content
    /// How far it is moved.
    public var offset: CGSize

    /// The shape moved by `offset`.
    public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }

    /// The shape's outline in `rect`, moved by the offset.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
    }

    /// The shape's animatable data and the offset, which animate together.
    public var animatableData: AnimatablePair<Content.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(shape.animatableData, offset.animatableData) }
        set {
            shape.animatableData = newValue.first
            offset.animatableData = newValue.second
        }
    }
}
