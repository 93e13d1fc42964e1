import FrameComposition
import Foundation

/// Turns composed frames into bytes for a sink, on one worker at a time (it may keep a canvas to
/// reuse): a frame's whole file, or what the sink's writer needs of it (a video's pixels).
public protocol FrameEncoding: AnyObject {
    /// The bytes of a frame, for its sink.
    /// - Parameter frame: A frame, composed with its display list when the sink needs drawing.
    /// - Returns: The frame's file, for a sink with a file per frame; what its writer takes otherwise.
    /// - Throws: ``RenderError`` naming the frame.
    func encode(_ frame: ComposedFrame) throws(RenderError) -> [UInt8]
}

/// A sink started for one render (``FrameSink/start``): it is given every frame in frame order,
/// then finished exactly once with the render's outcome.
///
/// A sink with a file per frame has its files written on the workers; its writer is given no
/// frames, only the outcome.
public protocol FrameSinkWriter: AnyObject {
    /// Adds a frame; frames come in ascending order, on the thread that runs the render.
    /// - Parameters:
    ///   - frame: The composed frame (with its display list when the sink needs drawing).
    ///   - encoded: What the sink's encoder made of it on a worker; `nil` when it has none.
    /// - Throws: ``RenderError`` when the file cannot be written.
    func write(_ frame: ComposedFrame, encoded: [UInt8]?) throws(RenderError)
    /// Ends the sink's work for the render; called exactly once, however the render ends, and
    /// nothing is written after it.
    ///
    /// On ``RenderOutcome/completed`` the file at ``FrameSink/Start/destination`` is completed
    /// and closed (the render then moves it into place). On ``RenderOutcome/cancelled`` or
    /// ``RenderOutcome/failed(_:)`` the writer stops (closes files, ends programs it runs) and
    /// removes what it wrote.
    /// - Parameter outcome: How the render ended.
    /// - Returns: The completed file's SHA-256 and size, if the writer computed them as it wrote;
    ///   `nil` to have the render read the file back (and always after a cancel or an error).
    /// - Throws: ``RenderError`` when the file cannot be completed.
    func finish(_ outcome: RenderOutcome) throws(RenderError) -> (sha256: String, bytes: Int)?
}

/// How a render ended, as its sinks are told.
public enum RenderOutcome: Sendable {
    /// Every frame was given; the sink completes its file.
    case completed
    /// The render was cancelled (``RenderSession/cancel()``); the sink removes what it wrote.
    case cancelled
    /// The render stopped with an error (this sink's, another's, or the scene's); the sink
    /// removes what it wrote.
    case failed(RenderError)
}
