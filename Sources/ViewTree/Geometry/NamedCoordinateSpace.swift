import Foundation

/// A coordinate space known by a name: SwiftUI's `NamedCoordinateSpace`, made with
/// `.named(_:)` and given to a view with `.coordinateSpace(_:)`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable {
    /// The space's name.
    let name: AnyHashable

    /// ``CoordinateSpace/named(_:)`` with this space's name.
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The coordinate space called `name`.
    /// - Parameter name: The name, as given to `.coordinateSpace(_:)`.
    /// - Returns: The space.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(name))
    }
}
