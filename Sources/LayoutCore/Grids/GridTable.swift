import Foundation

/// A grid's views arranged in rows and columns, read from their layout values: the cache of
/// ``GridLayout``.
///
/// Consecutive views tagged by one `GridRow` form a row, one column each (or `gridCellColumns`
/// of them); a row with fewer columns than the widest row leaves the trailing columns empty; a
/// view without a row tag is a row of its own spanning every column.
public struct GridTable {
    /// One view's place: its subview index, first column and number of columns.
    struct Cell {
        let index: Int
        let column: Int
        let span: Int
        /// The axes along which the cell does not size its column or row.
        let unsized: Axis.Set
    }

    /// One row: its cells, and the vertical alignment it asks for.
    struct Row {
        var cells: [Cell]
        var alignment: VerticalAlignment?
        /// Whether the row is one view across every column (a view outside any `GridRow`).
        var spansAllColumns: Bool
    }

    /// The rows, top to bottom.
    private(set) var rows: [Row] = []
    /// The number of columns: the most any row fills.
    private(set) var columnCount = 0
    /// The horizontal alignment each column's cells ask for, if any (the topmost wins).
    private(set) var columnAlignments: [HorizontalAlignment?] = []

    /// The table of `subviews`, read from their row tags and cell values.
    /// - Complexity: O(*n*) in the number of subviews.
    init(subviews: LayoutSubviews) {
        var pending: [(index: Int, span: Int, unsized: Axis.Set)] = []
        var pendingAlignment: VerticalAlignment?
        func closeRow() {
            guard !pending.isEmpty else { return }
            var column = 0
            let cells = pending.map { entry in
                defer { column += entry.span }
                return Cell(index: entry.index, column: column, span: entry.span, unsized: entry.unsized)
            }
            rows.append(Row(cells: cells, alignment: pendingAlignment, spansAllColumns: false))
            columnCount = max(columnCount, column)
            pending = []
        }
        for index in subviews.indices {
            let subview = subviews[index]
            let unsized = subview[GridCellUnsizedAxesKey.self]
            guard let tag = subview[GridRowKey.self] else {
                closeRow()
                rows.append(Row(cells: [Cell(index: index, column: 0, span: 0, unsized: unsized)], alignment: nil,
                                spansAllColumns: true))
                continue
            }
            if tag.startsRow { closeRow() }
            if pending.isEmpty { pendingAlignment = tag.alignment }
            pending.append((index, subview[GridCellColumnsKey.self], unsized))
        }
        closeRow()
        // Rows of one view each still make a column for those views to size.
        if columnCount == 0 && !rows.isEmpty { columnCount = 1 }
        columnAlignments = findColumnAlignments(subviews: subviews)
    }

    /// The columns a cell covers: every column for a row of its own.
    func columns(of cell: Cell) -> Range<Int> {
        cell.span == 0 ? 0..<columnCount : cell.column..<(cell.column + cell.span)
    }

    /// Each column's alignment: the first cell of the column, top to bottom, that asks for one.
    private func findColumnAlignments(subviews: LayoutSubviews) -> [HorizontalAlignment?] {
        var alignments: [HorizontalAlignment?] = Array(repeating: nil, count: columnCount)
        for row in rows where !row.spansAllColumns {
            for cell in row.cells where cell.span == 1 && alignments[cell.column] == nil {
                alignments[cell.column] = subviews[cell.index][GridColumnAlignmentKey.self]
            }
        }
        return alignments
    }
}
