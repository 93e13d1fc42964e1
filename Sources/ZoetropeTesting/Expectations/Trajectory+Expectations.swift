import Foundation
import Testing

// Assertions on one view's trajectory. Each records one Swift Testing issue at the caller's line
// when it fails: how many samples failed and the worst few, each naming the view, the frame and
// its time, the expected and actual values and how far apart they are. Each returns whether the
// check held.

extension Trajectory {
    /// Expects the view's centre to stay on a circle at every sample.
    ///
    /// A sample passes when |distance from `center` − `radius`| ≤ `tolerance`.
    /// - Parameters:
    ///   - center: The circle's centre.
    ///   - radius: The circle's radius.
    ///   - tolerance: The largest deviation allowed, in points.
    ///   - sourceLocation: Where failures are reported; the caller's line by default.
    /// - Returns: Whether every sample passed. A trajectory without samples fails.
    /// - Complexity: O(*samples*).
    @discardableResult
    public func expectFollowsArc(center: CGPoint, radius: CGFloat, tolerance: CGFloat,
                                 sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        expectFollowsArc(center: center, radius: { _ in radius }, tolerance: tolerance, sourceLocation: sourceLocation)
    }

    /// Expects the view's centre to stay on a circle whose radius changes over time.
    ///
    /// A sample at time *t* passes when |distance from `center` − `radius(t)`| ≤ `tolerance`.
    /// - Parameters:
    ///   - center: The circle's centre.
    ///   - radius: The circle's radius at a time in seconds, for a radius that animates too.
    ///   - tolerance: The largest deviation allowed, in points.
    ///   - sourceLocation: Where failures are reported; the caller's line by default.
    /// - Returns: Whether every sample passed. A trajectory without samples fails.
    /// - Complexity: O(*samples*) calls of `radius`.
    @discardableResult
    public func expectFollowsArc(center: CGPoint, radius: (TimeInterval) -> CGFloat, tolerance: CGFloat,
                                 sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        check("expectFollowsArc", sourceLocation: sourceLocation) {
            arcFailures(center: center, radius: radius, tolerance: tolerance)
        }
    }

    /// Expects the view's centre to stay on a circle whose radius is given frame by frame: a
    /// layout parameter (`.parameter("radius")`), a function of time or of the sample.
    ///
    /// A sample passes when |distance from `center` − the track's value| ≤ `tolerance`; a sample
    /// the track has no value for (a layout without that parameter) fails.
    /// - Parameters:
    ///   - center: The circle's centre.
    ///   - radius: The circle's radius at each frame, in points.
    ///   - tolerance: The largest deviation allowed, in points.
    ///   - sourceLocation: Where failures are reported; the caller's line by default.
    /// - Returns: Whether every sample passed. A trajectory without samples fails.
    /// - Complexity: O(*samples* × *parameters*).
    @discardableResult
    public func expectFollowsArc(center: CGPoint, radius: ValueTrack, tolerance: CGFloat,
                                 sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        check("expectFollowsArc", sourceLocation: sourceLocation) {
            arcFailures(center: center, radius: radius, tolerance: tolerance)
        }
    }

    /// Expects the view to move along its ``chord``: every sample lies within `tolerance` of the
    /// straight segment from the first sample's centre to the last one's.
    ///
    /// This is how a view moves when its position, not the layout's parameters, is interpolated.
    /// A view that does not move passes.
    /// - Parameters:
    ///   - tolerance: The largest distance allowed from the segment, in points.
    ///   - sourceLocation: Where failures are reported; the caller's line by default.
    /// - Returns: Whether every sample passed. A trajectory without samples fails.
    /// - Complexity: O(*samples*).
    @discardableResult
    public func expectFollowsChord(tolerance: CGFloat, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        check("expectFollowsChord", sourceLocation: sourceLocation) {
            chordFailures(tolerance: tolerance)
        }
    }

