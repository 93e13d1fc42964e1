import Foundation
import SceneCore

/// Renders each preview in a process of its own (the program it is linked into, this one or
/// one built from a package, run with `previews --child N`), so that a preview that traps or
/// never finishes is stopped and reported while the others render. The child prints its ``PreviewOutcome`` as JSON; its output goes to files,
/// so nothing it prints can block it.
struct PreviewChild {
    /// The preview, its program and its place there.
    let job: PreviewJob
    /// The arguments the child is given after `previews --child N`.
    let arguments: [String]
    /// Seconds the child may take.
    let timeout: Double
    /// The children running, which a stop kills.
    let processes: PreviewProcesses

    /// Runs the child and says what became of its preview.
    func run() -> PreviewOutcome {
        var outcome = job.unrendered
        let scratch = FileManager.default.temporaryDirectory.appending(path: "zoetrope-preview-\(getpid())-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            let (output, errors) = (scratch.appending(path: "out.json"), scratch.appending(path: "err.txt"))
            _ = FileManager.default.createFile(atPath: output.path, contents: nil)
            _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
            let process = Process()
            process.executableURL = job.program.map { URL(fileURLWithPath: $0) } ?? Self.program
            process.arguments = ["previews", "--child", String(job.index)] + arguments
            var environment = ProcessInfo.processInfo.environment
            // A crash is reported by its signal; the runtime's backtrace would only slow it.
            environment["SWIFT_BACKTRACE"] = "enable=no"
            process.environment = environment
            process.standardOutput = try FileHandle(forWritingTo: output)
            process.standardError = try FileHandle(forWritingTo: errors)
            let finished = DispatchSemaphore(value: 0)
            process.terminationHandler = { _ in finished.signal() }
            try process.run()
            processes.started(process.processIdentifier)
            defer { processes.ended(process.processIdentifier) }
            if finished.wait(timeout: .now() + timeout) == .timedOut {
                kill(process.processIdentifier, SIGKILL)
                finished.wait()
                outcome.status = .timedOut
                outcome.error = "did not finish within \(NumberText.describe(timeout)) s (--timeout); a view that loops for ever, or one that needs longer"
                return outcome
            }
            let printed = (try? Data(contentsOf: output)) ?? Data()
            if process.terminationReason == .exit, let reported = try? JSONDecoder().decode(PreviewOutcome.self, from: printed) {
                return reported
            }
            let lastLines = Self.message(in: String(decoding: (try? Data(contentsOf: errors)) ?? Data(), as: UTF8.self))
            if process.terminationReason == .uncaughtSignal {
                outcome.status = .crashed
                outcome.error = "signal \(process.terminationStatus) (\(Self.signalName(process.terminationStatus)))"
                    + (lastLines.isEmpty ? "" : ": \(lastLines)")
            } else {
                outcome.error = "the process rendering it stopped with status \(process.terminationStatus)" + (lastLines.isEmpty ? "" : ": \(lastLines)")
            }
        } catch {
            outcome.error = "could not start the process to render it: \(error)"
        }
        return outcome
    }

    /// What a child said before it stopped: its last lines before the runtime's stack trace
    /// (`Fatal error: Index out of range`, with the file and line of the check).
    static func message(in standardError: String) -> String {
        let beforeTrace = standardError.components(separatedBy: "Current stack trace:").first ?? ""
        return beforeTrace.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }.suffix(5).joined(separator: "\n")
    }

    /// This program.
    static var program: URL {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    }

    /// A signal's name, with what it usually means for a Swift program.
    static func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGILL: "SIGILL: a trap, such as a failed precondition, a force unwrap of nil or an index out of range"
        case SIGTRAP: "SIGTRAP: a trap, such as a failed precondition, a force unwrap of nil or an index out of range"
        case SIGSEGV: "SIGSEGV: a bad memory access"
        case SIGBUS: "SIGBUS: a bad memory access"
        case SIGABRT: "SIGABRT: the program aborted"
        case SIGFPE: "SIGFPE: an arithmetic error"
        case SIGKILL: "SIGKILL: killed"
        default: "signal \(signal)"
        }
    }
}
