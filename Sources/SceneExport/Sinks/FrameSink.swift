import FrameComposition
import Foundation
import SceneCore

/// An output of a render, as a value: what it writes and what it needs, declared once, and the
/// lifecycle every render takes it through.
///
/// A render treats every sink alike; it never asks which format it was given, and a new format is
/// a new value (`FrameSink.png(_:)`, `.csv`, `.svg`, `.pdf(fileName:)` and `.video(_:fileName:crf:preset:)`
/// are built in), as swift-snapshot-testing's `Snapshotting` strategies are. Like motion-canvas's
/// exporters, a sink is taken through one lifecycle:
///
/// 1. **Needs**, read before the render touches its folder (``needs``): whether frames must be
///    drawn, the fewest frames, what to check, what the work budget must allow.
/// 2. **Start** (``start``), given the scene, where to write and the size frames are drawn at:
///    it returns the sink's ``FrameSinkWriter`` for this render.
/// 3. **Encode** a frame on a worker (``makeEncoder``), in parallel and in any order. A sink with
///    a file per frame has its file written at once from the bytes, under a temporary name
///    renamed into place, so a resume finds every finished frame.
/// 4. **Write** in frame order: a whole-render file's writer is given every frame, with what the
///    sink's encoder made of it.
/// 5. **Finish** with the outcome (``RenderOutcome``): called exactly once, however the render
///    ends. A completed whole-render file is moved into place; after an error or a cancel the
///    writer removes what it wrote.
///
/// Within one render each sink is known by its ``name``: what a worker encodes for it reaches it
/// by name, and two sinks of one render may not share one.
public struct FrameSink: Sendable, Identifiable {
    /// A short name for messages and the manifest: `png`, `csv`; unique within a render.
    public var name: String
    /// Every setting of this sink that changes the bytes it writes, for the manifest.
    public var settings: [String: String]
    /// What it writes: a file per frame, or one file for the whole render.
    public var output: Output
    /// What it needs of a render, declared once and read before the render starts.
    public var needs: Needs
    /// Makes one worker's encoder for a scene; each worker makes its own and uses it for every
    /// frame it encodes for this sink. `nil` when nothing is made on the workers: the writer works
    /// from the composed frame alone (a PDF's pages are drawn in order).
    public var makeEncoder: (@Sendable (Scene) throws(RenderError) -> any FrameEncoding)?
    /// Starts the sink for one render: the writer that is given frames in order and finished once.
    public var start: @Sendable (Start) throws(RenderError) -> any FrameSinkWriter

    /// The sink's identity within a render: its name.
    public var id: String { name }

    /// Creates a sink that writes a file per frame, from bytes its encoder makes on the workers.
    /// - Parameters:
    ///   - name: A short name, such as `png`.
    ///   - settings: The settings that change its bytes.
    ///   - fileName: The file's name for a frame, such as `frame_000042.png`.
    ///   - needs: What it needs; frames drawn, by default.
    ///   - makeEncoder: Makes a worker's encoder of each frame's file, for the scene rendered.
    public init(name: String, settings: [String: String] = [:], filePerFrame fileName: @escaping @Sendable (Int) -> String,
                needs: Needs = Needs(drawing: true),
                makeEncoder: @escaping @Sendable (Scene) throws(RenderError) -> any FrameEncoding) {
        self.name = name
        self.settings = settings
        self.output = .filePerFrame(name: fileName)
        self.needs = needs
        self.makeEncoder = makeEncoder
        self.start = { _ throws(RenderError) in NothingInOrder() }
    }

    /// Creates a sink that writes one file from every frame of a render, in frame order.
    /// - Parameters:
    ///   - name: A short name, such as `csv`.
    ///   - settings: The settings that change its bytes.
    ///   - fileName: The file's name in an unsharded render, such as `trajectories.csv`.
    ///   - needs: What it needs; by default nothing drawn.
    ///   - joinParts: Joins the parts that shards wrote, in shard order, into the whole file; `nil`
    ///     (the default) when shards may not split it (a video cannot be joined byte for byte).
    ///   - makeEncoder: Makes a worker's encoder of each frame's bytes for the writer, if any.
    ///   - start: Starts the file at ``Start/destination``.
    public init(name: String, settings: [String: String] = [:], wholeRenderFile fileName: String, needs: Needs = Needs(),
                joinParts: (@Sendable (_ parts: [URL], _ destination: URL) throws(RenderError) -> Void)? = nil,
                makeEncoder: (@Sendable (Scene) throws(RenderError) -> any FrameEncoding)? = nil,
                start: @escaping @Sendable (Start) throws(RenderError) -> any FrameSinkWriter) {
        self.name = name
        self.settings = settings
        self.output = .wholeRender(fileName: fileName, joinParts: joinParts)
        self.needs = needs
        self.makeEncoder = makeEncoder
        self.start = start
    }

