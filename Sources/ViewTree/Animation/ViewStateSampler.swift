import AnimationCore
import Foundation
import FrameTimeline
import LayoutCore
import FrameRendering
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
    /// How the views look in each state; they differ only in their fills.
    let looks: [[ViewSpec]]
    /// Each view's fill animated across the states; empty when no fill ever changes.
    let fills: [AnimatedValue<ColorVector>]

    /// A layout in the tree: where it is, and its type.
    struct TrackKey: Hashable {
        let identity: ViewIdentity
        let type: ObjectIdentifier
    }

    /// Makes the sampler.
    /// - Parameters:
    ///   - trees: Each state's root views.
    ///   - changes: When each change happens and its animation, sorted by time: one fewer than the trees.
    init(trees: [[ViewNode]], looks: [[ViewSpec]], changes: [(time: TimeInterval, animation: Animation?)], canvas: CGSize,
         layoutDirection: LayoutDirection, rate: FrameRate) {
        self.trees = trees
        self.looks = looks
        self.fills = Self.animateFills(looks, changes: changes)
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

    /// Each view's fill over the states, animated by the changes that change it; none when no
    /// change changes a fill.
    private static func animateFills(_ looks: [[ViewSpec]], changes: [(time: TimeInterval, animation: Animation?)]) -> [AnimatedValue<ColorVector>] {
        guard let first = looks.first, looks.count == changes.count + 1,
              looks.contains(where: { $0.map(\.fill) != first.map(\.fill) }) else { return [] }
        return first.indices.map { view in
            let values = looks.map { ColorVector($0.indices.contains(view) ? $0[view].fill : first[view].fill) }
            let animated = changes.indices.map { index in
                (time: changes[index].time, animation: values[index] != values[index + 1] ? changes[index].animation : nil)
            }
            return AnimatedValue(values: values, changes: animated)
        }
    }

    /// When the last animation ends, or `nil` when one never does; 0 when nothing animates.
    var naturalDuration: TimeInterval? {
        var end = changeTimes.last ?? 0
        for endTime in tracks.values.map(\.endTime) + fills.map(\.endTime) {
            guard let endTime else { return nil }
            end = max(end, endTime)
        }
        return end
    }

    func looks(frame: Int) -> [ViewSpec]? {
        guard !fills.isEmpty else { return nil }
        let time = rate.time(ofFrame: frame)
        var shown = looks[changeTimes.partitioningIndex { $0 > time }]
        for view in shown.indices where fills.indices.contains(view) {
            shown[view].fill = fills[view].value(at: time).color
        }
        return shown
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

/// A colour as a vector, so animations interpolate it: red, green, blue and alpha, each 0…1.
struct ColorVector: VectorArithmetic {
    var components: AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>

    init(_ color: RGBAColor) {
        components = AnimatablePair(AnimatablePair(color.red, color.green), AnimatablePair(color.blue, color.alpha))
    }

    private init(components: AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>) {
        self.components = components
    }

    /// The colour, each component kept in 0…1 (a spring may carry it past an end).
    var color: RGBAColor {
        let clamp = { (value: Double) in min(max(value, 0), 1) }
        return RGBAColor(red: clamp(components.first.first), green: clamp(components.first.second),
                         blue: clamp(components.second.first), alpha: clamp(components.second.second))
    }

    static var zero: ColorVector { ColorVector(components: .zero) }
    static func + (lhs: ColorVector, rhs: ColorVector) -> ColorVector { ColorVector(components: lhs.components + rhs.components) }
    static func - (lhs: ColorVector, rhs: ColorVector) -> ColorVector { ColorVector(components: lhs.components - rhs.components) }
    mutating func scale(by rhs: Double) { components.scale(by: rhs) }
    var magnitudeSquared: Double { components.magnitudeSquared }
}
