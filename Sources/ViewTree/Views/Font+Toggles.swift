import Foundation

// The font modifiers that take a switch (`.bold(isOn)`), and the digit-width modifier.

extension Font {
    /// This font, bold when `isActive`: SwiftUI's `Font.bold(_:)`. When `isActive` is false the
    /// font is unchanged (a font that is already bold, such as `.headline`, stays so).
    /// - Parameter isActive: Whether to make the font bold.
    /// - Returns: The font.
    public func bold(_ isActive: Bool) -> Font {
        isActive ? bold() : self
    }

    /// This font, slanting when `isActive`: SwiftUI's `Font.italic(_:)`; unchanged when not.
    /// - Parameter isActive: Whether to make the font italic.
    /// - Returns: The font.
    public func italic(_ isActive: Bool) -> Font {
        isActive ? italic() : self
    }

    /// This font in its monospaced design when `isActive`: SwiftUI's `Font.monospaced(_:)`;
    /// unchanged when not.
    /// - Parameter isActive: Whether to use the monospaced design.
    /// - Returns: The font.
    public func monospaced(_ isActive: Bool) -> Font {
        isActive ? monospaced() : self
    }

    /// This font with digits all of one width, so numbers that change keep their width:
    /// SwiftUI's `Font.monospacedDigit()`. Zoetrope sets text in the DejaVu faces, whose digits
    /// are already all as wide as each other, so the font draws as it did: "111" and "888" are
    /// as wide, as they are in SwiftUI with this modifier.
    /// - Returns: The font.
    public func monospacedDigit() -> Font { self }
}
