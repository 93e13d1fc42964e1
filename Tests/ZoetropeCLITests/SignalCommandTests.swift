import Foundation
import Testing
import ZoetropeTestSupport

/// One interrupt is one interrupt: SIGINT or SIGTERM delivered twice by one sender (GNU `timeout`
/// signals the process, then its process group) stops the render cleanly; a second, different
/// interrupt still exits at once. Every moment is chosen by the frames on disk, never by the clock.
@Suite("zoetrope render: an interrupt delivered twice", .serialized)
struct SignalCommandTests {
    /// How the same signal reaches the render twice.
    enum Delivery: String, Sendable, CaseIterable {
        /// To the process, then to its process group at once, as `timeout` sends it.
        case atOnce = "to the process and its group at once"
        /// To the process, then, once the render has taken that one, to its group: the second
        /// can then never merge with the first in the kernel.
        case afterTaken = "to the group after the process took the first"
    }

    static let cases: [(Int32, Delivery, Int)] = [SIGINT, SIGTERM].flatMap { signal in
        Delivery.allCases.flatMap { delivery in [1, 40].map { (signal, delivery, $0) } }
    }

    @Test("one interrupt sent twice by one sender stops cleanly: the line, 130 or 143, whole frames in the manifest, no temporary file",
          arguments: cases)
    func sentTwice(signal: Int32, delivery: Delivery, frames: Int) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try writeLongScene(frames: 3000, in: folder)
        let output = folder.appendingPathComponent("out")
        // Foundation starts it in a process group of its own, as timeout does.
        let running = try RunningZoetrope.start(["render", scene, "--out", "out", "--jobs", "2"], in: folder)
        let pid = running.process.processIdentifier
        #expect(getpgid(pid) == pid, "zoetrope leads a process group of its own")
        try #require(waitUntil(running) { frameFiles(in: output).count >= frames }, "\(running.errorText)")
        kill(pid, signal)
        if delivery == .afterTaken {
            while isPending(signal, in: pid) { usleep(100) }
        }
        kill(-pid, signal)
        let status = running.wait()
        try expectCleanStop(status: status, signal: signal, errorText: running.errorText, output: output)
    }

    @Test("under GNU timeout, an interrupt it forwards (to zoetrope, then to the group) stops cleanly, 10 times in a row")
    func underTimeout() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try writeLongScene(frames: 3000, in: folder)
        for attempt in 1...10 {
            let output = folder.appendingPathComponent("out\(attempt)")
            // `timeout -s INT` sends SIGINT when its time is up or when it gets one itself; the
            // second keeps the moment in the test's hands.
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
            process.arguments = ["--preserve-status", "-s", "INT", "3600", try executable.path, "render", scene, "--out", output.lastPathComponent]
            process.currentDirectoryURL = folder
            let errors = folder.appendingPathComponent(".stderr-\(attempt)")
            _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
            process.standardError = try FileHandle(forWritingTo: errors)
            process.standardOutput = FileHandle.nullDevice
            try runWithStopSignalsUnblocked(process)
            let running = RunningZoetrope(process: process, standardError: errors)
            try #require(waitUntil(running) { frameFiles(in: output).count >= attempt * 3 }, "\(running.errorText)")
            kill(process.processIdentifier, SIGINT)
            let status = running.wait()
            try expectCleanStop(status: status, signal: SIGINT, errorText: running.errorText, output: output, attempt: attempt)
        }
    }

    @Test("an interrupt while a resume starts (it holds the folder and is checking the frames kept) stops cleanly, 5 times in a row",
          arguments: [SIGINT, SIGTERM])
    func duringStartUp(signal: Int32) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try writeLongScene(frames: 1500, in: folder)
        let output = folder.appendingPathComponent("out")
        let first = try runZoetrope(["render", scene, "--out", "out", "--quiet"], in: folder)
        try #require(first.status == 0, "\(first.standardError)")
        for attempt in 1...5 {
            // Frames to draw again, so the resume has work after its checks.
            for frame in stride(from: attempt, to: 1500, by: 150) {
                try? FileManager.default.removeItem(at: output.appendingPathComponent(String(format: "frame_%06d.png", frame)))
            }
            let running = try RunningZoetrope.start(["render", scene, "--out", "out", "--resume"], in: folder)
            let pid = running.process.processIdentifier
            // Start-up is under way once it holds the folder's lock file open: it then reads the
            // manifest, checks every frame kept, writes the manifest and only then draws.
            try #require(waitUntil(running) { holdsOpen(output.appendingPathComponent(".zoetrope.lock"), pid) },
                         "attempt \(attempt): \(running.errorText)")
            kill(pid, signal)
            let status = running.wait()
            try expectCleanStop(status: status, signal: signal, errorText: running.errorText, output: output, attempt: attempt)
        }
        let last = try runZoetrope(["render", scene, "--out", "out", "--resume", "--quiet"], in: folder)
        #expect(last.status == 0, "\(last.standardError)")
        let clean = try runZoetrope(["render", scene, "--out", "clean", "--quiet"], in: folder)
        try #require(clean.status == 0, "\(clean.standardError)")
        try expectSameFiles(output, folder.appendingPathComponent("clean"), "the interrupted resumes, resumed, against a clean render")
    }

    @Test("a second, different interrupt still exits at once, without the line", arguments: [(SIGINT, SIGTERM), (SIGTERM, SIGINT)])
    func secondInterrupt(first: Int32, second: Int32) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try writeLongScene(frames: 3000, in: folder)
        let output = folder.appendingPathComponent("out")
        let running = try RunningZoetrope.start(["render", scene, "--out", "out", "--jobs", "2"], in: folder)
        let pid = running.process.processIdentifier
        try #require(waitUntil(running) { frameFiles(in: output).count >= 5 }, "\(running.errorText)")
        // Stopped, it takes both signals only when continued, before the render can have stopped
        // on its own.
        kill(pid, SIGSTOP)
        kill(pid, first)
        kill(pid, second)
        kill(pid, SIGCONT)
        let status = running.wait()
        // Two threads may take the two at once; whichever is second exits with its number.
        #expect([128 + first, 128 + second].contains(status), "stderr: \(running.errorText)")
        #expect(!running.errorText.contains("Interrupted: ") && !running.errorText.contains("Terminated: "), "\(running.errorText)")
    }
}

