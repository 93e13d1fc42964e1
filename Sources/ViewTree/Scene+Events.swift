import AnimationCore
import Foundation
import FrameRendering
import FrameTimeline
import LayoutCore
import SceneCore

extension Scene {
    /// A scene of a view that animates itself, as SwiftUI code does: its `@State` changes in its
    /// own event handlers (`onAppear`, `onChange`, `.task`, a `Button`'s action, `onTapGesture`),
    /// with `withAnimation`, `withTransaction` and `.animation(_:value:)` saying how the changes
    /// animate; scripted ``Interaction``s tap its buttons.
    ///
    /// ```swift
    /// struct Spinner: View {
    ///     @State private var angle = Angle.zero
    ///     var body: some View {
    ///         Capsule().fill(.blue).frame(width: 20, height: 80)
    ///             .rotationEffect(angle)
    ///             .onAppear {
    ///                 withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { angle = .degrees(360) }
    ///             }
    ///     }
    /// }
    /// let scene = try Scene(named: "spinner", canvas: CGSize(width: 200, height: 200), duration: 2) { Spinner() }
    /// ```
    ///
    /// `@State` keeps its value through time: an event changes it at its moment and every later
    /// frame sees the new value. The scene's events are replayed once when it is built (and once
    /// by each thread that samples it), so each frame stays a function of its time alone: any
    /// frame can be drawn alone, in any order, and renders are the same whatever the number of
    /// jobs. Between events, views animate as in `Scene(named:canvas:…initial:changes:content:)`:
    /// layouts' animatable data, effects, colours and views that come and go.
    ///
    /// Observable models (`ObservableObject`s with `@Published` properties, `@Observable`
    /// classes) keep their values through time as `@State` does: what an event changes in them is
    /// seen from that moment, animated when changed in `withAnimation`. `content` is called once
    /// for each thread that samples the scene, as an app's root view is made once, so models it
    /// makes (`.environmentObject(Model())`) last the whole scene; make them there (or with
    /// `@StateObject` or `@State`), not outside the closure, so that each thread has its own.
    /// Timers (`Timer.publish(every:on:in:)` with `.onReceive`) fire on the scene's clock.
    ///
    /// A view without events is a still scene of one frame (unless `duration` says otherwise).
    /// - Parameters:
    ///   - name: The scene's name, for output folders and messages.
    ///   - canvas: The canvas size, proposed to the view.
    ///   - safeArea: The canvas's safe-area insets (a device's status bar and home indicator):
    ///     the view is proposed what they leave and centred there, and views that
    ///     `.ignoresSafeArea()` reach into them; none by default.
    ///   - background: The background; white by default.
    ///   - fps: Frames per second; 30 by default.
    ///   - duration: Seconds to show; by default until the last event and animation end. Needed
    ///     when something repeats for ever (a `repeatForever` animation, a task that loops).
    ///   - interactions: Taps at moments of the scene; none by default.
    ///   - startDate: The date at time 0, which `TimelineView`s show then; ``defaultStartDate``
    ///     (fixed, so renders repeat) by default.
    ///   - layoutDirection: The direction content runs in; left to right by default.
    ///   - animationDefaults: Which systems' default animation `withAnimation { … }` and
    ///     `Animation.default` mean: iOS 17's spring by default, `.iOS16` for `easeInOut`.
    ///   - textMeasurer: Sizes `Text` as it is drawn: pass `CairoTextMeasurer()`; without one, text takes no room.
    ///   - budget: The most work the scene may ask for; ``WorkBudget/standard`` by default.
    ///   - content: The view.
    /// - Throws: `SceneError` for a tap no view or several answer, an interaction outside the
    ///   scene, events that never end without a `duration`, an animation that never ends without
    ///   a `duration`, a body with two views of one identity, or a scene over the work budget.
    public init<Content: View & SendableMetatype>(
        named name: String, canvas: CGSize, safeArea: EdgeInsets = EdgeInsets(), background: RGBAColor = .white, fps: Int = 30,
        duration: TimeInterval? = nil, interactions: [Interaction] = [], startDate: Date = Scene.defaultStartDate, layoutDirection: LayoutDirection = .leftToRight,
        animationDefaults: AnimationDefaults = .iOS17, textMeasurer: (any TextMeasuring)? = nil, budget: WorkBudget = .standard,
        @ViewBuilder content: @escaping @Sendable () -> Content
    ) throws(SceneError) {
        var traits = ScreenTraits()
        traits.animationDefaults = animationDefaults
        try self.init(named: name, canvas: canvas, safeArea: safeArea, background: background, fps: fps, duration: duration,
                      interactions: interactions, startDate: startDate, layoutDirection: layoutDirection, traits: traits,
                      textMeasurer: textMeasurer, budget: budget, content: content)
    }

