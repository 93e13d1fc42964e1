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

    /// Whether a change from `old` to `new` is animated: only when the view is in the tree on both
    /// sides and the value changes (a change that leaves this layout as it is starts no animation
    /// of it, as in SwiftUI).
    private func animates(from old: L.AnimatableData?, to new: L.AnimatableData?) -> Bool {
        guard let old, let new else { return false }
        return old != new
    }

    /// A change animates the layout only when the view is in the tree on both sides of it; where
    /// the view is absent, its value is held (the one before, or the first one after), so a view
    /// that comes back starts where it is rather than animating from where it was.
    func track(changes: [(time: TimeInterval, animation: Animation?)]) -> (any LayoutTrack)? {
        guard let first = values.lazy.compactMap({ $0 }).first, changes.count + 1 == values.count else { return nil }
        var held = first
        var filled: [L.AnimatableData] = []
        for value in values {
            if let value { held = value }
            filled.append(held)
        }
        let animated = changes.indices.map { index in
            (time: changes[index].time, animation: animates(from: values[index], to: values[index + 1]) ? changes[index].animation : nil)
        }
        return TypedLayoutTrack<L>(value: AnimatedValue(values: filled, changes: animated))
    }
}

/// A recorder for `layout`'s type, or `nil` when it has nothing to animate.
func makeRecorder<L: Layout>(for layout: L, stateCount: Int) -> (any LayoutTrackRecorder)? {
    L.AnimatableData.self == EmptyAnimatableData.self ? nil : TypedLayoutTrackRecorder<L>(stateCount: stateCount)
}
