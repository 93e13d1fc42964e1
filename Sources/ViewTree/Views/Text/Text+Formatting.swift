import Foundation

extension Text {
    /// A value written by a format style: SwiftUI's `Text(_:format:)`
    /// (`Text(price, format: .currency(code: "EUR"))`, `Text(date, format: .dateTime.year())`).
    /// The style is applied as given; SwiftUI first sets a locale-aware style to the environment's
    /// locale.
    /// - Parameters:
    ///   - input: The value.
    ///   - format: The format style.
    public init<F>(_ input: F.FormatInput, format: F) where F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(verbatim: format.format(input))
    }

    /// A value written by a format style whose output is an `AttributedString`: SwiftUI's
    /// `Text(_:format:)`. The characters are shown; their attributes are not applied.
    /// - Parameters:
    ///   - input: The value.
    ///   - format: The format style.
    public init<F>(_ input: F.FormatInput, format: F) where F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == AttributedString {
        self.init(verbatim: String(format.format(input).characters))
    }

    /// A value written by a `Formatter`: SwiftUI's `Text(_:formatter:)`
    /// (`Text(date, formatter: dateFormatter)`). SwiftUI takes an `NSObject` or a
    /// `ReferenceConvertible` value; Zoetrope takes any value, since Foundation on Linux does not
    /// make `Date` `ReferenceConvertible`. A value the formatter cannot write is written as Swift
    /// writes it.
    /// - Parameters:
    ///   - subject: The value.
    ///   - formatter: The formatter.
    public init<Subject>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? String(describing: subject))
    }

    /// The characters of an attributed string: SwiftUI's `Text(_:)` with an `AttributedString`.
    /// Its attributes (fonts, colours, links) are not applied: the text is drawn in the font and
    /// colour around it.
    /// - Parameter attributedContent: The attributed string.
    public init(_ attributedContent: AttributedString) {
        self.init(verbatim: String(attributedContent.characters))
    }
}
