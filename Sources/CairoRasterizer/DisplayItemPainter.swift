import CCairo
import Foundation
import FrameRendering

/// Draws display items into a cairo context that a ``CairoCanvas`` owns.
///
/// Every value reaching cairo has passed `DisplayList.validateForDrawing()`, so none is larger
/// than ``CairoCanvas/maximumMagnitude``; and every transform that would be singular or nearly so
/// (zero or vanishing scale, a flat ellipse, a vanishing font size) is skipped here as invisible.
/// So the context does not enter cairo's sticky error state because of input.
struct DisplayItemPainter {
    /// The borrowed `cairo_t *`; the canvas keeps it alive.
    let context: OpaquePointer
    /// The projection of device space the items are drawn through, inside a projected group
    /// (`.rotation3DEffect`); `nil` elsewhere. See `DisplayItemPainter+Projection`.
    var projection: ProjectiveTransform?

    /// A painter drawing into `context`, through `projection` if there is one.
    init(context: OpaquePointer, projection: ProjectiveTransform? = nil) {
        self.context = context
        self.projection = projection
    }

    /// The font family every label and text item uses, through cairo's toy text API.
    static let fontFamily = "DejaVu Sans"

    /// Transforms whose determinant is smaller than this are treated as singular: whatever they
    /// map is far below a pixel (inputs are at most 10⁶ across), and their inverse stays finite.
    static let smallestDeterminant = 1e-100

    /// Draws a whole display list: its background over everything, then its items, back to front.
    /// The context's state is the same afterwards.
    func paint(_ list: DisplayList) {
        cairo_save(context)
        paintBackground(list.background)
        for item in list.items {
            draw(item)
        }
        cairo_restore(context)
    }

    /// Replaces every pixel with the colour, including its alpha.
    func paintBackground(_ color: RGBAColor) {
        cairo_save(context)
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        setSource(color)
        cairo_paint(context)
        cairo_restore(context)
    }

    /// Draws one item over what is already there.
    func draw(_ item: DisplayItem) {
        switch item {
        case let .shape(shape): drawShape(shape)
        case let .line(line): drawLine(line)
        case let .text(text): drawText(text)
        case let .inset(inset): drawInset(inset)
        case let .group(group): drawGroup(group)
        case let .image(image): drawImage(image)
        }
    }

