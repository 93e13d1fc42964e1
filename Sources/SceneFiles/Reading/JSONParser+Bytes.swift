import Foundation
import SceneCore

extension JSONParser {
    // MARK: Bytes

    /// Skips white space and comments: `//` to the end of the line, `/*` to the next `*/`.
    mutating func skipWhiteSpace() throws(SyntaxError) {
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

    mutating func skipDigits() {
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }

    func peek(_ byte: UInt8) -> Bool {
        index < bytes.count && bytes[index] == byte
    }

    func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    func error(_ message: String) -> SyntaxError {
        SyntaxError(offset: index, message: message)
    }

    /// The byte at `offset` for a message: `'x'`, `the byte 0x00`, or `the end of the file`.
    func describeByte(at offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the file" }
        let byte = bytes[offset]
        if byte >= 0x21, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "the byte 0x\(String(format: "%02X", byte))"
    }

    /// The word starting at `offset` (letters and digits, at most 20), for a message: `'undefined'`.
    func describeWord(at offset: Int) -> String {
        var end = offset
        while end < bytes.count, end - offset < 20, bytes[end] >= 0x21, bytes[end] < 0x7F,
              !"{}[],:\"".utf8.contains(bytes[end]) {
            end += 1
        }
        guard end > offset else { return describeByte(at: offset) }
        return "'\(String(decoding: bytes[offset..<end], as: UTF8.self))'"
    }

    /// `line 3, column 5`.
    func describePosition(of offset: Int) -> String {
        let (line, column) = Self.lineAndColumn(of: offset, in: bytes)
        return "line \(line), column \(column)"
    }

    /// Long text cut to its first 40 characters, for messages.
    static func abbreviated(_ text: String) -> String {
        text.count <= 40 ? text : "\(text.prefix(40))… (\(text.count) characters)"
    }
}
