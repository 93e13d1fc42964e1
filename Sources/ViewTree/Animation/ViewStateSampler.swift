import AnimationCore
import Foundation
import FrameRendering
import FrameTimeline
import LayoutCore
import SceneCore

/// The frames of a view whose state changes over time, as SwiftUI animates them: at every frame
/// the body is the one for the model state (the state after every change made by then), and
/// every animatable layout in it (custom layouts' `animatableData`, `rotationEffect`,
/// `scaleEffect`, `opacity`, `offset`, `frame`, `padding`) shows its value interpolated by the
/// changes' animations, matched across states by structural identity. The whole tree is then
/// laid out in one pass, so views follow the paths their layouts describe.
///
/// What no layout value carries is animated as SwiftUI animates geometry: where a change moves a
/// view by more than its layouts' values do (a view inserted before it in a stack, a `ForEach`
/// reordered, an `AnyLayout` of another type), the view slides from where the old body put it
/// by the change's animation; a view the change inserts fades in, and one it removes fades out
/// where it was (SwiftUI's default transition, opacity). Every view of every state has one place
/// in the samples (``ViewRoster``); one not in the body is drawn nowhere (opacity 0) at the
/// place it last had, or will first have.
///
/// A view's look animates too: its fill and stroke colours, its stroke's width, its corner radius
/// and its opacity interpolate (``LookVector``), and so does a shape's `animatableData`
/// (``ShapeTracks``: its path is asked for again at every frame); a change of its text or shape
/// cross-fades, the former look fading out under the new one by the change's animation (SwiftUI's
/// opacity content transition), or switches at once when the change has no animation.
///
/// While keyframe runs play, a frame's body is built from the state they drive (``BodySource``),
/// and the changes' animations still running add to its layouts' values and looks. Views'
/// `@State` starts every frame at its initial values; when laying the frame out writes new ones
/// (a layout writing back through a `Binding`), the body is built again with them and laid out
/// again, until nothing changes.
///
/// The bodies are built once per state, when the sampler is made, and again for a frame that
/// keyframes drive or whose `@State` a layout writes; a frame is a pure function of its time.
struct ViewStateSampler: FrameSampler {
    /// When each change happens, sorted.
    let changeTimes: [TimeInterval]
    let rate: FrameRate
    /// Every view of every state, in one order.
    let roster: ViewRoster
    /// Whether any view's look differs between states; when none does, the document's looks hold.
    let looksChange: Bool
    /// Each view's animatable look across the states; empty when none ever changes.
    let paints: [AnimatedValue<LookVector>]
    /// The animatable data of the views' shapes across the states (SwiftUI's `Shape.animatableData`).
    let shapes: ShapeTracks
    /// The cross-fades of the views whose text or shape changes, in view order.
    let contentFades: [ContentFade]
    /// Each view's presence in the body, 1 or 0, animated by the changes that insert or remove it.
    let presence: [AnimatedValue<Double>]
    /// Each view's slide, as an animated value whose model is ``slideModels``: the slide shown is
    /// the difference.
    let slides: [AnimatedValue<PlacementShift>]
    /// Each view's slide model in each state: `slideModels[view][state]`.
    let slideModels: [[PlacementShift]]
    /// Where a view not in a state's body is drawn (unseen): `absentPlacements[state][view]`.
    let absentPlacements: [[ViewPlacement?]]
    /// How each view comes in and goes in each state: its transition in that state's body, or,
    /// where it is not in it, in the last body it was in; `.opacity` where it has none.
    let transitions: [[AnyTransition]]
    /// In each state, the views that take a source's frame (`isSource: false`), with the source.
    let followers: [[MatchedPair]]
    /// Lays a state's body out at a moment: its trees, animated layouts, canvas, keyframes and `@State`.
    let layout: MomentLayout
    /// What names each state's views, for a test's driver.
    var names = ViewNames()

    /// How one view's content (its text, its shape) changes over the states: each content in
    /// turn, and how far the fades from one to the next have gone.
    struct ContentFade {
        /// The view.
        let view: Int
        /// Each content the view has in turn, as the look of the first state that has it.
        let looks: [ViewSpec]
        /// For each state, which of ``looks`` the view has.
        let contentByState: [Int]
        /// The content shown, as a number counting the contents (2.5 is half way from the third
        /// to the fourth), animated by the changes that change it.
        let shown: AnimatedValue<Double>
    }

