import Foundation
import Testing
import Zoetrope

/// The other ways apps make a `Text`: dates in a style, timers, intervals, format styles,
/// formatters, attributed strings and string resources. Each reads the label drawn, at the frames
/// where it matters: a relative date or a timer is written from the scene's date, which starts at
/// `Scene.defaultStartDate` (2026-01-01 00:00 UTC) and runs with the clock.
@Suite("Text variants")
struct TextVariantTests {
    /// The text of the first label the view draws at `frame`.
    static func text<Content: View & SendableMetatype>(frame: Int = 0, duration: TimeInterval? = nil,
                                                       @ViewBuilder _ content: @escaping @Sendable () -> Content) throws -> String {
        let probe = try ViewProbe(width: 400, height: 100, frame: frame, duration: duration, content: content)
        return try #require(probe.looks.compactMap(\.label).first, "no label drawn").text
    }

    static let start = Scene.defaultStartDate
    /// The narrow no-break space ICU writes before AM and PM, as iOS does.
    static let beforeMeridiem = "\u{202F}"

    @Test("Text(_:style:) writes .date as the long day and .time as the short time of day (US English, UTC)")
    func dateAndTimeStyles() throws {
        let afternoon = Self.start.addingTimeInterval(13 * 3600 + 45 * 60)
        #expect(try Self.text { Text(afternoon, style: .date) } == "January 1, 2026")
        #expect(try Self.text { Text(afternoon, style: .time) } == "1:45\(Self.beforeMeridiem)PM")
    }

    struct LiveStyleCase: Sendable, CustomTestStringConvertible {
        var style: String
        var secondsAhead: TimeInterval
        var atStart: String
        var oneSecondLater: String
        var testDescription: String { "\(style), \(secondsAhead) s ahead" }
    }

    @Test("Text(_:style:) with .relative, .offset and .timer counts as the scene's clock runs: frame 30 is one second later", arguments: [
        LiveStyleCase(style: "relative", secondsAhead: 150, atStart: "2 minutes, 30 seconds", oneSecondLater: "2 minutes, 29 seconds"),
        LiveStyleCase(style: "relative", secondsAhead: -119, atStart: "1 minute, 59 seconds", oneSecondLater: "2 minutes"),
        LiveStyleCase(style: "offset", secondsAhead: 7200, atStart: "+2 hours", oneSecondLater: "+1 hour"),
        LiveStyleCase(style: "offset", secondsAhead: -90, atStart: "-1 minute", oneSecondLater: "-1 minute"),
        LiveStyleCase(style: "timer", secondsAhead: 152, atStart: "2:32", oneSecondLater: "2:31"),
        LiveStyleCase(style: "timer", secondsAhead: -(36 * 3600 + 59 * 60 + 1), atStart: "36:59:01", oneSecondLater: "36:59:02"),
    ])
    func liveStyles(_ example: LiveStyleCase) throws {
        let date = Self.start.addingTimeInterval(example.secondsAhead)
        let style: Text.DateStyle = switch example.style {
        case "relative": .relative
        case "offset": .offset
        default: .timer
        }
        #expect(try Self.text(frame: 0, duration: 2) { Text(date, style: style) } == example.atStart)
        #expect(try Self.text(frame: 30, duration: 2) { Text(date, style: style) } == example.oneSecondLater)
    }

    @Test("Text(timerInterval:pauseTime:countsDown:showsHours:) counts down through the interval, or up, held at its ends; a pause time stops it")
    func timerInterval() throws {
        let ninety = Self.start...Self.start.addingTimeInterval(90)
        #expect(try Self.text(frame: 0, duration: 3) { Text(timerInterval: ninety) } == "1:30")
        #expect(try Self.text(frame: 60, duration: 3) { Text(timerInterval: ninety) } == "1:28")
        #expect(try Self.text(frame: 60, duration: 3) { Text(timerInterval: ninety, countsDown: false) } == "0:02")
        let paused = Self.start.addingTimeInterval(30)
        #expect(try Self.text(frame: 60, duration: 3) { Text(timerInterval: ninety, pauseTime: paused) } == "1:00")
        let long = Self.start...Self.start.addingTimeInterval(3700)
        #expect(try Self.text { Text(timerInterval: long, countsDown: true, showsHours: true) } == "1:01:40")
        #expect(try Self.text { Text(timerInterval: long, showsHours: false) } == "61:40")
        let later = Self.start.addingTimeInterval(10)...Self.start.addingTimeInterval(20)
        #expect(try Self.text { Text(timerInterval: later) } == "0:10", "before the interval: held at its start")
    }

