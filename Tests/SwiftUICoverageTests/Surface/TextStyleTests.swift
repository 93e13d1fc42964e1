import CairoRasterizer
import Foundation
import FrameRendering
import Testing
import Zoetrope

/// How text is styled and laid out, as apps write it: `Text` from a string variable, keys built
/// from literals and interpolations, the `Text` modifiers for weight, slant and design, the
/// foreground colour and style (with the hierarchical levels), and the line limit, alignment
/// and spacing of wrapped text. Labels are read from the sampled frame's looks, lines from the
/// layout, colours from the decoded pixels.
@Suite("Text styles")
struct TextStyleTests {
    /// The labels `content` draws, in body order.
    static func labels<Content: View & SendableMetatype>(@ViewBuilder _ content: @escaping @Sendable () -> Content) throws -> [TextLabel] {
        try ViewProbe(width: 400, height: 200, content: content).looks.compactMap(\.label)
    }

    /// The one label `content` draws.
    static func label<Content: View & SendableMetatype>(@ViewBuilder _ content: @escaping @Sendable () -> Content) throws -> TextLabel {
        try #require(labels(content).first, "no label was drawn")
    }

    /// The leftmost and rightmost columns with ink in the rows `rows`.
    static func inkColumns(in image: RasterImage, rows: Range<Int>) -> ClosedRange<Int>? {
        var columns: [Int] = []
        for x in 0..<image.width where rows.contains(where: { image.pixel(x: x, y: $0).green < 128 }) { columns.append(x) }
        guard let first = columns.first, let last = columns.last else { return nil }
        return first...last
    }

    // MARK: Text from strings and keys

    @Test("Text(_:) with a String or Substring variable shows it as it is, a longer one laid out wider")
    func stringVariable() throws {
        let name = "Ada Lovelace"
        let first: Substring = name.prefix(3)
        let probe = try ViewProbe(width: 400, height: 100) {
            VStack {
                Text(name)
                Text(first)
            }
        }
        #expect(probe.looks.compactMap(\.label).map(\.text) == ["Ada Lovelace", "Ada"])
        #expect(probe.frames[0].width > probe.frames[1].width * 3, "\(probe.frames[0].width) vs \(probe.frames[1].width)")
    }

    @Test("LocalizedStringKey(_:) from a String and from a literal (stringLiteral:) shows the key as written")
    func localizedStringKey() throws {
        let name = "greeting"
        let fromString = LocalizedStringKey(name)
        let fromLiteral: LocalizedStringKey = "Welcome"
        let spelledOut = LocalizedStringKey(stringLiteral: "Spelled")
        let labels = try Self.labels {
            VStack {
                Text(fromString)
                Text(fromLiteral)
                Text(spelledOut)
            }
        }
        #expect(labels.map(\.text) == ["greeting", "Welcome", "Spelled"])
    }

    @Test("a key literal with interpolations is built from StringInterpolation(literalCapacity:interpolationCount:), appendLiteral and appendInterpolation")
    func stringInterpolation() throws {
        var parts = LocalizedStringKey.StringInterpolation(literalCapacity: 8, interpolationCount: 2)
        parts.appendLiteral("Hi ")
        parts.appendInterpolation("Ada")
        parts.appendLiteral(", you have ")
        parts.appendInterpolation(3)
        let key = LocalizedStringKey(stringInterpolation: parts)
        #expect(try Self.label { Text(key) }.text == "Hi Ada, you have 3")
        let user = "Grace", count = 12
        #expect(try Self.label { Text("Hi \(user), you have \(count)") }.text == "Hi Grace, you have 12")
    }

    @Test("appendInterpolation(_:) with a String, an Int and a Text writes each in: \"\\(name)\", \"\\(count)\", \"\\(Text(…))\"")
    func interpolations() throws {
        let name = "Lin", count = 42
        #expect(try Self.label { Text("Name: \(name)") }.text == "Name: Lin")
        #expect(try Self.label { Text("\(count) points") }.text == "42 points")
        #expect(try Self.label { Text("Tap \(Text("here")) now") }.text == "Tap here now")
        var parts = LocalizedStringKey.StringInterpolation(literalCapacity: 4, interpolationCount: 1)
        parts.appendInterpolation(Text("inner"))
        let built = LocalizedStringKey(stringInterpolation: parts)
        #expect(try Self.label { Text(built) }.text == "inner")
    }

