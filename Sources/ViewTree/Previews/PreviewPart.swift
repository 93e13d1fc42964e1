/// One preview of a provider's `previews`, with the settings the modifiers over it gave: a
/// `Group` or a block of several views is several previews, a `ForEach` one per element.
struct PreviewPart {
    var view: AnyView
    var name: String?
    var layout: PreviewLayout?
    var device: PreviewDevice?
    var orientation: InterfaceOrientation?

    /// The part with a setting given from outside: settings given nearer the view win.
    func applying(_ setting: PreviewSetting) -> PreviewPart {
        var part = self
        switch setting {
        case .name(let name): part.name = part.name ?? name
        case .layout(let layout): part.layout = part.layout ?? layout
        case .device(let device): part.device = part.device ?? device
        case .orientation(let orientation): part.orientation = part.orientation ?? orientation
        }
        return part
    }

    /// The previews a provider's view stands for.
    static func parts(of view: some View) -> [PreviewPart] {
        if let container = view as? any PreviewPartsProviding { return container.previewParts }
        return [PreviewPart(view: AnyView(erasing: view))]
    }
}

/// A view that is several previews, or gives settings to the previews in it.
protocol PreviewPartsProviding {
    var previewParts: [PreviewPart] { get }
}

extension TupleView: PreviewPartsProviding {
    var previewParts: [PreviewPart] {
        var parts: [PreviewPart] = []
        for view in repeat each content {
            parts += PreviewPart.parts(of: view)
        }
        return parts
    }
}

extension Group: PreviewPartsProviding {
    var previewParts: [PreviewPart] { PreviewPart.parts(of: content) }
}

extension ForEach: PreviewPartsProviding {
    var previewParts: [PreviewPart] { data.flatMap { PreviewPart.parts(of: content($0)) } }
}

extension PreviewSettingView: PreviewPartsProviding {
    var previewParts: [PreviewPart] { PreviewPart.parts(of: content).map { $0.applying(setting) } }
}
