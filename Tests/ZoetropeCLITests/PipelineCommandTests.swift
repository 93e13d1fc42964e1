import Foundation
import Testing
import ZoetropeTestSupport

/// The render pipeline through the built CLI: signals, kills and resumes, jobs, shards and merge,
/// progress, locks and ranges.
@Suite("zoetrope render: the pipeline", .serialized)
struct PipelineCommandTests {
    @Test("killed with SIGKILL at random moments mid-render, then --resume: byte-identical to a clean render, no temporary files left")
    func killAndResume() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try writeLongScene(frames: 600, in: folder)
        #expect(try runZoetrope(["render", scene, "--out", "clean", "--quiet"], in: folder).status == 0)
        let killed = folder.appendingPathComponent("killed")
        var generator = SystemRandomNumberGenerator()
        for attempt in 0..<3 {
            // A moment chosen by the frames on disk, not by the clock: somewhere in the next sixth
            // of the render, however fast the machine draws.
            let done = frameFiles(in: killed).count
            let target = Int.random(in: (done + 1)...(done + 100), using: &generator)
            let running = try RunningZoetrope.start(["render", scene, "--out", "killed", "--quiet"] + (attempt == 0 ? [] : ["--resume"]),
                                                    in: folder)
            #expect(waitUntil(running) { frameFiles(in: killed).count >= target }, "attempt \(attempt): \(running.errorText)")
            kill(running.process.processIdentifier, SIGKILL)
            #expect(running.wait() == 128 + SIGKILL, "attempt \(attempt) ended before the kill: \(running.errorText)")
            let left = frameFiles(in: killed).count
            #expect(left < 600 && !FileManager.default.fileExists(atPath: killed.appendingPathComponent("trajectories.csv").path),
                    "attempt \(attempt): the kill landed after the render finished (\(left) frames)")
        }
        let outcome = try runZoetrope(["render", scene, "--out", "killed", "--resume"], in: folder)
        #expect(outcome.status == 0, "stderr: \(outcome.standardError)")
        let again = try runZoetrope(["render", scene, "--out", "killed", "--resume"], in: folder)
        #expect(again.standardOutput.hasPrefix("All 600 frames of long were already done; wrote trajectories.csv again → killed/"),
                "\(again.standardOutput)")
        let left = try FileManager.default.contentsOfDirectory(atPath: killed.path)
        #expect(!left.contains { $0.hasSuffix(".tmp") || $0.hasPrefix(".zoetrope-staging") }, "left behind: \(left.filter { $0.hasPrefix(".") })")
        try expectSameFiles(killed, folder.appendingPathComponent("clean"))
    }

    @Test("SIGINT and SIGTERM stop cleanly with 130 and 143: whole frames kept, a line says how to resume", arguments: [SIGINT, SIGTERM])
    func signals(signal: Int32) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try writeLongScene(frames: 3000, in: folder)
        let output = folder.appendingPathComponent("out")
        let running = try RunningZoetrope.start(["render", scene, "--out", "out", "--jobs", "2"], in: folder)
        #expect(waitUntil(running) { frameFiles(in: output).count >= 20 }, "\(running.errorText)")
        kill(running.process.processIdentifier, signal)
        let status = running.wait()
        #expect(status == (signal == SIGINT ? 130 : 143), "stderr: \(running.errorText)")
        #expect(running.errorText.contains(signal == SIGINT ? "Interrupted: " : "Terminated: "))
        #expect(running.errorText.contains("To finish, run: zoetrope render long.json --out out --resume"), "\(running.errorText)")
        let names = try FileManager.default.contentsOfDirectory(atPath: output.path)
        #expect(!names.contains { $0.hasSuffix(".tmp") }, "\(names)")
        #expect(!names.contains("trajectories.csv"))
        let manifest = try String(contentsOf: output.appendingPathComponent("manifest.json"), encoding: .utf8)
        #expect(names.filter { $0.hasPrefix("frame_") }.allSatisfy { manifest.contains("\"file\": \"\($0)\"") },
                "every frame on disk is in the manifest")
    }

    @Test("--jobs 1 and --jobs 2 write byte-identical folders")
    func jobs() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = packageRoot.appendingPathComponent("scenes/recursive_wheel.json").path
        for jobs in ["1", "2"] {
            let outcome = try runZoetrope(["render", scene, "--out", "jobs\(jobs)", "--jobs", jobs, "--quiet"], in: folder)
            #expect(outcome.status == 0, "stderr: \(outcome.standardError)")
        }
        try expectSameFiles(folder.appendingPathComponent("jobs1"), folder.appendingPathComponent("jobs2"))
    }

    @Test("three shards run concurrently into one folder, then merge: the files of one render, byte for byte")
    func shardsAndMerge() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try writeLongScene(frames: 301, in: folder)
        #expect(try runZoetrope(["render", scene, "--out", "single", "--quiet"], in: folder).status == 0)
        let shards = try (1...3).map { try RunningZoetrope.start(["render", scene, "--out", "sharded", "--shard", "\($0)/3", "--quiet"], in: folder) }
        for shard in shards {
            #expect(shard.wait() == 0, "stderr: \(shard.errorText)")
        }
        let merge = try runZoetrope(["merge", "sharded"], in: folder)
        #expect(merge.status == 0, "stderr: \(merge.standardError)")
        #expect(merge.standardOutput.contains("Merged 3 shards into sharded/: frames 0-300"))
        try expectSameFiles(folder.appendingPathComponent("sharded"), folder.appendingPathComponent("single"))
        let again = try runZoetrope(["merge", "sharded"], in: folder)
        #expect(again.status == 65 && again.standardError.contains("holds no shard manifests"))
    }

    @Test("progress: a line redrawn in place under a pseudo-terminal; none through pipes")
    func progress() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try writeLongScene(frames: 400, in: folder)
        let command = "'\(try executable.path)' render \(scene) --out tty --jobs 1"
        let script = Process()
        script.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        script.arguments = ["-qfec", command, "/dev/null"]
        script.currentDirectoryURL = folder
        let output = Pipe()
        script.standardOutput = output
        script.standardInput = FileHandle.nullDevice
        try script.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        script.waitUntilExit()
        #expect(script.terminationStatus == 0, "\(text)")
        #expect(text.contains("\r\u{1B}[K"), "no redrawn line in \(text.debugDescription)")
        #expect(text.contains("/400 frames ("), "\(text.debugDescription)")
        #expect(text.contains("frames/s"))
        #expect(text.contains("Rendered 400 frames of long"))

        let piped = try runZoetrope(["render", scene, "--out", "piped", "--jobs", "1"], in: folder)
        #expect(piped.status == 0)
        // Through a pipe: no redrawn line; at most a plain line every 5 s (a slow machine, or a
        // sanitized build, can take that long).
        #expect(!piped.standardError.contains("\r"), "\(piped.standardError.debugDescription)")
        #expect(piped.standardError.split(separator: "\n").allSatisfy { $0.hasPrefix("zoetrope: ") && $0.contains("/400 frames (") },
                "\(piped.standardError.debugDescription)")
        let csvOnly = try runZoetrope(["render", scene, "--out", "csv", "--format", "csv"], in: folder)
        #expect(csvOnly.standardOutput.hasPrefix("Computed 400 frames of long"), "\(csvOnly.standardOutput)")
    }

    @Test("a render into a folder another render holds is refused with 73, naming the holder's process")
    func lockRefusal() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try writeLongScene(frames: 3000, in: folder)
        let running = try RunningZoetrope.start(["render", scene, "--out", "out", "--jobs", "1", "--quiet"], in: folder)
        #expect(waitUntil(running) { frameFiles(in: folder.appendingPathComponent("out")).count >= 5 }, "\(running.errorText)")
        let second = try runZoetrope(["render", scene, "--out", "out"], in: folder)
        kill(running.process.processIdentifier, SIGINT)
        _ = running.wait()
        #expect(second.status == 73)
        #expect(second.standardError.contains("'out' is being rendered into by process \(running.process.processIdentifier)"),
                "\(second.standardError)")
    }

    @Test("--frames ranges into one folder add up to the files of one render; --frames A- runs to the last frame")
    func ranges() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = packageRoot.appendingPathComponent("scenes/wheel.json").path
        #expect(try runZoetrope(["render", scene, "--out", "whole", "--quiet"], in: folder).status == 0)
        for range in ["100-", "0-49", "50-99"] {
            let outcome = try runZoetrope(["render", scene, "--out", "parts", "--frames", range, "--quiet"], in: folder)
            #expect(outcome.status == 0, "stderr: \(outcome.standardError)")
        }
        try expectSameFiles(folder.appendingPathComponent("parts"), folder.appendingPathComponent("whole"))
    }
}
