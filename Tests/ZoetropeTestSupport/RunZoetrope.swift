import Foundation
import Testing

/// The `zoetrope` executable built beside the test bundle.
public var executable: URL {
    get throws {
        let testBinary = try #require(Bundle.main.executableURL, "the test process has no executable URL")
        let candidate = testBinary.deletingLastPathComponent().appendingPathComponent("zoetrope")
        try #require(FileManager.default.isExecutableFile(atPath: candidate.path),
                     "zoetrope was not built beside the tests at \(candidate.path)")
        return candidate
    }
}

/// How a program ended, and what it wrote.
public struct Outcome: Sendable {
    /// Its exit status.
    public let status: Int32
    /// What it wrote to standard output.
    public let standardOutput: String
    /// What it wrote to standard error.
    public let standardError: String
}

/// Runs the built `zoetrope` to its end in `directory`.
public func runZoetrope(_ arguments: [String], in directory: URL) throws -> Outcome {
    try runProgram(try executable, arguments, in: directory)
}

/// Runs a program to its end; its status and what it wrote.
public func runProgram(_ program: URL, _ arguments: [String], in directory: URL, environment: [String: String]? = nil) throws -> Outcome {
    let process = Process()
    process.executableURL = program
    process.arguments = arguments
    process.currentDirectoryURL = directory
    if let environment { process.environment = environment }
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
