import CLibDeflate
import Foundation

/// Encodes opaque canvases as 8-bit RGB PNGs without libpng, reusing its buffers from one frame to
/// the next: the fast path for rendered frames.
///
/// Level 1 is compressed by ``RunLengthDeflate``, Zoetrope's own run-length encoder; the other
/// levels by libdeflate, which compresses the whole image at once and is several times faster than
/// zlib (which libpng hands rows to) at the same level. Checksums (Adler-32, CRC-32) are libdeflate's
/// vectorised code either way.
/// The file is a standard PNG (signature, `IHDR`, one `IDAT`, `IEND`) that libpng and every other
/// decoder reads. cairo's rows (native-endian `0xXXRRGGBB` words) are turned into RGB and filtered
/// in one pass. Canvases that are not opaque, and options that ask libpng to choose a filter per
/// row, go through ``PNGEncoder``'s libpng path instead.
///
/// A writer is not thread-safe: give each worker its own.
public final class DeflatePNGWriter {
    /// The compression settings.
    public let options: PNGEncodingOptions
    /// The `struct libdeflate_compressor *` this writer owns.
    private let compressor: OpaquePointer
    /// The filtered rows, and the compressed stream: kept for the next frame.
    private var filtered: [UInt8] = []
    private var compressed: [UInt8] = []
    /// The run-length encoder's symbols and counts, kept for the next frame (level 1).
    private var runLength = RunLengthDeflate()
    /// The length of a filtered row: its filter type and its bytes.
    private var rowLength = 0
    /// The RGB of the row being filtered and of the row above it.
    private var current: [UInt8] = []
    private var previous: [UInt8] = []

    /// The PNG filter this writer applies to every row, or `nil` when libpng must choose per row.
    private let filterType: UInt8?

    /// The version of libdeflate, for render manifests: `libdeflate 1.14`.
    public static var libraryVersion: String { "libdeflate \(LIBDEFLATE_VERSION_STRING)" }

    /// Creates a writer.
    /// - Parameter options: The compression level (0–9, as zlib's) and the row filter.
    /// - Throws: ``PNGError/invalidCompressionLevel(_:)`` for a level outside `0...9`;
    ///   ``PNGError/encodingFailed(path:message:)`` when libdeflate cannot allocate a compressor.
    public init(options: PNGEncodingOptions) throws(PNGError) {
        guard (0...9).contains(options.compressionLevel) else { throw .invalidCompressionLevel(options.compressionLevel) }
        guard let compressor = libdeflate_alloc_compressor(options.compressionLevel) else {
            throw .encodingFailed(path: nil, message: "libdeflate could not allocate a compressor (out of memory)")
        }
        self.options = options
        self.compressor = compressor
        self.filterType = Self.filterType(for: options.rowFilters)
    }

    deinit {
        libdeflate_free_compressor(compressor)
    }

    /// Encodes a canvas's pixels as PNG bytes: RGB through libdeflate when the canvas is opaque,
    /// otherwise (or for adaptive filtering) through ``PNGEncoder``.
    /// - Parameter canvas: The canvas.
    /// - Returns: A complete PNG file's bytes.
    /// - Throws: ``PNGError``.
    /// - Complexity: O(*n*) in the number of pixels.
    public func encode(_ canvas: CairoCanvas) throws(PNGError) -> [UInt8] {
        guard canvas.isOpaque, let filterType else { return try PNGEncoder.encodeWithLibPNG(canvas, options: options) }
        filterRows(of: canvas, type: filterType)
        let length = compress()
        guard length > 0 else {
            throw .encodingFailed(path: nil, message: "libdeflate could not compress \(canvas.width) × \(canvas.height) pixels")
        }
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png.reserveCapacity(length + 64)
        var header: [UInt8] = []
        Self.appendBigEndian(UInt32(canvas.width), to: &header)
        Self.appendBigEndian(UInt32(canvas.height), to: &header)
        header += [8, 2, 0, 0, 0] // 8 bits, RGB, deflate, adaptive filtering method, no interlace
        Self.appendChunk("IHDR", header[...], to: &png)
        Self.appendChunk("IDAT", compressed[0..<length], to: &png)
        Self.appendChunk("IEND", [][...], to: &png)
        return png
    }

    // MARK: - Steps

