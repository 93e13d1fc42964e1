import Foundation

/// A JSON value small enough to write by hand: the error bodies and the events' data.
package enum JSONValue: Encodable, Sendable {
    /// A string.
    case string(String)
    /// A whole number.
    case number(Int)

    /// Writes the string or the number.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let text): try container.encode(text)
        case .number(let number): try container.encode(number)
        }
    }
}
