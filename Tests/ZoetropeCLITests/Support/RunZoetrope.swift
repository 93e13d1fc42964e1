import Foundation
import Testing

/// The package root, for scene files.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

/// The `zoetrope` executable built beside the test bundle.
var executable: URL {
    get throws {
        let testBinary = try #require(Bundle.main.executableURL, "the test process has no executable URL")
        let candidate = testBinary.deletingLastPathComponent().appendingPathComponent("zoetrope")
        try #require(FileManager.default.isExecutableFile(atPath: candidate.path),
                     "zoetrope was not built beside the tests at \(candidate.path)")
        return candidate
    }
}

struct Outcome {
    let status: Int32
    let standardOutput: String
    let standardError: String
}

func runZoetrope(_ arguments: [String], in directory: URL) throws -> Outcome {
    let process = Process()
    process.executableURL = try executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    let output = Pipe(), error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let outData = output.fileHandleForReading.readDataToEndOfFile()
    let errData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Outcome(status: process.terminationStatus, standardOutput: String(decoding: outData, as: UTF8.self),
                   standardError: String(decoding: errData, as: UTF8.self))
}

func makeTemporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