    /// Expects every sample to lie within `tolerance` of the straight segment from `start` to `end`.
    /// - Parameters:
    ///   - start: One end of the segment.
    ///   - end: The other end; the segment is a point when it equals `start`.
    ///   - tolerance: The largest distance allowed from the segment, in points.
    ///   - sourceLocation: Where failures are reported; the caller's line by default.
    /// - Returns: Whether every sample passed. A trajectory without samples fails.
    /// - Complexity: O(*samples*).
    @discardableResult
    public func expectFollowsChord(from start: CGPoint, to end: CGPoint, tolerance: CGFloat,
                                   sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        check("expectFollowsChord", sourceLocation: sourceLocation) {
            segmentFailures(from: start, to: end, tolerance: tolerance)
        }
    }

    /// Expects the view to turn steadily about `center` through `total`.
    ///
    /// The angle is measured clockwise from the top in y-down coordinates, as the wheel measures
    /// it, and unwrapped across ±180° so that a full clockwise turn is 360°. It must never turn
    /// back by more than `tolerance` from one sample to the next (never decrease for a positive
    /// `total`, never increase for a negative one, not change for a zero one), and the angle swept
    /// from the first sample to the last must equal `total` within `tolerance`. A sample at
    /// `center`, where the angle is undefined, fails. Consecutive samples must be less than 180° apart.
    /// - Parameters:
    ///   - total: The angle the view should sweep, positive clockwise.
    ///   - center: The point it turns about.
    ///   - tolerance: The largest error allowed, both for a backward step and for the total.
    ///   - sourceLocation: Where failures are reported; the caller's line by default.
    /// - Returns: Whether the check held. A trajectory without samples fails.
    /// - Complexity: O(*samples*).
    @discardableResult
    public func expectSweepsAngle(_ total: Angle, about center: CGPoint, tolerance: Angle,
                                  sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        check("expectSweepsAngle", sourceLocation: sourceLocation) {
            sweepFailures(total: total, center: center, tolerance: tolerance)
        }
    }

    /// Expects the view not to move: every sample's centre lies within `tolerance` of the first
    /// one's. Size, rotation and scale are not checked.
    /// - Parameters:
    ///   - tolerance: The largest distance allowed from the first centre, in points.
    ///   - sourceLocation: Where failures are reported; the caller's line by default.
    /// - Returns: Whether every sample passed. A trajectory without samples fails.
    /// - Complexity: O(*samples*).
    @discardableResult
    public func expectStationary(tolerance: CGFloat, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        check("expectStationary", sourceLocation: sourceLocation) {
            stationaryFailures(tolerance: tolerance)
        }
    }

    /// Expects the view to come to rest with its centre at `center`: checks ``settled``, the view
    /// sampled when the last animation finishes, not the last frame (a spring's last whole frame
    /// may stop short of its target; where it settles does not).
    /// - Parameters:
    ///   - center: Where the view's centre should end up.
    ///   - tolerance: The largest distance allowed, in points.
    ///   - sourceLocation: Where failures are reported; the caller's line by default.
    /// - Returns: Whether it held. A trajectory whose ``settled`` is nil (an animation never ends,
    ///   or the capture cannot tell) fails.
    @discardableResult
    public func expectSettles(at center: CGPoint, tolerance: CGFloat, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        guard settled != nil else {
            return IssueReporter.recordNothingToCheck("\(viewDescription) never comes to rest, or its capture cannot tell when it does (settled is nil)",
                                                      sourceLocation: sourceLocation)
        }
        return IssueReporter.record("expectSettles", [(self, settleFailures(center: center, tolerance: tolerance))],
                                    sourceLocation: sourceLocation)
    }

    /// Runs a check and records its failures; a trajectory without samples fails, so that an
    /// assertion never passes for having had nothing to look at.
    private func check(_ assertion: String, sourceLocation: SourceLocation, failures: () -> [SampleFailure]) -> Bool {
        guard !samples.isEmpty else {
            return IssueReporter.recordNothingToCheck("\(viewDescription) has no samples",
                                                      sourceLocation: sourceLocation)
        }
        return IssueReporter.record(assertion, [(self, failures())], sourceLocation: sourceLocation)
    }

    /// The failing samples of the chord check: none for a trajectory without samples.
    func chordFailures(tolerance: CGFloat) -> [SampleFailure] {
        guard let chord else { return [] }
        return segmentFailures(from: chord.start, to: chord.end, tolerance: tolerance)
    }
}
