import CCairo
import Foundation
import FrameRendering

/// A pixel canvas that draws display lists with cairo: anti-aliased, deterministic and headless.
///
/// The canvas owns a cairo ARGB32 image surface and a drawing context for it, and frees both when
/// it goes away. One point of a display list is one pixel: item positions are used as pixel
/// coordinates (y down) and anything outside the canvas is clipped. Reuse one canvas for every
/// frame of a sequence; each ``draw(_:)`` replaces all of its pixels.
///
/// Drawing the same display list on canvases of the same size gives byte-identical pixels on a
/// given machine and set of libraries. Text uses cairo's toy text API with the "DejaVu Sans" face,
/// grey-scale anti-aliasing and no hinting, so it does not depend on the desktop's font settings.
///
/// A canvas is not thread-safe: use each one from one task at a time.
public final class CairoCanvas {
    /// The largest width or height a canvas accepts, in pixels.
    ///
    /// A canvas of this size on both sides holds 268,435,456 pixels, one gibibyte of memory.
    public static let maximumSide = 16_384

    /// The largest magnitude a display-list length may have, in points: 10⁶, about sixty times
    /// the largest canvas.
    ///
    /// Positions, sizes, corner radii, stroke widths, dash lengths, font sizes and scales beyond it
    /// are rejected by ``draw(_:)``, and so is a shape whose scale times its largest length (width,
    /// height or stroke width) exceeds it. cairo rasterizes in fixed point (about ±8 million
    /// pixels) and flattens curves into segments in proportion to their size, so larger geometry
    /// would be drawn wrongly or take unbounded time.
    public static let maximumMagnitude = 1e6

    /// The width in pixels, `1...maximumSide`.
    public let width: Int
    /// The height in pixels, `1...maximumSide`.
    public let height: Int
    /// Whether every pixel is opaque: true after drawing a display list whose background is opaque.
    ///
    /// A new canvas is transparent black, so this starts out `false`. Encoders use it to leave out
    /// the alpha channel.
    public private(set) var isOpaque = false

    /// The `cairo_surface_t *` this canvas owns.
    private let surface: OpaquePointer
    /// The `cairo_t *` this canvas owns; replaced after cairo reports an error, as errors are sticky.
    private var context: OpaquePointer
    /// The first byte of the surface's top row: native-endian premultiplied ARGB32 words.
    private let pixelBase: UnsafeMutablePointer<UInt8>
    /// The distance in bytes between the starts of two rows of the surface.
    private let rowStride: Int

    /// Creates a transparent canvas of the given size in pixels.
    ///
    /// - Parameters:
    ///   - width: The width in pixels, `1...CairoCanvas.maximumSide`.
    ///   - height: The height in pixels, `1...CairoCanvas.maximumSide`.
    /// - Throws: ``CairoError/invalidCanvasSize(size:)`` when a side is zero, negative or
    ///   larger than ``maximumSide``; ``CairoError/cairoFailure(operation:status:)`` when cairo cannot
    ///   allocate the surface.
    public init(width: Int, height: Int) throws(CairoError) {
        let sides = 1...Self.maximumSide
        guard sides.contains(width), sides.contains(height) else {
            throw .invalidCanvasSize(size: "\(width) × \(height)")
        }
        let surface: OpaquePointer? = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        guard let surface else {
            throw .cairoFailure(operation: "creating a \(width)×\(height) ARGB32 surface", status: "no surface")
        }
        let surfaceStatus = cairo_surface_status(surface)
        let data: UnsafeMutablePointer<UInt8>? = cairo_image_surface_get_data(surface)
        guard surfaceStatus == CAIRO_STATUS_SUCCESS, let data else {
            cairo_surface_destroy(surface)
            throw .cairoFailure(operation: "creating a \(width)×\(height) ARGB32 surface",
                                status: Self.describe(surfaceStatus))
        }
        let context: OpaquePointer
        do {
            context = try Self.makeContext(for: surface, width: width, height: height)
        } catch {
            cairo_surface_destroy(surface)
            throw error
        }
        self.width = width
        self.height = height
        self.surface = surface
        self.context = context
        self.pixelBase = data
        self.rowStride = Int(cairo_image_surface_get_stride(surface))
    }

