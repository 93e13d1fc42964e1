import Foundation
@testable import SceneExport
import Testing
import ZoetropeTestSupport

/// The ffmpeg version manifests record, read from the program file instead of running it.
@Suite("ffmpeg's version")
struct FFmpegVersionTests {
    @Test("read from the file, it is what `ffmpeg -version` prints")
    func sameAsRunning() throws {
        let ffmpeg = URL(fileURLWithPath: "/usr/bin/ffmpeg")
        let printed = try runProgram(ffmpeg, ["-hide_banner", "-version"], in: URL(fileURLWithPath: "/tmp"))
        let firstWords = printed.standardOutput.split(whereSeparator: \.isNewline).first?.split(separator: " ").prefix(3).joined(separator: " ")
        let read = try #require(FrameSink.versionInFile(ffmpeg), "Debian's ffmpeg holds its version line")
        #expect("ffmpeg version " + read == firstWords)
        #expect(FrameSink.ffmpegVersion() == firstWords)
    }

    @Test("files without exactly one clean version line give nil (ffmpeg is then run)", arguments: [
        "#!/bin/sh\nexec /usr/bin/ffmpeg \"$@\"\n",
        "x\u{0}%s version 1.0\u{0}y\u{0}%s version 2.0\u{0}",
        "x\u{0}%s version \u{0}",
        "x\u{0}%s version 1.0 with spaces\u{0}",
    ])
    func refused(_ contents: String) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("ffmpeg")
        try Data(contents.utf8).write(to: file)
        #expect(FrameSink.versionInFile(file) == nil)
    }
}
