extension Image {
    /// This symbol with its layers coloured by `mode`: SwiftUI's `Image.symbolRenderingMode(_:)`;
    /// `nil` for the symbol's default. Zoetrope draws symbols as a disc in the foreground colour
    /// whatever the mode (``SymbolRenderingMode``), so the image draws as it did.
    /// - Parameter mode: The rendering mode.
    /// - Returns: The image.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }

    /// This picture drawn in its own colours or, as a template, in the foreground style:
    /// SwiftUI's `Image.renderingMode(_:)`; `nil` for the picture's default. Zoetrope draws a
    /// picture from a file in its own colours (as ``TemplateRenderingMode/original``) and a
    /// symbol in the foreground colour (as ``TemplateRenderingMode/template``) whatever the mode.
    /// - Parameter renderingMode: The mode.
    /// - Returns: The image.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }
}
