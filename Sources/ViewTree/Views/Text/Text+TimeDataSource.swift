import Foundation

extension Text {
    /// A value that changes with time, written by a format style and kept up to date: SwiftUI's
    /// `Text(_:format:)` with a ``TimeDataSource`` (`Text(.currentDate, format: .dateTime.hour().minute())`).
    ///
    /// In a scene the text is written from the scene's date at each frame, as `Text(_:style:)`
    /// with a live style is, so it changes as the scene's clock runs (a scene that shows one
    /// needs a duration). A `Date.FormatStyle` is set to US English, the Gregorian calendar and
    /// UTC, as Zoetrope's other date texts are, so a render is the same on every machine; SwiftUI
    /// uses the environment's locale and time zone. Other styles are applied as given.
    /// - Parameters:
    ///   - source: What changes with time: `.currentDate`, `.durationOffset(to:)`, `.dateRange(startingAt:)`, …
    ///   - format: The format style that writes the source's value.
    public init<V, F>(_ source: TimeDataSource<V>, format: F) where V == F.FormatInput, F: DiscreteFormatStyle, F.FormatOutput == String {
        let format = Self.fixingLocale(of: format)
        self.init(segments: [.live(LiveText(key: [source.key, AnyHashable(format)]) { format.format(source.value($0)) })])
    }

    /// A value that changes with time, written by a format style whose output is an
    /// `AttributedString`, and kept up to date: SwiftUI's `Text(_:format:)` with a
    /// ``TimeDataSource``. The characters are shown; their attributes are not applied (as
    /// `Text(_:)` with an `AttributedString` in Zoetrope). Written as ``init(_:format:)-(TimeDataSource<V>,F)`` is.
    /// - Parameters:
    ///   - source: What changes with time.
    ///   - format: The format style that writes the source's value.
    public init<V, F>(_ source: TimeDataSource<V>, format: F) where V == F.FormatInput, F: DiscreteFormatStyle, F.FormatOutput == AttributedString {
        let format = Self.fixingLocale(of: format)
        self.init(segments: [.live(LiveText(key: [source.key, AnyHashable(format)]) { String(format.format(source.value($0)).characters) })])
    }

    /// `format` in US English, the Gregorian calendar and UTC when it is a date format style;
    /// as it is otherwise.
    static func fixingLocale<F>(of format: F) -> F {
        guard var dates = format as? Date.FormatStyle else { return format }
        dates.locale = DatedText.locale
        dates.calendar = DatedText.calendar
        dates.timeZone = DatedText.timeZone
        return dates as? F ?? format
    }
}
