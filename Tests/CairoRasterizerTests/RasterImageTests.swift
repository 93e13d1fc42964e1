import CairoRasterizer
import Testing

@Suite("RasterImage")
struct RasterImageTests {
    @Test("Creation checks the byte count against the size",
          arguments: [(-1, 1, 0), (1, -1, 0), (2, 2, 15), (2, 2, 17), (1, 1, 0), (Int.max, 2, 8)])
    func rejectsMismatchedBytes(width: Int, height: Int, byteCount: Int) {
        #expect(RasterImage(width: width, height: height, pixels: [UInt8](repeating: 0, count: byteCount)) == nil)
    }

    @Test("Empty images are allowed", arguments: [(0, 0), (0, 4), (4, 0)])
    func allowsEmptyImages(width: Int, height: Int) throws {
        let image = try #require(RasterImage(width: width, height: height, pixels: []))
        #expect(image.isOpaque)
    }

    @Test("Pixels are read row-major, top row first, as RGBA")
    func readsPixels() throws {
        let image = try #require(RasterImage(width: 2, height: 2, pixels: [
            1, 2, 3, 4, /**/ 5, 6, 7, 8,
            9, 10, 11, 12, /**/ 13, 14, 15, 255,
        ]))
        #expect(image.pixel(x: 0, y: 0) == RGBA8(red: 1, green: 2, blue: 3, alpha: 4))
        #expect(image.pixel(x: 1, y: 0) == RGBA8(red: 5, green: 6, blue: 7, alpha: 8))
        #expect(image.pixel(x: 0, y: 1) == RGBA8(red: 9, green: 10, blue: 11, alpha: 12))
        #expect(image.pixel(x: 1, y: 1) == RGBA8(red: 13, green: 14, blue: 15))
        #expect(!image.isOpaque)
    }

    @Test("Component difference is the largest over the four channels",
          arguments: [(RGBA8(red: 0, green: 0, blue: 0, alpha: 0), RGBA8(red: 0, green: 0, blue: 0, alpha: 0), 0),
                      (RGBA8(red: 10, green: 20, blue: 30), RGBA8(red: 12, green: 15, blue: 30), 5),
                      (RGBA8(red: 0, green: 0, blue: 0, alpha: 255), RGBA8(red: 0, green: 0, blue: 0, alpha: 0), 255)])
    func measuresDifference(first: RGBA8, second: RGBA8, expected: Int) {
        #expect(first.maximumComponentDifference(from: second) == expected)
        #expect(second.maximumComponentDifference(from: first) == expected)
    }
}
