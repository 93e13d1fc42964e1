import AnimationCore
import Foundation
import LayoutCore
import SceneCore

/// A part of a shape's outline, by length: what SwiftUI's `Shape.trim(from:to:)` makes.
///
/// Its path is the shape's path trimmed with ``SceneCore/Path/trimmedPath(from:to:)``: from the
/// fraction `from` of its length to the fraction `to`, both clamped to 0...1, empty when `from` is
/// not below `to`. A built-in shape's path starts where SwiftUI's does (a circle's at three
/// o'clock, going clockwise on screen), so `Circle().trim(from: 0, to: 0.25)` is the quarter from
/// three to six o'clock.
///
/// Its ``animatableData`` is `from` and `to` beside the shape's own, so a trim that animates (a
/// progress ring filling up) draws the part of the interpolated length at every frame.
public struct TrimmedShape<Content: Shape>: Shape {
    /// The shape being trimmed.
    public var shape: Content
    /// Where the part starts, as a fraction of the outline's length.
    public var startFraction: CGFloat
    /// Where the part ends, as a fraction of the outline's length.
    public var endFraction: CGFloat

    /// The part of `shape`'s outline from `startFraction` to `endFraction` of its length.
    /// - Parameter rect: The frame to draw in.
    /// - Returns: The trimmed outline.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
    }

    /// The size the trimmed shape takes: the shape's own.
    /// - Parameter proposal: The size offered.
    /// - Returns: What the shape takes for it.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        shape.sizeThatFits(proposal)
    }

    /// The trim's ends, then the shape's own animatable data.
    public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, Content.AnimatableData> {
        get { AnimatablePair(AnimatablePair(startFraction, endFraction), shape.animatableData) }
        set {
            startFraction = newValue.first.first
            endFraction = newValue.first.second
            shape.animatableData = newValue.second
        }
    }
}

extension Shape {
    /// SwiftUI's `.trim(from:to:)`: the part of this shape's outline from the fraction `from` of
    /// its length to the fraction `to`.
    ///
    /// Both are clamped to 0...1; nothing is drawn when `from` is not below `to`. Stroke the
    /// result to draw an arc of a circle or a part of any outline; both ends animate.
    /// - Parameters:
    ///   - from: Where the part starts; 0 by default.
    ///   - to: Where it ends; 1 by default.
    /// - Returns: The trimmed shape.
    public func trim(from: CGFloat = 0, to: CGFloat = 1) -> TrimmedShape<Self> {
        TrimmedShape(shape: self, startFraction: from, endFraction: to)
    }
}
