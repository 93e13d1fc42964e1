import Foundation
import Testing
import ZoetropeTestSupport

/// A `zoetrope` process started in the background, its output going to files.
struct RunningZoetrope {
    let process: Process
    let standardError: URL

    /// Starts `zoetrope` with `arguments` in `directory`.
    static func start(_ arguments: [String], in directory: URL) throws -> RunningZoetrope {
        let process = Process()
        process.executableURL = try executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let errors = directory.appendingPathComponent(".stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        process.standardError = try FileHandle(forWritingTo: errors)
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        return RunningZoetrope(process: process, standardError: errors)
    }

    /// Waits for the process to end; its exit status, or 128 + the signal that killed it.
    func wait() -> Int32 {
        process.waitUntilExit()
        return process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
    }

    /// What it wrote to standard error so far.
    var errorText: String {
        (try? String(contentsOf: standardError, encoding: .utf8)) ?? ""
    }
}

/// Waits until `condition` holds or `running` ends, checking every 10 ms: however slow the machine,
/// a render that is still going can still get there. Only a render that hangs (still running after
/// `backstop`) stops the wait.
/// - Returns: Whether `condition` held.
func waitUntil(_ running: RunningZoetrope, backstop: Duration = .seconds(600), _ condition: () -> Bool) -> Bool {
    let clock = ContinuousClock()
    let start = clock.now
    while running.process.isRunning, clock.now - start < backstop {
        if condition() { return true }
        usleep(10_000)
    }
    return condition()
}

/// The frame files in a folder.
func frameFiles(in folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasPrefix("frame_") }.sorted()
}


/// A wheel scene long enough to interrupt: `frames` frames of 400×400 at 60 fps.
func writeLongScene(frames: Int, in folder: URL) throws -> String {
    let wheel = try String(contentsOf: packageRoot.appendingPathComponent("scenes/wheel.json"), encoding: .utf8)
    var object = try #require(try JSONSerialization.jsonObject(with: Data(wheel.utf8)) as? [String: Any])
    object["fps"] = 60
    object["duration"] = Double(frames - 1) / 60
    try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]).write(to: folder.appendingPathComponent("long.json"))
    return "long.json"
}
