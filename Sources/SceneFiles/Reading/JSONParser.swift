import Foundation
import SceneCore

/// The JSON reader for scene files: JSON with comments and trailing commas, that says where a
/// problem is, and where every value is.
///
/// Scene files are written by hand, so besides RFC 8259 JSON this reader accepts what people
/// write in hand-kept JSON (as JSONC, VS Code's settings and tsconfig do): `// line comments`,
/// `/* block comments */` and a comma after the last item of an array or object. Plain JSON reads
/// the same. Foundation's decoder reports no position, lets duplicate keys pass (which one wins is
/// undefined) and has no limits. This reader refuses, with the line and column:
/// - anything else RFC 8259 does not allow: single quotes, unquoted keys, `NaN`, leading zeros,
///   control characters in strings, invalid UTF-8, lone surrogates, a comment never closed;
/// - a key given twice in one object, naming both places;
/// - a byte order mark, numbers too large for a `Double`, nesting deeper than ``maximumDepth``,
///   and input larger than ``maximumSize``.
///
/// Asked for, it also records where some values (and their object keys) start, by field path
/// (``SourceMap``), so that errors about those fields can point at them; an ordinary read records
/// nothing, so locating costs only the reads that have something to locate.
///
/// - Complexity: O(*n*) in the size of the input; nothing is read twice.
struct JSONParser {
    /// The largest input read, in bytes (16 MiB); a scene of 10,000 views is about 1.5 MB.
    static let maximumSize = 16 * 1024 * 1024
    /// The deepest nesting of arrays and objects; scenes need about 6.
    static let maximumDepth = 128

    /// A problem in the text, at a byte offset.
    struct SyntaxError: Error, Equatable {
        /// The byte offset of the problem.
        var offset: Int
        /// What is wrong there.
        var message: String
    }

    /// The input, UTF-8.
    let bytes: [UInt8]
    /// The offset of the next byte to read.
    var index = 0
    private var depth = 0
    private var map = SourceMap()
    /// The paths whose offsets are recorded, with every path that leads to them; `nil` to record none.
    private var recorded: Set<String>?

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Reads one JSON value that fills the whole input (white space around it allowed).
    /// - Parameter data: The text, UTF-8.
    /// - Returns: The value.
    /// - Throws: ``SyntaxError`` at the first problem.
    static func parse(_ data: Data) throws(SyntaxError) -> JSONValue {
        try parse(data, recording: nil).value
    }

    /// Where the values at `paths` (and the fields that hold them) start in `data`: what errors
    /// about those fields point at.
    /// - Parameters:
    ///   - paths: Field paths such as `views[2].fill`.
    ///   - data: The text.
    /// - Returns: Their offsets and their keys'; an empty map for text that does not parse.
    static func sourceMap(of paths: [String], in data: Data) -> SourceMap {
        var recorded: Set<String> = [""]
        for path in paths {
            var current = path
            while !current.isEmpty, recorded.insert(current).inserted {
                current = SourceMap.parent(of: current)
            }
        }
        return (try? parse(data, recording: recorded))?.map ?? SourceMap()
    }

    /// Reads the document, recording the offsets of the paths in `recorded`.
    private static func parse(_ data: Data, recording recorded: Set<String>?) throws(SyntaxError) -> (value: JSONValue, map: SourceMap) {
        guard data.count <= maximumSize else {
            throw SyntaxError(offset: 0, message: "the file is \(data.count) bytes; a scene file may be at most \(maximumSize) bytes (16 MiB)")
        }
        var parser = JSONParser([UInt8](data))
        parser.recorded = recorded
        let value = try parser.parseDocument()
        return (value, parser.map)
    }