    /// Draws a PNG file's picture stretched to the item's rectangle, smoothly filtered; nothing
    /// when the file cannot be read as a PNG (validation checks it is there first).
    private func drawImage(_ image: ImageItem) {
        let opacity = min(image.opacity, 1)
        guard opacity > 0, image.scale * image.scale >= Self.smallestDeterminant,
              Double(image.size.width) * Double(image.size.height) * image.scale * image.scale >= Self.smallestDeterminant,
              let picture = cairo_image_surface_create_from_png(image.path) else { return }
        defer { cairo_surface_destroy(picture) }
        let (width, height) = (Double(cairo_image_surface_get_width(picture)), Double(cairo_image_surface_get_height(picture)))
        guard cairo_surface_status(picture) == CAIRO_STATUS_SUCCESS, width > 0, height > 0 else { return }
        cairo_save(context)
        defer { cairo_restore(context) }
        cairo_translate(context, Double(image.center.x), Double(image.center.y))
        cairo_rotate(context, image.rotation)
        cairo_scale(context, image.scale, image.scale)
        cairo_translate(context, -Double(image.size.width) / 2, -Double(image.size.height) / 2)
        cairo_scale(context, Double(image.size.width) / width, Double(image.size.height) / height)
        if projection != nil {
            return drawProjected(picture, width: width, height: height, opacity: opacity)
        }
        cairo_set_source_surface(context, picture, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(cairo_get_source(context), CAIRO_EXTEND_PAD)
        cairo_rectangle(context, 0, 0, width, height)
        cairo_clip(context)
        cairo_paint_with_alpha(context, opacity)
    }

    /// Draws another display list scaled to fit a rectangle, centred in it and clipped to it.
    private func drawInset(_ inset: InsetItem) {
        let scale = inset.scale
        guard scale * scale >= Self.smallestDeterminant else { return }
        cairo_save(context)
        cairo_rectangle(context, Double(inset.rect.minX), Double(inset.rect.minY), Double(inset.rect.width), Double(inset.rect.height))
        cairo_clip(context)
        let width = Double(inset.list.canvasSize.width) * scale, height = Double(inset.list.canvasSize.height) * scale
        cairo_translate(context, Double(inset.rect.midX) - width / 2, Double(inset.rect.midY) - height / 2)
        cairo_scale(context, scale, scale)
        cairo_rectangle(context, 0, 0, Double(inset.list.canvasSize.width), Double(inset.list.canvasSize.height))
        cairo_clip(context)
        setSource(inset.list.background)
        cairo_paint(context)
        for item in inset.list.items {
            draw(item)
        }
        cairo_restore(context)
    }

    // MARK: - Shapes

    private func drawShape(_ shape: ShapeItem) {
        let opacity = min(shape.opacity, 1)
        guard opacity > 0, shape.scale * shape.scale >= Self.smallestDeterminant else { return }
        cairo_save(context)
        defer { cairo_restore(context) }
        cairo_translate(context, Double(shape.center.x), Double(shape.center.y))
        cairo_rotate(context, shape.rotation)
        cairo_scale(context, shape.scale, shape.scale)

        let label = shape.label.flatMap { LaidOutLines($0, width: Double(shape.size.width), in: context) }
        let stroke = shape.stroke.flatMap(StrokePaint.init)
        // Fill, stroke and label fade together only if drawn into a group painted once at `opacity`;
        // a lone fill fades the same by scaling its alpha, without the cost of a group.
        let needsGroup = opacity < 1 && (stroke != nil || label != nil)
        if needsGroup {
            // A projected shape is not where its unprojected bounds say.
            guard projection != nil || clipToDeviceBounds(of: shape, stroke: stroke, label: label) else { return }
            cairo_push_group(context)
        }
        let partOpacity = needsGroup ? 1 : opacity

        addOutline(of: shape.kind, size: shape.size)
        // Projected: the outline's points projected, and the fill's and stroke's user space the
        // projection's tangent at the shape's centre.
        let unprojected = projectPath(tangentAt: (0, 0))
        if let gradient = shape.fillGradient {
            setSource(gradient, opacity: partOpacity) { cairo_fill_extents(context, &$0, &$1, &$2, &$3) }
        } else {
            setSource(shape.fill, opacity: partOpacity)
        }
        if let stroke {
            cairo_fill_preserve(context)
            stroke.apply(to: context)
            stroke.setSource(in: self, opacity: partOpacity)
            cairo_stroke(context)
        } else {
            cairo_fill(context)
        }
        if var matrix = unprojected { cairo_set_matrix(context, &matrix) }
        if let label {
            setSource(label.color, opacity: partOpacity)
            if projection != nil {
                label.show(in: context, asOutlines: true)
                projectPath(tangentAt: nil)
                cairo_fill(context)
            } else {
                label.show(in: context)
            }
        }

        if needsGroup {
            cairo_pop_group_to_source(context)
            cairo_paint_with_alpha(context, opacity)
        }
    }

    /// Clips to the whole-pixel device rectangle that holds everything the shape will draw, so a
    /// group is only as large as the shape rather than the canvas.
    /// - Returns: `false` when that rectangle misses the canvas and there is nothing to draw.
    private func clipToDeviceBounds(of shape: ShapeItem, stroke: StrokePaint?, label: LaidOutLines?) -> Bool {
        addOutline(of: shape.kind, size: shape.size)
        var bounds = UserRect.empty
        if let stroke {
            cairo_save(context)
            stroke.apply(to: context)
            bounds.formUnion(UserRect.measuring { cairo_stroke_extents(context, &$0, &$1, &$2, &$3) })
            cairo_restore(context)
        }
        bounds.formUnion(UserRect.measuring { cairo_fill_extents(context, &$0, &$1, &$2, &$3) })
        cairo_new_path(context)
        if let label {
            bounds.formUnion(label.inkRect)
        }
        guard !bounds.isEmpty else { return false }

        var deviceLeft = Double.infinity, deviceTop = Double.infinity
        var deviceRight = -Double.infinity, deviceBottom = -Double.infinity
        for var (x, y) in bounds.corners {
            cairo_user_to_device(context, &x, &y)
            deviceLeft = min(deviceLeft, x)
            deviceTop = min(deviceTop, y)
            deviceRight = max(deviceRight, x)
            deviceBottom = max(deviceBottom, y)
        }
        // One pixel of margin for anti-aliasing; whole pixels keep the clip a cheap box.
        deviceLeft = (deviceLeft - 1).rounded(.down)
        deviceTop = (deviceTop - 1).rounded(.down)
        deviceRight = (deviceRight + 1).rounded(.up)
        deviceBottom = (deviceBottom + 1).rounded(.up)

        var userMatrix = cairo_matrix_t()
        cairo_get_matrix(context, &userMatrix)
        cairo_identity_matrix(context)
        cairo_rectangle(context, deviceLeft, deviceTop, deviceRight - deviceLeft, deviceBottom - deviceTop)
        cairo_clip(context)
        cairo_set_matrix(context, &userMatrix)

        var clipLeft = 0.0, clipTop = 0.0, clipRight = 0.0, clipBottom = 0.0
        cairo_clip_extents(context, &clipLeft, &clipTop, &clipRight, &clipBottom)
        return clipRight > clipLeft && clipBottom > clipTop
    }

    // MARK: - Lines and text

    private func drawLine(_ line: LineItem) {
        guard let stroke = StrokePaint(line.stroke) else { return }
        cairo_save(context)
        defer { cairo_restore(context) }
        cairo_move_to(context, Double(line.from.x), Double(line.from.y))
        cairo_line_to(context, Double(line.to.x), Double(line.to.y))
        projectPath(tangentAt: ((Double(line.from.x) + Double(line.to.x)) / 2, (Double(line.from.y) + Double(line.to.y)) / 2))
        stroke.apply(to: context)
        stroke.setSource(in: self, opacity: 1)
        cairo_stroke(context)
    }

    private func drawText(_ item: TextItem) {
        cairo_save(context)
        defer { cairo_restore(context) }
        guard let text = LaidOutText(item.label, in: context) else { return }
        setSource(text.color)
        text.show(in: context, inkBoxAnchoredAt: (Double(item.position.x), Double(item.position.y)),
                  anchor: (Double(item.anchor.x), Double(item.anchor.y)), asOutlines: projection != nil)
        if projection != nil {
            projectPath(tangentAt: nil)
            cairo_fill(context)
        }
    }

    /// Sets a solid source. Components are clamped again because `RGBAColor`'s stored properties can
    /// be set directly, past its clamping initializer.
    func setSource(_ color: RGBAColor, opacity: Double = 1) {
        cairo_set_source_rgba(context, unit(color.red), unit(color.green), unit(color.blue),
                              unit(color.alpha) * opacity)
    }

    func unit(_ component: Double) -> Double {
        component.isNaN ? 0 : min(max(component, 0), 1)
    }
}

/// The absolute determinant of the context's current transformation matrix.
func currentDeterminant(of context: OpaquePointer) -> Double {
    var matrix = cairo_matrix_t()
    cairo_get_matrix(context, &matrix)
    return abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx)
}

