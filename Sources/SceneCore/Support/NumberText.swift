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
}
