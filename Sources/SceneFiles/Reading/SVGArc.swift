import Foundation
import LayoutCore
import SceneCore

/// An SVG elliptical arc (`A rx ry rotation large-arc sweep x y`) from the current point, drawn as
/// cubic Béziers of at most 90° each.
///
/// The endpoint form is turned into a centre, radii and angles as SVG 1.1's implementation notes
/// (F.6.5, F.6.6) say: radii too small to reach the end are scaled up until they just do, zero radii
/// draw a line, and an arc that ends where it starts draws nothing.
struct SVGArc {
    /// The current point.
    let start: CGPoint
    /// Where the arc ends.
    let end: CGPoint
    /// The ellipse's radii, before scaling.
    let radii: CGSize
    /// The ellipse's x axis, in degrees from the frame's x axis.
    let rotationDegrees: Double
    /// Whether to take the arc of more than 180°.
    let largeArc: Bool
    /// Whether to go the way of increasing angles (clockwise on a y-down canvas).
    let sweep: Bool

    init(from start: CGPoint, to end: CGPoint, radii: CGSize, rotationDegrees: Double, largeArc: Bool, sweep: Bool) {
        self.start = start
        self.end = end
        self.radii = radii
        self.rotationDegrees = rotationDegrees
        self.largeArc = largeArc
        self.sweep = sweep
    }

    /// Adds the arc to `path`, whose current point is ``start``.
    func add(to path: inout Path) {
        guard start != end else { return }
        var rx = Swift.abs(Double(radii.width)), ry = Swift.abs(Double(radii.height))
        guard rx > 0, ry > 0 else {
            path.addLine(to: end)
            return
        }
        let phi = rotationDegrees * .pi / 180, cosPhi = cos(phi), sinPhi = sin(phi)
        let dx = Double(start.x - end.x) / 2, dy = Double(start.y - end.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy, y1 = -sinPhi * dx + cosPhi * dy
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            rx *= lambda.squareRoot()
            ry *= lambda.squareRoot()
        }
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        let coefficient = (largeArc != sweep ? 1.0 : -1.0) * Swift.max(0, numerator / denominator).squareRoot()
        let centerX1 = coefficient * rx * y1 / ry, centerY1 = -coefficient * ry * x1 / rx
        let center = CGPoint(x: cosPhi * centerX1 - sinPhi * centerY1 + Double(start.x + end.x) / 2,
                             y: sinPhi * centerX1 + cosPhi * centerY1 + Double(start.y + end.y) / 2)
        let startAngle = atan2((y1 - centerY1) / ry, (x1 - centerX1) / rx)
        var delta = atan2((-y1 - centerY1) / ry, (-x1 - centerX1) / rx) - startAngle
        if sweep, delta < 0 { delta += 2 * .pi }
        if !sweep, delta > 0 { delta -= 2 * .pi }
        let pieces = Swift.max(1, Int((Swift.abs(delta) / (.pi / 2)).rounded(.up)))
        let step = delta / Double(pieces)
        let handle = 4.0 / 3.0 * tan(step / 4)
        /// A point of the unit circle's arc, placed on the ellipse.
        func place(_ u: Double, _ v: Double) -> CGPoint {
            CGPoint(x: Double(center.x) + rx * u * cosPhi - ry * v * sinPhi, y: Double(center.y) + rx * u * sinPhi + ry * v * cosPhi)
        }
        for piece in 0..<pieces {
            let a = startAngle + Double(piece) * step, b = a + step
            let control1 = place(cos(a) - handle * sin(a), sin(a) + handle * cos(a))
            let control2 = place(cos(b) + handle * sin(b), sin(b) - handle * cos(b))
            // The last piece ends exactly at the end point, not at a rounded copy of it.
            path.addCurve(to: piece == pieces - 1 ? end : place(cos(b), sin(b)), control1: control1, control2: control2)
        }
    }
}
