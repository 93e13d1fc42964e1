import Foundation

/// Where a grid's view sits and how it is sized: the layout values `GridRow` and the grid cell
/// modifiers (`gridCellColumns`, `gridColumnAlignment`, `gridCellUnsizedAxes`) set, and
/// ``GridLayout`` reads. A view of a grid without a row tag is a row of its own across every column.
enum GridRowKey: LayoutValueKey {
    static let defaultValue: GridRowTag? = nil
}

/// How many columns a cell spans: 1 unless `gridCellColumns(_:)` says otherwise.
enum GridCellColumnsKey: LayoutValueKey {
    static let defaultValue = 1
}

/// The horizontal alignment a cell asks for its whole column (`gridColumnAlignment(_:)`).
enum GridColumnAlignmentKey: LayoutValueKey {
    static let defaultValue: HorizontalAlignment? = nil
}

/// The axes along which a cell does not size its column or row (`gridCellUnsizedAxes(_:)`).
enum GridCellUnsizedAxesKey: LayoutValueKey {
    static let defaultValue: Axis.Set = []
}
