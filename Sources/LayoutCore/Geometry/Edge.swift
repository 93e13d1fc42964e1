/// One edge of a rectangle.
public enum Edge: Int8, Hashable, CaseIterable, Sendable {
    /// The top edge.
    case top
    /// The leading (left) edge.
    case leading
    /// The bottom edge.
    case bottom
    /// The trailing (right) edge.
    case trailing

    /// The edges that face a neighbour along `axis`.
    /// - Parameter axis: The axis.
    /// - Returns: `(leading, trailing)` for horizontal, `(top, bottom)` for vertical.
    static func edges(along axis: Axis) -> (before: Edge, after: Edge) {
        switch axis {
        case .horizontal: (.leading, .trailing)
        case .vertical: (.top, .bottom)
        }
    }
}

extension Edge {
    /// A set of edges.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: Int8
        /// Creates a set from raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// Creates the set that holds one edge.
        /// - Parameter edge: The edge.
        public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }

        /// The top edge.
        public static let top = Set(.top)
        /// The leading edge.
        public static let leading = Set(.leading)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// The trailing edge.
        public static let trailing = Set(.trailing)
        /// Top and bottom.
        public static let vertical: Set = [.top, .bottom]
        /// Leading and trailing.
        public static let horizontal: Set = [.leading, .trailing]
        /// All four edges.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}
