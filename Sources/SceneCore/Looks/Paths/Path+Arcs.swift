import AnimationCore
import Foundation
import LayoutCore

extension Path {
    /// Adds an arc of a circle, by its start and end angles, as SwiftUI (and CoreGraphics) do.
    ///
    /// Angles are measured from the positive x-axis towards the positive y-axis, which is down on
    /// screen. `clockwise` is meant in a y-up space, so on screen it is the other way round:
    /// `clockwise: false` turns the way the angles grow, clockwise on screen (0° to 90° runs from
    /// three o'clock down to six), and `clockwise: true` turns counterclockwise on screen. The arc
    /// turns less than a full turn from start to end in that direction, or a whole circle when the
    /// angles are a full turn or more apart that way.
    ///
    /// A line joins the current point to the arc's start; in an empty path the arc starts a new
    /// subpath. A radius of 0 or less adds only that line (or move) to the centre.
    /// - Parameters:
    ///   - center: The circle's centre.
    ///   - radius: Its radius.
    ///   - startAngle: Where the arc starts.
    ///   - endAngle: Where it ends.
    ///   - clockwise: `true` for counterclockwise on screen; see above.
    ///   - transform: What to apply to the arc's points; none by default.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
                                transform: CGAffineTransform = .identity) {
        let fullTurn = 2 * Double.pi
        let difference = clockwise ? startAngle.radians - endAngle.radians : endAngle.radians - startAngle.radians
        var turn = difference >= fullTurn ? fullTurn : difference.truncatingRemainder(dividingBy: fullTurn)
        if turn < 0 { turn += fullTurn }
        appendArc(center: center, radius: radius, start: startAngle.radians, sweep: clockwise ? -turn : turn, transform: transform)
    }

    /// Adds an arc of a circle, by its start angle and how far it turns.
    ///
    /// A positive `delta` turns the way angles grow: clockwise on screen, counterclockwise in the
    /// y-up space SwiftUI's documentation speaks of. A line joins the current point to the arc's
    /// start, as for ``addArc(center:radius:startAngle:endAngle:clockwise:transform:)``.
    /// - Parameters:
    ///   - center: The circle's centre.
    ///   - radius: Its radius.
    ///   - startAngle: Where the arc starts.
    ///   - delta: How far it turns; more than a full turn goes round again.
    ///   - transform: What to apply to the arc's points; none by default.
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                        transform: CGAffineTransform = .identity) {
        appendArc(center: center, radius: radius, start: startAngle.radians, sweep: delta.radians, transform: transform)
    }

    /// Adds an arc of `radius` tangent to the line from the current point to `tangent1End` and to
    /// the line from there to `tangent2End`, after a line from the current point to where the arc
    /// starts (CoreGraphics' `addArc(tangent1End:tangent2End:radius:)`, canvas's `arcTo`).
    ///
    /// In an empty path it starts at `tangent1End`. When the points leave no corner to round (the
    /// current point or `tangent2End` is at `tangent1End`, the three are on one line) or the
    /// radius is 0 or less, it adds a line to `tangent1End`.
    /// - Parameters:
    ///   - tangent1End: The corner the arc rounds.
    ///   - tangent2End: A point on the line the arc turns onto.
    ///   - radius: The arc's radius.
    ///   - transform: What to apply to the points first; none by default.
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                                transform: CGAffineTransform = .identity) {
        guard let currentPoint else { return move(to: tangent1End.applying(transform)) }
        let start = currentPoint.applying(transform.inverted())
        let toStart = Vector(from: tangent1End, to: start), toEnd = Vector(from: tangent1End, to: tangent2End)
        let cross = toStart.x * toEnd.y - toStart.y * toEnd.x
        guard radius > 0, toStart.length > 0, toEnd.length > 0, abs(cross) > 1e-12 * toStart.length * toEnd.length else {
            return addLine(to: tangent1End.applying(transform))
        }
        let (first, second) = (toStart.unit, toEnd.unit)
        let halfCorner = acos(min(max(first.x * second.x + first.y * second.y, -1), 1)) / 2
        let reach = radius / tan(halfCorner)
        let bisector = Vector(x: first.x + second.x, y: first.y + second.y).unit
        let centre = tangent1End.moved(by: bisector, times: radius / sin(halfCorner))
        let arcStart = tangent1End.moved(by: first, times: reach), arcEnd = tangent1End.moved(by: second, times: reach)
        let startAngle = atan2(arcStart.y - centre.y, arcStart.x - centre.x)
        var sweep = atan2(arcEnd.y - centre.y, arcEnd.x - centre.x) - startAngle
        if sweep > .pi { sweep -= 2 * .pi } else if sweep < -.pi { sweep += 2 * .pi }
        appendArc(center: centre, radius: radius, start: startAngle, sweep: sweep, transform: transform)
    }

    /// Adds the arc from angle `start` turning by `sweep` (positive: the way angles grow) as cubic
    /// curves of at most a quarter turn each, after a line (or move) to its start.
    private mutating func appendArc(center: CGPoint, radius: CGFloat, start: Double, sweep: Double, transform: CGAffineTransform) {
        let radius = max(Double(radius), 0)
        let onCircle = { (angle: Double) in
            CGPoint(x: Double(center.x) + radius * cos(angle), y: Double(center.y) + radius * sin(angle))
        }
        let first = onCircle(start).applying(transform)
        if currentPoint == nil { move(to: first) } else if currentPoint != first { addLine(to: first) }
        guard radius > 0, sweep != 0, sweep.isFinite else { return }
        let pieces = max(Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)), 1)
        let step = sweep / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)
        for piece in 0..<pieces {
            let (from, to) = (start + step * Double(piece), start + step * Double(piece + 1))
            let control1 = CGPoint(x: Double(center.x) + radius * (cos(from) - k * sin(from)),
                                   y: Double(center.y) + radius * (sin(from) + k * cos(from)))
            let control2 = CGPoint(x: Double(center.x) + radius * (cos(to) + k * sin(to)),
                                   y: Double(center.y) + radius * (sin(to) - k * cos(to)))
            addCurve(to: onCircle(to).applying(transform), control1: control1.applying(transform), control2: control2.applying(transform))
        }
    }
}

/// A direction and length in the plane, for the arc constructions.
private struct Vector {
    let x: Double
    let y: Double

    init(x: Double, y: Double) {
        (self.x, self.y) = (x, y)
    }

    init(from start: CGPoint, to end: CGPoint) {
        (x, y) = (Double(end.x - start.x), Double(end.y - start.y))
    }

    var length: Double { hypot(x, y) }
    var unit: Vector { Vector(x: x / length, y: y / length) }
}

extension CGPoint {
    /// This point moved `times` along `vector`.
    fileprivate func moved(by vector: Vector, times: Double) -> CGPoint {
        CGPoint(x: Double(x) + vector.x * times, y: Double(y) + vector.y * times)
    }
}
