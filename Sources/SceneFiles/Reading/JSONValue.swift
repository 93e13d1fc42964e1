import Foundation
import SceneCore

/// A JSON document as plain values, keeping `true` apart from `1` and the order of nothing else.
/// ``JSONParser`` reads one from a file.
enum JSONValue: Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// A short rendering of the value for messages.
    var summary: String {
        switch self {
        case .null: "null"
        case .bool(let value): "\(value)"
        // Whole numbers as written, digit for digit, up to 1e21 (2^63 is 9223372036854775808, not 9.2e18).
        case .number(let value): NumberText.describe(value)
        case .string(let value): "\"\(JSONParser.abbreviated(value))\""
        case .array(let values): "an array of \(values.count)"
        case .object: "an object"
        }
    }
}
