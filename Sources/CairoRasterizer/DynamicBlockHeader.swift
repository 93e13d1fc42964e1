/// The header of a DEFLATE block with dynamic Huffman codes (RFC 1951, 3.2.7): the literal/length
/// and distance codes' lengths, run-length encoded (symbols 16, 17, 18) and written in a Huffman
/// code of their own.
struct DynamicBlockHeader {
    /// How many literal/length and distance code lengths the header gives (HLIT + 257, HDIST + 1).
    let literalLengthCount: Int
    let distanceCount: Int
    /// The code lengths as code-length symbols (0...18) with their extra bits.
    private let symbols: [DeflateAlphabet.Symbol]
    /// The code for `symbols`, at most 7 bits long.
    private let code: HuffmanCode
    /// How many code-length code lengths the header gives (HCLEN + 4).
    private let codeLengthCount: Int

    /// The header for these codes.
    /// - Parameters:
    ///   - literalLengths: The literal/length code's lengths, 286 of them.
    ///   - distances: The distance code's lengths, 30 of them.
    init(literalLengths: [UInt8], distances: [UInt8]) {
        literalLengthCount = max(257, (literalLengths.lastIndex { $0 != 0 } ?? 0) + 1)
        distanceCount = max(1, (distances.lastIndex { $0 != 0 } ?? 0) + 1)
        symbols = Self.runLengthSymbols(Array(literalLengths[0..<literalLengthCount]) + Array(distances[0..<distanceCount]))
        var counts = [Int](repeating: 0, count: 19)
        for symbol in symbols { counts[symbol.symbol] += 1 }
        let code = HuffmanCode(counts: counts, limit: 7)
        self.code = code
        codeLengthCount = max(4, (DeflateAlphabet.codeLengthOrder.lastIndex { code.lengths[$0] != 0 } ?? 0) + 1)
    }

    /// The header's size in bits, after the block's first three.
    var bitCount: Int {
        14 + 3 * codeLengthCount + symbols.reduce(0) { $0 + Int(code.lengths[$1.symbol]) + $1.extraBits }
    }

    /// Writes the header, after the block's first three bits.
    func write(to bits: inout DeflateBitWriter, output: inout [UInt8]) {
        bits.write(UInt32(literalLengthCount - 257), count: 5)
        bits.write(UInt32(distanceCount - 1), count: 5)
        bits.write(UInt32(codeLengthCount - 4), count: 4)
        bits.flush(into: &output)
        for symbol in DeflateAlphabet.codeLengthOrder.prefix(codeLengthCount) {
            bits.write(UInt32(code.lengths[symbol]), count: 3)
            bits.flush(into: &output)
        }
        for symbol in symbols {
            bits.write(code.codes[symbol.symbol], count: Int(code.lengths[symbol.symbol]))
            bits.write(symbol.extraValue, count: symbol.extraBits)
            bits.flush(into: &output)
        }
    }

    /// Code lengths as symbols: a length (0...15), 16 to repeat the previous one 3–6 times, 17 and
    /// 18 for 3–10 and 11–138 zeros.
    private static func runLengthSymbols(_ lengths: [UInt8]) -> [DeflateAlphabet.Symbol] {
        var symbols: [DeflateAlphabet.Symbol] = []
        var index = 0
        while index < lengths.count {
            let length = lengths[index]
            var run = 1
            while index + run < lengths.count, lengths[index + run] == length { run += 1 }
            index += run
            if length == 0 {
                while run >= 11 {
                    let repeats = min(run, 138)
                    symbols.append(.init(symbol: 18, extraBits: 7, extraValue: UInt32(repeats - 11)))
                    run -= repeats
                }
                if run >= 3 {
                    symbols.append(.init(symbol: 17, extraBits: 3, extraValue: UInt32(run - 3)))
                    run = 0
                }
            } else {
                symbols.append(.init(symbol: Int(length), extraBits: 0, extraValue: 0))
                run -= 1
                while run >= 3 {
                    let repeats = min(run, 6)
                    symbols.append(.init(symbol: 16, extraBits: 2, extraValue: UInt32(repeats - 3)))
                    run -= repeats
                }
            }
            symbols += repeatElement(.init(symbol: Int(length), extraBits: 0, extraValue: 0), count: run)
        }
        return symbols
    }
}
