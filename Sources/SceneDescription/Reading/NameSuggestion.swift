/// Finds the valid name closest to a misspelt one, for "did you mean" hints.
package enum NameSuggestion {
    /// The name in `candidates` nearest to `name` by edit distance, if it is close enough to be a typo.
    package static func nearest(to name: String, in candidates: [String]) -> String? {
        let lowered = name.lowercased()
        let scored = candidates.map { ($0, distance(lowered, $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        return best.1 <= max(2, name.count / 3) ? best.0 : nil
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
