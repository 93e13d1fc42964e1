import Foundation
import LayoutCore

// Context menus. On an iPhone a context menu opens only on a long press (or a secondary click);
// Zoetrope scripts no long press, so the menu is accepted and never shown, and the view is drawn
// as it is.
extension View {
    /// SwiftUI's `contextMenu(menuItems:)`: a menu of `menuItems` that a long press opens.
    /// Differences from SwiftUI: the menu is never shown (no long press opens it here).
    /// - Parameter menuItems: The menu's buttons.
    /// - Returns: The view, drawn as it is.
    public func contextMenu<MenuItems>(@ViewBuilder menuItems: () -> MenuItems) -> some View where MenuItems: View {
        self
    }

    /// SwiftUI's `contextMenu(menuItems:preview:)`: a menu of `menuItems` with a preview above it
    /// that a long press opens. Differences from SwiftUI: neither the menu nor the preview is
    /// ever shown.
    /// - Parameters:
    ///   - menuItems: The menu's buttons.
    ///   - preview: What is shown above the menu instead of the view.
    /// - Returns: The view, drawn as it is.
    public func contextMenu<M, P>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View where M: View, P: View {
        self
    }

    /// SwiftUI's `contextMenu(forSelectionType:menu:primaryAction:)`: a menu for the selected
    /// rows of a list, and an action for a double click (macOS) or a tap. Differences from
    /// SwiftUI: the menu is never shown and the primary action never runs (Zoetrope's lists
    /// select nothing).
    /// - Parameters:
    ///   - itemType: The type of the selection's values.
    ///   - menu: The menu for a set of selected values.
    ///   - primaryAction: What a primary action on the selection does.
    /// - Returns: The view, drawn as it is.
    public func contextMenu<I, M>(forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M,
                                  primaryAction: ((Set<I>) -> Void)? = nil) -> some View where I: Hashable, M: View {
        self
    }

    /// SwiftUI's (deprecated) `contextMenu(_:)`: the menu a ``ContextMenu`` holds, or none for
    /// `nil`. Differences from SwiftUI: the menu is never shown.
    /// - Parameter contextMenu: The menu.
    /// - Returns: The view, drawn as it is.
    public func contextMenu<MenuItems>(_ contextMenu: ContextMenu<MenuItems>?) -> some View where MenuItems: View {
        self
    }
}
