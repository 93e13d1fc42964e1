import FrameComposition
import Foundation
import SceneCore

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
    /// Checks, before a render touches its folder, that what the sink needs is there (a program
    /// it runs, say); `nil` when it needs nothing.
    public var checkAvailability: (@Sendable () throws(RenderError) -> Void)?
    /// Whether the sink can write a shard's part (``ShardSpec``) that a merge joins; video files
    /// cannot be joined byte for byte, so their sinks say no.
    public var supportsShards: Bool
    /// Bytes the libraries behind the sink lose for every translucent view with a label drawn in a
    /// frame (0 for most sinks), which ``SceneFiles/WorkBudget/lostMemory`` bounds: cairo 1.16's
    /// SVG surface never frees about 490 bytes of each group it composites, and a view that fades
    /// with its label is drawn as one group.
    public var memoryLostPerGroup = 0

    /// Creates a sink.
    /// - Parameters:
    ///   - name: A short name, such as `png`.
    ///   - settings: The settings that change its bytes.
    ///   - perFrame: Its file per frame, if any.
    ///   - wholeRender: Its file for the whole render, if any.
    ///   - checkAvailability: Checks what the sink needs before a render starts; none by default.
    ///   - supportsShards: Whether a shard may write its part; yes by default.
    public init(name: String, settings: [String: String] = [:], perFrame: PerFrameFiles? = nil,
                wholeRender: WholeRenderFile? = nil, checkAvailability: (@Sendable () throws(RenderError) -> Void)? = nil,
                supportsShards: Bool = true) {
        self.name = name
        self.settings = settings
        self.perFrame = perFrame
        self.wholeRender = wholeRender
        self.checkAvailability = checkAvailability
        self.supportsShards = supportsShards
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
    /// Whether it needs each frame's display list (a PDF and a video do; trajectories do not).
    public var needsDrawing: Bool
    /// The fewest frames it can be made of (a video needs 2).
    public var minimumFrames: Int
    /// Makes one worker's encoder, when each frame's bytes are made on the workers (in parallel)
    /// and handed to the writer in order (a video's raw pixels); `nil` when the writer needs only
    /// the composed frame.
    public var makeEncoder: (@Sendable (Scene) throws(RenderError) -> any FrameEncoding)?
    /// Starts writing the file at `destination` (a temporary name the session moves into place),
    /// for frames drawn at `drawnSize` (the canvas, times `--scale`).
    public var makeWriter: @Sendable (_ destination: URL, _ scene: Scene, _ drawnSize: CGSize) throws(RenderError) -> any FrameStreamWriting
    /// Joins the parts that shards wrote, in shard order, into the whole file.
    public var joinParts: @Sendable (_ parts: [URL], _ destination: URL) throws(RenderError) -> Void

    /// Creates a whole-render file description.
    /// - Parameters:
    ///   - fileName: The file's name in an unsharded render.
    ///   - needsDrawing: Whether the writer or the encoder needs each frame's display list.
    ///   - minimumFrames: The fewest frames it can be made of; 1 by default.
    ///   - makeEncoder: Makes a worker's encoder of each frame's bytes for the writer, if any,
    ///     for the scene rendered.
    ///   - makeWriter: Starts the file.
    ///   - joinParts: Joins shards' parts.
    public init(fileName: String, needsDrawing: Bool = false, minimumFrames: Int = 1,
                makeEncoder: (@Sendable (Scene) throws(RenderError) -> any FrameEncoding)? = nil,
                makeWriter: @escaping @Sendable (URL, Scene, CGSize) throws(RenderError) -> any FrameStreamWriting,
                joinParts: @escaping @Sendable ([URL], URL) throws(RenderError) -> Void) {
        self.fileName = fileName
        self.needsDrawing = needsDrawing
        self.minimumFrames = minimumFrames
        self.makeEncoder = makeEncoder
        self.makeWriter = makeWriter
        self.joinParts = joinParts
    }
}

/// Writes one file from every frame of a render, in frame order.
public protocol FrameStreamWriting: AnyObject {
    /// Adds a frame; frames come in ascending order.
    /// - Parameters:
    ///   - frame: The composed frame.
    ///   - encoded: The bytes the sink's encoder made of it on a worker, if it has one.
    /// - Throws: ``RenderError`` when the file cannot be written.
    func write(_ frame: ComposedFrame, encoded: [UInt8]?) throws(RenderError)
    /// Completes the file: everything is written and the file closed.
    /// - Throws: ``RenderError`` when the file cannot be written.
    func finish() throws(RenderError)
    /// Stops without completing the file; the session removes it.
    func abandon()
    /// The finished file's SHA-256 and size, if the writer computed them as it wrote; otherwise
    /// the session reads the file back.
    func digest() -> (sha256: String, bytes: Int)?
}

extension FrameStreamWriting {
    /// No digest: the session reads the file back.
    public func digest() -> (sha256: String, bytes: Int)? { nil }
}
