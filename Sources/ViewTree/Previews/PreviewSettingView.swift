/// A view with a setting of the preview it is in: what `.previewDisplayName(_:)`,
/// `.previewLayout(_:)`, `.previewDevice(_:)` and `.previewInterfaceOrientation(_:)` make. It is
/// drawn as its content; ``Preview/all`` reads the setting when it splits a provider's previews.
public struct PreviewSettingView<Content: View>: View {
    let content: Content
    let setting: PreviewSetting

    /// The content, drawn unchanged.
    public var body: Content { content }
}

/// One setting a preview modifier gives the previews under it.
enum PreviewSetting {
    case name(String?)
    case layout(PreviewLayout)
    case device(PreviewDevice?)
    case orientation(InterfaceOrientation)
}
