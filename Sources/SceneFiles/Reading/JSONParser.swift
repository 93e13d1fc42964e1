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

    private let bytes: [UInt8]
    private var index = 0
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

    // MARK: Scalars

    private mutating func parseLiteral(_ word: String, _ value: JSONValue) throws(SyntaxError) -> JSONValue {
        let expected = Array(word.utf8)
        guard bytes.count - index >= expected.count, bytes[index..<(index + expected.count)].elementsEqual(expected) else {
            throw error("expected a value, found \(describeWord(at: index))")
        }
        index += expected.count
        return value
    }

    private mutating func parseNumber() throws(SyntaxError) -> Double {
        let start = index
        if peek(UInt8(ascii: "-")) { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { throw error("expected a digit in the number, found \(describeByte(at: index))") }
        if bytes[index] == UInt8(ascii: "0"), index + 1 < bytes.count, isDigit(bytes[index + 1]) {
            throw error("a number cannot start with 0 followed by digits")
        }
        skipDigits()
        if peek(UInt8(ascii: ".")) {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("expected a digit after the decimal point") }
            skipDigits()
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            index += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("expected a digit in the exponent") }
            skipDigits()
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let number = Double(text), number.isFinite else {
            throw SyntaxError(offset: start, message: "the number \(Self.abbreviated(text)) is too large (the most is about 1.8e308)")
        }
        return number
    }

    private mutating func parseString() throws(SyntaxError) -> String {
        let opening = index
        index += 1
        var scalars = String.UnicodeScalarView()
        var runStart = index
        while true {
            guard index < bytes.count else { throw SyntaxError(offset: opening, message: "the file ends inside a string") }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                try appendRun(from: runStart, to: &scalars)
                index += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                try appendRun(from: runStart, to: &scalars)
                scalars.append(try parseEscape())
                runStart = index
            case 0..<0x20:
                throw error("control character U+\(String(format: "%04X", byte)) in a string; write it as an escape such as \\n or \\u00\(String(format: "%02X", byte))")
            default:
                index += 1
            }
        }
    }

    /// Appends the unescaped bytes from `start` to the current index, checking they are UTF-8.
    private func appendRun(from start: Int, to scalars: inout String.UnicodeScalarView) throws(SyntaxError) {
        guard start < index else { return }
        var iterator = bytes[start..<index].makeIterator()
        var decoder = UTF8()
        var offset = start
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                scalars.append(scalar)
                offset += UTF8.width(scalar)
            case .emptyInput:
                return
            case .error:
                throw SyntaxError(offset: offset, message: "the text is not valid UTF-8 (byte 0x\(String(format: "%02X", bytes[offset])))")
            }
        }
    }

    private mutating func parseEscape() throws(SyntaxError) -> Unicode.Scalar {
        index += 1
        guard index < bytes.count else { throw error("the file ends inside a string") }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"): return try parseUnicodeEscape()
        default:
            index -= 2
            throw error("unknown escape \\\(describeWord(at: index + 1)) in a string; JSON has \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX")
        }
    }

    private mutating func parseUnicodeEscape() throws(SyntaxError) -> Unicode.Scalar {
        let start = index - 2
        let first = try parseHex4()
        if (0xD800...0xDBFF).contains(first) {
            guard peek(UInt8(ascii: "\\")), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                throw SyntaxError(offset: start, message: "\\u\(String(format: "%04X", first)) is half of a surrogate pair with no second half")
            }
            index += 2
            let second = try parseHex4()
            guard (0xDC00...0xDFFF).contains(second), let scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)) else {
                throw SyntaxError(offset: start, message: "\\u\(String(format: "%04X", first)) is not followed by the second half of a surrogate pair")
            }
            return scalar
        }
        guard let scalar = Unicode.Scalar(first) else {
            throw SyntaxError(offset: start, message: "\\u\(String(format: "%04X", first)) is half of a surrogate pair with no first half")
        }
        return scalar
    }

    private mutating func parseHex4() throws(SyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = hexValue(bytes[index]) else {
                throw error("expected four hexadecimal digits after \\u")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    // MARK: Bytes

    /// Skips white space and comments: `//` to the end of the line, `/*` to the next `*/`.
    private mutating func skipWhiteSpace() throws(SyntaxError) {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "/"):
                try skipComment()
            default:
                return
            }
        }
    }

    /// Skips the comment at the current `/`.
    private mutating func skipComment() throws(SyntaxError) {
        let start = index
        guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*") else {
            throw error("a / here starts nothing; comments are // to the end of the line or /* … */")
        }
        if bytes[index + 1] == UInt8(ascii: "/") {
            while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            return
        }
        index += 2
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") {
                index += 2
                return
            }
            index += 1
        }
        throw SyntaxError(offset: start, message: "the comment /* here is never closed with */")
    }

    private mutating func skipDigits() {
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }

    private func peek(_ byte: UInt8) -> Bool {
        index < bytes.count && bytes[index] == byte
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private func error(_ message: String) -> SyntaxError {
        SyntaxError(offset: index, message: message)
    }

    /// The byte at `offset` for a message: `'x'`, `the byte 0x00`, or `the end of the file`.
    private func describeByte(at offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the file" }
        let byte = bytes[offset]
        if byte >= 0x21, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "the byte 0x\(String(format: "%02X", byte))"
    }

    /// The word starting at `offset` (letters and digits, at most 20), for a message: `'undefined'`.
    private func describeWord(at offset: Int) -> String {
        var end = offset
        while end < bytes.count, end - offset < 20, bytes[end] >= 0x21, bytes[end] < 0x7F,
              !"{}[],:\"".utf8.contains(bytes[end]) {
            end += 1
        }
        guard end > offset else { return describeByte(at: offset) }
        return "'\(String(decoding: bytes[offset..<end], as: UTF8.self))'"
    }

    /// `line 3, column 5`.
    private func describePosition(of offset: Int) -> String {
        let (line, column) = Self.lineAndColumn(of: offset, in: bytes)
        return "line \(line), column \(column)"
    }

    /// Long text cut to its first 40 characters, for messages.
    static func abbreviated(_ text: String) -> String {
        text.count <= 40 ? text : "\(text.prefix(40))… (\(text.count) characters)"
    }
}
