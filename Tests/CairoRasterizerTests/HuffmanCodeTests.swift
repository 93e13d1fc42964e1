@testable import CairoRasterizer
import Testing

/// The Huffman codes ``RunLengthDeflate`` writes its blocks in: complete, no longer than DEFLATE
/// allows, and shorter for the symbols that occur more often.
@Suite("HuffmanCode")
struct HuffmanCodeTests {
    /// Symbol counts that would need long codes without a limit: Fibonacci numbers (a Huffman tree
    /// over them is a path, one level per symbol), one symbol that dominates, two, one and none.
    static let cases: [(name: String, counts: [Int], limit: Int)] = [
        ("Fibonacci counts over 30 symbols, limit 15", fibonacci(30), 15),
        ("Fibonacci counts over 19 symbols, limit 7", fibonacci(19), 7),
        ("one symbol 6 million times, 285 once", [6_000_000] + [Int](repeating: 1, count: 285), 15),
        ("every symbol once", [Int](repeating: 1, count: 286), 15),
        ("two symbols", [0, 5, 0, 9], 15),
        ("one symbol", [0, 0, 7, 0], 15),
        ("no symbol", [0, 0, 0], 15),
    ]

    static func fibonacci(_ count: Int) -> [Int] {
        var values = [1, 1]
        while values.count < count { values.append(values[values.count - 1] + values[values.count - 2]) }
        return Array(values.prefix(count))
    }

    @Test("codes are complete, within the limit, and shorter for commoner symbols", arguments: cases.map(\.name))
    func buildsLimitedCodes(name: String) throws {
        let example = try #require(Self.cases.first { $0.name == name })
        let code = HuffmanCode(counts: example.counts, limit: example.limit)
        let lengths = code.lengths.map(Int.init)
        let used = lengths.filter { $0 > 0 }
        #expect(used.count >= 2, "a complete code needs two symbols, got \(used.count)")
        #expect(used.allSatisfy { $0 <= example.limit }, "longest code \(used.max() ?? 0) bits, limit \(example.limit)")
        let kraft = used.reduce(0) { $0 + (1 << (example.limit - $1)) }
        #expect(kraft == 1 << example.limit, "Kraft sum \(kraft) / \(1 << example.limit), not complete")
        for (symbol, count) in example.counts.enumerated() where count > 0 {
            #expect(lengths[symbol] > 0, "symbol \(symbol) occurs \(count) times but has no code")
            for (other, otherCount) in example.counts.enumerated() where otherCount > count {
                #expect(lengths[other] <= lengths[symbol],
                        "symbol \(other) (\(otherCount) times) has a longer code than \(symbol) (\(count) times)")
            }
        }
    }

    @Test("canonical codes are prefix-free: no code begins another")
    func prefixFree() {
        let code = HuffmanCode(counts: Self.fibonacci(30), limit: 15)
        let words = code.lengths.indices.filter { code.lengths[$0] > 0 }.map { symbol in
            // Back to most-significant-first order, as a string of bits.
            let length = Int(code.lengths[symbol])
            return String((0..<length).map { code.codes[symbol] >> UInt32($0) & 1 == 1 ? "1" : "0" })
        }
        for (index, word) in words.enumerated() {
            for other in words[(index + 1)...] {
                #expect(!word.hasPrefix(other) && !other.hasPrefix(word), "\(word) and \(other)")
            }
        }
    }
}
