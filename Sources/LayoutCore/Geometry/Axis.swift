/// The horizontal or vertical dimension.
public enum Axis: Int8, Hashable, CaseIterable, Sendable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical
}

extension Axis {
    /// A set of axes, such as the axes `ViewThatFits` checks.
    ///
    /// SwiftUI's `Axis.Set`.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: Int8
        /// Creates a set from raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// Creates the set that holds one axis.
        /// - Parameter axis: The axis.
        public init(_ axis: Axis) { self.init(rawValue: 1 << axis.rawValue) }

        /// The horizontal axis.
        public static let horizontal = Set(.horizontal)
        /// The vertical axis.
        public static let vertical = Set(.vertical)
    }

    /// The other axis: vertical for horizontal, horizontal for vertical.
    var perpendicular: Axis {
        switch self {
        case .horizontal: .vertical
        case .vertical: .horizontal
        }
    }
}
