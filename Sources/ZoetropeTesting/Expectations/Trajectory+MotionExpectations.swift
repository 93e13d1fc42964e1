import Foundation
import Testing

// Assertions on the quality of one view's motion: that it settles in time, does not overshoot
// too far, keeps going one way, never jumps, changes speed smoothly, lasts as long and starts and
// ends where it should, or follows another trajectory. Each records one Swift Testing issue at the
// caller's line when it fails, with the worst samples (view, frame, time, what was measured and
// what was expected) and a plot of the path attached, and returns whether the check held.

extension Trajectory {
    /// Expects the view to be within `tolerance` of where it ends (``endCenter``) from `time` on.
    /// - Parameters:
    ///   - tolerance: The largest distance from the end allowed from `time` on, in points.
    ///   - time: By when, in seconds.
    ///   - sourceLocation: Where failures are reported; the caller's line by default.
    /// - Returns: Whether every sample from `time` on passed. A trajectory with no sample from
    ///   `time` on fails.
    @discardableResult
    public func expectSettles(within tolerance: CGFloat, by time: TimeInterval, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let late = samples.filter { $0.time >= time - 1e-9 }
        guard let end = endCenter, !late.isEmpty else {
            return IssueReporter.recordNothingToCheck("\(viewDescription) has no sample at or after \(Format.time(time)) s",
                                                      sourceLocation: sourceLocation)
        }
        let failures = late.compactMap { sample -> SampleFailure? in
            let distance = hypot(sample.center.x - end.x, sample.center.y - end.y)
            guard distance > tolerance else { return nil }
            return SampleFailure(sample: sample, finding: "\(Format.number(distance)) from where it ends, \(Format.point(end)); expected at most "
                                    + "\(Format.number(tolerance)) from \(Format.time(time)) s on", error: Double(distance - tolerance),
                                 errorText: Format.number(distance - tolerance), expected: end)
        }
        return IssueReporter.record("expectSettles(within:by:)", [(self, failures)], sourceLocation: sourceLocation)
    }

    /// Expects the view to go at most `limit` past where it ends, along the way it travels
    /// (``overshoot``): 0 for an ease, more for a bouncy spring.
    /// - Parameters:
    ///   - limit: The most it may pass its end by, in points.
    ///   - sourceLocation: Where failures are reported; the caller's line by default.
    /// - Returns: Whether it held. A view that does not travel fails: there is no way to overshoot.
    @discardableResult
    public func expectOvershoot(atMost limit: CGFloat, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let overshoots = self.overshoots
        guard let end = endCenter, !overshoots.isEmpty else {
            return IssueReporter.recordNothingToCheck("\(viewDescription) does not travel (it ends where it starts)", sourceLocation: sourceLocation)
        }
        let failures = overshoots.filter { $0.distance > limit }.map { sample, distance in
            SampleFailure(sample: sample, finding: "\(Format.number(distance)) past where it ends, \(Format.point(end)); expected at most \(Format.number(limit))",
                          error: Double(distance - limit), errorText: Format.number(distance - limit), expected: end)
        }
        return IssueReporter.record("expectOvershoot(atMost:)", [(self, failures)], sourceLocation: sourceLocation)
    }

    /// Expects the view never to move back along the way it travels (from its first centre to
    /// ``endCenter``): each sample at least as far along as every one before, less `tolerance`.
    /// A spring that overshoots and comes back fails; an ease passes.
    /// - Parameters:
    ///   - tolerance: How far back a sample may be, in points.
    ///   - sourceLocation: Where failures are reported; the caller's line by default.
    /// - Returns: Whether it held. A view that does not travel fails.
    @discardableResult
    public func expectMonotonic(tolerance: CGFloat = 1e-9, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let overshoots = self.overshoots
        guard !overshoots.isEmpty else {
            return IssueReporter.recordNothingToCheck("\(viewDescription) does not travel (it ends where it starts)", sourceLocation: sourceLocation)
        }
        var farthest = -CGFloat.infinity
        var failures: [SampleFailure] = []
        for (sample, along) in overshoots {
            if along < farthest - tolerance {
                let back = farthest - along
                failures.append(SampleFailure(sample: sample, finding: "moved back \(Format.number(back)) along its way; expected never more than \(Format.number(tolerance))",
                                              error: Double(back - tolerance), errorText: Format.number(back - tolerance)))
            }
            farthest = max(farthest, along)
        }
        return IssueReporter.record("expectMonotonic", [(self, failures)], sourceLocation: sourceLocation)
    }

