import FileAccess
import CCairo
import CLibPNG
import CPNGShim
import Foundation
import FrameRendering

/// Encodes canvases and raster images as 8-bit PNG, in memory or into a file.
///
/// An opaque canvas (one whose last display list had an opaque background) is written as an RGB
/// PNG by ``DeflatePNGWriter``: its rows converted and filtered in one pass, each row's filter
/// chosen among those the options allow, and compressed by ``RunLengthDeflate`` at level 1 and by
/// libdeflate at the other levels. Anything else is written by libpng, with zlib at the same level,
/// as RGBA with straight alpha.
///
/// libpng reports errors by `longjmp`, which must not cross Swift code; encoding therefore runs in
/// the small C function `zoetrope_png_write` (module `CPNGShim`), which turns those errors into a
/// message that becomes ``PNGError/encodingFailed(path:message:)``.
public enum PNGEncoder {
    /// Encodes a canvas's pixels as PNG bytes.
    /// - Parameters:
    ///   - canvas: The canvas; RGB when ``CairoCanvas/isOpaque``, RGBA otherwise.
    ///   - options: The compression settings; ``PNGEncodingOptions/fast`` by default.
    /// - Returns: A complete PNG file's bytes.
    /// - Throws: ``PNGError/invalidCompressionLevel(_:)`` for a level outside `0...9`;
    ///   ``PNGError/encodingFailed(path:message:)`` with `path` `nil` when libpng fails.
    /// - Complexity: O(*n*) in the number of pixels.
    public static func encode(_ canvas: CairoCanvas, options: PNGEncodingOptions = .fast) throws(PNGError)
        -> [UInt8] {
        try encode(canvas, options: options, path: nil)
    }

    /// Encodes a raster image as an RGBA PNG.
    /// - Parameters:
    ///   - image: The pixels; it must not be empty, as PNG cannot store a zero-sized image.
    ///   - options: The compression settings; ``PNGEncodingOptions/fast`` by default.
    /// - Returns: A complete PNG file's bytes.
    /// - Throws: ``PNGError/invalidCompressionLevel(_:)`` for a level outside `0...9`;
    ///   ``PNGError/encodingFailed(path:message:)`` with `path` `nil` when libpng fails, for example
    ///   for an image with zero width or height.
    /// - Complexity: O(*n*) in the number of pixels.
    public static func encode(_ image: RasterImage, options: PNGEncodingOptions = .fast) throws(PNGError)
        -> [UInt8] {
        try encode(image, options: options, path: nil)
    }

    /// Encodes a canvas's pixels into a PNG file, replacing any file already there all at once.
    ///
    /// The PNG is written to a hidden temporary file in the same folder and renamed into place, so
    /// readers see the old file or the complete new one, never part of one. On failure the temporary
    /// file is removed and the destination is left as it was.
    /// - Parameters:
    ///   - canvas: The canvas; RGB when ``CairoCanvas/isOpaque``, RGBA otherwise.
    ///   - url: The file URL to write; its folder must exist.
    ///   - options: The compression settings; ``PNGEncodingOptions/fast`` by default.
    /// - Throws: ``PNGError/invalidCompressionLevel(_:)``; ``PNGError/encodingFailed(path:message:)``
    ///   or ``PNGError/fileWriteFailed(path:reason:)`` naming `url`'s path, the latter when the folder
    ///   does not exist or cannot be written.
    /// - Complexity: O(*n*) in the number of pixels.
    public static func write(_ canvas: CairoCanvas, to url: URL,
                             options: PNGEncodingOptions = .fast) throws(PNGError) {
        try writeFile(encode(canvas, options: options, path: url.path), to: url)
    }

    /// Encodes a raster image into an RGBA PNG file, replacing any file already there all at once.
    ///
    /// Written like ``write(_:to:options:)-(CairoCanvas,_,_)``: to a temporary file in the same folder,
    /// then renamed into place; nothing is left behind on failure.
    /// - Parameters:
    ///   - image: The pixels; it must not be empty.
    ///   - url: The file URL to write; its folder must exist.
    ///   - options: The compression settings; ``PNGEncodingOptions/fast`` by default.
    /// - Throws: ``PNGError/invalidCompressionLevel(_:)``; ``PNGError/encodingFailed(path:message:)``
    ///   or ``PNGError/fileWriteFailed(path:reason:)`` naming `url`'s path.
    /// - Complexity: O(*n*) in the number of pixels.
    public static func write(_ image: RasterImage, to url: URL,
                             options: PNGEncodingOptions = .fast) throws(PNGError) {
        try writeFile(encode(image, options: options, path: url.path), to: url)
    }

