import CCairo
import Foundation
import FrameRendering

extension DisplayItemPainter {
    /// Draws a group: clipped to each of its paths (in the current coordinates), then in its own
    /// coordinates, composited at its opacity as one layer. The context's state is the same
    /// afterwards.
    ///
    /// A group whose transform is (nearly) singular draws nothing, as everything in it would be
    /// flattened to a line or a point; so does one whose clip leaves nothing of the canvas.
    func drawGroup(_ group: GroupItem) {
        let opacity = min(group.opacity, 1)
        let transform = group.transform
        guard opacity > 0, currentDeterminant(of: context) * transform.areaScale >= Self.smallestDeterminant else { return }
        cairo_save(context)
        defer { cairo_restore(context) }
        guard clip(to: group.clip) else { return }
        if let filter = group.filter {
            drawFiltered(group, filter: filter, opacity: opacity)
            return
        }
        var outer = cairo_matrix_t()
        cairo_get_matrix(context, &outer)
        let layered = group.isolated || opacity < 1 || group.mask != nil || group.blend != .normal
        if layered { cairo_push_group(context) }
        let inner = group.projection.map { projected(by: $0) } ?? self
        var matrix = cairo_matrix_t(xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d,
                                    x0: transform.tx, y0: transform.ty)
        cairo_transform(context, &matrix)
        for item in group.items {
            inner.draw(item)
        }
        guard layered else { return }
        cairo_set_matrix(context, &outer)
        cairo_pop_group_to_source(context)
        cairo_set_operator(context, group.blend.cairoOperator)
        if let mask = group.mask {
            composite(through: mask, opacity: opacity)
        } else {
            cairo_paint_with_alpha(context, opacity)
        }
    }

    /// Paints the source (the group, drawn) through the alpha of `mask`'s items, drawn in the
    /// current coordinates (those outside the group), at `opacity`.
    private func composite(through mask: [DisplayItem], opacity: Double) {
        guard let source = cairo_get_source(context) else { return }
        cairo_pattern_reference(source)
        defer { cairo_pattern_destroy(source) }
        cairo_push_group(context)
        for item in mask {
            draw(item)
        }
        if opacity < 1 {
            // The group's opacity scales what the mask lets through.
            cairo_set_operator(context, CAIRO_OPERATOR_DEST_IN)
            cairo_set_source_rgba(context, 0, 0, 0, opacity)
            cairo_paint(context)
        }
        guard let alpha = cairo_pop_group(context) else { return }
        defer { cairo_pattern_destroy(alpha) }
        cairo_set_source(context, source)
        cairo_mask(context, alpha)
    }

    /// Intersects the clip with each path, in the current coordinates.
    /// - Returns: `false` when nothing of the canvas is left to draw on.
    private func clip(to paths: [ClipPath]) -> Bool {
        for clip in paths {
            cairo_new_path(context)
            addPath(clip.path, left: 0, top: 0)
            projectPath(tangentAt: nil)
            cairo_set_fill_rule(context, clip.fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            let antialias = cairo_get_antialias(context)
            cairo_set_antialias(context, clip.antialiased ? antialias : CAIRO_ANTIALIAS_NONE)
            cairo_clip(context)
            cairo_set_antialias(context, antialias)
        }
        guard !paths.isEmpty else { return true }
        var left = 0.0, top = 0.0, right = 0.0, bottom = 0.0
        cairo_clip_extents(context, &left, &top, &right, &bottom)
        return right > left && bottom > top
    }
}

extension BlendOperator {
    /// cairo's operator for the blend.
    var cairoOperator: cairo_operator_t {
        switch self {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .add: CAIRO_OPERATOR_ADD
        }
    }
}
