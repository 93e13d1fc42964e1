/// Finds the valid name closest to a misspelt one, for "did you mean" hints.
package enum NameSuggestion {
    /// The name in `candidates` nearest to `name` by edit distance, if it is close enough to be a typo.
    package static func nearest(to name: String, in candidates: [String]) -> String? {
        let count = name.count
        let allowed = max(2, count / 3)
        // The distance is at least the difference in length: skip candidates too far off without
        // comparing them (a 10 MB value is compared with nothing).
        let close = candidates.filter { abs($0.count - count) <= allowed }
        guard !close.isEmpty else { return nil }
        let lowered = name.lowercased()
        let scored = close.map { ($0, distance(lowered, $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        return best.1 <= allowed ? best.0 : nil
    }

    /// ` (did you mean "NAME"?)` for the name in `candidates` nearest to `name`, or nothing when
    /// none is close enough: the hint errors about an unknown name end with.
    package static func hint(for name: String, in candidates: [String]) -> String {
        nearest(to: name, in: candidates).map { " (did you mean \"\($0)\"?)" } ?? ""
    }

    /// The Levenshtein distance between two strings.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
