/// DEFLATE's symbols for match lengths and distances, and its fixed Huffman code lengths
/// (RFC 1951, 3.2.5 and 3.2.6).
enum DeflateAlphabet {
    /// The literal/length alphabet's size: bytes 0...255, end of block 256, lengths 257...285.
    static let literalLengthCount = 286
    /// The distance alphabet's size: 0...29.
    static let distanceCount = 30
    /// The end-of-block symbol.
    static let endOfBlock = 256
    /// The longest distance a match may reach back.
    static let window = 32_768

    /// A symbol with the extra bits that follow its code.
    struct Symbol {
        let symbol: Int
        let extraBits: Int
        let extraValue: UInt32
    }

    /// Match length 3...258 → its length symbol (257...285) and extra bits; entries below 3 are unused.
    static let lengthSymbols: [Symbol] = {
        let bases: [(symbol: Int, base: Int, extra: Int)] = [
            (257, 3, 0), (258, 4, 0), (259, 5, 0), (260, 6, 0), (261, 7, 0), (262, 8, 0), (263, 9, 0), (264, 10, 0),
            (265, 11, 1), (266, 13, 1), (267, 15, 1), (268, 17, 1), (269, 19, 2), (270, 23, 2), (271, 27, 2), (272, 31, 2),
            (273, 35, 3), (274, 43, 3), (275, 51, 3), (276, 59, 3), (277, 67, 4), (278, 83, 4), (279, 99, 4), (280, 115, 4),
            (281, 131, 5), (282, 163, 5), (283, 195, 5), (284, 227, 5),
        ]
        var table = [Symbol](repeating: Symbol(symbol: 0, extraBits: 0, extraValue: 0), count: 259)
        for length in 3...257 {
            let entry = bases.last { $0.base <= length } ?? bases[0]
            table[length] = Symbol(symbol: entry.symbol, extraBits: entry.extra, extraValue: UInt32(length - entry.base))
        }
        table[258] = Symbol(symbol: 285, extraBits: 0, extraValue: 0)
        return table
    }()

    /// Distance − 1 (0...32,767) → its distance symbol.
    static let distanceSymbols: [UInt8] = {
        var table = [UInt8](repeating: 0, count: window)
        for symbol in 0..<distanceCount {
            let start = distanceBases[symbol] - 1
            let end = min(start + (1 << distanceExtraBits[symbol]), window)
            for distance in start..<end { table[distance] = UInt8(symbol) }
        }
        return table
    }()

    /// Each distance symbol's number of extra bits and its first distance.
    static let distanceExtraBits: [Int] = (0..<30).map { $0 < 4 ? 0 : $0 / 2 - 1 }
    static let distanceBases: [Int] = {
        var base = 1
        return distanceExtraBits.map { extra in
            defer { base += 1 << extra }
            return base
        }
    }()

    /// The fixed code's lengths for the literal/length alphabet (symbols 0...287).
    static let fixedLiteralLengths: [UInt8] = (0..<288).map { symbol in
        switch symbol {
        case 0...143: 8
        case 144...255: 9
        case 256...279: 7
        default: 8
        }
    }

    /// The order in which a dynamic block's header gives the code-length code's lengths.
    static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
}
