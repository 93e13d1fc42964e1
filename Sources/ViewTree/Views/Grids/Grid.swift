import Foundation
import LayoutCore

/// SwiftUI's `Grid`: views in rows (`GridRow`) and columns, each column as wide as its widest
/// cell and each row as tall as its tallest; a view outside any `GridRow` is a row across every
/// column. Laid out by ``GridLayout``, which says how.
public struct Grid<Content: View>: View {
    let container: LayoutView<GridLayout, Content>

    /// Creates a grid.
    /// - Parameters:
    ///   - alignment: How each cell is placed in its area, unless its column
    ///     (`gridColumnAlignment`) or row (`GridRow(alignment:)`) says otherwise; centred by default.
    ///   - horizontalSpacing: The distance between columns; `nil` (the default) for 8 points.
    ///   - verticalSpacing: The distance between rows; `nil` (the default) for 8 points.
    ///   - content: The rows, and views that are rows of their own.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        container = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing,
                               verticalSpacing: verticalSpacing) { content() }
    }

    /// The rows in a `GridLayout`.
    public var body: some View { container }
}
