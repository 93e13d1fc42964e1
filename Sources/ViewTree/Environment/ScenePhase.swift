/// Whether the app's scene is in front: SwiftUI's `ScenePhase`, read as
/// `@Environment(\.scenePhase)`. A rendered scene is always ``active``.
public enum ScenePhase: Hashable, Sendable, CaseIterable, Comparable {
    /// Not shown.
    case background
    /// Shown, but not taking input.
    case inactive
    /// In front, taking input.
    case active

    public static func < (lhs: ScenePhase, rhs: ScenePhase) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}