    /// Creates a transparent canvas for a size in points, such as a display list's `canvasSize`.
    ///
    /// Fractional sizes are rounded up to whole pixels, so a 100.2 × 50 size gives a 101 × 50 canvas.
    /// - Parameter size: The size in points, one pixel each.
    /// - Throws: ``CairoError/invalidCanvasSize(size:)`` when a side is not finite, not
    ///   positive or, rounded up, larger than ``maximumSide``; ``CairoError/cairoFailure(operation:status:)``
    ///   when cairo cannot allocate the surface.
    public convenience init(size: CGSize) throws(CairoError) {
        let width = Double(size.width).rounded(.up)
        let height = Double(size.height).rounded(.up)
        let sides = 1...Double(Self.maximumSide)
        guard sides.contains(width), sides.contains(height) else {
            throw .invalidCanvasSize(size: "\(Double(size.width)) × \(Double(size.height))")
        }
        try self.init(width: Int(width), height: Int(height))
    }

    deinit {
        CairoFontLock.destroy(context)
        cairo_surface_destroy(surface)
    }

    /// Replaces the canvas's pixels with a drawing of the display list.
    ///
    /// The background colour (alpha included) replaces every pixel; then the items are drawn back to
    /// front, one point per pixel. A shape is translated to its centre, rotated clockwise by its
    /// rotation and scaled, so its stroke width and label scale with it; its fill, stroke and label
    /// share its opacity as one layer. Items that cannot show anything are skipped: opacity or scale
    /// of zero (or below 10⁻⁵⁰), a stroke width of zero or less, a flat ellipse, empty text, a font
    /// size of zero or less. Text whose em would be over 32,768 pixels after scaling is skipped too,
    /// as FreeType cannot rasterize it. An empty display list draws just the background.
    /// Every number must be finite; lengths and scales are limited by ``maximumMagnitude``.
    /// Items that cannot reach the canvas are left out before that check, so a view placed
    /// 10³⁰⁰ points away shows nothing rather than failing (`DisplayList.visibleItems()`).
    ///
    /// - Parameter list: The frame to draw. Its `canvasSize` is not used for scaling.
    /// - Throws: ``CairoError/invalidItemValue(field:value:expected:)`` naming the first value that is
    ///   not finite, larger than ``maximumMagnitude`` (alone or scaled), or a dash pattern cairo
    ///   rejects; it is thrown before any pixel changes.
    ///   ``CairoError/cairoFailure(operation:status:)`` when cairo fails while drawing (for example
    ///   out of memory), leaving a partly drawn frame. The next call starts afresh either way.
    /// - Complexity: O(*n*) in the number of items, plus the pixels each one covers.
    public func draw(_ list: DisplayList) throws(CairoError) {
        let list = list.visibleItems()
        try list.validateForDrawing()
        try replaceContextIfFailed()
        isOpaque = false
        DisplayItemPainter(context: context).paint(list)
        cairo_surface_flush(surface)
        try checkStatus(while: "drawing a display list of \(list.items.count) items")
        isOpaque = list.background.isOpaque
    }

    /// Copies the pixels out as straight-alpha RGBA8.
    ///
    /// cairo stores premultiplied colour; this divides it back out, rounding to the nearest value,
    /// so colour components of partly transparent pixels are accurate to about 255 ÷ alpha levels.
    /// Fully transparent pixels come out as `(0, 0, 0, 0)`.
    /// - Returns: A `width` × `height` image, top row first.
    /// - Complexity: O(*n*) in the number of pixels.
    public func makeImage() -> RasterImage {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        withNativePixels { base, stride in
            pixels.withUnsafeMutableBufferPointer { output in
                var target = 0
                for y in 0..<height {
                    let row = UnsafeRawPointer(base + y * stride)
                    for x in 0..<width {
                        let word = row.load(fromByteOffset: x * 4, as: UInt32.self)
                        let alpha = word >> 24
                        output[target] = Self.unpremultiply((word >> 16) & 0xFF, alpha: alpha)
                        output[target + 1] = Self.unpremultiply((word >> 8) & 0xFF, alpha: alpha)
                        output[target + 2] = Self.unpremultiply(word & 0xFF, alpha: alpha)
                        output[target + 3] = UInt8(truncatingIfNeeded: alpha)
                        target += 4
                    }
                }
            }
        }
        return RasterImage(validatedWidth: width, height: height, pixels: pixels)
    }

