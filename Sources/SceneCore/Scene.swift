import Foundation
import FrameRendering
import FrameTimeline
import LayoutCore
import Synchronization

/// A compiled scene: what every front door builds (a scene file, a layout or a view written in
/// Swift) and everything downstream reads: its canvas, its clock, its views and what samples its
/// frames.
///
/// A scene is `Sendable`: it holds plain values and the recipe for its sampler. Sampling is a pure
/// function of the scene and the frame number, so frames can be computed alone, in any order and
/// on any thread. Each thread that samples many frames makes its own ``SceneSampler`` with
/// ``makeSampler()``; ``sample(frame:sizes:)`` shares one sampler behind a lock, for occasional use.
public struct Scene: Sendable {
    /// The scene's name: a scene file's name without its extension, or the name a Swift scene
    /// was given; output goes to `frames/<name>/`.
    public let name: String
    /// Where the scene comes from, as messages name it: the scene file as it was named, or
    /// `<name> (built in Swift)`.
    public let origin: String
    /// The canvas size in points (one point is one pixel).
    public let canvasSize: CGSize
    /// The canvas background.
    public let background: RGBAColor
    /// The scene's frames.
    public let clock: FrameClock
    /// The names of the layout's parameters, in the order of every frame's parameters and of the
    /// CSV's `param:` columns; empty when the scene has none.
    public let parameterNames: [String]
    /// What interpolates, resolved: `.parameters` or `.positions`, never `.automatic`.
    public let interpolation: InterpolationMode
    /// Every view the scene ever shows, as it looks at first (views that come and go included):
    /// frames place and look these views, in this order.
    public let views: [ViewSpec]
    /// Where each view came from, for messages: an entry of a scene file's `views` may make
    /// several. Empty when each view is its own (`views[i]`).
    public let viewSources: [ViewSource]
    /// The sizes drawn over every view (article 004's `showSizes`); empty for no overlay.
    public let showSizes: [SizeRequest]
    /// What identifies the scene's version for render manifests: a scene file's bytes; empty for
    /// a scene built in Swift.
    public let source: Data
    /// Builds the sampler again, for a new thread.
    private let buildSampler: @Sendable () throws(SceneError) -> any FrameSampler
    /// Builds the scene again with another interpolation mode, when its front door can.
    private let reinterpolate: (@Sendable (InterpolationMode) throws(SceneError) -> Scene)?
    /// The sampler that ``sample(frame:sizes:)`` shares.
    private let shared: SharedSampler

    /// A scene from its parts: what every front door ends in.
    /// - Parameters:
    ///   - name: The scene's name.
    ///   - origin: Where it comes from, for messages.
    ///   - canvasSize: The canvas size.
    ///   - background: The canvas background.
    ///   - clock: The frames.
    ///   - parameterNames: The layout's parameter names.
    ///   - interpolation: What interpolates.
    ///   - views: Every view, as it looks at first.
    ///   - viewSources: Where each view came from; empty by default.
    ///   - showSizes: The sizes drawn over every view; none by default.
    ///   - source: The bytes that identify the scene's version; none by default.
    ///   - sampler: The first sampler, made with `buildSampler`.
    ///   - buildSampler: Builds a sampler for a new thread.
    ///   - reinterpolate: Builds the scene with another interpolation mode; `nil` when it cannot be.
    package init(name: String, origin: String, canvasSize: CGSize, background: RGBAColor, clock: FrameClock,
                 parameterNames: [String], interpolation: InterpolationMode, views: [ViewSpec], viewSources: [ViewSource] = [],
                 showSizes: [SizeRequest] = [], source: Data = Data(), sampler: sending any FrameSampler,
                 buildSampler: @escaping @Sendable () throws(SceneError) -> any FrameSampler,
                 reinterpolate: (@Sendable (InterpolationMode) throws(SceneError) -> Scene)? = nil) {
        self.name = name
        self.origin = origin
        self.canvasSize = canvasSize
        self.background = background
        self.clock = clock
        self.parameterNames = parameterNames
        self.interpolation = interpolation
        self.views = views
        self.viewSources = viewSources
        self.showSizes = showSizes
        self.source = source
        self.buildSampler = buildSampler
        self.reinterpolate = reinterpolate
        self.shared = SharedSampler(sampler)
    }

