import Foundation

/// The layout of SwiftUI's `LazyVGrid` and `LazyHGrid`, laid out whole at its content's size
/// (Zoetrope draws every view, so nothing is lazy).
///
/// The items (``GridItem``) make tracks across the axis the grid grows along, as
/// ``LazyGridTracks`` describes: columns sharing the width offered to a `LazyVGrid`, rows sharing
/// the height offered to a `LazyHGrid`. The views fill the tracks in order, a line at a time (a
/// row of a `LazyVGrid`, a column of a `LazyHGrid`); each is offered its track's length across and
/// nothing along, and a line is as long as its longest view, `spacing` (8 points when `nil`) from
/// the next. Each view is placed in its cell by its item's alignment, or the grid's. The grid is
/// as large as its tracks and lines. When placed, the tracks are worked out again for the length
/// the grid was placed at, as SwiftUI does, so flexible items whose minimums overflow the first
/// offer share the larger length. Offered infinity across, the tracks size by their content and
/// keep that size when placed. No items or no views make an empty grid.
package struct LazyGridLayout: Layout, Sendable {
    /// The axis the grid grows along: vertical for a `LazyVGrid`.
    let axis: Axis
    /// The items that make the tracks across `axis`.
    let items: [GridItem]
    /// How views are placed in cells whose item has no alignment.
    let alignment: Alignment
    /// The distance between lines along `axis`; `nil` for 8 points.
    let spacing: CGFloat?

    /// Creates a grid that grows along `axis`, its tracks made by `items`.
    package init(axis: Axis, items: [GridItem], alignment: Alignment, spacing: CGFloat?) {
        self.axis = axis
        self.items = items
        self.alignment = alignment
        self.spacing = spacing
    }

    /// The grid's size: its tracks across, its lines along.
    /// - Complexity: O(*n*) in the number of subviews, one proposal to each.
    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let tracks = tracks(for: proposal.length(along: axis.perpendicular), subviews: subviews)
        let lines = lineLengths(of: subviews, in: tracks)
        guard !tracks.tracks.isEmpty, !subviews.isEmpty else { return .zero }
        return CGSize(total(of: lines), tracks.totalLength, axis: axis)
    }

    /// Places the views track by track, line by line, from the top-leading corner of `bounds`.
    /// - Complexity: O(*n*) in the number of subviews.
    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        // Offered infinity, the grid keeps the tracks its content sized, whatever its bounds.
        let offered = proposal.length(along: axis.perpendicular)
        let tracks = tracks(for: offered == .infinity ? offered : bounds.size.length(along: axis.perpendicular), subviews: subviews)
        guard !tracks.tracks.isEmpty else { return }
        let lines = lineLengths(of: subviews, in: tracks)
        let trackStarts = starts(of: tracks.tracks.map { ($0.length, $0.spacingAfter) })
        let lineStarts = starts(of: lines.map { ($0, spacingValue) })
        for index in subviews.indices {
            let (line, track) = index.quotientAndRemainder(dividingBy: tracks.tracks.count)
            let cell = CGRect(origin: CGPoint(lineStarts[line], trackStarts[track], axis: axis),
                              size: CGSize(lines[line], tracks.tracks[track].length, axis: axis))
                .offsetBy(dx: bounds.minX, dy: bounds.minY)
            subviews[index].place(in: cell, offer: offer(across: tracks.tracks[track].length),
                                  alignedOn: tracks.tracks[track].alignment ?? alignment)
        }
    }

    /// The tracks for `length` across the axis; offered infinity, each item is sized by the
    /// largest ideal length across of the views in its track.
    private func tracks(for length: CGFloat?, subviews: Subviews) -> LazyGridTracks {
        LazyGridTracks(items: items, length: length) { item in
            stride(from: item, to: subviews.count, by: items.count).reduce(CGFloat.zero) { longest, index in
                max(longest, subviews[index].sizeThatFits(.unspecified).length(along: axis.perpendicular))
            }
        }
    }

    /// The distance between lines.
    private var spacingValue: CGFloat { spacing ?? ViewSpacing.defaultSpacing }

    /// What a view is offered: its track's length across the axis, nothing along it.
    private func offer(across length: CGFloat) -> ProposedViewSize {
        ProposedViewSize(nil, length, axis: axis)
    }

    /// Each line's length along the axis: its longest view's.
    private func lineLengths(of subviews: Subviews, in tracks: LazyGridTracks) -> [CGFloat] {
        let count = tracks.tracks.count
        guard count > 0 else { return [] }
        var lines = Array(repeating: CGFloat.zero, count: (subviews.count + count - 1) / count)
        for index in subviews.indices {
            let (line, track) = index.quotientAndRemainder(dividingBy: count)
            let size = subviews[index].sizeThatFits(offer(across: tracks.tracks[track].length))
            lines[line] = max(lines[line], size.length(along: axis))
        }
        return lines
    }

    /// The lines' total length with the spacing between them.
    private func total(of lines: [CGFloat]) -> CGFloat {
        lines.reduce(0, +) + spacingValue * CGFloat(max(lines.count - 1, 0))
    }

    /// Where each of a run of lengths starts, each followed by its spacing.
    private func starts(of run: [(length: CGFloat, spacingAfter: CGFloat)]) -> [CGFloat] {
        var position: CGFloat = 0
        return run.map { entry in
            defer { position += entry.length + entry.spacingAfter }
            return position
        }
    }
}
