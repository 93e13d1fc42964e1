/// The shortest decimal that reads back as a given `Double`, written as Swift's `description`
/// writes it.
///
/// Trajectory CSVs are mostly numbers: formatting them took about a fifth of a large CSV's CPU in
/// the standard library (`Double.write(to:)`). This finds the same digits with Raffaello
/// Giulietti's Schubfach algorithm ("The Schubfach way to render doubles", 2020): one 128-bit
/// approximation of a power of ten (``powers``, made by `script/generate-decimal-table`) and three
/// multiplications give the interval of decimals that round to the double, and the shortest in it
/// (the closest to the double when several are as short) is the answer. The text is
/// `description`'s, byte for byte: `ShortestDecimalTests` compares both on millions of doubles.
struct ShortestDecimal: Equatable {
    /// Whether the double is negative (`-0.0` included).
    let isNegative: Bool
    /// The decimal's digits as an integer, without trailing zeros; 0 for zero.
    let significand: UInt64
    /// The power of ten the significand is multiplied by.
    let exponent: Int
    /// Whether the magnitude is above 2⁵³, where `description` turns to an exponent.
    private let isAbove2To53: Bool

    /// The most bytes ``write(to:)`` writes: `-2.2250738585072014e-308`.
    static let maximumLength = 24

    /// The shortest decimal of `value`, or `nil` when it is infinite or NaN.
    init?(_ value: Double) {
        guard value.isFinite else { return nil }
        isNegative = value.sign == .minus
        isAbove2To53 = value.magnitude > 0x1p53
        let bits = value.bitPattern
        let biasedExponent = Int(truncatingIfNeeded: bits >> 52) & 0x7FF
        let fraction = bits & (Self.hiddenBit - 1)
        let digits: (significand: UInt64, exponent: Int)
        if biasedExponent == 0 {
            // Zero and the subnormals; the two smallest are scaled by ten for the search to have
            // digits to drop.
            digits = fraction == 0 ? (0, 0)
                : fraction < 3 ? Self.search(significand: 10 * fraction, binaryExponent: Self.leastBinaryExponent, scale: -1)
                : Self.search(significand: fraction, binaryExponent: Self.leastBinaryExponent, scale: 0)
        } else {
            let significand = Self.hiddenBit | fraction
            let binaryExponent = biasedExponent - 1075
            digits = Self.wholeNumber(significand: significand, binaryExponent: binaryExponent)
                ?? Self.search(significand: significand, binaryExponent: binaryExponent, scale: 0)
        }
        (significand, exponent) = Self.droppingTrailingZeros(digits.significand, exponent: digits.exponent)
    }

    private static let hiddenBit: UInt64 = 1 << 52
    private static let leastBinaryExponent = -1074
    private static let low63Bits: UInt64 = (1 << 63) - 1

    /// A normal double below 2⁵³ with no fractional part is its own shortest decimal.
    private static func wholeNumber(significand: UInt64, binaryExponent: Int) -> (UInt64, Int)? {
        let shift = -binaryExponent
        guard shift > 0, shift < 53 else { return nil }
        let whole = significand >> UInt64(shift)
        return whole << UInt64(shift) == significand ? (whole, 0) : nil
    }

    /// Schubfach's search for `significand` · 2^`binaryExponent`, whose decimal exponent is then
    /// moved by `scale`.
    private static func search(significand c: UInt64, binaryExponent q: Int, scale: Int) -> (UInt64, Int) {
        let odd = c & 1
        let center = c << 2
        let upper = center + 2
        // Below a power of two the doubles are half as far apart, so the lower bound is closer.
        let isRegular = c != hiddenBit || q == leastBinaryExponent
        let lower = isRegular ? center - 2 : center - 1
        let k = isRegular ? floorLog10Pow2(q) : floorLog10ThreeQuartersPow2(q)
        let shift = UInt64(q + floorLog2Pow10(-k) + 2)
        let index = 2 * (k - leastExponent)
        let high = powers[index], low = powers[index + 1]
        let vb = roundToOdd(high, low, center << shift)
        let vbl = roundToOdd(high, low, lower << shift)
        let vbr = roundToOdd(high, low, upper << shift)
        let s = vb >> 2
        if s >= 10 {
            // One digit shorter, if a multiple of ten is in the interval (for a normal double
            // s has 16 or 17 digits; for a subnormal, at least 2).
            let sp10 = 10 * (s / 10)
            let tp10 = sp10 + 10
            let lowerIn = vbl + odd <= sp10 << 2
            let upperIn = (tp10 << 2) + odd <= vbr
            if lowerIn != upperIn { return (lowerIn ? sp10 : tp10, k + scale) }
        }
        let t = s + 1
        let lowerIn = vbl + odd <= s << 2
        let upperIn = (t << 2) + odd <= vbr
        if lowerIn != upperIn { return (lowerIn ? s : t, k + scale) }
        // Both in: the closer one, the even one on a tie.
        let middle = (s + t) << 1
        let closer = vb < middle || (vb == middle && s & 1 == 0) ? s : t
        return (closer, k + scale)
    }

