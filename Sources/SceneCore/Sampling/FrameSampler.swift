import Foundation
import FrameTimeline
import LayoutCore

/// What computes a scene's frames: a layout animation for scene files and layouts built in Swift,
/// a view's states and their animations for views (ViewTree). Each render worker builds its own
/// and uses it on one thread, so a sampler need not be `Sendable`; sampling must be a pure
/// function of the frame number.
public protocol FrameSampler {
    /// Everything about frame `frame`, in one value: placements, looks, fading looks,
    /// connections, drawing order, parameters and the sizes asked for.
    /// - Parameters:
    ///   - frame: The frame number, in the scene clock's frames.
    ///   - sizes: The sizes to report in the sample's `sizes` (article 004's `showSizes`); empty
    ///     for none.
    /// - Returns: The frame, with one placement and one look per view, in the order of the
    ///   scene's views.
    /// - Throws: ``SamplingFailure`` when a layout returns a size or position no view can have,
    ///   with the parameters shown then.
    func sampleFrame(_ frame: Int, sizes: [SizeRequest]) throws(SamplingFailure) -> SampledFrame

    /// What the scene comes to rest at: sampled at the moment its last animation finishes, which
    /// may fall between two frames (a spring settles when it does, not on a frame).
    /// - Returns: The settled frame (its `sample.frame` is nil), or nil when an animation never
    ///   ends or the sampler cannot tell when they all have (the default).
    /// - Throws: ``SamplingFailure`` as ``sampleFrame(_:sizes:)`` does.
    func sampleSettled() throws(SamplingFailure) -> SampledFrame?
}

extension FrameSampler {
    /// Nil: a sampler that does not know when its animations end has no settled frame.
    public func sampleSettled() throws(SamplingFailure) -> SampledFrame? { nil }
}

/// A frame that could not be sampled: the layout's error, and the named parameters the frame
/// would have shown, for the message.
public struct SamplingFailure: Error, Sendable {
    /// What the layout did wrong.
    public var error: LayoutError
    /// The layout's named parameters at the frame; empty when there are none.
    public var parameters: [ParameterValue]

    /// Creates a failure.
    /// - Parameters:
    ///   - error: What the layout did wrong.
    ///   - parameters: The parameters at the frame; none by default.
    public init(_ error: LayoutError, parameters: [ParameterValue] = []) {
        self.error = error
        self.parameters = parameters
    }
}
