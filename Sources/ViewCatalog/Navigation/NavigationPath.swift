import Foundation
import LayoutCore

/// The screens pushed on a ``NavigationStack`` as values of any `Hashable` types, in order:
/// SwiftUI's `NavigationPath`.
public struct NavigationPath: Equatable {
    /// The values, from the first screen pushed to the last.
    var elements: [AnyHashable]

    /// Creates an empty path: the stack shows its root.
    public init() {
        elements = []
    }

    /// Creates a path of the values of `elements`, in order.
    /// - Parameter elements: The values.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// How many screens are pushed.
    public var count: Int { elements.count }

    /// Whether no screen is pushed.
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes a screen for `value`.
    /// - Parameter value: The value; a `navigationDestination(for:destination:)` for its type makes its screen.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Pops the last `k` screens.
    /// - Parameter k: How many; 1 by default. Must not be more than ``count``.
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(k)
    }
}
