/// The decimal digits of whole numbers, written straight into memory: ``ShortestDecimal``'s
/// significands and exponents, and the CSV's frame and view numbers (``CSVRowBytes``).
enum DecimalDigits {
    /// Writes the last `count` decimal digits of `value` (with leading zeros if it has fewer).
    /// Eight digits at a time, each eight as two independent fours: the divisions by constants
    /// then overlap instead of waiting for one another.
    @inline(__always)
    static func write(_ value: UInt64, count: Int, to buffer: UnsafeMutablePointer<UInt8>) {
        var value = value, end = count
        while end >= 8 {
            writeEight(UInt32(truncatingIfNeeded: value % 100_000_000), to: buffer + end - 8)
            value /= 100_000_000
            end -= 8
        }
        var rest = UInt32(truncatingIfNeeded: value)
        while end >= 2 {
            writePair(rest % 100, to: buffer + end - 2)
            rest /= 100
            end -= 2
        }
        if end == 1 { buffer[0] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10) }
    }

    /// Writes `value`, below 10⁸, as exactly eight digits.
    @inline(__always)
    private static func writeEight(_ value: UInt32, to buffer: UnsafeMutablePointer<UInt8>) {
        let high = value / 10_000, low = value % 10_000
        writePair(high / 100, to: buffer)
        writePair(high % 100, to: buffer + 2)
        writePair(low / 100, to: buffer + 4)
        writePair(low % 100, to: buffer + 6)
    }

    /// Writes `value`, below 100, as two digits.
    @inline(__always)
    private static func writePair(_ value: UInt32, to buffer: UnsafeMutablePointer<UInt8>) {
        let pairs = twoDigitText.utf8Start + Int(truncatingIfNeeded: value) &* 2
        buffer[0] = pairs[0]
        buffer[1] = pairs[1]
    }

    /// The number of decimal digits of `value`, at least 1.
    static func count(of value: UInt64) -> Int {
        // ⌊bits · log10 2⌋ digits at least, one more if the value reaches the next power of ten.
        let guess = ((64 - value.leadingZeroBitCount) &* 1_233) >> 12
        return max(guess + (value >= powersOfTen[guess] ? 1 : 0), 1)
    }

    /// 10⁰ to 10¹⁹.
    private static let powersOfTen: [UInt64] = [
        1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000,
        10_000_000_000, 100_000_000_000, 1_000_000_000_000, 10_000_000_000_000, 100_000_000_000_000,
        1_000_000_000_000_000, 10_000_000_000_000_000, 100_000_000_000_000_000,
        1_000_000_000_000_000_000, 10_000_000_000_000_000_000,
    ]

    /// "00", "01", … "99", back to back.
    private static let twoDigitText: StaticString = """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        40414243444546474849505152535455565758596061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """
}
