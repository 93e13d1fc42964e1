import Foundation

/// The plane geometry the checks need: distances to points and segments, and polar angles
/// measured the way the wheel measures them.
enum PlaneGeometry {
    /// The distance between two points.
    static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        hypot(a.x - b.x, a.y - b.y)
    }

    /// The distance from `point` to the closed segment from `start` to `end`; the distance to
    /// `start` when the segment is a single point.
    static func distance(from point: CGPoint, toSegmentFrom start: CGPoint, to end: CGPoint) -> CGFloat {
        distance(point, nearest(to: point, onSegmentFrom: start, to: end))
    }

    /// The point of the segment from `start` to `end` nearest to `point`.
    static func nearest(to point: CGPoint, onSegmentFrom start: CGPoint, to end: CGPoint) -> CGPoint {
        let (dx, dy) = (end.x - start.x, end.y - start.y)
        let lengthSquared = dx * dx + dy * dy
        guard lengthSquared > 0 else { return start }
        let projection = ((point.x - start.x) * dx + (point.y - start.y) * dy) / lengthSquared
        let fraction = min(max(projection, 0), 1)
        return CGPoint(x: start.x + fraction * dx, y: start.y + fraction * dy)
    }

    /// The point of the circle about `center` of `radius` nearest to `point`; `nil` when `point`
    /// is the centre (every point of the circle is as near).
    static func nearest(to point: CGPoint, onCircleAbout center: CGPoint, radius: CGFloat) -> CGPoint? {
        let distance = distance(point, center)
        guard distance > 0, distance.isFinite, radius.isFinite else { return nil }
        return CGPoint(x: center.x + (point.x - center.x) / distance * radius, y: center.y + (point.y - center.y) / distance * radius)
    }

    /// The angle of `point` about `center`, clockwise from straight up in y-down coordinates (the
    /// wheel's convention: the top is 0, the right π/2), in -π...π radians; 0 at the centre itself.
    static func clockwiseAngleFromTop(of point: CGPoint, about center: CGPoint) -> Double {
        Double(atan2(point.x - center.x, center.y - point.y))
    }

    /// The angles of `points` about `center`, unwrapped so that they change continuously: each
    /// differs from the previous one by the shortest turn between them, so a full revolution ends
    /// 2π from where it began. Consecutive points must be less than half a turn apart.
    /// - Returns: One angle in radians per point; empty for no points.
    /// - Complexity: O(*n*).
    static func unwrappedAngles(of points: [CGPoint], about center: CGPoint) -> [Double] {
        var result: [Double] = []
        result.reserveCapacity(points.count)
        for point in points {
            let wrapped = clockwiseAngleFromTop(of: point, about: center)
            guard let previous = result.last else {
                result.append(wrapped)
                continue
            }
            result.append(previous + remainder(wrapped - previous, 2 * .pi))
        }
        return result
    }

    /// The largest of `values`, 0 when there are none, NaN when any is NaN (so that a NaN
    /// position is never mistaken for a small deviation).
    static func largest(_ values: [CGFloat]) -> CGFloat {
        values.reduce(0) { $0.isNaN || $1.isNaN ? .nan : max($0, $1) }
    }
}
