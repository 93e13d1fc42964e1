import Foundation

/// The keyboard a text field brings up: UIKit's `UIKeyboardType`, which SwiftUI's
/// ``View/keyboardType(_:)`` takes. Linux has no UIKit, so Zoetrope gives this enum of the same
/// name and cases; Zoetrope draws no keyboard, so the type only says what a device would show.
public enum UIKeyboardType: Int, Hashable, Sendable {
    /// The keyboard of the current input method.
    case `default`
    /// A keyboard of ASCII characters.
    case asciiCapable
    /// Numbers and punctuation.
    case numbersAndPunctuation
    /// For URLs: `.`, `/` and `.com` prominent.
    case URL
    /// Digits 0–9.
    case numberPad
    /// Digits, `*` and `#`.
    case phonePad
    /// Letters, and a phone pad.
    case namePhonePad
    /// For email addresses: `@` and `.` prominent.
    case emailAddress
    /// Digits and a decimal point.
    case decimalPad
    /// For social posts: `@` and `#` prominent.
    case twitter
    /// For web searches: space and `.` prominent.
    case webSearch
    /// Digits 0–9 of ASCII.
    case asciiCapableNumberPad
    /// UIKit's alias for ``asciiCapable``.
    public static var alphabet: UIKeyboardType { .asciiCapable }
}
