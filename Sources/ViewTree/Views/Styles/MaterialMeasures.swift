import FrameRendering

/// The tints materials and Liquid Glass are drawn with, in one place.
///
/// Apple publishes no numbers for its materials; these are Zoetrope's estimates, chosen so that
/// over a saturated colour each material shows what an iPhone shows without the blur: a light
/// (dark, in the dark appearance) veil whose opacity grows from `ultraThin` to `ultraThick`. The
/// bar's light tint is the one measured from iOS 17 screenshots of `UITabBar`'s default
/// appearance (#F9F9F9 at 94 %, `TabBarMeasures`); its dark tint is the dark system chrome
/// (#1C1C1E at 94 %, the same opacity).
enum MaterialMeasures {
    static let ultraThinLight = RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.35)
    static let thinLight = RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.55)
    static let regularLight = RGBAColor(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.72)
    static let thickLight = RGBAColor(red: 0.96, green: 0.96, blue: 0.96, alpha: 0.85)
    static let ultraThickLight = RGBAColor(red: 0.95, green: 0.95, blue: 0.95, alpha: 0.93)
    static let barLight = RGBAColor(red: 0xF9 / 255.0, green: 0xF9 / 255.0, blue: 0xF9 / 255.0, alpha: 0.94)

    static let ultraThinDark = RGBAColor(red: 0.11, green: 0.11, blue: 0.12, alpha: 0.35)
    static let thinDark = RGBAColor(red: 0.11, green: 0.11, blue: 0.12, alpha: 0.55)
    static let regularDark = RGBAColor(red: 0.11, green: 0.11, blue: 0.12, alpha: 0.72)
    static let thickDark = RGBAColor(red: 0.11, green: 0.11, blue: 0.12, alpha: 0.85)
    static let ultraThickDark = RGBAColor(red: 0.11, green: 0.11, blue: 0.12, alpha: 0.93)
    static let barDark = RGBAColor(red: 0x1C / 255.0, green: 0x1C / 255.0, blue: 0x1E / 255.0, alpha: 0.94)

    /// Liquid Glass, regular: a light veil thinner than the thin material (iOS 26's glass shows
    /// most of what is behind it, lensed and blurred at its edges, which is not drawn here).
    static let glassRegularLight = RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.45)
    static let glassRegularDark = RGBAColor(red: 0.11, green: 0.11, blue: 0.12, alpha: 0.45)
    /// Liquid Glass, clear: a fainter veil still.
    static let glassClearLight = RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.2)
    static let glassClearDark = RGBAColor(red: 0.11, green: 0.11, blue: 0.12, alpha: 0.2)
    /// The opacity a tinted glass's tint colour is drawn at, over what is behind it.
    static let glassTintOpacity = 0.6
}
