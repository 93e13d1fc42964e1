import Foundation
@testable import SceneExport
import Testing

/// ``FFmpegPipe`` hands frames over by reference; a frame must stay as it was until its reader has
/// read it, however slowly the reader reads.
@Suite("FFmpegPipe")
struct FFmpegPipeTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let frameBytes: Int
        let frames: Int
        var testDescription: String { "\(frames) frames of \(frameBytes) bytes" }
    }

    static let cases: [Case] = [
        Case(frameBytes: 4_096 + 17, frames: 600),
        Case(frameBytes: 65_536, frames: 100),
        Case(frameBytes: 1 << 20, frames: 8),
        Case(frameBytes: 1_920 * 1_080 * 3 / 2, frames: 5),
    ]

    @Test("frames reach a reader that starts late unchanged", arguments: cases)
    func lateReader(_ testCase: Case) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-pipe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("read")
        // A reader that waits before reading: frames handed over by reference are still in the
        // pipe, unread, while later ones are made in memory the earlier ones may have had.
        let shell = ExternalProgram(name: "sh", url: URL(fileURLWithPath: "/bin/sh"))
        let pipe = try FFmpegPipe(shell, arguments: ["-c", "sleep 0.2; exec cat > \"$0\"", output.path])
        #expect(pipe.handsOverByReference)
        var expected: [UInt8] = []
        for frame in 0..<testCase.frames {
            // A new array per frame, as the encoders make them.
            let bytes = (0..<testCase.frameBytes).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ frame &* 7) }
            expected += bytes
            try pipe.write(bytes)
        }
        try pipe.finish()
        let read = try Data(contentsOf: output)
        #expect(read.count == expected.count)
        #expect(read == Data(expected))
    }

    @Test("a reader that stops before reading fails the write with its exit status and last words",
          arguments: [4_096, 1 << 20, 1_920 * 1_080 * 3 / 2])
    func readerStops(frameBytes: Int) throws {
        let shell = ExternalProgram(name: "ffmpeg", url: URL(fileURLWithPath: "/bin/sh"))
        let pipe = try FFmpegPipe(shell, arguments: ["-c", "echo 'Conversion failed!' >&2; exit 5"])
        let frame = [UInt8](repeating: 7, count: frameBytes)
        var thrown: RenderError?
        // The first writes may go into the pipe before the reader is gone; but the reader never
        // reads, so once more than the pipe holds is written, a write must wait for it and fail.
        let writes = 2 * Int(FFmpegPipe.pipeBytes) / frameBytes + 2
        for _ in 0..<writes where thrown == nil {
            do throws(RenderError) {
                try pipe.write(frame)
            } catch {
                thrown = error
            }
        }
        guard case let .programFailed(program, status, output) = try #require(thrown) else {
            Issue.record("\(String(describing: thrown))")
            return
        }
        #expect(program == "ffmpeg")
        #expect(status == 5)
        #expect(output.contains("Conversion failed!"))
    }
}
