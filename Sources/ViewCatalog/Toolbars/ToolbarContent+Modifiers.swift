import Foundation
import LayoutCore

// The modifiers of toolbar content.
extension ToolbarContent {
    /// SwiftUI's `hidden(_:)` on toolbar content: with `true`, the items are not drawn.
    /// - Parameter hidden: Whether to hide the items; `true` by default.
    /// - Returns: The content, hidden or not.
    public func hidden(_ hidden: Bool = true) -> some ToolbarContent {
        ToolbarEntryList(toolbarEntries: hidden ? [] : resolvedEntries)
    }

    /// SwiftUI's `sharedBackgroundVisibility(_:)`: whether the item shares the glass background of
    /// its neighbours (iOS 26). Zoetrope draws toolbar items without glass backgrounds, so the items
    /// are drawn as they are.
    /// - Parameter visibility: The shared background's visibility.
    /// - Returns: The content.
    public func sharedBackgroundVisibility(_ visibility: Visibility) -> some ToolbarContent {
        ToolbarEntryList(toolbarEntries: resolvedEntries)
    }

    /// SwiftUI's `matchedTransitionSource(id:in:)`: names the item as the source of a zoom
    /// transition. Zoetrope draws no navigation transitions, so the items are drawn as they are.
    /// - Parameters:
    ///   - id: The source's identifier.
    ///   - namespace: The namespace of the identifier.
    /// - Returns: The content.
    public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some ToolbarContent {
        ToolbarEntryList(toolbarEntries: resolvedEntries)
    }

    /// SwiftUI's `contentMarginsRemoved(_:)`: removes the margins the bar puts around the items'
    /// content. Zoetrope draws items without margins of their own, so the items are drawn as they are.
    /// - Parameter removed: Whether to remove the margins; `true` by default.
    /// - Returns: The content.
    public func contentMarginsRemoved(_ removed: Bool = true) -> some ToolbarContent {
        ToolbarEntryList(toolbarEntries: resolvedEntries)
    }

    /// SwiftUI's `visibilityPriority(_:)`: which items the bar keeps when it has too little room
    /// for all of them. Zoetrope's bars do not drop items for lack of room, so every item is drawn
    /// as it is, whatever its priority.
    /// - Parameter priority: The items' priority.
    /// - Returns: The content.
    public func visibilityPriority(_ priority: ToolbarItemVisibilityPriority) -> some ToolbarContent {
        ToolbarEntryList(toolbarEntries: resolvedEntries)
    }
}
