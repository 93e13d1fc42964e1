import Foundation

/// A program built from a package, serving its previews on `zoetrope preview`'s page
/// (`<program> preview --problems FILE`) in a process of its own; stopped when a newer build
/// replaces it. Unchecked: `Process` is not marked `Sendable`; it is started once, and only
/// asked whether it runs, told to stop and waited for, which Foundation does under its own lock.
final class PreviewServerProcess: @unchecked Sendable {
    private let process: Process
    /// The address it serves at, once it says so; under `lock`.
    private var address: URL?
    private let lock = NSLock()
    private let listening = DispatchSemaphore(value: 0)
    private let processes: PreviewProcesses

    /// Starts the program serving on `host` and `port`, showing the errors in `problemsFile`.
    /// - Throws: When the program cannot be started.
    init(program: URL, host: String, port: Int, problemsFile: URL, processes: PreviewProcesses) throws {
        process = Process()
        self.processes = processes
        process.executableURL = program
        process.arguments = ["preview", "--host", host, "--port", String(port), "--problems", problemsFile.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.standardError
        try process.run()
        processes.started(process.processIdentifier)
        let thread = Thread { [self] in
            var buffer = Data()
            while case let data = output.fileHandleForReading.availableData, !data.isEmpty {
                buffer.append(data)
                while let newline = buffer.firstIndex(of: 0x0A) {
                    let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                    buffer = Data(buffer[buffer.index(after: newline)...])
                    if line.hasPrefix("Serving "), let url = URL(string: String(line.dropFirst("Serving ".count).prefix { $0 != " " })) {
                        lock.withLock { address = url }
                        listening.signal()
                    }
                }
            }
            listening.signal()
        }
        thread.name = "zoetrope preview: server output"
        thread.start()
    }

    /// Waits until it listens, and gives its address; `nil` when it ended first (it could not
    /// listen: another program holds the port).
    func waitUntilListening() -> URL? {
        listening.wait()
        listening.signal()
        return lock.withLock { address }
    }

    /// Whether it is still running.
    var isRunning: Bool { process.isRunning }

    /// Stops it (SIGTERM: open pages are told the server is gone) and waits until it has ended.
    func stop() {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        processes.ended(process.processIdentifier)
    }
}
