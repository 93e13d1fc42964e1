import AnimationCore
import Foundation
import LayoutCore
import SceneCore

/// A shape with an affine transform applied to its outline: SwiftUI's `TransformedShape`, what
/// `shape.transform(_:)` makes. The frame stays as it is.
public struct TransformedShape<Content: Shape>: Shape {
    /// The shape transformed.
    public var shape: Content
    /// The transform, in the coordinates of the frame's space.
    public var transform: CGAffineTransform

    /// The shape with `transform` applied.
    public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }

    /// The shape's outline in `rect`, transformed.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(transform)
    }

    /// The shape's animatable data.
    public var animatableData: Content.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }
}
