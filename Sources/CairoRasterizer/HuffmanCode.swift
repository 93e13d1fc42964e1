/// A canonical Huffman code for one of DEFLATE's alphabets (RFC 1951, 3.2.2): each symbol's code
/// length, and its code bit-reversed for DEFLATE's least-significant-bit-first order.
///
/// Built from how often each symbol occurs, with no code longer than a limit (15 bits for literals,
/// lengths and distances, 7 for the code lengths themselves). The code is always complete (its
/// Kraft sum is exactly 1), which every inflater accepts: when fewer than two symbols occur, a
/// second one that never occurs is given a code too.
struct HuffmanCode {
    /// Each symbol's code length in bits; 0 for a symbol without a code.
    let lengths: [UInt8]
    /// Each symbol's code, bit-reversed; 0 for a symbol without a code.
    let codes: [UInt32]

    /// The canonical code with these code lengths.
    /// - Parameter lengths: Each symbol's code length, 0...15.
    init(lengths: [UInt8]) {
        self.lengths = lengths
        self.codes = Self.canonicalCodes(for: lengths)
    }

    /// The optimal code for `counts` among those whose codes are at most `limit` bits long (near
    /// optimal when the limit binds).
    /// - Parameters:
    ///   - counts: How often each symbol occurs.
    ///   - limit: The longest code allowed, in bits; at least enough for the symbols
    ///     (2^`limit` ≥ number of symbols).
    /// - Complexity: O(*n* log *n*) in the alphabet's size.
    init(counts: [Int], limit: Int) {
        self.init(lengths: Self.codeLengths(for: counts, limit: limit))
    }

    /// The number of bits that `counts` occurrences of the symbols take in this code.
    func cost(of counts: [Int]) -> Int {
        var bits = 0
        for (symbol, count) in counts.enumerated() where count > 0 {
            bits += count * Int(lengths[symbol])
        }
        return bits
    }

    // MARK: - Building

    /// Code lengths: a Huffman tree's leaf depths, limited to `limit` and handed out again from the
    /// shortest to the most frequent symbols.
    static func codeLengths(for counts: [Int], limit: Int) -> [UInt8] {
        let symbols = symbolsByCount(counts)
        var lengths = [UInt8](repeating: 0, count: counts.count)
        let depths = leafDepths(weights: symbols.map { max(counts[$0], 1) })
        let perLength = limitedLengthCounts(depths: depths, limit: limit)
        // Least frequent first: they take the longest codes.
        var next = 0
        for length in stride(from: limit, through: 1, by: -1) {
            for _ in 0..<perLength[length] {
                lengths[symbols[next]] = UInt8(length)
                next += 1
            }
        }
        return lengths
    }

    /// The symbols that occur, least frequent first (ties by symbol, for repeatable codes), padded
    /// to two with symbols that do not occur.
    private static func symbolsByCount(_ counts: [Int]) -> [Int] {
        var symbols = counts.indices.filter { counts[$0] > 0 }
        for filler in counts.indices where symbols.count < 2 && !symbols.contains(filler) {
            symbols.append(filler)
        }
        return symbols.sorted { (counts[$0], $0) < (counts[$1], $1) }
    }

    /// The depth of each leaf of a Huffman tree over `weights` (sorted ascending), by the two-queue
    /// method: leaves and merged nodes each come out in ascending order.
    private static func leafDepths(weights: [Int]) -> [Int] {
        let leaves = weights.count
        guard leaves > 1 else { return [Int](repeating: 1, count: leaves) }
        var parent = [Int](repeating: 0, count: 2 * leaves - 1)
        var merged: [Int] = []
        merged.reserveCapacity(leaves - 1)
        var nextLeaf = 0, nextMerged = 0
        func takeSmallest() -> (node: Int, weight: Int) {
            if nextLeaf < leaves, nextMerged >= merged.count || weights[nextLeaf] <= merged[nextMerged] {
                defer { nextLeaf += 1 }
                return (nextLeaf, weights[nextLeaf])
            }
            defer { nextMerged += 1 }
            return (leaves + nextMerged, merged[nextMerged])
        }
        for node in leaves..<(2 * leaves - 1) {
            let first = takeSmallest(), second = takeSmallest()
            parent[first.node] = node
            parent[second.node] = node
            merged.append(first.weight + second.weight)
        }
        // Parents come after their children, so depths fill in from the root down.
        var depth = [Int](repeating: 0, count: 2 * leaves - 1)
        for node in stride(from: 2 * leaves - 3, through: 0, by: -1) {
            depth[node] = depth[parent[node]] + 1
        }
        return Array(depth[0..<leaves])
    }

    /// How many codes have each length once depths over `limit` are cut to it and the code made
    /// complete again: each step removes a code of the longest length and splits a shorter code in
    /// two one bit longer, lowering the Kraft sum by one unit until it is exactly 2^`limit`.
    private static func limitedLengthCounts(depths: [Int], limit: Int) -> [Int] {
        var perLength = [Int](repeating: 0, count: limit + 1)
        for depth in depths { perLength[min(depth, limit)] += 1 }
        var kraft = 0
        for length in 1...limit { kraft += perLength[length] << (limit - length) }
        while kraft > 1 << limit {
            perLength[limit] -= 1
            if let shorter = (1..<limit).reversed().first(where: { perLength[$0] > 0 }) {
                perLength[shorter] -= 1
                perLength[shorter + 1] += 2
            }
            kraft -= 1
        }
        return perLength
    }

    /// RFC 1951's canonical codes for `lengths`, bit-reversed.
    private static func canonicalCodes(for lengths: [UInt8]) -> [UInt32] {
        var perLength = [UInt32](repeating: 0, count: 16)
        for length in lengths where length > 0 { perLength[Int(length)] += 1 }
        var next = [UInt32](repeating: 0, count: 16)
        var code: UInt32 = 0
        for length in 1..<16 {
            code = (code + perLength[length - 1]) << 1
            next[length] = code
        }
        return lengths.map { length in
            guard length > 0 else { return 0 }
            defer { next[Int(length)] += 1 }
            return reversed(next[Int(length)], length: Int(length))
        }
    }

    private static func reversed(_ code: UInt32, length: Int) -> UInt32 {
        var result: UInt32 = 0
        for bit in 0..<length where code & (1 << UInt32(bit)) != 0 {
            result |= 1 << UInt32(length - 1 - bit)
        }
        return result
    }
}
