import Foundation
import FrameTimeline
import LayoutCore

/// What computes a scene's frames: a layout animation for scene files and layouts built in Swift,
/// a view's states and their animations for views (ViewTree). Each render worker builds its own
/// and uses it on one thread, so a sampler need not be `Sendable`; sampling must be a pure
/// function of the frame number.
public protocol FrameSampler {
    /// Where every view is at frame `frame`.
    /// - Parameter frame: The frame number, in the scene clock's frames.
    /// - Returns: The sample, with one placement per view in the order of the scene's looks.
    /// - Throws: ``LayoutCore/LayoutError`` when a layout returns a size or position no view can have.
    func sample(frame: Int) throws(LayoutError) -> FrameSample

    /// What every view and layout answers for `requests` at frame `frame`.
    /// - Parameters:
    ///   - frame: The frame number.
    ///   - requests: The sizes to ask for.
    /// - Returns: One report per view and layout, root first, in depth-first order.
    /// - Throws: ``LayoutCore/LayoutError`` when a layout fails.
    func sizes(frame: Int, requests: [SizeRequest]) throws(LayoutError) -> [ViewSizeReport]

    /// The named parameters shown at frame `frame`, for messages about a layout that failed then;
    /// empty when there are none.
    /// - Parameter frame: The frame number.
    /// - Returns: The parameters.
    func parameters(frame: Int) -> [ParameterValue]

    /// How the views look at frame `frame`, when that changes over time (a view's fill animated
    /// by a state change); `nil` when they always look as the scene's document says.
    /// - Parameter frame: The frame number.
    /// - Returns: One look per placement, or `nil`.
    func looks(frame: Int) -> [ViewSpec]?

    /// The former looks still fading out at frame `frame`, where a state change changed a view's
    /// text or shape in an animation; empty when none is.
    /// - Parameter frame: The frame number.
    /// - Returns: The fading looks, in view order, each view's oldest first.
    func fadingLooks(frame: Int) -> [FadingLook]
}

extension FrameSampler {
    /// The views always look as the scene's document says.
    public func looks(frame: Int) -> [ViewSpec]? { nil }

    /// No look ever fades out.
    public func fadingLooks(frame: Int) -> [FadingLook] { [] }
}
