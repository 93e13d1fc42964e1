import Foundation
import SceneCore

/// A value in a JSON document together with where it is, so that every error can say so.
struct JSONField {
    let value: JSONValue
    let path: String
    let file: String
    /// Where unknown fields are noted while reading goes on past them, so that one unknown field
    /// does not hide the problems of the fields beside it; `nil` to throw at the first.
    var unknownFields: UnknownFieldLog? = nil

    func error(_ message: String) -> SceneError {
        SceneError(file: file, path: path, message: message)
    }

    private func child(_ value: JSONValue, key: String) -> JSONField {
        JSONField(value: value, path: path.isEmpty ? key : "\(path).\(key)", file: file, unknownFields: unknownFields)
    }

    /// A field of the same document at `path`, noting unknown fields where this one does.
    func field(_ value: JSONValue, at path: String) -> JSONField {
        JSONField(value: value, path: path, file: file, unknownFields: unknownFields)
    }

    // MARK: Objects

    /// The object's members, after checking that every key is one of `allowed`.
    func object(allowing allowed: [String]) throws(SceneError) -> [String: JSONValue] {
        guard case .object(let members) = value else {
            throw error("expected an object, found \(value.summary)")
        }
        for key in members.keys.sorted() where !allowed.contains(key) {
            let suggestion = NameSuggestion.hint(for: key, in: allowed)
            let error = child(.null, key: JSONParser.abbreviated(key)).error("unknown field\(suggestion); expected one of \(allowed.joined(separator: ", "))")
            guard let unknownFields else { throw error }
            unknownFields.note(error)
        }
        // Reading on past unknown fields: only the known ones are read.
        return unknownFields == nil ? members : members.filter { allowed.contains($0.key) }
    }

    /// The member `key`, which must be present.
    func required(_ key: String, allowing allowed: [String]) throws(SceneError) -> JSONField {
        let members = try object(allowing: allowed)
        guard let member = members[key] else { throw error("missing field \"\(key)\"") }
        return child(member, key: key)
    }

    /// The member `key`, or `nil` when it is absent or `null`.
    func optional(_ key: String, allowing allowed: [String]) throws(SceneError) -> JSONField? {
        let members = try object(allowing: allowed)
        guard let member = members[key], member != .null else { return nil }
        return child(member, key: key)
    }

    // MARK: Scalars

    func number() throws(SceneError) -> Double {
        guard case .number(let number) = value else { throw error("expected a number, found \(value.summary)") }
        guard number.isFinite else { throw error("expected a finite number, found \(number)") }
        return number
    }

    func number(in range: ClosedRange<Double>, _ meaning: String) throws(SceneError) -> Double {
        let number = try number()
        guard range.contains(number) else {
            throw error("\(value.summary) is out of range: \(meaning) must be in \(NumberText.describe(range.lowerBound))...\(NumberText.describe(range.upperBound))")
        }
        return number
    }

    func positiveNumber(atMost limit: Double, _ meaning: String) throws(SceneError) -> Double {
        let number = try number()
        guard number > 0, number <= limit else {
            throw error("\(value.summary) is out of range: \(meaning) must be greater than 0 and at most \(NumberText.describe(limit))")
        }
        return number
    }

    func integer(in range: ClosedRange<Int>, _ meaning: String) throws(SceneError) -> Int {
        let number = try number()
        // `Int(exactly:)` refuses fractions and anything outside Int (2^63 is `Double(Int.max)`).
        guard let integer = Int(exactly: number), range.contains(integer) else {
            throw error("\(value.summary) is not valid: \(meaning) must be a whole number in \(range.lowerBound)...\(range.upperBound)")
        }
        return integer
    }

    func string() throws(SceneError) -> String {
        guard case .string(let string) = value else { throw error("expected a string, found \(value.summary)") }
        return string
    }

    func bool() throws(SceneError) -> Bool {
        guard case .bool(let bool) = value else { throw error("expected true or false, found \(value.summary)") }
        return bool
    }

    /// One of `choices`, suggesting the nearest when the string is not one of them.
    func choice(of choices: [String], _ meaning: String) throws(SceneError) -> String {
        let string = try string()
        guard choices.contains(string) else {
            let suggestion = NameSuggestion.hint(for: string, in: choices)
            throw error("unknown \(meaning) \"\(JSONParser.abbreviated(string))\"\(suggestion); expected one of \(choices.joined(separator: ", "))")
        }
        return string
    }

    func array() throws(SceneError) -> [JSONField] {
        guard case .array(let values) = value else { throw error("expected an array, found \(value.summary)") }
        return values.enumerated().map { field($1, at: "\(path)[\($0)]") }
    }

    /// The members of this object named in `allowed`, by key; an unknown one is an error, or,
    /// when the document's unknown fields are logged, noted and left out.
    func members(allowing allowed: [String]) throws(SceneError) -> [(key: String, field: JSONField)] {
        try fields(of: object(allowing: allowed))
    }

    private func fields(of members: [String: JSONValue]) -> [(key: String, field: JSONField)] {
        members.keys.sorted().compactMap { key in members[key].map { (key, child($0, key: key)) } }
    }
}

/// The unknown fields found while reading a document, each once (by its path), in the order found.
final class UnknownFieldLog {
    private(set) var errors: [SceneError] = []
    private var paths: Set<String> = []

    /// Notes `error`, unless a field at its path was noted already (an object read with two key
    /// lists, a view entry with `repeat` and its views without, says it once).
    func note(_ error: SceneError) {
        if paths.insert(error.path).inserted { errors.append(error) }
    }
}
