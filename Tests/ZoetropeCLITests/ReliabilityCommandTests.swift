import Foundation
import Testing
import ZoetropeTestSupport

/// Failures of the system around a render, through the real CLI: scene paths that are not files,
/// and writes that fail part way.
@Suite("zoetrope render: unreadable scenes and failing writes")
struct ReliabilityCommandTests {
    @Test("a scene that is not a readable file exits 66 saying why in words", arguments: [
        ("/tmp", "/tmp: cannot read the scene file: it is a folder, not a file"),
        ("/dev/zero", "/dev/zero: cannot read the scene file: it is a device, not a file"),
        ("/dev/null", "/dev/null: cannot read the scene file: it is a device, not a file"),
        ("missing/scene.json", "missing/scene.json: cannot read the scene file: no such file or folder"),
        ("Package.swift/scene.json", "Package.swift/scene.json: cannot read the scene file: a part of the path is a file, not a folder"),
    ])
    func unreadableScene(path: String, message: String) throws {
        let outcome = try runZoetrope(["render", path, "--out", "/tmp/zoetrope-never-\(UUID().uuidString)"], in: packageRoot)
        #expect(outcome.status == 66, "\(outcome.standardError)")
        #expect(outcome.standardError == "zoetrope: error: \(message)\n")
    }

