import CairoRasterizer
import Foundation
import FrameRendering
import Testing
import Zoetrope

/// `Text` as apps write it: literals (keys, with interpolations and format specifiers), strings
/// and substrings, `verbatim:`, and the `Text` modifiers that keep it a `Text`. The drawn label's
/// text and colour are read from the sampled frame's looks, and its ink from the decoded pixels.
@Suite("Text")
struct TextTests {
    /// The text and colour of the one label `content` draws.
    static func label<Content: View & SendableMetatype>(@ViewBuilder _ content: @escaping @Sendable () -> Content) throws -> TextLabel {
        let probe = try ViewProbe(width: 300, height: 60, content: content)
        return try #require(probe.looks.compactMap(\.label).first, "no label was drawn")
    }

    @Test("Text(_:tableName:bundle:comment:) shows a literal key as written, its interpolations written in")
    func localizedKey() throws {
        let score = 42
        #expect(try Self.label { Text("Hello") }.text == "Hello")
        #expect(try Self.label { Text("Score: \(score)") }.text == "Score: 42")
        #expect(try Self.label { Text("Tip", tableName: "Main", bundle: .main, comment: "a tip") }.text == "Tip")
        #expect(try Self.label { Text(LocalizedStringKey("Built")) }.text == "Built")
    }

    @Test("a key's interpolations take a printf specifier, a formatter and a format style, written in the POSIX locale", arguments: [
        (0.4567, "%.2f", "0.46"), (12.0, "%.0f", "12"), (3.14159, "%.3f", "3.142"),
    ])
    func localizedKeySpecifier(value: Double, specifier: String, expected: String) throws {
        #expect(try Self.label { Text("\(value, specifier: specifier) s") }.text == "\(expected) s")
    }

    @Test("a key's interpolation with formatter: and format: writes the value through it")
    func localizedKeyFormatters() throws {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.minimumFractionDigits = 1
        let number = NSNumber(value: 2)
        #expect(try Self.label { Text("n = \(number, formatter: formatter)") }.text == "n = 2.0")
        let dates = DateFormatter()
        dates.locale = Locale(identifier: "en_US_POSIX")
        dates.timeZone = TimeZone(identifier: "UTC")
        dates.dateFormat = "yyyy-MM-dd"
        let day = Date(timeIntervalSince1970: 0)
        #expect(try Self.label { Text("on \(day, formatter: dates)") }.text == "on 1970-01-01")
        #expect(try Self.label { Text("\(7, format: .number) items") }.text == "7 items")
    }

    @Test("Text(_:) with a String or a Substring variable shows it as it is", arguments: ["plain", "100% \\(not interpolated)"])
    func stringProtocol(value: String) throws {
        #expect(try Self.label { Text(value) }.text == value)
        let tail = value.dropFirst(2)
        #expect(try Self.label { Text(tail) }.text == String(tail))
    }

    @Test("Text(verbatim:) shows its string as it is")
    func verbatim() throws {
        #expect(try Self.label { Text(verbatim: "%d items") }.text == "%d items")
    }

    @Test("Text.foregroundColor(_:) keeps it a Text and colours it over the foreground around it; nil keeps the one around it")
    func textForegroundColor() throws {
        let colored: Text = Text("red").foregroundColor(.red)
        _ = colored
        let label = try Self.label { colored.foregroundStyle(.blue) }
        #expect(label.color == Color.red.rgba)
        let inherited = try Self.label { Text("blue").foregroundColor(nil).foregroundStyle(.blue) }
        #expect(inherited.color == Color.blue.rgba)
        let image = try ViewProbe(width: 120, height: 60) { Text("█████").foregroundColor(.red).font(.system(size: 40)) }.image()
        expectPixel(image, x: 60, y: 30, Pixel.red, tolerance: 40, "the middle of the drawn block characters")
    }
}
