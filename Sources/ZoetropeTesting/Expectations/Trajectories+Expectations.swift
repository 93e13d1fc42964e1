import Foundation
import Testing

// The assertions of `Trajectory`, applied to every view. A failing assertion records one issue for
// all the views: how many samples failed in how many views, and the worst few, each with its view.

extension Trajectories {
    /// Expects every view's centre to stay on one circle at every frame.
    ///
    /// A sample passes when |distance from `center` − `radius`| ≤ `tolerance`.
    /// - Parameters:
    ///   - center: The circle's centre.
    ///   - radius: The circle's radius.
    ///   - tolerance: The largest deviation allowed, in points.
    ///   - sourceLocation: Where failures are reported; the caller's line by default.
    /// - Returns: Whether every view passed. A set without views fails.
    /// - Complexity: O(*views* × *frames*).
    @discardableResult
    public func expectFollowsArc(center: CGPoint, radius: CGFloat, tolerance: CGFloat,
                                 sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        expectFollowsArc(center: center, radius: { _ in radius }, tolerance: tolerance, sourceLocation: sourceLocation)
    }

    /// Expects every view's centre to stay on one circle whose radius changes over time.
    ///
    /// A sample at time *t* passes when |distance from `center` − `radius(t)`| ≤ `tolerance`.
    /// - Parameters:
    ///   - center: The circle's centre.
    ///   - radius: The circle's radius at a time in seconds, for a radius that animates too.
    ///   - tolerance: The largest deviation allowed, in points.
    ///   - sourceLocation: Where failures are reported; the caller's line by default.
    /// - Returns: Whether every view passed. A set without views fails.
    /// - Complexity: O(*views* × *frames*) calls of `radius`.
    @discardableResult
    public func expectFollowsArc(center: CGPoint, radius: (TimeInterval) -> CGFloat, tolerance: CGFloat,
                                 sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        checkEveryView("expectFollowsArc", sourceLocation: sourceLocation) {
            $0.arcFailures(center: center, radius: radius, tolerance: tolerance)
        }
    }

    /// Expects every view's centre to stay on one circle whose radius is given frame by frame: a
    /// layout parameter (`.parameter("radius")`), a function of time or of the sample.
    ///
    /// A sample passes when |distance from `center` − the track's value| ≤ `tolerance`; a sample
    /// the track has no value for (a layout without that parameter) fails.
    /// - Parameters:
    ///   - center: The circle's centre.
    ///   - radius: The circle's radius at each frame, in points.
    ///   - tolerance: The largest deviation allowed, in points.
    ///   - sourceLocation: Where failures are reported; the caller's line by default.
    /// - Returns: Whether every view passed. A set without views fails.
    /// - Complexity: O(*views* × *frames* × *parameters*).
    @discardableResult
    public func expectFollowsArc(center: CGPoint, radius: ValueTrack, tolerance: CGFloat,
                                 sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        checkEveryView("expectFollowsArc", sourceLocation: sourceLocation) {
            $0.arcFailures(center: center, radius: radius, tolerance: tolerance)
        }
    }

    /// Expects every view to move along its own chord, the straight segment from its first centre
    /// to its last, within `tolerance`.
    /// - Parameters:
    ///   - tolerance: The largest distance allowed from a view's chord, in points.
    ///   - sourceLocation: Where failures are reported; the caller's line by default.
    /// - Returns: Whether every view passed. A set without views fails.
    /// - Complexity: O(*views* × *frames*).
    @discardableResult
    public func expectFollowsChord(tolerance: CGFloat, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        checkEveryView("expectFollowsChord", sourceLocation: sourceLocation) {
            $0.chordFailures(tolerance: tolerance)
        }
    }

    /// Expects every view to stay within `tolerance` of one segment from `start` to `end`.
    /// - Parameters:
    ///   - start: One end of the segment.
    ///   - end: The other end.
    ///   - tolerance: The largest distance allowed from the segment, in points.
    ///   - sourceLocation: Where failures are reported; the caller's line by default.
    /// - Returns: Whether every view passed. A set without views fails.
    /// - Complexity: O(*views* × *frames*).
    @discardableResult
    public func expectFollowsChord(from start: CGPoint, to end: CGPoint, tolerance: CGFloat,
                                   sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        checkEveryView("expectFollowsChord", sourceLocation: sourceLocation) {
            $0.segmentFailures(from: start, to: end, tolerance: tolerance)
        }
    }

    /// Expects every view to turn steadily about `center` through `total`, as
    /// ``Trajectory/expectSweepsAngle(_:about:tolerance:sourceLocation:)`` checks one view.
    /// - Parameters:
    ///   - total: The angle each view should sweep, positive clockwise.
    ///   - center: The point they turn about.
    ///   - tolerance: The largest error allowed, both for a backward step and for the total.
    ///   - sourceLocation: Where failures are reported; the caller's line by default.
    /// - Returns: Whether every view passed. A set without views fails.
    /// - Complexity: O(*views* × *frames*).
    @discardableResult
    public func expectSweepsAngle(_ total: Angle, about center: CGPoint, tolerance: Angle,
                                  sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        checkEveryView("expectSweepsAngle", sourceLocation: sourceLocation) {
            $0.sweepFailures(total: total, center: center, tolerance: tolerance)
        }
    }

