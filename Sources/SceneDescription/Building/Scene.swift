import AnimationCore
import Foundation
import FrameRendering
import FrameTimeline
import LayoutCatalog
import LayoutCore
import Synchronization

/// A compiled scene: its document, its clock, and what samples its layout animation.
///
/// A scene is `Sendable`: it holds the checked document and the recipe for its layout animation,
/// built from the layout registry once. Sampling is a pure function of the scene and the frame
/// number, so frames can be computed alone, in any order and on any thread. Each thread that
/// samples many frames makes its own ``SceneSampler`` with ``makeSampler()``; ``sample(frame:sizes:)``
/// and ``sizeReports(frame:requests:)`` share one sampler behind a lock, for occasional use.
public struct Scene: Sendable {
    /// The document the scene was built from.
    public let document: SceneDocument
    /// The scene's frames.
    public let clock: FrameClock
    /// The names of the layout's parameters, in the order of the CSV's `param:` columns.
    public let parameterNames: [String]
    /// What interpolates, resolved: `.parameters` or `.positions`, never `.automatic`.
    public let interpolation: InterpolationMode
    /// Builds the layout animation again, for a new sampler.
    private let buildSampler: @Sendable () throws(SceneError) -> any FrameSampler
    /// The sampler that ``sample(frame:sizes:)`` and ``sizeReports(frame:requests:)`` share.
    private let shared: SharedSampler

    /// Builds a scene from a document.
    /// - Parameters:
    ///   - document: The validated document.
    ///   - textMeasurer: Measures the labels of views sized to their labels (no `width` or
    ///     `height`); renderers pass the one that matches how they draw text
    ///     (`CairoTextMeasurer`). Needed only when the scene has such views.
    /// - Throws: ``SceneError`` when the scene's duration, clock or layout cannot work
    ///   (a timeline that repeats forever with no `duration`, a layout that fails at one of its
    ///   states), when a view must be sized to its label and there is no measurer, or when the
    ///   scene asks for more work than `budget` allows.
    ///   - budget: The most work the scene may ask for (``WorkBudget/standard`` unless given),
    ///     checked before the work is done.
    public init(_ document: SceneDocument, textMeasurer: (any TextMeasuring)? = nil, budget: WorkBudget = .standard) throws(SceneError) {
        do {
            try self.init(unlocated: document, textMeasurer: textMeasurer, budget: budget)
        } catch {
            throw document.locate(error)
        }
    }

    /// Builds a scene; errors name their field but not yet its place in the file.
    private init(unlocated document: SceneDocument, textMeasurer: (any TextMeasuring)?, budget: WorkBudget) throws(SceneError) {
        guard let layoutType = LayoutRegistry.layouts[document.layout.name] else {
            throw SceneError(file: document.file, path: "layout.name", message: "unknown layout \"\(document.layout.name)\"")
        }
        try budget.checkViews(of: document)
        try budget.checkKeyframes(of: document)
        try budget.checkChanges(of: document) { sequence, index throws(SceneError) in
            do throws(PhaseSequenceError) {
                return try Self.makePhaseSequence(sequence).changeCount(until: document.duration)
            } catch {
                throw SceneError(file: document.file, path: "timeline[\(index)]", message: error.description)
            }
        }
        let sizings = try Self.makeSizings(document: document, textMeasurer: textMeasurer)
        let build = { @Sendable () throws(SceneError) -> Built in
            try Self.build(layoutType, document: document, views: Self.makeViews(sizings, document: document, textMeasurer: textMeasurer))
        }
        let built = try build()
        try budget.checkFrames(built.clock, of: document)
        self.document = document
        self.clock = built.clock
        self.parameterNames = built.parameterNames
        self.interpolation = built.interpolation
        self.buildSampler = { () throws(SceneError) in try build().sampler }
        self.shared = SharedSampler(built.sampler)
    }

