import CairoRasterizer
import Foundation
import FrameRendering
import Testing

@Suite("DeflatePNGWriter")
struct DeflatePNGWriterTests {
    /// Every single filter and some choices per row, at the run-length level and at libdeflate's levels.
    static let options: [PNGEncodingOptions] = [.noFilter, .sub, .up, .average, .paeth, [.sub, .up, .paeth], .adaptive].flatMap { filter in
        [1, 2, 6, 9].map { PNGEncodingOptions(compressionLevel: $0, rowFilters: filter) }
    } + [PNGEncodingOptions(compressionLevel: 0, rowFilters: .up)]

    /// Stripes whose runs are 1 to 300 pixels long (3 to 900 bytes), so every match length and the
    /// lengths a match must not leave (one or two bytes) occur, next to anti-aliased shapes.
    static func awkwardCanvas(width: Int = 333, height: Int = 41) throws -> CairoCanvas {
        var items: [DisplayItem] = []
        var x = 0.0
        var length = 1.0
        while x < Double(width) {
            items.append(.shape(ShapeItem(kind: .rectangle, center: CGPoint(x: x + length / 2, y: 10), size: CGSize(width: length, height: 20),
                                          fill: RGBAColor(red: (length / 300).truncatingRemainder(dividingBy: 1), green: 0.4, blue: 0.7))))
            x += length
            length = length < 8 ? length + 1 : length * 1.7
        }
        items.append(.shape(ShapeItem(kind: .ellipse, center: CGPoint(x: 120, y: 30), size: CGSize(width: 90, height: 17), rotation: 0.4,
                                      fill: RGBAColor(red: 1, green: 0.6, blue: 0), opacity: 0.6, label: TextLabel(text: "run", fontSize: 11))))
        let list = DisplayList(canvasSize: CGSize(width: width, height: height), background: .white, items: items)
        let canvas = try CairoCanvas(size: list.canvasSize)
        try canvas.draw(list)
        return canvas
    }

    @Test("opaque frames decode (by libpng) to exactly the canvas's pixels, for every filter and level", arguments: options)
    func roundTrip(options: PNGEncodingOptions) throws {
        let canvas = try Self.awkwardCanvas()
        let bytes = try DeflatePNGWriter(options: options).encode(canvas)
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(bytes[25] == 2, "colour type RGB")
        #expect(try PNGDecoder.decode(bytes) == canvas.makeImage())
    }

    @Test("edge sizes: one pixel, one row, one column, and a frame of one colour", arguments: [(1, 1), (1, 50), (50, 1), (257, 3)])
    func edges(width: Int, height: Int) throws {
        let canvas = try CairoCanvas(width: width, height: height)
        try canvas.draw(DisplayList(canvasSize: CGSize(width: width, height: height), background: RGBAColor(red: 0.2, green: 0.3, blue: 0.4)))
        for options in [PNGEncodingOptions.fast, .small] {
            #expect(try PNGDecoder.decode(DeflatePNGWriter(options: options).encode(canvas)) == canvas.makeImage())
        }
    }

    @Test("a writer reused for frames of other sizes and contents writes each correctly, and the same bytes as a new writer")
    func reuse() throws {
        let writer = try DeflatePNGWriter(options: .fast)
        for (width, height) in [(333, 41), (120, 90), (333, 41)] {
            let canvas = try Self.awkwardCanvas(width: width, height: height)
            let bytes = try writer.encode(canvas)
            #expect(try PNGDecoder.decode(bytes) == canvas.makeImage())
            #expect(bytes == (try DeflatePNGWriter(options: .fast).encode(canvas)))
        }
    }

    @Test("PIL decodes the fast and small PNGs to the same pixels as libpng")
    func pil() throws {
        let canvas = try Self.awkwardCanvas()
        let expected = canvas.makeImage()
        for (name, options) in [("fast", PNGEncodingOptions.fast), ("small", .small)] {
            let pixels = try Self.decodeWithPIL(DeflatePNGWriter(options: options).encode(canvas))
            #expect(pixels == expected.pixels, "\(name): PIL's pixels differ")
        }
    }

    // MARK: - Pictures that stress the encoder

    @Test("every picture decodes, by libpng and by PIL, to exactly its pixels", arguments: TestPicture.allCases)
    func pictures(picture: TestPicture) throws {
        let canvas = try picture.makeCanvas()
        let expected = canvas.makeImage()
        for options in [PNGEncodingOptions.fast, .small] {
            let bytes = try DeflatePNGWriter(options: options).encode(canvas)
            let decoded = try PNGDecoder.decode(bytes)
            let differing = zip(decoded.pixels, expected.pixels).filter { $0 != $1 }.count
            #expect(decoded.width == expected.width && decoded.height == expected.height && differing == 0,
                    "libpng, level \(options.compressionLevel): \(differing) of \(expected.pixels.count) bytes differ")
            let pil = try Self.decodeWithPIL(bytes)
            #expect(pil == expected.pixels, "PIL, level \(options.compressionLevel): \(pil.count) bytes, \(expected.pixels.count) expected")
        }
    }

    @Test("noise is stored: the fast PNG is no larger than the filtered rows, the stored blocks' headers and the chunks",
          arguments: [TestPicture.noise, .fewColours])
    func noiseIsStored(picture: TestPicture) throws {
        let canvas = try picture.makeCanvas()
        let bytes = try DeflatePNGWriter(options: .fast).encode(canvas)
        let filtered = (1 + canvas.width * 3) * canvas.height
        let stored = 2 + filtered + 5 * ((filtered + 65_534) / 65_535) + 4
        let chunks = 8 + 25 + 12 + 12
        #expect(bytes.count <= stored + chunks, "\(bytes.count) bytes; stored would be \(stored + chunks)")
    }

    /// Not the shifted stripes: there a row repeats the one above a few pixels along, which only a
    /// compressor that searches for matches (libdeflate) finds.
    @Test("the fast encoder's own codes make files close to libdeflate level 6's on frames of runs and repeated rows",
          arguments: [TestPicture.repeatingRows, .allSame])
    func fastIsSmall(picture: TestPicture) throws {
        let canvas = try picture.makeCanvas()
        let fast = try DeflatePNGWriter(options: .fast).encode(canvas)
        let small = try DeflatePNGWriter(options: .small).encode(canvas)
        #expect(Double(fast.count) <= 1.5 * Double(small.count), "fast \(fast.count) bytes, small \(small.count) bytes")
    }

    @Test("the fast encoder's own codes make the busy test frame close to libdeflate level 6's")
    func fastIsSmallOnAFrame() throws {
        let canvas = try Self.awkwardCanvas(width: 640, height: 200)
        let fast = try DeflatePNGWriter(options: .fast).encode(canvas)
        let small = try DeflatePNGWriter(options: .small).encode(canvas)
        #expect(Double(fast.count) <= 1.5 * Double(small.count), "fast \(fast.count) bytes, small \(small.count) bytes")
    }

    /// The RGBA bytes PIL decodes from `png`, through a temporary file.
    static func decodeWithPIL(_ png: [UInt8]) throws -> [UInt8] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-pil-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("frame.png")
        try Data(png).write(to: url)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", "import sys; from PIL import Image; image = Image.open(sys.argv[1]); "
                                + "sys.stdout.buffer.write(image.convert('RGBA').tobytes())", url.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let pixels = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "PIL could not read the PNG")
        return [UInt8](pixels)
    }
}
