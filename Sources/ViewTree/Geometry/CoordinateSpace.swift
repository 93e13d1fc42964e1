import Foundation

/// A coordinate space a `GeometryProxy` measures frames in: SwiftUI's `CoordinateSpace`.
public enum CoordinateSpace: Hashable {
    /// The canvas: its top-left corner is the origin.
    case global
    /// The view's own bounds: its top-leading corner is the origin.
    case local
    /// The bounds of the nearest view around (or at) the reader given this name with
    /// `.coordinateSpace(name:)` or `.coordinateSpace(.named(_:))`.
    case named(AnyHashable)

    /// Whether this is the canvas's space.
    public var isGlobal: Bool { self == .global }

    /// Whether this is the view's own space.
    public var isLocal: Bool { self == .local }
}
