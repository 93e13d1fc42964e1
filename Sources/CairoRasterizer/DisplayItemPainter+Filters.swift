import CCairo
import Foundation
import FrameRendering

// Blurs and shadows: cairo has no filters, so a filtered group is recorded, drawn into an image
// surface in the target's device pixels (only as much of it as can show, plus the blur's reach),
// blurred there (`BoxBlur`), and painted back: in PNG frames as pixels, in SVG and PDF as an
// embedded picture at one pixel per point (a shadow's view itself stays a vector over it).

extension DisplayItemPainter {
    /// The largest standard deviation drawn, in device pixels: a larger blur is drawn as this one
    /// (it is past any detail a frame shows, and keeps the offscreen pictures bounded).
    static let largestBlurSigma = 200.0

    /// Draws `group`, already clipped, through its filter, at `opacity`.
    func drawFiltered(_ group: GroupItem, filter: GroupFilter, opacity: Double) {
        var plain = group
        plain.filter = nil
        plain.clip = []
        plain.opacity = 1
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        let pixelsPerPoint = abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx).squareRoot()
        switch filter {
        case let .blur(radius, region):
            let sigma = min(max(radius, 0) * pixelsPerPoint, Self.largestBlurSigma)
            drawBlurred(plain, sigma: sigma, opaqueRegion: region, matrix: matrix, opacity: opacity)
        case let .shadow(color, radius, offset):
            let sigma = min(max(radius, 0) * pixelsPerPoint, Self.largestBlurSigma)
            let dx = matrix.xx * Double(offset.width) + matrix.xy * Double(offset.height)
            let dy = matrix.yx * Double(offset.width) + matrix.yy * Double(offset.height)
            drawShadow(of: plain, color: color, sigma: sigma, offset: (dx, dy), matrix: matrix, opacity: opacity)
            plain.opacity = opacity
            drawGroup(plain)
        case let .colorMatrix(colorMatrix):
            drawRecoloured(plain, by: colorMatrix, matrix: matrix, opacity: opacity)
        }
    }

    /// The group with every pixel's colour replaced by `colorMatrix` applied to it.
    private func drawRecoloured(_ group: GroupItem, by colorMatrix: [Double], matrix: cairo_matrix_t, opacity: Double) {
        guard colorMatrix.count == 20 else { return }
        let recording = Recording(group, matrix: matrix, projection: projection)
        defer { recording.destroy() }
        guard let area = recording.inkBounds?.intersection(deviceClip()),
              let picture = recording.picture(of: area, blurredBy: BoxBlur(sigma: 0)) else { return }
        defer { cairo_surface_destroy(picture) }
        cairo_surface_flush(picture)
        if let pixels = cairo_image_surface_get_data(picture) {
            ColorMatrix(colorMatrix).apply(to: pixels, width: Int(area.width), height: Int(area.height),
                                           stride: Int(cairo_image_surface_get_stride(picture)))
        }
        cairo_surface_mark_dirty(picture)
        cairo_save(context)
        defer { cairo_restore(context) }
        cairo_identity_matrix(context)
        cairo_set_source_surface(context, picture, area.x, area.y)
        cairo_paint_with_alpha(context, opacity)
    }

    /// The group blurred, painted over what is there.
    private func drawBlurred(_ group: GroupItem, sigma: Double, opaqueRegion: ShapePath?, matrix: cairo_matrix_t, opacity: Double) {
        let blur = BoxBlur(sigma: sigma, clampsEdges: opaqueRegion != nil)
        let recording = Recording(group, matrix: matrix, projection: projection)
        defer { recording.destroy() }
        let area: DeviceRect?
        if let opaqueRegion {
            area = deviceBounds(of: opaqueRegion)?.intersection(deviceClip().grown(by: 0))
        } else {
            area = recording.inkBounds?.grown(by: Double(blur.reach)).intersection(deviceClip().grown(by: Double(blur.reach)))
        }
        guard let area, let picture = recording.picture(of: area, blurredBy: blur) else { return }
        defer { cairo_surface_destroy(picture) }
        cairo_save(context)
        defer { cairo_restore(context) }
        if let opaqueRegion {
            cairo_new_path(context)
            addPath(opaqueRegion, left: 0, top: 0)
            projectPath(tangentAt: nil)
            cairo_clip(context)
        }
        cairo_identity_matrix(context)
        cairo_set_source_surface(context, picture, area.x, area.y)
        cairo_paint_with_alpha(context, opacity)
    }

    /// The group's shadow: its alpha blurred, in `color`, moved by `offset` device pixels.
    private func drawShadow(of group: GroupItem, color: RGBAColor, sigma: Double, offset: (x: Double, y: Double),
                            matrix: cairo_matrix_t, opacity: Double) {
        let blur = BoxBlur(sigma: sigma)
        let recording = Recording(group, matrix: matrix, projection: projection)
        defer { recording.destroy() }
        // What of the group, moved by the offset and blurred, can land inside the clip.
        let reachable = deviceClip().moved(by: (-offset.x, -offset.y)).grown(by: Double(blur.reach))
        guard let area = recording.inkBounds?.grown(by: Double(blur.reach)).intersection(reachable),
              let picture = recording.picture(of: area, blurredBy: blur) else { return }
        defer { cairo_surface_destroy(picture) }
        cairo_save(context)
        defer { cairo_restore(context) }
        cairo_identity_matrix(context)
        setSource(color, opacity: opacity)
        cairo_mask_surface(context, picture, area.x + offset.x, area.y + offset.y)
    }

    /// The current clip's extents, in device pixels.
    private func deviceClip() -> DeviceRect {
        cairo_save(context)
        defer { cairo_restore(context) }
        cairo_identity_matrix(context)
        var left = 0.0, top = 0.0, right = 0.0, bottom = 0.0
        cairo_clip_extents(context, &left, &top, &right, &bottom)
        return DeviceRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The bounding box of `path` (in the current coordinates), in device pixels.
    private func deviceBounds(of path: ShapePath) -> DeviceRect? {
        cairo_save(context)
        defer { cairo_restore(context) }
        cairo_new_path(context)
        addPath(path, left: 0, top: 0)
        projectPath(tangentAt: nil)
        cairo_identity_matrix(context)
        var left = 0.0, top = 0.0, right = 0.0, bottom = 0.0
        cairo_path_extents(context, &left, &top, &right, &bottom)
        cairo_new_path(context)
        return right > left && bottom > top ? DeviceRect(x: left, y: top, width: right - left, height: bottom - top) : nil
    }
}

