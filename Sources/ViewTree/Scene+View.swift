import AnimationCore
import Foundation
import FrameRendering
import FrameTimeline
import LayoutCore
import SceneCore
import Synchronization

extension Scene {
    /// A scene of a view whose state changes over time, each change with its animation, as
    /// `withAnimation` makes them in an app: the headless form of a `ContentView` with `@State`.
    ///
    /// ```swift
    /// struct Wheel: Sendable { var angle = Angle.zero }
    /// let scene = try Scene(named: "rotate", canvas: CGSize(width: 400, height: 400), initial: Wheel(), changes: [
    ///     StateChange(at: 0.5, animation: .easeInOut(duration: 2)) { $0.angle = .degrees(90) },
    /// ]) { state in
    ///     WheelLayout(radius: 130, rotation: state.angle) {
    ///         ForEach(0..<8) { _ in RoundedRectangle(cornerRadius: 8).fill(.orange).frame(width: 70, height: 70) }
    ///     }
    /// }
    /// ```
    ///
    /// At every frame the body is the one for the state after every change made by then, and
    /// everything animatable in it shows its value interpolated by the changes' animations:
    /// custom layouts' `animatableData` (however deeply nested), `rotationEffect`, `scaleEffect`,
    /// `opacity`, `offset`, `frame` and `padding`. Views are matched from one state's body to the
    /// next by structural identity (their place in the body, `ForEach` ids), springs carry their
    /// velocity into a change that interrupts them, and animations that overlap add up, as in
    /// SwiftUI. The whole tree is laid out in one pass every frame, so views follow their
    /// layouts' paths (arcs, not chords).
    ///
    /// Views may come and go with state: one a change inserts fades in, and one it removes fades
    /// out where it was, by the change's animation (SwiftUI's default transition); views that stay
    /// slide from where the old body put them when the change moves them more than their layouts'
    /// values do (a view inserted before them, a reordered `ForEach`). Every view of every state
    /// has one place in the samples, and one not in the body is drawn nowhere (opacity 0) at the
    /// place it last had. A view's colours, stroke width, corner radius and opacity animate; a
    /// change of its text or shape cross-fades the two by the change's animation (SwiftUI's
    /// opacity content transition).
    ///
    /// Keyframe runs drive properties of the state, as SwiftUI's `keyframeAnimator` drives its
    /// values: while one plays, the body of every frame is built from the state with the run's
    /// values written over it (the changes' animations still running add to what it drives), and
    /// when it ends the properties keep their final values, as if a change without animation set
    /// them. Keyframes may change a view's values, not which views the body has: a frame whose
    /// driven body has a view no state's body has is an error naming the frame.
    ///
    /// `content` is called for every state, again for every thread that samples frames, and for
    /// every frame a keyframe run drives, so it must build the same view for the same state.
    /// - Parameters:
    ///   - name: The scene's name, for output folders and messages.
    ///   - canvas: The canvas size, proposed to the view.
    ///   - background: The background; white by default.
    ///   - fps: Frames per second; 30 by default.
    ///   - duration: Seconds to show; by default until the last animation ends.
    ///   - initial: The state at time zero.
    ///   - changes: The changes, at their times, with their animations (`nil` to change at once).
    ///   - keyframes: Keyframe runs that drive properties of the state; none by default.
    ///   - layoutDirection: The direction content runs in; left to right by default.
    ///   - textMeasurer: Sizes `Text` as it is drawn: pass `CairoTextMeasurer()`; without one, text takes no room.
    ///   - budget: The most work the scene may ask for; ``WorkBudget/standard`` by default.
    ///   - content: The view for a state.
    /// - Throws: `SceneError` for a change or keyframe run at a time that is negative or not finite, a body with
    ///   two views of one identity, an animation that never ends without a `duration`, or a scene
    ///   that asks for more than the work budget.
    public init<State: Sendable, Content: View & SendableMetatype>(
        named name: String, canvas: CGSize, background: RGBAColor = .white, fps: Int = 30, duration: TimeInterval? = nil,
        initial: State, changes: sending [StateChange<State>], keyframes: sending [KeyframeRun<State>] = [],
        layoutDirection: LayoutDirection = .leftToRight,
        textMeasurer: (any TextMeasuring)? = nil, budget: WorkBudget = .standard,
        @ViewBuilder content: @escaping @Sendable (State) -> Content
    ) throws(SceneError) {
        let file = Scene.swiftFile(named: name)
        let rate: FrameRate
        let timeline: Timeline<State>
        do {
            rate = try FrameRate(fps)
        } catch {
            throw SceneError(file: file, path: "fps", message: error.description)
        }
        do {
            timeline = try Timeline(initial: initial, changes: changes, keyframes: keyframes)
        } catch {
            switch error {
            case .invalidChangeTime(let index, _):
                throw SceneError(file: file, path: "changes[\(index)]", message: error.description)
            case .invalidKeyframeTime(let index, _):
                throw SceneError(file: file, path: "keyframes[\(index)]", message: error.description)
            }
        }
        let playback = KeyframePlayback(timeline)
        let states = playback.timeline.states
        let moments = playback.timeline.changes.map { (time: $0.time, animation: $0.animation, label: $0.label) }
        let body = { @Sendable (state: State, store: StateStore, events: EventCollector?) -> (nodes: [ViewNode], looks: [ViewSpec]) in
            var context = ResolveContext(textMeasurer: textMeasurer)
            context.environment.layoutDirection = layoutDirection
            context.stateStore = store
            context.events = events
            return EventCollector.$resolving.withValue(events.map(ReplayBox.init)) {
                context.childrenSettlingGeometry(of: { content(state) }, in: canvas, layoutDirection: layoutDirection)
            }
        }
        let source = Self.bodySource(playback, states: states, body: body)
        // Every sampler (one per thread) has its own store, and its own bodies whose `@State`
        // properties are kept in it.
        let makeSampler = { @Sendable () throws(SceneError) -> ViewStateSampler in
            let store = StateStore()
            // What each state's body notes: its transaction modifiers, transitions and matched
            // geometry (its event handlers are not run: the timeline changes the state).
            let collectors = states.map { _ in EventCollector() }
            let bodies = zip(states, collectors).map { body($0, store, $1) }
            for (collector, moment) in zip(collectors, [0] + moments.map(\.time)) {
                try collector.checkProblems(origin: file, at: moment)
            }
            let changes = moments.map { (time: $0.time, transaction: Transaction(animation: $0.animation)) }
            let roster = try Self.makeRoster(bodies, changes: moments, file: file)
            var sampler = ViewStateSampler(trees: bodies.map(\.nodes), roster: roster, animations: ChangeAnimations(changes: changes, bodies: collectors),
                                           canvas: canvas, layoutDirection: layoutDirection, rate: rate, source: source, store: store,
                                           transitions: EventCollector.transitionsOfChanges(collectors), matches: collectors.map(\.matches))
            sampler.names = ViewNames(collectors: collectors, roster: roster)
            return sampler
        }
        let first = try makeSampler()
        let (naturalDuration, views) = (first.naturalDuration, first.roster.looks.first ?? [])
        // The scene's own sampler is the one just built, so it is not built again for it.
        try self.init(named: name, canvas: canvas, background: background, fps: rate, duration: duration,
                      naturalDuration: naturalDuration, views: views, layoutDirection: layoutDirection,
                      budget: budget, sampler: KeptSampler.samplers(first: first, then: makeSampler))
    }

