import Foundation

extension View {
    /// SwiftUI's `.backgroundStyle(_:)`: sets the background style inside, which the `.background`
    /// style paints with: `.background()` and `.background(.background)` fill with it, as does a
    /// shape filled with `.background`. Outside any, the `.background` style is the system
    /// background (white in the light appearance, black in the dark).
    ///
    /// Zoetrope's `.background` style recognises itself by its paint, the system background's, so
    /// `Color(uiColor: .systemBackground)` inside also paints with the style set here (in SwiftUI
    /// it stays the system background). A style Zoetrope does not draw (a material) leaves the
    /// background style as it was.
    /// - Parameter style: The background style.
    /// - Returns: The view with its background style set.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedView<Self> {
        ModifiedView(content: self, environment: { context in
            if let paint = style.resolvedPaint { context.backgroundStyle = context.paint(for: paint) }
        }, change: { $0 })
    }
}
