import AnimationCore
import Foundation

/// A layout that puts its subviews in a row, left to right: SwiftUI's `HStackLayout`.
///
/// Each subview is offered a share of the width in SwiftUI's order: higher layout priorities
/// first (offered what is left after the least that lower priorities need), within a priority
/// the least flexible first, each an equal share of what is still left. The subviews are lined
/// up vertically on ``alignment``. With no ``spacing``, each gap is what the two neighbours
/// prefer (8 points for views that say nothing). An empty stack is zero-sized; one subview is
/// offered the whole proposal.
///
/// In scenes the stack has two parameters: `spacing` (points; a stack without spacing reads as
/// 8, and a scene that sets it makes it explicit) and `alignment`, a number in `-1...1`
/// (−1 top, 0 centre, 1 bottom); a value between puts the guide at fraction `(1 + a) / 2` of each
/// view's height, so an animated alignment moves the views continuously.
public struct HStackLayout: AxisStackLayout, Sendable {
    /// The guide the subviews are lined up on. Setting it drops an alignment number set by a scene.
    public var alignment: VerticalAlignment {
        didSet { alignmentFraction = nil }
    }
    /// The distance between neighbours; `nil` for what each pair of neighbours prefers.
    public var spacing: CGFloat?
    /// The fraction of each view's height the views are lined up at, when a scene or an animation
    /// set the alignment as a number; it takes the place of ``alignment`` while set.
    var alignmentFraction: CGFloat?

    /// Creates a row.
    /// - Parameters:
    ///   - alignment: The guide the subviews are lined up on; the centre by default.
    ///   - spacing: The distance between neighbours; `nil` (the default) for what they prefer.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// The subviews follow one another along the horizontal axis.
    static var axis: Axis { .horizontal }
}
