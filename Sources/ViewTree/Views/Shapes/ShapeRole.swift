/// What a shape is for, which styles may read to draw it: SwiftUI's `ShapeRole`.
public enum ShapeRole: Hashable, Sendable {
    /// A shape that is filled: the default.
    case fill
    /// A shape that is stroked.
    case stroke
    /// A shape that separates content, as a divider's line.
    case separator
}
