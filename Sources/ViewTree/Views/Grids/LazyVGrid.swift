import Foundation
import LayoutCore

/// SwiftUI's `LazyVGrid`: views in rows, filling the columns its `GridItem`s make across the
/// width it is offered (fixed ones first, then flexible ones sharing the rest within their
/// minimum and maximum, adaptive ones holding as many columns as fit). Zoetrope lays out every
/// view, at the grid's content size: nothing is lazy. Pinned views are not kept.
public struct LazyVGrid<Content: View>: View {
    let container: LayoutView<LazyGridLayout, Content>

    /// Creates a grid that grows downwards.
    /// - Parameters:
    ///   - columns: The items that make the columns.
    ///   - alignment: How views are placed horizontally in cells whose item has no alignment;
    ///     centred by default (vertically they are centred).
    ///   - spacing: The distance between rows; `nil` (the default) for 8 points.
    ///   - pinnedViews: Accepted for SwiftUI's sake; a scene has no scrolling to pin them in.
    ///   - content: The views, in order.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        container = LazyGridLayout(axis: .vertical, items: columns, alignment: Alignment(horizontal: alignment, vertical: .center),
                                   spacing: spacing) { content() }
    }

    /// The views in the grid's layout.
    public var body: some View { container }
}
