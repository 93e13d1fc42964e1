import Foundation
import LayoutCore

/// What a subview of a list's layout is: a row, or a piece of a section's chrome.
enum ListItemRole: Equatable {
    /// A row of content (what a view without a role is).
    case row
    /// The card behind a section's rows; it starts a section. The list's own first section, for
    /// rows outside any `Section`, is `implicit`.
    case card(implicit: Bool)
    /// One of a section's separators, used between its rows in order.
    case separator(implicit: Bool)
    /// A section's header.
    case header
    /// A section's footer.
    case footer
    /// A row's background (`.listRowBackground`), behind the rows after it marked as its own.
    case rowBackground
}

/// The layout-value key for a subview's role in a list.
struct ListItemRoleKey: LayoutValueKey {
    static let defaultValue = ListItemRole.row
}

/// A row's own insets, edge by edge, where `.listRowInsets` set them.
struct ListRowInsetsOverride: Equatable {
    var top: CGFloat?
    var leading: CGFloat?
    var bottom: CGFloat?
    var trailing: CGFloat?

    /// These insets over `defaults`.
    func applied(to defaults: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: top ?? defaults.top, leading: leading ?? defaults.leading,
                   bottom: bottom ?? defaults.bottom, trailing: trailing ?? defaults.trailing)
    }
}

/// The layout-value key for a row's insets.
struct ListRowInsetsKey: LayoutValueKey {
    static let defaultValue = ListRowInsetsOverride()
}

/// Which of a row's separators are hidden (`.listRowSeparator(.hidden, edges:)`).
struct ListRowSeparatorsHidden: Equatable {
    var top = false
    var bottom = false
}

/// The layout-value key for a row's hidden separators.
struct ListRowSeparatorKey: LayoutValueKey {
    static let defaultValue = ListRowSeparatorsHidden()
}

/// The layout-value key marking a row as one whose `.listRowBackground` comes just before it.
struct ListRowHasBackgroundKey: LayoutValueKey {
    static let defaultValue = false
}
