import Foundation
import Testing
import ZoetropeTestSupport

/// `deploy/kubernetes/render-job.yaml`, checked against Kubernetes' schema, and its Jobs' own
/// commands run here: every index of the Indexed Job at once, then the merge.
@Suite("Kubernetes render job", .serialized)
struct KubernetesJobTests {
    struct Container: Decodable {
        let env: [String: String]
        let command: [String]
        let completions: Int?
        let parallelism: Int?
    }

    struct Jobs: Decodable {
        let render: Container
        let merge: Container
    }

    /// Runs a program from the package root; its status and output.
    static func run(_ program: String, _ arguments: [String], environment: [String: String]? = nil) throws -> Outcome {
        try runProgram(URL(fileURLWithPath: program), arguments, in: packageRoot, environment: environment)
    }

    static func jobs() throws -> Jobs {
        let outcome = try run(testTool("python3").path, ["script/k8s-job-commands"])
        try #require(outcome.status == 0, "\(outcome.standardError)")
        return try JSONDecoder().decode(Jobs.self, from: Data(outcome.standardOutput.utf8))
    }

    @Test("the manifests validate against Kubernetes' schema, strictly; a misspelt field does not")
    func validates() throws {
        let outcome = try Self.run("/usr/bin/env", ["bash", "script/validate-kubernetes"])
        #expect(outcome.status == 0, "\(outcome.standardOutput)\(outcome.standardError)")
        let broken = FileManager.default.temporaryDirectory.appendingPathComponent("render-job-\(UUID().uuidString).yaml")
        defer { try? FileManager.default.removeItem(at: broken) }
        let text = try String(contentsOf: packageRoot.appendingPathComponent("deploy/kubernetes/render-job.yaml"), encoding: .utf8)
        try Data(text.replacingOccurrences(of: "completionMode", with: "completionMod").utf8).write(to: broken)
        let failing = try Self.run("/usr/bin/env", ["bash", "script/validate-kubernetes", broken.path])
        #expect(failing.status != 0)
        #expect(failing.standardOutput.contains("completionMod"), "\(failing.standardOutput)\(failing.standardError)")
    }

    @Test("the Indexed Job runs one pod per shard: completions, parallelism and SHARDS agree")
    func shardCount() throws {
        let render = try Self.jobs().render
        let shards = try #require(render.env["SHARDS"].flatMap { Int($0) })
        #expect(render.completions == shards && render.parallelism == shards)
        #expect(render.command.first == "sh" && render.command.dropFirst().first == "-c")
    }

    @Test("every index of the job's own command, run at once here, then the merge: the files of one render")
    func runsLocally() throws {
        let jobs = try Self.jobs()
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let binFolder = try executable.deletingLastPathComponent().path
        let scenes = packageRoot.appendingPathComponent("scenes").path
        func localScript(_ container: Container) throws -> String {
            let script = try #require(container.command.last)
            return script.replacingOccurrences(of: "/opt/zoetrope/scenes", with: scenes)
                .replacingOccurrences(of: "/output", with: folder.path)
        }
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = "\(binFolder):\(environment["PATH"] ?? "/usr/bin:/bin")"
        environment.merge(jobs.render.env) { _, job in job }

        let pods = try (0..<(jobs.render.completions ?? 0)).map { index in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", try localScript(jobs.render)]
            process.environment = environment.merging(["JOB_COMPLETION_INDEX": "\(index)"]) { _, index in index }
            process.currentDirectoryURL = folder
            try process.run()
            return process
        }
        for pod in pods {
            pod.waitUntilExit()
            #expect(pod.terminationStatus == 0)
        }
        let merge = try Self.run("/bin/sh", ["-c", try localScript(jobs.merge)], environment: environment)
        #expect(merge.status == 0, "\(merge.standardError)")

        let single = try runZoetrope(["render", "\(scenes)/wheel.json", "--out", "single", "--quiet"], in: folder)
        #expect(single.status == 0)
        let merged = folder.appendingPathComponent("wheel")
        try expectSameFiles(merged, folder.appendingPathComponent("single"))
        #expect(try visibleFiles(in: merged).count == 151 + 2)
    }
}
