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
///   - what: What the number is, for the failure message (which view, which coordinate).
///   - sourceLocation: Where the expectation is written; failures point there.
func expectClose(
    _ actual: CGFloat,
    _ expected: CGFloat,
    tolerance: CGFloat = 1e-9,
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
    tolerance: CGFloat = 1e-9,
    _ what: @autoclosure () -> String = "point",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let label = what()
    expectClose(actual.x, expected.x, tolerance: tolerance, "\(label).x", sourceLocation: sourceLocation)
    expectClose(actual.y, expected.y, tolerance: tolerance, "\(label).y", sourceLocation: sourceLocation)
}

/// The distance between two points.
func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
}
