import CLibPNG

/// Which PNG row filters the encoder may try on each row before compressing it.
///
/// A filter predicts each byte from its neighbours so the compressor sees smaller numbers. With
/// more than one filter allowed, the encoder judges each on every row and keeps the one it expects
/// to compress best (``DeflatePNGWriter`` for opaque frames, on a sample of each row; libpng for
/// the others), which costs time on every row that differs from the row above. An empty set means
/// ``noFilter``.
public struct PNGRowFilters: OptionSet, Hashable, Sendable {
    /// libpng's `PNG_FILTER_*` bit mask.
    public let rawValue: Int32

    /// Creates a set from libpng's `PNG_FILTER_*` bit mask.
    /// - Parameter rawValue: A combination of `0x08` (none), `0x10` (sub), `0x20` (up),
    ///   `0x40` (average) and `0x80` (Paeth); other bits are ignored by libpng.
    public init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// Rows are stored as they are: the fastest choice.
    public static let noFilter = PNGRowFilters(rawValue: Int32(PNG_FILTER_NONE))
    /// Each byte minus the byte of the pixel to its left.
    public static let sub = PNGRowFilters(rawValue: Int32(PNG_FILTER_SUB))
    /// Each byte minus the byte of the pixel above.
    public static let up = PNGRowFilters(rawValue: Int32(PNG_FILTER_UP))
    /// Each byte minus the mean of the pixels to the left and above.
    public static let average = PNGRowFilters(rawValue: Int32(PNG_FILTER_AVG))
    /// Each byte minus the Paeth predictor of the pixels left, above and above-left.
    public static let paeth = PNGRowFilters(rawValue: Int32(PNG_FILTER_PAETH))
    /// All five filters, chosen per row: libpng's default, and the slowest.
    public static let adaptive: PNGRowFilters = [.noFilter, .sub, .up, .average, .paeth]
}