    /// A scene whose frames a sampler of your own computes: how views with state and animations
    /// (ViewTree's `Scene(named:canvas:…content:)`) reach the same pipeline as scene files. Most
    /// code uses those initializers rather than this one.
    ///
    /// `sampler` is called once here and once more for every thread that samples frames, so it
    /// must build the same sampler every time, and its frames must have one placement and one
    /// look per view of `views`.
    /// - Parameters:
    ///   - name: The scene's name, for output folders and messages (`<name> (built in Swift)`).
    ///   - canvas: The canvas size.
    ///   - background: The canvas background; white by default.
    ///   - fps: The frame rate.
    ///   - duration: Seconds to show; `nil` for `naturalDuration`.
    ///   - naturalDuration: When the last animation ends, or `nil` when one never does.
    ///   - views: Every view the scene shows, as it looks at first, in the order of the frames' placements.
    ///   - parameterNames: The names of the parameters every frame reports, in their order (the
    ///     trajectories CSV's `param:` columns); none by default.
    ///   - layoutDirection: The direction content runs in; left to right by default. (The
    ///     sampler lays views out; this is kept for source compatibility and not read.)
    ///   - budget: The most work the scene may ask for; ``WorkBudget/standard`` by default.
    ///   - sampler: Builds the sampler.
    /// - Throws: ``SceneError`` when `sampler` throws, when neither duration is known, or when
    ///   the scene asks for more work than `budget` allows.
    public init(named name: String, canvas: CGSize, background: RGBAColor = .white, fps: FrameRate, duration: TimeInterval?,
                naturalDuration: TimeInterval?, views: [ViewSpec], parameterNames: [String] = [], layoutDirection: LayoutDirection = .leftToRight,
                budget: WorkBudget = .standard, sampler: @escaping @Sendable () throws(SceneError) -> any FrameSampler) throws(SceneError) {
        let origin = Self.swiftFile(named: name)
        try budget.checkViews(views, origin: origin) { ViewSource(path: "views[\($0)]", copy: 0, copies: 1) }
        let clock = try Self.makeClock(rate: fps, duration: duration, naturalDuration: naturalDuration, origin: origin)
        try budget.checkFrames(clock, viewCount: views.count, origin: origin, path: duration == nil ? "timeline" : "duration")
        self.init(name: name, origin: origin, canvasSize: canvas, background: background, clock: clock, parameterNames: parameterNames,
                  interpolation: .parameters, views: views, sampler: try sampler(), buildSampler: sampler)
    }

    /// A sampler of this scene for one thread: what a render's worker uses for every frame it computes.
    /// - Returns: A new sampler, with its own copy of the scene's animation.
    /// - Throws: ``SceneError`` only if building the animation again fails, which it does not for
    ///   a scene that was built.
    public func makeSampler() throws(SceneError) -> SceneSampler {
        SceneSampler(scene: self, sampler: try buildSampler())
    }

    /// Everything about frame `frame`, with a sampler shared behind a lock; a thread that samples
    /// many frames should use its own ``makeSampler()``.
    /// - Parameters:
    ///   - frame: The frame number, in ``clock``'s frames.
    ///   - sizes: The sizes to report in the frame for the `showSizes` overlay; `nil` for the
    ///     scene's own ``showSizes``.
    /// - Returns: The frame.
    /// - Throws: ``SceneError`` naming the frame when the layout returns a size or position no
    ///   view can have.
    public func sample(frame: Int, sizes: [SizeRequest]? = nil) throws(SceneError) -> SampledFrame {
        try shared.withSampler { sampler throws(SceneError) in
            do throws(SamplingFailure) {
                return try sampler.sampleFrame(frame, sizes: sizes ?? showSizes)
            } catch {
                throw failure(error, frame: frame)
            }
        }
    }

