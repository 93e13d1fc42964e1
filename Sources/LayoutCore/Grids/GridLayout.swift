import Foundation

/// A layout that puts its views in rows and columns: SwiftUI's `GridLayout`, what `Grid` is.
///
/// Views tagged as one row (``ViewNode/gridRow(_:alignment:)``, `GridRow` in views) sit side by
/// side, one column each or ``ViewNode/gridCellColumns(_:)`` of them; a view in no row is a row
/// of its own across every column. Every column is as wide as its widest cell and every row as
/// tall as its tallest, so cells line up both ways. Sizing:
/// 1. the columns share the proposed width as a stack's views share its length (spacing off
///    first; the least flexible column first, each offered an equal share of what is left), a
///    column taking the widest answer of its one-column cells;
/// 2. a cell spanning several columns (or a whole row), offered the room its columns could have,
///    widens them equally when it needs more than they and the spacing between them give;
/// 3. the rows share the proposed height the same way, each cell offered its columns' width.
///
/// A cell with ``ViewNode/gridCellUnsizedAxes(_:)`` sizes no column (row) along those axes and
/// is offered what the others give it. Each cell is offered its area (its columns' width, its
/// row's height). A row's cells line up on the row's guide (its alignment, or the grid's) as an
/// `HStack`'s views do, text baselines included, and a column's one-column cells on the column's
/// guide (``ViewNode/gridColumnAlignment(_:)``, or the grid's) as a `VStack`'s do; a row or column
/// is as long as its cells reach once lined up. A spanning cell is placed in its area by the
/// grid's horizontal guide. With no spacing given,
/// neighbouring columns and rows are 8 points apart. A grid without views is zero-sized; a row
/// with fewer cells than the widest leaves its trailing columns empty.
public struct GridLayout: Layout, Sendable {
    /// How each cell is placed in its area, unless its column or row says otherwise.
    public var alignment: Alignment
    /// The distance between columns; `nil` for 8 points.
    public var horizontalSpacing: CGFloat?
    /// The distance between rows; `nil` for 8 points.
    public var verticalSpacing: CGFloat?

    /// Creates a grid.
    /// - Parameters:
    ///   - alignment: How cells are placed in their areas; centred by default.
    ///   - horizontalSpacing: The distance between columns; `nil` (the default) for 8 points.
    ///   - verticalSpacing: The distance between rows; `nil` (the default) for 8 points.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// The rows and columns the subviews' row tags and cell values make.
    /// - Complexity: O(*n*) in the number of subviews.
    public func makeCache(subviews: Subviews) -> GridTable {
        GridTable(subviews: subviews)
    }

    /// The grid's size: its columns' widths and its rows' heights, with the spacing between them.
    /// - Complexity: O(*c* log *c* + *r* log *r*) in the numbers of columns and rows, and a few
    ///   proposals to each subview.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout GridTable) -> CGSize {
        GridTracks(table: cache, subviews: subviews, alignment: alignment, spacing: spacing, proposal: proposal).size
    }

    /// Places each cell in its area, from the top-leading corner of `bounds`, the guides of a
    /// row's cells on one line across the row and those of a column's one-column cells on one
    /// line down the column.
    /// - Complexity: O(*c* log *c* + *r* log *r* + *n*).
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout GridTable) {
        // As a stack does, a grid placed without a proposed length shares the length it was placed at.
        let placed = ProposedViewSize(width: proposal.width ?? bounds.width, height: proposal.height ?? bounds.height)
        let tracks = GridTracks(table: cache, subviews: subviews, alignment: alignment, spacing: spacing, proposal: placed)
        let columnLines = tracks.columnLines(subviews: subviews)
        for (rowIndex, row) in cache.rows.enumerated() {
            let rowLine = tracks.rowLine(rowIndex, subviews: subviews)
            for cell in row.cells {
                let area = tracks.area(of: cell, inRow: rowIndex).offsetBy(dx: bounds.minX, dy: bounds.minY)
                let offer = ProposedViewSize(area.size)
                guard cell.span == 1 else {
                    subviews[cell.index].place(in: area, offer: offer,
                                               alignedOn: Alignment(horizontal: alignment.horizontal, vertical: tracks.rowGuide(rowIndex)))
                    continue
                }
                let dimensions = subviews[cell.index].dimensions(in: offer)
                let origin = CGPoint(x: area.minX + columnLines[cell.column] - dimensions[tracks.columnGuide(cell.column)],
                                     y: area.minY + rowLine - dimensions[tracks.rowGuide(rowIndex)])
                subviews[cell.index].place(at: origin, anchor: .topLeading, proposal: offer)
            }
        }
    }

    /// The distance between columns and between rows.
    private var spacing: CGSize {
        CGSize(width: horizontalSpacing ?? ViewSpacing.defaultSpacing, height: verticalSpacing ?? ViewSpacing.defaultSpacing)
    }
}