    @Test("appendInterpolation(_:specifier:) formats a number with printf: \"\\(0.4567, specifier: \"%.2f\")\" is 0.46")
    func interpolationSpecifier() throws {
        let ratio = 0.4567, whole = 7
        #expect(try Self.label { Text("\(ratio, specifier: "%.2f")") }.text == "0.46")
        #expect(try Self.label { Text("\(whole, specifier: "%03d") left") }.text == "007 left")
        var parts = LocalizedStringKey.StringInterpolation(literalCapacity: 0, interpolationCount: 1)
        parts.appendInterpolation(2.5, specifier: "%.3f")
        let built = LocalizedStringKey(stringInterpolation: parts)
        #expect(try Self.label { Text(built) }.text == "2.500")
    }

    @Test("appendInterpolation(_:formatter:) writes an NSNumber through a NumberFormatter and a Date through a DateFormatter")
    func interpolationFormatter() throws {
        let numbers = NumberFormatter()
        numbers.locale = Locale(identifier: "en_US_POSIX")
        numbers.numberStyle = .decimal
        numbers.minimumFractionDigits = 2
        let amount = NSNumber(value: 3.5)
        #expect(try Self.label { Text("Total \(amount, formatter: numbers)") }.text == "Total 3.50")
        let dates = DateFormatter()
        dates.locale = Locale(identifier: "en_US_POSIX")
        dates.timeZone = TimeZone(identifier: "UTC")
        dates.dateFormat = "dd/MM/yyyy"
        let day = Date(timeIntervalSince1970: 86_400 * 31)
        #expect(try Self.label { Text("Due \(day, formatter: dates)") }.text == "Due 01/02/1970")
        var parts = LocalizedStringKey.StringInterpolation(literalCapacity: 0, interpolationCount: 1)
        parts.appendInterpolation(NSNumber(value: 1), formatter: numbers)
        let built = LocalizedStringKey(stringInterpolation: parts)
        #expect(try Self.label { Text(built) }.text == "1.00")
    }

    @Test("appendInterpolation(_:format:) writes a value through a format style: \"\\(12, format: .number)\"")
    func interpolationFormat() throws {
        let count = 12
        #expect(try Self.label { Text("\(count, format: .number) items") }.text == "12 items")
        var parts = LocalizedStringKey.StringInterpolation(literalCapacity: 0, interpolationCount: 1)
        parts.appendInterpolation(5, format: .number)
        let built = LocalizedStringKey(stringInterpolation: parts)
        #expect(try Self.label { Text(built) }.text == "5")
    }

    // MARK: Weight, slant and design of a Text

    @Test("Text.bold() and Text.bold(_:): bold, or not when false, whatever the font around says")
    func textBold() throws {
        let labels = try Self.labels {
            VStack {
                Text("plain")
                Text("bold").bold()
                Text("on").bold(true)
                Text("off").bold(false)
            }
        }
        #expect(labels.map(\.style.isBold) == [false, true, true, false])
    }

    @Test("Text.italic() and Text.italic(_:): slanted, or upright when false")
    func textItalic() throws {
        let labels = try Self.labels {
            VStack {
                Text("upright")
                Text("slanted").italic()
                Text("on").italic(true)
                Text("off").italic(false)
            }
        }
        #expect(labels.map(\.style.isItalic) == [false, true, true, false])
        let upright = try ViewProbe(width: 200, height: 60) { Text("IIII").font(.system(size: 40)) }.image()
        let slanted = try ViewProbe(width: 200, height: 60) { Text("IIII").font(.system(size: 40)).italic() }.image()
        #expect(upright.pixels != slanted.pixels, "the slanted glyphs are drawn differently")
    }

    @Test("Text.fontWeight(_:) sets the weight of a Text: .bold and .heavy bold, .light not; nil keeps the font's")
    func textFontWeight() throws {
        let labels = try Self.labels {
            VStack {
                Text("bold").fontWeight(.bold)
                Text("heavy").fontWeight(.heavy)
                Text("light").fontWeight(.light)
                Text("nil").fontWeight(nil).font(.headline)
            }
        }
        #expect(labels.map(\.style.isBold) == [true, true, false, true])
        let weighted: Text = Text("still Text").fontWeight(.semibold)
        #expect(try Self.label { weighted }.style.isBold)
    }