    /// A scene from its parts: what the other initializers end in.
    init(document: SceneDocument, clock: FrameClock, parameterNames: [String], interpolation: InterpolationMode,
         sampler: sending any FrameSampler, buildSampler: @escaping @Sendable () throws(SceneError) -> any FrameSampler) {
        self.document = document
        self.clock = clock
        self.parameterNames = parameterNames
        self.interpolation = interpolation
        self.buildSampler = buildSampler
        self.shared = SharedSampler(sampler)
    }

    /// Reads and builds a scene file.
    /// - Parameters:
    ///   - url: The scene file.
    ///   - textMeasurer: Measures labels of views sized to them; see ``init(_:textMeasurer:)``.
    /// - Returns: The scene.
    /// - Throws: ``SceneError``.
    public static func load(contentsOf url: URL, textMeasurer: (any TextMeasuring)? = nil) throws(SceneError) -> Scene {
        try Scene(SceneReader.read(contentsOf: url), textMeasurer: textMeasurer)
    }

    /// The scene's name, from its file name.
    public var name: String { document.name }

    /// A sampler of this scene for one thread: what a render's worker uses for every frame it computes.
    /// - Returns: A new sampler, with its own copy of the layout animation.
    /// - Throws: ``SceneError`` only if building the animation again fails, which it does not for
    ///   a scene that was built.
    public func makeSampler() throws(SceneError) -> SceneSampler {
        SceneSampler(scene: self, sampler: try buildSampler())
    }

    /// Where every view is at frame `frame`, with a sampler shared behind a lock; a thread that
    /// samples many frames should use its own ``makeSampler()``.
    /// - Parameters:
    ///   - frame: The frame number, in ``clock``'s frames.
    ///   - sizes: The sizes to report in the sample for the `showSizes` overlay; `nil` for the
    ///     scene's own `showSizes`.
    /// - Returns: The sample.
    /// - Throws: ``SceneError`` naming the frame when the layout returns a size or position no
    ///   view can have.
    public func sample(frame: Int, sizes: [SizeRequest]? = nil) throws(SceneError) -> FrameSample {
        try shared.withSampler { sampler throws(SceneError) in
            try SceneSampler(scene: self, sampler: sampler).sample(frame: frame, sizes: sizes)
        }
    }

    /// How every view looks at frame `frame`, with the shared sampler; see ``SceneSampler/looks(frame:)``.
    /// - Parameter frame: The frame number.
    /// - Returns: One look per view.
    public func looks(frame: Int) -> [ViewSpec] {
        shared.withLooks { sampler in sampler.looks(frame: frame) } ?? document.views
    }

    /// The former looks still fading out at frame `frame`, with the shared sampler; see
    /// ``SceneSampler/fadingLooks(frame:)``.
    /// - Parameter frame: The frame number.
    /// - Returns: The fading looks, in view order, each view's oldest first.
    public func fadingLooks(frame: Int) -> [FadingLook] {
        shared.withLooks { sampler in sampler.fadingLooks(frame: frame) }
    }

    /// What every view and layout answers for `requests` at frame `frame`: article 004's
    /// `showSizes`, for the `zoetrope sizes` command.
    /// - Parameters:
    ///   - frame: The frame number.
    ///   - requests: The sizes to ask for.
    /// - Returns: One report per view and layout, root first, in depth-first order.
    /// - Throws: ``SceneError`` naming the frame when the layout fails.
    public func sizeReports(frame: Int, requests: [SizeRequest]) throws(SceneError) -> [ViewSizeReport] {
        try shared.withSampler { sampler throws(SceneError) in
            try SceneSampler(scene: self, sampler: sampler).sizeReports(frame: frame, requests: requests)
        }
    }

    // MARK: Building

    private struct Built {
        let clock: FrameClock
        let parameterNames: [String]
        let interpolation: InterpolationMode
        let sampler: any FrameSampler
    }