    /// The versions of the libraries that decide a PNG's bytes: `cairo 1.16.0, libpng 1.6.39, zlib 1.2.13`.
    ///
    /// Render manifests record them, since another version may draw or compress the same frame
    /// differently.
    public static var libraryVersions: String {
        "cairo \(String(cString: cairo_version_string())), libpng \(String(cString: png_get_libpng_ver(nil))), "
            + "zlib \(String(cString: zlibVersion())), \(DeflatePNGWriter.libraryVersion)"
    }

    // MARK: - Private

    /// How cairo lays out an opaque pixel in memory on this machine: a native-endian `0xXXRRGGBB` word.
    private static var nativeOpaqueLayout: zoetrope_png_pixel_layout {
        #if _endian(little)
        ZOETROPE_PNG_PIXEL_LAYOUT_BGRX
        #else
        ZOETROPE_PNG_PIXEL_LAYOUT_XRGB
        #endif
    }

    private static func encode(_ canvas: CairoCanvas, options: PNGEncodingOptions,
                               path: String?) throws(PNGError) -> [UInt8] {
        if canvas.isOpaque {
            return try DeflatePNGWriter(options: options).encode(canvas)
        }
        return try encodeWithLibPNG(canvas, options: options, path: path)
    }

    /// Encodes through libpng: canvases that are not opaque (RGBA with straight alpha).
    static func encodeWithLibPNG(_ canvas: CairoCanvas, options: PNGEncodingOptions,
                                 path: String? = nil) throws(PNGError) -> [UInt8] {
        guard canvas.isOpaque else {
            return try encode(canvas.makeImage(), options: options, path: path)
        }
        return try canvas.withNativePixels { base, stride throws(PNGError) in
            try encodeRows(width: canvas.width, height: canvas.height, layout: nativeOpaqueLayout,
                           base: base, stride: stride, options: options, path: path)
        }
    }

    private static func encode(_ image: RasterImage, options: PNGEncodingOptions,
                               path: String?) throws(PNGError) -> [UInt8] {
        // libpng rejects an empty image before reading any row, but still needs a non-null pointer.
        let placeholder: [UInt8] = [0, 0, 0, 0]
        let pixels = image.pixels.isEmpty ? placeholder : image.pixels
        return try pixels.withUnsafeBufferPointer { buffer throws(PNGError) in
            guard let base = buffer.baseAddress else {
                throw .encodingFailed(path: path, message: "the pixel buffer has no storage")
            }
            return try encodeRows(width: image.width, height: image.height, layout: ZOETROPE_PNG_PIXEL_LAYOUT_RGBA,
                                  base: base, stride: image.width * 4, options: options, path: path)
        }
    }

    private static func encodeRows(width: Int, height: Int, layout: zoetrope_png_pixel_layout,
                                   base: UnsafePointer<UInt8>, stride: Int,
                                   options: PNGEncodingOptions, path: String?) throws(PNGError) -> [UInt8] {
        guard (0...9).contains(options.compressionLevel) else {
            throw .invalidCompressionLevel(options.compressionLevel)
        }
        guard let pngWidth = UInt32(exactly: width), let pngHeight = UInt32(exactly: height) else {
            throw .encodingFailed(path: path, message: "\(width) × \(height) pixels cannot be stored in a PNG")
        }
        let sink = ByteSink()
        var message = [CChar](repeating: 0, count: 256)
        var request = zoetrope_png_write_request(
            width: pngWidth, height: pngHeight, layout: layout, pixels: base, stride: stride,
            compression_level: options.compressionLevel, filters: options.rowFilters.rawValue,
            sink: { context, bytes, count in
                guard let context, let bytes else { return }
                Unmanaged<ByteSink>.fromOpaque(context).takeUnretainedValue()
                    .append(UnsafeBufferPointer(start: bytes, count: count))
            },
            sink_context: Unmanaged.passUnretained(sink).toOpaque())
        let status = withExtendedLifetime(sink) {
            zoetrope_png_write(&request, &message, message.count)
        }
        guard status == 0 else {
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw .encodingFailed(path: path, message: text.isEmpty ? "libpng failed without a message" : text)
        }
        return sink.bytes
    }

    private static func writeFile(_ bytes: [UInt8], to url: URL) throws(PNGError) {
        do {
            try BinaryFile.writeAtomically(bytes, to: url)
        } catch {
            throw .fileWriteFailed(path: url.path, reason: error.reason)
        }
    }
}

/// Collects the bytes libpng writes, in order.
private final class ByteSink {
    private(set) var bytes: [UInt8] = []

    init() {
        bytes.reserveCapacity(1 << 16)
    }

    func append(_ chunk: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: chunk)
    }
}
