import Foundation
import FrameRendering
import FrameTimeline
import LayoutCore

extension Scene {
    /// A scene built in Swift: any `Layout` (your own included), its `ViewNode`s and its changes,
    /// rendered, captured and snapshotted exactly as scene files are.
    ///
    /// ```swift
    /// let scene = try Scene(named: "wheel", fps: FrameRate(30)) {
    ///     try LayoutAnimation(
    ///         timeline: Timeline(initial: WheelLayout(radius: 130, rotation: .zero), changes: [
    ///             StateChange(at: 0, animation: .easeInOut(duration: 2)) { $0.rotation = .degrees(90) },
    ///         ]),
    ///         subviews: Array(repeating: ViewNode(sizing: .fixed(width: 70, height: 70)), count: 8),
    ///         canvas: CGSize(width: 400, height: 400))
    /// }
    /// ```
    ///
    /// `animation` is called once here and once more for every thread that samples frames (each
    /// render worker builds its own copy), so it must build the same animation every time.
    ///
    /// - Parameters:
    ///   - name: The scene's name, for output folders and messages (`<name> (built in Swift)`).
    ///   - background: The canvas background; white by default.
    ///   - fps: The frame rate.
    ///   - duration: Seconds to show; by default until the last animation ends.
    ///   - views: How each view the layout places looks (shape, fill, opacity, label), in the
    ///     depth-first order of the leaf views; their sizes come from the layout, so `width` and
    ///     `height` are not used. By default, rounded rectangles in eight colours, labelled with
    ///     their index.
    ///   - budget: The most work the scene may ask for; ``WorkBudget/standard`` by default.
    ///   - animation: Builds the layout animation: its timeline, views, canvas and mode.
    /// - Throws: ``SceneError`` when `animation` throws, when `views` does not give one look per
    ///   view, when the animation never ends and there is no `duration`, or when the scene asks
    ///   for more work than `budget` allows.
    public init<L: Layout & SendableMetatype>(named name: String, background: RGBAColor = .white, fps: FrameRate, duration: TimeInterval? = nil,
                           views: [ViewSpec]? = nil, budget: WorkBudget = .standard,
                           animation: @escaping @Sendable () throws -> LayoutAnimation<L>) throws(SceneError) {
        let file = Self.swiftFile(named: name)
        let build = { @Sendable () throws(SceneError) -> LayoutAnimation<L> in
            do {
                return try animation()
            } catch {
                throw SceneError(file: file, path: "animation", message: "\(error)")
            }
        }
        let built = try build()
        let viewCount = built.subviews.reduce(0) { $0 + $1.leafCount }
        let looks = views ?? Self.defaultLooks(count: viewCount)
        guard looks.count == viewCount else {
            throw SceneError(file: file, path: "views",
                             message: "gives \(looks.count) looks for the \(viewCount) views the layout places; give one per view")
        }
        try budget.checkViews(looks, origin: file) { ViewSource(path: "views[\($0)]", copy: 0, copies: 1) }
        let clock = try Self.makeClock(rate: fps, duration: duration, naturalDuration: built.naturalDuration, origin: file)
        try budget.checkFrames(clock, viewCount: looks.count, origin: file, path: duration == nil ? "timeline" : "duration")
        self.init(name: name, origin: file, canvasSize: built.canvas, background: background, clock: clock,
                  parameterNames: Self.parameterNames(of: L.self), interpolation: built.mode, views: looks,
                  sampler: LayoutSampler(animation: built, clock: clock, looks: looks),
                  buildSampler: { () throws(SceneError) in LayoutSampler(animation: try build(), clock: clock, looks: looks) })
    }

    /// The colours of the default looks, in turn: the system colours of the articles' wheels.
    public static let defaultPalette: [RGBAColor] = ["orange", "blue", "green", "red", "purple", "teal", "yellow", "pink"]
        .compactMap { RGBAColor(parsing: $0) }

    /// `count` rounded rectangles in the palette's colours, each labelled with its index.
    /// - Parameter count: The number of views.
    /// - Returns: The looks.
    public static func defaultLooks(count: Int) -> [ViewSpec] {
        (0..<max(0, count)).map { index in
            ViewSpec(shape: .roundedRectangle, cornerRadius: 8, fill: defaultPalette[index % defaultPalette.count],
                     label: TextLabel(text: "\(index)", fontSize: 17, color: .white))
        }
    }

    /// The names of a layout's parameters when it has named ones (`ParameterizedLayout`); none otherwise.
    private static func parameterNames<L: Layout>(of type: L.Type) -> [String] {
        guard let named = type as? any ParameterizedLayout.Type else { return [] }
        return names(of: named)
    }

    private static func names<P: ParameterizedLayout>(of type: P.Type) -> [String] {
        P.parameters.map(\.name)
    }
}