    /// How each view of the scene answers size proposals: fixed sizes, or sizes measured from labels.
    private static func makeSizings(document: SceneDocument, textMeasurer: (any TextMeasuring)?) throws(SceneError) -> [ViewSizing] {
        var sizings: [ViewSizing] = []
        for (index, spec) in document.views.enumerated() {
            var measured = CGSize.zero
            if spec.width == nil || spec.height == nil, let label = spec.label {
                guard let textMeasurer else {
                    let source = document.source(ofView: index)
                    throw SceneError(file: document.file, path: source.path,
                                     message: "\(source.copies > 1 ? source.naming(view: index) : "this view ")is sized to its label, which needs font metrics: "
                                        + "build the scene with a text measurer (CairoTextMeasurer)")
                }
                let text = textMeasurer.size(of: label)
                measured = CGSize(width: text.width + 2 * spec.padding, height: text.height + 2 * spec.padding)
            }
            let size = CGSize(width: spec.width ?? measured.width, height: spec.height ?? measured.height)
            sizings.append(spec.isFlexible
                ? .flexible(minimum: .zero, ideal: size, maximum: CGSize(width: CGFloat.infinity, height: .infinity))
                : .fixed(size))
        }
        return sizings
    }

    /// The scene's views as the layout sees them.
    /// The scene's views as the layout sees them: sized, with their tree ids, and, when there is
    /// a text measurer, a labelled view's text baselines where its label's line, centred in the
    /// view, has its baseline.
    private static func makeViews(_ sizings: [ViewSizing], document: SceneDocument, textMeasurer: (any TextMeasuring)?) -> [ViewNode] {
        zip(sizings, document.views).map { sizing, spec in
            var view = ViewNode(sizing: sizing).carryingNodeIDs(of: spec)
            if let label = spec.label, let textMeasurer {
                view = view.carryingBaselines(of: label, measuredBy: textMeasurer)
            }
            return view
        }
    }

    private static func build<L: ParameterizedLayout>(_ type: L.Type, document: SceneDocument,
                                                      views: [ViewNode]) throws(SceneError) -> Built {
        let timeline = try makeTimeline(L.self, document: document)
        let animation: LayoutAnimation<L>
        do {
            animation = try LayoutAnimation(timeline: timeline, subviews: views, canvas: document.canvasSize,
                                            padding: document.padding,
                                            mode: document.interpolation, layoutDirection: document.layoutDirection)
        } catch {
            throw SceneError(file: document.file, path: "layout", message: error.description)
        }
        let clock = try makeClock(document: document, naturalDuration: animation.naturalDuration)
        return Built(clock: clock, parameterNames: L.parameters.map(\.name), interpolation: animation.mode,
                     sampler: LayoutSampler(animation: animation, clock: clock))
    }

    private static func makeTimeline<L: ParameterizedLayout>(_ type: L.Type, document: SceneDocument) throws(SceneError) -> Timeline<L> {
        var initial = L()
        apply(document.layout.parameters, to: &initial)
        var changes: [(index: Int, change: ChangeSpec)] = []
        var keyframes: [KeyframeRun<L>] = []
        var owners: [KeyframeOwner] = []
        for (index, entry) in document.timeline.enumerated() {
            switch entry {
            case .change(let change):
                changes.append((index, change))
            case .phases(let sequence):
                changes += try expand(sequence, document: document, path: "timeline[\(index)]").map { (index, $0) }
            case .keyframes(let run):
                let made = SceneKeyframes(run)
                keyframes.append(made.run(run, of: L.self))
                owners.append(KeyframeOwner(index: index, run: run, duration: made.duration))
            }
        }
        try checkOwnership(of: changes, by: owners, document: document)
        do {
            return try Timeline(initial: initial, changes: changes.map { makeChange($0.change) }, keyframes: keyframes)
        } catch {
            throw SceneError(file: document.file, path: "timeline", message: error.description)
        }
    }

    private static func makeChange<L: ParameterizedLayout>(_ change: ChangeSpec) -> StateChange<L> {
        StateChange<L>(at: change.time, animation: change.animation, label: describe(change.parameters)) { layout in
            apply(change.parameters, to: &layout)
        }
    }

