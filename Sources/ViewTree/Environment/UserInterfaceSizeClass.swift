/// How much room an axis of the screen has: SwiftUI's `UserInterfaceSizeClass`, read as
/// `@Environment(\.horizontalSizeClass)`. Zoetrope's default is an iPhone's in portrait:
/// compact across, regular down.
public enum UserInterfaceSizeClass: Hashable, Sendable, CaseIterable {
    /// Little room: an iPhone's width in portrait.
    case compact
    /// Ample room: an iPad's width, an iPhone's height in portrait.
    case regular
}
