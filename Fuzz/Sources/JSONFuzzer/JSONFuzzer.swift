import Foundation
import FuzzSupport
@testable import SceneFiles

/// The scene files' JSON reader (`JSONParser`) against Foundation's `JSONSerialization`, on the
/// same bytes: a differential check, for wrong answers rather than crashes.
///
/// - When both read the input, they must read the same value: the same `null`s, `true`s and
///   `false`s (not numbers), the same numbers (as `Double`s; Foundation keeps some as `Decimal`s,
///   compared through their decimal text), strings and keys with the same Unicode scalars (but for
///   U+FEFF, which Foundation drops in places), arrays in the same order.
/// - On plain JSON (no `/`, which starts a comment, and no comma before a `]` or `}`: the two
///   extensions scene files allow; UTF-8 without a byte order mark, so Foundation does not guess
///   UTF-16 or UTF-32), they must accept the same inputs, except where our reader is stricter
///   on purpose, as documented on `JSONParser`: a key given twice in one object, nesting deeper
///   than 128, a number too large for a `Double`.
enum JSONFuzzer {
    static func run(_ data: Data) {
        let ours: Result<JSONValue, JSONParser.SyntaxError>
        do throws(JSONParser.SyntaxError) {
            ours = .success(try JSONParser.parse(data))
        } catch {
            ours = .failure(error)
        }
        let theirs = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        switch (ours, theirs) {
        case let (.success(value), theirs?):
            if let difference = difference(value, theirs, at: "") {
                fuzzFinding("JSONParser and JSONSerialization read \(describe(data)) differently at \(difference)")
            }
        case let (.success(value), nil):
            guard !isPlain(data) else {
                fuzzFinding("JSONParser reads plain JSON that JSONSerialization refuses, as \(value.summary): \(describe(data))")
            }
        case let (.failure(error), _?):
            let stricter = ["is given twice", "nested more than", "is too large"]
            guard !isPlain(data) || stricter.contains(where: error.message.contains) else {
                fuzzFinding("JSONParser refuses plain JSON that JSONSerialization reads (at byte \(error.offset): \(error.message)): \(describe(data))")
            }
        case (.failure, nil):
            break
        }
    }

    /// Whether the input is JSON without the extensions scene files allow, in UTF-8 without a byte
    /// order mark: no `/` anywhere, no comma followed (after white space) by `]` or `}`, and no
    /// NUL among the first four bytes (from which Foundation would guess UTF-16 or UTF-32).
    static func isPlain(_ data: Data) -> Bool {
        let bytes = [UInt8](data)
        guard !bytes.contains(UInt8(ascii: "/")), !bytes.prefix(4).contains(0),
              !bytes.starts(with: [0xEF, 0xBB, 0xBF]), !bytes.starts(with: [0xFE, 0xFF]), !bytes.starts(with: [0xFF, 0xFE]) else {
            return false
        }
        var afterComma = false
        for byte in bytes {
            switch byte {
            case UInt8(ascii: ","): afterComma = true
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): continue
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                if afterComma { return false }
            default: afterComma = false
            }
        }
        return true
    }

    /// Where the two values first differ (a path such as `.views[2].fill`), or `nil` when they are the same.
    static func difference(_ ours: JSONValue, _ theirs: Any, at path: String) -> String? {
        switch ours {
        case .null:
            return theirs is NSNull ? nil : "\(path): null against \(theirs)"
        case let .bool(value):
            guard let number = theirs as? NSNumber, isBoolean(number), number.boolValue == value else {
                return "\(path): \(value) against \(theirs)"
            }
            return nil
        case let .number(value):
            guard let number = theirs as? NSNumber, !isBoolean(number) else {
                return "\(path): \(value) against \(theirs) (\(type(of: theirs)))"
            }
            if let decimal = number as? NSDecimalNumber {
                // Foundation keeps some numbers as a Decimal (38 digits), whose `doubleValue` is not
                // rounded correctly; its decimal text is, read as a Double, within a unit in the
                // last place of the whole number's (the digits past the 38th are gone).
                guard let read = Double(decimal.description), read == value || read.nextUp == value || read.nextDown == value else {
                    return "\(path): \(value) against the Decimal \(decimal)"
                }
                return nil
            }
            guard number.doubleValue == value else {
                return "\(path): \(value) against \(theirs) (\(type(of: theirs)))"
            }
            return nil
        case let .string(value):
            guard let string = theirs as? String, scalars(string) == scalars(value) else {
                return "\(path): \(value.unicodeScalars.map { String($0.value, radix: 16) }) against \(theirs)"
            }
            return nil
        case let .array(values):
            guard let items = theirs as? [Any], items.count == values.count else {
                return "\(path): an array of \(values.count) against \(theirs)"
            }
            for (index, (value, item)) in zip(values, items).enumerated() {
                if let found = difference(value, item, at: "\(path)[\(index)]") { return found }
            }
            return nil
        case let .object(fields):
            // Keys "a" and "\u{FEFF}a" may be one key to Foundation (see `scalars`): those are left out.
            let keys = Dictionary(grouping: fields.keys, by: scalars)
            guard let object = theirs as? [String: Any], (keys.count...fields.count).contains(object.count) else {
                return "\(path): an object of \(fields.count) keys against \(theirs)"
            }
            let byScalars = Dictionary(object.map { (scalars($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
            for (key, value) in fields where keys[scalars(key)]?.count == 1 {
                guard let item = byScalars[scalars(key)] else { return "\(path).\(key): missing from JSONSerialization's" }
                if let found = difference(value, item, at: "\(path).\(key)") { return found }
            }
            return nil
        }
    }

    /// A string's Unicode scalars, to compare strings exactly (not up to canonical equivalence, as
    /// `==` does), without U+FEFF (a byte order mark): Foundation drops one that starts a string or
    /// a key or follows an escape (`"\\\u{FEFF}"`), as if each piece between escapes were a file
    /// of its own; RFC 8259 keeps it as a character, and so does our reader.
    static func scalars(_ text: String) -> [UInt32] {
        text.unicodeScalars.map(\.value).filter { $0 != 0xFEFF }
    }

    /// Whether Foundation read the number as `true` or `false`: it keeps them as `NSNumber`s of
    /// type `c` (a C `char`, as Objective-C's `BOOL`); numbers it reads are `q` (whole) or `d`.
    static func isBoolean(_ number: NSNumber) -> Bool {
        String(cString: number.objCType) == "c"
    }

    static func describe(_ data: Data) -> String {
        let text = String(decoding: data.prefix(300), as: UTF8.self)
        return "\(data.count) bytes: \(text.debugDescription)"
    }
}

/// libFuzzer calls this with each input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    guard let bytes else { return 0 }
    JSONFuzzer.run(Data(bytes: bytes, count: count))
    return 0
}

/// The program's entry point (see `runLibFuzzer`).
@_cdecl("JSONFuzzer_main")
public func fuzzerMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runLibFuzzer(argc, argv) { bytes, length in fuzzOneInput(bytes, length) }
}