    /// Expects no view to move: each view's centre stays within `tolerance` of where it was at frame 0.
    /// - Parameters:
    ///   - tolerance: The largest distance allowed from a view's first centre, in points.
    ///   - sourceLocation: Where failures are reported; the caller's line by default.
    /// - Returns: Whether every view passed. A set without views fails.
    /// - Complexity: O(*views* × *frames*).
    @discardableResult
    public func expectStationary(tolerance: CGFloat, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        checkEveryView("expectStationary", sourceLocation: sourceLocation) {
            $0.stationaryFailures(tolerance: tolerance)
        }
    }

    /// Expects the layout's parameter `name` to come to rest at `value`: checks ``settled``, the
    /// animation sampled when its last animation finishes, not the last frame. A spring's last
    /// whole frame may stop short of its target (0.0023° short of 180° in one scene); where it
    /// settles does not.
    ///
    /// ```swift
    /// trajectories.expectSettles(parameter: "rotation", at: 180, tolerance: 1e-9)
    /// ```
    /// - Parameters:
    ///   - name: The parameter's name, as the layout's `ParameterizedLayout.parameters` give it.
    ///   - value: Where it should end up, in its file unit (degrees for angles, points for lengths).
    ///   - tolerance: The largest difference allowed.
    ///   - sourceLocation: Where failures are reported; the caller's line by default.
    /// - Returns: Whether it held. It fails when ``settled`` is nil (an animation never ends, or
    ///   the capture cannot tell) and when the layout has no parameter called `name`.
    @discardableResult
    public func expectSettles(parameter name: String, at value: Double, tolerance: Double,
                              sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        guard let settled else {
            return IssueReporter.recordNothingToCheck("the animation never comes to rest, or its capture cannot tell when it does (settled is nil)",
                                                      sourceLocation: sourceLocation)
        }
        guard let reached = settled.parameters.first(where: { $0.name == name })?.value else {
            let names = settled.parameters.map(\.name)
            return IssueReporter.recordNothingToCheck(
                "the layout has no parameter \"\(name)\" (\(names.isEmpty ? "it has none" : "it has " + names.joined(separator: ", ")))",
                sourceLocation: sourceLocation)
        }
        let difference = Swift.abs(reached - value)
        guard !(difference <= tolerance) else { return true }
        let last = frames.last.flatMap { $0.parameters.first { $0.name == name }?.value }
        let lastText = last.map { "; the last frame shows \(Format.number($0))" } ?? ""
        IssueReporter.record("expectSettles failed: \(name) comes to rest at \(Format.number(reached)) (t = \(Format.time(settled.time)) s), "
                                + "expected \(Format.number(value)) ± \(Format.number(tolerance)) (off by \(Format.number(difference)))\(lastText)",
                             at: sourceLocation)
        return false
    }

    /// Expects every view to come to rest with its centre where `centers` says, in view order;
    /// see ``Trajectory/expectSettles(at:tolerance:sourceLocation:)``.
    /// - Parameters:
    ///   - centers: Where each view's centre should end up, one per view.
    ///   - tolerance: The largest distance allowed, in points.
    ///   - sourceLocation: Where failures are reported; the caller's line by default.
    /// - Returns: Whether every view passed. It fails when `centers` has a different count from the
    ///   views, and when ``settled`` is nil.
    @discardableResult
    public func expectSettles(at centers: [CGPoint], tolerance: CGFloat, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        guard centers.count == count else {
            return IssueReporter.recordNothingToCheck("\(centers.count) centres were given for \(count) views", sourceLocation: sourceLocation)
        }
        guard settled != nil else {
            return IssueReporter.recordNothingToCheck("the animation never comes to rest, or its capture cannot tell when it does (settled is nil)",
                                                      sourceLocation: sourceLocation)
        }
        return IssueReporter.record("expectSettles", zip(self, centers).map { ($0, $0.settleFailures(center: $1, tolerance: tolerance)) },
                                    sourceLocation: sourceLocation)
    }

    /// Runs a check on every view and records one issue for all their failures; a set without
    /// views, or with a view without samples, fails, so that an assertion never passes for having
    /// had nothing to look at.
    private func checkEveryView(_ assertion: String, sourceLocation: SourceLocation,
                                _ failures: (Trajectory) -> [SampleFailure]) -> Bool {
        guard !isEmpty else {
            return IssueReporter.recordNothingToCheck("the trajectories have no views", sourceLocation: sourceLocation)
        }
        let empty = filter { $0.samples.isEmpty }.map { "\($0.viewIndex)" }
        guard empty.isEmpty else {
            return IssueReporter.recordNothingToCheck("view \(empty.joined(separator: ", ")) has no samples",
                                                      sourceLocation: sourceLocation)
        }
        return IssueReporter.record(assertion, map { ($0, failures($0)) }, sourceLocation: sourceLocation)
    }
}
