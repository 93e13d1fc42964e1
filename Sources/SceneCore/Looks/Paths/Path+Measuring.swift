import Foundation
import FrameRendering

extension Path {
    /// The smallest rectangle holding every point of the path, not its curves' control points
    /// (CoreGraphics' `boundingBoxOfPath`); `CGRect.null` for an empty path, as CoreGraphics gives.
    /// - Complexity: O(*n*) in the number of elements.
    public var boundingRect: CGRect {
        var points: [CGPoint] = []
        for subpath in PathSubpaths(outline).subpaths {
            points.append(subpath.start)
            for segment in subpath.segments {
                points.append(segment.points[segment.points.count - 1])
                points += segment.turningParameters.map { segment.point(at: $0) }
            }
        }
        guard let first = points.first else { return .null }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for point in points {
            (minX, maxX) = (min(minX, point.x), max(maxX, point.x))
            (minY, maxY) = (min(minY, point.y), max(maxY, point.y))
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether filling the path covers `point`: each subpath closed, curves followed to within
    /// a small fraction of a point.
    /// - Parameters:
    ///   - point: The point.
    ///   - eoFill: `true` for the even-odd rule, `false` (the default) for the non-zero rule.
    /// - Returns: Whether the point is inside.
    /// - Complexity: O(*n*) in the number of elements.
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0
        for subpath in PathSubpaths(outline).subpaths {
            var polygon = [subpath.start]
            for segment in subpath.segments {
                let steps = segment.points.count == 2 ? 1 : 64
                polygon += (1...steps).map { segment.point(at: Double($0) / Double(steps)) }
            }
            polygon.append(subpath.start)
            for (from, to) in zip(polygon, polygon.dropFirst()) {
                winding += Self.crossing(from: from, to: to, rightOf: point)
            }
        }
        return eoFill ? winding % 2 != 0 : winding != 0
    }

    /// +1 when the edge crosses the horizontal ray to the right of `point` going down, -1 going
    /// up, 0 when it misses it.
    private static func crossing(from: CGPoint, to: CGPoint, rightOf point: CGPoint) -> Int {
        let upward = from.y <= point.y && to.y > point.y
        let downward = from.y > point.y && to.y <= point.y
        guard upward || downward else { return 0 }
        let x = from.x + (point.y - from.y) / (to.y - from.y) * (to.x - from.x)
        guard x > point.x else { return 0 }
        return upward ? 1 : -1
    }

    /// The part of the path from `from` to `to`, as fractions of its length: what SwiftUI's
    /// `.trim(from:to:)` draws.
    ///
    /// Both are clamped to 0...1. The whole path (closed subpaths still closed) when they are 0
    /// and 1; an empty path when `from` is not below `to` or the path has no length. A closing
    /// line counts as a segment; a subpath cut into keeps no `closeSubpath`.
    /// - Parameters:
    ///   - from: Where the part starts, as a fraction of the length.
    ///   - to: Where it ends.
    /// - Returns: The part, a new subpath wherever the original had one.
    /// - Complexity: O(*n*) in the number of elements.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let (start, end) = (min(max(Double(from), 0), 1), min(max(Double(to), 0), 1))
        guard start > 0 || end < 1 else { return self }
        let subpaths = PathSubpaths(outline).subpaths
        let lengths = subpaths.map { $0.segments.map { $0.length() } }
        let total = lengths.joined().reduce(0, +)
        guard start < end, total > 0 else { return Path() }
        let (first, last) = (start * total, end * total)
        var trimmed = Path()
        var travelled = 0.0
        for (subpath, segmentLengths) in zip(subpaths, lengths) {
            var drawing = false
            for (segment, length) in zip(subpath.segments, segmentLengths) {
                defer { travelled += length }
                guard length > 0, travelled + length > first, travelled < last else { continue }
                let piece = segment.part(from: segment.parameter(atLength: first - travelled),
                                         to: segment.parameter(atLength: last - travelled))
                if !drawing { trimmed.move(to: piece.points[0]) }
                drawing = true
                trimmed.append(piece.element)
            }
        }
        return trimmed
    }
}
