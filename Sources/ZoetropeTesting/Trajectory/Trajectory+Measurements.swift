import Foundation

// Non-asserting measurements of one trajectory: for tests that need a number rather than a verdict,
// such as "in positions mode the views really leave the circle" (`maxDeviation(...) > 10`).

extension Trajectory {
    /// How far the view strays from a circle: the largest |distance from `center` − `radius`|.
    /// - Parameters:
    ///   - center: The circle's centre.
    ///   - radius: The circle's radius.
    /// - Returns: The largest deviation in points; 0 for no samples, NaN when a position is NaN.
    /// - Complexity: O(*samples*).
    public func maxDeviation(fromArcAbout center: CGPoint, radius: CGFloat) -> CGFloat {
        maxDeviation(fromArcAbout: center) { _ in radius }
    }

    /// How far the view strays from a circle whose radius changes over time: the largest
    /// |distance from `center` − `radius(time)`|.
    /// - Parameters:
    ///   - center: The circle's centre.
    ///   - radius: The circle's radius at a time in seconds.
    /// - Returns: The largest deviation in points; 0 for no samples, NaN when a position is NaN.
    /// - Complexity: O(*samples*) calls of `radius`.
    public func maxDeviation(fromArcAbout center: CGPoint, radius: (TimeInterval) -> CGFloat) -> CGFloat {
        PlaneGeometry.largest(samples.map { abs(PlaneGeometry.distance($0.center, center) - radius($0.time)) })
    }

    /// How far the view strays from a circle whose radius is given frame by frame (a layout
    /// parameter, a function of time or of the sample).
    /// - Parameters:
    ///   - center: The circle's centre.
    ///   - radius: The circle's radius at each frame, in points.
    /// - Returns: The largest deviation in points; 0 for no samples, NaN when a position is NaN or
    ///   the track has no value at some sample.
    /// - Complexity: O(*samples* × *parameters*).
    public func maxDeviation(fromArcAbout center: CGPoint, radius: ValueTrack) -> CGFloat {
        PlaneGeometry.largest(samples.map { sample in
            radius.value(at: sample).map { abs(PlaneGeometry.distance(sample.center, center) - CGFloat($0)) } ?? .nan
        })
    }

    /// How far the view strays from the straight segment between two points.
    /// - Parameters:
    ///   - start: One end of the segment.
    ///   - end: The other end.
    /// - Returns: The largest distance in points from a sample's centre to the segment; 0 for no
    ///   samples, NaN when a position is NaN.
    /// - Complexity: O(*samples*).
    public func maxDeviation(fromSegmentFrom start: CGPoint, to end: CGPoint) -> CGFloat {
        PlaneGeometry.largest(samples.map { PlaneGeometry.distance(from: $0.center, toSegmentFrom: start, to: end) })
    }

    /// How far the view strays from its ``chord``, the segment from its first to its last centre.
    /// - Returns: The largest distance in points; 0 for no samples, NaN when a position is NaN.
    /// - Complexity: O(*samples*).
    public func maxDeviationFromChord() -> CGFloat {
        guard let chord else { return 0 }
        return maxDeviation(fromSegmentFrom: chord.start, to: chord.end)
    }

    /// How far the view gets from where it started.
    /// - Returns: The largest distance in points from the first sample's centre; 0 for no samples
    ///   or one, NaN when a position is NaN.
    /// - Complexity: O(*samples*).
    public func maxDisplacement() -> CGFloat {
        guard let start = samples.first?.center else { return 0 }
        return PlaneGeometry.largest(samples.map { PlaneGeometry.distance($0.center, start) })
    }

    /// The angle the view turns through about `center`, from its first sample to its last,
    /// clockwise from the top in y-down coordinates as the wheel measures it.
    ///
    /// The angle is unwrapped across ±180°, so a full clockwise turn is +360°, not 0°; this
    /// assumes consecutive samples are less than 180° apart.
    /// - Parameter center: The point the view turns about.
    /// - Returns: The swept angle, positive clockwise; zero for no samples or one.
    /// - Complexity: O(*samples*).
    public func sweptAngle(about center: CGPoint) -> Angle {
        let angles = PlaneGeometry.unwrappedAngles(of: centers, about: center)
        guard let first = angles.first, let last = angles.last else { return .zero }
        return .radians(last - first)
    }
}
