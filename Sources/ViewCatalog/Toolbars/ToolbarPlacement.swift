import Foundation
import LayoutCore

/// A bar toolbar items can go in, as `.toolbar(_:for:)` names it: SwiftUI's `ToolbarPlacement`.
public struct ToolbarPlacement: Hashable, Sendable {
    /// Which bar.
    enum Bar: Hashable, Sendable { case automatic, navigationBar, bottomBar, tabBar }
    let bar: Bar

    /// The bar the platform chooses: on iOS, the navigation bar.
    public static let automatic = ToolbarPlacement(bar: .automatic)
    /// The navigation bar at the top of a `NavigationStack`'s screen.
    public static let navigationBar = ToolbarPlacement(bar: .navigationBar)
    /// The toolbar at the bottom of a `NavigationStack`'s screen.
    public static let bottomBar = ToolbarPlacement(bar: .bottomBar)
    /// The tab bar of a `TabView`.
    public static let tabBar = ToolbarPlacement(bar: .tabBar)
}
