import Foundation

/// One keyframe placed on its track: when it starts, where from, and the velocities it was given
/// or inherited, so that its value and velocity at any moment are a closed-form function of time.
///
/// Segments are built by ``KeyframeTrackPath``; a segment never looks at its neighbours.
struct KeyframeSegment<Data: VectorArithmetic> {
    /// How the segment moves, with every velocity resolved.
    enum Shape {
        /// Along a timing curve.
        case linear(UnitCurve)
        /// Along a cubic Hermite curve with these tangents, in units per second.
        case cubic(startTangent: Data, endTangent: Data)
        /// On a spring, starting with this velocity, in units per second.
        case spring(Spring, startVelocity: Data)
        /// A jump to the target: the segment takes no time and ends at rest.
        case move
    }

    /// Seconds from the start of the track to the start of this segment.
    let startTime: TimeInterval

    /// Seconds the segment lasts: 0 or more, possibly infinite.
    let duration: TimeInterval

    /// Where the segment starts: where the previous one ended, or the track's initial value.
    let startValue: Data

    /// Where the segment heads.
    let target: Data

    /// How it moves.
    let shape: Shape

    /// Seconds from the start of the track to the end of this segment.
    var endTime: TimeInterval { startTime + duration }

    // MARK: - Sampling

    /// The value and velocity a given time into the segment.
    ///
    /// - Parameter localTime: Seconds since the segment started, in `0..<duration`.
    /// - Returns: The value, and the velocity in units per second.
    func sample(at localTime: TimeInterval) -> (value: Data, velocity: Data) {
        switch shape {
        case .linear(let curve):
            return sampleLinear(curve: curve, at: localTime)
        case .cubic(let startTangent, let endTangent):
            return sampleCubic(startTangent: startTangent, endTangent: endTangent, at: localTime)
        case .spring(let spring, let startVelocity):
            return sampleSpring(spring, startVelocity: startVelocity, at: localTime)
        case .move:
            return (target, .zero)
        }
    }

    /// The value the segment ends with, where the next segment starts.
    ///
    /// Linear, cubic and move segments end at their target. A spring ends wherever it is when
    /// its duration runs out, which is its target only once it has settled; a spring that never
    /// ends (an infinite duration) is read as reaching its target.
    var endValue: Data {
        guard case .spring = shape, duration.isFinite else { return target }
        return sample(at: duration).value
    }

    /// The velocity the segment ends with, in units per second: what a following spring, or a
    /// following cubic keyframe without a start velocity, carries on with.
    ///
    /// A cubic segment ends with its end tangent, a spring with its velocity when its duration
    /// runs out (its start velocity if that is 0). A move, a linear segment that takes no time and
    /// a segment that never ends have none.
    var endVelocity: Data {
        switch shape {
        case .cubic(_, let endTangent):
            return endTangent
        case .move:
            return .zero
        case .linear:
            return duration > 0 && duration.isFinite ? sample(at: duration).velocity : .zero
        case .spring:
            return duration.isFinite ? sample(at: duration).velocity : .zero
        }
    }

    // MARK: - Kinds of motion

    /// Linear interpolation along a timing curve: `start + change × curve(τ / d)`.
    private func sampleLinear(curve: UnitCurve, at localTime: TimeInterval) -> (value: Data, velocity: Data) {
        let change = target - startValue
        guard duration > 0, duration.isFinite else {
            return duration > 0 ? (startValue, .zero) : (target, .zero)
        }
        let progress = localTime / duration
        let value = startValue + change.scaled(by: curve.value(at: progress))
        return (value, Self.rate(change, factor: curve.velocity(at: progress) / duration))
    }

    /// A cubic Hermite segment in time:
    /// `p(s) = h₀₀·p₀ + h₁₀·d·m₀ + h₀₁·p₁ + h₁₁·d·m₁` with `s = τ / d`.
    ///
    /// A segment that never ends stays at its start, at rest: its progress never moves from 0.
    private func sampleCubic(startTangent: Data, endTangent: Data,
                             at localTime: TimeInterval) -> (value: Data, velocity: Data) {
        guard duration > 0, duration.isFinite else {
            return duration > 0 ? (startValue, .zero) : (target, endTangent)
        }
        let s = localTime / duration
        let change = target - startValue
        // h₀₀ + h₀₁ = 1, so h₀₀·p₀ + h₀₁·p₁ = p₀ + h₀₁·(p₁ − p₀).
        let h01 = s * s * (3 - 2 * s)
        let h10 = s * (1 - s) * (1 - s)
        let h11 = s * s * (s - 1)
        let value = startValue + change.scaled(by: h01)
            + startTangent.scaled(by: h10 * duration) + endTangent.scaled(by: h11 * duration)
        // dp/dτ = (dp/ds) / d.
        let dh01 = 6 * s * (1 - s)
        let dh10 = (1 - s) * (1 - 3 * s)
        let dh11 = s * (3 * s - 2)
        let velocity = change.scaled(by: dh01 / duration)
            + startTangent.scaled(by: dh10) + endTangent.scaled(by: dh11)
        return (value, velocity)
    }

    /// A spring from the start value towards the target, starting with the given velocity.
    private func sampleSpring(_ spring: Spring, startVelocity: Data,
                              at localTime: TimeInterval) -> (value: Data, velocity: Data) {
        let change = target - startValue
        let moved = spring.value(target: change, initialVelocity: startVelocity, time: localTime)
        let velocity = spring.velocity(target: change, initialVelocity: startVelocity, time: localTime)
        return (startValue + moved, velocity)
    }

    /// `change × factor`, and zero when there is no change (even if the factor is infinite, as
    /// at a vertical tangent of a timing curve).
    private static func rate(_ change: Data, factor: Double) -> Data {
        change.magnitudeSquared == 0 ? .zero : change.scaled(by: factor)
    }
}

extension KeyframeSegment: Sendable where Data: Sendable {}
extension KeyframeSegment.Shape: Sendable where Data: Sendable {}