    /// A layout in the tree: where it is, and its type.
    struct TrackKey: Hashable {
        let identity: ViewIdentity
        let type: ObjectIdentifier
    }

    /// Makes the sampler.
    /// - Parameters:
    ///   - trees: Each state's root views.
    ///   - roster: Every view of the states, in one order.
    ///   - animations: When each change happens and how it animates each view, sorted by time:
    ///     one fewer than the trees.
    ///   - source: Builds bodies keyframes drive and bodies with `@State` values written.
    ///   - store: Where the trees' `@State` values are kept.
    ///   - transitions: For each state, the transition of each view the change into it inserts or
    ///     removes, by identity; none by default (views fade).
    ///   - matches: Each state's matched geometry, by leaf identity; none by default.
    init(trees: [[ViewNode]], roster: ViewRoster, animations: ChangeAnimations, canvas: CGSize, safeArea: EdgeInsets = EdgeInsets(),
         layoutDirection: LayoutDirection, rate: FrameRate, source: BodySource, store: StateStore,
         transitions: [[ViewIdentity: AnyTransition]] = [], matches: [[ViewIdentity: MatchedGeometry]] = []) {
        self.roster = roster
        self.changeTimes = animations.changes.map(\.time)
        // How each change animates each view of the roster, worked out once.
        let perView = roster.identities.map { animations.changes(for: $0) }
        let byView = { (view: Int) in perView.indices.contains(view) ? perView[view] : animations.plain }
        self.rate = rate
        var recorders: [TrackKey: any LayoutTrackRecorder] = [:]
        for (state, roots) in trees.enumerated() {
            for root in roots {
                root.forEachLayout { layout, identity in
                    let key = TrackKey(identity: identity, type: ObjectIdentifier(type(of: layout.wrapped)))
                    if recorders[key] == nil {
                        guard let recorder = makeRecorder(for: layout.wrapped, stateCount: trees.count) else { return }
                        recorders[key] = recorder
                    }
                    recorders[key]?.record(layout.wrapped, inState: state)
                }
            }
        }
        var tracks: [TrackKey: any LayoutTrack] = [:]
        for (key, recorder) in recorders {
            tracks[key] = recorder.track(changes: animations.changes(for: key.identity))
        }
        let layout = MomentLayout(trees: trees, tracks: tracks, roster: roster,
                                  source: source, store: store, canvas: canvas, safeArea: safeArea, layoutDirection: layoutDirection)
        self.layout = layout
        self.looksChange = source.hasKeyframes || store.hasStates || roster.looks.contains { $0 != roster.looks.first }
        self.paints = Self.animatePaints(roster.looks, changeCount: animations.changes.count, changes: byView)
        self.shapes = ShapeTracks(looks: roster.looks, changes: byView)
        self.contentFades = Self.animateContents(roster, changeCount: animations.changes.count, changes: byView)
        self.presence = Self.animatePresence(roster, changes: byView)
        let pairs = Self.matchedPairs(roster, matches: matches)
        let geometry = Self.workOutGeometry(layout: layout, changes: animations.plain, byView: byView, pairs: pairs)
        store.reset()
        self.slides = geometry.slides
        self.slideModels = geometry.models
        self.absentPlacements = geometry.absent
        self.transitions = Self.heldTransitions(roster, transitions: transitions)
        self.followers = Self.followers(roster, matches: matches)
    }

    /// Each view's transition in each state: the one it came with when the change into a state
    /// inserted it or went with when it removed it, held until it comes or goes again.
    private static func heldTransitions(_ roster: ViewRoster, transitions: [[ViewIdentity: AnyTransition]]) -> [[AnyTransition]] {
        var held = Array(repeating: AnyTransition.opacity, count: roster.count)
        return roster.presence.indices.map { state in
            for view in 0..<roster.count where state > 0 && roster.presence[state][view] != roster.presence[state - 1][view] {
                held[view] = transitions.indices.contains(state) ? transitions[state][roster.identities[view]] ?? .opacity : .opacity
            }
            return held
        }
    }

