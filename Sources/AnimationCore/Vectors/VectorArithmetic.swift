import Foundation

/// A type with values that can be interpolated: added, subtracted and scaled.
///
/// This is SwiftUI's `VectorArithmetic`. Animations never interpolate a view's position directly;
/// they interpolate a value of a `VectorArithmetic` type (a layout's `animatableData`) and let the
/// layout compute positions from it.
///
/// `Double`, `Float`, `CGFloat`, ``AnimatablePair`` and ``EmptyAnimatableData`` conform.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies each component of this value by `rhs`.
    /// - Parameter rhs: The factor.
    mutating func scale(by rhs: Double)

    /// The dot product of this value with itself.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// Returns this value with each component multiplied by `rhs`.
    /// - Parameter rhs: The factor.
    /// - Returns: The scaled value.
    public func scaled(by rhs: Double) -> Self {
        var result = self
        result.scale(by: rhs)
        return result
    }

    /// Interpolates this value towards `other`.
    ///
    /// - Parameters:
    ///   - other: The value at `amount == 1`.
    ///   - amount: The fraction of the way from `self` to `other`; values outside `0...1` extrapolate.
    /// - Returns: `self + (other - self) * amount`.
    public func interpolated(towards other: Self, amount: Double) -> Self {
        self + (other - self).scaled(by: amount)
    }

    /// Moves this value a fraction of the way towards `other`.
    /// - Parameters:
    ///   - other: The value at `amount == 1`.
    ///   - amount: The fraction of the way to go.
    public mutating func interpolate(towards other: Self, amount: Double) {
        self = interpolated(towards: other, amount: amount)
    }
}

extension Double: VectorArithmetic {
    /// Multiplies this value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= rhs }
    /// The square of this value.
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    /// Multiplies this value by `rhs`.
    public mutating func scale(by rhs: Double) { self = Float(Double(self) * rhs) }
    /// The square of this value.
    public var magnitudeSquared: Double { Double(self) * Double(self) }
}

extension CGFloat: VectorArithmetic {
    /// Multiplies this value by `rhs`.
    public mutating func scale(by rhs: Double) { self = CGFloat(Double(self) * rhs) }
    /// The square of this value.
    public var magnitudeSquared: Double { Double(self) * Double(self) }
}