    /// The pixels as cairo holds them, rows packed without padding: native-endian premultiplied
    /// ARGB32 words (bytes B, G, R, A on little-endian machines, which video encoders call `bgra`).
    /// - Returns: `width × height × 4` bytes, top row first.
    /// - Complexity: O(*n*) in the number of pixels: one copy per row.
    public func nativePixelBytes() -> [UInt8] {
        let rowBytes = width * 4
        var bytes = [UInt8](repeating: 0, count: rowBytes * height)
        withNativePixels { base, stride in
            bytes.withUnsafeMutableBytes { output in
                guard let target = output.baseAddress else { return }
                for row in 0..<height {
                    (target + row * rowBytes).copyMemory(from: base + row * stride, byteCount: rowBytes)
                }
            }
        }
        return bytes
    }

    /// Calls `body` with cairo's pixel memory: native-endian premultiplied ARGB32 words, `stride`
    /// bytes from one row to the next. The pointer is valid only during the call.
    /// - Parameter body: Reads the pixels; what it returns or throws, the call does.
    public func withNativePixels<Result, Failure: Error>(
        _ body: (_ base: UnsafePointer<UInt8>, _ stride: Int) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        cairo_surface_flush(surface)
        return try withExtendedLifetime(self) { () throws(Failure) -> Result in
            try body(UnsafePointer(pixelBase), rowStride)
        }
    }

    // MARK: - Private

    /// Creates a drawing context for the surface with the canvas's text settings.
    private static func makeContext(for surface: OpaquePointer, width: Int, height: Int)
        throws(CairoError) -> OpaquePointer {
        let context: OpaquePointer? = cairo_create(surface)
        let status = context.map { cairo_status($0) } ?? CAIRO_STATUS_NO_MEMORY
        guard let context, status == CAIRO_STATUS_SUCCESS else {
            CairoFontLock.destroy(context)
            throw .cairoFailure(operation: "creating a drawing context for a \(width)×\(height) surface",
                                status: describe(status))
        }
        configureText(of: context)
        return context
    }

    /// cairo's errors are sticky, so a context that failed is swapped for a fresh one on the same surface.
    private func replaceContextIfFailed() throws(CairoError) {
        guard cairo_status(context) != CAIRO_STATUS_SUCCESS else { return }
        let fresh = try Self.makeContext(for: surface, width: width, height: height)
        CairoFontLock.destroy(context)
        context = fresh
    }

    static func configureText(of context: OpaquePointer) {
        CairoFontLock.withLock { configureTextLocked(of: context) }
    }

    /// ``configureText(of:)``, holding ``CairoFontLock``.
    private static func configureTextLocked(of context: OpaquePointer) {
        cairo_select_font_face(context, DisplayItemPainter.fontFamily, CAIRO_FONT_SLANT_NORMAL,
                               CAIRO_FONT_WEIGHT_NORMAL)
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_set_font_options(context, options)
        cairo_font_options_destroy(options)
    }

    private func checkStatus(while operation: String) throws(CairoError) {
        let status = cairo_status(context)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .cairoFailure(operation: operation, status: Self.describe(status))
        }
    }

    private static func describe(_ status: cairo_status_t) -> String {
        String(cString: cairo_status_to_string(status))
    }

    private static func unpremultiply(_ component: UInt32, alpha: UInt32) -> UInt8 {
        switch alpha {
        case 255: UInt8(truncatingIfNeeded: component)
        case 0: 0
        default: UInt8(truncatingIfNeeded: min((component * 255 + alpha / 2) / alpha, 255))
        }
    }
}

@available(*, unavailable, message: "A CairoCanvas owns mutable C state; use it from one task at a time.")
extension CairoCanvas: Sendable {}