    /// Each view's animatable look over the states, animated by the changes that change it; none
    /// when no change changes one.
    private static func animatePaints(_ looks: [[ViewSpec]], changeCount: Int,
                                      changes: (Int) -> [(time: TimeInterval, animation: Animation?)]) -> [AnimatedValue<LookVector>] {
        let vectors = looks.map { $0.map(LookVector.init) }
        guard let first = vectors.first, looks.count == changeCount + 1, vectors.contains(where: { $0 != first }) else { return [] }
        return first.indices.map { view in
            let values = vectors.map { $0[view] }
            return AnimatedValue(values: values, changes: animatingChanges(changes(view), values: values))
        }
    }

    /// The cross-fades of the views whose content changes: a change that changes a view's content
    /// while the view stays in the body fades it by the change's animation; one that inserts the
    /// view with another content shows it at once (the view itself fades in).
    private static func animateContents(_ roster: ViewRoster, changeCount: Int,
                                        changes byView: (Int) -> [(time: TimeInterval, animation: Animation?)]) -> [ContentFade] {
        guard let first = roster.looks.first, roster.looks.count == changeCount + 1 else { return [] }
        return first.indices.compactMap { view in
            let changes = byView(view)
            var looks = [first[view]]
            var contentByState = [0]
            var fadeChanges: [(time: TimeInterval, animation: Animation?)] = []
            for (index, change) in changes.enumerated() {
                let look = roster.looks[index + 1][view]
                let changed = LookVector.content(of: look) != LookVector.content(of: roster.looks[index][view])
                if changed { looks.append(look) }
                contentByState.append(looks.count - 1)
                let stays = roster.presence[index][view] && roster.presence[index + 1][view]
                fadeChanges.append((time: change.time, animation: changed && stays ? change.animation : nil))
            }
            guard looks.count > 1 else { return nil }
            return ContentFade(view: view, looks: looks, contentByState: contentByState,
                               shown: AnimatedValue(values: contentByState.map(Double.init), changes: fadeChanges))
        }
    }

    /// Each view's presence (1 in the body, 0 not) over the states, animated by the changes that
    /// insert or remove it.
    private static func animatePresence(_ roster: ViewRoster,
                                        changes: (Int) -> [(time: TimeInterval, animation: Animation?)]) -> [AnimatedValue<Double>] {
        (0..<roster.count).map { view in
            let values = roster.presence.map { $0[view] ? 1.0 : 0.0 }
            return AnimatedValue(values: values, changes: animatingChanges(changes(view), values: values))
        }
    }

    /// `changes` with the animation kept only where the value changes.
    private static func animatingChanges<Value: Equatable>(_ changes: [(time: TimeInterval, animation: Animation?)], values: [Value])
        -> [(time: TimeInterval, animation: Animation?)] {
        changes.indices.map { index in
            (time: changes[index].time, animation: values[index] != values[index + 1] ? changes[index].animation : nil)
        }
    }

    /// When the last animation ends, or `nil` when one never does; 0 when nothing animates.
    var naturalDuration: TimeInterval? {
        var end = changeTimes.last ?? 0
        let ends = layout.tracks.values.map(\.endTime) + paints.map(\.endTime) + contentFades.map(\.shown.endTime)
            + presence.map(\.endTime) + slides.map(\.endTime) + shapes.endTimes
        for endTime in ends {
            guard let endTime else { return nil }
            end = max(end, endTime)
        }
        guard let keyframesEnd = layout.source.keyframesEnd else { return nil }
        end = max(end, keyframesEnd)
        return end
    }

    /// The views `name` finds at frame `frame` (``ViewNames/views(named:inOrBefore:)``).
    func views(named name: String, atFrame frame: Int) -> ViewNames.Found? {
        names.views(named: name, inOrBefore: state(at: rate.time(ofFrame: frame)))
    }

    /// The accessibility identifiers of the views at frame `frame`, sorted.
    func identifiers(atFrame frame: Int) -> [String] {
        names.identifiers(inState: state(at: rate.time(ofFrame: frame)))
    }

    /// The state shown at `time`: the one after every change made by then.
    private func state(at time: TimeInterval) -> Int {
        changeTimes.partitioningIndex { $0 > time }
    }

