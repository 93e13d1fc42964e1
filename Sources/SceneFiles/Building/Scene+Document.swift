import AnimationCore
import Foundation
import FrameRendering
import FrameTimeline
import LayoutCatalog
import LayoutCore
import SceneCore

extension Scene {
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
        self.init(name: document.name, origin: document.file, canvasSize: document.canvasSize, background: document.background,
                  clock: built.clock, parameterNames: built.parameterNames, interpolation: built.interpolation,
                  views: document.views, viewSources: document.viewSources, showSizes: document.showSizes, source: document.source,
                  sampler: built.sampler, buildSampler: { () throws(SceneError) in try build().sampler },
                  reinterpolate: { mode throws(SceneError) in
                      var other = document
                      other.interpolation = mode
                      // The same work as this scene, which was checked against its budget when it was built.
                      return try Scene(other, textMeasurer: textMeasurer, budget: .unlimited)
                  })
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
                                            safeArea: document.safeArea, padding: document.padding,
                                            mode: document.interpolation, layoutDirection: document.layoutDirection)
        } catch {
            throw SceneError(file: document.file, path: "layout", message: error.description)
        }
        let clock = try makeClock(document: document, naturalDuration: animation.naturalDuration)
        return Built(clock: clock, parameterNames: L.parameters.map(\.name), interpolation: animation.mode,
                     sampler: LayoutSampler(animation: animation, clock: clock, looks: document.views))
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
        NumberText.describe(time, decimals: 3)
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
        try makeClock(rate: document.frameRate, duration: document.duration, naturalDuration: naturalDuration, origin: document.file)
    }
}

extension ViewNode {
    /// This view carrying the tree node ids a scene view gives, as the tree layout reads them.
    func carryingNodeIDs(of spec: ViewSpec) -> ViewNode {
        var view = self
        if let id = spec.nodeID { view = view.layoutValue(key: TreeNodeID.self, value: id) }
        if let parent = spec.parentID { view = view.layoutValue(key: TreeParentID.self, value: parent) }
        return view
    }
}
