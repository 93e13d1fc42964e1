import CLibDeflate
import Foundation

/// A DEFLATE encoder for filtered image rows that are mostly runs, wrapped as a zlib stream
/// (RFC 1950): every run of four or more equal bytes becomes one literal and matches at distance 1,
/// a row equal to the row above (and not one run) becomes matches at the row's length, four or more
/// bytes that occurred before (found by one look-up of their hash) a match with that place,
/// everything else stays literal; all in one block whose Huffman codes are built from the frame's own counts
/// of those symbols (RFC 1951, 3.2.7), or in the fixed codes or stored, whichever is smallest.
///
/// Rendered frames filtered with PNG's `up` filter are mostly zeros (a row like the one above is all
/// zeros). Equal bytes are found eight at a time, so the time goes with the number of runs rather
/// than of bytes; the frame's own codes then spend a bit or two on a 258-byte run of zeros and a few
/// bits on the common small differences at shapes' edges. Matches a general compressor would search
/// for are left on the table; that is what `--compression small` is for.
///
/// An encoder keeps its buffers for the next frame: give each worker its own.
struct RunLengthDeflate {
    /// The frame's symbols: a literal byte (below 256), or a match: ``Token/match`` set, its length
    /// in the low 9 bits and its distance − 1 in the 15 above them.
    private var tokens: [UInt32] = []
    /// How often each literal/length symbol and each distance symbol occurs in ``tokens``.
    private var literalLengthCounts = [Int](repeating: 0, count: DeflateAlphabet.literalLengthCount)
    private var distanceCounts = [Int](repeating: 0, count: DeflateAlphabet.distanceCount)
    /// For each hash of four bytes, the last position where they started in this frame (+ 1; 0
    /// for none): where a match for bytes that are not a run is looked for. Cleared for every
    /// frame, so a frame's bytes never depend on the frames encoded before it.
    private var recentPositions = [Int32](repeating: 0, count: 1 << RunLengthDeflate.hashBits)
    private static let hashBits = 14
    /// The shortest match worth its length and distance codes, measured on the gradients example:
    /// 4 and 6 make its frames larger (46.4 and 41.0 KB against 40.1 KB), and no other scene smaller.
    private static let shortestMatch = 8
    /// The tokens of a row's bytes after its filter type when they are all zeros, for rows of
    /// ``zeroRowLength`` bytes: a literal zero and matches at distance 1.
    private var zeroRowTokens: [UInt32] = []
    private var zeroRowLength = 0

    private enum Token {
        static let match: UInt32 = 1 << 31
        static let lengthMask: UInt32 = 0x1FF
        static let distanceShift: UInt32 = 9
    }

    /// Writes a zlib stream of `input` into `output`.
    /// - Parameters:
    ///   - input: The filtered rows, each `rowLength` bytes long (its filter type, then its bytes).
    ///   - rowLength: The length of a row; rows longer than DEFLATE's 32 KiB window are not
    ///     matched against the row above.
    ///   - zeroRows: For each row, whether its bytes after the filter type are known to be all
    ///     zeros: such rows are neither scanned nor summed byte by byte. Rows past its end are scanned.
    ///   - output: Cleared and filled with the stream; its capacity is reused.
    /// - Complexity: O(*n*) in the input's size, with runs skipped 32 bytes at a time.
    mutating func zlibCompress(_ input: UnsafeRawBufferPointer, rowLength: Int, zeroRows: [Bool] = [], into output: inout [UInt8]) {
        output.removeAll(keepingCapacity: true)
        output.reserveCapacity(input.count / 64 + 1024)
        output.append(0x78) // deflate, 32 KiB window
        output.append(0x01) // no dictionary, fastest; (0x78 << 8 | 0x01) is a multiple of 31
        tokenize(input, rowLength: rowLength, zeroRows: zeroRows)
        writeSmallestBlock(of: input, into: &output)
        let adler = Self.adler32(input, rowLength: rowLength, zeroRows: zeroRows)
        output += [UInt8(truncatingIfNeeded: adler >> 24), UInt8(truncatingIfNeeded: adler >> 16),
                   UInt8(truncatingIfNeeded: adler >> 8), UInt8(truncatingIfNeeded: adler)]
    }