    /// The scene of a view as above, on a screen with `traits` (a device's appearance, size
    /// classes and pixel density) in its environment.
    init<Content: View & SendableMetatype>(
        named name: String, canvas: CGSize, safeArea: EdgeInsets, background: RGBAColor, fps: Int, duration: TimeInterval?,
        interactions: [Interaction], startDate: Date, layoutDirection: LayoutDirection, traits: ScreenTraits,
        textMeasurer: (any TextMeasuring)?, budget: WorkBudget, content: @escaping @Sendable () -> Content
    ) throws(SceneError) {
        let origin = Scene.swiftFile(named: name)
        let rate: FrameRate
        do {
            rate = try FrameRate(fps)
        } catch {
            throw SceneError(file: origin, path: "fps", message: error.description)
        }
        do {
            _ = try LayoutPass.safeRect(canvas, safeArea: safeArea)
        } catch {
            throw SceneError(file: origin, path: "safeArea", message: error.description)
        }
        let resolve = { @Sendable (root: ReplayBox<Content>, store: StateStore, events: EventCollector?, time: TimeInterval)
            -> (nodes: [ViewNode], looks: [ViewSpec]) in
            var context = ResolveContext(textMeasurer: textMeasurer)
            traits.apply(to: &context.environment)
            context.environment.layoutDirection = layoutDirection
            context.stateStore = store
            context.events = events
            context.time = time
            context.startDate = startDate
            context.screen = (canvas, safeArea)
            context.environment.screenSize = canvas
            let body = AnimationDefaults.$current.withValue(traits.animationDefaults) {
                EventCollector.$resolving.withValue(events.map(ReplayBox.init)) {
                    context.childrenSettlingGeometry(of: { root.value }, in: canvas, safeArea: safeArea, layoutDirection: layoutDirection)
                }
            }
            events?.notePresent(body.nodes)
            return body
        }
        // Each sampler (one per thread) replays the events itself: the states hold values of any
        // type, which stay on the thread that made them.
        // The view is made once for each sampler, as an app's root view is made once: the models
        // it makes (`.environmentObject(Model())`) are the same through the replay and the frames.
        let makeSampler = { @Sendable () throws(SceneError) -> ViewStateSampler in
            let root = ReplayBox(value: content())
            // Event handlers, tasks and timers' blocks run inside the replay: `withAnimation { … }`
            // there takes the scene's default animation.
            let replay = EventReplay(resolve: { store, events, time in _ = resolve(root, store, events, time) }, interactions: interactions,
                                     end: duration, origin: origin, maximumChanges: budget.changes,
                                     framesPerSecond: Double(rate.numerator) / Double(rate.denominator), canvas: canvas)
            let result = AnimationDefaults.$current.withValue(traits.animationDefaults) {
                Result { () throws(SceneError) in try replay.run() }
            }
            let outcome = try result.get()
            return try Self.makeSampler(outcome, resolve: { resolve(root, $0, $1, $2) }, origin: origin, canvas: canvas,
                                        safeArea: safeArea, layoutDirection: layoutDirection, rate: rate)
        }
        let first = try makeSampler()
        let (naturalDuration, views) = (first.naturalDuration, first.roster.looks.first ?? [])
        // The scene's own sampler is the one just built, so it is not built again for it.
        try self.init(named: name, canvas: canvas, background: background, fps: rate, duration: duration,
                      naturalDuration: naturalDuration, views: views, layoutDirection: layoutDirection,
                      budget: budget, sampler: KeptSampler.samplers(first: first, then: makeSampler))
    }

