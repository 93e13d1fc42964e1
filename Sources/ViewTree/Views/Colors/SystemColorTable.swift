import FrameRendering

/// iOS's system colours in the light and the dark appearance, in one place: the values UIKit's
/// dynamic colours resolve to on iOS 13 to 18 in the base (not elevated) level at normal contrast,
/// as Apple's Human Interface Guidelines tabulated them before their 2025 revision (Color, "System
/// colors"; Dark Mode). SwiftUI's standard colours (`Color.red` …) are the same light values as
/// `RGBAColor.named`.
enum SystemColorTable {
    /// A colour in the two appearances.
    struct Pair: Hashable, Sendable {
        var light: RGBAColor
        var dark: RGBAColor
    }

    /// The opaque colour #RRGGBB.
    private static func rgb(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: Double = 1) -> RGBAColor {
        RGBAColor(red8: red, green8: green, blue8: blue).opacity(alpha)
    }

    private static func pair(_ light: RGBAColor, _ dark: RGBAColor) -> Pair { Pair(light: light, dark: dark) }

    // The standard colours (UIKit's systemRed …, SwiftUI's Color.red …).
    static let red = pair(rgb(255, 59, 48), rgb(255, 69, 58))
    static let orange = pair(rgb(255, 149, 0), rgb(255, 159, 10))
    static let yellow = pair(rgb(255, 204, 0), rgb(255, 214, 10))
    static let green = pair(rgb(52, 199, 89), rgb(48, 209, 88))
    static let mint = pair(rgb(0, 199, 190), rgb(99, 230, 226))
    static let teal = pair(rgb(48, 176, 199), rgb(64, 200, 224))
    static let cyan = pair(rgb(50, 173, 230), rgb(100, 210, 255))
    static let blue = pair(rgb(0, 122, 255), rgb(10, 132, 255))
    static let indigo = pair(rgb(88, 86, 214), rgb(94, 92, 230))
    static let purple = pair(rgb(175, 82, 222), rgb(191, 90, 242))
    static let pink = pair(rgb(255, 45, 85), rgb(255, 55, 95))
    static let brown = pair(rgb(162, 132, 94), rgb(172, 142, 104))

    // The grays.
    static let gray = pair(rgb(142, 142, 147), rgb(142, 142, 147))
    static let gray2 = pair(rgb(174, 174, 178), rgb(99, 99, 102))
    static let gray3 = pair(rgb(199, 199, 204), rgb(72, 72, 74))
    static let gray4 = pair(rgb(209, 209, 214), rgb(58, 58, 60))
    static let gray5 = pair(rgb(229, 229, 234), rgb(44, 44, 46))
    static let gray6 = pair(rgb(242, 242, 247), rgb(28, 28, 30))

    // Labels: text and symbols.
    static let label = pair(rgb(0, 0, 0), rgb(255, 255, 255))
    static let secondaryLabel = pair(rgb(60, 60, 67, 0.6), rgb(235, 235, 245, 0.6))
    static let tertiaryLabel = pair(rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3))
    static let quaternaryLabel = pair(rgb(60, 60, 67, 0.18), rgb(235, 235, 245, 0.16))
    static let placeholderText = pair(rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3))
    static let link = pair(rgb(0, 122, 255), rgb(9, 132, 255))

    // Fills: thin shapes and controls.
    static let systemFill = pair(rgb(120, 120, 128, 0.2), rgb(120, 120, 128, 0.36))
    static let secondarySystemFill = pair(rgb(120, 120, 128, 0.16), rgb(120, 120, 128, 0.32))
    static let tertiarySystemFill = pair(rgb(118, 118, 128, 0.12), rgb(118, 118, 128, 0.24))
    static let quaternarySystemFill = pair(rgb(116, 116, 128, 0.08), rgb(118, 118, 128, 0.18))

    // Backgrounds, plain and grouped.
    static let systemBackground = pair(rgb(255, 255, 255), rgb(0, 0, 0))
    static let secondarySystemBackground = pair(rgb(242, 242, 247), rgb(28, 28, 30))
    static let tertiarySystemBackground = pair(rgb(255, 255, 255), rgb(44, 44, 46))
    static let systemGroupedBackground = pair(rgb(242, 242, 247), rgb(0, 0, 0))
    static let secondarySystemGroupedBackground = pair(rgb(255, 255, 255), rgb(28, 28, 30))
    static let tertiarySystemGroupedBackground = pair(rgb(242, 242, 247), rgb(44, 44, 46))

    // Separators.
    static let separator = pair(rgb(60, 60, 67, 0.29), rgb(84, 84, 88, 0.6))
    static let opaqueSeparator = pair(rgb(198, 198, 200), rgb(56, 56, 58))
}
