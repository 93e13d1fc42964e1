import FrameComposition
import Foundation
import SceneDescription

/// An output of a render, as a value: what to write for each frame, and what to write for the
/// whole render, in frame order.
///
/// A render session is given a list of sinks and treats them all alike; it never asks which
/// format it was given. A new format is a new value (`FrameSink.png(_:)` and `FrameSink.csv` are
/// built in), as swift-snapshot-testing's `Snapshotting` strategies are.
public struct FrameSink: Sendable {
    /// A short name for messages and the manifest: `png`, `csv`.
    public var name: String
    /// Every setting of this sink that changes the bytes it writes, for the manifest.
    public var settings: [String: String]
    /// The file it writes per frame, if any: made on the render's workers, in any order.
    public var perFrame: PerFrameFiles?
    /// The file it writes for the whole render, if any: fed every frame in order.
    public var wholeRender: WholeRenderFile?

    /// Creates a sink.
    /// - Parameters:
    ///   - name: A short name, such as `png`.
    ///   - settings: The settings that change its bytes.
    ///   - perFrame: Its file per frame, if any.
    ///   - wholeRender: Its file for the whole render, if any.
    public init(name: String, settings: [String: String] = [:], perFrame: PerFrameFiles? = nil,
                wholeRender: WholeRenderFile? = nil) {
        self.name = name
        self.settings = settings
        self.perFrame = perFrame
        self.wholeRender = wholeRender
    }
}

/// A file per frame: its name, and how a worker makes its bytes.
public struct PerFrameFiles: Sendable {
    /// The file's name for a frame, such as `frame_000042.png`.
    public var fileName: @Sendable (Int) -> String
    /// Makes one worker's encoder; each worker makes its own and uses it for every frame it draws.
    public var makeEncoder: @Sendable () throws(RenderError) -> any FrameEncoding

    /// Creates a per-frame file description.
    public init(fileName: @escaping @Sendable (Int) -> String,
                makeEncoder: @escaping @Sendable () throws(RenderError) -> any FrameEncoding) {
        self.fileName = fileName
        self.makeEncoder = makeEncoder
    }
}

/// Turns composed frames into file bytes, on one worker at a time (it may keep a canvas to reuse).
public protocol FrameEncoding: AnyObject {
    /// The bytes of a frame's file.
    /// - Parameter frame: A frame composed with its display list.
    /// - Returns: The whole file.
    /// - Throws: ``RenderError`` naming the frame.
    func encode(_ frame: ComposedFrame) throws(RenderError) -> [UInt8]
}

/// A file for the whole render, written in frame order.
public struct WholeRenderFile: Sendable {
    /// The file's name in an unsharded render, such as `trajectories.csv`; a shard writes its part
    /// as ``ShardSpec/partName(of:)``.
    public var fileName: String
    /// Whether it needs each frame's display list (a video does; trajectories do not).
    public var needsDrawing: Bool
    /// Starts writing the file at `destination` (a temporary name the session moves into place).
    public var makeWriter: @Sendable (_ destination: URL, _ scene: Scene) throws(RenderError) -> any FrameStreamWriting
    /// Joins the parts that shards wrote, in shard order, into the whole file.
    public var joinParts: @Sendable (_ parts: [URL], _ destination: URL) throws(RenderError) -> Void

    /// Creates a whole-render file description.
    public init(fileName: String, needsDrawing: Bool = false,
                makeWriter: @escaping @Sendable (URL, Scene) throws(RenderError) -> any FrameStreamWriting,
                joinParts: @escaping @Sendable ([URL], URL) throws(RenderError) -> Void) {
        self.fileName = fileName
        self.needsDrawing = needsDrawing
        self.makeWriter = makeWriter
        self.joinParts = joinParts
    }
}

/// Writes one file from every frame of a render, in frame order.
public protocol FrameStreamWriting: AnyObject {
    /// Adds a frame; frames come in ascending order.
    /// - Throws: ``RenderError`` when the file cannot be written.
    func write(_ frame: ComposedFrame) throws(RenderError)
    /// Completes the file: everything is written and the file closed.
    /// - Throws: ``RenderError`` when the file cannot be written.
    func finish() throws(RenderError)
    /// Stops without completing the file; the session removes it.
    func abandon()
}
