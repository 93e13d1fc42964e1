import Foundation

/// The text a `Text("…")` literal is: SwiftUI's `LocalizedStringKey`, written as a string literal
/// with interpolations (`"Score: \(score)"`, `"\(value, specifier: "%.2f")"`, `"\(date, formatter: f)"`).
///
/// SwiftUI looks the key up in the app's string tables; Zoetrope has no string tables, so the
/// text shown is the key itself with its interpolations written in, as an app without a
/// translation for the key shows it. Numbers are written as Swift writes them (`0.5`, `42`);
/// with `specifier:` they follow the `printf` format, in the POSIX locale, so a render is the
/// same on every machine.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The text shown: the key with its interpolations written in (a `Text` written from the
    /// scene's date, such as `Text(date, style: .timer)`, stays live).
    let segments: [TextSegment]

    /// The text shown, with dated text as at the scene's start.
    var text: String { segments.fixedText }

    /// A key from a string, as `LocalizedStringKey(name)` is written.
    /// - Parameter value: The key.
    public init(_ value: String) {
        segments = [.literal(value)]
    }

    /// A key from a literal without interpolations.
    /// - Parameter value: The literal.
    public init(stringLiteral value: String) {
        segments = [.literal(value)]
    }

    /// A key from a literal with interpolations.
    /// - Parameter stringInterpolation: The literal's parts.
    public init(stringInterpolation: StringInterpolation) {
        segments = stringInterpolation.segments
    }

    /// The parts of a key literal, with the interpolations SwiftUI's key takes.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        /// The text so far.
        var segments: [TextSegment] = []

        /// Appends fixed text, joined to fixed text before it.
        private mutating func append(_ string: String) {
            if case .literal(let before) = segments.last {
                segments[segments.count - 1] = .literal(before + string)
            } else {
                segments.append(.literal(string))
            }
        }

        /// Room for a literal of `literalCapacity` characters and `interpolationCount` interpolations.
        public init(literalCapacity: Int, interpolationCount: Int) {
            segments.reserveCapacity(1 + interpolationCount)
        }

        /// Appends a literal part.
        public mutating func appendLiteral(_ literal: String) {
            append(literal)
        }

        /// Appends a string.
        public mutating func appendInterpolation(_ string: String) {
            append(string)
        }

        /// Appends any value as Swift writes it (`String(describing:)`).
        public mutating func appendInterpolation<T>(_ value: T) {
            append(String(describing: value))
        }

        /// Appends a number in a `printf` format: `"\(progress, specifier: "%.0f")%"`.
        /// - Parameters:
        ///   - value: An integer or floating-point number.
        ///   - specifier: The format, such as `"%.2f"` or `"%d"`.
        public mutating func appendInterpolation<T: Numeric & CVarArg>(_ value: T, specifier: String) {
            append(String(format: specifier, locale: Locale(identifier: "en_US_POSIX"), value))
        }

        /// Appends a value through a formatter: `"\(date, formatter: dateFormatter)"`,
        /// `"\(number, formatter: numberFormatter)"`. SwiftUI takes `ReferenceConvertible`
        /// values and objects here; Zoetrope takes any value (Foundation on Linux does not make
        /// `Date` `ReferenceConvertible`).
        /// - Parameters:
        ///   - subject: The value.
        ///   - formatter: The formatter; without one, or when it cannot write the value, the value
        ///     is written as Swift writes it.
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter?) {
            append(formatter?.string(for: subject) ?? String(describing: subject))
        }

        /// Appends a value through a format style: `"\(price, format: .number)"`.
        /// - Parameters:
        ///   - input: The value.
        ///   - format: The format style.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            append(format.format(input))
        }

        /// Appends the characters of an attributed string; its attributes are not applied.
        public mutating func appendInterpolation(_ attributedString: AttributedString) {
            append(String(attributedString.characters))
        }

        /// Appends the characters of part of an attributed string; its attributes are not applied.
        public mutating func appendInterpolation(_ attributedSubstring: AttributedSubstring) {
            append(String(attributedSubstring.characters))
        }

        /// Appends two dates as an interval, as `Text(_:)` with a `ClosedRange<Date>` writes them.
        public mutating func appendInterpolation(_ dates: ClosedRange<Date>) {
            segments.append(.dated(DatedText(kind: .interval(dates))))
        }

        /// Appends a date interval, as `Text(_:)` with a `DateInterval` writes it.
        public mutating func appendInterpolation(_ interval: DateInterval) {
            appendInterpolation(interval.start...interval.end)
        }

        /// Appends a date in a style, as `Text(_:style:)` writes it; the live styles stay live.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            segments.append(.dated(DatedText(kind: .styled(date, style))))
        }

        /// Appends a clock counting through an interval, as
        /// `Text(timerInterval:pauseTime:countsDown:showsHours:)` writes it.
        public mutating func appendInterpolation(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true,
                                                 showsHours: Bool = true) {
            segments.append(.dated(DatedText(kind: .timer(timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours))))
        }

        /// Appends an image in the text's run: `"Tap \(Image(systemName: "star")) to save"`. The
        /// text is laid out as ``Text/init(_:)-(Image)`` says: a symbol at the font's size, in the
        /// text's colour, the runs of text and the images side by side on their baseline.
        /// - Parameter image: The image.
        public mutating func appendInterpolation(_ image: Image) {
            segments.append(.image(InlineImage(image)))
        }

        /// Appends the text of another `Text`; a dated one (`Text(date, style: .timer)`) stays live.
        public mutating func appendInterpolation(_ text: Text) {
            for segment in text.segments {
                if case .literal(let string) = segment { append(string) } else { segments.append(segment) }
            }
        }
    }
}