    @Test("Text(_:) with a ClosedRange<Date> or a DateInterval writes the two dates as an interval")
    func intervals() throws {
        let morning = Self.start.addingTimeInterval(9 * 3600)...Self.start.addingTimeInterval(10.5 * 3600)
        let written = "Jan 1, 2026, 9:00\u{2009}\u{2013}\u{2009}10:30\(Self.beforeMeridiem)AM"
        #expect(try Self.text { Text(morning) } == written)
        #expect(try Self.text { Text(DateInterval(start: morning.lowerBound, end: morning.upperBound)) } == written)
    }

    @Test("a live Text interpolated into another keeps counting: \"Ends in \\(Text(date, style: .timer))\"")
    func interpolatedTimer() throws {
        let end = Self.start.addingTimeInterval(65)
        #expect(try Self.text(frame: 0, duration: 2) { Text("Ends in \(Text(end, style: .timer))") } == "Ends in 1:05")
        #expect(try Self.text(frame: 30, duration: 2) { Text("Ends in \(Text(end, style: .timer))") } == "Ends in 1:04")
    }

    @Test("Text(_:format:) writes the value with the format style, String or AttributedString output")
    func formatStyles() throws {
        let english = Locale(identifier: "en_US")
        #expect(try Self.text { Text(1234, format: .number.locale(english)) } == "1,234")
        #expect(try Self.text { Text(0.5, format: .percent.locale(english)) } == "50%")
        #expect(try Self.text { Text(42, format: .number.attributed) } == "42")
    }

    @Test("Text(_:formatter:) writes a number or a date with a Formatter")
    func formatters() throws {
        let numbers = NumberFormatter()
        numbers.numberStyle = .decimal
        numbers.locale = Locale(identifier: "en_US")
        #expect(try Self.text { Text(NSNumber(value: 1234.5), formatter: numbers) } == "1,234.5")
        let dates = DateFormatter()
        dates.dateFormat = "yyyy-MM-dd"
        dates.timeZone = TimeZone(identifier: "UTC")
        #expect(try Self.text { Text(Self.start, formatter: dates) } == "2026-01-01")
    }

    @Test("Text(_:) with an AttributedString shows its characters")
    func attributedString() throws {
        var built = AttributedString("Hello, ")
        built += AttributedString("world")
        let greeting = built
        #expect(try Self.text { Text(greeting) } == "Hello, world")
    }

    @Test("a LocalizedStringResource's key is shown by Text, Button, Label and ProgressView")
    func stringResources() throws {
        let count = 3
        let resource: LocalizedStringResource = "Saved \(count) files"
        #expect(try Self.text { Text(resource) } == "Saved 3 files")
        #expect(try Self.text { Text(LocalizedStringResource("Welcome", table: "Onboarding")) } == "Welcome")
        #expect(try Self.text { Button(resource) {} } == "Saved 3 files")
        #expect(try Self.text { Button(resource, role: .destructive) {} } == "Saved 3 files")
        let labels = try ViewProbe(width: 400, height: 300, duration: 1) {
            VStack {
                Label(resource, systemImage: "tray")
                Label(resource, image: "missing-picture")
                ProgressView(resource)
                ProgressView(resource, value: 0.5, total: 1)
            }
        }.looks.compactMap(\.label).map(\.text).filter { $0 == "Saved 3 files" }
        #expect(labels.count == 4, "each of the four shows the key: \(labels)")
    }

    @Test("a key's interpolations of dates, intervals, timers and attributed strings write what the Text initialisers write")
    func keyInterpolations() throws {
        let end = Self.start.addingTimeInterval(65)
        let morning = Self.start.addingTimeInterval(9 * 3600)...Self.start.addingTimeInterval(10.5 * 3600)
        let interval = "Jan 1, 2026, 9:00\u{2009}\u{2013}\u{2009}10:30\(Self.beforeMeridiem)AM"
        let bold = AttributedString("bold")
        let word = AttributedString("one two")
        let firstWord = word[word.startIndex..<word.index(word.startIndex, offsetByCharacters: 3)]
        #expect(try Self.text(frame: 30, duration: 2) { Text("Ends in \(end, style: .timer)") } == "Ends in 1:04")
        #expect(try Self.text(frame: 30, duration: 2) { Text("Left: \(timerInterval: Self.start...end, countsDown: true)") } == "Left: 1:04")
        #expect(try Self.text { Text("At \(morning)") } == "At \(interval)")
        #expect(try Self.text { Text("At \(DateInterval(start: morning.lowerBound, end: morning.upperBound))") } == "At \(interval)")
        #expect(try Self.text { Text("A \(bold) word, \(firstWord)") } == "A bold word, one")
    }
}
