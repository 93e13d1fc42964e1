import CLibDeflate
import Foundation

/// A DEFLATE encoder for filtered image rows that are mostly runs: every run of four or more equal
/// bytes becomes one literal and matches at distance 1, everything else stays literal, all in one
/// block of the fixed Huffman codes (RFC 1951, 3.2.6), wrapped as a zlib stream (RFC 1950).
///
/// Rendered frames filtered with PNG's `up` filter are mostly zeros (a row like the one above is all
/// zeros), which this encodes at about 160 bytes per 13 bits, in time proportional to the number of
/// runs rather than of bytes: equal bytes are found eight at a time. Anything a general compressor
/// would find beyond runs is left on the table; that is what `--compression small` is for.
enum RunLengthDeflate {
    /// A zlib stream of `input`.
    /// - Parameters:
    ///   - input: The bytes.
    ///   - output: Cleared and filled with the stream; its capacity is reused.
    /// - Complexity: O(*n*) in the input's size, with runs skipped eight bytes at a time.
    static func zlibCompress(_ input: UnsafeRawBufferPointer, into output: inout [UInt8]) {
        output.removeAll(keepingCapacity: true)
        output.reserveCapacity(input.count / 16 + 1024)
        output.append(0x78) // deflate, 32 KiB window
        output.append(0x01) // no dictionary, fastest; (0x78 << 8 | 0x01) is a multiple of 31
        var bits = BitWriter()
        bits.write(0b1, count: 1)  // final block
        bits.write(0b01, count: 2) // fixed Huffman codes
        encode(input, into: &bits, output: &output)
        bits.write(FixedCodes.literal[256].code, count: FixedCodes.literal[256].length) // end of block
        bits.flushAll(into: &output)
        let adler = libdeflate_adler32(1, input.baseAddress, input.count)
        output += [UInt8(truncatingIfNeeded: adler >> 24), UInt8(truncatingIfNeeded: adler >> 16),
                   UInt8(truncatingIfNeeded: adler >> 8), UInt8(truncatingIfNeeded: adler)]
    }

    private static func encode(_ input: UnsafeRawBufferPointer, into bits: inout BitWriter, output: inout [UInt8]) {
        let count = input.count
        var index = 0
        while index < count {
            let byte = input[index]
            let end = runEnd(in: input, from: index, byte: byte)
            var length = end - index
            index = end
            guard length >= 4 else {
                for _ in 0..<length { bits.literal(byte, into: &output) }
                continue
            }
            bits.literal(byte, into: &output)
            length -= 1
            while length >= 3 {
                // Never leave one or two bytes that a match cannot take.
                var match = min(length, 258)
                if length - match > 0, length - match < 3 { match = length - 3 }
                bits.match(length: match, into: &output)
                length -= match
            }
            for _ in 0..<length { bits.literal(byte, into: &output) }
        }
    }

    /// The index after the run of `byte` that starts at `start`.
    private static func runEnd(in input: UnsafeRawBufferPointer, from start: Int, byte: UInt8) -> Int {
        let count = input.count
        var index = start + 1
        let pattern = UInt64(byte) &* 0x0101_0101_0101_0101
        while index + 8 <= count, input.loadUnaligned(fromByteOffset: index, as: UInt64.self) == pattern {
            index += 8
        }
        while index < count, input[index] == byte { index += 1 }
        return index
    }
}

/// Bits in DEFLATE's order: least significant first, Huffman codes already reversed.
private struct BitWriter {
    private var buffer: UInt64 = 0
    private var used = 0

    mutating func write(_ value: UInt32, count: Int) {
        buffer |= UInt64(value) << UInt64(used)
        used += count
    }

    /// Moves whole bytes to `output` once 32 or more bits wait.
    @inline(__always)
    mutating func flush(into output: inout [UInt8]) {
        while used >= 32 {
            let word = UInt32(truncatingIfNeeded: buffer)
            output += [UInt8(truncatingIfNeeded: word), UInt8(truncatingIfNeeded: word >> 8),
                       UInt8(truncatingIfNeeded: word >> 16), UInt8(truncatingIfNeeded: word >> 24)]
            buffer >>= 32
            used -= 32
        }
    }

    mutating func flushAll(into output: inout [UInt8]) {
        while used > 0 {
            output.append(UInt8(truncatingIfNeeded: buffer))
            buffer >>= 8
            used = max(0, used - 8)
        }
        buffer = 0
    }

    @inline(__always)
    mutating func literal(_ byte: UInt8, into output: inout [UInt8]) {
        let code = FixedCodes.literal[Int(byte)]
        write(code.code, count: code.length)
        flush(into: &output)
    }

    /// A match of `length` (3...258) bytes at distance 1.
    @inline(__always)
    mutating func match(length: Int, into output: inout [UInt8]) {
        let (symbol, extraBits, extraValue) = FixedCodes.lengthSymbol[length]
        let code = FixedCodes.literal[Int(symbol)]
        write(code.code, count: code.length)
        if extraBits > 0 { write(UInt32(extraValue), count: Int(extraBits)) }
        write(0, count: 5) // distance code 0 (distance 1), five bits, no extra bits
        flush(into: &output)
    }
}

/// DEFLATE's fixed Huffman codes, bit-reversed for writing, and the length symbols.
private enum FixedCodes {
    /// Symbol 0...287 → its code (reversed) and length.
    static let literal: [(code: UInt32, length: Int)] = (0..<288).map { symbol in
        let (base, first, length): (UInt32, Int, Int) = switch symbol {
        case 0...143: (0b0011_0000, 0, 8)
        case 144...255: (0b1_1001_0000, 144, 9)
        case 256...279: (0, 256, 7)
        default: (0b1100_0000, 280, 8)
        }
        return (reversed(base + UInt32(symbol - first), length: length), length)
    }

    /// Match length 0...258 → its symbol, number of extra bits and their value (RFC 1951, 3.2.5).
    static let lengthSymbol: [(symbol: UInt16, extraBits: UInt8, extraValue: UInt16)] = {
        let bases: [(symbol: UInt16, base: Int, extra: UInt8)] = [
            (257, 3, 0), (258, 4, 0), (259, 5, 0), (260, 6, 0), (261, 7, 0), (262, 8, 0), (263, 9, 0), (264, 10, 0),
            (265, 11, 1), (266, 13, 1), (267, 15, 1), (268, 17, 1), (269, 19, 2), (270, 23, 2), (271, 27, 2), (272, 31, 2),
            (273, 35, 3), (274, 43, 3), (275, 51, 3), (276, 59, 3), (277, 67, 4), (278, 83, 4), (279, 99, 4), (280, 115, 4),
            (281, 131, 5), (282, 163, 5), (283, 195, 5), (284, 227, 5), (285, 258, 0),
        ]
        var table = Array(repeating: (symbol: UInt16(0), extraBits: UInt8(0), extraValue: UInt16(0)), count: 259)
        for length in 3...258 {
            let entry = length == 258 ? bases[bases.count - 1] : bases.last { $0.base <= length && $0.symbol != 285 } ?? bases[0]
            table[length] = (entry.symbol, entry.extra, UInt16(length - entry.base))
        }
        return table
    }()

    private static func reversed(_ code: UInt32, length: Int) -> UInt32 {
        var result: UInt32 = 0
        for bit in 0..<length where code & (1 << UInt32(bit)) != 0 {
            result |= 1 << UInt32(length - 1 - bit)
        }
        return result
    }
}
