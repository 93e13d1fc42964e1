import AnimationCore
import Foundation
import FrameTimeline
import SceneCore

/// The animatable data of one view's shapes of one type (a user's `Shape`, an
/// `UnevenRoundedRectangle`) followed through every state of the view, as a ``LayoutTrack``
/// follows a layout's: what it is in each state, animated by the changes between them.
protocol ShapeTrack {
    /// `shape` with its animatable data as it is shown at `time`.
    func showing(_ shape: PathShape, at time: TimeInterval) -> PathShape
    /// `shape` (one built for state `state` at `time`, with what keyframes or `@State` give it)
    /// with what the changes' animations still running then add to its animatable data.
    func adding(to shape: PathShape, at time: TimeInterval, state: Int) -> PathShape
    /// When the last animation ends, or `nil` if one never does.
    var endTime: TimeInterval? { get }
}

/// A shape track for shapes of type `S`.
struct TypedShapeTrack<S: Shape>: ShapeTrack {
    let value: AnimatedValue<S.AnimatableData>

    func showing(_ shape: PathShape, at time: TimeInterval) -> PathShape {
        guard var typed = shape.source as? ShapeSource<S> else { return shape }
        typed.shape.animatableData = value.value(at: time)
        return PathShape(source: typed, fillRule: shape.fillRule)
    }

    func adding(to shape: PathShape, at time: TimeInterval, state: Int) -> PathShape {
        guard var typed = shape.source as? ShapeSource<S> else { return shape }
        typed.shape.animatableData += value.value(at: time) - value.modelValue(ofState: state)
        return PathShape(source: typed, fillRule: shape.fillRule)
    }

    var endTime: TimeInterval? { value.endTime }
}

/// A shape source whose type can make the track of its animatable data.
protocol TrackableShapeSource {
    /// The track of the animatable data of the shapes of this source's type in `shapes` (one a
    /// state; `nil` where the view has no shape of this type), animated by `changes`; `nil` when
    /// the data never changes.
    func track(of shapes: [PathShape?], changes: [(time: TimeInterval, animation: Animation?)]) -> (any ShapeTrack)?
}

extension ShapeSource: TrackableShapeSource {
    func track(of shapes: [PathShape?], changes: [(time: TimeInterval, animation: Animation?)]) -> (any ShapeTrack)? {
        guard S.AnimatableData.self != EmptyAnimatableData.self else { return nil }
        let values = shapes.map { ($0?.source as? ShapeSource<S>)?.shape.animatableData }
        let present = values.compactMap { $0 }
        guard let first = present.first, present.contains(where: { $0 != first }) else { return nil }
        return AnimatedValue(heldValues: values, changes: changes).map { TypedShapeTrack<S>(value: $0) }
    }
}

/// Every animated shape of a view tree's roster: a track for each view and shape type whose
/// animatable data changes between states.
struct ShapeTracks {
    /// A view of the roster and a shape type.
    private struct Key: Hashable {
        let view: Int
        let type: ObjectIdentifier
    }

    private let tracks: [Key: any ShapeTrack]

    /// The tracks of the shapes in `looks` (`looks[state][view]`), each view's animated by its
    /// changes.
    init(looks: [[ViewSpec]], changes: (Int) -> [(time: TimeInterval, animation: Animation?)]) {
        var tracks: [Key: any ShapeTrack] = [:]
        for view in looks.first?.indices ?? 0..<0 {
            let shapes = looks.map { $0.indices.contains(view) ? $0[view].pathShape : nil }
            for shape in shapes.compactMap({ $0 }) {
                let key = Key(view: view, type: shape.source.typeKey)
                guard tracks[key] == nil, let source = shape.source as? any TrackableShapeSource else { continue }
                let ofType = shapes.map { $0?.source.typeKey == key.type ? $0 : nil }
                tracks[key] = source.track(of: ofType, changes: changes(view))
            }
        }
        self.tracks = tracks
    }

    /// When each track's last animation ends (`nil` for one that never does).
    var endTimes: [TimeInterval?] { tracks.values.map(\.endTime) }

    /// `look`, the look of view `view`, with its shape's animatable data as shown at `time`; with
    /// `addingFor`, a look built for that state at `time`, with what the animations running then
    /// add to it.
    func showing(_ look: ViewSpec, view: Int, at time: TimeInterval, addingFor state: Int? = nil) -> ViewSpec {
        guard let shape = look.pathShape, let track = tracks[Key(view: view, type: shape.source.typeKey)] else { return look }
        var shown = look
        shown.pathShape = state.map { track.adding(to: shape, at: time, state: $0) } ?? track.showing(shape, at: time)
        return shown
    }

    /// Every look of `looks` (in view order) as ``showing(_:view:at:addingFor:)`` shows it.
    func showing(_ looks: [ViewSpec], at time: TimeInterval, addingFor state: Int? = nil) -> [ViewSpec] {
        guard !tracks.isEmpty else { return looks }
        return looks.indices.map { showing(looks[$0], view: $0, at: time, addingFor: state) }
    }
}
