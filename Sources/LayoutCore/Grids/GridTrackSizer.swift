import Foundation

/// The lengths of a grid's tracks (its columns, or its rows) for a proposed length, shared out
/// as a stack shares its length among its views.
///
/// Unspecified or infinite, every track takes what its cells take when offered that; finite,
/// the spacing comes off first, and the tracks, from the least flexible to the most (the
/// difference between what they take offered infinity and offered zero; equally flexible ones
/// in order), are each offered an equal share of what is left and take what their cells take.
struct GridTrackSizer {
    /// The number of tracks.
    let count: Int
    /// The distance between neighbouring tracks.
    let spacing: CGFloat
    /// The length track *i* takes when offered a length (`nil` for unspecified): the longest of
    /// its sizing cells' answers, 0 when it has none.
    let measure: (Int, CGFloat?) -> CGFloat

    /// Each track's length for `proposed`.
    /// - Complexity: O(*t* log *t*) in the number of tracks, and three offers to each track.
    func lengths(for proposed: CGFloat?) -> [CGFloat] {
        guard let proposed, proposed.isFinite else { return (0..<count).map { measure($0, proposed) } }
        var lengths = Array(repeating: CGFloat.zero, count: count)
        var left = proposed - spacing * CGFloat(max(count - 1, 0))
        for (position, track) in orderByFlexibility().enumerated() {
            let share = max(left / CGFloat(count - position), 0)
            lengths[track] = measure(track, share)
            left -= lengths[track]
        }
        return lengths
    }

    /// The tracks from the least flexible to the most, equally flexible ones in order.
    private func orderByFlexibility() -> [Int] {
        let flexibility = (0..<count).map { measure($0, .infinity) - measure($0, 0) }
        return (0..<count).sorted { lhs, rhs in
            flexibility[lhs] != flexibility[rhs] ? flexibility[lhs] < flexibility[rhs] : lhs < rhs
        }
    }

    /// The total length of `lengths` with `spacing` between neighbours; zero for none.
    static func total<Lengths: Collection<CGFloat>>(of lengths: Lengths, spacing: CGFloat) -> CGFloat {
        lengths.reduce(0, +) + spacing * CGFloat(max(lengths.count - 1, 0))
    }
}
