import Foundation

/// A coordinate space given by a value of its own type (`.global`, `.local`, `.named("list")`):
/// SwiftUI's `CoordinateSpaceProtocol`, which `GeometryProxy.frame(in:)` takes.
public protocol CoordinateSpaceProtocol {
    /// The space this value stands for.
    var coordinateSpace: CoordinateSpace { get }
}

/// The canvas's coordinate space: SwiftUI's `GlobalCoordinateSpace`.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    /// Creates the value.
    public init() {}

    /// ``CoordinateSpace/global``.
    public var coordinateSpace: CoordinateSpace { .global }
}

/// A view's own coordinate space: SwiftUI's `LocalCoordinateSpace`.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    /// Creates the value.
    public init() {}

    /// ``CoordinateSpace/local``.
    public var coordinateSpace: CoordinateSpace { .local }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The canvas's coordinate space.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The view's own coordinate space.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}
