import Foundation

extension Font {
    /// The font text is set in when none is given: SwiftUI's `Font.default`, the body style, 17 points.
    public static var `default`: Font { .body }

    /// How far apart the lines of a font are: SwiftUI's `Font.Leading`.
    public enum Leading: Hashable, Sendable {
        /// The font's own line spacing.
        case standard
        /// Lines closer together.
        case tight
        /// Lines further apart.
        case loose
    }

    /// How wide a font's glyphs are: SwiftUI's `Font.Width`.
    public struct Width: Hashable, Sendable {
        /// The width, from −1 (narrowest) to 1 (widest); 0 is standard.
        public var value: CGFloat

        /// A width of `value`.
        public init(_ value: CGFloat) { self.value = value }

        /// The narrowest width.
        public static let compressed = Width(-0.3)
        /// A narrower width.
        public static let condensed = Width(-0.2)
        /// The standard width.
        public static let standard = Width(0)
        /// A wider width.
        public static let expanded = Width(0.2)
    }

    /// This font with its lines set `leading` apart: SwiftUI's `Font.leading(_:)`. Zoetrope's
    /// text renderer sets lines at the font's own spacing, so the font is unchanged here.
    public func leading(_ leading: Leading) -> Font { self }

    /// This font at a width: SwiftUI's `Font.width(_:)`. Zoetrope's fonts have one width, so the
    /// font is unchanged here.
    public func width(_ width: Width) -> Font { self }

    /// This font with small capitals for its lower-case letters: SwiftUI's `Font.smallCaps()`.
    /// Zoetrope's text renderer has no small capitals: the letters are drawn as they are.
    public func smallCaps() -> Font { self }

    /// ``smallCaps()`` when `isActive`: SwiftUI's `Font.smallCaps(_:)`; unchanged here.
    public func smallCaps(_ isActive: Bool) -> Font { self }

    /// This font with small capitals for lower-case letters: SwiftUI's
    /// `Font.lowercaseSmallCaps()`; unchanged here, as ``smallCaps()``.
    public func lowercaseSmallCaps() -> Font { self }

    /// ``lowercaseSmallCaps()`` when `isActive`; unchanged here.
    public func lowercaseSmallCaps(_ isActive: Bool) -> Font { self }

    /// This font with small capitals for upper-case letters: SwiftUI's
    /// `Font.uppercaseSmallCaps()`; unchanged here, as ``smallCaps()``.
    public func uppercaseSmallCaps() -> Font { self }

    /// ``uppercaseSmallCaps()`` when `isActive`; unchanged here.
    public func uppercaseSmallCaps(_ isActive: Bool) -> Font { self }

    /// This font with digits of one width when `isActive`: SwiftUI's `Font.monospacedDigit(_:)`.
    /// Zoetrope's text renderer sets digits at their own widths, so the font is unchanged here.
    public func monospacedDigit(_ isActive: Bool) -> Font { self }
}
