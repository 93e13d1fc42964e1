import Foundation
import LayoutCore

/// SwiftUI's `GridRow`: in a `Grid`, its views side by side, one column each (or
/// `gridCellColumns` of them). Outside a grid its views are as if written where the row is.
public struct GridRow<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment?
    let content: Content

    /// Creates a row.
    /// - Parameters:
    ///   - alignment: The vertical alignment of the row's cells; the grid's when `nil` (the default).
    ///   - content: The row's cells.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        let resolved = context.resolve(content)
        let tagged = ViewNode.gridRow(resolved.map(\.node), alignment: alignment)
        return zip(resolved, tagged).map { ResolvedView(node: $1, looks: $0.looks) }
    }
}
