import AnimationCore
import Foundation
import FrameTimeline
import LayoutCore

/// One animatable layout of a view tree (a custom layout's parameters, a `rotationEffect`, a
/// `frame`) followed through every state of the view: its `animatableData` in each state,
/// animated by the changes between them.
protocol LayoutTrack {
    /// `layout` with its animatable data as it is shown at `time`.
    func showing(_ layout: AnyLayout, at time: TimeInterval) -> AnyLayout
    /// `layout` (one built for state `state` at `time`, with what keyframes or `@State` give it)
    /// with what the changes' animations still running then add to its animatable data: the
    /// shown value less the state's own value.
    func adding(to layout: AnyLayout, at time: TimeInterval, state: Int) -> AnyLayout
    /// When the last animation of this layout ends, or `nil` if one never does.
    var endTime: TimeInterval? { get }
}

/// A layout track for layouts of type `L`.
struct TypedLayoutTrack<L: Layout>: LayoutTrack {
    let value: AnimatedValue<L.AnimatableData>

    func showing(_ layout: AnyLayout, at time: TimeInterval) -> AnyLayout {
        guard var typed = layout.wrapped as? L else { return layout }
        typed.animatableData = value.value(at: time)
        return AnyLayout(typed)
    }

    func adding(to layout: AnyLayout, at time: TimeInterval, state: Int) -> AnyLayout {
        guard var typed = layout.wrapped as? L else { return layout }
        typed.animatableData += value.value(at: time) - value.modelValue(ofState: state)
        return AnyLayout(typed)
    }

    var endTime: TimeInterval? { value.endTime }
}

/// Gathers one layout's animatable data in each state of a view, to make its track.
protocol LayoutTrackRecorder {
    /// Records `layout`'s animatable data as it is in state `state`.
    mutating func record(_ layout: any Layout, inState state: Int)
    /// The track over every state, animated by `changes` (one fewer than the states).
    func track(changes: [(time: TimeInterval, animation: Animation?)]) -> (any LayoutTrack)?
}

/// A recorder for layouts of type `L`.
struct TypedLayoutTrackRecorder<L: Layout>: LayoutTrackRecorder {
    /// The animatable data in each state; `nil` where the view is not in the tree.
    private var values: [L.AnimatableData?]

    init(stateCount: Int) {
        values = Array(repeating: nil, count: stateCount)
    }

    mutating func record(_ layout: any Layout, inState state: Int) {
        if let typed = layout as? L, values.indices.contains(state) { values[state] = typed.animatableData }
    }

    func track(changes: [(time: TimeInterval, animation: Animation?)]) -> (any LayoutTrack)? {
        AnimatedValue(heldValues: values, changes: changes).map { TypedLayoutTrack<L>(value: $0) }
    }
}

/// A recorder for `layout`'s type, or `nil` when it has nothing to animate.
func makeRecorder<L: Layout>(for layout: L, stateCount: Int) -> (any LayoutTrackRecorder)? {
    L.AnimatableData.self == EmptyAnimatableData.self ? nil : TypedLayoutTrackRecorder<L>(stateCount: stateCount)
}
