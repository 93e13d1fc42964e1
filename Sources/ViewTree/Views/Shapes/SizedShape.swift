import AnimationCore
import Foundation
import LayoutCore
import SceneCore

/// A shape drawn at a size of its own at the top-leading corner of its frame: what
/// `shape.size(_:)` and `shape.size(width:height:)` make (SwiftUI returns `some Shape`).
public struct SizedShape<Content: Shape>: Shape {
    /// The shape.
    var shape: Content
    /// The size it is drawn at.
    var size: CGSize

    /// The shape's outline in a rectangle of the size at `rect`'s origin.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: CGRect(origin: rect.origin, size: size))
    }

    /// The shape's animatable data and the size, which animate together.
    public var animatableData: AnimatablePair<Content.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(shape.animatableData, size.animatableData) }
        set {
            shape.animatableData = newValue.first
            size.animatableData = newValue.second
        }
    }
}
