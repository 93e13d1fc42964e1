import CLibDeflate
import Foundation

/// Encodes opaque canvases as 8-bit RGB PNGs without libpng, reusing its buffers from one frame to
/// the next: the fast path for rendered frames.
///
/// cairo's rows (native-endian `0xXXRRGGBB` words) are turned into RGB and filtered in one pass,
/// each row with the filter among those the options allow that ``PNGRowFiltering`` expects to
/// compress best; a row equal to the row above is written as zeros under `up` without converting
/// it. Level 1 is compressed by ``RunLengthDeflate``, Zoetrope's own run-length encoder with
/// Huffman codes built from the frame; the other levels by libdeflate, which compresses the whole
/// image at once and is several times faster than zlib at the same level. Checksums (Adler-32,
/// CRC-32) are libdeflate's vectorised code.
/// The file is a standard PNG (signature, `IHDR`, one `IDAT`, `IEND`) that libpng and every other
/// decoder reads. Canvases that are not opaque go through ``PNGEncoder``'s libpng path instead.
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
    /// For each row of ``filtered``, whether its bytes after the filter type are all zeros.
    private var zeroRows: [Bool] = []
    /// The RGB of the row being filtered and of the row above it.
    private var current: [UInt8] = []
    private var previous: [UInt8] = []

    /// The PNG filter types this writer may apply to a row, in ascending order.
    private let filterTypes: [UInt8]

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
        self.filterTypes = Self.filterTypes(for: options.rowFilters)
    }

    deinit {
        libdeflate_free_compressor(compressor)
    }

    /// Encodes a canvas's pixels as PNG bytes: RGB by this writer when the canvas is opaque,
    /// otherwise through ``PNGEncoder``'s libpng path.
    /// - Parameter canvas: The canvas.
    /// - Returns: A complete PNG file's bytes.
    /// - Throws: ``PNGError``.
    /// - Complexity: O(*n*) in the number of pixels.
    public func encode(_ canvas: CairoCanvas) throws(PNGError) -> [UInt8] {
        guard canvas.isOpaque else { return try PNGEncoder.encodeWithLibPNG(canvas, options: options) }
        filterRows(of: canvas)
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

    /// Turns cairo's rows into filtered RGB rows, each led by its filter type: the one of
    /// ``filterTypes`` that ``PNGRowFiltering/cheapestType(for:above:span:among:)`` expects to
    /// compress best, judged on the pixels that differ from the row above.
    ///
    /// When `up` is allowed, a row whose pixels equal the row above's is all zeros under it and is
    /// written as zeros without converting it (rendered frames have many), or not written at all
    /// when its bytes are still zeros from the last frame: ``zeroRows`` keeps track.
    private func filterRows(of canvas: CairoCanvas) {
        let width = canvas.width, height = canvas.height
        rowLength = 1 + width * 3
        if filtered.count != rowLength * height {
            filtered = [UInt8](repeating: 0, count: rowLength * height)
            zeroRows = [Bool](repeating: true, count: height)
        }
        if current.count != width * 3 {
            current = [UInt8](repeating: 0, count: width * 3)
            previous = [UInt8](repeating: 0, count: width * 3)
        }
        let types = filterTypes, rowLength = rowLength
        let skipsRepeats = types.contains(PNGRowFiltering.up)
        canvas.withNativePixels { base, stride in
            filtered.withUnsafeMutableBufferPointer { output in
                current.withUnsafeMutableBufferPointer { current in
                    previous.withUnsafeMutableBufferPointer { previous in
                        zeroRows.withUnsafeMutableBufferPointer { zeroRows in
                            guard let target = output.baseAddress, var now = current.baseAddress, var above = previous.baseAddress else { return }
                            above.update(repeating: 0, count: width * 3) // the first row has zeros above it
                            for row in 0..<height {
                                let line = target + row * rowLength
                                let source = UnsafeRawPointer(base + row * stride)
                                if skipsRepeats, row > 0, memcmp(source, source - stride, width * 4) == 0 {
                                    line[0] = PNGRowFiltering.up
                                    if !zeroRows[row] { (line + 1).update(repeating: 0, count: width * 3) }
                                    zeroRows[row] = true
                                    continue
                                }
                                Self.convertRow(source, to: now, width: width)
                                                                // Judged on the whole row: what sub and Paeth leave where the row repeats the one above counts.
                                let type = PNGRowFiltering.cheapestType(for: now, above: above, span: 0..<(width * 3), among: types)
                                line[0] = type
                                if type == PNGRowFiltering.up, row > 0 {
                                    // Zeros where the row repeats the row above.
                                    let changed = Self.changedPixels(source, above: source - stride, width: width)
                                    let span = (changed.lowerBound * 3)..<(changed.upperBound * 3)
                                    (line + 1).update(repeating: 0, count: span.lowerBound)
                                    PNGRowFiltering.filter(now + span.lowerBound, above: above + span.lowerBound, into: line + 1 + span.lowerBound,
                                                           count: span.count, type: type)
                                    (line + 1 + span.upperBound).update(repeating: 0, count: width * 3 - span.upperBound)
                                } else {
                                    PNGRowFiltering.filter(now, above: above, into: line + 1, count: width * 3, type: type)
                                }
                                zeroRows[row] = false
                                swap(&now, &above)
                            }
                        }
                    }
                }
            }
        }
    }

    /// The pixels of a row that differ from the row above: from the first to the last that does,
    /// empty when none does. Compared 16 bytes a step from the left, then a pixel a step.
    private static func changedPixels(_ source: UnsafeRawPointer, above: UnsafeRawPointer, width: Int) -> Range<Int> {
        var first = 0
        while first + 4 <= width,
              source.loadUnaligned(fromByteOffset: first * 4, as: UInt64.self) == above.loadUnaligned(fromByteOffset: first * 4, as: UInt64.self),
              source.loadUnaligned(fromByteOffset: first * 4 + 8, as: UInt64.self) == above.loadUnaligned(fromByteOffset: first * 4 + 8, as: UInt64.self) {
            first += 4
        }
        while first < width, source.load(fromByteOffset: first * 4, as: UInt32.self) == above.load(fromByteOffset: first * 4, as: UInt32.self) {
            first += 1
        }
        guard first < width else { return 0..<0 }
        var end = width
        while end > first, source.load(fromByteOffset: (end - 1) * 4, as: UInt32.self) == above.load(fromByteOffset: (end - 1) * 4, as: UInt32.self) {
            end -= 1
        }
        return first..<end
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

    /// Compresses the filtered rows into `compressed` as a zlib stream; its length, or 0 on failure.
    /// Level 1 is ``RunLengthDeflate``; other levels are libdeflate's.
    private func compress() -> Int {
        if options.compressionLevel == 1 {
            filtered.withUnsafeBytes { runLength.zlibCompress($0, rowLength: rowLength, zeroRows: zeroRows, into: &compressed) }
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

    /// The filter types a set allows, in ascending order: `[0]` (none) for an empty set.
    private static func filterTypes(for filters: PNGRowFilters) -> [UInt8] {
        let types: [(PNGRowFilters, UInt8)] = [
            (.noFilter, PNGRowFiltering.none), (.sub, PNGRowFiltering.sub), (.up, PNGRowFiltering.up),
            (.average, PNGRowFiltering.average), (.paeth, PNGRowFiltering.paeth),
        ]
        let allowed = types.filter { filters.contains($0.0) }.map(\.1)
        return allowed.isEmpty ? [PNGRowFiltering.none] : allowed
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