    @Test("Text.fontDesign(_:) and View.fontDesign(_:) set the design; monospaced glyphs are all as wide")
    func fontDesign() throws {
        let probe = try ViewProbe(width: 400, height: 200) {
            VStack {
                Text("iiii").fontDesign(.monospaced)
                Text("MMMM").fontDesign(.monospaced)
                VStack {
                    Text("serif")
                    Text("own").fontDesign(.default)
                }
                .fontDesign(.serif)
            }
        }
        #expect(probe.looks.compactMap(\.label).map(\.style.design) == [.monospaced, .monospaced, .serif, .default])
        #expect(abs(probe.frames[0].width - probe.frames[1].width) < 0.5)
    }

    // MARK: Colour and style

    @Test("View.foregroundColor(_:) colours the Texts and shapes inside; a Text's own colour wins")
    func viewForegroundColor() throws {
        let probe = try ViewProbe(width: 200, height: 100) {
            VStack(spacing: 0) {
                Text("red")
                Text("blue").foregroundColor(.blue)
                Rectangle().frame(width: 40, height: 40)
            }
            .foregroundColor(.red)
        }
        #expect(probe.looks.compactMap(\.label).map(\.color) == [Color.red.rgba, Color.blue.rgba])
        let image = try probe.image()
        let rectangle = probe.frames[2]
        expectPixel(image, x: Int(rectangle.midX), y: Int(rectangle.midY), Pixel.red, "the rectangle filled in the foreground colour")
        let ink = try ViewProbe(width: 120, height: 60) { Text("█████").font(.system(size: 40)).foregroundColor(.green) }.image()
        expectPixel(ink, x: 60, y: 30, Pixel.green, tolerance: 40, "the middle of the block characters")
    }

    @Test("View.foregroundStyle(_:) with a colour or a gradient: text in the colour, shapes filled with either")
    func viewForegroundStyle() throws {
        let probe = try ViewProbe(width: 200, height: 100) {
            HStack(spacing: 0) {
                Text("style").foregroundStyle(.purple)
                Circle().frame(width: 40, height: 40).foregroundStyle(Color.orange)
                Rectangle().frame(width: 40, height: 100)
                    .foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
            }
        }
        #expect(probe.looks.compactMap(\.label).first?.color == Color.purple.rgba)
        let image = try probe.image()
        let circle = probe.frames[1], bar = probe.frames[2]
        expectPixel(image, x: Int(circle.midX), y: Int(circle.midY), RGBA8(red: 255, green: 149, blue: 0), "the circle in orange")
        expectPixel(image, x: Int(bar.midX), y: 1, Pixel.red, tolerance: 6, "the gradient's top")
        expectPixel(image, x: Int(bar.midX), y: 98, Pixel.blue, tolerance: 6, "the gradient's bottom")
    }

    @Test("ShapeStyle.foreground is the foreground style around: a rectangle filled with .foreground under .foregroundStyle(.red)")
    func foregroundStyleMember() throws {
        let image = try ViewProbe(width: 80, height: 40) {
            HStack(spacing: 0) {
                Rectangle().fill(.foreground).frame(width: 40, height: 40).foregroundStyle(.red)
                Rectangle().fill(.foreground).frame(width: 40, height: 40)
            }
        }.image()
        expectPixel(image, x: 20, y: 20, Pixel.red, "in the red foreground")
        expectPixel(image, x: 60, y: 20, Pixel.black, "in the default foreground, black")
    }

    @Test("ShapeStyle.primary is the foreground itself: black by default, red under .foregroundStyle(.red)")
    func primaryStyle() throws {
        let image = try ViewProbe(width: 80, height: 40) {
            HStack(spacing: 0) {
                Rectangle().fill(.primary).frame(width: 40, height: 40)
                Rectangle().fill(.primary).frame(width: 40, height: 40).foregroundStyle(.red)
            }
        }.image()
        expectPixel(image, x: 20, y: 20, Pixel.black)
        expectPixel(image, x: 60, y: 20, Pixel.red)
        #expect(try Self.label { Text("p").foregroundStyle(.primary) }.color == Color.black.rgba)
    }

