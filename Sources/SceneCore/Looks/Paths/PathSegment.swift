import Foundation
import FrameRendering

/// One drawn piece of a path, a line or a Bézier curve of degree 2 or 3, as the points that
/// define it from its start to its end: what measuring, bounding and trimming a path walk.
struct PathSegment {
    /// The start point, the control points, the end point: 2, 3 or 4 points.
    let points: [CGPoint]

    /// The point at parameter `t` in 0...1 (de Casteljau's construction).
    func point(at t: Double) -> CGPoint {
        var level = points
        while level.count > 1 {
            level = zip(level, level.dropFirst()).map { Self.mix($0, $1, t) }
        }
        return level[0]
    }

    /// The derivative with respect to `t` at `t`.
    func derivative(at t: Double) -> CGPoint {
        let degree = Double(points.count - 1)
        let hodograph = PathSegment(points: zip(points, points.dropFirst()).map {
            CGPoint(x: degree * Double($1.x - $0.x), y: degree * Double($1.y - $0.y))
        })
        return hodograph.points.count == 1 ? hodograph.points[0] : hodograph.point(at: t)
    }

    /// The arc length from parameter 0 to `t`: exact for a line, by Gauss–Legendre quadrature
    /// (eight spans of five points) for a curve, within about 10⁻⁹ of the length for the curves
    /// shapes draw.
    func length(upTo t: Double = 1) -> Double {
        guard points.count > 2 else { return hypot(Double(points[1].x - points[0].x), Double(points[1].y - points[0].y)) * t }
        let spans = 8
        var total = 0.0
        for span in 0..<spans {
            let (low, high) = (t * Double(span) / Double(spans), t * Double(span + 1) / Double(spans))
            for (node, weight) in Self.gaussLegendre5 {
                let speed = derivative(at: low + (high - low) * (node + 1) / 2)
                total += weight * (high - low) / 2 * hypot(Double(speed.x), Double(speed.y))
            }
        }
        return total
    }

    /// The parameter at which the arc length from the start is `distance` (clamped to the
    /// segment), found by bisection.
    func parameter(atLength distance: Double) -> Double {
        let whole = length()
        guard whole > 0, distance > 0 else { return 0 }
        guard distance < whole else { return 1 }
        if points.count == 2 { return distance / whole }
        var (low, high) = (0.0, 1.0)
        for _ in 0..<48 {
            let middle = (low + high) / 2
            if length(upTo: middle) < distance { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }

    /// The part of the segment from parameter `start` to `end`, as a segment of the same degree.
    func part(from start: Double, to end: Double) -> PathSegment {
        guard end > 0 else { return PathSegment(points: Array(repeating: points[0], count: points.count)) }
        return split(at: end).head.split(at: start / end).tail
    }

    /// The segment cut at `t` into the part before and the part after (de Casteljau).
    private func split(at t: Double) -> (head: PathSegment, tail: PathSegment) {
        var level = points
        var head = [level[0]], tail = [level[level.count - 1]]
        while level.count > 1 {
            level = zip(level, level.dropFirst()).map { Self.mix($0, $1, t) }
            head.append(level[0])
            tail.append(level[level.count - 1])
        }
        return (PathSegment(points: head), PathSegment(points: tail.reversed()))
    }

    /// The parameters in 0...1 where the curve turns back in x or in y: with its end points, where
    /// its bounding box's sides are.
    var turningParameters: [Double] {
        switch points.count {
        case 3:
            return [\CGPoint.x, \CGPoint.y].compactMap { axis in
                let (a, b, c) = (Double(points[0][keyPath: axis]), Double(points[1][keyPath: axis]), Double(points[2][keyPath: axis]))
                let denominator = a - 2 * b + c
                return denominator == 0 ? nil : (a - b) / denominator
            }.filter { $0 > 0 && $0 < 1 }
        case 4:
            return [\CGPoint.x, \CGPoint.y].flatMap { axis -> [Double] in
                let values = points.map { Double($0[keyPath: axis]) }
                let (d0, d1, d2) = (values[1] - values[0], values[2] - values[1], values[3] - values[2])
                return Self.roots(a: d0 - 2 * d1 + d2, b: 2 * (d1 - d0), c: d0)
            }.filter { $0 > 0 && $0 < 1 }
        default:
            return []
        }
    }

    /// The segment as the element that draws it from its start point.
    var element: ShapePath.Element {
        switch points.count {
        case 2: .line(to: points[1])
        case 3: .quadCurve(to: points[2], control: points[1])
        default: .curve(to: points[3], control1: points[1], control2: points[2])
        }
    }

    /// The real roots of a·t² + b·t + c (of b·t + c when a is 0).
    private static func roots(a: Double, b: Double, c: Double) -> [Double] {
        guard abs(a) > 1e-12 else { return b == 0 ? [] : [-c / b] }
        let discriminant = b * b - 4 * a * c
        guard discriminant >= 0 else { return [] }
        let root = discriminant.squareRoot()
        return [(-b + root) / (2 * a), (-b - root) / (2 * a)]
    }

    private static func mix(_ a: CGPoint, _ b: CGPoint, _ t: Double) -> CGPoint {
        CGPoint(x: Double(a.x) + (Double(b.x) - Double(a.x)) * t, y: Double(a.y) + (Double(b.y) - Double(a.y)) * t)
    }

    /// Five-point Gauss–Legendre nodes on -1...1 and their weights.
    private static let gaussLegendre5: [(Double, Double)] = [
        (0, 128.0 / 225.0),
        (-0.5384693101056831, 0.4786286704993665), (0.5384693101056831, 0.4786286704993665),
        (-0.9061798459386640, 0.2369268850561891), (0.9061798459386640, 0.2369268850561891),
    ]
}

/// A path as subpaths of segments: each closing line a segment of its own, every segment's start
/// point known.
struct PathSubpaths {
    /// A subpath: where it starts and its segments.
    struct Subpath {
        var start: CGPoint
        var segments: [PathSegment] = []
    }

    /// The subpaths in order; a lone move is a subpath with no segments.
    private(set) var subpaths: [Subpath] = []

    /// Walks `outline`'s elements into subpaths.
    init(_ outline: ShapePath) {
        var current: CGPoint?
        var startsNew = true
        for element in outline.elements {
            switch element {
            case let .move(point):
                subpaths.append(Subpath(start: point))
                (current, startsNew) = (point, false)
            case .line, .quadCurve, .curve:
                let start = current ?? element.points[0]
                if startsNew { subpaths.append(Subpath(start: start)) }
                subpaths[subpaths.count - 1].segments.append(PathSegment(points: [start] + element.points))
                (current, startsNew) = (element.points.last, false)
            case .closeSubpath:
                guard let last = subpaths.last, let end = current else { continue }
                if end != last.start { subpaths[subpaths.count - 1].segments.append(PathSegment(points: [end, last.start])) }
                (current, startsNew) = (last.start, true)
            }
        }
    }
}
