import Foundation
import Numerics
import Testing

/// Expects a number to lie within `tolerance` of `expected`, and explains a miss with both numbers
/// and the difference.
///
/// - Parameters:
///   - actual: The computed number.
///   - expected: The reference number.
///   - tolerance: The largest absolute difference accepted.
///   - what: What the number is, for the failure message (which frame, which view).
///   - sourceLocation: Where the expectation is written; failures point there.
func expectClose(
    _ actual: Double,
    _ expected: Double,
    tolerance: Double = 1e-9,
    _ what: @autoclosure () -> String = "value",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(actual.isApproximatelyEqual(to: expected, absoluteTolerance: tolerance),
            "\(what()): expected \(expected) ± \(tolerance), got \(actual) (off by \(abs(actual - expected)))",
            sourceLocation: sourceLocation)
}

/// Expects two points to agree coordinate by coordinate within `tolerance`.
func expectClose(
    _ actual: CGPoint,
    _ expected: CGPoint,
    tolerance: Double = 1e-9,
    _ what: @autoclosure () -> String = "point",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let label = what()
    expectClose(Double(actual.x), Double(expected.x), tolerance: tolerance, "\(label).x", sourceLocation: sourceLocation)
    expectClose(Double(actual.y), Double(expected.y), tolerance: tolerance, "\(label).y", sourceLocation: sourceLocation)
}

/// The distance between two points.
func distance(_ a: CGPoint, _ b: CGPoint) -> Double {
    Double(((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot())
}

/// A small seeded generator (SplitMix64), so that a shuffled order is the same on every run.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
