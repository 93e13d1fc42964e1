/// The horizontal or vertical dimension.
public enum Axis: Int8, Hashable, CaseIterable, Sendable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical
}
