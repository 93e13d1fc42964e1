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
    /// The text shown: the key with its interpolations written in.
    let text: String

    /// A key from a string, as `LocalizedStringKey(name)` is written.
    /// - Parameter value: The key.
    public init(_ value: String) {
        text = value
    }

    /// A key from a literal without interpolations.
    /// - Parameter value: The literal.
    public init(stringLiteral value: String) {
        text = value
    }

    /// A key from a literal with interpolations.
    /// - Parameter stringInterpolation: The literal's parts.
    public init(stringInterpolation: StringInterpolation) {
        text = stringInterpolation.text
    }

    /// The parts of a key literal, with the interpolations SwiftUI's key takes.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        /// The text so far.
        var text = ""

        /// Room for a literal of `literalCapacity` characters and `interpolationCount` interpolations.
        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity + interpolationCount * 4)
        }

        /// Appends a literal part.
        public mutating func appendLiteral(_ literal: String) {
            text += literal
        }

        /// Appends a string.
        public mutating func appendInterpolation(_ string: String) {
            text += string
        }

        /// Appends any value as Swift writes it (`String(describing:)`).
        public mutating func appendInterpolation<T>(_ value: T) {
            text += String(describing: value)
        }

        /// Appends a number in a `printf` format: `"\(progress, specifier: "%.0f")%"`.
        /// - Parameters:
        ///   - value: An integer or floating-point number.
        ///   - specifier: The format, such as `"%.2f"` or `"%d"`.
        public mutating func appendInterpolation<T: Numeric & CVarArg>(_ value: T, specifier: String) {
            text += String(format: specifier, locale: Locale(identifier: "en_US_POSIX"), value)
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
            text += formatter?.string(for: subject) ?? String(describing: subject)
        }

        /// Appends a value through a format style: `"\(price, format: .number)"`.
        /// - Parameters:
        ///   - input: The value.
        ///   - format: The format style.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            text += format.format(input)
        }

        /// Appends the text of another `Text`.
        public mutating func appendInterpolation(_ text: Text) {
            self.text += text.content
        }
    }
}
