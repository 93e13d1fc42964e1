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

/// The comparisons of a whole trajectory, gathered so that a trajectory that is wrong everywhere
/// fails once, saying how many values missed, the first miss and the worst, rather than once per
/// frame and view. Made and reported by ``expectEveryClose(_:tolerance:sourceLocation:_:)``.
public struct CloseComparisons {
    /// The largest absolute difference accepted.
    public let tolerance: Double
    private(set) var count = 0
    private(set) var misses = 0
    private(set) var first: String?
    private(set) var worst: (difference: Double, description: String)?

    init(tolerance: Double) {
        self.tolerance = tolerance
    }

    /// Compares one number; `label` names it in the report (a frame, a view, a coordinate).
    public mutating func callAsFunction(_ actual: Double, _ expected: Double, _ label: @autoclosure () -> String) {
        count += 1
        let difference = abs(actual - expected)
        guard !(actual == expected || difference <= tolerance) else { return }
        misses += 1
        let description = "\(label()): expected \(expected), got \(actual) (off by \(difference))"
        if first == nil { first = description }
        // NaN counts as the worst miss.
        if worst == nil || !(difference <= worst?.difference ?? .infinity) { worst = (difference.isNaN ? .infinity : difference, description) }
    }

    /// Compares a length.
    public mutating func callAsFunction(_ actual: CGFloat, _ expected: CGFloat, _ label: @autoclosure () -> String) {
        self(Double(actual), Double(expected), label())
    }

    /// Compares a point, coordinate by coordinate.
    public mutating func callAsFunction(_ actual: CGPoint, _ expected: CGPoint, _ label: @autoclosure () -> String) {
        let name = label()
        self(actual.x, expected.x, "\(name).x")
        self(actual.y, expected.y, "\(name).y")
    }

    /// The one failure message, or nil when every value was close.
    var failure: String? {
        guard misses > 0, let first else { return nil }
        var message = "\(misses) of \(count) values are off by more than \(tolerance); the first, \(first)"
        if let worst, worst.description != first { message += "; the worst, \(worst.description)" }
        return message
    }
}

/// Runs `compare`, which compares many values (a trajectory, frame by frame), and records at most
/// one issue for them all, prefixed with `what`: how many missed, the first and the worst miss.
///
/// ```swift
/// try expectEveryClose("the views' centres") { check in
///     for frame in clock.frames { check(sample(frame).center, expected(frame), "frame \(frame)") }
/// }
/// ```
/// - Parameters:
///   - what: What is compared, for the failure message.
///   - tolerance: The largest absolute difference accepted for each value.
///   - sourceLocation: Where the expectation is written; a failure points there.
///   - compare: Compares the values with the ``CloseComparisons`` it is given.
public func expectEveryClose(
    _ what: String,
    tolerance: Double = 1e-9,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ compare: (inout CloseComparisons) throws -> Void
) rethrows {
    var comparisons = CloseComparisons(tolerance: tolerance)
    try compare(&comparisons)
    if comparisons.count == 0 {
        Issue.record("\(what): nothing was compared", sourceLocation: sourceLocation)
    } else if let failure = comparisons.failure {
        Issue.record("\(what): \(failure)", sourceLocation: sourceLocation)
    }
}