    /// Turns cairo's rows into filtered RGB rows, each led by its filter type.
    ///
    /// A row whose pixels equal the row above's is all zeros under the `up` filter and is written
    /// as zeros without converting it: rendered frames have many.
    private func filterRows(of canvas: CairoCanvas, type: UInt8) {
        let width = canvas.width, height = canvas.height
        rowLength = 1 + width * 3
        if filtered.count != rowLength * height {
            filtered = [UInt8](repeating: 0, count: rowLength * height)
        }
        if current.count != width * 3 {
            current = [UInt8](repeating: 0, count: width * 3)
            previous = [UInt8](repeating: 0, count: width * 3)
        }
        canvas.withNativePixels { base, stride in
            filtered.withUnsafeMutableBufferPointer { output in
                current.withUnsafeMutableBufferPointer { current in
                    previous.withUnsafeMutableBufferPointer { previous in
                        guard let target = output.baseAddress, var now = current.baseAddress, var above = previous.baseAddress else { return }
                        for row in 0..<height {
                            let line = target + row * rowLength
                            line[0] = type
                            let source = UnsafeRawPointer(base + row * stride)
                            if type == 2, row > 0, memcmp(source, source - stride, width * 4) == 0 {
                                (line + 1).update(repeating: 0, count: width * 3)
                                continue
                            }
                            Self.convertRow(source, to: now, width: width)
                            Self.filter(now, above: row > 0 ? above : nil, into: line + 1, count: width * 3, type: type)
                            swap(&now, &above)
                        }
                    }
                }
            }
        }
    }

    /// cairo's native-endian `0xXXRRGGBB` words to red, green, blue bytes.
    private static func convertRow(_ source: UnsafeRawPointer, to target: UnsafeMutablePointer<UInt8>, width: Int) {
        var output = target
        for x in 0..<width {
            let word = source.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
            output[0] = UInt8(truncatingIfNeeded: word >> 16)
            output[1] = UInt8(truncatingIfNeeded: word >> 8)
            output[2] = UInt8(truncatingIfNeeded: word)
            output += 3
        }
    }

    /// Writes `row` filtered with PNG filter `type` against the unfiltered row above (none for the
    /// first row) into `output`.
    private static func filter(_ row: UnsafeMutablePointer<UInt8>, above: UnsafeMutablePointer<UInt8>?,
                               into output: UnsafeMutablePointer<UInt8>, count: Int, type: UInt8) {
        switch (type, above) {
        case (0, _), (2, nil):
            output.update(from: row, count: count)
        case (2, let above?):
            for index in 0..<count { output[index] = row[index] &- above[index] }
        case (1, _):
            for index in 0..<min(3, count) { output[index] = row[index] }
            for index in Swift.stride(from: 3, to: count, by: 1) { output[index] = row[index] &- row[index - 3] }
        default:
            for index in 0..<count {
                let left = index >= 3 ? row[index - 3] : 0
                let up = above?[index] ?? 0
                let upLeft = index >= 3 ? (above?[index - 3] ?? 0) : 0
                let prediction = type == 3 ? UInt8((UInt16(left) + UInt16(up)) / 2) : paeth(left, up, upLeft)
                output[index] = row[index] &- prediction
            }
        }
    }

    private static func paeth(_ left: UInt8, _ up: UInt8, _ upLeft: UInt8) -> UInt8 {
        let estimate = Int(left) + Int(up) - Int(upLeft)
        let toLeft = abs(estimate - Int(left)), toUp = abs(estimate - Int(up)), toUpLeft = abs(estimate - Int(upLeft))
        if toLeft <= toUp, toLeft <= toUpLeft { return left }
        return toUp <= toUpLeft ? up : upLeft
    }

    /// Compresses the filtered rows into `compressed` as a zlib stream; its length, or 0 on failure.
    /// Level 1 is ``RunLengthDeflate``; other levels are libdeflate's.
    private func compress() -> Int {
        if options.compressionLevel == 1 {
            filtered.withUnsafeBytes { runLength.zlibCompress($0, rowLength: rowLength, into: &compressed) }
            return compressed.count
        }
        let bound = libdeflate_zlib_compress_bound(compressor, filtered.count)
        if compressed.count < bound { compressed = [UInt8](repeating: 0, count: bound) }
        return filtered.withUnsafeBytes { input in
            compressed.withUnsafeMutableBytes { output in
                libdeflate_zlib_compress(compressor, input.baseAddress, input.count, output.baseAddress, output.count)
            }
        }
    }

    /// Whether this writer handles `options` itself (one filter for every row) rather than libpng.
    public static func canWrite(_ options: PNGEncodingOptions) -> Bool {
        filterType(for: options.rowFilters) != nil
    }

    /// The one filter type to apply to every row, or `nil` when several are allowed (libpng chooses).
    private static func filterType(for filters: PNGRowFilters) -> UInt8? {
        switch filters {
        case [], .noFilter: 0
        case .sub: 1
        case .up: 2
        case .average: 3
        case .paeth: 4
        default: nil
        }
    }

    private static func appendBigEndian(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes += [UInt8(truncatingIfNeeded: value >> 24), UInt8(truncatingIfNeeded: value >> 16),
                  UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
    }

    /// A chunk: its length, type, data and the CRC-32 of type and data.
    private static func appendChunk(_ type: String, _ data: ArraySlice<UInt8>, to png: inout [UInt8]) {
        appendBigEndian(UInt32(data.count), to: &png)
        let start = png.count
        png += Array(type.utf8)
        png += data
        let crc = png[start...].withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) }
        appendBigEndian(crc, to: &png)
    }
}

@available(*, unavailable, message: "A DeflatePNGWriter owns mutable C state and buffers; give each worker its own.")
extension DeflatePNGWriter: Sendable {}
