import Foundation
import LayoutCore
import SceneCore

/// Lays a view's body out at a moment: the body of a state with every animated layout showing
/// its value then, or the body keyframes drive then, built again with the `@State` values its
/// layout writes until they settle.
struct MomentLayout {
    /// The root views of each state's body.
    let trees: [[ViewNode]]
    /// The animated layouts, by where they are and their type.
    let tracks: [ViewStateSampler.TrackKey: any LayoutTrack]
    /// Every view of every state, in one order.
    let roster: ViewRoster
    /// Builds the bodies keyframes drive and bodies with `@State` values written.
    let source: BodySource
    /// Where the trees' `@State` values are kept.
    let store: StateStore
    let canvas: CGSize
    /// The canvas's safe-area insets.
    let safeArea: EdgeInsets
    let layoutDirection: LayoutDirection

    /// A body laid out: its roots as they are shown, where each of its leaves is in the roster,
    /// its leaves' looks when it was built for the moment (keyframes, `@State`), and the result.
    struct LaidOut {
        let roots: [ViewNode]
        let slots: [Int]
        let looks: [ViewSpec]?
        let result: LayoutPass.Result
    }

    /// State `state`'s body at `time`, laid out, its `@State` settled.
    /// - Throws: ``LayoutCore/LayoutError`` when the layout fails, when keyframes or `@State`
    ///   make a body with other views than the state's, or when `@State` values never settle.
    func layOut(at time: TimeInterval, state: Int) throws(LayoutError) -> LaidOut {
        store.load(state: state)
        var body = source.isDriven(time) ? try built(at: time, state: state) : ownBody(at: time, state: state)
        _ = store.takeChange()
        var result = try LayoutPass.run(VStackLayout(), subviews: body.roots, in: canvas, safeArea: safeArea, layoutDirection: layoutDirection)
        var passes = 1
        while let changed = store.takeChange() {
            guard passes < LayoutPass.maximumPasses else {
                throw .layoutFailed(layout: "@State", message: "\(changed.name) was still changing after \(passes) layout passes: "
                    + "what is written to it during layout must settle (a value that is not Equatable counts as changed "
                    + "every time it is written)")
            }
            body = try built(at: time, state: state)
            _ = store.takeChange()
            result = try LayoutPass.run(VStackLayout(), subviews: body.roots, in: canvas, safeArea: safeArea, layoutDirection: layoutDirection)
            passes += 1
        }
        return LaidOut(roots: body.roots, slots: body.slots, looks: body.looks, result: result)
    }

    /// State `state`'s own body, as it is shown at `time`.
    private func ownBody(at time: TimeInterval, state: Int) -> (roots: [ViewNode], slots: [Int], looks: [ViewSpec]?) {
        (trees[state].map { Self.showing($0, tracks: tracks, at: time) }, roster.slots[state], nil)
    }

    /// The body built at `time` from state `state` with what keyframes drive and the `@State`
    /// values written so far, with what the changes' animations running then add to it.
    /// - Throws: ``LayoutCore/LayoutError/layoutFailed(layout:message:)`` when the body's views
    ///   are not the state's.
    private func built(at time: TimeInterval, state: Int) throws(LayoutError) -> (roots: [ViewNode], slots: [Int], looks: [ViewSpec]?) {
        let body = source.build(time, state, store)
        var slots: [Int] = []
        for identity in body.nodes.flatMap(\.leafIdentities) {
            slots.append(identity.flatMap { roster.index(of: $0) } ?? -1)
        }
        guard slots.count == roster.slots[state].count, Set(slots) == Set(roster.slots[state]) else {
            let (cause, rule) = source.isDriven(time)
                ? ("the \(source.driver) then makes", "\(source.driver) may change a view's values, not which views there are")
                : ("the @State values written during layout make", "@State a layout writes may change a view's values, not which views there are")
            throw .layoutFailed(layout: source.isDriven(time) ? source.driver : "@State",
                                message: "at \(time) s \(cause) a body of \(slots.count) views that are not the \(roster.slots[state].count) "
                                    + "views of the state's body: \(rule)")
        }
        return (body.nodes.map { Self.showing($0, tracks: tracks, at: time, addingFor: state) }, slots, body.looks)
    }

    /// `root` with every animated layout in it showing its value at `time`; with `addingFor`, a
    /// body built for that state at `time`: its own values plus what the animations running then add.
    static func showing(_ root: ViewNode, tracks: [ViewStateSampler.TrackKey: any LayoutTrack], at time: TimeInterval,
                        addingFor state: Int? = nil) -> ViewNode {
        root.mappingLayouts { layout, identity in
            guard let track = tracks[ViewStateSampler.TrackKey(identity: identity, type: ObjectIdentifier(type(of: layout.wrapped)))] else {
                return layout
            }
            guard let state else { return track.showing(layout, at: time) }
            return track.adding(to: layout, at: time, state: state)
        }
    }
}
