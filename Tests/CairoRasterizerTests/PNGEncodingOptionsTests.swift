import CairoRasterizer
import Testing

/// What a render manifest says encodes its PNGs is what does.
@Suite("PNG encoding options described")
struct PNGEncodingOptionsTests {
    @Test("each option names the filter and the encoder it uses", arguments: [
        (PNGEncodingOptions.fast, "up filter, Zoetrope's run-length encoder (libpng with zlib level 1 for frames that are not opaque)"),
        (.small, "up filter, libdeflate level 6 (libpng with zlib level 6 for frames that are not opaque)"),
        (PNGEncodingOptions(compressionLevel: 0, rowFilters: .noFilter), "no filter, stored, not compressed (libpng with zlib level 0 for frames that are not opaque)"),
        (PNGEncodingOptions(compressionLevel: 9, rowFilters: .adaptive), "libpng's choice of filters 248 per row, libpng with zlib level 9"),
    ])
    func describes(options: PNGEncodingOptions, expected: String) {
        #expect(options.encoderDescription == expected)
    }
}
