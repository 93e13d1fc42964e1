import Foundation
import LayoutCore

extension View {
    /// SwiftUI's `gridCellColumns(_:)`: in a `GridRow`, this view spans `count` columns.
    /// - Parameter count: The number of columns; less than 1 counts as 1.
    /// - Returns: The view.
    public func gridCellColumns(_ count: Int) -> ModifiedView<Self> {
        ModifiedView(content: self, environment: { _ in }, change: { $0.gridCellColumns(count) })
    }

    /// SwiftUI's `gridColumnAlignment(_:)`: every cell of this view's grid column is placed
    /// horizontally by `guide` (when cells of one column ask for different ones, the topmost wins).
    /// - Parameter guide: The alignment.
    /// - Returns: The view.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> ModifiedView<Self> {
        ModifiedView(content: self, environment: { _ in }, change: { $0.gridColumnAlignment(guide) })
    }

    /// SwiftUI's `gridCellUnsizedAxes(_:)`: along `axes` this view does not size its grid column
    /// (horizontal) or row (vertical), and takes what the other cells give it; a `Divider` or a
    /// `Color` across a grid, say, without making it as wide as it is offered.
    /// - Parameter axes: The axes.
    /// - Returns: The view.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> ModifiedView<Self> {
        ModifiedView(content: self, environment: { _ in }, change: { $0.gridCellUnsizedAxes(axes) })
    }
}