    // MARK: - Finding runs

    /// Turns `input` into ``tokens`` and counts their symbols, row by row.
    private mutating func tokenize(_ input: UnsafeRawBufferPointer, rowLength: Int, zeroRows: [Bool]) {
        tokens.removeAll(keepingCapacity: true)
        for index in literalLengthCounts.indices { literalLengthCounts[index] = 0 }
        for index in distanceCounts.indices { distanceCounts[index] = 0 }
        let rowLength = max(rowLength, 1)
        let matchesRows = rowLength >= 4 && rowLength <= DeflateAlphabet.window
        for index in recentPositions.indices { recentPositions[index] = 0 }
        var start = 0, row = 0
        while start < input.count {
            let end = min(start + rowLength, input.count)
            defer { start = end; row += 1 }
            if row < zeroRows.count, zeroRows[row], end - start == rowLength {
                appendLiteral(input[start])
                appendZeroRow(length: rowLength - 1)
            } else if matchesRows, start >= rowLength, end - start == rowLength, Self.runEnd(in: input, from: start + 1, to: end) < end,
               Self.rowRepeats(in: input, at: start, length: rowLength) {
                appendMatches(length: rowLength, distance: rowLength)
            } else {
                appendRuns(in: input, from: start, to: end)
            }
        }
        literalLengthCounts[DeflateAlphabet.endOfBlock] += 1
    }

    /// Tokens for `input[start..<end]`: runs of four or more as a literal and matches at distance 1.
    private mutating func appendRuns(in input: UnsafeRawBufferPointer, from start: Int, to end: Int) {
        var index = start
        while index < end {
            let runEnd = Self.runEnd(in: input, from: index, to: end)
            if runEnd - index >= 4 {
                appendRuns(of: input[index], length: runEnd - index)
                index = runEnd
            } else if let length = appendEarlierMatch(in: input, at: index, end: end) {
                index += length
            } else {
                appendLiteral(input[index])
                index += 1
            }
        }
    }

    /// A match for the bytes at `index` with the last place their first four bytes occurred, when
    /// that is within the window: its length, or `nil` (the place is remembered either way).
    /// Greedy, one candidate, no positions inside matches remembered: a cheap search for what
    /// repeats beyond runs, such as the same letters along a line of text.
    @inline(__always)
    private mutating func appendEarlierMatch(in input: UnsafeRawBufferPointer, at index: Int, end: Int) -> Int? {
        guard index + 4 <= end else { return nil }
        let head = input.loadUnaligned(fromByteOffset: index, as: UInt32.self)
        let slot = Int((head &* 0x9E37_79B1) >> UInt32(32 - Self.hashBits))
        let candidate = Int(recentPositions[slot]) - 1
        recentPositions[slot] = Int32(truncatingIfNeeded: index + 1)
        guard candidate >= 0, candidate < index, index - candidate <= DeflateAlphabet.window,
              input.loadUnaligned(fromByteOffset: candidate, as: UInt32.self) == head else { return nil }
        var length = 4
        let longest = min(258, end - index)
        while length < longest, input[candidate + length] == input[index + length] { length += 1 }
        guard length >= Self.shortestMatch else { return nil }
        appendMatches(length: length, distance: index - candidate)
        return length
    }

    /// Tokens for `length` bytes `byte`: a literal and matches at distance 1 when there are four
    /// or more, literals otherwise.
    @inline(__always)
    private mutating func appendRuns(of byte: UInt8, length: Int) {
        guard length >= 4 else {
            for _ in 0..<length { appendLiteral(byte) }
            return
        }
        appendLiteral(byte)
        let left = appendMatches(length: length - 1, distance: 1)
        for _ in 0..<left { appendLiteral(byte) }
    }

    /// The tokens of `length` zeros, counted, made once for each length of row.
    private mutating func appendZeroRow(length: Int) {
        if zeroRowLength != length || zeroRowTokens.isEmpty {
            let start = tokens.count
            appendRuns(of: 0, length: length)
            zeroRowTokens = Array(tokens[start...])
            zeroRowLength = length
            return
        }
        tokens += zeroRowTokens
        for token in zeroRowTokens { count(token) }
    }