    /// The changes a phase sequence stands for, up to the scene's duration: one per phase entered,
    /// setting that phase's parameters with its animation.
    private static func expand(_ sequence: PhaseSequenceSpec, document: SceneDocument,
                               path: String) throws(SceneError) -> [ChangeSpec] {
        do {
            let changes = try makePhaseSequence(sequence).changes(until: document.duration)
            return changes.map { change in
                var parameters: [String: Double] = [:]
                change.apply(&parameters)
                return ChangeSpec(time: change.time, animation: change.animation, parameters: parameters)
            }
        } catch {
            throw SceneError(file: document.file, path: path, message: error.description)
        }
    }

    /// The phase sequence a scene's entry stands for, each phase setting its parameters.
    private static func makePhaseSequence(_ sequence: PhaseSequenceSpec) -> PhaseSequence<[String: Double]> {
        let phases = sequence.phases.map { phase in
            Phase<[String: Double]>(animation: phase.animation, hold: phase.hold, label: describe(phase.parameters)) {
                $0 = phase.parameters
            }
        }
        return PhaseSequence(at: sequence.time, phases: phases, cycles: sequence.cycles)
    }

    /// A keyframe run and the parameters it drives from its start to its end.
    private struct KeyframeOwner {
        let index: Int
        let run: KeyframeRunSpec
        let duration: TimeInterval

        /// When the run stops driving its parameters; nil for never.
        var end: TimeInterval? { run.repeatCount.map { run.time + duration * Double($0) }.flatMap { $0.isFinite ? $0 : nil } }

        func drives(_ name: String, at time: TimeInterval) -> Bool {
            run.tracks[name] != nil && time >= run.time && end.map { time < $0 } ?? true
        }
    }

    /// Refuses changes that a keyframe run would hide (a change to a parameter while a run drives
    /// it), and animations that would make a parameter jump when a run ends (one that started
    /// before the run and still runs when it ends: its remainder would reappear).
    /// - Parameters:
    ///   - changes: Every change, phase sequences written out, with the index of its timeline entry.
    ///   - owners: The keyframe runs.
    ///   - document: The scene, for messages.
    private static func checkOwnership(of changes: [(index: Int, change: ChangeSpec)], by owners: [KeyframeOwner],
                                       document: SceneDocument) throws(SceneError) {
        for owner in owners {
            for (index, change) in changes {
                let names = change.parameters.keys.sorted()
                if let name = names.first(where: { owner.drives($0, at: change.time) }) {
                    let until = owner.end.map { "until \(seconds($0)) s" } ?? "for ever"
                    throw SceneError(file: document.file, path: "timeline[\(index)]",
                                     message: "sets \(name) at \(seconds(change.time)) s, while the keyframes of timeline[\(owner.index)] "
                                        + "drive it (from \(seconds(owner.run.time)) s \(until)); the change would not be seen")
                }
                let animationEnd = change.animation.map { animation in animation.duration.map { change.time + $0 } ?? .infinity }
                    ?? change.time
                guard let end = owner.end, change.time < owner.run.time, animationEnd > end,
                      let name = names.first(where: { owner.run.tracks[$0] != nil }) else { continue }
                let finish = animationEnd.isFinite ? "until \(seconds(animationEnd)) s" : "for ever"
                throw SceneError(file: document.file, path: "timeline[\(index)]",
                                 message: "animates \(name) \(finish), past the end of the keyframes of timeline[\(owner.index)] "
                                    + "at \(seconds(end)) s; what it had left would reappear then and make \(name) jump. "
                                    + "Let it finish before \(seconds(end)) s, or start the keyframes after it")
            }
        }
    }

    /// A time for people: at most three decimals (`6.071`), none for whole seconds (`2`).
    private static func seconds(_ time: TimeInterval) -> String {
        let rounded = (time * 1000).rounded() / 1000
        return rounded == rounded.rounded() && Swift.abs(rounded) < 1e15 ? String(Int(rounded)) : "\(rounded)"
    }

