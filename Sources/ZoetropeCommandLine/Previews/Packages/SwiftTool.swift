import ArgumentParser
import Foundation

/// The `swift` command, run on a package with a build folder: `swift package describe`,
/// `swift build`. What it prints is kept, and shown as it comes when asked (a first build takes
/// minutes).
struct SwiftTool {
    /// The package.
    let packagePath: URL
    /// Its build folder.
    let scratchPath: URL
    /// The processes of the run, so that a stop kills a build too.
    let processes: PreviewProcesses

    /// What a run printed, and whether it succeeded.
    struct Result {
        var succeeded: Bool
        /// Standard output and standard error, interleaved as printed.
        var output: String
        /// Standard output alone.
        var standardOutput: String
    }

    /// Runs `swift <command> --package-path … --scratch-path … <arguments…>`.
    ///
    /// A build plans afresh (`--disable-build-manifest-caching`): the build folder is shared
    /// between the package and the runner package, whose resolutions differ (the runner does not
    /// need the package's test-only dependencies), and after the other one resolved, SwiftPM
    /// 6.3's cached plan can lack the product asked for ("No target named … in build
    /// description"). Planning again costs a second or two.
    /// - Parameters:
    ///   - arguments: The command (`build`, `package`) and its arguments, such as `["build", "--product", "X"]`.
    ///   - echo: Whether to show its output on standard error as it comes.
    func run(_ arguments: [String], echo: Bool = false) throws(PackagePreviewsError) -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let planning = arguments.first == "build" ? ["--disable-build-manifest-caching"] : []
        process.arguments = ["swift"] + arguments.prefix(1) + ["--package-path", packagePath.path, "--scratch-path", scratchPath.path]
            + planning + arguments.dropFirst()
        let (output, errors) = (Pipe(), Pipe())
        process.standardOutput = output
        process.standardError = errors
        let collected = OutputCollector(echo: echo)
        do {
            try process.run()
        } catch {
            throw PackagePreviewsError("cannot run `swift \(arguments.joined(separator: " "))`: \(error); is Swift on the PATH?",
                                       exitCode: ExitCodes.unavailable)
        }
        processes.started(process.processIdentifier)
        defer { processes.ended(process.processIdentifier) }
        let group = DispatchGroup()
        for (pipe, isOutput) in [(output, true), (errors, false)] {
            DispatchQueue.global().async(group: group) {
                while case let data = pipe.fileHandleForReading.availableData, !data.isEmpty {
                    collected.append(data, isStandardOutput: isOutput)
                }
            }
        }
        group.wait()
        process.waitUntilExit()
        let (all, standardOutput) = collected.text
        return Result(succeeded: process.terminationReason == .exit && process.terminationStatus == 0, output: all,
                      standardOutput: standardOutput)
    }
}

/// The output of a process read from two pipes at once, kept in the order it came.
private final class OutputCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var all = Data()
    private var standardOutput = Data()
    private let echo: Bool

    init(echo: Bool) {
        self.echo = echo
    }

    func append(_ data: Data, isStandardOutput: Bool) {
        lock.lock()
        defer { lock.unlock() }
        all.append(data)
        if isStandardOutput { standardOutput.append(data) }
        if echo { FileHandle.standardError.write(data) }
    }

    var text: (all: String, standardOutput: String) {
        lock.lock()
        defer { lock.unlock() }
        return (String(decoding: all, as: UTF8.self), String(decoding: standardOutput, as: UTF8.self))
    }
}

/// Why `zoetrope previews` cannot render a package's previews at all, with the exit code to leave.
struct PackagePreviewsError: Error {
    var message: String
    var exitCode: Int32

    init(_ message: String, exitCode: ExitCode) {
        self.message = message
        self.exitCode = exitCode.rawValue
    }
}
