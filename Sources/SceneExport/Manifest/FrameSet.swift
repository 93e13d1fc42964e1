import AnimationCore
/// A set of frame numbers, kept as sorted, disjoint, non-adjacent ranges, and written as
/// `0-99,120-150` (or `7` for one frame, and the empty string for none).
public struct FrameSet: Hashable, Sendable, CustomStringConvertible {
    /// The ranges, sorted, with gaps between them.
    public private(set) var ranges: [ClosedRange<Int>] = []

    /// Creates an empty set.
    public init() {}

    /// Creates a set of the frames in some ranges.
    /// - Parameter ranges: Ranges in any order; they may overlap.
    /// - Complexity: O(*r* log *r*) in the number of ranges.
    public init(_ ranges: [ClosedRange<Int>]) {
        self.ranges = Self.merged(ranges)
    }

    /// Reads `0-99,120-150`.
    /// - Parameter text: Comma-separated frames (`N`) and inclusive ranges (`A-B`, A ≤ B), or empty.
    /// - Returns: The set, or `nil` when the text is not of that form.
    /// - Complexity: O(*r* log *r*) in the number of ranges written, in whatever order they are.
    public init?(parsing text: String) {
        guard !text.isEmpty else { return }
        var parsed: [ClosedRange<Int>] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let bounds = part.split(separator: "-", omittingEmptySubsequences: false)
            guard (1...2).contains(bounds.count), let first = Int(bounds[0]), let last = Int(bounds[bounds.count - 1]),
                  first >= 0, first <= last else { return nil }
            parsed.append(first...last)
        }
        ranges = Self.merged(parsed)
    }

    /// Ranges sorted, with overlapping and adjacent ones joined.
    private static func merged(_ ranges: [ClosedRange<Int>]) -> [ClosedRange<Int>] {
        var result: [ClosedRange<Int>] = []
        result.reserveCapacity(ranges.count)
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = result.last, !isApart(last, before: range) {
                result[result.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }

    /// How many frames the set holds; `Int.max` when that is more than an `Int` holds.
    public var count: Int {
        ranges.reduce(0) { total, range in
            // `0...Int.max` holds one more frame than an Int counts.
            let (span, spanOverflow) = range.upperBound.subtractingReportingOverflow(range.lowerBound)
            let (sum, sumOverflow) = total.addingReportingOverflow(span)
            return spanOverflow || sumOverflow || sum == .max ? .max : sum + 1
        }
    }

    /// Whether the set holds no frame.
    public var isEmpty: Bool { ranges.isEmpty }

    /// Whether the set holds `frame`.
    /// - Complexity: O(log *r*) in the number of ranges.
    public func contains(_ frame: Int) -> Bool {
        let index = ranges.partitioningIndex { $0.upperBound >= frame }
        return index < ranges.count && ranges[index].contains(frame)
    }

    /// Adds the frames of `range`.
    /// - Complexity: O(1) when `range` starts at or after the end of the last range (frames added
    ///   in order), O(*r*) otherwise.
    public mutating func insert(_ range: ClosedRange<Int>) {
        // Comparisons are written so that no bound is stepped past Int.max (`0-9223372036854775807`).
        if let last = ranges.last, range.lowerBound > last.upperBound {
            if range.lowerBound - 1 == last.upperBound {
                ranges[ranges.count - 1] = last.lowerBound...range.upperBound
            } else {
                ranges.append(range)
            }
            return
        }
        var merged = range
        var kept: [ClosedRange<Int>] = []
        for existing in ranges {
            if Self.isApart(existing, before: merged) || Self.isApart(merged, before: existing) {
                kept.append(existing)
            } else {
                merged = min(existing.lowerBound, merged.lowerBound)...max(existing.upperBound, merged.upperBound)
            }
        }
        kept.append(merged)
        ranges = kept.sorted { $0.lowerBound < $1.lowerBound }
    }

    /// Whether `first` ends before `second` starts, with at least one frame between them.
    private static func isApart(_ first: ClosedRange<Int>, before second: ClosedRange<Int>) -> Bool {
        second.lowerBound > .min && first.upperBound < second.lowerBound - 1
    }

    /// Adds one frame.
    public mutating func insert(_ frame: Int) { insert(frame...frame) }

    /// The frames of both sets.
    /// - Complexity: O((*r* + *s*) log(*r* + *s*)) in the numbers of ranges.
    public func union(_ other: FrameSet) -> FrameSet {
        FrameSet(ranges + other.ranges)
    }

    /// The frames of this set that `other` does not hold.
    /// - Parameter other: The frames to take away.
    /// - Returns: The set without them; empty when `other` holds every frame of this one.
    /// - Complexity: O(*r* + *s*) in the numbers of ranges, however many frames they hold.
    public func subtracting(_ other: FrameSet) -> FrameSet {
        var result = FrameSet()
        var taken = other.ranges[...]
        for range in ranges {
            var start = range.lowerBound
            var exhausted = false
            while let cut = taken.first, cut.lowerBound <= range.upperBound {
                if cut.upperBound < start {
                    taken = taken.dropFirst()
                    continue
                }
                if cut.lowerBound > start { result.ranges.append(start...(cut.lowerBound - 1)) }
                guard cut.upperBound < range.upperBound else {
                    exhausted = true
                    break
                }
                start = cut.upperBound + 1
                taken = taken.dropFirst()
            }
            if !exhausted { result.ranges.append(start...range.upperBound) }
        }
        return result
    }

    /// Whether every frame of this set is in `other`.
    /// - Complexity: O(*r* + *s*) in the numbers of ranges.
    public func isSubset(of other: FrameSet) -> Bool {
        subtracting(other).isEmpty
    }

    /// Every frame, in ascending order.
    public var frames: [Int] { ranges.flatMap { Array($0) } }

    /// `0-99,120-150`; `7` for a range of one frame; empty for no frame.
    public var description: String {
        ranges.map { $0.lowerBound == $0.upperBound ? "\($0.lowerBound)" : "\($0.lowerBound)-\($0.upperBound)" }.joined(separator: ",")
    }
}
