import Foundation

/// The tracks (columns of a `LazyVGrid`, rows of a `LazyHGrid`) a lazy grid's items make for a
/// length, by SwiftUI's algorithm as objc.io measured it ("SwiftUI Grid Layout", Swift Talk and
/// the objc.io blog's LazyVGrid quiz):
/// 1. the spacing after every item but the last comes off the length;
/// 2. the fixed items first, then the others in order, are each offered what is left divided by
///    the number of items still to size: a fixed item takes its size, a flexible one the offer
///    kept within its minimum and maximum, an adaptive one the offer, and what each takes is
///    taken off what is left (so a flexible item's minimum may make the grid overflow);
/// 3. an adaptive item of length *w*, minimum *m* and spacing *s* becomes as many tracks as fit,
///    `max(1, ⌊(w + s) / (m + s)⌋)`, sharing *w* less the spacing between them (each at most its
///    maximum).
///
/// Left unspecified, a flexible or adaptive item takes its minimum (an adaptive one as one track).
/// Offered infinity (a `LazyHGrid` in a vertical `ScrollView`), the tracks size by their content,
/// as SwiftUI's do: a fixed item takes its size, a flexible one its largest cell's ideal length
/// (kept within its minimum and maximum), an adaptive one a single track of its minimum.
struct LazyGridTracks {
    /// One track: its length, the spacing after it, and how its cells place their views.
    struct Track {
        let length: CGFloat
        let spacingAfter: CGFloat
        let alignment: Alignment?
    }

    /// The tracks, leading to trailing (top to bottom).
    let tracks: [Track]

    /// The tracks `items` make for `length`; `contentLength(i)` is the largest ideal length of the
    /// cells of item `i`, asked only when `length` is infinite.
    /// - Complexity: O(*i* + *t*) in the numbers of items and tracks.
    init(items: [GridItem], length: CGFloat?, contentLength: (Int) -> CGFloat = { _ in 0 }) {
        let lengths = length == .infinity
            ? items.indices.map { Self.unboundedLength(of: items[$0], content: contentLength($0)) }
            : Self.itemLengths(items, for: length)
        tracks = zip(items, lengths).flatMap { item, length in Self.expand(item, length: length, finite: length.isFinite) }
    }

    /// The tracks' total length with the spacing between them (not after the last); zero for none.
    var totalLength: CGFloat {
        tracks.reduce(0) { $0 + $1.length + $1.spacingAfter } - (tracks.last?.spacingAfter ?? 0)
    }

    /// An item's length when the grid is offered infinity: sized by its content.
    private static func unboundedLength(of item: GridItem, content: CGFloat) -> CGFloat {
        switch item.size {
        case .fixed(let length): max(length, 0)
        case .flexible(let minimum, let maximum): min(max(content, minimum), maximum)
        case .adaptive(let minimum, _): max(minimum, 0)
        }
    }

    /// Each item's length: steps 1 and 2.
    private static func itemLengths(_ items: [GridItem], for length: CGFloat?) -> [CGFloat] {
        let order = items.indices.filter { items[$0].isFixed } + items.indices.filter { !items[$0].isFixed }
        var lengths = Array(repeating: CGFloat.zero, count: items.count)
        var left = length.map { $0 - items.dropLast().reduce(0) { $0 + $1.spacingValue } }
        for (position, index) in order.enumerated() {
            let offer = left.map { $0.isFinite ? $0 / CGFloat(items.count - position) : $0 }
            lengths[index] = items[index].length(offered: offer)
            left = left.map { $0 - lengths[index] }
        }
        return lengths
    }

    /// The tracks one item makes: an adaptive item as many as fit (step 3), any other one.
    private static func expand(_ item: GridItem, length: CGFloat, finite: Bool) -> [Track] {
        guard case .adaptive(let minimum, let maximum) = item.size, finite else {
            return [Track(length: length, spacingAfter: item.spacingValue, alignment: item.alignment)]
        }
        let spacing = item.spacingValue
        let fitting = ((length + spacing) / (max(minimum, 0) + spacing)).rounded(.down)
        // At most 10 000 tracks, so a minimum and spacing of almost nothing cannot ask for millions.
        let count = fitting.isFinite ? max(1, Int(min(fitting, 10_000))) : 1
        let each = min((length - spacing * CGFloat(count - 1)) / CGFloat(count), maximum)
        return Array(repeating: Track(length: max(each, 0), spacingAfter: spacing, alignment: item.alignment), count: count)
    }
}
