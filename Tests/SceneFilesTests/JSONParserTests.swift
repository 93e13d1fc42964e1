import Foundation
import Testing
@testable import SceneFiles

@Suite("JSONParser: JSON with comments and trailing commas, with positions")
struct JSONParserTests {
    struct Malformed: Sendable, CustomTestStringConvertible {
        let name: String
        let bytes: [UInt8]
        let line: Int
        let column: Int
        let message: String
        var testDescription: String { name }

        init(_ name: String, _ text: String, _ line: Int, _ column: Int, _ message: String) {
            self.init(name, Array(text.utf8), line, column, message)
        }

        init(_ name: String, _ bytes: [UInt8], _ line: Int, _ column: Int, _ message: String) {
            self.name = name
            self.bytes = bytes
            self.line = line
            self.column = column
            self.message = message
        }
    }

    static let malformed: [Malformed] = [
        Malformed("empty file", "", 1, 1, "the file is empty"),
        Malformed("only white space", " \n\t", 2, 2, "the file holds only white space and comments"),
        Malformed("missing comma", "{\n  \"a\": 1\n  \"b\": 2}", 3, 3, "expected , or } after the value of \"a\", found '\"'"),
        Malformed("two trailing commas in an object", "{\"a\": 1,,}", 1, 9, "expected a key in double quotes, found ','"),
        Malformed("two commas in an array", "[1,, 2]", 1, 4, "two commas in a row"),
        Malformed("a comma alone", "[,]", 1, 2, "found ','"),
        Malformed("a comment never closed", "{\"a\": 1 /* note", 1, 9, "the comment /* here is never closed with */"),
        Malformed("a lone slash", "[1 / 2]", 1, 4, "a / here starts nothing; comments are // to the end of the line or /* … */"),
        Malformed("only comments", "// nothing\n/* here */", 2, 11, "the file holds only white space and comments"),
        Malformed("a hash comment", "{\n# note\n}", 2, 1, "expected a key in double quotes, found '#'"),
        Malformed("unquoted key", "{version: 1}", 1, 2, "expected a key in double quotes, found 'v'"),
        Malformed("single quotes", "['a']", 1, 2, "strings are written in double quotes"),
        Malformed("truncated", "{\"a\": [1, 2", 1, 12, "the file ends inside an array"),
        Malformed("truncated string", "{\"a\": \"text", 1, 7, "the file ends inside a string"),
        Malformed("two documents", "{} {}", 1, 4, "unexpected '{' after the end of the document"),
        Malformed("NaN", "[NaN]", 1, 2, "expected a value (an object, array, string, number, true, false or null), found 'N'"),
        Malformed("misspelt literal", "[tru]", 1, 2, "expected a value, found 'tru'"),
        Malformed("leading zero", "[012]", 1, 2, "a number cannot start with 0 followed by digits"),
        Malformed("bare decimal point", "[1.]", 1, 4, "expected a digit after the decimal point"),
        Malformed("plus sign", "[+1]", 1, 2, "found '+'"),
        Malformed("number too large", "[1e400]", 1, 2, "the number 1e400 is too large"),
        Malformed("duplicate key", "{\"fps\": 30,\n \"fps\": 60}", 2, 2, "the key \"fps\" is given twice in this object (first at line 1, column 2)"),
        Malformed("NUL byte between values", [0x5B, 0x31, 0x00, 0x5D], 1, 3, "expected , or ] after an item of the array, found the byte 0x00"),
        Malformed("NUL byte in a string", [0x22, 0x00, 0x22], 1, 2, "control character U+0000 in a string"),
        Malformed("raw newline in a string", "[\"a\nb\"]", 1, 4, "control character U+000A in a string"),
        Malformed("invalid UTF-8", [0x5B, 0x22, 0x61, 0xFF, 0x22, 0x5D], 1, 4, "the text is not valid UTF-8 (byte 0xFF)"),
        Malformed("truncated UTF-8", [0x22, 0xE2, 0x82, 0x22], 1, 2, "the text is not valid UTF-8"),
        Malformed("UTF-8 byte order mark", [0xEF, 0xBB, 0xBF, 0x7B, 0x7D], 1, 1, "byte order mark"),
        Malformed("UTF-16 byte order mark", [0xFF, 0xFE, 0x7B, 0x00], 1, 1, "byte order mark"),
        Malformed("unknown escape", "[\"\\q\"]", 1, 3, "unknown escape \\'q'"),
        Malformed("short unicode escape", "[\"\\u12\"]", 1, 7, "expected four hexadecimal digits after \\u"),
        Malformed("lone high surrogate", "[\"\\uD800\"]", 1, 3, "half of a surrogate pair with no second half"),
        Malformed("lone low surrogate", "[\"\\uDC00\"]", 1, 3, "half of a surrogate pair with no first half"),
        Malformed("column counts characters", "[\"é\", x]", 1, 7, "found 'x'"),
    ]

    @Test("malformed input is refused with its line and column", arguments: malformed)
    func refusesMalformed(_ bad: Malformed) {
        #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse(Data(bad.bytes)) }
        do {
            _ = try JSONParser.parse(Data(bad.bytes))
        } catch {
            let (line, column) = JSONParser.lineAndColumn(of: error.offset, in: bad.bytes)
            #expect(line == bad.line && column == bad.column, "at \(line):\(column), expected \(bad.line):\(bad.column): \(error.message)")
            #expect(error.message.contains(bad.message), "message was: \(error.message)")
        }
    }

