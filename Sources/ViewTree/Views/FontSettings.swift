import FrameRendering

/// How text is set where a view is resolved: the style of the font around it (`.font`), and what
/// `.bold()`, `.italic()`, `.fontWeight`, `.fontDesign` and `.monospaced()` around it say over
/// that font, whatever the order they were written in.
struct FontSettings {
    /// The weight, slant and family of the font (`.font`).
    var fontStyle = FontStyle.regular
    /// Whether text is bold whatever its font says, when set.
    var bold: Bool?
    /// Whether text slants whatever its font says, when set.
    var italic: Bool?
    /// The family text is set in whatever its font says, when set.
    var design: FontDesign?

    /// How text is set: the font's style with the settings over it.
    var textStyle: FontStyle {
        FontStyle(isBold: bold ?? fontStyle.isBold, isItalic: italic ?? fontStyle.isItalic, design: design ?? fontStyle.design)
    }
}
