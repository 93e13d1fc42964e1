import Foundation

extension SceneSchema {
    // MARK: Building blocks

    static func object(_ members: [(String, OrderedJSON)]) -> OrderedJSON { .object(members) }

    static func strings(_ values: [String]) -> OrderedJSON { .array(values.map { .string($0) }) }

    static func reference(_ name: String) -> OrderedJSON { .object([("$ref", .string("#/$defs/\(name)"))]) }

    static func number(_ range: ClosedRange<Double>) -> OrderedJSON {
        .object([("type", "number"), ("minimum", .number(range.lowerBound)), ("maximum", .number(range.upperBound))])
    }

    static func positive(atMost limit: Double) -> OrderedJSON {
        .object([("type", "number"), ("exclusiveMinimum", 0), ("maximum", .number(limit))])
    }

    static func integer(_ range: ClosedRange<Int>, default value: Double? = nil) -> OrderedJSON {
        var members: [(String, OrderedJSON)] = [("type", "integer"), ("minimum", .number(Double(range.lowerBound))),
                                                ("maximum", .number(Double(range.upperBound)))]
        if let value { members.append(("default", .number(value))) }
        return .object(members)
    }

    /// `schema` with its description set, when there is one.
    static func described(_ schema: OrderedJSON, _ description: String?) -> OrderedJSON {
        guard let description, case .object(let members) = schema else { return schema }
        return .object(members.filter { $0.0 != "description" } + [("description", .string(description))])
    }
}
