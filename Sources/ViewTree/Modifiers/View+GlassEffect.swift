import Foundation

extension View {
    /// SwiftUI's `.glassEffect(_:in:)`: Liquid Glass in `shape`, fitted to the view's bounds
    /// (padding included) and drawn behind it (`.padding().glassEffect()`,
    /// `.glassEffect(.regular.tint(.orange), in: .rect(cornerRadius: 16))`).
    ///
    /// Zoetrope draws the glass as a translucent fill in the shape (``Glass``): no blur, lensing or
    /// highlights of what is behind it, and no morphing between glass shapes.
    /// - Parameters:
    ///   - glass: The glass; ``Glass/regular`` by default.
    ///   - shape: The shape; a capsule (``DefaultGlassEffectShape``) by default.
    /// - Returns: The view with the glass behind it.
    public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()) -> some View {
        OverlayView(content: self, secondary: shape.fill(AnyShapeStyle(paint: glass.paint)), alignment: .center, behind: true)
    }
}
