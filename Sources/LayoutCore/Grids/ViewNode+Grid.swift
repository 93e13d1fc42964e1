import Foundation

// The grid modifiers at the level of nodes: ``GridLayout`` reads them as layout values, so they
// reach the grid through any modifier around the cell (a frame, padding), as in SwiftUI.

extension ViewNode {
    /// Views as one row of a ``GridLayout``: SwiftUI's `GridRow`.
    ///
    /// A grid's views not made a row this way are each a row of their own across every column.
    /// - Parameters:
    ///   - cells: The row's views, one per column (a view with `gridCellColumns(_:)` takes several).
    ///   - alignment: The vertical alignment of the row's cells; the grid's when `nil`.
    /// - Returns: The views, tagged as one row. Empty for no views (an empty row has no height).
    public static func gridRow(_ cells: [ViewNode], alignment: VerticalAlignment? = nil) -> [ViewNode] {
        cells.enumerated().map { index, cell in
            cell.layoutValue(key: GridRowKey.self, value: GridRowTag(startsRow: index == 0, alignment: alignment))
        }
    }

    /// This cell spanning `count` columns of its grid row: SwiftUI's `gridCellColumns(_:)`.
    /// - Parameter count: The number of columns; less than 1 counts as 1.
    /// - Returns: The cell.
    public func gridCellColumns(_ count: Int) -> ViewNode {
        layoutValue(key: GridCellColumnsKey.self, value: max(count, 1))
    }

    /// The horizontal alignment of every cell of this cell's column: SwiftUI's
    /// `gridColumnAlignment(_:)`. When cells of one column ask for different alignments, the
    /// topmost one wins.
    /// - Parameter guide: The alignment.
    /// - Returns: The cell.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> ViewNode {
        layoutValue(key: GridColumnAlignmentKey.self, value: guide)
    }

    /// This cell not sizing its column (`.horizontal`) or row (`.vertical`): SwiftUI's
    /// `gridCellUnsizedAxes(_:)`. Along such an axis the cell is offered, and takes, the length
    /// the other cells give its column or row.
    /// - Parameter axes: The axes.
    /// - Returns: The cell.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> ViewNode {
        layoutValue(key: GridCellUnsizedAxesKey.self, value: axes)
    }
}