    /// The names of the parameters a change sets, for labels.
    private static func describe(_ parameters: [String: Double]) -> String {
        parameters.keys.sorted().joined(separator: ", ")
    }

    private static func apply<L: ParameterizedLayout>(_ values: [String: Double], to layout: inout L) {
        for name in values.keys.sorted() {
            guard let value = values[name], let parameter = L.parameter(named: name) else { continue }
            parameter.setValue(value, in: &layout)
        }
    }

    static func makeClock(document: SceneDocument, naturalDuration: TimeInterval?) throws(SceneError) -> FrameClock {
        guard let duration = document.duration ?? naturalDuration else {
            throw SceneError(file: document.file, path: "duration",
                             message: "the timeline never ends (an animation repeats forever, or a spring never comes to rest), "
                                + "so the scene needs a \"duration\" in seconds")
        }
        do {
            return try FrameClock(rate: document.frameRate, duration: duration)
        } catch {
            throw SceneError(file: document.file, path: document.duration == nil ? "timeline" : "duration",
                             message: error.description)
        }
    }
}

extension ShapeSpec {
    /// The display-list outline of this shape.
    /// - Parameter cornerRadius: The corner radius of a rounded rectangle.
    /// - Returns: The outline to draw.
    public func kind(cornerRadius: Double) -> ShapeKind {
        switch self {
        case .rectangle: .rectangle
        case .roundedRectangle: .roundedRectangle(cornerRadius: cornerRadius)
        case .circle, .ellipse: .ellipse
        case .capsule: .capsule
        }
    }

    /// The size the shape is drawn at in a frame of `size`: a circle is the largest circle
    /// centred in the frame, as SwiftUI's `Circle` is; every other shape fills the frame.
    /// - Parameter size: The view's frame size.
    /// - Returns: The drawn size, centred on the frame's centre.
    public func drawnSize(in size: CGSize) -> CGSize {
        guard self == .circle else { return size }
        let side = min(size.width, size.height)
        return CGSize(width: side, height: side)
    }
}

/// A layout animation and its clock: what a scene samples.
struct LayoutSampler<L: Layout>: FrameSampler {
    let animation: LayoutAnimation<L>
    let clock: FrameClock

    func sample(frame: Int) throws(LayoutError) -> FrameSample {
        try animation.sample(frame: frame, of: clock)
    }

    func sizes(frame: Int, requests: [SizeRequest]) throws(LayoutError) -> [ViewSizeReport] {
        try animation.sizes(at: clock.time(ofFrame: frame), requests: requests)
    }

    func parameters(frame: Int) -> [ParameterValue] {
        animation.parameterValues(at: clock.time(ofFrame: frame))
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

    func withLooks<T: Sendable>(_ body: (any FrameSampler) -> T) -> T {
        sampler.withLock { (sampler: inout any FrameSampler) -> T in body(sampler) }
    }
}

extension ViewNode {
    /// This view with the baselines of `label`, its line centred in the view: its
    /// `firstTextBaseline` and `lastTextBaseline` where the font's metrics put the baseline.
    /// - Parameters:
    ///   - label: The label the view shows.
    ///   - measurer: The font metrics it is drawn with.
    /// - Returns: The view, carrying both guides.
    public func carryingBaselines(of label: TextLabel, measuredBy measurer: any TextMeasuring) -> ViewNode {
        let (line, ascent) = (measurer.size(of: label).height, measurer.baseline(of: label))
        let baseline = { (d: ViewDimensions) in (d.height - line) / 2 + ascent }
        return alignmentGuide(.firstTextBaseline, computeValue: baseline).alignmentGuide(.lastTextBaseline, computeValue: baseline)
    }

    /// This view carrying the tree node ids a scene view gives, as the tree layout reads them.
    func carryingNodeIDs(of spec: ViewSpec) -> ViewNode {
        var view = self
        if let id = spec.nodeID { view = view.layoutValue(key: TreeNodeID.self, value: id) }
        if let parent = spec.parentID { view = view.layoutValue(key: TreeParentID.self, value: parent) }
        return view
    }
}