    @Test("a named pipe no program writes to reads as empty at once instead of waiting")
    func pipeWithoutWriter() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pipe = folder.appendingPathComponent("scene.json")
        #expect(mkfifo(pipe.path, 0o600) == 0)
        let outcome = try runZoetrope(["render", "scene.json", "--out", "out"], in: folder)
        #expect(outcome.status == 65)
        #expect(outcome.standardError == "scene.json:1:1: error: not valid JSON: the file is empty\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    @Test("a scene piped to /dev/stdin renders, named after the file")
    func standardInput() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = packageRoot.appendingPathComponent("scenes/wheel.json").path
        let outcome = try runProgram(URL(fileURLWithPath: "/bin/sh"),
                                     ["-c", "\"$0\" render /dev/stdin --format csv --out out < \"$1\"", try executable.path, scene],
                                     in: folder)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.contains("Computed 151 frames of stdin"))
    }

    @Test("past the file-size limit (ulimit -f) the render says which file, keeps whole frames, and --resume finishes it byte for byte")
    func fileSizeLimit() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The wheel with its views 25 times over (200) for 2 s: the CSV is about 1.2 MB and each frame
        // about 20 KB, so under a 1,000 KB limit the CSV fails and the frames do not. (A limit far
        // below a megabyte would stop ThreadSanitizer's runtime itself, in sanitized test runs.)
        var document = try #require(try JSONSerialization.jsonObject(
            with: Data(contentsOf: packageRoot.appendingPathComponent("scenes/wheel.json"))) as? [String: Any])
        let views = try #require(document["views"] as? [Any])
        document["views"] = Array(repeating: views, count: 25).flatMap { $0 }
        document["duration"] = 2
        // Only the changes the 2 s show (later ones would be warned about).
        document["timeline"] = (document["timeline"] as? [[String: Any]] ?? []).filter { ($0["at"] as? Double ?? 0) < 2 }
        let scene = folder.appendingPathComponent("wheel.json").path
        try JSONSerialization.data(withJSONObject: document).write(to: URL(fileURLWithPath: scene))
        let limited = try runProgram(URL(fileURLWithPath: "/bin/sh"),
                                     ["-c", "ulimit -f 1000; exec \"$0\" render \"$1\" --out limited --quiet", try executable.path, scene],
                                     in: folder)
        #expect(limited.status == 73, "\(limited.standardError)")
        #expect(limited.standardError == "zoetrope: error: cannot write to 'limited/trajectories.csv': "
                + "the file would be larger than this process may write (see `ulimit -f`)\n")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("limited").path)
        #expect(!names.contains { $0.hasSuffix(".tmp") || $0 == "trajectories.csv" }, "\(names)")
        // How far the render got depends on the workers; what it finished is listed and kept.
        #expect(names.contains("manifest.json"))
        #expect(names.contains { $0.hasPrefix("frame_") })

        let resumed = try runZoetrope(["render", scene, "--out", "limited", "--resume"], in: folder)
        #expect(resumed.status == 0, "\(resumed.standardError)")
        #expect(resumed.standardOutput.contains("already done"), "\(resumed.standardOutput)")
        _ = try runZoetrope(["render", scene, "--out", "whole", "--quiet"], in: folder)
        for name in ["trajectories.csv", "manifest.json", "frame_000060.png"] {
            let resumedFile = try Data(contentsOf: folder.appendingPathComponent("limited/\(name)"))
            let wholeFile = try Data(contentsOf: folder.appendingPathComponent("whole/\(name)"))
            #expect(resumedFile == wholeFile, "\(name) differs")
        }
    }

    @Test("a disk that fills part way (a 100 KB tmpfs): the file is named with the reason, whole frames stay listed, no temporary file")
    func diskFull() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let disk = folder.appendingPathComponent("disk")
        try FileManager.default.createDirectory(at: disk, withIntermediateDirectories: true)
        let mounted = try runProgram(URL(fileURLWithPath: "/bin/mount"), ["-t", "tmpfs", "-o", "size=100k", "tmpfs", disk.path], in: folder)
        try #require(mounted.status == 0, "mounting a tmpfs (the tests run as root): \(mounted.standardError)")
        defer { _ = try? runProgram(URL(fileURLWithPath: "/bin/umount"), [disk.path], in: folder) }

        let scene = packageRoot.appendingPathComponent("scenes/wheel.json").path
        let outcome = try runZoetrope(["render", scene, "--out", "disk/wheel", "--quiet"], in: folder)
        #expect(outcome.status == 73, "\(outcome.standardError)")
        #expect(outcome.standardError.hasPrefix("zoetrope: error: cannot write to 'disk/wheel/"), "\(outcome.standardError)")
        #expect(outcome.standardError.hasSuffix(": no space left on the device\n"), "\(outcome.standardError)")
        let names = try FileManager.default.contentsOfDirectory(atPath: disk.appendingPathComponent("wheel").path)
        #expect(!names.contains { $0.hasSuffix(".tmp") }, "\(names)")
        let frames = names.filter { $0.hasPrefix("frame_") }
        #expect(!frames.isEmpty && frames.count < 151)
        let manifest = try String(contentsOf: disk.appendingPathComponent("wheel/manifest.json"), encoding: .utf8)
        #expect(manifest.contains("frame_000000.png"))
    }

    @Test("a picture whose folder cannot be made names the reason", arguments: [
        (["plot"], "Package.swift/plot.png", "cannot write to 'Package.swift': a part of the path is a file, not a folder"),
        (["still"], "/proc/still.png", "cannot write to '/proc/still.png': creating a temporary file: no such file or folder"),
    ])
    func unwritablePicture(command: [String], out: String, message: String) throws {
        let scene = packageRoot.appendingPathComponent("scenes/wheel.json").path
        let outcome = try runZoetrope(command + [scene, "-o", out], in: packageRoot)
        #expect(outcome.status == 73, "\(outcome.standardError)")
        #expect(outcome.standardError == "zoetrope: error: \(message)\n")
    }

    @Test("an output folder that cannot be made is named with the reason, and nothing is left", arguments: [
        ("/proc/zoetrope-out", "cannot write to '/proc/zoetrope-out': no such file or folder"),
        ("Package.swift/out", "cannot write to 'Package.swift/out': a part of the path is a file, not a folder"),
    ])
    func unwritableOutput(out: String, message: String) throws {
        let scene = packageRoot.appendingPathComponent("scenes/wheel.json").path
        let outcome = try runZoetrope(["render", scene, "--out", out, "--format", "csv"], in: packageRoot)
        #expect(outcome.status == 73, "\(outcome.standardError)")
        #expect(outcome.standardError == "zoetrope: error: \(message)\n")
    }
}
