extension Image {
    /// The size of a symbol image relative to the text around it: SwiftUI's `Image.Scale`, set
    /// with `.imageScale(_:)`.
    ///
    /// Apple publishes no ratios for the scales. Zoetrope draws a symbol's square at the font
    /// size times 0.8 (``small``), 1 (``medium``) and 1.3 (``large``): its own estimate of the
    /// symbol sizes an iPhone shows beside body text.
    public enum Scale: Hashable, Sendable {
        /// A scale smaller than the text.
        case small
        /// The text's own scale; what symbols use by default.
        case medium
        /// A scale larger than the text.
        case large

        /// The factor the symbol's size is multiplied by.
        var factor: Double {
            switch self {
            case .small: 0.8
            case .medium: 1
            case .large: 1.3
            }
        }
    }

    /// How a picture is coloured: SwiftUI's `Image.TemplateRenderingMode`, set with
    /// ``renderingMode(_:)``.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// The picture's opaque parts are drawn in the foreground style.
        case template
        /// The picture is drawn in its own colours.
        case original
    }
}
