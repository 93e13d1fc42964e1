import CairoRasterizer
import Foundation
import FrameRendering
import Testing

@Suite("PNGEncoder")
struct PNGEncoderTests {
    static let options: [PNGEncodingOptions] = [
        .fast, .small, PNGEncodingOptions(compressionLevel: 0),
        PNGEncodingOptions(compressionLevel: 9, rowFilters: .adaptive),
        PNGEncodingOptions(compressionLevel: 3, rowFilters: [.sub, .paeth]),
        PNGEncodingOptions(compressionLevel: 1, rowFilters: []),
    ]

    static let backgrounds: [RGBAColor] = [.white, .clear, RGBAColor(red: 0.1, green: 0.5, blue: 0.9, alpha: 0.6)]

    @Test("Encoding is lossless: decoding gives back the canvas's pixels",
          arguments: options, backgrounds)
    func roundTripsCanvas(options: PNGEncodingOptions, background: RGBAColor) throws {
        var list = CairoCanvasTests.busyList
        list.background = background
        let canvas = try CairoCanvas(size: list.canvasSize)
        try canvas.draw(list)

        let bytes = try PNGEncoder.encode(canvas, options: options)
        let decoded = try PNGDecoder.decode(bytes)
        let expected = canvas.makeImage()
        #expect(decoded.width == 200 && decoded.height == 100)
        let differing = zip(decoded.pixels, expected.pixels).filter { $0 != $1 }.count
        #expect(differing == 0, "\(differing) of \(expected.pixels.count) bytes differ after the round trip")
    }

