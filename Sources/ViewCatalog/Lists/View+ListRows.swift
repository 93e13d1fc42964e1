import Foundation
import LayoutCore

extension View {
    /// Puts `view` behind this row of a list, across the whole row: SwiftUI's
    /// `.listRowBackground(_:)`. On a `ForEach`, one background stands behind all its rows
    /// (the same picture when the background is a colour); separators are drawn over it.
    /// - Parameter view: The background; `nil` keeps the list's own.
    /// - Returns: The row with its background.
    public func listRowBackground<V>(_ view: V?) -> Group<TupleView<ModifiedView<V>?, ModifiedView<Self>>> where V: View {
        Group {
            if let view {
                view.layoutValue(key: ListItemRoleKey.self, value: .rowBackground)
            }
            layoutValue(key: ListRowHasBackgroundKey.self, value: view != nil)
        }
    }

    /// Sets the insets of this row's content in a list: SwiftUI's `.listRowInsets(_:)`.
    /// - Parameter insets: The insets; `nil` restores the list's (20 points at the sides, 11
    ///   above and below).
    /// - Returns: The row with its insets.
    public func listRowInsets(_ insets: EdgeInsets?) -> ModifiedView<Self> {
        let value = insets.map {
            ListRowInsetsOverride(top: $0.top, leading: $0.leading, bottom: $0.bottom, trailing: $0.trailing)
        } ?? ListRowInsetsOverride()
        return layoutValue(key: ListRowInsetsKey.self, value: value)
    }

    /// Sets the insets of this row's content on some edges: SwiftUI's `.listRowInsets(_:_:)`.
    /// - Parameters:
    ///   - edges: The edges to set; all by default.
    ///   - length: The inset on those edges; `nil` restores the list's.
    /// - Returns: The row with its insets.
    public func listRowInsets(_ edges: Edge.Set = .all, _ length: CGFloat?) -> ModifiedView<Self> {
        var value = ListRowInsetsOverride()
        if edges.contains(.top) { value.top = length }
        if edges.contains(.leading) { value.leading = length }
        if edges.contains(.bottom) { value.bottom = length }
        if edges.contains(.trailing) { value.trailing = length }
        return layoutValue(key: ListRowInsetsKey.self, value: value)
    }

    /// Shows or hides this row's separators in a list: SwiftUI's `.listRowSeparator(_:edges:)`.
    /// A separator between two rows is hidden when either row hides it.
    /// - Parameters:
    ///   - visibility: `.hidden` hides them; `.visible` and `.automatic` show them.
    ///   - edges: The separators above (`.top`) and below (`.bottom`) the row; both by default.
    /// - Returns: The row.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> ModifiedView<Self> {
        let hidden = visibility == .hidden
        let value = ListRowSeparatorsHidden(top: hidden && edges.contains(.top), bottom: hidden && edges.contains(.bottom))
        return layoutValue(key: ListRowSeparatorKey.self, value: value)
    }

    /// Shows or hides the background of the lists and forms in this view: SwiftUI's
    /// `.scrollContentBackground(_:)`. With `.hidden` a grouped list leaves out its grey
    /// background, so what is behind it (a `.background`) shows between the cards.
    /// - Parameter visibility: `.hidden` leaves the background out.
    /// - Returns: The view.
    public func scrollContentBackground(_ visibility: Visibility) -> ModifiedView<Self> {
        environment(\.listBackgroundHidden, visibility == .hidden)
    }
}