    /// The 1-based line and column (in characters) of a byte offset in `bytes`.
    static func lineAndColumn<Bytes: Collection<UInt8>>(of offset: Int, in bytes: Bytes) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for byte in bytes.prefix(offset) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                // Count characters, not bytes: continuation bytes of UTF-8 do not start one.
                column += 1
            }
        }
        return (line, column)
    }

    // MARK: Document

    private mutating func parseDocument() throws(SyntaxError) -> JSONValue {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) || bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            throw SyntaxError(offset: 0, message: "the file starts with a byte order mark; save it as UTF-8 without one")
        }
        try skipWhiteSpace()
        guard index < bytes.count else {
            throw SyntaxError(offset: index, message: bytes.isEmpty ? "the file is empty" : "the file holds only white space and comments")
        }
        let value = try parseValue(path: recorded == nil ? nil : "")
        try skipWhiteSpace()
        guard index == bytes.count else {
            throw error("unexpected \(describeByte(at: index)) after the end of the document")
        }
        return value
    }

    /// Reads a value; `path` is its field path when its offset is recorded, `nil` otherwise.
    private mutating func parseValue(path: String?) throws(SyntaxError) -> JSONValue {
        guard index < bytes.count else { throw error("the file ends where a value was expected") }
        if let path { map.valueOffsets[path] = index }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject(path: path)
        case UInt8(ascii: "["): return try parseArray(path: path)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
        case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
        case UInt8(ascii: "n"): return try parseLiteral("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        case UInt8(ascii: "'"): throw error("strings are written in double quotes (\"), not single quotes")
        case UInt8(ascii: "]"), UInt8(ascii: "}"): throw error("expected a value before \(describeByte(at: index))")
        default: throw error("expected a value (an object, array, string, number, true, false or null), found \(describeByte(at: index))")
        }
    }

    // MARK: Containers

    private mutating func parseObject(path: String?) throws(SyntaxError) -> JSONValue {
        try enterContainer()
        index += 1
        var members: [String: JSONValue] = [:]
        var keyOffsets: [String: Int] = [:]
        while true {
            try skipWhiteSpace()
            guard index < bytes.count else { throw error("the file ends inside an object; expected a \"key\" or }") }
            if bytes[index] == UInt8(ascii: "}") {
                // The end, after the opening brace or after a trailing comma.
                index += 1
                depth -= 1
                return .object(members)
            }
            guard bytes[index] == UInt8(ascii: "\"") else {
                throw error("expected a key in double quotes, found \(describeByte(at: index))")
            }
            let keyOffset = index
            let key = try parseString()
            if let first = keyOffsets[key] {
                throw SyntaxError(offset: keyOffset, message: "the key \"\(Self.abbreviated(key))\" is given twice in this object "
                                  + "(first at \(describePosition(of: first))); remove one")
            }
            keyOffsets[key] = keyOffset
            let memberPath = path.flatMap { record($0.isEmpty ? key : "\($0).\(key)") }
            if let memberPath { map.keyOffsets[memberPath] = keyOffset }
            try skipWhiteSpace()
            guard peek(UInt8(ascii: ":")) else { throw error("expected : after the key \"\(Self.abbreviated(key))\", found \(describeByte(at: index))") }
            index += 1
            try skipWhiteSpace()
            members[key] = try parseValue(path: memberPath)
            try skipWhiteSpace()
            guard index < bytes.count else { throw error("the file ends inside an object; expected , or }") }
            switch bytes[index] {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"):
                index += 1
                depth -= 1
                return .object(members)
            default: throw error("expected , or } after the value of \"\(Self.abbreviated(key))\", found \(describeByte(at: index))")
            }
        }
    }

    private mutating func parseArray(path: String?) throws(SyntaxError) -> JSONValue {
        try enterContainer()
        index += 1
        var items: [JSONValue] = []
        while true {
            try skipWhiteSpace()
            if peek(UInt8(ascii: "]")) {
                // The end, after the opening bracket or after a trailing comma.
                index += 1
                depth -= 1
                return .array(items)
            }
            items.append(try parseValue(path: path.flatMap { record("\($0)[\(items.count)]") }))
            try skipWhiteSpace()
            guard index < bytes.count else { throw error("the file ends inside an array; expected , or ]") }
            switch bytes[index] {
            case UInt8(ascii: ","):
                index += 1
                try skipWhiteSpace()
                if peek(UInt8(ascii: ",")) { throw error("two commas in a row; remove one") }
            case UInt8(ascii: "]"):
                index += 1
                depth -= 1
                return .array(items)
            default: throw error("expected , or ] after an item of the array, found \(describeByte(at: index))")
            }
        }
    }

    /// `path` when its offset is recorded.
    private func record(_ path: String) -> String? {
        recorded?.contains(path) == true ? path : nil
    }

    private mutating func enterContainer() throws(SyntaxError) {
        depth += 1
        guard depth <= Self.maximumDepth else {
            throw error("arrays and objects are nested more than \(Self.maximumDepth) deep")
        }
    }
}
