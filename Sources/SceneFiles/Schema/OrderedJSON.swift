import FileAccess
import Foundation
import FrameRendering
import SceneCore

/// A JSON value whose objects keep their members in the order given: what the scene schema is
/// built as, so that it is written the same, byte for byte, every time.
indirect enum OrderedJSON: Equatable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case array([OrderedJSON])
    case object([(String, OrderedJSON)])

    static func == (lhs: OrderedJSON, rhs: OrderedJSON) -> Bool {
        lhs.text() == rhs.text()
    }

    /// The value as JSON text, indented by two spaces a level; short arrays of scalars on one line.
    func text(indent: Int = 0) -> String {
        let pad = String(repeating: "  ", count: indent)
        switch self {
        case .string(let value):
            return Self.quote(value)
        case .number(let value):
            return NumberText.describe(value)
        case .bool(let value):
            return value ? "true" : "false"
        case .array(let items):
            if items.allSatisfy(\.isScalar) {
                return "[" + items.map { $0.text() }.joined(separator: ", ") + "]"
            }
            return "[\n" + items.map { pad + "  " + $0.text(indent: indent + 1) }.joined(separator: ",\n") + "\n" + pad + "]"
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            return "{\n" + members.map { pad + "  " + Self.quote($0.0) + ": " + $0.1.text(indent: indent + 1) }.joined(separator: ",\n")
                + "\n" + pad + "}"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }

    /// A JSON string literal.
    private static func quote(_ text: String) -> String {
        JSONStringLiteral.quote(text)
    }
}

extension OrderedJSON: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByArrayLiteral {
    init(stringLiteral value: String) { self = .string(value) }
    init(integerLiteral value: Int) { self = .number(Double(value)) }
    init(arrayLiteral elements: OrderedJSON...) { self = .array(elements) }
}
