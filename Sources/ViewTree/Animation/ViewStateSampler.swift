import AnimationCore
import Foundation
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
/// The bodies are built once per state, when the sampler is made; a frame is then a pure function
/// of its time.
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

    /// A layout in the tree: where it is, and its type.
    struct TrackKey: Hashable {
        let identity: ViewIdentity
        let type: ObjectIdentifier
    }

    /// Makes the sampler.
    /// - Parameters:
    ///   - trees: Each state's root views.
    ///   - changes: When each change happens and its animation, sorted by time: one fewer than the trees.
    init(trees: [[ViewNode]], changes: [(time: TimeInterval, animation: Animation?)], canvas: CGSize,
         layoutDirection: LayoutDirection, rate: FrameRate) {
        self.trees = trees
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
    }

    /// When the last animation ends, or `nil` when one never does; 0 when nothing animates.
    var naturalDuration: TimeInterval? {
        var end = changeTimes.last ?? 0
        for track in tracks.values {
            guard let trackEnd = track.endTime else { return nil }
            end = max(end, trackEnd)
        }
        return end
    }

    /// The root views as they are shown at `time`.
    func roots(at time: TimeInterval) -> [ViewNode] {
        let state = changeTimes.partitioningIndex { $0 > time }
        return trees[state].map { root in
            root.mappingLayouts { layout, identity in
                tracks[TrackKey(identity: identity, type: ObjectIdentifier(type(of: layout.wrapped)))]?.showing(layout, at: time) ?? layout
            }
        }
    }

    func sample(frame: Int) throws(LayoutError) -> FrameSample {
        let time = rate.time(ofFrame: frame)
        let result = try LayoutPass.run(VStackLayout(), subviews: roots(at: time), in: canvas, layoutDirection: layoutDirection)
        return FrameSample(frame: frame, time: time, bounds: result.bounds, placements: result.placements, parameters: [],
                           connections: result.connections)
    }

    func sizes(frame: Int, requests: [SizeRequest]) throws(LayoutError) -> [ViewSizeReport] {
        try LayoutPass.sizes(of: VStackLayout(), subviews: roots(at: rate.time(ofFrame: frame)), in: canvas,
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
