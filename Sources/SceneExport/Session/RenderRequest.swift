import Foundation
import LayoutCore
import SceneCore

/// What to render of a scene, into which folder, with which outputs.
public struct RenderRequest: Sendable {
    /// The folder the files go into; created if missing.
    public var outputDirectory: URL
    /// The outputs, such as `[.png(), .csv]`.
    public var sinks: [FrameSink]
    /// The frames to render; every frame of the scene when `nil`.
    public var frames: FrameSelection?
    /// Whether to keep the frames already in the folder that match the manifest, and render only
    /// what is missing or different.
    public var resume: Bool
    /// The part of the frames to render, when the render is split into shards.
    public var shard: ShardSpec?
    /// How many frames are computed at once; the files do not depend on it.
    public var jobs: Int
    /// The sizes to draw over every view (article 004's `showSizes`); `nil` for the scene's own
    /// `showSizes`, empty for none.
    public var showSizes: [SizeRequest]?
    /// How many times larger than the canvas frames are drawn (`--scale`): 0.5 for thumbnails,
    /// 2 for high-density output. Trajectories stay in the scene's points.
    public var scale: Double = 1
    /// The most work the render may do; its pixels are checked against ``SceneFiles/WorkBudget/pixels``
    /// before anything is written (the scene's own limits are checked when it is built).
    public var budget: WorkBudget = .standard

    /// Creates a request.
    /// - Parameters:
    ///   - outputDirectory: The folder the files go into.
    ///   - sinks: The outputs; PNG frames and the CSV by default.
    ///   - frames: The frames to render; all by default.
    ///   - resume: Whether to keep matching frames already in the folder; no by default.
    ///   - shard: The shard to render; the whole render by default.
    ///   - jobs: Frames computed at once; one per active core by default.
    ///   - showSizes: Sizes to draw over every view; the scene's own `showSizes` by default.
    public init(outputDirectory: URL, sinks: [FrameSink] = [.png(), .csv], frames: FrameSelection? = nil,
                resume: Bool = false, shard: ShardSpec? = nil,
                jobs: Int = ProcessInfo.processInfo.activeProcessorCount, showSizes: [SizeRequest]? = nil) {
        self.outputDirectory = outputDirectory
        self.sinks = sinks
        self.frames = frames
        self.resume = resume
        self.shard = shard
        self.jobs = jobs
        self.showSizes = showSizes
    }
}

/// Frames asked for: `A-B`, `N`, or `A-` (from A to the scene's last frame).
public struct FrameSelection: Hashable, Sendable, CustomStringConvertible {
    /// The first frame.
    public var first: Int
    /// The last frame, included; `nil` for the scene's last frame.
    public var last: Int?

    /// Selects `first...last`, or from `first` to the end when `last` is `nil`.
    public init(first: Int, last: Int?) {
        self.first = first
        self.last = last
    }

    /// Selects the frames of a range.
    public init(_ range: ClosedRange<Int>) {
        self.init(first: range.lowerBound, last: range.upperBound)
    }

    /// `0-30`, `7`, or `100-`.
    public var description: String {
        guard let last else { return "\(first)-" }
        return first == last ? "\(first)" : "\(first)-\(last)"
    }
}

/// How far a render has got, reported as frames complete.
public struct RenderProgress: Sendable {
    /// Frames done, in order.
    public var done: Int
    /// Frames this render computes.
    public var total: Int
    /// Seconds since the render started.
    public var elapsed: Double

    /// Creates a progress report.
    public init(done: Int, total: Int, elapsed: Double) {
        self.done = done
        self.total = total
        self.elapsed = elapsed
    }

    /// Frames per second so far; 0 at the start.
    public var framesPerSecond: Double { elapsed > 0 ? Double(done) / elapsed : 0 }

    /// Seconds left at the rate so far; `nil` until a frame is done.
    public var remaining: Double? { done > 0 ? Double(total - done) / framesPerSecond : nil }
}

/// What a render did.
public struct RenderReport: Sendable {
    /// The output folder.
    public var output: URL
    /// The frames computed by this render (sampled, and drawn where their files were missing).
    public var computedFrames: Int
    /// The frames whose files this render drew and wrote.
    public var drawnFrames: Int
    /// The frames already in the folder that a resume kept.
    public var keptFrames: Int
    /// How many per-frame files (PNG frames) this render wrote.
    public var writtenFrameFiles: Int
    /// The whole-render files (the CSV) this render wrote.
    public var wholeRenderFiles: [FileRecord]
    /// Every frame the folder now holds.
    public var frames: FrameSet
    /// Whether the render was cancelled before it finished.
    public var wasCancelled: Bool
    /// The wall-clock time the render took, in seconds.
    public var seconds: Double

    /// Frames computed per second of wall-clock time.
    public var framesPerSecond: Double { seconds > 0 ? Double(computedFrames) / seconds : 0 }
}
