/// Writes a frame's CSV rows into memory sized for them beforehand: bytes, whole numbers and
/// doubles go straight to their place, with no bounds check or growth per byte.
///
/// Made by ``TrajectoryCSV`` for one frame, inside `Array(unsafeUninitializedCapacity:)`, with
/// room for every row counted from ``maximumNumberLength`` and the text fields' lengths.
struct CSVRowBytes {
    /// The most bytes a number takes: `description` of any `Double` is at most 24 characters
    /// (`-2.2250738585072014e-308`), and an `Int` at most 20 (`-9223372036854775808`).
    static let maximumNumberLength = 32

    /// Where the bytes go.
    private let base: UnsafeMutablePointer<UInt8>
    /// How many bytes are written.
    private(set) var count = 0

    /// Starts writing at `base`; the caller has made room for everything it writes.
    init(base: UnsafeMutablePointer<UInt8>) {
        self.base = base
    }

    /// One byte.
    mutating func append(_ byte: UInt8) {
        base[count] = byte
        count += 1
    }

    /// Bytes made beforehand (a frame's shared columns, a view's label and id).
    mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { source in
            guard let start = source.baseAddress else { return }
            (base + count).update(from: start, count: source.count)
        }
        count += bytes.count
    }

    /// Appends bytes from memory the caller holds (no retain per row).
    /// - Parameter bytes: The bytes.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let start = bytes.baseAddress else { return }
        (base + count).update(from: start, count: bytes.count)
        count += bytes.count
    }

    /// A whole number's decimal digits.
    mutating func appendInteger(_ value: Int) {
        if value < 0 { append(UInt8(ascii: "-")) }
        let magnitude = UInt64(value.magnitude)
        let digits = DecimalDigits.count(of: magnitude)
        DecimalDigits.write(magnitude, count: digits, to: base + count)
        count += digits
    }

    /// The shortest text that reads back as `value`, as ``TrajectoryCSV/format(_:)`` writes it:
    /// `0` for zero of either sign, whole numbers below 10¹⁵ as their digits and `.0`, anything
    /// else as `description` spells it (a NaN as `write(to:)` streams it: `nan`, `-nan`, `nan(0x…)`).
    ///
    /// `column` remembers where the column's last number other than zero was written: a column
    /// whose value repeats row after row (a view's size, scale or opacity) copies those bytes
    /// instead of formatting the number again.
    mutating func appendNumber(_ value: Double, column: inout RepeatedNumber) {
        if value == 0 {
            append(UInt8(ascii: "0"))
            return
        }
        if column.length > 0, column.bits == value.bitPattern {
            copy(from: column.start, count: column.length)
            return
        }
        let start = count
        if Swift.abs(value) < 1e15, Double(Int(value)) == value {
            // Whole numbers print as `70.0`: the digits, then `.0`.
            appendInteger(Int(value))
            append(UInt8(ascii: "."))
            append(UInt8(ascii: "0"))
        } else if let decimal = ShortestDecimal(value) {
            // `description`'s text, found faster than the standard library finds it
            // (docs/performance.md, "CSV").
            count += decimal.write(to: base + count)
        } else {
            // Infinities and NaN: `write(to:)` prints `description`'s text (a NaN with its sign
            // and payload, as the CSV always wrote it), as ASCII bytes without making a String.
            var stream = Stream(base: base + count)
            value.write(to: &stream)
            count += stream.count
        }
        column = RepeatedNumber(bits: value.bitPattern, start: start, length: count - start)
    }

    /// Appends `length` bytes written earlier, from `start`.
    private mutating func copy(from start: Int, count length: Int) {
        (base + count).update(from: base + start, count: length)
        count += length
    }

    /// Where a column's last formatted number is in the rows written so far.
    struct RepeatedNumber {
        /// The number's bits.
        var bits: UInt64 = 0
        /// Where its text starts.
        var start = 0
        /// Its text's length; 0 while none is written.
        var length = 0
    }

    /// A text stream into the rows' memory, which has room for one number.
    private struct Stream: TextOutputStream {
        let base: UnsafeMutablePointer<UInt8>
        var count = 0

        mutating func write(_ string: String) {
            for byte in string.utf8.prefix(CSVRowBytes.maximumNumberLength - count) {
                base[count] = byte
                count += 1
            }
        }

        /// What the standard library's number printing calls with its digits; without it, they
        /// come through ``write(_:)`` as a String.
        mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
            guard let start = buffer.baseAddress else { return }
            let length = Swift.min(buffer.count, CSVRowBytes.maximumNumberLength - count)
            (base + count).update(from: start, count: length)
            count += length
        }
    }
}
