import Foundation
import LayoutCore

/// SwiftUI's `LazyHGrid`: views in columns, filling the rows its `GridItem`s make down the
/// height it is offered, as `LazyVGrid` fills columns across. Laid out whole at its content's size.
public struct LazyHGrid<Content: View>: View {
    let container: LayoutView<LazyGridLayout, Content>

    /// Creates a grid that grows to the trailing side.
    /// - Parameters:
    ///   - rows: The items that make the rows.
    ///   - alignment: How views are placed vertically in cells whose item has no alignment;
    ///     centred by default (horizontally they are centred).
    ///   - spacing: The distance between columns; `nil` (the default) for 8 points.
    ///   - pinnedViews: Accepted for SwiftUI's sake; nothing is pinned.
    ///   - content: The views, in order.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        container = LazyGridLayout(axis: .horizontal, items: rows, alignment: Alignment(horizontal: .center, vertical: alignment),
                                   spacing: spacing) { content() }
    }

    /// The views in the grid's layout.
    public var body: some View { container }
}
