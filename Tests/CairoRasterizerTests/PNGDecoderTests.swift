import CairoRasterizer
import Foundation
import Testing

@Suite("PNGDecoder")
struct PNGDecoderTests {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// A small valid RGBA PNG.
    static func validPNG() throws -> [UInt8] {
        let image = try #require(RasterImage(width: 8, height: 8, pixels: (0..<256).map { UInt8($0) }))
        return try PNGEncoder.encode(image)
    }

    @Test("Bytes that are not a whole PNG are rejected with libpng's reason",
          arguments: ["empty", "three bytes", "text", "signature only", "truncated", "corrupt data"])
    func rejectsBadBytes(kind: String) throws {
        let valid = try Self.validPNG()
        let bytes: [UInt8] = switch kind {
        case "empty": []
        case "three bytes": [1, 2, 3]
        case "text": Array("This is not a PNG file at all.".utf8)
        case "signature only": Self.signature
        case "truncated": Array(valid.prefix(valid.count / 2))
        default: valid.enumerated().map { $0.offset >= 41 && $0.offset < 60 ? ~$0.element : $0.element }
        }
        let error = #expect(throws: PNGError.self) { _ = try PNGDecoder.decode(bytes) }
        guard case let .decodingFailed(path, message) = error else {
            Issue.record("expected decodingFailed, got \(String(describing: error))")
            return
        }
        #expect(path == nil)
        #expect(!message.isEmpty)
    }

    @Test("A missing or unreadable file is reported by its path", arguments: ["missing.png", "a-folder"])
    func reportsUnreadableFiles(name: String) throws {
        try withTemporaryDirectory { folder in
            let url = folder.appendingPathComponent(name)
            if name == "a-folder" {
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
            }
            let error = #expect(throws: PNGError.self) { _ = try PNGDecoder.decode(contentsOf: url) }
            guard case let .fileReadFailed(path, reason) = error else {
                Issue.record("expected fileReadFailed, got \(String(describing: error))")
                return
            }
            #expect(path == url.path)
            #expect(!reason.isEmpty)
            #expect(error?.description.contains(url.path) == true)
        }
    }

    @Test("A file that is not a PNG is reported by its path")
    func reportsCorruptFile() throws {
        try withTemporaryDirectory { folder in
            let url = folder.appendingPathComponent("notes.png")
            try Data("plain text".utf8).write(to: url)
            let error = #expect(throws: PNGError.self) { _ = try PNGDecoder.decode(contentsOf: url) }
            guard case .decodingFailed(url.path, _) = error else {
                Issue.record("expected decodingFailed naming \(url.path), got \(String(describing: error))")
                return
            }
            #expect(error?.description.contains(url.path) == true)
        }
    }

    @Test("Images wider or taller than the limit are refused before their pixels are allocated",
          arguments: [(PNGDecoder.maximumSide + 1, 1), (1, PNGDecoder.maximumSide + 1)])
    func refusesHugeImages(width: Int, height: Int) throws {
        let image = try #require(RasterImage(width: width, height: height,
                                             pixels: [UInt8](repeating: 255, count: width * height * 4)))
        let bytes = try PNGEncoder.encode(image)
        #expect(throws: PNGError.imageTooLarge(path: nil, width: width, height: height)) {
            _ = try PNGDecoder.decode(bytes)
        }
    }

    @Test("Images at the limit decode")
    func decodesImageAtLimit() throws {
        let image = try #require(RasterImage(width: PNGDecoder.maximumSide, height: 1,
                                             pixels: [UInt8](repeating: 9, count: PNGDecoder.maximumSide * 4)))
        #expect(try PNGDecoder.decode(PNGEncoder.encode(image)) == image)
    }
}