    /// How the sampler builds bodies from the states: each with the values of the keyframe runs
    /// playing at a time written over it. The runs' motions are the caller's closures, so every
    /// sampler shares one playback behind a lock; building the body happens outside it.
    private static func bodySource<State: Sendable>(
        _ playback: sending KeyframePlayback<State>, states: [State],
        body: @escaping @Sendable (State, StateStore, EventCollector?) -> (nodes: [ViewNode], looks: [ViewSpec])
    ) -> BodySource {
        let (hasKeyframes, end) = (!playback.isEmpty, playback.endTime)
        let shared = Mutex(playback)
        return BodySource(
            hasKeyframes: hasKeyframes, keyframesEnd: end,
            isDriven: { time in hasKeyframes && shared.withLock { $0.isDriving(at: time) } },
            build: { time, state, store in
                var model = states[state]
                if hasKeyframes {
                    model = shared.withLock { playback -> State in
                        var driven = model
                        playback.apply(at: time, to: &driven)
                        return driven
                    }
                }
                return body(model, store, nil)
            })
    }

    /// Every view of every state in one order, or the error that names the change whose body
    /// cannot be followed: one with two views of the same identity.
    static func makeRoster(_ bodies: [(nodes: [ViewNode], looks: [ViewSpec])],
                                   changes: [(time: TimeInterval, animation: Animation?, label: String)],
                                   file: String) throws(SceneError) -> ViewRoster {
        do {
            return try ViewRoster(leaves: bodies.map { $0.nodes.flatMap(\.leafIdentities) }, looks: bodies.map(\.looks))
        } catch {
            let (state, message): (Int, String) = switch error {
            case .duplicate(let state, let view):
                (state, "has two views with one identity (view \(view) repeats an earlier one's): give a ForEach unique ids")
            case .unidentified(let state, let view):
                (state, "has view \(view) without an identity, which a body built with ViewTree's views always gives")
            }
            guard state > 0 else {
                throw SceneError(file: file, path: "content", message: "the body of the initial state " + message)
            }
            let change = changes[state - 1]
            let named = "the change at \(change.time) s\(change.label.isEmpty ? "" : " (\(change.label))")"
            throw SceneError(file: file, path: "changes[\(state - 1)]", message: "\(named) " + message.replacingOccurrences(of: "has ", with: "makes a body with ", options: .anchored))
        }
    }
}

extension ViewNode {
    /// The identities of the tree's leaves, depth first.
    var leafIdentities: [ViewIdentity?] {
        switch content {
        case .leaf: [identity]
        case .container(_, let children): children.flatMap(\.leafIdentities)
        }
    }
}
