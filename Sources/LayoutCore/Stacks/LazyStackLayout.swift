import Foundation

/// Which element of a lazy stack's data a built view stands for: its offset in the data.
package enum LazyElementIndexKey: LayoutValueKey {
    /// None: a view that is not an element of a lazy stack's data.
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
    /// How many elements the data has, built or not.
    let count: Int
    /// The distance between neighbouring views.
    package let spacing: CGFloat
    /// How the rows line up across.
    let alignment: HorizontalAlignment
    /// How long an element was on average in the last layout, for when none is built now.
    let estimate: CGFloat?

    /// The layout of `count` elements, their views `spacing` apart, lined up by `alignment`.
    /// - Parameters:
    ///   - count: How many elements the data has.
    ///   - spacing: The distance between neighbouring views.
    ///   - alignment: How the rows line up across.
    ///   - estimate: An element's length from the last layout, used when no element is built.
    package init(count: Int, spacing: CGFloat, alignment: HorizontalAlignment, estimate: CGFloat? = nil) {
        self.count = max(count, 0)
        self.spacing = spacing.isFinite ? max(spacing, 0) : 0
        self.alignment = alignment
        self.estimate = estimate.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
    }

    /// The offered width, and the length of every element, built or estimated, with the spacing.
    /// - Complexity: one proposal to each built row.
    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = measure(subviews, width: proposal.width)
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? rows.map(\.size.width).max() ?? 0
        return CGSize(width: width, height: placement(of: rows).extent)
    }

    /// Each built row at its place among all of them.
    /// - Complexity: one proposal to each built row.
    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let rows = measure(subviews, width: bounds.width)
        for (row, top) in zip(rows, placement(of: rows).tops) {
            let x: CGFloat = switch alignment {
            case .leading: bounds.minX
            case .trailing: bounds.maxX - row.size.width
            default: bounds.midX - row.size.width / 2
            }
            subviews[row.subview].place(at: CGPoint(x: x, y: bounds.minY + top), anchor: .topLeading,
                                        proposal: ProposedViewSize(width: bounds.width, height: row.size.height))
        }
    }

    /// The average length of the built elements: each element's views and the spacing between
    /// them (an element may make several views, a row and a divider). `nil` when none is built.
    /// - Parameters:
    ///   - rows: Each built view's element and height, in the data's order.
    ///   - spacing: The distance between neighbouring views.
    /// - Returns: The average, or `nil`.
    package static func averageElementLength(of rows: [(index: Int, height: CGFloat)], spacing: CGFloat) -> CGFloat? {
        var lengths: [Int: CGFloat] = [:]
        for row in rows {
            lengths[row.index] = lengths[row.index].map { $0 + spacing + row.height } ?? row.height
        }
        return lengths.isEmpty ? nil : lengths.values.reduce(0, +) / CGFloat(lengths.count)
    }

    /// A built row: which subview, which element, and its size.
    private struct Row {
        let subview: Int
        let index: Int
        let size: CGSize
    }

    /// The built rows, in the data's order (an element's views in their own), each at its ideal
    /// height for `width`.
    private func measure(_ subviews: Subviews, width: CGFloat?) -> [Row] {
        let offer = ProposedViewSize(width: width, height: nil)
        return subviews.indices.map { position in
            Row(subview: position, index: subviews[position][LazyElementIndexKey.self] ?? position, size: subviews[position].sizeThatFits(offer))
        }
        .sorted { ($0.index, $0.subview) < ($1.index, $1.subview) }
    }

    /// Where each built row's top is (the elements before it, built or estimated, and the
    /// spacing), and the whole stack's length.
    private func placement(of rows: [Row]) -> (tops: [CGFloat], extent: CGFloat) {
        guard count > 0 else { return ([], 0) }
        let length = Self.averageElementLength(of: rows.map { ($0.index, $0.size.height) }, spacing: spacing) ?? estimate ?? 0
        let step = length + spacing
        var tops: [CGFloat] = []
        var next = 0, y: CGFloat = 0
        var current: Int?
        for row in rows {
            if row.index != current {
                y += CGFloat(max(row.index - next, 0)) * step
                next = row.index + 1
                current = row.index
            }
            tops.append(y)
            y += row.size.height + spacing
        }
        guard rows.last != nil else { return ([], CGFloat(count) * step - spacing) }
        return (tops, y - spacing + CGFloat(max(count - next, 0)) * step)
    }
}
