import Foundation

// Measures of how a view moves: when it starts and stops moving, where it ends, how far it goes
// past its end, how far it jumps in one frame and how its velocity changes. The motion
// assertions (`Trajectory+MotionExpectations.swift`) check them.

extension Trajectory {
    /// How little a sample must differ from the one before to count as not moving: in points for
    /// the centre and size, radians for the rotation, and plain numbers for scale and opacity.
    public static let stillness: Double = 1e-9

    /// When the view moves: from the time of the last sample before the first that differs from
    /// it (in centre, size, rotation, scale or opacity, by more than ``stillness``) to the time of
    /// the first sample after which nothing changes. `nil` when the view never moves.
    public var motionSpan: ClosedRange<TimeInterval>? {
        let changes = samples.indices.dropFirst().filter { !Self.isStill(samples[$0 - 1], samples[$0]) }
        guard let first = changes.first, let last = changes.last else { return nil }
        return samples[first - 1].time...samples[last].time
    }

    /// Where the view ends: its centre when it comes to rest (``settled``), else at its last sample.
    public var endCenter: CGPoint? { (settled ?? samples.last)?.center }

    /// The steps of the view's centre from each sample to the next: the sample moved to, and how
    /// far it moved, in points.
    public var steps: [(sample: Sample, distance: CGFloat)] {
        zip(samples, samples.dropFirst()).map { ($1, hypot($1.center.x - $0.center.x, $1.center.y - $0.center.y)) }
    }

    /// The view's velocity at each sample after the first: its centre's movement since the sample
    /// before over the time between them, in points a second (as a `DragGesture`'s velocity, a
    /// size: `width` across, `height` down).
    public var velocities: [(sample: Sample, velocity: CGSize)] {
        zip(samples, samples.dropFirst()).compactMap { previous, sample in
            let elapsed = sample.time - previous.time
            guard elapsed > 0 else { return nil }
            return (sample, CGSize(width: (sample.center.x - previous.center.x) / elapsed, height: (sample.center.y - previous.center.y) / elapsed))
        }
    }

    /// How far the view goes past its end along the way it travels, in points: the largest
    /// distance, measured along the line from its first centre to ``endCenter``, by which a
    /// sample lies beyond the end. 0 for a view that does not pass its end, or does not move.
    public var overshoot: CGFloat {
        overshoots.map(\.distance).max() ?? 0
    }

    /// Each sample's distance past the end along the way the view travels (negative short of it).
    var overshoots: [(sample: Sample, distance: CGFloat)] {
        guard let first = samples.first, let end = endCenter else { return [] }
        let travel = CGSize(width: end.x - first.center.x, height: end.y - first.center.y)
        let length = hypot(travel.width, travel.height)
        guard length > CGFloat(Self.stillness) else { return [] }
        return samples.map { sample in
            let along = ((sample.center.x - first.center.x) * travel.width + (sample.center.y - first.center.y) * travel.height) / length
            return (sample, along - length)
        }
    }

    /// The largest distance between this view's centre and `other`'s at the frames both have, in
    /// points: how far apart two animations of one view are (a spring and an ease). `nil` when
    /// they share no frame.
    /// - Parameter other: The other trajectory.
    /// - Returns: The distance, and the frame where it is largest.
    public func maxDeviation(from other: Trajectory) -> (distance: CGFloat, frame: Int)? {
        let theirs = Dictionary(other.samples.map { ($0.frame, $0.center) }, uniquingKeysWith: { first, _ in first })
        return samples.compactMap { sample -> (distance: CGFloat, frame: Int)? in
            guard let center = theirs[sample.frame] else { return nil }
            return (hypot(sample.center.x - center.x, sample.center.y - center.y), sample.frame)
        }.max { $0.distance < $1.distance }
    }

    /// Whether nothing of the view differs between two samples by more than ``stillness``.
    static func isStill(_ first: Sample, _ second: Sample) -> Bool {
        let differences: [Double] = [
            Double(second.center.x - first.center.x), Double(second.center.y - first.center.y),
            Double(second.size.width - first.size.width), Double(second.size.height - first.size.height),
            second.rotation.radians - first.rotation.radians, Double(second.scale - first.scale), second.opacity - first.opacity,
        ]
        return differences.allSatisfy { abs($0) <= stillness }
    }
}
