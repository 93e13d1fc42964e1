import Foundation

/// How a group's pixels are combined with what is under them: the separable and non-separable
/// blend modes of PDF and CSS, and the Porter–Duff operators SwiftUI's `BlendMode` names.
public enum BlendOperator: Hashable, Sendable, CaseIterable {
    /// Drawn over what is under it (source over).
    case normal
    /// The colours multiplied: always darker.
    case multiply
    /// The inverted colours multiplied and inverted: always lighter.
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
    /// Multiply or screen, by the colour itself.
    case hardLight
    /// The absolute difference, per channel.
    case difference
    /// Like difference, with less contrast.
    case exclusion
    /// The colour's hue with the saturation and luminosity under it.
    case hue
    /// The colour's saturation with the hue and luminosity under it.
    case saturation
    /// The colour's hue and saturation with the luminosity under it.
    case color
    /// The colour's luminosity with the hue and saturation under it.
    case luminosity
    /// Drawn only where there is something under it (source atop).
    case sourceAtop
    /// Drawn under what is there (destination over).
    case destinationOver
    /// What is there erased where the group is opaque (destination out).
    case destinationOut
    /// The colours added, clamped (plus lighter).
    case add
}