    /// Runs `body` with the sampler ``sample(frame:sizes:)`` shares, behind its lock: for front
    /// doors that ask their own samplers more than frames (which views a name finds).
    package func withSharedSampler<T>(_ body: (any FrameSampler) throws(SceneError) -> sending T) throws(SceneError) -> sending T {
        try shared.withSampler(body)
    }

    /// What every view and layout answers for `requests` at frame `frame`: article 004's
    /// `showSizes`, for the `zoetrope sizes` command.
    /// - Parameters:
    ///   - frame: The frame number.
    ///   - requests: The sizes to ask for.
    /// - Returns: One report per view and layout, root first, in depth-first order.
    /// - Throws: ``SceneError`` naming the frame when the layout fails.
    public func sizeReports(frame: Int, requests: [SizeRequest]) throws(SceneError) -> [ViewSizeReport] {
        try sample(frame: frame, sizes: requests).sizes
    }

    /// The same scene with another interpolation mode (positions for parameters and back), for
    /// plots that compare arcs with chords.
    /// - Parameter mode: The mode.
    /// - Returns: The scene, or `nil` when its front door cannot build it again that way (a
    ///   scene built in Swift).
    /// - Throws: ``SceneError`` when the scene cannot be built that way.
    public func interpolated(_ mode: InterpolationMode) throws(SceneError) -> Scene? {
        try reinterpolate?(mode)
    }

    /// Where view `index` came from: its entry's path, and which of the entry's views it is.
    /// - Parameter index: The view's index in ``views``.
    /// - Returns: The source; `views[index]` for a view that is its own.
    public func source(ofView index: Int) -> ViewSource {
        viewSources.indices.contains(index) ? viewSources[index] : ViewSource(path: "views[\(index)]", copy: 0, copies: 1)
    }

    /// What messages call a scene built in Swift in place of its file: `<name> (built in Swift)`.
    /// - Parameter name: The scene's name.
    /// - Returns: The name for messages.
    public static func swiftFile(named name: String) -> String {
        "\(name) (built in Swift)"
    }

    /// The frames of a scene: `duration` seconds, or until its last animation ends.
    /// - Parameters:
    ///   - rate: The frame rate.
    ///   - duration: The duration asked for, if any.
    ///   - naturalDuration: When the last animation ends; `nil` when one never does.
    ///   - origin: The scene's origin, for messages.
    /// - Returns: The clock.
    /// - Throws: ``SceneError`` when neither duration is known, or the clock cannot count them.
    package static func makeClock(rate: FrameRate, duration: TimeInterval?, naturalDuration: TimeInterval?,
                                  origin: String) throws(SceneError) -> FrameClock {
        guard let length = duration ?? naturalDuration else {
            throw SceneError(file: origin, path: "duration",
                             message: "the timeline never ends (an animation repeats forever, or a spring never comes to rest), "
                                + "so the scene needs a \"duration\" in seconds", kind: .needsDuration)
        }
        do {
            return try FrameClock(rate: rate, duration: length)
        } catch {
            throw SceneError(file: origin, path: duration == nil ? "timeline" : "duration", message: error.description)
        }
    }
}

/// One sampler, used by one thread at a time.
private final class SharedSampler: Sendable {
    private let sampler: Mutex<any FrameSampler>

    init(_ sampler: sending any FrameSampler) {
        self.sampler = Mutex(sampler)
    }

    func withSampler<T>(_ body: (any FrameSampler) throws(SceneError) -> sending T) throws(SceneError) -> sending T {
        try sampler.withLock { (sampler: inout any FrameSampler) throws(SceneError) -> sending T in try body(sampler) }
    }
}
