import Foundation
import SceneCore

extension JSONParser {
    // MARK: Scalars

    mutating func parseLiteral(_ word: String, _ value: JSONValue) throws(SyntaxError) -> JSONValue {
        let expected = Array(word.utf8)
        guard bytes.count - index >= expected.count, bytes[index..<(index + expected.count)].elementsEqual(expected) else {
            throw error("expected a value, found \(describeWord(at: index))")
        }
        index += expected.count
        return value
    }

    mutating func parseNumber() throws(SyntaxError) -> Double {
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

    mutating func parseString() throws(SyntaxError) -> String {
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
}
