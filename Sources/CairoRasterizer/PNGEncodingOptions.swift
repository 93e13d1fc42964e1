/// How hard the PNG encoder works to make files small: a compression level and the row filters.
///
/// Choose at the call site: ``fast`` for frames that are written once and read back by a video
/// encoder or a test, ``small`` for frames that are kept or shipped. Both are lossless; the pixels
/// decode identically. Opaque canvases are encoded by ``DeflatePNGWriter``: level 1 is Zoetrope's
/// own run-length encoder, levels 2–9 are libdeflate's (0 stores). Canvases that are not opaque, and
/// sets of more than one filter, are encoded by libpng with zlib at the same level.
///
/// Measured on a 1920 × 1080 frame of eight labelled, translucent tiles (x86-64, release build,
/// package-benchmark p50, canvas and writer reused; docs/performance.md has the comparisons):
///
/// | Options                                      | Opaque (RGB)    |
/// |----------------------------------------------|-----------------|
/// | ``fast`` (level 1, `up` filter)              | ≈ 1.9 ms, 52 KB |
/// | ``small`` (libdeflate level 6, `up` filter)  | ≈ 13 ms, 15 KB  |
/// | zlib level 1, no filter (before 0.8)         | ≈ 10 ms, 39 KB  |
///
/// Photographic content would favour ``PNGRowFilters/adaptive``.
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

    /// Level 1 and the `up` filter: rows like the row above become zeros, which Zoetrope's own
    /// run-length encoder writes without a general compressor's search. The fastest setting.
    public static let fast = PNGEncodingOptions(compressionLevel: 1, rowFilters: .up)
    /// libdeflate's level 6 and the `up` filter: several times smaller files than ``fast``.
    public static let small = PNGEncodingOptions(compressionLevel: 6, rowFilters: .up)
}

extension PNGEncodingOptions {
    /// What encodes frames with these options, in words, for render manifests:
    /// `up filter, Zoetrope's run-length encoder (libpng with zlib level 1 for frames that are not opaque)`
    /// for ``fast``; `up filter, libdeflate level 6 (…)` for ``small``.
    public var encoderDescription: String {
        let filter = Self.filterNames[rowFilters].map { "\($0) filter" } ?? "libpng's choice of filters \(rowFilters.rawValue) per row"
        let fallback = "libpng with zlib level \(compressionLevel)"
        guard Self.filterNames[rowFilters] != nil else { return "\(filter), \(fallback)" }
        let opaque = switch compressionLevel {
        case 0: "stored, not compressed"
        case 1: "Zoetrope's run-length encoder"
        default: "libdeflate level \(compressionLevel)"
        }
        return "\(filter), \(opaque) (\(fallback) for frames that are not opaque)"
    }

    /// The single filters by name: what ``DeflatePNGWriter`` applies to every row.
    private static let filterNames: [PNGRowFilters: String] = [
        [] : "no", .noFilter: "no", .sub: "sub", .up: "up", .average: "average", .paeth: "paeth",
    ]
}
