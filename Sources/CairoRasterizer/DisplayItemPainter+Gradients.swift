import CCairo
import Foundation
import FrameRendering

extension DisplayItemPainter {
    /// The widest sector of an angular gradient's mesh: a 64th of a turn, over which a cubic
    /// Bézier follows the circle to a few millionths of its radius.
    static let widestAngularSector = Double.pi / 32

    /// Sets `gradient` as the source, in the current user space, its colours' alpha multiplied by
    /// `opacity`, for the path that is current and the fill or stroke `extents` measures.
    ///
    /// Linear and radial gradients are cairo's own patterns, and an elliptical one a radial pattern
    /// under a matrix that stretches its circles to the ellipse; all keep their end colours past
    /// their ends (`CAIRO_EXTEND_PAD`), as SwiftUI's do. cairo has no angular (conic) pattern, so an
    /// angular gradient is made of sectors about its centre reaching past the corners of
    /// `extents`, their colours running from one edge to the other: a mesh pattern of Coons
    /// patches, or, on an SVG surface (whose writer turns a page with a mesh into one picture), a
    /// group of sectors each filled with a linear gradient across it. A gradient with
    /// no stop draws nothing, one with one stop draws its colour, and one whose geometry is flat
    /// (a line of length 0, equal radii, an ellipse of radius 0) draws its last stop's colour.
    /// - Parameters:
    ///   - gradient: The gradient, in the current user space.
    ///   - opacity: The opacity the colours are drawn with, `0...1`.
    ///   - extents: What the path covers, measured in user space (`cairo_fill_extents` or
    ///     `cairo_stroke_extents`).
    func setSource(_ gradient: GradientPaint, opacity: Double,
                   extents: (inout Double, inout Double, inout Double, inout Double) -> Void) {
        let stops = gradient.sortedStops
        guard let last = stops.last else { return setSource(.clear) }
        guard stops.count > 1, let pattern = makePattern(gradient, stops: stops, opacity: opacity, extents: extents) else {
            return setSource(last.color, opacity: opacity)
        }
        defer { cairo_pattern_destroy(pattern) }
        guard cairo_pattern_status(pattern) == CAIRO_STATUS_SUCCESS else { return setSource(last.color, opacity: opacity) }
        cairo_set_source(context, pattern)
    }

