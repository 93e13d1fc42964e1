@testable import SceneExport
import Testing
import ZoetropeTestSupport

/// ``DecimalDigits`` counts and writes whole numbers as `String(_:)` does, at every length.
@Suite("DecimalDigits")
struct DecimalDigitsTests {
    /// Every power of ten, its neighbours, the ends of `UInt64`, and random values of every length.
    static let values: [UInt64] = {
        var values: [UInt64] = [0, 1, 9, UInt64.max, UInt64(Int.max), UInt64(Int.max) + 1]
        var power: UInt64 = 1
        for _ in 0...19 {
            values += [power - 1, power, power + 1]
            if power <= UInt64.max / 10 { power *= 10 }
        }
        var generator = SplitMix64(seed: 0xD161_75)
        for bits in 1...64 {
            values += (0..<50).map { _ in generator.next() >> (64 - bits) }
        }
        return values
    }()

    @Test("count and digits are String's, for every length of number")
    func matchesString() {
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 20)
        defer { buffer.deallocate() }
        var mismatches: [String] = []
        for value in Self.values {
            let count = DecimalDigits.count(of: value)
            DecimalDigits.write(value, count: count, to: buffer)
            let text = String(decoding: UnsafeBufferPointer(start: buffer, count: count), as: UTF8.self)
            if text != String(value), mismatches.count < 10 { mismatches.append("\(value): \(text)") }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    @Test("a count larger than the number's pads it with zeros", arguments: [(5, 3, "005"), (0, 2, "00"), (123_456_789, 12, "000123456789")])
    func padsWithZeros(value: UInt64, count: Int, text: String) {
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
        defer { buffer.deallocate() }
        DecimalDigits.write(value, count: count, to: buffer)
        #expect(String(decoding: UnsafeBufferPointer(start: buffer, count: count), as: UTF8.self) == text)
    }

    @Test("a CSV row's whole numbers, negative and the ends of Int included",
          arguments: [0, 7, -7, 1_000_003, -1_000_000_000_000, Int.max, Int.min])
    func rowIntegers(_ value: Int) {
        var bytes = [UInt8](repeating: 0, count: CSVRowBytes.maximumNumberLength)
        let written = bytes.withUnsafeMutableBufferPointer { buffer -> Int in
            var row = CSVRowBytes(base: buffer.baseAddress!)
            row.appendInteger(value)
            return row.count
        }
        #expect(String(decoding: bytes.prefix(written), as: UTF8.self) == String(value))
    }
}
