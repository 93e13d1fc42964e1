import Foundation

/// A view's former look, drawn under its present one while a state change cross-fades them: what
/// SwiftUI's opacity content transition does when a view's text or shape changes in an animation.
public struct FadingLook: Hashable, Sendable {
    /// The view, as an index into the frame's placements and looks.
    public var view: Int
    /// How the view looked before the change.
    public var look: ViewSpec
    /// How far the cross-fade has gone, `0...1`: the former look is drawn at `1 - progress` of the
    /// view's opacity, the present one at `progress`.
    public var progress: Double

    /// Creates a fading look.
    /// - Parameters:
    ///   - view: The view, as an index into the frame's placements.
    ///   - look: How it looked before the change.
    ///   - progress: How far the cross-fade has gone, `0...1`.
    public init(view: Int, look: ViewSpec, progress: Double) {
        self.view = view
        self.look = look
        self.progress = progress
    }
}
