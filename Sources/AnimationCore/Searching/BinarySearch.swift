import Foundation

// The package's one binary search, over the elements of a sorted collection and over a span of
// numbers: every module that searches calls these instead of writing the loop again.

extension RandomAccessCollection {
    /// The index of the first element for which `belongsInSecondPartition` is true, in a collection
    /// already partitioned by it: every element for which it is false comes before every element
    /// for which it is true. swift-algorithms' `partitioningIndex(where:)`, found by binary search.
    ///
    /// In an array sorted by time, `times.partitioningIndex { $0 > now }` is the number of times
    /// at or before `now`. The result is `startIndex` when the predicate holds for every element,
    /// and `endIndex` when it holds for none, as it is for an empty collection.
    /// - Parameter belongsInSecondPartition: Whether an element is in the second partition; false
    ///   for a prefix of the collection and true for the rest.
    /// - Returns: The first index of the second partition, from `startIndex` to `endIndex`.
    /// - Complexity: O(log *n*) calls to the predicate in the collection's length *n*.
    @inlinable
    package func partitioningIndex(where belongsInSecondPartition: (Element) throws -> Bool) rethrows -> Index {
        var low = startIndex
        var remaining = count
        while remaining > 0 {
            let half = remaining / 2
            let middle = index(low, offsetBy: half)
            if try belongsInSecondPartition(self[middle]) {
                remaining = half
            } else {
                low = index(after: middle)
                remaining -= half + 1
            }
        }
        return low
    }
}

/// Narrows the span `low...high` around the number where `isAfter` turns from false to true, by
/// halving it: the binary search of ``RandomAccessCollection/partitioningIndex(where:)`` over
/// numbers instead of elements.
///
/// Each step asks `isAfter` at the midpoint `(low + high) / 2`, which becomes the new `high`
/// when it answers true and the new `low` otherwise. The search stops once `high − low` is
/// `tolerance` or less, or after `maximumSteps` steps; a span already that narrow (or with a NaN
/// bound) is returned as it is, without a question.
/// - Parameters:
///   - low: Where the search starts from below; `isAfter` is taken to be false there.
///   - high: Where it starts from above; `isAfter` is taken to be true there.
///   - tolerance: The widest span returned, unless the steps run out first.
///   - maximumSteps: The most midpoints asked about; no limit if not given.
///   - isAfter: Whether a number is at or past the one searched for.
/// - Returns: The final span: `isAfter` false at `low` and true at `high`, when it was at the start.
/// - Complexity: O(log₂((`high` − `low`) / `tolerance`)) calls to `isAfter`, at most `maximumSteps`.
package func bisect(
    from low: Double, to high: Double, tolerance: Double, maximumSteps: Int = .max, isAfter: (Double) -> Bool
) -> (low: Double, high: Double) {
    var (low, high) = (low, high)
    var steps = 0
    while steps < maximumSteps, high - low > tolerance {
        let middle = (low + high) / 2
        if isAfter(middle) { high = middle } else { low = middle }
        steps += 1
    }
    return (low, high)
}
