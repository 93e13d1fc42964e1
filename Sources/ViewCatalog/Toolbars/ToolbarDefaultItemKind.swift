import Foundation

/// A toolbar item a view adds by itself, which `toolbar(removing:)` takes away: SwiftUI's
/// `ToolbarDefaultItemKind`.
public struct ToolbarDefaultItemKind: Hashable, Sendable {
    let name: String

    /// The sidebar toggle a `NavigationSplitView` adds.
    public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebarToggle")
    /// The title (and subtitle) of the navigation bar.
    public static let title = ToolbarDefaultItemKind(name: "title")
    /// The search field a `searchable` modifier adds.
    public static let search = ToolbarDefaultItemKind(name: "search")
}