/// A stroke that draws something: positive width and a dash pattern cairo accepts.
private struct StrokePaint {
    let color: RGBAColor
    let stroke: Stroke

    /// Returns `nil` for a stroke of zero or negative width, which draws nothing.
    init?(_ stroke: Stroke) {
        guard stroke.width > 0 else { return nil }
        color = stroke.color
        self.stroke = stroke
    }

    /// Sets the stroke's colour or gradient as the painter's source, for the current path with
    /// this stroke applied.
    func setSource(in painter: DisplayItemPainter, opacity: Double) {
        guard let gradient = stroke.gradient else { return painter.setSource(color, opacity: opacity) }
        painter.setSource(gradient, opacity: opacity) { cairo_stroke_extents(painter.context, &$0, &$1, &$2, &$3) }
    }

    func apply(to context: OpaquePointer) {
        cairo_set_line_width(context, stroke.width)
        cairo_set_line_cap(context, stroke.lineCap.cairoValue)
        cairo_set_line_join(context, stroke.lineJoin.cairoValue)
        cairo_set_miter_limit(context, stroke.miterLimit)
        stroke.dash.withUnsafeBufferPointer { lengths in
            cairo_set_dash(context, lengths.baseAddress, Int32(clamping: lengths.count), stroke.dash.isEmpty ? 0 : stroke.dashPhase)
        }
    }
}

extension LineCap {
    fileprivate var cairoValue: cairo_line_cap_t {
        switch self {
        case .butt: CAIRO_LINE_CAP_BUTT
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        }
    }
}

extension LineJoin {
    fileprivate var cairoValue: cairo_line_join_t {
        switch self {
        case .miter: CAIRO_LINE_JOIN_MITER
        case .round: CAIRO_LINE_JOIN_ROUND
        case .bevel: CAIRO_LINE_JOIN_BEVEL
        }
    }
}

/// A text label set in its font and size and measured in the current user space, ready to be
/// placed by its ink box (text items) or by its line (views' labels).
struct LaidOutText {
    let text: String
    let fontSize: Double
    let style: FontStyle
    let color: RGBAColor
    /// Extra space after each character, in points (`TextLabel.tracking`).
    let tracking: Double
    /// The ink box relative to the text origin: x and y bearing, width and height.
    let ink: cairo_text_extents_t
    /// The font's ascent and descent at this size: the height of the label's line.
    let font: cairo_font_extents_t

    /// The largest em, in device pixels, that is drawn: twice the largest canvas side. FreeType
    /// fails above 65,535 pixels per em, and text that large shows no legible glyph anyway.
    static let largestPixelsPerEm = 2.0 * Double(CairoCanvas.maximumSide)

