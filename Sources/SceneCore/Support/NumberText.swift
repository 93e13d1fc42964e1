import Foundation

/// Numbers as messages and files write them for people.
package enum NumberText {
    /// `value` for a message: whole numbers digit for digit, without a decimal point, up to 1e21
    /// (2^63 is `9223372036854775808`, not `9.2e18`); others as Swift prints them, in the shortest
    /// form that reads back as the same `Double` (`0.1`, `nan`, `inf`).
    /// - Parameter value: The number.
    /// - Returns: Its text.
    package static func describe(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e21 ? String(format: "%.0f", value) : "\(value)"
    }

    /// `value` rounded to at most `decimals` decimals, then written as ``describe(_:)`` writes it:
    /// a time to the millisecond is `6.071`, and `2` when it is whole. A value that rounds to zero
    /// is `0`, never `-0`; NaN and the infinities are `nan`, `inf` and `-inf`.
    /// - Parameters:
    ///   - value: The number.
    ///   - decimals: The most decimals written; 0 or less rounds to a whole number.
    /// - Returns: Its text.
    package static func describe(_ value: Double, decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<max(decimals, 0) { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        return describe(rounded == 0 ? 0 : rounded)
    }
}
