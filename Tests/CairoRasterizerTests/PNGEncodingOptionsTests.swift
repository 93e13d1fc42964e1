import CairoRasterizer
import Testing

/// What a render manifest says encodes its PNGs is what does.
@Suite("PNG encoding options described")
struct PNGEncodingOptionsTests {
    @Test("each option names the filter and the encoder it uses", arguments: [
        (PNGEncodingOptions.fast,
         "sub, up or paeth filter per row, Zoetrope's run-length encoder with the frame's own Huffman codes (libpng with zlib level 1 for frames that are not opaque)"),
        (.small, "sub, up or paeth filter per row, libdeflate level 6 (libpng with zlib level 6 for frames that are not opaque)"),
        (PNGEncodingOptions(compressionLevel: 1, rowFilters: .up), "up filter, Zoetrope's run-length encoder with the frame's own Huffman codes (libpng with zlib level 1 for frames that are not opaque)"),
        (PNGEncodingOptions(compressionLevel: 0, rowFilters: .noFilter), "no filter, stored, not compressed (libpng with zlib level 0 for frames that are not opaque)"),
        (PNGEncodingOptions(compressionLevel: 0, rowFilters: []), "no filter, stored, not compressed (libpng with zlib level 0 for frames that are not opaque)"),
        (PNGEncodingOptions(compressionLevel: 9, rowFilters: .adaptive),
         "no, sub, up, average or paeth filter per row, libdeflate level 9 (libpng with zlib level 9 for frames that are not opaque)"),
    ])
    func describes(options: PNGEncodingOptions, expected: String) {
        #expect(options.encoderDescription == expected)
    }
}