    /// The top bits of g · cp / 2¹²⁷, with the last bit set when anything below was dropped
    /// ("round to odd"), so comparisons with exact bounds stay exact.
    @inline(__always)
    private static func roundToOdd(_ g1: UInt64, _ g0: UInt64, _ cp: UInt64) -> UInt64 {
        let x1 = g0.multipliedFullWidth(by: cp).high
        let y = g1.multipliedFullWidth(by: cp)
        let z = (y.low >> 1) &+ x1
        let vbp = y.high &+ (z >> 63)
        return vbp | (((z & low63Bits) &+ low63Bits) >> 63)
    }

    /// ⌊log10 2^q⌋, exact for |q| ≤ 5,456,721.
    private static func floorLog10Pow2(_ q: Int) -> Int { (q &* 661_971_961_083) >> 41 }

    /// ⌊log10 (¾ · 2^q)⌋, exact for |q| ≤ 5,456,721.
    private static func floorLog10ThreeQuartersPow2(_ q: Int) -> Int { (q &* 661_971_961_083 &- 274_743_187_321) >> 41 }

    /// ⌊log2 10^e⌋, exact for |e| ≤ 1,838,394.
    private static func floorLog2Pow10(_ e: Int) -> Int { (e &* 913_124_641_741) >> 38 }

    private static func droppingTrailingZeros(_ significand: UInt64, exponent: Int) -> (UInt64, Int) {
        guard significand != 0 else { return (0, 0) }
        var significand = significand, exponent = exponent
        while significand % 10 == 0 {
            significand /= 10
            exponent += 1
        }
        return (significand, exponent)
    }

    // MARK: Text

    /// Writes the decimal as `Double.description` would: `70.0`, `0.001`, `204.08339868015668`,
    /// and, for magnitudes below 10⁻⁴ or above 2⁵³, `1e-05` or `1.8014398509481984e+16`.
    /// - Parameter buffer: Room for at least ``maximumLength`` bytes.
    /// - Returns: The number of bytes written.
    func write(to buffer: UnsafeMutablePointer<UInt8>) -> Int {
        var count = 0
        if isNegative {
            buffer[0] = UInt8(ascii: "-")
            count = 1
        }
        guard significand != 0 else { return count + Self.writeASCII("0.0", to: buffer + count) }
        let digitCount = DecimalDigits.count(of: significand)
        let leading = exponent + digitCount - 1
        if leading >= -4, !isAbove2To53 {
            return count + writePlain(to: buffer + count, digitCount: digitCount, leading: leading)
        }
        return count + writeScientific(to: buffer + count, digitCount: digitCount, leading: leading)
    }

    /// `123.45`, `70.0`, `0.00012`.
    private func writePlain(to buffer: UnsafeMutablePointer<UInt8>, digitCount: Int, leading: Int) -> Int {
        if exponent >= 0 {
            DecimalDigits.write(significand, count: digitCount, to: buffer)
            var count = digitCount
            for _ in 0..<exponent {
                buffer[count] = UInt8(ascii: "0")
                count += 1
            }
            return count + Self.writeASCII(".0", to: buffer + count)
        }
        if leading >= 0 {
            // The digits one place on, then the whole part moved back before the point (a
            // division by a power of ten chosen at run time would cost more than the moves).
            let wholeDigits = leading + 1
            DecimalDigits.write(significand, count: digitCount, to: buffer + 1)
            for index in 0..<wholeDigits { buffer[index] = buffer[index + 1] }
            buffer[wholeDigits] = UInt8(ascii: ".")
            return digitCount + 1
        }
        buffer[0] = UInt8(ascii: "0")
        buffer[1] = UInt8(ascii: ".")
        let zeros = -leading - 1
        for index in 0..<zeros { buffer[2 + index] = UInt8(ascii: "0") }
        DecimalDigits.write(significand, count: digitCount, to: buffer + 2 + zeros)
        return 2 + zeros + digitCount
    }

    /// `1e-05`, `1.2345678901234568e+16`, `5e-324`.
    private func writeScientific(to buffer: UnsafeMutablePointer<UInt8>, digitCount: Int, leading: Int) -> Int {
        DecimalDigits.write(significand, count: digitCount, to: buffer + 1)
        buffer[0] = buffer[1]
        var count = 1
        if digitCount > 1 {
            buffer[1] = UInt8(ascii: ".")
            count = digitCount + 1
        }
        buffer[count] = UInt8(ascii: "e")
        buffer[count + 1] = leading < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+")
        count += 2
        let magnitude = UInt64(leading.magnitude)
        let exponentDigits = max(DecimalDigits.count(of: magnitude), 2)
        DecimalDigits.write(magnitude, count: exponentDigits, to: buffer + count)
        return count + exponentDigits
    }

    private static func writeASCII(_ text: StaticString, to buffer: UnsafeMutablePointer<UInt8>) -> Int {
        buffer.update(from: text.utf8Start, count: text.utf8CodeUnitCount)
        return text.utf8CodeUnitCount
    }
}