    /// The date a scene of a view starts at unless it says otherwise: 2026-01-01 00:00:00 UTC,
    /// fixed, so that views drawn from the date (`TimelineView`) draw the same frames in every
    /// render.
    public static let defaultStartDate = ResolveContext.defaultStartDate

    /// The sampler of the states an event replay found: each state's body resolved with its
    /// `@State` values, and each change animating each view as the transaction modifiers over it
    /// say.
    private static func makeSampler(_ outcome: EventReplay.Outcome,
                                    resolve: @escaping @Sendable (StateStore, EventCollector?, TimeInterval) -> (nodes: [ViewNode], looks: [ViewSpec]),
                                    origin: String, canvas: CGSize, safeArea: EdgeInsets, layoutDirection: LayoutDirection,
                                    rate: FrameRate) throws(SceneError) -> ViewStateSampler {
        let store = StateStore()
        store.models = outcome.models
        store.setStates(outcome.states)
        var bodies: [(nodes: [ViewNode], looks: [ViewSpec])] = []
        var collectors: [EventCollector] = []
        for state in outcome.states.indices {
            store.load(state: state)
            let collector = EventCollector()
            // Each state's body as it is when the state begins.
            bodies.append(resolve(store, collector, state == 0 ? 0 : outcome.changes[state - 1].time))
            collectors.append(collector)
        }
        let timeDriven = collectors.contains { $0.isTimeDriven }
        // When the last body drawn from the time stops changing with it; `nil` for never.
        let drivenUntil = collectors.reduce(Optional(0.0)) { EventCollector.later($0, $1.drivenUntil) }
        store.load(state: 0)
        let changes = outcome.changes.map { (time: $0.time, transaction: $0.transaction) }
        let moments = outcome.changes.map { (time: $0.time, animation: $0.transaction.animation, label: "") }
        // A body drawn from the time (a TimelineView, a KeyframeAnimator) is built for every moment.
        // Once it has stopped, a state's body built when the state began draws every later moment,
        // unless the state began while the body still changed.
        let starts = [0] + outcome.changes.map(\.time)
        let isDriven = { @Sendable (time: TimeInterval) -> Bool in
            guard timeDriven else { return false }
            guard let drivenUntil, time > drivenUntil else { return true }
            return (starts.last { $0 <= time } ?? 0) < drivenUntil
        }
        var source = BodySource(hasKeyframes: timeDriven, keyframesEnd: drivenUntil, isDriven: isDriven,
                                build: { time, _, store in resolve(store, nil, time) })
        source.driver = "TimelineView or KeyframeAnimator"
        let roster = try makeRoster(bodies, changes: moments, file: origin)
        var sampler = ViewStateSampler(trees: bodies.map(\.nodes), roster: roster, animations: ChangeAnimations(changes: changes, bodies: collectors),
                                       canvas: canvas, safeArea: safeArea, layoutDirection: layoutDirection, rate: rate, source: source, store: store,
                                       transitions: EventCollector.transitionsOfChanges(collectors), matches: collectors.map(\.matches))
        sampler.names = ViewNames(collectors: collectors, roster: roster)
        return sampler
    }

    /// The views of this scene of a view that `name` finds at frame `frame`, as scripted
    /// interactions find them (``ViewNames``), or those it found before and that have left since
    /// (marked leaving: drawn while they go, if at all): `nil` when nothing answers, or when the
    /// scene is not one of a view.
    /// - Parameters:
    ///   - name: An accessibility identifier, a control's title or a text shown.
    ///   - frame: The frame.
    /// - Returns: The views (their places in the frame's placements) and how they were found.
    package func views(named name: String, atFrame frame: Int) throws(SceneError) -> ViewNames.Found? {
        try withSharedSampler { sampler throws(SceneError) in (sampler as? ViewStateSampler)?.views(named: name, atFrame: frame) }
    }

    /// The accessibility identifiers of this scene of a view's views at frame `frame`, sorted:
    /// for messages; empty when the scene is not one of a view.
    package func identifiers(atFrame frame: Int) throws(SceneError) -> [String] {
        try withSharedSampler { sampler throws(SceneError) in (sampler as? ViewStateSampler)?.identifiers(atFrame: frame) ?? [] }
    }
}