    /// Counts a token's symbols.
    @inline(__always)
    private mutating func count(_ token: UInt32) {
        guard token & Token.match != 0 else {
            literalLengthCounts[Int(token)] += 1
            return
        }
        literalLengthCounts[DeflateAlphabet.lengthSymbols[Int(token & Token.lengthMask)].symbol] += 1
        distanceCounts[Int(DeflateAlphabet.distanceSymbols[Int(token >> Token.distanceShift & 0x7FFF)])] += 1
    }

    @inline(__always)
    private mutating func appendLiteral(_ byte: UInt8) {
        tokens.append(UInt32(byte))
        literalLengthCounts[Int(byte)] += 1
    }

    /// Matches covering `length` bytes, never leaving one or two bytes that a match cannot take;
    /// returns how many bytes are left (only when `length` is below 3).
    @discardableResult
    private mutating func appendMatches(length: Int, distance: Int) -> Int {
        var length = length
        let flags = Token.match | UInt32(distance - 1) << Token.distanceShift
        let distance = Int(DeflateAlphabet.distanceSymbols[distance - 1])
        while length >= 3 {
            var match = min(length, 258)
            if length - match > 0, length - match < 3 { match = length - 3 }
            tokens.append(flags | UInt32(match))
            literalLengthCounts[DeflateAlphabet.lengthSymbols[match].symbol] += 1
            distanceCounts[distance] += 1
            length -= match
        }
        return length
    }

