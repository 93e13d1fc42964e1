// The modifiers a `PreviewProvider`'s previews are written with. Each draws the view as it is
// and tells `Preview.all` how to show the previews under it.

extension View {
    /// SwiftUI's `.previewDisplayName(_:)`: the name a preview is shown and saved under.
    /// - Parameter value: The name, or `nil` for the default.
    /// - Returns: The view, drawn unchanged.
    public func previewDisplayName(_ value: String?) -> PreviewSettingView<Self> {
        PreviewSettingView(content: self, setting: .name(value))
    }

    /// SwiftUI's `.previewLayout(_:)`: how a preview is sized (`.sizeThatFits` at the view's
    /// ideal size, `.fixed(width:height:)`, `.device`).
    /// - Parameter value: The layout.
    /// - Returns: The view, drawn unchanged.
    public func previewLayout(_ value: PreviewLayout) -> PreviewSettingView<Self> {
        PreviewSettingView(content: self, setting: .layout(value))
    }

    /// SwiftUI's `.previewDevice(_:)`: the device a preview is shown on, by name. The name is
    /// kept with the preview; Zoetrope shows every preview on its default device.
    /// - Parameter value: The device, or `nil` for the default.
    /// - Returns: The view, drawn unchanged.
    public func previewDevice(_ value: PreviewDevice?) -> PreviewSettingView<Self> {
        PreviewSettingView(content: self, setting: .device(value))
    }

    /// SwiftUI's `.previewInterfaceOrientation(_:)`: which way up the preview's device is held
    /// (on its side, its screen's width and height are swapped).
    /// - Parameter value: The orientation.
    /// - Returns: The view, drawn unchanged.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> PreviewSettingView<Self> {
        PreviewSettingView(content: self, setting: .orientation(value))
    }
}
