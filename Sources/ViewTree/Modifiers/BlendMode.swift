import Foundation
import FrameRendering
import SceneCore

/// How a view's colours combine with what is under it: SwiftUI's `BlendMode`.
///
/// Each is drawn with cairo's operator of the same name (the PDF and CSS blend modes and the
/// Porter–Duff operators); cairo has no plus-darker, so `.plusDarker` is drawn as `.multiply`,
/// which darkens alike though less.
public enum BlendMode: Hashable, Sendable, CaseIterable {
    /// Drawn over what is under it.
    case normal
    /// The colours multiplied: darker.
    case multiply
    /// The inverted colours multiplied, inverted: lighter.
    case screen
    /// Multiply or screen, by the colour under it.
    case overlay
    /// The darker of the two, per channel.
    case darken
    /// The lighter of the two, per channel.
    case lighten
    /// What is under it brightened to reflect the colour.
    case colorDodge
    /// What is under it darkened to reflect the colour.
    case colorBurn
    /// A soft light shone on what is under it.
    case softLight
    /// Multiply or screen, by the view's colour.
    case hardLight
    /// The absolute difference, per channel.
    case difference
    /// Like difference, with less contrast.
    case exclusion
    /// The view's hue with the saturation and luminosity under it.
    case hue
    /// The view's saturation with the hue and luminosity under it.
    case saturation
    /// The view's hue and saturation with the luminosity under it.
    case color
    /// The view's luminosity with the hue and saturation under it.
    case luminosity
    /// Drawn only where something is under it.
    case sourceAtop
    /// Drawn under what is there.
    case destinationOver
    /// What is there erased where the view is opaque.
    case destinationOut
    /// The colours added and less one, darker (drawn as `.multiply`).
    case plusDarker
    /// The colours added, clamped.
    case plusLighter

    /// The display list's operator for the mode.
    var blendOperator: BlendOperator {
        switch self {
        case .normal: .normal
        case .multiply, .plusDarker: .multiply
        case .screen: .screen
        case .overlay: .overlay
        case .darken: .darken
        case .lighten: .lighten
        case .colorDodge: .colorDodge
        case .colorBurn: .colorBurn
        case .softLight: .softLight
        case .hardLight: .hardLight
        case .difference: .difference
        case .exclusion: .exclusion
        case .hue: .hue
        case .saturation: .saturation
        case .color: .color
        case .luminosity: .luminosity
        case .sourceAtop: .sourceAtop
        case .destinationOver: .destinationOver
        case .destinationOut: .destinationOut
        case .plusLighter: .add
        }
    }
}

extension View {
    /// SwiftUI's `.blendMode(_:)`: the view combined with what is drawn under it by `blendMode`
    /// rather than drawn over it.
    ///
    /// The view's size, place and CSV row do not change. On a container, each view inside is
    /// blended alone with what is under it (its siblings drawn before it included), as SwiftUI
    /// blends a container's views unless it is a compositing group.
    /// - Parameter blendMode: How the colours combine.
    /// - Returns: The blended view.
    public func blendMode(_ blendMode: BlendMode) -> FilteredView<Self> {
        FilteredView(content: self, kind: .blend(blendMode.blendOperator), amounts: [])
    }
}
