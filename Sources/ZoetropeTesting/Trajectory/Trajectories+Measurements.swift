import Foundation

// Non-asserting measurements over every view: the worst view's number.

extension Trajectories {
    /// How far the views stray from one circle: the largest |distance from `center` − `radius`|
    /// over every view and frame.
    /// - Parameters:
    ///   - center: The circle's centre.
    ///   - radius: The circle's radius.
    /// - Returns: The largest deviation in points; 0 without views, NaN when a position is NaN.
    /// - Complexity: O(*views* × *frames*).
    public func maxDeviation(fromArcAbout center: CGPoint, radius: CGFloat) -> CGFloat {
        PlaneGeometry.largest(map { $0.maxDeviation(fromArcAbout: center, radius: radius) })
    }

    /// How far the views stray from one circle whose radius changes over time.
    /// - Parameters:
    ///   - center: The circle's centre.
    ///   - radius: The circle's radius at a time in seconds.
    /// - Returns: The largest deviation in points; 0 without views, NaN when a position is NaN.
    /// - Complexity: O(*views* × *frames*) calls of `radius`.
    public func maxDeviation(fromArcAbout center: CGPoint, radius: (TimeInterval) -> CGFloat) -> CGFloat {
        PlaneGeometry.largest(map { $0.maxDeviation(fromArcAbout: center, radius: radius) })
    }

    /// How far the views stray from one circle whose radius is given frame by frame.
    /// - Parameters:
    ///   - center: The circle's centre.
    ///   - radius: The circle's radius at each frame, in points.
    /// - Returns: The largest deviation in points; 0 without views, NaN when a position is NaN or
    ///   the track has no value at some sample.
    /// - Complexity: O(*views* × *frames* × *parameters*).
    public func maxDeviation(fromArcAbout center: CGPoint, radius: ValueTrack) -> CGFloat {
        PlaneGeometry.largest(map { $0.maxDeviation(fromArcAbout: center, radius: radius) })
    }

    /// How far the views stray from their own chords (each view's segment from its first centre to its last).
    /// - Returns: The largest distance in points; 0 without views, NaN when a position is NaN.
    /// - Complexity: O(*views* × *frames*).
    public func maxDeviationFromChord() -> CGFloat {
        PlaneGeometry.largest(map { $0.maxDeviationFromChord() })
    }

    /// How far any view gets from where it started.
    /// - Returns: The largest distance in points; 0 without views, NaN when a position is NaN.
    /// - Complexity: O(*views* × *frames*).
    public func maxDisplacement() -> CGFloat {
        PlaneGeometry.largest(map { $0.maxDisplacement() })
    }

    /// The angle each view turns through about `center`, as ``Trajectory/sweptAngle(about:)`` measures it.
    /// - Parameter center: The point the views turn about.
    /// - Returns: One angle per view, positive clockwise; empty without views.
    /// - Complexity: O(*views* × *frames*).
    public func sweptAngles(about center: CGPoint) -> [Angle] {
        map { $0.sweptAngle(about: center) }
    }
}
