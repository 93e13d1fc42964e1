import AnimationCore
import Foundation
import SceneCore

/// A shape of type `S` as a look's ``SceneCore/PathShape`` source: asked for its path at every
/// frame, compared by value, its animatable data set by a ``ShapeTrack``.
struct ShapeSource<S: Shape>: PathShapeSource {
    var shape: S

    func path(in rect: CGRect) -> Path { shape.path(in: rect) }

    /// Equal to a shape of the same type that is `==` (for an `Equatable` shape) or reflects the
    /// same values.
    func isEqual(to other: any PathShapeSource) -> Bool {
        guard let other = other as? ShapeSource<S> else { return false }
        if let equatable = shape as? any Equatable { return equatable.isEqual(toAny: other.shape) }
        return String(reflecting: shape) == String(reflecting: other.shape)
    }

    var typeKey: ObjectIdentifier { ObjectIdentifier(S.self) }

    func withoutAnimatableData() -> any PathShapeSource {
        var still = shape
        still.animatableData = .zero
        return ShapeSource(shape: still)
    }
}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    fileprivate func isEqual(toAny other: Any) -> Bool {
        (other as? Self).map { $0 == self } ?? false
    }
}
