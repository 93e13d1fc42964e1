import FrameRendering
import SceneCore

/// One frame of a scene, composed: where every view is, and what the frame looks like.
public struct ComposedFrame: Sendable {
    /// The frame number; the frame is at time `frame / fps`.
    public var frame: Int
    /// Everything about the frame, sampled once: where every view is and how it looks, the
    /// layout's parameters, connections and the sizes asked for. The display list is drawn from
    /// it, and every file written about the frame reads it.
    public var sample: SampledFrame
    /// What the frame looks like, back to front; `nil` when it was composed without drawing.
    public var displayList: DisplayList?

    /// Creates a composed frame.
    /// - Parameters:
    ///   - frame: The frame number.
    ///   - sample: The frame's sample.
    ///   - displayList: The frame's display list, if it was made.
    public init(frame: Int, sample: SampledFrame, displayList: DisplayList?) {
        self.frame = frame
        self.sample = sample
        self.displayList = displayList
    }
}
