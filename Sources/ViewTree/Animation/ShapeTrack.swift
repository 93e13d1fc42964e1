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

/// Every animated shape of a view tree's roster: a track for each view, shape type and place
/// (the view's own shape, or the shape of one of its clips) whose animatable data changes
/// between states.
struct ShapeTracks {
    /// A view of the roster, a shape type and where the shape is.
    private struct Key: Hashable {
        let view: Int
        let type: ObjectIdentifier
        let place: ShapePlace
    }

    private let tracks: [Key: any ShapeTrack]

    /// The tracks of the shapes in `looks` (`looks[state][view]`), each view's animated by its
    /// changes.
    init(looks: [[ViewSpec]], changes: (Int) -> [(time: TimeInterval, animation: Animation?)]) {
        var tracks: [Key: any ShapeTrack] = [:]
        for view in looks.first?.indices ?? 0..<0 {
            let viewLooks = looks.map { $0.indices.contains(view) ? $0[view] : nil }
            for place in ShapePlace.places(in: viewLooks.compactMap { $0 }) {
                let shapes = viewLooks.map { $0.flatMap(place.shape(in:)) }
                for shape in shapes.compactMap({ $0 }) {
                    let key = Key(view: view, type: shape.source.typeKey, place: place)
                    guard tracks[key] == nil, let source = shape.source as? any TrackableShapeSource else { continue }
                    let ofType = shapes.map { $0?.source.typeKey == key.type ? $0 : nil }
                    tracks[key] = source.track(of: ofType, changes: changes(view))
                }
            }
        }
        self.tracks = tracks
    }

    /// When each track's last animation ends (`nil` for one that never does).
    var endTimes: [TimeInterval?] { tracks.values.map(\.endTime) }

    /// `look`, the look of view `view`, with its shapes' animatable data as shown at `time`; with
    /// `addingFor`, a look built for that state at `time`, with what the animations running then
    /// add to it.
    func showing(_ look: ViewSpec, view: Int, at time: TimeInterval, addingFor state: Int? = nil) -> ViewSpec {
        var shown = look
        for place in ShapePlace.places(in: [look]) {
            guard let shape = place.shape(in: look), let track = tracks[Key(view: view, type: shape.source.typeKey, place: place)] else { continue }
            let animated = state.map { track.adding(to: shape, at: time, state: $0) } ?? track.showing(shape, at: time)
            place.replace(with: animated, in: &shown)
        }
        return shown
    }

    /// Every look of `looks` (in view order) as ``showing(_:view:at:addingFor:)`` shows it.
    func showing(_ looks: [ViewSpec], at time: TimeInterval, addingFor state: Int? = nil) -> [ViewSpec] {
        guard !tracks.isEmpty else { return looks }
        return looks.indices.map { showing(looks[$0], view: $0, at: time, addingFor: state) }
    }
}

/// Where in a look a shape is: the view's own shape, or the shape of its `index`-th effect, a
/// clip (`.clipShape`, `.cornerRadius`), whose animatable data animates as a shape's does.
enum ShapePlace: Hashable {
    case own
    case clip(index: Int)

    /// The places that hold a shape in any of `looks`.
    static func places(in looks: [ViewSpec]) -> [ShapePlace] {
        var places: [ShapePlace] = []
        if looks.contains(where: { $0.pathShape != nil }) { places.append(.own) }
        let most = looks.map(\.effects.count).max() ?? 0
        for index in 0..<most where looks.contains(where: { ShapePlace.clip(index: index).shape(in: $0) != nil }) {
            places.append(.clip(index: index))
        }
        return places
    }

    /// The shape at this place of `look`, if it has one.
    func shape(in look: ViewSpec) -> PathShape? {
        switch self {
        case .own:
            return look.pathShape
        case .clip(let index):
            guard look.effects.indices.contains(index), case .clip(let shape, _) = look.effects[index].kind else { return nil }
            return shape
        }
    }

    /// Puts `shape` at this place of `look`, where it has a shape.
    func replace(with shape: PathShape, in look: inout ViewSpec) {
        switch self {
        case .own:
            look.pathShape = shape
        case .clip(let index):
            guard look.effects.indices.contains(index), case .clip(_, let antialiased) = look.effects[index].kind else { return }
            look.effects[index].kind = .clip(shape, antialiased: antialiased)
        }
    }

    /// `look` with the animatable data of every shape it holds set to zero: what must match for
    /// two looks to animate rather than cross-fade.
    static func withoutAnimatableData(_ look: ViewSpec) -> ViewSpec {
        var still = look
        for place in places(in: [look]) {
            if let shape = place.shape(in: look) { place.replace(with: shape.withoutAnimatableData, in: &still) }
        }
        return still
    }
}
