import Foundation
import LayoutCore

/// Where `.searchable` puts its search field: SwiftUI's `SearchFieldPlacement`. On an iPhone
/// every placement is the drawer under the navigation bar, which Zoetrope draws at the top of
/// the searchable view.
public struct SearchFieldPlacement: Hashable, Sendable {
    /// When a navigation-bar drawer shows its field.
    public enum NavigationBarDrawerDisplayMode: Hashable, Sendable {
        /// Shown at rest, hidden when the content scrolls; shown here (nothing scrolls).
        case automatic
        /// Always shown.
        case always
    }

    enum Kind: Hashable, Sendable {
        case automatic, toolbar, sidebar, navigationBarDrawer(NavigationBarDrawerDisplayMode)
    }

    let kind: Kind

    /// The platform's placement: on an iPhone, the navigation-bar drawer.
    public static let automatic = SearchFieldPlacement(kind: .automatic)
    /// In the toolbar; on an iPhone, the navigation-bar drawer.
    public static let toolbar = SearchFieldPlacement(kind: .toolbar)
    /// In a sidebar; on an iPhone, the navigation-bar drawer.
    public static let sidebar = SearchFieldPlacement(kind: .sidebar)
    /// In a drawer under the navigation bar.
    public static let navigationBarDrawer = SearchFieldPlacement(kind: .navigationBarDrawer(.automatic))

    /// In a drawer under the navigation bar, shown as `displayMode` says.
    /// - Parameter displayMode: When the drawer shows the field.
    /// - Returns: The placement.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(kind: .navigationBarDrawer(displayMode))
    }
}
