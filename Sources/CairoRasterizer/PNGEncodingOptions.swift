/// How hard the PNG encoder works to make files small: a compression level and the row filters.
///
/// Choose at the call site: ``fast`` for frames that are written once and read back by a video
/// encoder or a test, ``small`` for frames that are kept or shipped. Both are lossless; the pixels
/// decode identically. Opaque canvases are encoded by ``DeflatePNGWriter``, which chooses each row's
/// filter among those allowed: level 1 is Zoetrope's own run-length encoder with Huffman codes built
/// from the frame, levels 2–9 are libdeflate's (0 stores). Canvases that are not opaque are encoded
/// by libpng with zlib at the same level.
///
/// Measured on the peers' 1920 × 1080 wheel (8 labelled, translucent tiles; x86-64, release build,
/// callgrind instructions of `DeflatePNGWriter.encode` per frame; docs/performance.md has the
/// comparisons, a text-heavy frame and gradients):
///
/// | Options                                                  | Opaque (RGB)       |
/// |----------------------------------------------------------|--------------------|
/// | ``fast`` (level 1, `sub`, `up` or `paeth` per row)       | ≈ 27 M, 14.1 KB    |
/// | ``small`` (libdeflate level 6, `sub`, `up` or `paeth`)   | ≈ 186 M, 14.9 KB   |
/// | level 1 with fixed Huffman codes, `up` (0.8)             | ≈ 24 M, 53.5 KB    |
/// | pycairo's `write_to_png` of the same pixels              | –, 14.7 KB         |
public struct PNGEncodingOptions: Hashable, Sendable {
    /// The compression level, `0...9`: 0 stores without compressing, 1 is fastest, 9 smallest.
    public var compressionLevel: Int32
    /// The row filter (one, applied to every row), or the filters libpng may choose from per row.
    public var rowFilters: PNGRowFilters

    /// Creates encoding options.
    /// - Parameters:
    ///   - compressionLevel: The zlib level, `0...9`. Values outside are rejected when encoding.
    ///   - rowFilters: The row filters libpng may choose from; none by default.
    public init(compressionLevel: Int32, rowFilters: PNGRowFilters = .noFilter) {
        self.compressionLevel = compressionLevel
        self.rowFilters = rowFilters
    }

    /// Level 1 with the `sub`, `up` or `paeth` filter chosen per row: rows like the row above become
    /// zeros, which Zoetrope's own run-length encoder writes without a general compressor's search,
    /// in Huffman codes built from the frame's own statistics. The fastest setting, and on rendered
    /// frames about as small as pycairo's PNGs.
    public static let fast = PNGEncodingOptions(compressionLevel: 1, rowFilters: [.sub, .up, .paeth])
    /// libdeflate's level 6 with the same choice of filters per row: smaller files than ``fast``
    /// where a search for matches pays (gradients 13 %, text 4 % smaller), about ten times slower;
    /// on frames of flat shapes (the wheel) no smaller.
    public static let small = PNGEncodingOptions(compressionLevel: 6, rowFilters: [.sub, .up, .paeth])
}

extension PNGEncodingOptions {
    /// What encodes frames with these options, in words, for render manifests:
    /// `sub, up or paeth filter per row, Zoetrope's run-length encoder with the frame's own Huffman codes (libpng with zlib level 1 for frames that are not opaque)`
    /// for ``fast``; `sub, up or paeth filter per row, libdeflate level 6 (…)` for ``small``.
    public var encoderDescription: String {
        let names = Self.filterNames.filter { rowFilters.contains($0.filter) }.map(\.name)
        let filter = switch names.count {
        case 0: "no filter"
        case 1: "\(names[0]) filter"
        default: "\(names.dropLast().joined(separator: ", ")) or \(names[names.count - 1]) filter per row"
        }
        let opaque = switch compressionLevel {
        case 0: "stored, not compressed"
        case 1: "Zoetrope's run-length encoder with the frame's own Huffman codes"
        default: "libdeflate level \(compressionLevel)"
        }
        return "\(filter), \(opaque) (libpng with zlib level \(compressionLevel) for frames that are not opaque)"
    }

    /// The filters by name, in the order of their PNG filter types.
    private static let filterNames: [(filter: PNGRowFilters, name: String)] = [
        (.noFilter, "no"), (.sub, "sub"), (.up, "up"), (.average, "average"), (.paeth, "paeth"),
    ]
}
