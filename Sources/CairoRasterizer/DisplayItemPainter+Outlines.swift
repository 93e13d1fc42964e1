import CCairo
import Foundation
import FrameRendering

extension DisplayItemPainter {
    /// Adds the shape's outline, centred on the user-space origin, to the current path.
    func addOutline(of kind: ShapeKind, size: CGSize) {
        let width = abs(Double(size.width))
        let height = abs(Double(size.height))
        let left = -width / 2
        let top = -height / 2
        switch kind {
        case .rectangle:
            cairo_rectangle(context, left, top, width, height)
        case let .roundedRectangle(cornerRadius):
            addRoundedRectangle(left: left, top: top, width: width, height: height, radius: cornerRadius)
        case .capsule:
            addRoundedRectangle(left: left, top: top, width: width, height: height, radius: min(width, height) / 2)
        case let .path(path, fillRule):
            cairo_set_fill_rule(context, fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            addPath(path, left: left, top: top)
        case .ellipse:
            // A flat ellipse encloses nothing, and scaling by (nearly) zero would make cairo's
            // matrix singular.
            guard currentDeterminant(of: context) * (width / 2) * (height / 2) >= Self.smallestDeterminant else {
                return
            }
            cairo_save(context)
            cairo_scale(context, width / 2, height / 2)
            cairo_new_sub_path(context)
            cairo_arc(context, 0, 0, 1, 0, 2 * Double.pi)
            cairo_close_path(context)
            cairo_restore(context)
        }
    }

    /// Adds a path whose frame's top-left corner is at (`left`, `top`): its elements as cairo's,
    /// a quadratic curve raised to the cubic that traces it.
    func addPath(_ path: ShapePath, left: Double, top: Double) {
        cairo_new_sub_path(context)
        var current = (x: 0.0, y: 0.0)
        var subpathStart = current
        func point(_ point: CGPoint) -> (x: Double, y: Double) { (left + Double(point.x), top + Double(point.y)) }
        for element in path.elements {
            switch element {
            case let .move(to):
                current = point(to)
                subpathStart = current
                cairo_move_to(context, current.x, current.y)
            case let .line(to):
                current = point(to)
                cairo_line_to(context, current.x, current.y)
            case let .quadCurve(to, control):
                let (end, middle) = (point(to), point(control))
                cairo_curve_to(context, current.x + 2 / 3 * (middle.x - current.x), current.y + 2 / 3 * (middle.y - current.y),
                               end.x + 2 / 3 * (middle.x - end.x), end.y + 2 / 3 * (middle.y - end.y), end.x, end.y)
                current = end
            case let .curve(to, control1, control2):
                let (end, first, second) = (point(to), point(control1), point(control2))
                cairo_curve_to(context, first.x, first.y, second.x, second.y, end.x, end.y)
                current = end
            case .closeSubpath:
                cairo_close_path(context)
                current = subpathStart
            }
        }
    }

    /// Adds a rectangle with circular corners of `radius` (clamped to half the shorter side).
    private func addRoundedRectangle(left: Double, top: Double, width: Double, height: Double, radius: Double) {
        let radius = min(max(radius, 0), min(width, height) / 2)
        guard radius > 0 else {
            cairo_rectangle(context, left, top, width, height)
            return
        }
        let right = left + width
        let bottom = top + height
        cairo_new_sub_path(context)
        cairo_arc(context, right - radius, top + radius, radius, -Double.pi / 2, 0)
        cairo_arc(context, right - radius, bottom - radius, radius, 0, Double.pi / 2)
        cairo_arc(context, left + radius, bottom - radius, radius, Double.pi / 2, Double.pi)
        cairo_arc(context, left + radius, top + radius, radius, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(context)
    }
}