/// Expects what a clean stop by `signal` leaves: its exit status, the line that says how to
/// resume, no temporary file, and every frame file on disk (and only those) in the manifest.
private func expectCleanStop(status: Int32, signal: Int32, errorText: String, output: URL, attempt: Int? = nil,
                             sourceLocation: SourceLocation = #_sourceLocation) throws {
    let run = attempt.map { "attempt \($0): " } ?? ""
    #expect(status == (signal == SIGINT ? 130 : 143), "\(run)stderr: \(errorText)", sourceLocation: sourceLocation)
    #expect(errorText.contains(signal == SIGINT ? "Interrupted: " : "Terminated: "), "\(run)stderr: \(errorText)",
            sourceLocation: sourceLocation)
    let names = try FileManager.default.contentsOfDirectory(atPath: output.path)
    #expect(!names.contains { $0.hasSuffix(".tmp") }, "\(run)left \(names.filter { $0.hasSuffix(".tmp") })", sourceLocation: sourceLocation)
    let data = try Data(contentsOf: output.appendingPathComponent("manifest.json"))
    let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any], sourceLocation: sourceLocation)
    let listed = Set(((manifest["files"] as? [[String: Any]]) ?? []).compactMap { $0["file"] as? String })
    let onDisk = Set(names.filter { $0.hasPrefix("frame_") })
    #expect(!onDisk.isEmpty, "\(run)no frame was written", sourceLocation: sourceLocation)
    #expect(onDisk.subtracting(listed).isEmpty, "\(run)frames on disk but not in the manifest: \(onDisk.subtracting(listed).sorted().prefix(5))",
            sourceLocation: sourceLocation)
    #expect(listed.subtracting(onDisk).isEmpty, "\(run)frames in the manifest but not on disk: \(listed.subtracting(onDisk).sorted().prefix(5))",
            sourceLocation: sourceLocation)
}

/// Starts `process` with SIGINT and SIGTERM unblocked, as a shell starts it. A child inherits the
/// signal mask of the thread that starts it, and the test runner's threads may block them (they
/// reach it through libdispatch's signal sources): `timeout` would then never get its SIGINT.
/// (zoetrope unblocks them itself.)
private func runWithStopSignalsUnblocked(_ process: Process) throws {
    var stopSignals = sigset_t(), previous = sigset_t()
    sigemptyset(&stopSignals)
    sigaddset(&stopSignals, SIGINT)
    sigaddset(&stopSignals, SIGTERM)
    pthread_sigmask(SIG_UNBLOCK, &stopSignals, &previous)
    defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
    try process.run()
}

/// Whether `signal` is waiting to be taken by the process (its shared pending set, `ShdPnd` in
/// /proc/PID/status); false once the process has ended.
private func isPending(_ signal: Int32, in pid: pid_t) -> Bool {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("ShdPnd:") }),
          let mask = UInt64(line.dropFirst("ShdPnd:".count).trimmingCharacters(in: .whitespaces), radix: 16) else { return false }
    return mask & (1 << UInt64(signal - 1)) != 0
}

/// Whether process `pid` has `file` open (a link in /proc/PID/fd); false once it has ended.
private func holdsOpen(_ file: URL, _ pid: pid_t) -> Bool {
    let descriptors = "/proc/\(pid)/fd"
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: descriptors) else { return false }
    let target = file.resolvingSymlinksInPath().path
    return entries.contains { entry in
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "\(descriptors)/\(entry)")) == target
    }
}
