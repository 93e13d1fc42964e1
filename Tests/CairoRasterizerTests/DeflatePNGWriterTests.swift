import CairoRasterizer
import Foundation
import FrameRendering
import Testing

@Suite("DeflatePNGWriter")
struct DeflatePNGWriterTests {
    /// Every single-row filter at the run-length level and at libdeflate's levels.
    static let options: [PNGEncodingOptions] = [.noFilter, .sub, .up, .average, .paeth].flatMap { filter in
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
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-pil-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let canvas = try Self.awkwardCanvas()
        let expected = canvas.makeImage()
        for (name, options) in [("fast", PNGEncodingOptions.fast), ("small", .small)] {
            let url = folder.appendingPathComponent("\(name).png")
            try PNGEncoder.write(canvas, to: url, options: options)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
            process.arguments = ["-c", "import sys; from PIL import Image; image = Image.open(sys.argv[1]); "
                                    + "sys.stdout.buffer.write(image.convert('RGBA').tobytes())", url.path]
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let pixels = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "PIL could not read \(name).png")
            #expect([UInt8](pixels) == expected.pixels, "\(name): PIL's pixels differ")
        }
    }
}
