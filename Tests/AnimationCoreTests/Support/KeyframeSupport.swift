import AnimationCore
import Foundation
import Testing
import ZoetropeTestSupport

/// A point in space, animatable through its three coordinates: the shape of three.js's
/// `Vector3`, so that its curve tests can be replayed as keyframes.
struct Point3: Animatable, Equatable, Sendable, CustomStringConvertible {
    var x: Double
    var y: Double
    var z: Double

    init(_ x: Double, _ y: Double, _ z: Double) {
        (self.x, self.y, self.z) = (x, y, z)
    }

    var animatableData: AnimatablePair<Double, AnimatablePair<Double, Double>> {
        get { AnimatablePair(x, AnimatablePair(y, z)) }
        set { (x, y, z) = (newValue.first, newValue.second.first, newValue.second.second) }
    }

    var description: String { "(\(x), \(y), \(z))" }
}

/// Expects every coordinate of a point to lie within `tolerance` of the reference.
///
/// - Parameters:
///   - actual: The computed point.
///   - expected: The reference point.
///   - tolerance: The largest absolute difference accepted per coordinate.
///   - what: What the point is, for the failure message.
///   - sourceLocation: Where the expectation is written; failures point there.
func expectClose(
    _ actual: Point3, _ expected: Point3, tolerance: Double, _ what: @autoclosure () -> String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    expectClose(actual.x, expected.x, tolerance: tolerance, "\(what()) x", sourceLocation: sourceLocation)
    expectClose(actual.y, expected.y, tolerance: tolerance, "\(what()) y", sourceLocation: sourceLocation)
    expectClose(actual.z, expected.z, tolerance: tolerance, "\(what()) z", sourceLocation: sourceLocation)
}

/// Expects a track's reported velocity to match the central difference of its values, at each
/// time given.
///
/// - Parameters:
///   - sample: The track's sample at a time.
///   - times: Times inside segments (not at a join, where the derivative may jump on purpose).
///   - tolerance: The largest difference accepted, in units per second.
///   - sourceLocation: Where the expectation is written; failures point there.
func expectVelocityMatchesDerivative(
    of sample: (TimeInterval) -> KeyframeTrackSample<Double>, at times: [TimeInterval], tolerance: Double = 1e-5,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let step = 1e-6
    for time in times {
        let derivative = (sample(time + step).value - sample(time - step).value) / (2 * step)
        expectClose(sample(time).velocity, derivative, tolerance: tolerance,
                    "velocity at \(time) against the central difference", sourceLocation: sourceLocation)
    }
}

/// The velocities on both sides of a join: just before it (the earlier segment's end) and at it
/// (the later segment's start).
///
/// - Parameters:
///   - sample: The track's sample at a time.
///   - time: The join.
/// - Returns: The velocity a microsecond before, extrapolated to the join from two samples, and
///   the velocity at the join.
func velocitiesAround(_ time: TimeInterval, of sample: (TimeInterval) -> KeyframeTrackSample<Double>)
    -> (before: Double, after: Double) {
    let step = 1e-6
    // Linear extrapolation of the velocity from 2δ and δ before the join removes the O(δ) error.
    let before = 2 * sample(time - step).velocity - sample(time - 2 * step).velocity
    return (before, sample(time).velocity)
}
