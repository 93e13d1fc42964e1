import Foundation
import FrameRendering
import LayoutCore

/// An effect drawn over everything a view draws, in the frame of the view it was applied to:
/// SwiftUI's `.clipShape`, `.clipped`, `.mask`, `.shadow`, `.blur`, `.blendMode`, the colour filters
/// and `.rotation3DEffect`.
///
/// A modifier on a container applies to each of its views, in the container's frame: every leaf
/// inside carries the effect in its look (``ViewSpec/effects``), and the sampler sets
/// ``frame`` at each frame to where the container is then. Clipping each view alone is the same
/// as clipping them together; a mask whose alpha is only 0 or 1 is too, and one with partial
/// alpha differs only where the views overlap.
public struct ViewEffect: Hashable, Sendable {
    /// What the effect does.
    public enum Kind: Hashable, Sendable {
        /// Nothing outside the shape's path in the frame is drawn; `antialiased` smooths the
        /// path's edge (SwiftUI's `FillStyle(antialiased:)` and `.clipped(antialiased:)`).
        case clip(PathShape, antialiased: Bool)
        /// The view is drawn only as much as the views marked with this key
        /// (``ViewSpec/maskKey``) cover it, by their alpha.
        case mask(key: Int)
        /// A shadow under the view: its alpha blurred, in a colour, moved. ``amounts``: the
        /// radius (a Gaussian's standard deviation, in points), the offset x and y, and the
        /// colour's red, green, blue and alpha.
        case shadow
        /// The view blurred; ``amounts``: the radius (a Gaussian's standard deviation, in
        /// points). An opaque blur does not fade at the frame's edges and is drawn only inside it.
        case blur(opaque: Bool)
        /// The view combined with what is under it by a blend mode rather than drawn over it.
        case blend(BlendOperator)
        /// The view's pixels recoloured by a colour filter; ``amounts``: the filter's numbers.
        case colorFilter(ColorFilter)
        /// The views inside drawn as one layer before the effects outside this one apply to it
        /// (SwiftUI's `.compositingGroup()`): the views with this effect and key that are drawn
        /// one after another are one group, at the opacity of the effects around it.
        case compositingGroup(key: Int)
        /// The view turned in three dimensions and drawn in perspective (SwiftUI's
        /// `.rotation3DEffect`); ``amounts``: a ``Rotation3D``'s (``Rotation3D/amounts``).
        case rotation3D
        /// The view drawn through a projection of its own coordinates (a `GeometryEffect`'s
        /// `ProjectionTransform`); ``amounts``: the matrix's nine entries, m11 to m33, for row
        /// vectors (x, y, 1) in the view's frame, its origin at the top-leading corner.
        case projection
    }

    /// What the effect does.
    public var kind: Kind
    /// Where the view the effect was applied to is at this frame, on the canvas; `nil` until the
    /// sampler places it (an effect without a frame is not drawn).
    public var frame: ViewPlacement?
    /// The effect's numbers at this frame (see ``Kind``), as animations show them: the sampler
    /// sets them with ``frame``.
    public var amounts: [Double]

    /// Creates an effect.
    /// - Parameters:
    ///   - kind: What it does.
    ///   - frame: Where the view it was applied to is; `nil` by default, for the sampler to set.
    ///   - amounts: The effect's numbers; none by default.
    public init(kind: Kind, frame: ViewPlacement? = nil, amounts: [Double] = []) {
        self.kind = kind
        self.frame = frame
        self.amounts = amounts
    }
}
