/// A frame as plain pixels: 8-bit RGBA, straight alpha, rows top to bottom with no padding.
///
/// Pixel `(x, y)` starts at byte `(y * width + x) * 4` of ``pixels`` and is stored as red, green,
/// blue, alpha. A raster image is what ``CairoCanvas/makeImage()`` and ``PNGDecoder`` produce, and
/// what tests and golden-image checks inspect; two images are equal when their sizes and every byte
/// are.
public struct RasterImage: Hashable, Sendable {
    /// The width in pixels, zero or more.
    public let width: Int
    /// The height in pixels, zero or more.
    public let height: Int
    /// The pixels: `width * height * 4` bytes, RGBA8 with straight alpha, row-major, top row first.
    public let pixels: [UInt8]

    /// Creates an image from RGBA8 bytes, or returns `nil` when the byte count does not match the size.
    ///
    /// An image with zero width or height (and no bytes) is allowed, though PNG cannot store one.
    /// - Parameters:
    ///   - width: The width in pixels, zero or more.
    ///   - height: The height in pixels, zero or more.
    ///   - pixels: Exactly `width * height * 4` bytes, RGBA8 with straight alpha, top row first.
    /// - Returns: `nil` when a dimension is negative or `pixels.count` is not `width * height * 4`.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width >= 0, height >= 0 else { return nil }
        let (area, areaOverflow) = width.multipliedReportingOverflow(by: height)
        let (byteCount, bytesOverflow) = area.multipliedReportingOverflow(by: 4)
        guard !areaOverflow, !bytesOverflow, pixels.count == byteCount else { return nil }
        self.init(validatedWidth: width, height: height, pixels: pixels)
    }

    /// The image with no pixels, 0×0: what there is when there is no picture to read.
    public static let empty = RasterImage(validatedWidth: 0, height: 0, pixels: [])

    /// Creates an image whose byte count the caller has already checked.
    init(validatedWidth width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The pixel at a position.
    ///
    /// - Parameters:
    ///   - x: The column, `0..<width`, counted from the left.
    ///   - y: The row, `0..<height`, counted from the top.
    /// - Returns: The pixel's components, straight alpha.
    /// - Precondition: The position lies inside the image, as for an array index.
    public func pixel(x: Int, y: Int) -> RGBA8 {
        precondition((0..<width).contains(x) && (0..<height).contains(y),
                     "pixel (\(x), \(y)) is outside the \(width)×\(height) image")
        let offset = (y * width + x) * 4
        return RGBA8(red: pixels[offset], green: pixels[offset + 1],
                     blue: pixels[offset + 2], alpha: pixels[offset + 3])
    }

    /// Whether every pixel has alpha 255. An empty image is opaque.
    ///
    /// - Complexity: O(*n*) in the number of pixels.
    public var isOpaque: Bool {
        stride(from: 3, to: pixels.count, by: 4).allSatisfy { pixels[$0] == 255 }
    }
}
