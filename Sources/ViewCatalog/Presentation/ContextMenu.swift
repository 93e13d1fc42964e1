import Foundation
import LayoutCore

/// A context menu's items, as a value: SwiftUI's (deprecated) `ContextMenu`, given to
/// `contextMenu(_:)`.
///
/// Zoetrope shows no context menu (it needs a long press), so the items are kept and not drawn.
public struct ContextMenu<MenuItems: View> {
    let menuItems: MenuItems

    /// A context menu of the items `menuItems` builds.
    /// - Parameter menuItems: The menu's buttons.
    public init(@ViewBuilder menuItems: () -> MenuItems) {
        self.menuItems = menuItems()
    }
}