    @Test("valid documents read as Foundation reads them", arguments: [
        "{\"a\": [1, -2.5e3, 0, true, false, null, \"x\"], \"b\": {}}",
        "  [ ]  ",
        "\"\\u00e9\\n\\t\\\"\\\\\\/\\uD83D\\uDE00\"",
        "-0.0",
        "[1E+2, 1e-2, 123456789012345678901234567890]",
        "{\"é\": \"ü\", \"\": 1}",
    ])
    func readsValid(_ text: String) throws {
        let ours = try JSONParser.parse(Data(text.utf8))
        let foundation = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        #expect(Self.same(ours, foundation), "\(ours) vs \(foundation)")
    }

    @Test("comments and trailing commas read as the same document without them", arguments: [
        ("{\n// a note\n\"a\": 1}", "{\"a\": 1}"),
        ("[/* x */ 1]", "[1]"),
        ("{\"a\": 1,}", "{\"a\": 1}"),
        ("[1, 2,]", "[1, 2]"),
        ("[1, 2, // two\n]", "[1, 2]"),
        ("{\"a\": [1, /* , */ 2,], // end\n}", "{\"a\": [1, 2]}"),
        ("{\"url\": \"http://x/*y*/\"} // strings keep their slashes", "{\"url\": \"http://x/*y*/\"}"),
        ("/**/[]/**/", "[]"),
        ("{\"a\":1}\r\n// windows line ends\r\n", "{\"a\": 1}"),
    ])
    func readsCommentsAndTrailingCommas(_ written: String, _ plain: String) throws {
        #expect(try JSONParser.parse(Data(written.utf8)) == JSONParser.parse(Data(plain.utf8)))
    }

    @Test("the values and keys asked for are mapped to where they start, by field path")
    func mapsPositions() throws {
        let text = "{\n  \"views\": [\n    {\"fill\": \"red\"},\n    {\"fill\": \"blue\", \"width\": 5}\n  ]\n}"
        let map = JSONParser.sourceMap(of: ["views[1].width", "views[1].height", "timeline[0].time"], in: Data(text.utf8))
        // Only the paths asked for, and those leading to them, are recorded.
        #expect(map.valueOffsets["views[0].fill"] == nil && map.keyOffsets["views[1].fill"] == nil)
        let position = { (offset: Int?) in offset.map { JSONParser.lineAndColumn(of: $0, in: Array(text.utf8)) } }
        #expect(position(map.valueOffsets[""]).map { [$0.line, $0.column] } == [1, 1])
        #expect(position(map.valueOffsets["views"]).map { [$0.line, $0.column] } == [2, 12])
        #expect(position(map.valueOffsets["views[1]"]).map { [$0.line, $0.column] } == [4, 5])
        #expect(position(map.valueOffsets["views[1].width"]).map { [$0.line, $0.column] } == [4, 31])
        #expect(position(map.keyOffsets["views[1].width"]).map { [$0.line, $0.column] } == [4, 22])
        // A field the file does not have points at the nearest enclosing one.
        #expect(map.offset(of: "views[1].height") == map.valueOffsets["views[1]"])
        #expect(map.offset(of: "views[1].width", atKey: true) == map.keyOffsets["views[1].width"])
        #expect(map.offset(of: "timeline[0].time") == map.valueOffsets[""])
    }

    @Test("nesting deeper than the limit is refused quickly, not by overflowing the stack")
    func refusesDeepNesting() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect {
            _ = try JSONParser.parse(Data(deep.utf8))
        } throws: { error in
            (error as? JSONParser.SyntaxError)?.message == "arrays and objects are nested more than 128 deep"
        }
        let allowed = String(repeating: "[", count: JSONParser.maximumDepth) + String(repeating: "]", count: JSONParser.maximumDepth)
        #expect((try? JSONParser.parse(Data(allowed.utf8))) != nil)
    }

    @Test("input larger than the limit is refused before it is read")
    func refusesLargeInput() {
        let large = Data(count: JSONParser.maximumSize + 1)
        #expect {
            _ = try JSONParser.parse(large)
        } throws: { error in
            (error as? JSONParser.SyntaxError)?.message.contains("a scene file may be at most 16777216 bytes") == true
        }
    }

    @Test("long strings are cut in messages")
    func abbreviatesLongStrings() {
        let text = String(repeating: "a", count: 10_000)
        #expect(JSONParser.abbreviated(text) == String(repeating: "a", count: 40) + "… (10000 characters)")
        #expect(JSONValue.string(text).summary.count < 80)
    }

    private static func same(_ ours: JSONValue, _ theirs: Any) -> Bool {
        switch ours {
        case .null: return theirs is NSNull
        case .bool(let value): return (theirs as? Bool) == value && !(theirs is Int && !(theirs is Bool))
        case .number(let value): return (theirs as? NSNumber)?.doubleValue == value
        case .string(let value): return (theirs as? String) == value
        case .array(let values):
            guard let items = theirs as? [Any], items.count == values.count else { return false }
            return zip(values, items).allSatisfy { same($0, $1) }
        case .object(let members):
            guard let object = theirs as? [String: Any], object.count == members.count else { return false }
            return members.allSatisfy { key, value in object[key].map { same(value, $0) } ?? false }
        }
    }
}