    /// What a sink writes.
    public enum Output: Sendable {
        /// A file per frame, such as `frame_000042.png`, whose bytes the sink's encoder makes on a
        /// worker. A resume keeps the frames whose files match the manifest; shards may split it.
        case filePerFrame(name: @Sendable (Int) -> String)
        /// One file made from every frame in frame order, such as `trajectories.csv`. A shard
        /// writes its part (``ShardSpec/partName(of:)``), which `joinParts` joins; `nil` when
        /// shards may not split it.
        case wholeRender(fileName: String, joinParts: (@Sendable (_ parts: [URL], _ destination: URL) throws(RenderError) -> Void)?)
    }

    /// What a sink needs of a render, declared once and read before anything is written.
    public struct Needs: Sendable {
        /// Whether it needs frames drawn (their display lists), not only sampled.
        public var drawing: Bool
        /// The fewest frames it can be made of (a video needs 2).
        public var minimumFrames: Int
        /// Checks, before a render touches its folder, that what the sink needs is there (a
        /// program it runs, say) and that its settings can be honoured.
        public var check: @Sendable () throws(RenderError) -> Void
        /// Checks a render's work against its budget before anything is drawn, for what the
        /// libraries behind the sink cost beyond the pixels every drawing render is checked for.
        public var budget: @Sendable (Workload) throws(SceneError) -> Void

        /// Declares a sink's needs.
        /// - Parameters:
        ///   - drawing: Whether frames must be drawn; no by default.
        ///   - minimumFrames: The fewest frames it can be made of; 1 by default.
        ///   - check: What to check before the render starts; nothing by default.
        ///   - budget: What to check against the work budget; nothing by default.
        public init(drawing: Bool = false, minimumFrames: Int = 1,
                    check: @escaping @Sendable () throws(RenderError) -> Void = {},
                    budget: @escaping @Sendable (Workload) throws(SceneError) -> Void = { _ in }) {
            self.drawing = drawing
            self.minimumFrames = minimumFrames
            self.check = check
            self.budget = budget
        }
    }

    /// The work a render asks of a sink, for its budget check.
    public struct Workload: Sendable {
        /// The scene.
        public var scene: Scene
        /// How many frames the render computes at most (this shard's part of the frames asked).
        public var frames: Int
        /// The render's budget.
        public var budget: WorkBudget
    }

    /// What a sink is started with.
    public struct Start: Sendable {
        /// The scene rendered.
        public var scene: Scene
        /// Where to write. For a whole-render file, a temporary file in the output folder that the
        /// render moves into place once the sink finishes a completed render; for files per
        /// frame, the output folder.
        public var destination: URL
        /// The size frames are drawn at, in pixels: the canvas times the render's scale.
        public var drawnSize: CGSize
    }

    /// Whether shards may split the sink: a file per frame, or a whole-render file that can be joined.
    public var splitsIntoShards: Bool {
        switch output {
        case .filePerFrame: true
        case .wholeRender(_, let joinParts): joinParts != nil
        }
    }

    /// The name of frame `frame`'s file, for a sink with a file per frame.
    var frameFileName: (@Sendable (Int) -> String)? {
        if case .filePerFrame(let name) = output { return name }
        return nil
    }

    /// The whole-render file's name in an unsharded render, for a sink that writes one.
    var wholeFileName: String? {
        if case .wholeRender(let name, _) = output { return name }
        return nil
    }
}

/// The writer of a sink with a file per frame, whose files are written on the workers: it is
/// given no frames, and has nothing to finish.
private final class NothingInOrder: FrameSinkWriter {
    func write(_ frame: ComposedFrame, encoded: [UInt8]?) throws(RenderError) {}

    func finish(_ outcome: RenderOutcome) throws(RenderError) -> (sha256: String, bytes: Int)? { nil }
}
