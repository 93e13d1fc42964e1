import Foundation

/// A view's former look, drawn under its present one while a state change cross-fades them: what
/// SwiftUI's opacity content transition does when a view's text or shape changes in an animation.
/// While changes follow one another faster than their fades, a view has several, oldest first.
public struct FadingLook: Hashable, Sendable {
    /// The view, as an index into the frame's placements and looks.
    public var view: Int
    /// How the view looked before the change.
    public var look: ViewSpec
    /// The share of the view's opacity the former look is drawn with, `0...1`; the view's own
    /// look is drawn with what its fading looks leave (1 less their shares).
    public var share: Double

    /// Creates a fading look.
    /// - Parameters:
    ///   - view: The view, as an index into the frame's placements.
    ///   - look: How it looked before the change.
    ///   - share: The share of the view's opacity it is drawn with, `0...1`.
    public init(view: Int, look: ViewSpec, share: Double) {
        self.view = view
        self.look = look
        self.share = share
    }
}
