/// Bits in DEFLATE's order, least significant first (RFC 1951, 3.1.1), gathered in a 64-bit word
/// and moved to a byte array 32 bits at a time. Huffman codes are written already bit-reversed.
///
/// A caller writes at most 32 bits between two calls of ``flush(into:)``.
struct DeflateBitWriter {
    private var buffer: UInt64 = 0
    private var used = 0

    /// Appends the low `count` bits of `value`, which has no bits above them.
    @inline(__always)
    mutating func write(_ value: UInt32, count: Int) {
        buffer |= UInt64(value) << UInt64(used)
        used += count
    }

    /// Moves whole 32-bit words to `output` once 32 or more bits wait.
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

    /// Moves every bit that waits to `output`, the last byte padded with zeros.
    mutating func flushAll(into output: inout [UInt8]) {
        while used > 0 {
            output.append(UInt8(truncatingIfNeeded: buffer))
            buffer >>= 8
            used = max(0, used - 8)
        }
        buffer = 0
    }
}
