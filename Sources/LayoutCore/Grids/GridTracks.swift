import Foundation

/// A grid's column widths and row heights for one proposal, as ``GridLayout`` describes.
struct GridTracks {
    /// Each column's width, leading to trailing.
    private(set) var columnWidths: [CGFloat] = []
    /// Each row's height, top to bottom.
    private(set) var rowHeights: [CGFloat] = []
    /// The distance between columns (width) and between rows (height).
    let spacing: CGSize

    /// Sizes the columns, then the rows, of `table` for `proposal`.
    /// - Complexity: O(*c* log *c* + *r* log *r*), and a few proposals to each subview.
    init(table: GridTable, subviews: LayoutSubviews, spacing: CGSize, proposal: ProposedViewSize) {
        self.spacing = spacing
        columnWidths = measureColumns(of: table, subviews: subviews, width: proposal.width)
        widenColumns(forSpanningCellsOf: table, subviews: subviews, width: proposal.width)
        rowHeights = measureRows(of: table, subviews: subviews, height: proposal.height)
    }

    /// The grid's size: its tracks and the spacing between them.
    var size: CGSize {
        CGSize(width: GridTrackSizer.total(of: columnWidths, spacing: spacing.width),
               height: GridTrackSizer.total(of: rowHeights, spacing: spacing.height))
    }

    /// The area of `cell` in row `row`, from the grid's top-leading corner: its columns and the
    /// spacing between them across, its row's height down.
    func area(of cell: GridTable.Cell, inRow row: Int, table: GridTable) -> CGRect {
        let columns = table.columns(of: cell)
        let x = columnWidths[..<columns.lowerBound].reduce(0, +) + spacing.width * CGFloat(columns.lowerBound)
        let y = rowHeights[..<row].reduce(0, +) + spacing.height * CGFloat(row)
        return CGRect(x: x, y: y, width: width(of: columns), height: rowHeights[row])
    }

    // MARK: Columns

    /// The column widths before spanning cells: each column as wide as its widest one-column cell.
    private func measureColumns(of table: GridTable, subviews: LayoutSubviews, width: CGFloat?) -> [CGFloat] {
        var cellsByColumn = Array(repeating: [Int](), count: table.columnCount)
        for row in table.rows where !row.spansAllColumns {
            for cell in row.cells where cell.span == 1 && !cell.unsized.contains(.horizontal) {
                cellsByColumn[cell.column].append(cell.index)
            }
        }
        let sizer = GridTrackSizer(count: table.columnCount, spacing: spacing.width) { column, offer in
            cellsByColumn[column].map { subviews[$0].sizeThatFits(ProposedViewSize(width: offer, height: nil)).width }.max() ?? 0
        }
        return sizer.lengths(for: width)
    }

    /// Widens the columns under each spanning cell that needs more than they give it, sharing
    /// the difference equally. A spanning cell is offered the room its columns could have: the
    /// proposed width less the other columns and the spacing outside its span.
    private mutating func widenColumns(forSpanningCellsOf table: GridTable, subviews: LayoutSubviews, width: CGFloat?) {
        for row in table.rows {
            for cell in row.cells where cell.span != 1 && !cell.unsized.contains(.horizontal) {
                let columns = table.columns(of: cell)
                guard !columns.isEmpty else { continue }
                let current = self.width(of: columns)
                let offer = width.map { proposed in
                    let outside = GridTrackSizer.total(of: columnWidths, spacing: spacing.width) - current
                    return max(proposed - outside, current)
                }
                let needed = subviews[cell.index].sizeThatFits(ProposedViewSize(width: offer, height: nil)).width
                guard needed > current else { continue }
                let extra = (needed - current) / CGFloat(columns.count)
                for column in columns { columnWidths[column] += extra }
            }
        }
    }

    /// The width of `columns` with the spacing between them.
    private func width(of columns: Range<Int>) -> CGFloat {
        GridTrackSizer.total(of: columnWidths[columns], spacing: spacing.width)
    }

    // MARK: Rows

    /// The row heights: each row as tall as its tallest cell, offered its columns' width.
    private func measureRows(of table: GridTable, subviews: LayoutSubviews, height: CGFloat?) -> [CGFloat] {
        let sizer = GridTrackSizer(count: table.rows.count, spacing: spacing.height) { row, offer in
            table.rows[row].cells.filter { !$0.unsized.contains(.vertical) }.map { cell in
                let width = self.width(of: table.columns(of: cell))
                return subviews[cell.index].sizeThatFits(ProposedViewSize(width: width, height: offer)).height
            }.max() ?? 0
        }
        return sizer.lengths(for: height)
    }
}
