import Foundation

/// How much a toolbar item wants to stay when the bar is short of room: SwiftUI's
/// `ToolbarItemVisibilityPriority`, given to `visibilityPriority(_:)`.
public struct ToolbarItemVisibilityPriority: Hashable, Sendable {
    let rank: Int

    /// The bar decides.
    public static let automatic = ToolbarItemVisibilityPriority(rank: 0)
    /// Kept before items of automatic priority.
    public static let high = ToolbarItemVisibilityPriority(rank: 1)
}
