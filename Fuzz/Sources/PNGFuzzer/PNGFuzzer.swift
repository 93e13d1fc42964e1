import CairoRasterizer
import Foundation
import FrameRendering
import FuzzSupport

/// Every PNG encoder at every compression level, checked for wrong answers: an image the input
/// describes is encoded, decoded back with libpng (`PNGDecoder`), and must come back pixel for
/// pixel.
///
/// The input is a selector, a filter set, a size and a small program of pixels (so that runs,
/// repeated rows and noise are all easy to reach), then a program that changes rows for a second
/// frame:
///
/// - byte 0: the compression level (`% 10`) and the path (`/ 10 % 3`):
///   0. an opaque canvas (the picture drawn by an image item on an opaque background), encoded by
///      `DeflatePNGWriter` (stored at level 0, Zoetrope's run-length encoder at 1, libdeflate at
///      2–9), then a second frame of the same size through the same writer, which keeps its
///      buffers from one frame to the next and must write what a fresh writer writes;
///   1. the picture as a `RasterImage`, RGBA through libpng (`PNGEncoder.encode(_: RasterImage)`);
///   2. a canvas that is not opaque (a translucent background), through `DeflatePNGWriter`, which
///      hands it to libpng;
/// - byte 1: the row filters allowed (libpng's `PNG_FILTER_*` bits, from `0x08` none to `0x80` Paeth);
/// - bytes 2–4: the width (1–300) and height (1–64);
/// - then one operation per pixel (literal RGBA, the pixel to the left, the pixel above, one of
///   four fixed colours); when the input runs out, each pixel repeats the one above;
/// - then two bits per row for the second frame: keep, the row above, inverted, shifted.
enum PNGFuzzer {
    static let pictureFile = scratchFile("picture.png")

    static func run(_ bytes: [UInt8]) {
        var input = FuzzInput(bytes)
        let selector = input.byte()
        let level = Int32(selector % 10)
        let path = selector / 10 % 3
        let options = PNGEncodingOptions(compressionLevel: level, rowFilters: PNGRowFilters(rawValue: Int32(input.byte() & 0xF8)))
        let width = 1 + Int(input.uint16()) % 300
        let height = 1 + Int(input.byte()) % 64
        let first = picture(width: width, height: height, from: &input)
        let second = changedRows(of: first, from: &input)
        switch path {
        case 0: checkOpaqueCanvas(first, then: second, options: options)
        case 1: checkImage(first, options: options)
        default: checkTranslucentCanvas(first, options: options)
        }
    }

    // MARK: The three paths

    /// `DeflatePNGWriter` on opaque canvases: two frames through one writer.
    static func checkOpaqueCanvas(_ first: RasterImage, then second: RasterImage, options: PNGEncodingOptions) {
        let background = RGBAColor(red8: 40, green8: 90, blue8: 200)
        do {
            let writer = try DeflatePNGWriter(options: options)
            let canvas = try CairoCanvas(width: first.width, height: first.height)
            for (frame, image) in [first, second].enumerated() {
                try draw(image, on: canvas, background: background)
                guard canvas.isOpaque else { fuzzFinding("a canvas drawn on an opaque background is not opaque") }
                let bytes = try writer.encode(canvas)
                expectRoundTrip(bytes, of: canvas.makeImage(), "DeflatePNGWriter frame \(frame)", options)
                // What a writer keeps from the frame before must not change what it writes.
                let fresh = try DeflatePNGWriter(options: options).encode(canvas)
                guard fresh == bytes else {
                    fuzzFinding("DeflatePNGWriter frame \(frame) at \(describe(options)): a reused writer wrote \(bytes.count) bytes, "
                                + "a fresh one \(fresh.count) bytes, different")
                }
            }
        } catch {
            fuzzFinding("encoding an opaque \(first.width)×\(first.height) canvas at \(describe(options)) failed: \(error)")
        }
    }

    /// libpng's RGBA encoder on a raster image.
    static func checkImage(_ image: RasterImage, options: PNGEncodingOptions) {
        do {
            let bytes = try PNGEncoder.encode(image, options: options)
            expectRoundTrip(bytes, of: image, "PNGEncoder (RGBA)", options)
        } catch {
            fuzzFinding("encoding a \(image.width)×\(image.height) image at \(describe(options)) failed: \(error)")
        }
    }

    /// A translucent canvas, which `DeflatePNGWriter` hands to libpng as RGBA.
    static func checkTranslucentCanvas(_ image: RasterImage, options: PNGEncodingOptions) {
        let background = RGBAColor(red8: 200, green8: 30, blue8: 60, alpha8: image.pixels.first ?? 0)
        do {
            let canvas = try CairoCanvas(width: image.width, height: image.height)
            try draw(image, on: canvas, background: background)
            let bytes = try DeflatePNGWriter(options: options).encode(canvas)
            expectRoundTrip(bytes, of: canvas.makeImage(), "DeflatePNGWriter (not opaque)", options)
        } catch {
            fuzzFinding("encoding a translucent \(image.width)×\(image.height) canvas at \(describe(options)) failed: \(error)")
        }
    }

