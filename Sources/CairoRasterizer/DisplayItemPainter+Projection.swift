import CCairo
import Foundation
import FrameRendering

// Projected drawing (`.rotation3DEffect`): cairo has only affine matrices, so inside a group with
// a projection every path is built as usual, flattened by cairo into lines in device space, and
// each of its points projected; straight lines stay straight under a projection, so the polygons
// drawn are exact and curves are within the flattening tolerance. Text is drawn as its glyphs'
// outlines (`cairo_text_path`), so it is projected the same way and stays a vector in SVG and PDF.
// Fills, strokes and gradients are drawn in the projection's tangent at the shape's centre: a
// stroke's width and a gradient's placement follow the perspective there, not point by point.
// Images are drawn through a mesh of triangles, each with the affine map its corners give.

extension DisplayItemPainter {
    /// How finely curves are flattened before projection, in device pixels: far below a pixel,
    /// even where the default perspective magnifies (at most twice, at the nearest edge).
    static let projectionTolerance = 0.01

    /// The smallest `w` a point is projected with; a path is cut where it goes nearer the viewer's
    /// eye (or behind it), as Core Animation cuts layers at the eye.
    static let nearestDepth = 1e-3

    /// How many device pixels a side of an image's mesh covers, at most, before projection.
    static let meshCellPixels = 8.0

    /// The most cells an image's mesh has along each side.
    static let largestMeshSide = 96

    /// A painter for a group projected by `projection` (in the current user space): its device
    /// space projection is the current matrix undone, `projection`, and the matrix again, then
    /// any projection this painter already draws through.
    func projected(by projection: ProjectiveTransform) -> DisplayItemPainter {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        let current = ProjectiveTransform(GroupItem.Transform(a: matrix.xx, b: matrix.yx, c: matrix.xy, d: matrix.yy,
                                                              tx: matrix.x0, ty: matrix.y0))
        guard let inverse = current.inverted else { return self }
        let device = inverse.concatenating(projection).concatenating(current)
        return DisplayItemPainter(context: context, projection: self.projection.map { device.concatenating($0) } ?? device)
    }

    /// Replaces the current path by its projection, flattened (nothing without a projection).
    /// With a `tangentAt` point (in user space), the user space becomes the projection's tangent
    /// there, for the fill's and the stroke's paint and width.
    /// - Returns: The matrix before, when it was changed, to set back.
    @discardableResult
    func projectPath(tangentAt point: (x: Double, y: Double)?) -> cairo_matrix_t? {
        guard let projection else { return nil }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        cairo_identity_matrix(context)
        let tolerance = cairo_get_tolerance(context)
        cairo_set_tolerance(context, Self.projectionTolerance)
        let subpaths = flattenedSubpaths()
        cairo_set_tolerance(context, tolerance)
        cairo_new_path(context)
        for subpath in subpaths {
            addProjected(subpath.points, closed: subpath.closed, by: projection)
        }
        guard let point else {
            cairo_set_matrix(context, &matrix)
            return nil
        }
        var deviceX = point.x, deviceY = point.y
        var userMatrix = matrix
        cairo_matrix_transform_point(&userMatrix, &deviceX, &deviceY)
        guard let tangent = projection.tangent(at: CGPoint(x: deviceX, y: deviceY)) else {
            cairo_set_matrix(context, &matrix)
            return nil
        }
        var tangentMatrix = cairo_matrix_t(xx: tangent.a, yx: tangent.b, xy: tangent.c, yy: tangent.d, x0: tangent.tx, y0: tangent.ty)
        var combined = cairo_matrix_t()
        cairo_matrix_multiply(&combined, &userMatrix, &tangentMatrix)
        guard abs(combined.xx * combined.yy - combined.xy * combined.yx) >= Self.smallestDeterminant else {
            // Seen edge on: nothing to paint with; the path still covers nothing.
            cairo_new_path(context)
            cairo_set_matrix(context, &matrix)
            return nil
        }
        cairo_set_matrix(context, &combined)
        return matrix
    }

