import Foundation

/// Which element of a lazy stack's data a built view stands for: its offset in the data.
package enum LazyElementIndexKey: LayoutValueKey {
    package static let defaultValue: Int? = nil
}

/// The layout of a `LazyVStack` in a scroll view that has built only the rows near what the
/// scroll view shows: `count` rows one above the other, `spacing` apart, each built row where it
/// would be among all of them. Rows that are not built are taken to be as tall as the built ones
/// are on average, as SwiftUI estimates the rows it has not made; for rows of one height the
/// places are exact.
///
/// The stack takes the width it is offered (its widest row's when that is unspecified) and its
/// rows are offered that width; each is put at the stack's leading edge, centre or trailing edge
/// as `alignment` says.
package struct LazyStackLayout: Layout, Sendable {
    /// How many rows the data has, built or not.
    let count: Int
    /// The distance between neighbours.
    let spacing: CGFloat
    /// How the rows line up across.
    let alignment: HorizontalAlignment

    /// The layout of `count` rows, `spacing` apart, lined up by `alignment`.
    package init(count: Int, spacing: CGFloat, alignment: HorizontalAlignment) {
        self.count = max(count, 0)
        self.spacing = spacing.isFinite ? max(spacing, 0) : 0
        self.alignment = alignment
    }

    /// The offered width, and the height of every row, built or estimated, with the spacing.
    /// - Complexity: one proposal to each built row.
    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = measure(subviews, width: proposal.width)
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? rows.map(\.size.width).max() ?? 0
        return CGSize(width: width, height: extent(of: rows))
    }

    /// Each built row at its place among all of them.
    /// - Complexity: one proposal to each built row.
    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let rows = measure(subviews, width: bounds.width)
        for (row, top) in zip(rows, tops(of: rows)) {
            let x: CGFloat = switch alignment {
            case .leading: bounds.minX
            case .trailing: bounds.maxX - row.size.width
            default: bounds.midX - row.size.width / 2
            }
            subviews[row.subview].place(at: CGPoint(x: x, y: bounds.minY + top), anchor: .topLeading,
                                        proposal: ProposedViewSize(width: bounds.width, height: row.size.height))
        }
    }

    /// A built row: which subview, which element, and its size.
    private struct Row {
        let subview: Int
        let index: Int
        let size: CGSize
    }

    /// The built rows, in the data's order, each at its ideal height for `width`.
    private func measure(_ subviews: Subviews, width: CGFloat?) -> [Row] {
        let offer = ProposedViewSize(width: width, height: nil)
        return subviews.indices.map { position in
            Row(subview: position, index: subviews[position][LazyElementIndexKey.self] ?? position, size: subviews[position].sizeThatFits(offer))
        }
        .sorted { $0.index < $1.index }
    }

    /// The height a row is taken to have when it is not built: the built rows' average.
    private func estimate(from rows: [Row]) -> CGFloat {
        rows.isEmpty ? 0 : rows.reduce(0) { $0 + $1.size.height } / CGFloat(rows.count)
    }

    /// Where each built row's top is: the rows before it, built or estimated, and their spacing.
    private func tops(of rows: [Row]) -> [CGFloat] {
        let step = estimate(from: rows) + spacing
        var tops: [CGFloat] = []
        var next = 0, y: CGFloat = 0
        for row in rows {
            y += CGFloat(max(row.index - next, 0)) * step
            tops.append(y)
            y += row.size.height + spacing
            next = row.index + 1
        }
        return tops
    }

    /// The whole stack's height: every row, built or estimated, and the spacing between them.
    private func extent(of rows: [Row]) -> CGFloat {
        guard count > 0 else { return 0 }
        let step = estimate(from: rows) + spacing
        guard let last = rows.last, let top = tops(of: rows).last else { return CGFloat(count) * step - spacing }
        return top + last.size.height + CGFloat(max(count - last.index - 1, 0)) * step
    }
}
