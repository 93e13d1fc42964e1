import Foundation
import Testing
import ZoetropeTestSupport

/// A `zoetrope preview` started on a free port (`--port 0`), ready once it has printed its address.
final class RunningPreview {
    let process: Process
    /// The port it listens on, from the line it printed.
    let port: Int
    /// The line it printed: `Serving http://127.0.0.1:PORT/ (Ctrl-C to stop)`.
    let servingLine: String
    private let errors: URL

    /// Starts `zoetrope preview ARGUMENTS --port 0` in `folder` and waits for the line with its
    /// address: an event, not a deadline. Fails, with what it wrote, if it ends first.
    /// - Parameter program: The program; `zoetrope` by default, or a program of Swift scenes built beside it.
    init(_ arguments: [String], in folder: URL, program: String = "zoetrope") throws {
        process = Process()
        process.executableURL = try executable.deletingLastPathComponent().appendingPathComponent(program)
        process.arguments = ["preview"] + arguments + ["--port", "0"]
        process.currentDirectoryURL = folder
        errors = folder.appendingPathComponent(".stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        process.standardError = try FileHandle(forWritingTo: errors)
        let output = Pipe()
        process.standardOutput = output
        try Self.runWithStopSignalsUnblocked(process)
        let reader = output.fileHandleForReading
        var line: [UInt8] = []
        while true {
            let byte = reader.readData(ofLength: 1)
            guard let first = byte.first else { break }
            if first == UInt8(ascii: "\n") { break }
            line.append(first)
        }
        servingLine = String(decoding: line, as: UTF8.self)
        let match = servingLine.firstMatch(of: /^Serving http:\/\/127\.0\.0\.1:([0-9]+)\/ \(Ctrl-C to stop\)$/)
        guard let match, let port = Int(match.1) else {
            process.waitUntilExit()
            let stderr = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
            throw ConnectionError(description: "preview printed '\(servingLine)' and ended with \(process.terminationStatus): \(stderr)")
        }
        self.port = port
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        try? FileManager.default.removeItem(at: errors)
    }

    /// `GET path` as written.
    func get(_ path: String, method: String = "GET") throws -> HTTPAnswer {
        try HTTPConnection.get(path, port: port, method: method)
    }

    /// What it wrote to standard error so far.
    var errorText: String {
        (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
    }

    /// Sends `signal` and waits for the process to end; its exit status, or 128 + a killing signal.
    func stop(with signal: Int32 = SIGINT) -> Int32 {
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        return process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
    }

    /// Starts `process` with SIGINT and SIGTERM unblocked, as a shell starts it (the test runner's
    /// threads may block them, and a child inherits the mask).
    private static func runWithStopSignalsUnblocked(_ process: Process) throws {
        var stopSignals = sigset_t(), previous = sigset_t()
        sigemptyset(&stopSignals)
        sigaddset(&stopSignals, SIGINT)
        sigaddset(&stopSignals, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &stopSignals, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        try process.run()
    }
}

/// A connection to `/api/events`, read event by event.
final class EventStream {
    private let connection: HTTPConnection

    /// Connects and waits for the server's first comment (`: connected`), after which every event
    /// published reaches this stream.
    init(port: Int) throws {
        connection = try HTTPConnection(port: port)
        try connection.send("/api/events")
        let (status, headers) = try connection.readHead()
        guard status == 200, headers["content-type"]?.hasPrefix("text/event-stream") == true else {
            throw ConnectionError(description: "/api/events answered \(status) \(headers)")
        }
        while let line = try nextPayloadLine() {
            if line == ": connected" { return }
        }
        throw ConnectionError(description: "/api/events ended before ': connected'")
    }

    /// The next event: its name and data (the `data:` lines joined by line breaks); nil at the end.
    func next() throws -> (event: String, data: String)? {
        var event = "message", data: [String] = []
        while let line = try nextPayloadLine() {
            if line.isEmpty {
                if !data.isEmpty { return (event, data.joined(separator: "\n")) }
                continue
            }
            if line.hasPrefix("event: ") { event = String(line.dropFirst(7)) }
            if line.hasPrefix("data: ") { data.append(String(line.dropFirst(6))) }
        }
        return nil
    }

    /// The next line of the stream's payload, read through the chunked encoding the server uses.
    private var pending: [String] = []
    private func nextPayloadLine() throws -> String? {
        while pending.isEmpty {
            guard let sizeLine = try connection.readLine() else { return nil }
            guard let size = Int(sizeLine, radix: 16) else { continue }
            if size == 0 { return nil }
            var chunk = ""
            while chunk.utf8.count < size, let line = try connection.readLine() {
                chunk += line + "\n"
            }
            pending = chunk.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        }
        return pending.removeFirst()
    }
}
