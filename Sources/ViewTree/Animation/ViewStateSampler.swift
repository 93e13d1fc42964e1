import AnimationCore
import Foundation
import FrameRendering
import FrameTimeline
import LayoutCore
import SceneDescription

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
/// and its opacity interpolate (``LookVector``); a change of its text or shape cross-fades, the
/// former look fading out under the new one by the change's animation (SwiftUI's opacity content
/// transition), or switches at once when the change has no animation.
///
/// While keyframe runs play, a frame's body is built from the state they drive (``BodySource``),
/// and the changes' animations still running add to its layouts' values and looks. Views'
/// `@State` starts every frame at its initial values; when laying the frame out writes new ones
/// (a layout writing back through a `Binding`), the body is built again with them and laid out
/// again, until nothing changes.
///
/// The bodies are built once per state, when the sampler is made, and once per frame a keyframe
/// run drives; a frame is a pure function of its time.
struct ViewStateSampler: FrameSampler {
    /// The root views of each state's body.
    let trees: [[ViewNode]]
    /// When each change happens, sorted.
    let changeTimes: [TimeInterval]
    /// The animated layouts, by where they are and their type.
    let tracks: [TrackKey: any LayoutTrack]
    let canvas: CGSize
    let layoutDirection: LayoutDirection
    let rate: FrameRate
    /// Every view of every state, in one order.
    let roster: ViewRoster
    /// Whether any view's look differs between states; when none does, the document's looks hold.
    let looksChange: Bool
    /// Each view's animatable look across the states; empty when none ever changes.
    let paints: [AnimatedValue<LookVector>]
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
    /// Builds the bodies keyframes drive and bodies with `@State` values written.
    let source: BodySource
    /// This sampler's views' `@State` values.
    let store: StateStore
    /// The last frame laid out, kept for the looks and sizes of the same frame.
    private let lastFrame = LastFrame()

    /// A frame laid out: its body and the layout's result.
    private final class LastFrame {
        var frame: Int?
        var body: FrameBody?
        var result: LayoutPass.Result?
    }

    /// A frame's body: its roots as they are shown, where each of its leaves is in the roster,
    /// and, for a body keyframes drive, its leaves' looks.
    struct FrameBody {
        let roots: [ViewNode]
        let slots: [Int]
        let looks: [ViewSpec]?
    }

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
    ///   - changes: When each change happens and its animation, sorted by time: one fewer than the trees.
    ///   - source: Builds bodies keyframes drive and bodies with `@State` values written.
    ///   - store: Where the trees' `@State` values are kept.
    init(trees: [[ViewNode]], roster: ViewRoster, changes: [(time: TimeInterval, animation: Animation?)], canvas: CGSize,
         layoutDirection: LayoutDirection, rate: FrameRate, source: BodySource, store: StateStore) {
        self.trees = trees
        self.source = source
        self.store = store
        self.roster = roster
        self.changeTimes = changes.map(\.time)
        self.canvas = canvas
        self.layoutDirection = layoutDirection
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
        self.tracks = recorders.compactMapValues { $0.track(changes: changes) }
        self.looksChange = source.hasKeyframes || store.hasStates || roster.looks.contains { $0 != roster.looks.first }
        self.paints = Self.animatePaints(roster.looks, changes: changes)
        self.contentFades = Self.animateContents(roster, changes: changes)
        self.presence = Self.animatePresence(roster, changes: changes)
        let geometry = Self.workOutGeometry(trees: trees, tracks: tracks, roster: roster, changes: changes, canvas: canvas,
                                            layoutDirection: layoutDirection)
        self.slides = geometry.slides
        self.slideModels = geometry.models
        self.absentPlacements = geometry.absent
    }

    /// Each view's animatable look over the states, animated by the changes that change it; none
    /// when no change changes one.
    private static func animatePaints(_ looks: [[ViewSpec]], changes: [(time: TimeInterval, animation: Animation?)])
        -> [AnimatedValue<LookVector>] {
        let vectors = looks.map { $0.map(LookVector.init) }
        guard let first = vectors.first, looks.count == changes.count + 1, vectors.contains(where: { $0 != first }) else { return [] }
        return first.indices.map { view in
            let values = vectors.map { $0[view] }
            return AnimatedValue(values: values, changes: animatingChanges(changes, values: values))
        }
    }