    @Test("Opaque frames are written as RGB, others as RGBA, both 8-bit",
          arguments: [(RGBAColor.white, UInt8(2)), (.clear, UInt8(6)), (RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.99), UInt8(6))])
    func choosesColourType(background: RGBAColor, expectedColourType: UInt8) throws {
        let canvas = try CairoCanvas(width: 16, height: 8)
        try canvas.draw(DisplayList(canvasSize: CGSize(width: 16, height: 8), background: background))
        let bytes = try PNGEncoder.encode(canvas)

        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "PNG signature")
        #expect(Array(bytes[12..<16]) == Array("IHDR".utf8))
        #expect(Array(bytes[16..<24]) == [0, 0, 0, 16, 0, 0, 0, 8], "width and height")
        #expect(bytes[24] == 8, "bit depth")
        #expect(bytes[25] == expectedColourType, "colour type (2 = RGB, 6 = RGBA)")
    }

    @Test("A canvas that was never drawn encodes as transparent black")
    func encodesUndrawnCanvas() throws {
        let canvas = try CairoCanvas(width: 3, height: 2)
        let decoded = try PNGDecoder.decode(PNGEncoder.encode(canvas))
        #expect(decoded == RasterImage(width: 3, height: 2, pixels: [UInt8](repeating: 0, count: 24)))
    }

    @Test("Level 6 gives a smaller file than level 1 for a typical frame")
    func smallIsSmaller() throws {
        let canvas = try CairoCanvas(size: CairoCanvasTests.busyList.canvasSize)
        try canvas.draw(CairoCanvasTests.busyList)
        let fast = try PNGEncoder.encode(canvas, options: .fast)
        let small = try PNGEncoder.encode(canvas, options: .small)
        #expect(small.count < fast.count, "small \(small.count) bytes, fast \(fast.count) bytes")
    }

    @Test("Raster images round-trip every byte, including straight colour under partial alpha")
    func roundTripsRasterImage() throws {
        let width = 37, height = 11
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                pixels += [UInt8(x * 7 % 256), UInt8(y * 23 % 256), UInt8((x * y) % 256), UInt8((x * 13 + y) % 256)]
            }
        }
        let image = try #require(RasterImage(width: width, height: height, pixels: pixels))
        for options in Self.options {
            #expect(try PNGDecoder.decode(PNGEncoder.encode(image, options: options)) == image, "\(options)")
        }
    }

    @Test("Compression levels outside 0...9 are rejected", arguments: [Int32(-1), 10, 42, .min])
    func rejectsCompressionLevel(level: Int32) throws {
        let canvas = try CairoCanvas(width: 2, height: 2)
        #expect(throws: PNGError.invalidCompressionLevel(level)) {
            _ = try PNGEncoder.encode(canvas, options: PNGEncodingOptions(compressionLevel: level))
        }
    }

    @Test("libpng's own errors come back as thrown errors, not a crash",
          arguments: [(0, 0), (0, 5), (5, 0)])
    func reportsLibpngErrors(width: Int, height: Int) throws {
        let empty = try #require(RasterImage(width: width, height: height, pixels: []))
        let error = #expect(throws: PNGError.self) { _ = try PNGEncoder.encode(empty) }
        guard case let .encodingFailed(path, message) = error else {
            Issue.record("expected encodingFailed, got \(String(describing: error))")
            return
        }
        #expect(path == nil)
        #expect(message.contains("IHDR"), "libpng's message: \(message)")
        #expect(error?.description.contains("in-memory PNG") == true)
    }

    // MARK: - Files

    @Test("write(to:) leaves exactly the PNG, no temporary files, and replaces an existing file",
          arguments: [PNGEncodingOptions.fast, .small])
    func writesFileAtomically(options: PNGEncodingOptions) throws {
        try withTemporaryDirectory { folder in
            let url = folder.appendingPathComponent("frame_0001.png")
            let canvas = try CairoCanvas(width: 200, height: 100)

            try canvas.draw(canvas200x100(background: .pureRed, []))
            try PNGEncoder.write(canvas, to: url, options: options)
            #expect(try directoryListing(folder) == ["frame_0001.png"])
            #expect(try PNGDecoder.decode(contentsOf: url).pixel(x: 5, y: 5) == .red)

            try canvas.draw(CairoCanvasTests.busyList)
            try PNGEncoder.write(canvas, to: url, options: options)
            #expect(try directoryListing(folder) == ["frame_0001.png"])
            #expect(try PNGDecoder.decode(contentsOf: url) == canvas.makeImage())
            let written = try [UInt8](Data(contentsOf: url))
            #expect(written == (try PNGEncoder.encode(canvas, options: options)), "file holds the encoded bytes")
        }
    }

    @Test("write(to:) writes raster images too")
    func writesRasterImage() throws {
        try withTemporaryDirectory { folder in
            let url = folder.appendingPathComponent("image.png")
            let image = try #require(RasterImage(width: 2, height: 1, pixels: [1, 2, 3, 4, 250, 251, 252, 253]))
            try PNGEncoder.write(image, to: url)
            #expect(try PNGDecoder.decode(contentsOf: url) == image)
            #expect(try directoryListing(folder) == ["image.png"])
        }
    }

    enum UnwritablePlace: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case missingFolder = "folder does not exist"
        case folderIsAFile = "folder is a regular file"
        case destinationIsAFolder = "destination is a folder"
        var testDescription: String { rawValue }

        /// Prepares the place inside `folder` and returns the URL to write.
        func prepare(in folder: URL) throws -> URL {
            switch self {
            case .missingFolder:
                return folder.appendingPathComponent("missing/deeper/frame.png")
            case .folderIsAFile:
                let file = folder.appendingPathComponent("plain-file")
                try Data("not a folder".utf8).write(to: file)
                return file.appendingPathComponent("frame.png")
            case .destinationIsAFolder:
                let destination = folder.appendingPathComponent("frame.png")
                try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: false)
                return destination
            }
        }
    }

    @Test("Writing where it cannot throws an error naming the path and leaves nothing behind",
          arguments: UnwritablePlace.allCases)
    func reportsUnwritablePlaces(place: UnwritablePlace) throws {
        try withTemporaryDirectory { folder in
            let url = try place.prepare(in: folder)
            let before = try directoryListing(folder)
            let canvas = try CairoCanvas(width: 10, height: 10)
            try canvas.draw(DisplayList(canvasSize: CGSize(width: 10, height: 10), background: .white))

            let error = #expect(throws: PNGError.self) { try PNGEncoder.write(canvas, to: url) }
            guard case let .fileWriteFailed(path, reason) = error else {
                Issue.record("expected fileWriteFailed, got \(String(describing: error))")
                return
            }
            #expect(path == url.path)
            #expect(!reason.isEmpty)
            #expect(error?.description.contains(url.path) == true, "\(String(describing: error))")
            #expect(try directoryListing(folder) == before, "nothing left behind")
            if place == .destinationIsAFolder {
                #expect(try directoryListing(url).isEmpty, "the folder in the way is untouched")
            }
        }
    }

    @Test("Invalid options fail before any file is created")
    func invalidOptionsCreateNoFile() throws {
        try withTemporaryDirectory { folder in
            let canvas = try CairoCanvas(width: 4, height: 4)
            #expect(throws: PNGError.invalidCompressionLevel(11)) {
                try PNGEncoder.write(canvas, to: folder.appendingPathComponent("x.png"),
                                     options: PNGEncodingOptions(compressionLevel: 11))
            }
            #expect(try directoryListing(folder).isEmpty)
        }
    }

    @Test("libpng errors while writing a file name the file and leave nothing behind")
    func libpngErrorNamesFile() throws {
        try withTemporaryDirectory { folder in
            let url = folder.appendingPathComponent("empty.png")
            let empty = try #require(RasterImage(width: 0, height: 3, pixels: []))
            let error = #expect(throws: PNGError.self) { try PNGEncoder.write(empty, to: url) }
            guard case .encodingFailed(url.path, _) = error else {
                Issue.record("expected encodingFailed naming \(url.path), got \(String(describing: error))")
                return
            }
            #expect(try directoryListing(folder).isEmpty)
        }
    }
}