    /// How every view looks at `time`, in state `state`, with `body` laid out then: the state's
    /// looks with their animated values (shapes' animatable data included), or the looks the body
    /// was built with (keyframes, `@State`) with the running animations added.
    private func looks(at time: TimeInterval, state: Int, body: MomentLayout.LaidOut) -> [ViewSpec] {
        var shown = roster.looks[state]
        guard looksChange else { return shown }
        if layout.source.hasKeyframes || layout.store.hasStates, let looks = body.looks {
            for (leaf, slot) in body.slots.enumerated() where looks.indices.contains(leaf) { shown[slot] = looks[leaf] }
            for view in shown.indices where paints.indices.contains(view) {
                let running = paints[view].value(at: time) - paints[view].modelValue(at: time)
                shown[view] = (LookVector(shown[view]) + running).applied(to: shown[view])
            }
            return shapes.showing(shown, at: time, addingFor: state)
        }
        for view in shown.indices where paints.indices.contains(view) {
            shown[view] = paints[view].value(at: time).applied(to: shown[view])
        }
        return shapes.showing(shown, at: time)
    }

    /// The former looks still fading out at `time`, in state `state`.
    private func fadingLooks(at time: TimeInterval, state: Int) -> [FadingLook] {
        guard !contentFades.isEmpty else { return [] }
        return contentFades.flatMap { fade -> [FadingLook] in
            let current = fade.contentByState[state]
            let shares = Self.contentShares(shown: fade.shown.value(at: time), upTo: current)
            return shares.indices.compactMap { content in
                guard content != current, shares[content] > 0 else { return nil }
                var look = fade.looks[content]
                if paints.indices.contains(fade.view) { look = paints[fade.view].value(at: time).applied(to: look) }
                return FadingLook(view: fade.view, look: shapes.showing(look, view: fade.view, at: time), share: shares[content])
            }
        }
    }

    /// How much of a view's opacity each of its contents `0...current` is drawn with when the
    /// fades between them show `shown` (2.5: half way from the third to the fourth): each
    /// content by how close `shown` is to it, within 1, the shares adding up to 1; all to
    /// `current` when `shown` is near none.
    static func contentShares(shown: Double, upTo current: Int) -> [Double] {
        let weights = (0...current).map { max(1 - abs(shown - Double($0)), 0) }
        let total = weights.reduce(0, +)
        guard total > 0 else { return (0...current).map { $0 == current ? 1 : 0 } }
        return weights.map { $0 / total }
    }

    func sampleFrame(_ frame: Int, sizes requests: [SizeRequest]) throws(SamplingFailure) -> SampledFrame {
        let time = rate.time(ofFrame: frame)
        let state = state(at: time)
        do {
            let body = try layout.layOut(at: time, state: state)
            var sample = place(body, frame: frame, time: time, state: state)
            if !requests.isEmpty {
                sample.sizes = try LayoutPass.sizes(of: VStackLayout(), subviews: body.roots, in: layout.canvas, safeArea: layout.safeArea,
                                                    layoutDirection: layout.layoutDirection, requests: requests)
            }
            let placed = Self.placingEffects(of: looks(at: time, state: state, body: body), body: body)
            let (projected, shown) = Self.projectingCentres(of: sample, looks: placed)
            return SampledFrame(sample: projected, looks: shown,
                                fadingLooks: Self.placingEffects(of: fadingLooks(at: time, state: state), as: shown))
        } catch {
            throw SamplingFailure(error)
        }
    }

    /// `looks` with the effects of the body's views placed where the views they were applied to
    /// are (``SceneCore/ViewEffect/frame``): each leaf's effects and the frames of the
    /// ``LayoutCore/DrawingScopeLayout`` containers around it, both innermost first, one for one.
    static func placingEffects(of looks: [ViewSpec], body: MomentLayout.LaidOut) -> [ViewSpec] {
        let scopes = body.result.scopes
        guard !scopes.isEmpty else { return looks }
        var placed = looks
        for (leaf, view) in body.slots.enumerated() where scopes.indices.contains(leaf) && placed.indices.contains(view) {
            guard placed[view].effects.count == scopes[leaf].count else { continue }
            for index in scopes[leaf].indices {
                placed[view].effects[index].frame = scopes[leaf][index].frame
                placed[view].effects[index].amounts = scopes[leaf][index].amounts
            }
        }
        return placed
    }

