import Foundation

/// An animation that runs for a fixed time along a ``UnitCurve``: `linear`, `easeInOut`,
/// `timingCurve(…)` and the like.
///
/// At time t the animated value is `value × curve.value(at: t / duration)`; at `duration` the
/// animation has finished. Easing is not time: the curve maps progress to progress, and this type
/// is what turns seconds into progress.
struct TimingCurveAnimation: CustomAnimation, CustomStringConvertible {
    /// The curve that maps elapsed fraction of time to fraction of change.
    let curve: UnitCurve

    /// Seconds one run lasts: 0 or more, possibly infinite.
    let length: TimeInterval

    /// Creates a timing-curve animation.
    /// - Parameters:
    ///   - curve: The curve to follow.
    ///   - duration: Seconds the animation lasts. Negative and NaN durations are read as 0, which
    ///     makes the animation finish at once; an infinite duration never finishes.
    init(curve: UnitCurve, duration: TimeInterval) {
        self.curve = curve
        self.length = duration.isNaN ? 0 : Swift.max(duration, 0)
    }

    /// The duration, or nil if it is infinite.
    var duration: TimeInterval? { length.isFinite ? length : nil }

    /// Returns `value` scaled by the curve at the fraction of the duration that has passed.
    /// - Parameters:
    ///   - value: The whole change.
    ///   - time: Seconds since the start; times before 0 are read as 0.
    ///   - context: Unused: the value depends on the time alone.
    /// - Returns: `.zero` at the start, nil once `time >= duration` (at once for a zero duration).
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard time < length else { return nil }
        return value.scaled(by: curve.value(at: progress(at: time)))
    }

    /// Returns the rate of change: `value × curve.velocity / duration`.
    /// - Parameters:
    ///   - value: The whole change.
    ///   - time: Seconds since the start.
    ///   - context: Unused.
    /// - Returns: `.zero` before the start, once finished and for an infinite duration; the
    ///   curve's velocity scaled to units per second in between.
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard time >= 0, time < length, length.isFinite else { return .zero }
        return value.scaled(by: curve.velocity(at: progress(at: time)) / length)
    }

    /// The fraction of the duration that has passed.
    /// - Parameter time: Seconds since the start, less than `length`.
    /// - Returns: The progress in 0..<1.
    private func progress(at time: TimeInterval) -> Double {
        time <= 0 ? 0 : time / length
    }

    /// `easeInOut(duration: 2.0)`, or `timingCurve(x1, y1, x2, y2, duration: 2.0)` for an unnamed
    /// curve.
    var description: String {
        if let name = curve.name { return "\(name)(duration: \(length))" }
        guard let start = curve.startControlPoint, let end = curve.endControlPoint else { return "timingCurve(\(curve), duration: \(length))" }
        return "timingCurve(\(start.x), \(start.y), \(end.x), \(end.y), duration: \(length))"
    }
}
