import FrameRendering
@testable import SceneExport
import Testing

/// ``YUV420Converter`` against BT.601's limited-range formula computed in `Double`.
@Suite("yuv420p conversion")
struct YUV420ConverterTests {
    /// A pixel as cairo stores it: premultiplied components in a native ARGB32 word.
    static func word(_ red: Int, _ green: Int, _ blue: Int, alpha: Int = 255) -> UInt32 {
        UInt32(alpha) << 24 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
    }

    static func components(_ word: UInt32) -> (red: Double, green: Double, blue: Double) {
        (Double((word >> 16) & 0xFF), Double((word >> 8) & 0xFF), Double(word & 0xFF))
    }

    /// BT.601, limited range, unrounded.
    static func luma(_ word: UInt32) -> Double {
        let (r, g, b) = components(word)
        return 16 + 219 * (0.299 * r + 0.587 * g + 0.114 * b) / 255
    }

    static func chroma(_ words: [UInt32]) -> (blue: Double, red: Double) {
        let sums = words.map(components).reduce((0.0, 0.0, 0.0)) { ($0.0 + $1.red, $0.1 + $1.green, $0.2 + $1.blue) }
        let (r, g, b) = (sums.0 / Double(words.count), sums.1 / Double(words.count), sums.2 / Double(words.count))
        let y = 0.299 * r + 0.587 * g + 0.114 * b
        return (128 + 224 * (b - y) / 1.772 / 255, 128 + 224 * (r - y) / 1.402 / 255)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let width: Int
        let height: Int
        /// Row padding beyond `width` pixels, in pixels (cairo's stride may exceed a row).
        let slack: Int
        let pixel: @Sendable (_ x: Int, _ y: Int) -> UInt32
        var testDescription: String { "\(name), \(width)×\(height)" }
    }

    static let cases: [Case] = [
        Case(name: "black", width: 16, height: 2, slack: 0) { _, _ in word(0, 0, 0) },
        Case(name: "white", width: 16, height: 4, slack: 0) { _, _ in word(255, 255, 255) },
        Case(name: "transparent (shows black)", width: 8, height: 2, slack: 0) { _, _ in 0 },
        Case(name: "primaries and secondaries in columns", width: 24, height: 6, slack: 3) { x, _ in
            [word(255, 0, 0), word(0, 255, 0), word(0, 0, 255), word(255, 255, 0), word(0, 255, 255), word(255, 0, 255)][x / 4]
        },
        Case(name: "greys", width: 32, height: 2, slack: 0) { x, _ in word(x * 8, x * 8, x * 8) },
        Case(name: "every pixel different", width: 40, height: 10, slack: 1) { x, y in
            word((x * 37 + y * 11) % 256, (x * 13 + y * 71) % 256, (x * 101 + y * 29) % 256)
        },
        Case(name: "half-transparent red over nothing", width: 8, height: 2, slack: 0) { _, _ in word(128, 0, 0, alpha: 128) },
        Case(name: "one pixel", width: 1, height: 1, slack: 0) { _, _ in word(10, 200, 30) },
        Case(name: "odd width, tail shorter than a block", width: 13, height: 4, slack: 2) { x, y in word(x * 19, y * 60, 255 - x * 19) },
        Case(name: "odd height", width: 16, height: 3, slack: 0) { x, y in word(y * 100, x * 15, 7) },
        Case(name: "odd both, repeated blocks then a change", width: 25, height: 5, slack: 0) { x, _ in
            x < 17 ? word(200, 100, 50) : word(5, 250, 90)
        },
        // Pairs of rows the same as the pair above are copied: runs of them, a pair whose top row
        // only repeats, one whose bottom row only differs, and an odd last row over the padding.
        Case(name: "repeated pairs of rows between changes", width: 20, height: 15, slack: 1) { x, y in
            switch y {
            case 0..<6, 10..<15: word(30, 60, 90)
            case 7: x == 19 ? word(250, 0, 0) : word(30, 60, 90)
            default: word(0, 200, 100)
            }
        },
    ]

    @Test("each sample within 0.51 of the formula; odd sides padded with the background", arguments: cases)
    func matchesTheFormula(_ test: Case) throws {
        let background = RGBAColor(red: 0.2, green: 0.4, blue: 0.8)
        let padding = YUV420Converter.nativeWord(background)
        #expect(padding == Self.word(51, 102, 204))
        let converter = YUV420Converter(width: test.width, height: test.height, padding: background)
        let rowWords = test.width + test.slack
        var pixels = [UInt32](repeating: Self.word(1, 2, 3), count: rowWords * test.height)
        for y in 0..<test.height {
            for x in 0..<test.width { pixels[y * rowWords + x] = test.pixel(x, y) }
        }
        let bytes = try pixels.withUnsafeBytes { raw in converter.convert(try #require(raw.baseAddress), stride: rowWords * 4) }
        let (width, height) = (converter.paddedWidth, converter.paddedHeight)
        #expect(width % 2 == 0 && height % 2 == 0 && width - test.width <= 1 && height - test.height <= 1)
        try #require(bytes.count == width * height * 3 / 2)
        // The frame as the video shows it: the pixels, then the padding.
        func shown(_ x: Int, _ y: Int) -> UInt32 { x < test.width && y < test.height ? test.pixel(x, y) : padding }
        for y in 0..<height {
            for x in 0..<width {
                let expected = Self.luma(shown(x, y))
                #expect(abs(Double(bytes[y * width + x]) - expected) <= 0.51, "Y at (\(x), \(y)): \(bytes[y * width + x]) for \(expected)")
            }
        }
        let chromaWidth = width / 2, chromaPlane = chromaWidth * (height / 2)
        for y in 0..<height / 2 {
            for x in 0..<chromaWidth {
                let block = [shown(2 * x, 2 * y), shown(2 * x + 1, 2 * y), shown(2 * x, 2 * y + 1), shown(2 * x + 1, 2 * y + 1)]
                let expected = Self.chroma(block)
                let blue = bytes[width * height + y * chromaWidth + x]
                let red = bytes[width * height + chromaPlane + y * chromaWidth + x]
                #expect(abs(Double(blue) - expected.blue) <= 0.51, "Cb at (\(x), \(y)): \(blue) for \(expected.blue)")
                #expect(abs(Double(red) - expected.red) <= 0.51, "Cr at (\(x), \(y)): \(red) for \(expected.red)")
            }
        }
    }

    @Test("the range's ends and every grey: black is 16, white 235, greys have Cb = Cr = 128 exactly")
    func limitsAndGreys() throws {
        let converter = YUV420Converter(width: 256, height: 2, padding: RGBAColor(red: 0, green: 0, blue: 0))
        let pixels = (0..<512).map { index in Self.word(index % 256, index % 256, index % 256) }
        let bytes = try pixels.withUnsafeBytes { raw in converter.convert(try #require(raw.baseAddress), stride: 256 * 4) }
        #expect(bytes[0] == 16 && bytes[255] == 235)
        #expect(bytes[512...].allSatisfy { $0 == 128 }, "greys carry no chroma")
        #expect(zip(bytes[0..<255], bytes[1..<256]).allSatisfy { $0 <= $1 }, "luma rises with the grey")
    }
}
