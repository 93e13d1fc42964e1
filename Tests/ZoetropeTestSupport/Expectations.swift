import Foundation
import Numerics
import Testing

/// The tolerance for geometry computed with a handful of floating-point operations.
public let geometryTolerance: CGFloat = 1e-9

/// Expects a number to lie within `tolerance` of `expected`, and explains a miss with both numbers
/// and the difference.
///
/// - Parameters:
///   - actual: The computed number; nil counts as a miss.
///   - expected: The reference number.
///   - tolerance: The largest absolute difference accepted.
///   - what: What the number is, for the failure message (a time, a frame, a view).
///   - sourceLocation: Where the expectation is written; failures point there.
public func expectClose(
    _ actual: Double?,
    _ expected: Double,
    tolerance: Double = 1e-9,
    _ what: @autoclosure () -> String = "value",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let actual else {
        Issue.record("\(what()): expected \(expected), got nil", sourceLocation: sourceLocation)
        return
    }
    let close = actual == expected || actual.isApproximatelyEqual(to: expected, absoluteTolerance: tolerance)
    #expect(close, "\(what()): expected \(expected) ± \(tolerance), got \(actual) (off by \(abs(actual - expected)))",
            sourceLocation: sourceLocation)
}

/// Expects a length to lie within `tolerance` of `expected`; infinities must match exactly.
public func expectClose(
    _ actual: CGFloat,
    _ expected: CGFloat,
    tolerance: CGFloat = geometryTolerance,
    _ what: @autoclosure () -> String = "value",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    expectClose(Double(actual), Double(expected), tolerance: Double(tolerance), what(), sourceLocation: sourceLocation)
}

/// Expects two points to agree coordinate by coordinate within `tolerance`.
public func expectClose(
    _ actual: CGPoint,
    _ expected: CGPoint,
    tolerance: CGFloat = geometryTolerance,
    _ what: @autoclosure () -> String = "point",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let label = what()
    expectClose(actual.x, expected.x, tolerance: tolerance, "\(label).x", sourceLocation: sourceLocation)
    expectClose(actual.y, expected.y, tolerance: tolerance, "\(label).y", sourceLocation: sourceLocation)
}

/// Expects two sizes to agree dimension by dimension within `tolerance`; infinities must match exactly.
public func expectClose(
    _ actual: CGSize,
    _ expected: CGSize,
    tolerance: CGFloat = geometryTolerance,
    _ what: @autoclosure () -> String = "size",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let label = what()
    expectClose(actual.width, expected.width, tolerance: tolerance, "\(label).width", sourceLocation: sourceLocation)
    expectClose(actual.height, expected.height, tolerance: tolerance, "\(label).height", sourceLocation: sourceLocation)
}

/// Expects two rectangles to agree (origin and size) within `tolerance`.
public func expectClose(
    _ actual: CGRect,
    _ expected: CGRect,
    tolerance: CGFloat = geometryTolerance,
    _ what: @autoclosure () -> String = "rect",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let label = what()
    expectClose(actual.origin, expected.origin, tolerance: tolerance, "\(label).origin", sourceLocation: sourceLocation)
    expectClose(actual.size, expected.size, tolerance: tolerance, "\(label).size", sourceLocation: sourceLocation)
}
