import AnimationCore
import Foundation

/// The numbers of an effect drawn over a view (a shadow's radius, offset and colour, a blur's
/// radius), as one vector, so a state change animates them as it animates a layout's data.
///
/// Vectors of different lengths add as if the shorter had zeros at its end; an effect keeps its
/// length across states, so interpolating one never meets that.
public struct EffectAmounts: VectorArithmetic, Hashable, Sendable {
    /// The numbers, in the order the effect gives them.
    public var values: [Double]

    /// Creates amounts.
    /// - Parameter values: The numbers; none by default.
    public init(_ values: [Double] = []) {
        self.values = values
    }

    /// No numbers.
    public static var zero: EffectAmounts { EffectAmounts() }

    /// The element-wise sum.
    public static func + (lhs: EffectAmounts, rhs: EffectAmounts) -> EffectAmounts {
        combined(lhs, rhs, by: +)
    }

    /// The element-wise difference.
    public static func - (lhs: EffectAmounts, rhs: EffectAmounts) -> EffectAmounts {
        combined(lhs, rhs, by: -)
    }

    /// Multiplies every number by `rhs`.
    public mutating func scale(by rhs: Double) {
        values = values.map { $0 * rhs }
    }

    /// The sum of the squares.
    public var magnitudeSquared: Double { values.reduce(0) { $0 + $1 * $1 } }

    private static func combined(_ lhs: EffectAmounts, _ rhs: EffectAmounts, by operation: (Double, Double) -> Double) -> EffectAmounts {
        let count = max(lhs.values.count, rhs.values.count)
        return EffectAmounts((0..<count).map { index in
            operation(index < lhs.values.count ? lhs.values[index] : 0, index < rhs.values.count ? rhs.values[index] : 0)
        })
    }
}
