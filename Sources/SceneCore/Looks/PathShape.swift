import Foundation
import FrameRendering

/// A shape a view draws with a path of its own rather than one of the ``ShapeSpec`` shapes: a
/// SwiftUI `Path` used as a view, or a `Shape` of the user's (ViewTree makes these).
///
/// The path is asked for at every frame, in the frame the view has then, so a shape follows its
/// size and, when its `animatableData` animates, its parameters.
public struct PathShape: Hashable, Sendable {
    /// The shape the path comes from.
    package let source: any PathShapeSource
    /// How overlapping parts of the path are filled.
    public var fillRule: FillRule

    /// Creates a path shape.
    /// - Parameters:
    ///   - source: The shape the path comes from.
    ///   - fillRule: How overlapping parts are filled; non-zero by default.
    package init(source: any PathShapeSource, fillRule: FillRule = .nonZero) {
        self.source = source
        self.fillRule = fillRule
    }

    /// The shape's path in a frame of `size`: what its `path(in:)` returns for the rectangle from
    /// (0, 0) of that size, as SwiftUI asks a shape.
    /// - Parameter size: The view's frame size.
    /// - Returns: The path.
    public func path(in size: CGSize) -> Path {
        source.path(in: CGRect(origin: .zero, size: size))
    }

    /// The shape with its animatable data at zero: what of it does not animate, to compare.
    package var withoutAnimatableData: PathShape {
        PathShape(source: source.withoutAnimatableData(), fillRule: fillRule)
    }

    /// Equal when the shapes are of one type and equal (by `==` when they are `Equatable`, else by
    /// their reflected values) and fill alike.
    public static func == (lhs: PathShape, rhs: PathShape) -> Bool {
        lhs.fillRule == rhs.fillRule && lhs.source.isEqual(to: rhs.source)
    }

    /// Hashes the shape's type and fill rule.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(source.typeKey)
        hasher.combine(fillRule)
    }
}

/// Where a ``PathShape``'s path comes from: a shape value that answers `path(in:)`.
package protocol PathShapeSource: Sendable {
    /// The shape's path in `rect`.
    func path(in rect: CGRect) -> Path
    /// Whether `other` is a shape of the same type and value.
    func isEqual(to other: any PathShapeSource) -> Bool
    /// The shape's type.
    var typeKey: ObjectIdentifier { get }
    /// The shape with its animatable data at zero.
    func withoutAnimatableData() -> any PathShapeSource
}