    /// Sets the font size on the context and measures the label there.
    ///
    /// Returns `nil` for text that is not drawn: empty, a font size of zero or less, a font size
    /// that with the current transform would make cairo's font matrix (nearly) singular, or one
    /// whose em would exceed ``largestPixelsPerEm`` device pixels.
    init?(_ label: TextLabel, in context: OpaquePointer) {
        // Item transforms are uniform (rotation and one scale), so the square root of the
        // determinant is the device size of one user unit.
        let determinant = currentDeterminant(of: context)
        guard !label.text.isEmpty, label.fontSize > 0,
              determinant * label.fontSize * label.fontSize >= DisplayItemPainter.smallestDeterminant,
              label.fontSize * determinant.squareRoot() <= Self.largestPixelsPerEm
        else { return nil }
        text = label.text
        fontSize = label.fontSize
        style = label.style
        color = label.color
        tracking = label.tracking.isFinite ? label.tracking : 0
        let (extents, fontExtents) = CairoFontLock.withLock { [style, fontSize] in
            style.select(in: context)
            cairo_set_font_size(context, fontSize)
            var extents = cairo_text_extents_t()
            label.text.withCString { cairo_text_extents(context, $0, &extents) }
            var fontExtents = cairo_font_extents_t()
            cairo_font_extents(context, &fontExtents)
            return (extents, fontExtents)
        }
        ink = extents.tracked(by: tracking, characters: label.text.count)
        font = fontExtents
    }

    /// Where the text's origin (the start of its baseline) goes for its line, as wide as its
    /// advance and as high as the font's ascent and descent, to be centred on the user-space
    /// origin: as a one-line SwiftUI `Text` sits centred in its frame, with the baseline where
    /// `CairoTextMeasurer.baseline(of:)` says.
    private var centredLineOrigin: (x: Double, y: Double) {
        (-ink.x_advance / 2, -(font.ascent + font.descent) / 2 + font.ascent)
    }

    /// The ink box, in user space, when the text's line is centred on the origin.
    var centredLineInkRect: UserRect {
        let origin = centredLineOrigin
        let left = origin.x + ink.x_bearing, top = origin.y + ink.y_bearing
        return UserRect(left: left, top: top, right: left + ink.width, bottom: top + ink.height)
    }

    /// Draws the text with the current source, its line centred on the user-space origin; or,
    /// `asOutlines`, adds its glyphs' outlines to the current path.
    func showCentredLine(in context: OpaquePointer, asOutlines: Bool = false) {
        CairoFontLock.withLock {
            style.select(in: context)
            cairo_set_font_size(context, fontSize)
            let origin = centredLineOrigin
            cairo_move_to(context, origin.x, origin.y)
            show(in: context, asOutlines: asOutlines)
        }
    }

    /// Draws the text with the current source so that its ink box's `anchor` point sits at
    /// `position`; or, `asOutlines`, adds its glyphs' outlines to the current path.
    func show(in context: OpaquePointer, inkBoxAnchoredAt position: (x: Double, y: Double),
              anchor: (x: Double, y: Double), asOutlines: Bool = false) {
        CairoFontLock.withLock {
            style.select(in: context)
            cairo_set_font_size(context, fontSize)
            cairo_move_to(context, position.x - ink.x_bearing - anchor.x * ink.width,
                          position.y - ink.y_bearing - anchor.y * ink.height)
            show(in: context, asOutlines: asOutlines)
        }
    }

    private func show(in context: OpaquePointer, asOutlines: Bool) {
        guard tracking == 0 else { return showTracked(in: context, asOutlines: asOutlines) }
        if asOutlines {
            text.withCString { cairo_text_path(context, $0) }
        } else {
            text.withCString { cairo_show_text(context, $0) }
            cairo_new_path(context)
        }
    }
}

/// An axis-aligned rectangle in some user space, possibly empty.
struct UserRect {
    var left: Double
    var top: Double
    var right: Double
    var bottom: Double

    static let empty = UserRect(left: .infinity, top: .infinity, right: -.infinity, bottom: -.infinity)

    var isEmpty: Bool { !(right > left && bottom > top) }

    var corners: [(Double, Double)] {
        [(left, top), (right, top), (right, bottom), (left, bottom)]
    }

    mutating func formUnion(_ other: UserRect) {
        guard !other.isEmpty else { return }
        left = min(left, other.left)
        top = min(top, other.top)
        right = max(right, other.right)
        bottom = max(bottom, other.bottom)
    }

    /// Runs a cairo `*_extents(cr, &x1, &y1, &x2, &y2)` call and wraps its result.
    static func measuring(_ body: (inout Double, inout Double, inout Double, inout Double) -> Void) -> UserRect {
        var rect = UserRect(left: 0, top: 0, right: 0, bottom: 0)
        body(&rect.left, &rect.top, &rect.right, &rect.bottom)
        return rect
    }
}