    /// The index after the run of `input[start]` that starts at `start`, at most `end`.
    private static func runEnd(in input: UnsafeRawBufferPointer, from start: Int, to end: Int) -> Int {
        guard start < end else { return end }
        let byte = input[start]
        var index = start + 1
        let pattern = UInt64(byte) &* 0x0101_0101_0101_0101
        // 32 bytes a step while they all match (most of a frame), then 8, then 1.
        while index + 32 <= end {
            let differences = (input.loadUnaligned(fromByteOffset: index, as: UInt64.self) ^ pattern)
                | (input.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self) ^ pattern)
                | (input.loadUnaligned(fromByteOffset: index + 16, as: UInt64.self) ^ pattern)
                | (input.loadUnaligned(fromByteOffset: index + 24, as: UInt64.self) ^ pattern)
            guard differences == 0 else { break }
            index += 32
        }
        while index + 8 <= end, input.loadUnaligned(fromByteOffset: index, as: UInt64.self) == pattern {
            index += 8
        }
        while index < end, input[index] == byte { index += 1 }
        return index
    }

    /// Whether the `length` bytes at `start` equal the `length` bytes before them.
    private static func rowRepeats(in input: UnsafeRawBufferPointer, at start: Int, length: Int) -> Bool {
        guard let base = input.baseAddress, start >= length, start + length <= input.count else { return false }
        return memcmp(base + start, base + start - length, length) == 0
    }

    /// The Adler-32 of `input` (RFC 1950): libdeflate's vectorised sum over rows with bytes, and
    /// for rows of zeros after their filter type the sum's closed form (`a` is unchanged by a zero,
    /// `b` grows by `a` for each).
    private static func adler32(_ input: UnsafeRawBufferPointer, rowLength: Int, zeroRows: [Bool]) -> UInt32 {
        guard let base = input.baseAddress else { return 1 }
        let modulus: UInt64 = 65_521
        var adler: UInt32 = 1
        var start = 0, row = 0
        while start < input.count {
            let end = min(start + max(rowLength, 1), input.count)
            if row < zeroRows.count, zeroRows[row], end - start == rowLength {
                let a = (UInt64(adler & 0xFFFF) + UInt64(input[start])) % modulus
                let b = (UInt64(adler >> 16) + a + UInt64(rowLength - 1) % modulus * a) % modulus
                adler = UInt32(b << 16 | a)
            } else {
                adler = libdeflate_adler32(adler, base + start, end - start)
            }
            start = end
            row += 1
        }
        return adler
    }

    // MARK: - Writing the block

    /// Writes the tokens as one final block in the frame's own codes, in the fixed codes, or
    /// `input` stored, whichever is smallest.
    private func writeSmallestBlock(of input: UnsafeRawBufferPointer, into output: inout [UInt8]) {
        let literals = HuffmanCode(counts: literalLengthCounts, limit: 15)
        let distances = HuffmanCode(counts: distanceCounts, limit: 15)
        let header = DynamicBlockHeader(literalLengths: literals.lengths, distances: distances.lengths)
        let fixedLiterals = HuffmanCode(lengths: DeflateAlphabet.fixedLiteralLengths)
        let fixedDistances = HuffmanCode(lengths: [UInt8](repeating: 5, count: DeflateAlphabet.distanceCount))
        let extra = extraBitCount()
        let dynamicBits = 3 + header.bitCount + literals.cost(of: literalLengthCounts) + distances.cost(of: distanceCounts) + extra
        let fixedBits = 3 + fixedLiterals.cost(of: literalLengthCounts) + fixedDistances.cost(of: distanceCounts) + extra
        let storedBits = 8 * (input.count + 5 * max(1, (input.count + 65_534) / 65_535))
        if storedBits < min(dynamicBits, fixedBits) {
            Self.writeStoredBlocks(input, into: &output)
            return
        }
        var bits = DeflateBitWriter()
        bits.write(1, count: 1) // final block
        if dynamicBits < fixedBits {
            bits.write(2, count: 2) // dynamic Huffman codes
            header.write(to: &bits, output: &output)
            writeTokens(literals: literals, distances: distances, bits: &bits, output: &output)
        } else {
            bits.write(1, count: 2) // fixed Huffman codes
            writeTokens(literals: fixedLiterals, distances: fixedDistances, bits: &bits, output: &output)
        }
        bits.flushAll(into: &output)
    }

    /// The extra bits the matches' lengths and distances carry, whatever the codes.
    private func extraBitCount() -> Int {
        var bits = 0
        for (symbol, count) in distanceCounts.enumerated() { bits += count * DeflateAlphabet.distanceExtraBits[symbol] }
        for length in 3...258 where DeflateAlphabet.lengthSymbols[length].extraValue == 0 {
            let symbol = DeflateAlphabet.lengthSymbols[length]
            bits += literalLengthCounts[symbol.symbol] * symbol.extraBits
        }
        return bits
    }

    /// The tokens and the end of block in these codes.
    private func writeTokens(literals: HuffmanCode, distances: HuffmanCode, bits: inout DeflateBitWriter,
                             output: inout [UInt8]) {
        let literalCodes = literals.codes, literalLengths = literals.lengths
        for token in tokens {
            if token & Token.match == 0 {
                bits.write(literalCodes[Int(token)], count: Int(literalLengths[Int(token)]))
                bits.flush(into: &output)
                continue
            }
            let length = DeflateAlphabet.lengthSymbols[Int(token & Token.lengthMask)]
            bits.write(literalCodes[length.symbol], count: Int(literalLengths[length.symbol]))
            bits.write(length.extraValue, count: length.extraBits)
            bits.flush(into: &output)
            let distance = Int(token >> Token.distanceShift & 0x7FFF)
            let symbol = Int(DeflateAlphabet.distanceSymbols[distance])
            bits.write(distances.codes[symbol], count: Int(distances.lengths[symbol]))
            bits.write(UInt32(distance + 1 - DeflateAlphabet.distanceBases[symbol]), count: DeflateAlphabet.distanceExtraBits[symbol])
            bits.flush(into: &output)
        }
        bits.write(literalCodes[DeflateAlphabet.endOfBlock], count: Int(literalLengths[DeflateAlphabet.endOfBlock]))
        bits.flush(into: &output)
    }

    /// `input` as stored blocks of at most 65,535 bytes, the last one final.
    private static func writeStoredBlocks(_ input: UnsafeRawBufferPointer, into output: inout [UInt8]) {
        var start = 0
        repeat {
            let count = min(input.count - start, 65_535)
            let isFinal = start + count == input.count
            output.append(isFinal ? 1 : 0) // final bit, type 00, padded to the byte's end
            output += [UInt8(truncatingIfNeeded: count), UInt8(truncatingIfNeeded: count >> 8),
                       UInt8(truncatingIfNeeded: ~count), UInt8(truncatingIfNeeded: ~count >> 8)]
            output += input[start..<(start + count)]
            start += count
        } while start < input.count
    }
}
