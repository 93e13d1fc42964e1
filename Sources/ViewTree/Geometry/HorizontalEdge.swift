import Foundation
import LayoutCore

/// The leading or the trailing edge: SwiftUI's `HorizontalEdge`, as `.swipeActions(edge:)` takes it.
public enum HorizontalEdge: Int8, Hashable, CaseIterable, Sendable {
    /// The leading edge.
    case leading
    /// The trailing edge.
    case trailing

    /// A set of horizontal edges.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The edges as bits.
        public let rawValue: Int8

        /// Creates a set from its bits.
        /// - Parameter rawValue: The bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }

        /// A set of one edge.
        /// - Parameter edge: The edge.
        public init(_ edge: HorizontalEdge) { self.init(rawValue: 1 << edge.rawValue) }

        /// The leading edge.
        public static let leading = Set(.leading)
        /// The trailing edge.
        public static let trailing = Set(.trailing)
        /// Both edges.
        public static let all: Set = [.leading, .trailing]
    }
}
