import Foundation

/// A grid's column widths and row heights for one proposal, as ``GridLayout`` describes, and
/// where the cells' guides line up in them.
struct GridTracks {
    /// The rows and columns.
    let table: GridTable
    /// How cells are placed unless their column or row says otherwise.
    let alignment: Alignment
    /// The distance between columns (width) and between rows (height).
    let spacing: CGSize
    /// Each column's width, leading to trailing.
    private(set) var columnWidths: [CGFloat] = []
    /// Each row's height, top to bottom.
    private(set) var rowHeights: [CGFloat] = []

    /// Sizes the columns, then the rows, of `table` for `proposal`.
    /// - Complexity: O(*c* log *c* + *r* log *r*), and a few proposals to each subview.
    init(table: GridTable, subviews: LayoutSubviews, alignment: Alignment, spacing: CGSize, proposal: ProposedViewSize) {
        self.table = table
        self.alignment = alignment
        self.spacing = spacing
        columnWidths = measureColumns(subviews: subviews, width: proposal.width)
        widenColumnsForSpanningCells(subviews: subviews, width: proposal.width)
        rowHeights = measureRows(subviews: subviews, height: proposal.height)
    }

    /// The grid's size: its tracks and the spacing between them.
    var size: CGSize {
        CGSize(width: GridTrackSizer.total(of: columnWidths, spacing: spacing.width),
               height: GridTrackSizer.total(of: rowHeights, spacing: spacing.height))
    }

    /// The guide a column's one-column cells line up on: the column's alignment, or the grid's.
    func columnGuide(_ column: Int) -> HorizontalAlignment {
        table.columnAlignments[column] ?? alignment.horizontal
    }

    /// The guide a row's cells line up on: the row's alignment, or the grid's.
    func rowGuide(_ row: Int) -> VerticalAlignment {
        table.rows[row].alignment ?? alignment.vertical
    }

    /// The area of `cell` in row `row`, from the grid's top-leading corner: its columns and the
    /// spacing between them across, its row's height down.
    func area(of cell: GridTable.Cell, inRow row: Int) -> CGRect {
        let columns = table.columns(of: cell)
        let x = columnWidths[..<columns.lowerBound].reduce(0, +) + spacing.width * CGFloat(columns.lowerBound)
        let y = rowHeights[..<row].reduce(0, +) + spacing.height * CGFloat(row)
        return CGRect(x: x, y: y, width: width(of: columns), height: rowHeights[row])
    }

    /// Where, from each column's leading edge, its one-column cells' guides line up: as a
    /// `VStack` lines its views up, the room the column has beyond their extent shared as the
    /// guide divides a view.
    func columnLines(subviews: LayoutSubviews) -> [CGFloat] {
        var dimensions = Array(repeating: [ViewDimensions](), count: table.columnCount)
        for (row, cells) in table.rows.enumerated() where !cells.spansAllColumns {
            for cell in cells.cells where cell.span == 1 {
                dimensions[cell.column].append(subviews[cell.index].dimensions(in: ProposedViewSize(area(of: cell, inRow: row).size)))
            }
        }
        return dimensions.indices.map { StackGuide(columnGuide($0), fraction: nil).line(for: dimensions[$0], in: columnWidths[$0]) }
    }

    /// Where, from row `row`'s top, its cells' guides line up, as an `HStack` lines its views up.
    func rowLine(_ row: Int, subviews: LayoutSubviews) -> CGFloat {
        let dimensions = table.rows[row].cells.map { cell in
            subviews[cell.index].dimensions(in: ProposedViewSize(area(of: cell, inRow: row).size))
        }
        return StackGuide(rowGuide(row), fraction: nil).line(for: dimensions, in: rowHeights[row])
    }

    // MARK: Columns

    /// The column widths before spanning cells: each column as wide as its one-column cells
    /// reach once their guides are lined up (the widest cell, for the standard guides).
    private func measureColumns(subviews: LayoutSubviews, width: CGFloat?) -> [CGFloat] {
        var cellsByColumn = Array(repeating: [Int](), count: table.columnCount)
        for row in table.rows where !row.spansAllColumns {
            for cell in row.cells where cell.span == 1 && !cell.unsized.contains(.horizontal) {
                cellsByColumn[cell.column].append(cell.index)
            }
        }
        let sizer = GridTrackSizer(count: table.columnCount, spacing: spacing.width) { column, offer in
            let dimensions = cellsByColumn[column].map { subviews[$0].dimensions(in: ProposedViewSize(width: offer, height: nil)) }
            return StackGuide(columnGuide(column), fraction: nil).extent(of: dimensions)
        }
        return sizer.lengths(for: width)
    }

    /// Widens the columns under each spanning cell that needs more than they give it, sharing
    /// the difference equally. A spanning cell is offered the room its columns could have: the
    /// proposed width less the other columns and the spacing outside its span.
    private mutating func widenColumnsForSpanningCells(subviews: LayoutSubviews, width: CGFloat?) {
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

    /// The row heights: each row as tall as its cells reach once their guides are lined up (the
    /// tallest cell, for the standard guides), each cell offered its columns' width.
    private func measureRows(subviews: LayoutSubviews, height: CGFloat?) -> [CGFloat] {
        let sizer = GridTrackSizer(count: table.rows.count, spacing: spacing.height) { row, offer in
            let dimensions = table.rows[row].cells.filter { !$0.unsized.contains(.vertical) }.map { cell in
                subviews[cell.index].dimensions(in: ProposedViewSize(width: width(of: table.columns(of: cell)), height: offer))
            }
            return StackGuide(rowGuide(row), fraction: nil).extent(of: dimensions)
        }
        return sizer.lengths(for: height)
    }
}