    /// Expects no teleports: the view's centre moves at most `maxJumpPerFrame` from one sample to
    /// the next. A one-frame glitch (a view drawn at the wrong place for a frame) fails twice:
    /// going there and coming back.
    /// - Parameters:
    ///   - maxJumpPerFrame: The longest step allowed between two samples, in points.
    ///   - sourceLocation: Where failures are reported; the caller's line by default.
    /// - Returns: Whether it held. A trajectory of fewer than two samples fails.
    @discardableResult
    public func expectContinuous(maxJumpPerFrame: CGFloat, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let steps = self.steps
        guard !steps.isEmpty else {
            return IssueReporter.recordNothingToCheck("\(viewDescription) has fewer than two samples", sourceLocation: sourceLocation)
        }
        let failures = zip(samples, steps).filter { $1.distance > maxJumpPerFrame }.map { previous, step in
            SampleFailure(sample: step.sample, finding: "jumped \(Format.number(step.distance)) from \(Format.point(previous.center)) at frame \(previous.frame);"
                            + " expected at most \(Format.number(maxJumpPerFrame)) a frame",
                          error: Double(step.distance - maxJumpPerFrame), errorText: Format.number(step.distance - maxJumpPerFrame),
                          expected: previous.center)
        }
        return IssueReporter.record("expectContinuous(maxJumpPerFrame:)", [(self, failures)], sourceLocation: sourceLocation)
    }

    /// Expects the view's velocity to change smoothly: from one sample to the next, by at most
    /// `maxChangePerFrame` points a second. An animation interrupted by one that starts from
    /// rest, or a spring retargeted without its velocity, fails.
    /// - Parameters:
    ///   - maxChangePerFrame: The largest change of velocity allowed between two samples, in
    ///     points a second.
    ///   - sourceLocation: Where failures are reported; the caller's line by default.
    /// - Returns: Whether it held. A trajectory of fewer than three samples fails.
    @discardableResult
    public func expectVelocityContinuous(maxChangePerFrame: CGFloat, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let velocities = self.velocities
        guard velocities.count >= 2 else {
            return IssueReporter.recordNothingToCheck("\(viewDescription) has fewer than three samples", sourceLocation: sourceLocation)
        }
        var failures: [SampleFailure] = []
        for (before, after) in zip(velocities, velocities.dropFirst()) {
            let change = hypot(after.velocity.width - before.velocity.width, after.velocity.height - before.velocity.height)
            guard change > maxChangePerFrame else { continue }
            let from = "(\(Format.number(before.velocity.width)), \(Format.number(before.velocity.height)))"
            let to = "(\(Format.number(after.velocity.width)), \(Format.number(after.velocity.height)))"
            failures.append(SampleFailure(sample: after.sample, finding: "velocity changed by \(Format.number(change)) points a second, from \(from) to \(to);"
                                            + " expected at most \(Format.number(maxChangePerFrame))",
                                          error: Double(change - maxChangePerFrame), errorText: Format.number(change - maxChangePerFrame)))
        }
        return IssueReporter.record("expectVelocityContinuous(maxChangePerFrame:)", [(self, failures)], sourceLocation: sourceLocation)
    }

    /// Expects the view to move for `seconds` (``motionSpan``), within `tolerance`.
    /// - Parameters:
    ///   - seconds: How long it should move.
    ///   - tolerance: The largest difference allowed, in seconds; a frame's length is usual.
    ///   - sourceLocation: Where failures are reported; the caller's line by default.
    /// - Returns: Whether it held. A view that never moves fails.
    @discardableResult
    public func expectDuration(_ seconds: TimeInterval, tolerance: TimeInterval, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        expectSpan("expectDuration", sourceLocation: sourceLocation) { span in
            let length = span.upperBound - span.lowerBound
            guard abs(length - seconds) > tolerance else { return nil }
            return ("moved for \(Format.time(length)) s (\(Format.time(span.lowerBound)) to \(Format.time(span.upperBound)) s); expected "
                        + "\(Format.time(seconds)) ± \(Format.time(tolerance)) s", abs(length - seconds), span.upperBound)
        }
    }