    /// The pattern that draws `gradient`, or `nil` when its geometry is flat.
    private func makePattern(_ gradient: GradientPaint, stops: [GradientPaint.Stop], opacity: Double,
                             extents: (inout Double, inout Double, inout Double, inout Double) -> Void) -> OpaquePointer? {
        switch gradient.geometry {
        case let .linear(start, end):
            guard start != end else { return nil }
            let pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))
            return padded(pattern, stops: stops, opacity: opacity)
        case let .radial(center, startRadius, endRadius):
            let (inner, outer) = (max(startRadius, 0), max(endRadius, 0))
            guard inner != outer else { return nil }
            let pattern = cairo_pattern_create_radial(Double(center.x), Double(center.y), inner, Double(center.x), Double(center.y), outer)
            return padded(pattern, stops: stops, opacity: opacity)
        case let .elliptical(center, radii, startFraction, endFraction):
            return ellipticalPattern(center: center, radii: radii, fractions: (startFraction, endFraction), stops: stops, opacity: opacity)
        case let .angular(center, startAngle, endAngle):
            var left = 0.0, top = 0.0, right = 0.0, bottom = 0.0
            extents(&left, &top, &right, &bottom)
            let corners = [(left, top), (right, top), (right, bottom), (left, bottom)]
            let reach = (corners.map { hypot($0.0 - Double(center.x), $0.1 - Double(center.y)) }.max() ?? 0) + 2
            let sectors = Self.angularSectors(of: gradient, startAngle: startAngle, endAngle: endAngle).map { sector in
                AngularSector(center: (Double(center.x), Double(center.y)), reach: reach, angles: sector.angles,
                              colors: (gradient.color(at: sector.locations[0]), gradient.color(at: sector.locations[1])))
            }
            guard cairo_surface_get_type(cairo_get_target(context)) == CAIRO_SURFACE_TYPE_SVG else {
                return angularMesh(sectors, opacity: opacity)
            }
            return angularGroup(sectors, opacity: opacity)
        }
    }

    /// A radial pattern between circles of the two fractions about the origin, under a matrix that
    /// maps the ellipse of `radii` about `center` onto the unit circle.
    private func ellipticalPattern(center: CGPoint, radii: CGSize, fractions: (start: Double, end: Double),
                                   stops: [GradientPaint.Stop], opacity: Double) -> OpaquePointer? {
        let (width, height) = (abs(Double(radii.width)), abs(Double(radii.height)))
        let (inner, outer) = (max(fractions.start, 0), max(fractions.end, 0))
        guard width > 1e-9, height > 1e-9, inner != outer else { return nil }
        let pattern = cairo_pattern_create_radial(0, 0, inner, 0, 0, outer)
        var matrix = cairo_matrix_t()
        cairo_matrix_init(&matrix, 1 / width, 0, 0, 1 / height, -Double(center.x) / width, -Double(center.y) / height)
        cairo_pattern_set_matrix(pattern, &matrix)
        return padded(pattern, stops: stops, opacity: opacity)
    }

    /// `pattern` with `stops` and its end colours kept past its ends.
    private func padded(_ pattern: OpaquePointer?, stops: [GradientPaint.Stop], opacity: Double) -> OpaquePointer? {
        for stop in stops {
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, unit(stop.color.red), unit(stop.color.green),
                                              unit(stop.color.blue), unit(stop.color.alpha) * opacity)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        return pattern
    }

    /// A mesh pattern of `sectors`, each a Coons patch: the centre, out along the first edge,
    /// along the arc (a cubic Bézier), and back along the second edge, its colours those of the
    /// first edge on that side and of the second on the other.
    private func angularMesh(_ sectors: [AngularSector], opacity: Double) -> OpaquePointer? {
        let pattern = cairo_pattern_create_mesh()
        for sector in sectors {
            let (start, end) = (sector.point(at: sector.angles.0), sector.point(at: sector.angles.1))
            let controls = sector.arcControls
            cairo_mesh_pattern_begin_patch(pattern)
            cairo_mesh_pattern_move_to(pattern, sector.center.x, sector.center.y)
            cairo_mesh_pattern_line_to(pattern, start.x, start.y)
            cairo_mesh_pattern_curve_to(pattern, controls.0.x, controls.0.y, controls.1.x, controls.1.y, end.x, end.y)
            cairo_mesh_pattern_line_to(pattern, sector.center.x, sector.center.y)
            for (corner, color) in zip(0..<4, [sector.colors.0, sector.colors.0, sector.colors.1, sector.colors.1]) {
                cairo_mesh_pattern_set_corner_color_rgba(pattern, UInt32(corner), unit(color.red), unit(color.green),
                                                         unit(color.blue), unit(color.alpha) * opacity)
            }
            cairo_mesh_pattern_end_patch(pattern)
        }
        return pattern
    }

    /// A group of `sectors` as the pattern: each filled with a linear gradient from its first
    /// edge's colour to its second's, across its arc's chord, and (all but the last) reaching a
    /// little into the next, which is drawn over it, so no seam shows between them. The current
    /// path is kept.
    private func angularGroup(_ sectors: [AngularSector], opacity: Double) -> OpaquePointer? {
        let path = cairo_copy_path(context)
        defer { cairo_path_destroy(path) }
        cairo_new_path(context)
        cairo_push_group(context)
        for (index, sector) in sectors.enumerated() {
            let (start, end) = (sector.point(at: sector.angles.0), sector.point(at: sector.angles.1))
            let overlap = index < sectors.count - 1 ? (sector.angles.1 - sector.angles.0) * 0.25 : 0
            cairo_move_to(context, sector.center.x, sector.center.y)
            cairo_arc(context, sector.center.x, sector.center.y, sector.reach, sector.angles.0, sector.angles.1 + overlap)
            cairo_close_path(context)
            let fill = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
            for (location, color) in [(0.0, sector.colors.0), (1.0, sector.colors.1)] {
                cairo_pattern_add_color_stop_rgba(fill, location, unit(color.red), unit(color.green), unit(color.blue),
                                                  unit(color.alpha) * opacity)
            }
            cairo_pattern_set_extend(fill, CAIRO_EXTEND_PAD)
            cairo_set_source(context, fill)
            cairo_pattern_destroy(fill)
            cairo_fill(context)
        }
        let pattern = cairo_pop_group(context)
        cairo_append_path(context, path)
        return pattern
    }

    /// The sectors of a whole turn an angular gradient is drawn with: each no wider than
    /// ``widestAngularSector``, with an edge at every stop, at the end of the sweep and in the
    /// middle of its gap, and the locations just inside its two edges (so a hard stop or the gap's
    /// change of colour falls on an edge).
    static func angularSectors(of gradient: GradientPaint, startAngle: Double, endAngle: Double)
        -> [(angles: (Double, Double), locations: [Double])] {
        let turn = 2 * Double.pi
        let sweep = GradientPaint.sweep(from: startAngle, to: endAngle)
        let firstShown = sweep >= turn ? startAngle + sweep - turn : startAngle
        var edges = [firstShown, firstShown + turn] + gradient.sortedStops.map { startAngle + $0.location * sweep }
        if sweep < turn { edges += [startAngle + sweep, startAngle + sweep + (turn - sweep) / 2] }
        let sorted = Array(Set(edges.filter { $0 >= firstShown && $0 <= firstShown + turn })).sorted()
        return zip(sorted, sorted.dropFirst()).flatMap { from, to -> [(angles: (Double, Double), locations: [Double])] in
            let count = max(Int(((to - from) / widestAngularSector).rounded(.up)), 1)
            return (0..<count).map { index in
                let first = from + (to - from) * Double(index) / Double(count)
                let second = from + (to - from) * Double(index + 1) / Double(count)
                let inset = (second - first) * 1e-9
                let locations = [first + inset, second - inset].map { gradient.location(atAngle: $0) ?? 0 }
                return (angles: (first, second), locations: locations)
            }
        }
    }
}

/// One sector of an angular gradient: a slice of the disc of `reach` about `center` between two
/// angles, and the colours at its two edges.
private struct AngularSector {
    let center: (x: Double, y: Double)
    let reach: Double
    let angles: (Double, Double)
    let colors: (RGBAColor, RGBAColor)

    /// The point on the arc at `angle`.
    func point(at angle: Double) -> (x: Double, y: Double) {
        (center.x + reach * cos(angle), center.y + reach * sin(angle))
    }

    /// The control points of the cubic Bézier that follows the arc from the first angle to the second.
    var arcControls: ((x: Double, y: Double), (x: Double, y: Double)) {
        let (from, to) = angles
        let handle = 4.0 / 3.0 * tan((to - from) / 4) * reach
        let (start, end) = (point(at: from), point(at: to))
        return ((start.x - handle * sin(from), start.y + handle * cos(from)), (end.x + handle * sin(to), end.y - handle * cos(to)))
    }
}