    @Test("the levels as apps write them: .foregroundStyle(.secondary), .fill(.tertiary), .foregroundStyle(.quaternary) are iOS's label colours where no foreground is set")
    func hierarchicalMembers() throws {
        let image = try ViewProbe(width: 120, height: 40) {
            HStack(spacing: 0) {
                Rectangle().frame(width: 40, height: 40).foregroundStyle(.secondary)
                Rectangle().fill(.tertiary).frame(width: 40, height: 40)
                Rectangle().frame(width: 40, height: 40).foregroundStyle(.quaternary)
            }
        }.image()
        // With no foreground set, the levels are iOS's secondaryLabel, tertiaryLabel and
        // quaternaryLabel: #3C3C43 at 60%, 30% and 18%, over white #8A8A8E, #C5C5C7 and #DCDCDD.
        let expected: [(red: Int, blue: Int)] = [(138, 142), (197, 199), (220, 221)]
        for (x, want) in zip([20, 60, 100], expected) {
            let pixel = image.pixel(x: x, y: 20)
            #expect(abs(Int(pixel.red) - want.red) <= 2 && abs(Int(pixel.blue) - want.blue) <= 2, "at x \(x): \(pixel), want \(want)")
        }
        let label = try Self.label { Text("muted").foregroundStyle(.secondary) }
        #expect(label.color.alpha < 1 && label.color.alpha > 0.3, "secondary text is drawn translucent: \(label.color)")
    }

    // MARK: Lines

    @Test("View.lineLimit(_:) caps a wrapped Text at that many lines; nil lets it take as many as it needs")
    func lineLimit() throws {
        let long = "one two three four five six seven eight nine ten eleven twelve"
        let free = try ViewProbe(width: 100, height: 400) { Text(long).frame(width: 100) }
        let one = try ViewProbe(width: 100, height: 400) { Text(long).lineLimit(1).frame(width: 100) }
        let two = try ViewProbe(width: 100, height: 400) { Text(long).lineLimit(2).frame(width: 100) }
        let unlimited = try ViewProbe(width: 100, height: 400) { Text(long).lineLimit(nil).frame(width: 100) }
        let line = one.frames[0].height
        #expect(free.frames[0].height > line * 3.5, "unlimited wraps to many lines: \(free.frames[0].height) vs \(line)")
        #expect(abs(two.frames[0].height - 2 * line) < 2, "two lines: \(two.frames[0].height) vs \(line)")
        #expect(abs(unlimited.frames[0].height - free.frames[0].height) < 0.01)
        #expect(one.looks.compactMap(\.label).first?.wrapping?.lineLimit == 1)
    }

    @Test("View.multilineTextAlignment(_:) lines wrapped lines up: .leading, .center, .trailing; the short last line shows it", arguments: [
        "leading", "center", "trailing",
    ])
    func multilineTextAlignment(name: String) throws {
        let alignment: TextAlignment = switch name {
        case "leading": .leading
        case "center": .center
        default: .trailing
        }
        // "WWWWW" fills a line; "ii" is alone on the last line.
        let probe = try ViewProbe(width: 200, height: 200) {
            Text("WWWWW ii").font(.system(size: 20)).multilineTextAlignment(alignment).frame(width: 110)
        }
        let frame = probe.frames[0]
        #expect(frame.height > 40, "two lines: \(frame)")
        let image = try probe.image()
        let lastLine = Int(frame.midY) + 2..<Int(frame.maxY)
        let columns = try #require(Self.inkColumns(in: image, rows: lastLine), "no ink on the last line")
        let middle = Double(columns.lowerBound + columns.upperBound) / 2
        let expected: Double = switch name {
        case "leading": frame.minX + 4
        case "center": frame.midX
        default: frame.maxX - 4
        }
        #expect(abs(middle - expected) < 8, "the last line's ink is centred at \(middle), expected about \(expected) in \(frame)")
    }

    @Test("View.lineSpacing(_:) adds that many points between lines: a wrapped text grows by the spacing once per gap")
    func lineSpacing() throws {
        let text = "alpha beta gamma"
        let single = try ViewProbe(width: 200, height: 300) { Text("alpha") }
        let tight = try ViewProbe(width: 200, height: 300) { Text(text).frame(width: 80) }
        let spaced = try ViewProbe(width: 200, height: 300) { Text(text).lineSpacing(10).frame(width: 80) }
        let lines = (tight.frames[0].height / single.frames[0].height).rounded()
        #expect(lines >= 2, "the text wraps: \(tight.frames[0].height) vs one line \(single.frames[0].height)")
        let growth = spaced.frames[0].height - tight.frames[0].height
        #expect(abs(growth - 10 * (lines - 1)) < 0.5, "\(lines) lines grew by \(growth)")
    }
}
