import FileAccess
import CLibPNG
import Foundation
import FrameRendering

/// Decodes PNG files and bytes into ``RasterImage``s with libpng's simplified read API.
///
/// Any PNG libpng reads is accepted: grey, palette, RGB or RGBA, 1 to 16 bits, interlaced or not.
/// The result is always 8-bit sRGB RGBA with straight alpha; images without alpha get 255, and
/// 16-bit images are reduced to 8 bits by libpng. Use it to check what an encoder wrote, for
/// example against a golden image.
public enum PNGDecoder {
    /// The largest width or height the decoder accepts, in pixels, so a hostile or corrupt header
    /// cannot make it allocate gigabytes. The same as ``CairoCanvas/maximumSide``.
    public static let maximumSide = CairoCanvas.maximumSide

    /// Decodes PNG bytes held in memory.
    /// - Parameter bytes: A complete PNG file's bytes.
    /// - Returns: The image as 8-bit RGBA, straight alpha.
    /// - Throws: ``PNGError/decodingFailed(path:message:)`` with `path` `nil` for empty, truncated or
    ///   corrupt data, with libpng's message; ``PNGError/imageTooLarge(path:width:height:)`` for an
    ///   image wider or taller than ``maximumSide``.
    /// - Complexity: O(*n*) in the number of pixels.
    public static func decode(_ bytes: [UInt8]) throws(PNGError) -> RasterImage {
        try decode(bytes, path: nil)
    }

    /// Reads and decodes a PNG file.
    /// - Parameter url: The file URL to read.
    /// - Returns: The image as 8-bit RGBA, straight alpha.
    /// - Throws: ``PNGError/fileReadFailed(path:reason:)`` when the file cannot be read;
    ///   ``PNGError/decodingFailed(path:message:)`` or ``PNGError/imageTooLarge(path:width:height:)``
    ///   naming the file otherwise.
    /// - Complexity: O(*n*) in the number of pixels.
    public static func decode(contentsOf url: URL) throws(PNGError) -> RasterImage {
        let bytes: [UInt8]
        do {
            bytes = try BinaryFile.contents(of: url)
        } catch {
            throw .fileReadFailed(path: url.path, reason: error.reason)
        }
        return try decode(bytes, path: url.path)
    }

    // MARK: - Private

    private static func decode(_ bytes: [UInt8], path: String?) throws(PNGError) -> RasterImage {
        guard !bytes.isEmpty else {
            throw .decodingFailed(path: path, message: "there are no bytes to decode")
        }
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        defer { png_image_free(&image) }

        let began = bytes.withUnsafeBytes { buffer in
            png_image_begin_read_from_memory(&image, buffer.baseAddress, buffer.count)
        }
        guard began != 0 else {
            throw .decodingFailed(path: path, message: message(of: image))
        }
        let width = Int(image.width)
        let height = Int(image.height)
        guard width <= maximumSide, height <= maximumSide else {
            throw .imageTooLarge(path: path, width: width, height: height)
        }

        // PNG_FORMAT_RGBA is a macro expression Swift does not import; it is COLOR | ALPHA.
        image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let finished = pixels.withUnsafeMutableBytes { buffer in
            png_image_finish_read(&image, nil, buffer.baseAddress, Int32(width * 4), nil)
        }
        guard finished != 0 else {
            throw .decodingFailed(path: path, message: message(of: image))
        }
        return RasterImage(validatedWidth: width, height: height, pixels: pixels)
    }

    /// libpng's NUL-terminated message from a simplified-API image.
    private static func message(of image: png_image) -> String {
        let text = withUnsafeBytes(of: image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        return text.isEmpty ? "libpng failed without a message" : text
    }
}