    /// The cross-fades of the views whose content changes: a change that changes a view's content
    /// while the view stays in the body fades it by the change's animation; one that inserts the
    /// view with another content shows it at once (the view itself fades in).
    private static func animateContents(_ roster: ViewRoster, changes: [(time: TimeInterval, animation: Animation?)]) -> [ContentFade] {
        guard let first = roster.looks.first, roster.looks.count == changes.count + 1 else { return [] }
        return first.indices.compactMap { view in
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
    private static func animatePresence(_ roster: ViewRoster, changes: [(time: TimeInterval, animation: Animation?)]) -> [AnimatedValue<Double>] {
        (0..<roster.count).map { view in
            let values = roster.presence.map { $0[view] ? 1.0 : 0.0 }
            return AnimatedValue(values: values, changes: animatingChanges(changes, values: values))
        }
    }

    /// `changes` with the animation kept only where the value changes.
    private static func animatingChanges<Value: Equatable>(_ changes: [(time: TimeInterval, animation: Animation?)], values: [Value])
        -> [(time: TimeInterval, animation: Animation?)] {
        changes.indices.map { index in
            (time: changes[index].time, animation: values[index] != values[index + 1] ? changes[index].animation : nil)
        }
    }

    /// The slides and the places of absent views: at each change, the old body and the new one
    /// are laid out with the values shown at that moment, and each view in both slides by the
    /// difference; a view removed is drawn (unseen) where the old body had it, one not yet
    /// inserted where the new body will first put it.
    private static func workOutGeometry(trees: [[ViewNode]], tracks: [TrackKey: any LayoutTrack], roster: ViewRoster,
                                        changes: [(time: TimeInterval, animation: Animation?)], canvas: CGSize,
                                        layoutDirection: LayoutDirection)
        -> (slides: [AnimatedValue<PlacementShift>], models: [[PlacementShift]], absent: [[ViewPlacement?]]) {
        let count = roster.count
        var models = Array(repeating: [PlacementShift.zero], count: count)
        var slideChanges = Array(repeating: [(time: TimeInterval, animation: Animation?)](), count: count)
        var firstPlaces: [ViewPlacement?] = Array(repeating: nil, count: count)
        var lastPlaces: [ViewPlacement?] = Array(repeating: nil, count: count)
        var lastPlacesByState: [[ViewPlacement?]] = []
        for (index, change) in changes.enumerated() {
            let place = { (state: Int) -> [ViewPlacement?] in
                var byView: [ViewPlacement?] = Array(repeating: nil, count: count)
                let roots = trees[state].map { showing($0, tracks: tracks, at: change.time) }
                guard let result = try? LayoutPass.run(VStackLayout(), subviews: roots, in: canvas, layoutDirection: layoutDirection)
                else { return byView }
                for (leaf, placement) in result.placements.enumerated() where roster.slots[state].indices.contains(leaf) {
                    byView[roster.slots[state][leaf]] = placement
                }
                return byView
            }
            let (before, after) = (place(index), place(index + 1))
            lastPlacesByState.append(lastPlaces)
            for view in 0..<count {
                if let placement = after[view], firstPlaces[view] == nil { firstPlaces[view] = placement }
                if let placement = before[view], after[view] == nil { lastPlaces[view] = placement }
                var shift = PlacementShift.zero
                if let old = before[view], let new = after[view] { shift = PlacementShift(from: new, to: old) }
                models[view].append(models[view][index] - shift)
                slideChanges[view].append((time: change.time, animation: shift == .zero ? nil : change.animation))
            }
        }
        lastPlacesByState.append(lastPlaces)
        let slides = (0..<count).map { AnimatedValue(values: models[$0], changes: slideChanges[$0]) }
        let absent = roster.presence.indices.map { state in
            (0..<count).map { view in roster.presence[state][view] ? nil : lastPlacesByState[state][view] ?? firstPlaces[view] }
        }
        return (slides, models, absent)
    }

    /// When the last animation ends, or `nil` when one never does; 0 when nothing animates.
    var naturalDuration: TimeInterval? {
        var end = changeTimes.last ?? 0
        let ends = tracks.values.map(\.endTime) + paints.map(\.endTime) + contentFades.map(\.shown.endTime)
            + presence.map(\.endTime) + slides.map(\.endTime)
        for endTime in ends {
            guard let endTime else { return nil }
            end = max(end, endTime)
        }
        guard let keyframesEnd = source.keyframesEnd else { return nil }
        end = max(end, keyframesEnd)
        return end
    }

    /// The state shown at `time`: the one after every change made by then.
    private func state(at time: TimeInterval) -> Int {
        changeTimes.partitioningIndex { $0 > time }
    }

    func looks(frame: Int) -> [ViewSpec]? {
        guard looksChange else { return nil }
        let time = rate.time(ofFrame: frame)
        let state = state(at: time)
        var shown = roster.looks[state]
        if source.hasKeyframes || store.hasStates, let body = try? laidOut(frame: frame).body, let looks = body.looks {
            for (leaf, slot) in body.slots.enumerated() where looks.indices.contains(leaf) { shown[slot] = looks[leaf] }
            for view in shown.indices where paints.indices.contains(view) {
                let running = paints[view].value(at: time) - paints[view].modelValue(at: time)
                shown[view] = (LookVector(shown[view]) + running).applied(to: shown[view])
            }
            return shown
        }
        for view in shown.indices where paints.indices.contains(view) {
            shown[view] = paints[view].value(at: time).applied(to: shown[view])
        }
        return shown
    }

    func fadingLooks(frame: Int) -> [FadingLook] {
        guard !contentFades.isEmpty else { return [] }
        let time = rate.time(ofFrame: frame)
        let state = state(at: time)
        return contentFades.compactMap { fade in
            let content = fade.contentByState[state]
            let progress = 1 - (Double(content) - fade.shown.value(at: time))
            guard content > 0, progress < 1 else { return nil }
            var look = fade.looks[content - 1]
            if paints.indices.contains(fade.view) { look = paints[fade.view].value(at: time).applied(to: look) }
            return FadingLook(view: fade.view, look: look, progress: max(progress, 0))
        }
    }

    /// `root` with every animated layout in it showing its value at `time`; with `adding`, its
    /// own value (one keyframes drive) plus what the animations running then add.
    private static func showing(_ root: ViewNode, tracks: [TrackKey: any LayoutTrack], at time: TimeInterval,
                                adding: Bool = false) -> ViewNode {
        root.mappingLayouts { layout, identity in
            guard let track = tracks[TrackKey(identity: identity, type: ObjectIdentifier(type(of: layout.wrapped)))] else {
                return layout
            }
            return adding ? track.adding(to: layout, at: time) : track.showing(layout, at: time)
        }
    }

    /// Frame `frame` laid out: its body, built again with the `@State` values its layout writes
    /// until they settle, and the layout's result.
    /// - Throws: ``LayoutCore/LayoutError`` when the layout fails, when a body has a view no
    ///   state's body has, or when `@State` values never settle.
    private func laidOut(frame: Int) throws(LayoutError) -> (body: FrameBody, result: LayoutPass.Result) {
        if lastFrame.frame == frame, let body = lastFrame.body, let result = lastFrame.result { return (body, result) }
        lastFrame.frame = nil
        let time = rate.time(ofFrame: frame)
        let state = state(at: time)
        store.reset()
        var body = source.isDriven(time) ? try built(at: time, state: state) : ownBody(at: time, state: state)
        var result = try LayoutPass.run(VStackLayout(), subviews: body.roots, in: canvas, layoutDirection: layoutDirection)
        var passes = 1
        while let changed = store.takeChange() {
            guard passes < LayoutPass.maximumPasses else {
                throw .layoutFailed(layout: "@State", message: "\(changed.name) was still changing after \(passes) layout passes: "
                    + "what is written to it during layout must settle (a value that is not Equatable counts as changed "
                    + "every time it is written)")
            }
            body = try built(at: time, state: state)
            _ = store.takeChange()
            result = try LayoutPass.run(VStackLayout(), subviews: body.roots, in: canvas, layoutDirection: layoutDirection)
            passes += 1
        }
        (lastFrame.frame, lastFrame.body, lastFrame.result) = (frame, body, result)
        return (body, result)
    }

    /// State `state`'s own body, as it is shown at `time`.
    private func ownBody(at time: TimeInterval, state: Int) -> FrameBody {
        FrameBody(roots: trees[state].map { Self.showing($0, tracks: tracks, at: time) }, slots: roster.slots[state], looks: nil)
    }

    /// The body built at `time` from state `state` with what keyframes drive and the `@State`
    /// values written so far, with what the changes' animations running then add to it.
    /// - Throws: ``LayoutCore/LayoutError/layoutFailed(layout:message:)`` when the body has a
    ///   view no state's body has, or two views of one identity.
    private func built(at time: TimeInterval, state: Int) throws(LayoutError) -> FrameBody {
        let body = source.build(time, state, store)
        var slots: [Int] = []
        var seen: Set<Int> = []
        for (leaf, identity) in body.nodes.flatMap(\.leafIdentities).enumerated() {
            guard let identity, let slot = roster.index(of: identity), seen.insert(slot).inserted else {
                throw .layoutFailed(layout: "keyframes", message: "at \(time) s the keyframes or @State values make a body with a view "
                    + "(view \(leaf)) that no state's body has, or has twice; keyframes may change a view's values, not which views there are")
            }
            slots.append(slot)
        }
        return FrameBody(roots: body.nodes.map { Self.showing($0, tracks: tracks, at: time, adding: true) }, slots: slots,
                         looks: body.looks)
    }

    func sample(frame: Int) throws(LayoutError) -> FrameSample {
        let time = rate.time(ofFrame: frame)
        let state = state(at: time)
        let (body, result) = try laidOut(frame: frame)
        let unseen = ViewPlacement(position: CGPoint(x: canvas.width / 2, y: canvas.height / 2), size: .zero, opacity: 0)
        var placements = (0..<roster.count).map { absentPlacements[state][$0] ?? unseen }
        let slots = body.slots
        for (leaf, placement) in result.placements.enumerated() where slots.indices.contains(leaf) {
            let view = slots[leaf]
            placements[view] = (slides[view].value(at: time) - slideModels[view][state]).applied(to: placement)
        }
        for view in placements.indices {
            placements[view].opacity *= min(max(presence[view].value(at: time), 0), 1)
        }
        let connections = result.connections.compactMap { connection -> ViewConnection? in
            guard slots.indices.contains(connection.from), slots.indices.contains(connection.to) else { return nil }
            return ViewConnection(from: slots[connection.from], to: slots[connection.to])
        }
        return FrameSample(frame: frame, time: time, bounds: result.bounds, placements: placements, parameters: [],
                           connections: connections)
    }

    func sizes(frame: Int, requests: [SizeRequest]) throws(LayoutError) -> [ViewSizeReport] {
        try LayoutPass.sizes(of: VStackLayout(), subviews: laidOut(frame: frame).body.roots, in: canvas,
                             layoutDirection: layoutDirection, requests: requests)
    }

    func parameters(frame: Int) -> [ParameterValue] { [] }
}

extension Array {
    /// The index of the first element for which `belongs` is true, in an array where every such
    /// element comes after every other; `count` when there is none.
    func partitioningIndex(where belongs: (Element) -> Bool) -> Int {
        var (low, high) = (0, count)
        while low < high {
            let middle = (low + high) / 2
            if belongs(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}

extension ViewNode {
    /// Calls `body` with every identified container's layout, depth first, each before its children.
    func forEachLayout(_ body: (AnyLayout, ViewIdentity) -> Void) {
        guard case .container(let layout, let children) = content else { return }
        if let identity { body(layout, identity) }
        for child in children { child.forEachLayout(body) }
    }

    /// The tree with every identified container's layout replaced by what `transform` returns.
    func mappingLayouts(_ transform: (AnyLayout, ViewIdentity) -> AnyLayout) -> ViewNode {
        guard case .container(let layout, let children) = content else { return self }
        var copy = self
        copy.content = .container(identity.map { transform(layout, $0) } ?? layout, children.map { $0.mappingLayouts(transform) })
        return copy
    }
}

