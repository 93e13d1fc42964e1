/// What an animation interpolates when a layout changes.
public enum InterpolationMode: String, Hashable, Sendable, CaseIterable {
    /// The layout's `animatableData` when it has any, its views' placements otherwise: what
    /// SwiftUI does.
    case automatic
    /// The layout's parameters (`animatableData`); placement re-runs on every frame, so views
    /// follow the paths the layout describes (arcs for a wheel).
    case parameters
    /// The views' placements, from where they were to where they end up: straight lines (chords
    /// for a wheel), as SwiftUI animates a layout that has no `animatableData`.
    case positions
}
