import Foundation

/// A program another package provides (ffmpeg), found on `PATH` and run with an argument list:
/// never through a shell, so nothing in a scene or a path is ever interpreted as a command.
struct ExternalProgram: Sendable {
    /// The program's name, such as `ffmpeg`.
    let name: String
    /// Its full path.
    let url: URL

    /// Finds `name` in the folders of `PATH`.
    /// - Parameters:
    ///   - name: The program's file name.
    ///   - advice: How to install it, for the error.
    /// - Returns: The program.
    /// - Throws: ``RenderError/unavailable(program:advice:)`` when no folder of `PATH` holds it.
    static func find(_ name: String, advice: String) throws(RenderError) -> ExternalProgram {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":", omittingEmptySubsequences: true) {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) {
                return ExternalProgram(name: name, url: candidate)
            }
        }
        throw .unavailable(program: name, advice: advice)
    }

    /// The environment the program runs in: this process's, with OpenBLAS held to one thread
    /// unless the environment already says how many. Debian's ffmpeg links OpenBLAS (for filters
    /// a render never uses), whose idle threads otherwise spin in `sched_yield` for as long as
    /// ffmpeg runs: about 0.1 s of CPU on the benchmark's 61-frame 1080p MP4, a seventh of the
    /// render (docs/performance.md, "Videos"). The output is the same either way.
    static var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        if environment["OPENBLAS_NUM_THREADS"] == nil { environment["OPENBLAS_NUM_THREADS"] = "1" }
        return environment
    }

    /// Runs the program to its end and returns what it printed on standard output.
    /// - Parameter arguments: The arguments.
    /// - Returns: Its standard output.
    /// - Throws: ``RenderError/programFailed(program:status:output:)`` with its last lines of
    ///   standard error when it fails.
    func output(_ arguments: [String]) throws(RenderError) -> String {
        String(decoding: try outputBytes(arguments), as: UTF8.self)
    }

    /// Runs the program to its end and returns the bytes it wrote on standard output.
    /// - Parameter arguments: The arguments.
    /// - Returns: Its standard output.
    /// - Throws: ``RenderError/programFailed(program:status:output:)`` with its last lines of
    ///   standard error when it fails.
    func outputBytes(_ arguments: [String]) throws(RenderError) -> Data {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.environment = Self.environment
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw .programFailed(program: name, status: -1, output: "\(error)")
        }
        let text = output.fileHandleForReading.readDataToEndOfFile()
        let errorText = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw .programFailed(program: name, status: process.terminationStatus,
                                 output: Self.lastLines(of: String(decoding: errorText, as: UTF8.self)))
        }
        return text
    }

    /// The last `count` non-empty lines of a program's output, for error messages.
    static func lastLines(of text: String, count: Int = 8) -> String {
        text.split(whereSeparator: \.isNewline).suffix(count).joined(separator: "\n")
    }
}