    /// Expects the view to start moving at `time` (the lower end of ``motionSpan``), within `tolerance`.
    /// - Parameters:
    ///   - time: When it should start, in seconds.
    ///   - tolerance: The largest difference allowed, in seconds.
    ///   - sourceLocation: Where failures are reported; the caller's line by default.
    /// - Returns: Whether it held. A view that never moves fails.
    @discardableResult
    public func expectStartsAt(_ time: TimeInterval, tolerance: TimeInterval, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        expectSpan("expectStartsAt", sourceLocation: sourceLocation) { span in
            guard abs(span.lowerBound - time) > tolerance else { return nil }
            return ("started moving at \(Format.time(span.lowerBound)) s; expected \(Format.time(time)) ± \(Format.time(tolerance)) s",
                    abs(span.lowerBound - time), span.lowerBound)
        }
    }

    /// Expects the view to end (``endCenter``: where it comes to rest, else its last sample)
    /// within `tolerance` of `point`.
    /// - Parameters:
    ///   - point: Where its centre should end.
    ///   - tolerance: The largest distance allowed, in points.
    ///   - sourceLocation: Where failures are reported; the caller's line by default.
    /// - Returns: Whether it held. A trajectory without samples fails.
    @discardableResult
    public func expectEndsAt(_ point: CGPoint, tolerance: CGFloat, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        guard let end = settled ?? samples.last else {
            return IssueReporter.recordNothingToCheck("\(viewDescription) has no samples", sourceLocation: sourceLocation)
        }
        let distance = hypot(end.center.x - point.x, end.center.y - point.y)
        let failures = distance > tolerance ? [SampleFailure(sample: end, finding: "ends at \(Format.point(end.center)), \(Format.number(distance)) from "
                                                                + "\(Format.point(point)); expected at most \(Format.number(tolerance))",
                                                             error: Double(distance - tolerance), errorText: Format.number(distance - tolerance), expected: point)] : []
        return IssueReporter.record("expectEndsAt", [(self, failures)], sourceLocation: sourceLocation)
    }

    /// Expects the view's centre to stay within `tolerance` of `other`'s at every frame both
    /// have: one animation against another (a spring against the ease it replaced, a driven
    /// view against a rendered scene).
    /// - Parameters:
    ///   - other: The trajectory to follow.
    ///   - tolerance: The largest distance allowed, in points.
    ///   - sourceLocation: Where failures are reported; the caller's line by default.
    /// - Returns: Whether it held. Trajectories that share no frame fail.
    @discardableResult
    public func expectFollows(_ other: Trajectory, tolerance: CGFloat, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let theirs = Dictionary(other.samples.map { ($0.frame, $0.center) }, uniquingKeysWith: { first, _ in first })
        let shared = samples.filter { theirs[$0.frame] != nil }
        guard !shared.isEmpty else {
            return IssueReporter.recordNothingToCheck("\(viewDescription) and \(other.viewDescription) share no frame", sourceLocation: sourceLocation)
        }
        let failures = shared.compactMap { sample -> SampleFailure? in
            guard let center = theirs[sample.frame] else { return nil }
            let distance = hypot(sample.center.x - center.x, sample.center.y - center.y)
            guard distance > tolerance else { return nil }
            return SampleFailure(sample: sample, finding: "\(Format.number(distance)) from \(other.viewDescription) at \(Format.point(center)); expected at most "
                                    + Format.number(tolerance), error: Double(distance - tolerance), errorText: Format.number(distance - tolerance), expected: center)
        }
        return IssueReporter.record("expectFollows", [(self, failures)], sourceLocation: sourceLocation)
    }

    /// Checks the motion span: `problem` says what is wrong with it (the finding, how far off, and
    /// the time of the sample to report), or nil when it holds.
    private func expectSpan(_ assertion: String, sourceLocation: SourceLocation,
                            problem: (ClosedRange<TimeInterval>) -> (finding: String, error: Double, time: TimeInterval)?) -> Bool {
        guard let span = motionSpan else {
            return IssueReporter.recordNothingToCheck("\(viewDescription) never moves", sourceLocation: sourceLocation)
        }
        guard let (finding, error, time) = problem(span), let sample = samples.first(where: { abs($0.time - time) < 1e-9 }) ?? samples.last else {
            return true
        }
        return IssueReporter.record(assertion, [(self, [SampleFailure(sample: sample, finding: finding, error: error, errorText: "\(Format.time(error)) s")])],
                                    sourceLocation: sourceLocation)
    }
}