    /// The current path, flattened, as device-space polylines (the matrix is the identity).
    private func flattenedSubpaths() -> [(points: [(x: Double, y: Double)], closed: Bool)] {
        guard let path = cairo_copy_path_flat(context) else { return [] }
        defer { cairo_path_destroy(path) }
        guard path.pointee.status == CAIRO_STATUS_SUCCESS, let data = path.pointee.data else { return [] }
        var subpaths: [(points: [(x: Double, y: Double)], closed: Bool)] = []
        var current: [(x: Double, y: Double)] = []
        var index = 0
        let count = Int(path.pointee.num_data)
        while index < count {
            let header = data[index].header
            let length = max(Int(header.length), 1)
            switch header.type {
            case CAIRO_PATH_MOVE_TO where index + 1 < count:
                if !current.isEmpty { subpaths.append((current, false)) }
                current = [(data[index + 1].point.x, data[index + 1].point.y)]
            case CAIRO_PATH_LINE_TO where index + 1 < count:
                current.append((data[index + 1].point.x, data[index + 1].point.y))
            case CAIRO_PATH_CLOSE_PATH:
                if !current.isEmpty { subpaths.append((current, true)) }
                // cairo follows a close with a move to the subpath's start.
                current = []
            default:
                break
            }
            index += length
        }
        if !current.isEmpty { subpaths.append((current, false)) }
        return subpaths
    }

    /// Adds the projection of a polyline (closed: a polygon) to the current path, in device
    /// space; the parts nearer the eye than ``nearestDepth`` are cut off.
    private func addProjected(_ points: [(x: Double, y: Double)], closed: Bool, by projection: ProjectiveTransform) {
        let homogeneous = points.map { projection.homogeneous(x: $0.x, y: $0.y) }
        let limit = CairoCanvas.maximumMagnitude
        func emit(_ point: (x: Double, y: Double, w: Double), moving: Bool) {
            let x = min(max(point.x / point.w, -limit), limit), y = min(max(point.y / point.w, -limit), limit)
            if moving { cairo_move_to(context, x, y) } else { cairo_line_to(context, x, y) }
        }
        func cut(_ a: (x: Double, y: Double, w: Double), _ b: (x: Double, y: Double, w: Double)) -> (x: Double, y: Double, w: Double) {
            let t = (Self.nearestDepth - a.w) / (b.w - a.w)
            return (a.x + t * (b.x - a.x), a.y + t * (b.y - a.y), Self.nearestDepth)
        }
        let visible = { (point: (x: Double, y: Double, w: Double)) in point.w >= Self.nearestDepth }
        guard !homogeneous.allSatisfy(visible) else {
            for (index, point) in homogeneous.enumerated() { emit(point, moving: index == 0) }
            if closed { cairo_close_path(context) }
            return
        }
        if closed {
            // The polygon clipped to the visible half-plane (Sutherland–Hodgman).
            var kept: [(x: Double, y: Double, w: Double)] = []
            for index in homogeneous.indices {
                let (a, b) = (homogeneous[index], homogeneous[(index + 1) % homogeneous.count])
                if visible(a) { kept.append(a) }
                if visible(a) != visible(b) { kept.append(cut(a, b)) }
            }
            guard kept.count > 2 else { return }
            for (index, point) in kept.enumerated() { emit(point, moving: index == 0) }
            cairo_close_path(context)
            return
        }
        // An open polyline: its visible runs.
        var drawing = false
        if let first = homogeneous.first, visible(first) {
            emit(first, moving: true)
            drawing = true
        }
        for (a, b) in zip(homogeneous, homogeneous.dropFirst()) {
            switch (visible(a), visible(b)) {
            case (true, true): emit(b, moving: !drawing); drawing = true
            case (true, false): emit(cut(a, b), moving: !drawing); drawing = false
            case (false, true): emit(cut(a, b), moving: true); emit(b, moving: false); drawing = true
            case (false, false): drawing = false
            }
        }
    }

