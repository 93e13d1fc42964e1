import Foundation
@testable import SceneExport
import Testing
import ZoetropeTestSupport

/// ``ShortestDecimal`` writes exactly what `Double.description` writes, on every kind of double.
@Suite("ShortestDecimal")
struct ShortestDecimalTests {
    /// A family of doubles, made the same on every run.
    struct Family: Sendable, CustomTestStringConvertible {
        let name: String
        let values: @Sendable () -> [Double]
        var testDescription: String { name }
    }

    static let families: [Family] = [
        Family(name: "edges: zeros, subnormals, powers of two, 2⁵³, 10⁻⁴, the extremes") {
            let named: [Double] = [
                0, -0.0, .leastNonzeroMagnitude, 2 * .leastNonzeroMagnitude, 3 * .leastNonzeroMagnitude,
                .leastNormalMagnitude, Double.leastNormalMagnitude.nextDown, Double.leastNormalMagnitude.nextUp,
                .greatestFiniteMagnitude, .ulpOfOne, 1, 2, 0.5, 0.1, 0.2, 0.3, 1.0 / 3, 2.0 / 3, 70, 130, 1e15, 1e16,
                0x1p53, 0x1p53.nextDown, 0x1p53.nextUp, 0x1p54, 0x1p52, 0x1p52 + 0.5, 1e-4, 1e-4.nextDown, 1e-4.nextUp,
                1e-5, 5e-5, 1e22, 1e23, 123_456_789_012_345.6, 1_234_567_890_123_456.7,
                204.08339868015668, 70.0641471524549, 1.7976931348623157e308,
            ]
            let powersOfTwo = (-1074...1023).map { Double(sign: .plus, exponent: $0, significand: 1) }
            return (named + powersOfTwo).flatMap { [$0, -$0, $0.nextUp, $0.nextDown] }
        },
        Family(name: "every power of ten and its neighbours") {
            (-323...308).flatMap { power -> [Double] in
                guard let value = Double("1e\(power)") else { return [] }
                return [value, value.nextUp, value.nextDown, 5 * value, 9.5 * value]
            }
        },
        Family(name: "every binade, 100 significands each") {
            var generator = SplitMix64(seed: 0x5C0B_FAC4)
            let fractionEnd: UInt64 = 1 << 52
            var values: [Double] = []
            for biased in UInt64(0)...2046 {
                var fractions: [UInt64] = [0, 1, fractionEnd - 1]
                for _ in 0..<97 { fractions.append(UInt64.random(in: 0..<fractionEnd, using: &generator)) }
                values += fractions.map { Double(bitPattern: biased << 52 | $0) }
            }
            return values
        },
        Family(name: "the 100,000 smallest subnormals") {
            (UInt64(1)...100_000).map { Double(bitPattern: $0) }
        },
        Family(name: "one million random bit patterns") {
            var generator = SplitMix64(seed: 0xD0_0B1E)
            return (0..<1_000_000).compactMap { _ in
                let value = Double(bitPattern: generator.next())
                return value.isFinite ? value : nil
            }
        },
        Family(name: "short decimals read from text, and their neighbours") {
            var generator = SplitMix64(seed: 0x7E_C1_4A1)
            return (0..<100_000).flatMap { _ -> [Double] in
                let digits = UInt64.random(in: 1...999_999, using: &generator)
                let exponent = Int.random(in: -330...310, using: &generator)
                guard let value = Double("\(digits)e\(exponent)"), value.isFinite else { return [] }
                return [value, value.nextUp, value.nextDown]
            }
        },
        Family(name: "positions on a wheel, as trajectories hold") {
            (0..<200_000).map { index in
                let angle = Double(index) * 0.000_731
                return index.isMultiple(of: 2) ? 960 + 130 * sin(angle) : 540 - 130 * cos(angle)
            }
        },
    ]

    @Test("writes description's text", arguments: families)
    func writesDescription(_ family: Family) throws {
        var mismatches: [String] = []
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: ShortestDecimal.maximumLength)
        defer { buffer.deallocate() }
        for value in family.values() where value.isFinite {
            let decimal = try #require(ShortestDecimal(value))
            let count = decimal.write(to: buffer)
            let text = String(decoding: UnsafeBufferPointer(start: buffer, count: count), as: UTF8.self)
            if text != value.description, mismatches.count < 10 {
                mismatches.append("\(value.bitPattern): \(text) instead of \(value.description)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    @Test("infinities and NaN have no decimal", arguments: [Double.infinity, -.infinity, .nan, -.nan, .signalingNaN])
    func nonFinite(_ value: Double) {
        #expect(ShortestDecimal(value) == nil)
    }

    @Test("the significand has no trailing zeros and the decimal reads back as the double",
          arguments: [70.0, 0.1, 1e23, 1e-300, 123_000, .leastNonzeroMagnitude, 0x1p53])
    func parts(_ value: Double) throws {
        let decimal = try #require(ShortestDecimal(value))
        #expect(decimal.significand % 10 != 0)
        #expect(Double("\(decimal.significand)e\(decimal.exponent)") == value)
    }
}