/// A rectangle in device pixels.
struct DeviceRect {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    /// Larger by `amount` on every side.
    func grown(by amount: Double) -> DeviceRect {
        DeviceRect(x: x - amount, y: y - amount, width: width + 2 * amount, height: height + 2 * amount)
    }

    /// Moved by `offset`.
    func moved(by offset: (x: Double, y: Double)) -> DeviceRect {
        DeviceRect(x: x + offset.x, y: y + offset.y, width: width, height: height)
    }

    /// The part inside `other`, on whole pixels; `nil` when there is none.
    func intersection(_ other: DeviceRect) -> DeviceRect? {
        let left = max(x, other.x).rounded(.down), top = max(y, other.y).rounded(.down)
        let right = min(x + width, other.x + other.width).rounded(.up), bottom = min(y + height, other.y + other.height).rounded(.up)
        guard right > left, bottom > top else { return nil }
        return DeviceRect(x: left, y: top, width: right - left, height: bottom - top)
    }
}

/// A group's drawing recorded once, in the target's device space, to be drawn into pictures.
private struct Recording {
    let surface: OpaquePointer?

    /// Records `group` drawn under `matrix`, through `projection` of device space if there is one.
    init(_ group: GroupItem, matrix: cairo_matrix_t, projection: ProjectiveTransform?) {
        surface = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil)
        guard let surface, let context = cairo_create(surface) else { return }
        defer { CairoFontLock.destroy(context) }
        CairoCanvas.configureText(of: context)
        var transform = matrix
        cairo_set_matrix(context, &transform)
        DisplayItemPainter(context: context, projection: projection).draw(.group(group))
    }

    /// Where the recording has ink, in device pixels; `nil` when it has none.
    var inkBounds: DeviceRect? {
        guard let surface else { return nil }
        var x = 0.0, y = 0.0, width = 0.0, height = 0.0
        cairo_recording_surface_ink_extents(surface, &x, &y, &width, &height)
        return width > 0 && height > 0 ? DeviceRect(x: x, y: y, width: width, height: height) : nil
    }

    /// The part `area` of the recording as an image surface (premultiplied ARGB), blurred; the
    /// caller destroys it. `nil` when cairo cannot make one or the area is too large.
    func picture(of area: DeviceRect, blurredBy blur: BoxBlur) -> OpaquePointer? {
        let width = Int(area.width), height = Int(area.height)
        guard let surface, width > 0, height > 0, width <= CairoCanvas.maximumSide, height <= CairoCanvas.maximumSide,
              let picture = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        guard cairo_surface_status(picture) == CAIRO_STATUS_SUCCESS, let context = cairo_create(picture) else {
            cairo_surface_destroy(picture)
            return nil
        }
        // Replaying the recording draws its glyphs: under the font lock.
        CairoFontLock.withLock {
            cairo_set_source_surface(context, surface, -area.x, -area.y)
            cairo_paint(context)
            cairo_destroy(context)
        }
        cairo_surface_flush(picture)
        if let pixels = cairo_image_surface_get_data(picture) {
            blur.apply(to: pixels, width: width, height: height, stride: Int(cairo_image_surface_get_stride(picture)))
        }
        cairo_surface_mark_dirty(picture)
        return picture
    }

    func destroy() {
        // A recording holds the scaled fonts of what it recorded: released under the font lock.
        if let surface { CairoFontLock.withLock { cairo_surface_destroy(surface) } }
    }
}