    /// Draws `picture`, `width` × `height` pixels filling the user-space rectangle (0, 0)–(width,
    /// height), through the projection: as a mesh of cells, two triangles each, every triangle
    /// clipped to itself and painted with the affine map its three projected corners give.
    ///
    /// On an image surface the triangles are grown by a pixel and drawn with `SOURCE` into a
    /// group, so every pixel inside takes one triangle's colour whole (no seam where antialiased
    /// edges would add up to less than full coverage, no doubled alpha where they overlap), and the
    /// group is painted through the projected rectangle's own antialiased outline. Vector surfaces
    /// cannot draw `SOURCE` without falling back to a picture, so there each triangle is grown by
    /// half a pixel and drawn over its neighbours.
    func drawProjected(_ picture: OpaquePointer, width: Double, height: Double, opacity: Double) {
        guard let projection else { return }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        func device(_ x: Double, _ y: Double) -> (x: Double, y: Double)? {
            var (dx, dy) = (x, y)
            cairo_matrix_transform_point(&matrix, &dx, &dy)
            let (px, py, w) = projection.homogeneous(x: dx, y: dy)
            guard w >= Self.nearestDepth else { return nil }
            return (px / w, py / w)
        }
        let pixelWidth = hypot(matrix.xx, matrix.yx) * width, pixelHeight = hypot(matrix.xy, matrix.yy) * height
        let columns = min(max(Int((pixelWidth / Self.meshCellPixels).rounded(.up)), 1), Self.largestMeshSide)
        let rows = min(max(Int((pixelHeight / Self.meshCellPixels).rounded(.up)), 1), Self.largestMeshSide)
        let raster = cairo_surface_get_type(cairo_get_target(context)) == CAIRO_SURFACE_TYPE_IMAGE
        cairo_save(context)
        defer { cairo_restore(context) }
        if raster {
            cairo_push_group(context)
            cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        }
        for row in 0..<rows {
            for column in 0..<columns {
                let (x0, x1) = (width * Double(column) / Double(columns), width * Double(column + 1) / Double(columns))
                let (y0, y1) = (height * Double(row) / Double(rows), height * Double(row + 1) / Double(rows))
                for triangle in [[(x0, y0), (x1, y0), (x1, y1)], [(x0, y0), (x1, y1), (x0, y1)]] {
                    let projected = triangle.compactMap { device($0.0, $0.1) }
                    guard projected.count == 3 else { continue }
                    paintTriangle(picture, source: triangle, target: projected, grow: raster ? 1 : 0.5, opacity: raster ? 1 : opacity)
                }
            }
        }
        guard raster else { return }
        cairo_pop_group_to_source(context)
        cairo_set_operator(context, CAIRO_OPERATOR_OVER)
        cairo_new_path(context)
        cairo_rectangle(context, 0, 0, width, height)
        projectPath(tangentAt: nil)
        cairo_clip(context)
        cairo_paint_with_alpha(context, opacity)
    }

    /// Paints the triangle `source` of `picture` (its pixels' coordinates) onto the device
    /// triangle `target`, by the affine map between them, its edges `grow` device pixels further out.
    private func paintTriangle(_ picture: OpaquePointer, source: [(Double, Double)], target: [(x: Double, y: Double)],
                               grow: Double, opacity: Double) {
        // The affine map M with M(source[i]) = target[i]: solve for (a, c, tx) and (b, d, ty).
        let (s0, s1, s2) = (source[0], source[1], source[2])
        let (e1x, e1y, e2x, e2y) = (s1.0 - s0.0, s1.1 - s0.1, s2.0 - s0.0, s2.1 - s0.1)
        let det = e1x * e2y - e2x * e1y
        let (f1x, f1y) = (target[1].x - target[0].x, target[1].y - target[0].y)
        let (f2x, f2y) = (target[2].x - target[0].x, target[2].y - target[0].y)
        let area = f1x * f2y - f2x * f1y
        guard abs(det) > 0, abs(area) >= 1e-9 else { return }
        let a = (f1x * e2y - f2x * e1y) / det, c = (f2x * e1x - f1x * e2x) / det
        let b = (f1y * e2y - f2y * e1y) / det, d = (f2y * e1x - f1y * e2x) / det
        let tx = target[0].x - a * s0.0 - c * s0.1, ty = target[0].y - b * s0.0 - d * s0.1
        var map = cairo_matrix_t(xx: a, yx: b, xy: c, yy: d, x0: tx, y0: ty)
        cairo_save(context)
        defer { cairo_restore(context) }
        cairo_identity_matrix(context)
        // Grown about its incentre by (r + grow) / r, which moves every edge out by `grow`.
        func side(opposite corner: Int) -> Double {
            let (from, to) = (target[(corner + 1) % 3], target[(corner + 2) % 3])
            return hypot(to.x - from.x, to.y - from.y)
        }
        let sides = [side(opposite: 0), side(opposite: 1), side(opposite: 2)]
        let perimeter = sides[0] + sides[1] + sides[2]
        let centreX = (sides[0] * target[0].x + sides[1] * target[1].x + sides[2] * target[2].x) / perimeter
        let centreY = (sides[0] * target[0].y + sides[1] * target[1].y + sides[2] * target[2].y) / perimeter
        let centre = (centreX, centreY)
        let inradius = abs(area) / perimeter
        let factor = (inradius + grow) / inradius
        for (index, corner) in target.enumerated() {
            let (x, y) = (centre.0 + (corner.x - centre.0) * factor, centre.1 + (corner.y - centre.1) * factor)
            if index == 0 { cairo_move_to(context, x, y) } else { cairo_line_to(context, x, y) }
        }
        cairo_close_path(context)
        cairo_clip(context)
        cairo_set_matrix(context, &map)
        cairo_set_source_surface(context, picture, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(cairo_get_source(context), CAIRO_EXTEND_PAD)
        cairo_paint_with_alpha(context, opacity)
    }
}