    // MARK: Checks

    /// Decodes `bytes` with libpng and compares every pixel with `expected`.
    static func expectRoundTrip(_ bytes: [UInt8], of expected: RasterImage, _ encoder: String, _ options: PNGEncodingOptions) {
        let decoded: RasterImage
        do {
            decoded = try PNGDecoder.decode(bytes)
        } catch {
            fuzzFinding("\(encoder) at \(describe(options)) wrote a PNG libpng cannot read (\(error)), for a \(expected.width)×\(expected.height) image")
        }
        guard decoded.width == expected.width, decoded.height == expected.height else {
            fuzzFinding("\(encoder) at \(describe(options)): a \(expected.width)×\(expected.height) image decodes as \(decoded.width)×\(decoded.height)")
        }
        guard decoded.pixels != expected.pixels else { return }
        let index = zip(decoded.pixels, expected.pixels).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? 0
        let (x, y) = (index / 4 % expected.width, index / 4 / expected.width)
        fuzzFinding("\(encoder) at \(describe(options)), \(expected.width)×\(expected.height): pixel (\(x), \(y)) decodes as "
                    + "\(decoded.pixel(x: x, y: y)), was \(expected.pixel(x: x, y: y))")
    }

    static func describe(_ options: PNGEncodingOptions) -> String {
        "level \(options.compressionLevel), filters 0x\(String(options.rowFilters.rawValue, radix: 16))"
    }

    // MARK: Pictures

    /// Draws `image` at its own size on an opaque or translucent background, through an image item
    /// (a PNG file, as `Image("name")` draws one).
    static func draw(_ image: RasterImage, on canvas: CairoCanvas, background: RGBAColor) throws {
        try PNGEncoder.write(image, to: pictureFile, options: PNGEncodingOptions(compressionLevel: 0))
        let size = CGSize(width: image.width, height: image.height)
        let item = ImageItem(path: pictureFile.path, center: CGPoint(x: size.width / 2, y: size.height / 2), size: size)
        try canvas.draw(DisplayList(canvasSize: size, background: background, items: [.image(item)]))
    }

    static let palette: [[UInt8]] = [[0, 0, 0, 255], [255, 255, 255, 255], [0, 0, 0, 0], [255, 0, 128, 128]]

    /// The picture the input's pixel program describes.
    static func picture(width: Int, height: Int, from input: inout FuzzInput) -> RasterImage {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let row = width * 4
        for start in stride(from: 0, to: pixels.count, by: 4) {
            let source: Int?
            switch input.nextByte() {
            case nil:
                source = start >= row ? start - row : nil
            case let operation? where operation < 0x40:
                for component in 0..<4 { pixels[start + component] = input.byte() }
                source = nil
            case let operation? where operation < 0x80:
                source = start >= 4 ? start - 4 : nil
            case let operation? where operation < 0xC0:
                source = start >= row ? start - row : nil
            case let operation?:
                pixels.replaceSubrange(start..<(start + 4), with: palette[Int(operation & 3)])
                source = nil
            }
            if let source {
                for component in 0..<4 { pixels[start + component] = pixels[source + component] }
            }
        }
        return image(width: width, height: height, pixels: pixels)
    }

    /// The picture with rows changed as the input says: two bits a row (kept, the row above,
    /// inverted colours, shifted right by a pixel).
    static func changedRows(of picture: RasterImage, from input: inout FuzzInput) -> RasterImage {
        var pixels = picture.pixels
        let row = picture.width * 4
        var bits: UInt8 = 0
        for y in 0..<picture.height {
            if y % 4 == 0 { bits = input.byte() }
            let operation = bits >> (2 * UInt8(y % 4)) & 3
            let start = y * row
            switch operation {
            case 1 where y > 0:
                pixels.replaceSubrange(start..<(start + row), with: pixels[(start - row)..<start])
            case 2:
                for index in start..<(start + row) where index % 4 != 3 { pixels[index] = ~pixels[index] }
            case 3:
                let line = Array(pixels[start..<(start + row)])
                pixels.replaceSubrange(start..<(start + row), with: line.suffix(4) + line.dropLast(4))
            default:
                break
            }
        }
        return image(width: picture.width, height: picture.height, pixels: pixels)
    }

    static func image(width: Int, height: Int, pixels: [UInt8]) -> RasterImage {
        guard let image = RasterImage(width: width, height: height, pixels: pixels) else {
            fuzzFinding("\(pixels.count) bytes do not make a \(width)×\(height) image")
        }
        return image
    }
}

/// libFuzzer calls this with each input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    guard let bytes else { return 0 }
    PNGFuzzer.run(Array(UnsafeBufferPointer(start: bytes, count: count)))
    return 0
}

/// The program's entry point (see `runLibFuzzer`).
@_cdecl("PNGFuzzer_main")
public func fuzzerMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runLibFuzzer(argc, argv) { bytes, length in fuzzOneInput(bytes, length) }
}