    /// `fading` with the placed effects of their views' looks in `shown`, where they have as many.
    static func placingEffects(of fading: [FadingLook], as shown: [ViewSpec]) -> [FadingLook] {
        fading.map { former in
            guard shown.indices.contains(former.view), shown[former.view].effects.count == former.look.effects.count else { return former }
            var placed = former
            for index in placed.look.effects.indices {
                placed.look.effects[index].frame = shown[former.view].effects[index].frame
                placed.look.effects[index].amounts = shown[former.view].effects[index].amounts
            }
            return placed
        }
    }

    /// Where every view of the roster is at `time`, with `body` laid out then: the body's views
    /// where it put them, moved by their slides and faded by their presence, and the views not in
    /// it at their absent places.
    private func place(_ body: MomentLayout.LaidOut, frame: Int, time: TimeInterval, state: Int) -> FrameSample {
        let result = body.result
        let canvas = layout.canvas
        let unseen = ViewPlacement(position: CGPoint(x: canvas.width / 2, y: canvas.height / 2), size: .zero, opacity: 0)
        // A view not in the body is where it was last (or will first be), moved by its slide
        // when it has one (a removed view going to its matched view's frame).
        var placements = (0..<roster.count).map { view in
            absentPlacements[state][view].map { (slides[view].value(at: time) - slideModels[view][state]).applied(to: $0) } ?? unseen
        }
        let slots = body.slots
        for (leaf, placement) in result.placements.enumerated() where slots.indices.contains(leaf) {
            let view = slots[leaf]
            placements[view] = (slides[view].value(at: time) - slideModels[view][state]).applied(to: placement)
        }
        let moving = Self.movingGroupSizes(placements, transitions: transitions[state], presence: presence, at: time)
        for view in placements.indices {
            transitions[state][view].apply(to: &placements[view], presence: presence[view].value(at: time),
                                           inserting: roster.presence[state][view], layoutDirection: layout.layoutDirection,
                                           viewSize: transitions[state][view].group.flatMap { moving[$0] })
        }
        // A view that is not its key's source takes the source's frame.
        for pair in followers.indices.contains(state) ? followers[state] : [] {
            placements[pair.inserted] = pair.matching(placements[pair.inserted], to: placements[pair.removed])
        }
        let connections = result.connections.compactMap { connection -> ViewConnection? in
            guard slots.indices.contains(connection.from), slots.indices.contains(connection.to) else { return nil }
            return ViewConnection(from: slots[connection.from], to: slots[connection.to])
        }
        return FrameSample(frame: frame, time: time, bounds: result.bounds, placements: placements, parameters: [],
                           connections: connections, drawingOrder: Self.drawingOrder(slots: slots, count: roster.count))
    }

    /// The size of each view coming or going with a move at `time`: the union of its leaves'
    /// frames, so that they move together by the view's size.
    private static func movingGroupSizes(_ placements: [ViewPlacement], transitions: [AnyTransition],
                                         presence: [AnimatedValue<Double>], at time: TimeInterval) -> [TransitionGroup: CGSize] {
        var frames: [TransitionGroup: CGRect] = [:]
        for view in placements.indices {
            let transition = transitions[view]
            guard let group = transition.group, transition.movesByViewSize, placements[view].size != .zero,
                  presence[view].value(at: time) < 1 else { continue }
            let frame = placements[view].frame
            frames[group] = frames[group].map { $0.union(frame) } ?? frame
        }
        return frames.mapValues(\.size)
    }

    /// The order the views are drawn in when the body's order is not the roster's (a reordered
    /// `ForEach`): the body's views in its order, each view not in it just after the view before
    /// it in the roster (so one fading out stays where it was drawn); `nil` for roster order.
    static func drawingOrder(slots: [Int], count: Int) -> [Int]? {
        guard zip(slots, slots.dropFirst()).contains(where: { $0 >= $1 }) else { return nil }
        var rank = Array(repeating: -1.0, count: count)
        for (position, view) in slots.enumerated() where rank.indices.contains(view) { rank[view] = Double(position) }
        var before = -0.5
        for view in 0..<count {
            // A view in the body has its place; one not in it (still -1 here) follows the one before it.
            if rank[view] >= 0 {
                before = rank[view]
            } else {
                rank[view] = before + 0.5
            }
        }
        return (0..<count).sorted { (rank[$0], $0) < (rank[$1], $1) }
    }
}
