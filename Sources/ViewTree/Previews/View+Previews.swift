// The modifiers a `PreviewProvider`'s previews are written with. Zoetrope does not gather
// previews yet, so each leaves the view drawn as it is.

extension View {
    /// SwiftUI's `.previewDisplayName(_:)`: the name a preview is shown under. The view is
    /// drawn unchanged.
    /// - Parameter value: The name, or `nil` for the default.
    /// - Returns: The view.
    public func previewDisplayName(_ value: String?) -> ModifiedView<Self> {
        ModifiedView(content: self, environment: { _ in }, change: { $0 })
    }

    /// SwiftUI's `.previewLayout(_:)`: how a preview is sized. The view is drawn unchanged (its
    /// scene's canvas decides its size).
    /// - Parameter value: The layout.
    /// - Returns: The view.
    public func previewLayout(_ value: PreviewLayout) -> ModifiedView<Self> {
        ModifiedView(content: self, environment: { _ in }, change: { $0 })
    }

    /// SwiftUI's `.previewDevice(_:)`: the device a preview is shown on. The view is drawn
    /// unchanged (its scene's canvas decides its size).
    /// - Parameter value: The device, or `nil` for the default.
    /// - Returns: The view.
    public func previewDevice(_ value: PreviewDevice?) -> ModifiedView<Self> {
        ModifiedView(content: self, environment: { _ in }, change: { $0 })
    }
}
