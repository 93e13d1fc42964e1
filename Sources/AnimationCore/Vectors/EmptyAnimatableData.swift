/// The animatable data of a type that has nothing to animate.
///
/// A layout whose `animatableData` is `EmptyAnimatableData` (the default) is animated by
/// interpolating the positions of its views, the way SwiftUI does, rather than its parameters.
public struct EmptyAnimatableData: VectorArithmetic, Hashable, Sendable {
    /// Creates the empty value.
    public init() {}
    /// The empty value.
    public static var zero: Self { Self() }
    /// Returns the empty value.
    public static func + (lhs: Self, rhs: Self) -> Self { lhs }
    /// Returns the empty value.
    public static func - (lhs: Self, rhs: Self) -> Self { lhs }
    /// Does nothing.
    public mutating func scale(by rhs: Double) {}
    /// Zero.
    public var magnitudeSquared: Double { 0 }
}
