import Foundation
import Testing
import ZoetropeTestSupport

/// The hostile corpus (Tests/HostileScenes): every file run through the built CLI by
/// script/hostile-scenes, under a 2 GiB memory limit and a limit of 20 s of CPU time (not time by
/// the clock, so a busy machine does not fail it), checking its exit code, its message, and that a
/// refused scene leaves nothing in its output folder.
@Suite("Hostile scenes: no crash, hang or memory blow-up; every refusal located")
struct HostileScenesTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let file: String
        let line: String
        var testDescription: String { file }
    }

    /// Every line of expected.tsv.
    static let cases: [Case] = {
        let table = packageRoot.appendingPathComponent("Tests/HostileScenes/expected.tsv")
        guard let text = try? String(contentsOf: table, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            Case(file: String(line.prefix { $0 != "\t" }), line: String(line))
        }
    }()

    @Test("the corpus holds at least 150 files kept in git, and the table names each exactly once")
    func corpusIsWhole() throws {
        let kept = Self.cases.filter { $0.file.hasPrefix("cases/") }
        #expect(kept.count >= 150, "only \(kept.count) kept cases")
        #expect(Set(Self.cases.map(\.file)).count == Self.cases.count)
        let folder = packageRoot.appendingPathComponent("Tests/HostileScenes/cases")
        // Every file or folder named like a scene (one folder is, to be refused as a folder).
        let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".json") }.map { "cases/\($0)" }
        #expect(Set(files) == Set(kept.map(\.file)), "files and table differ")
    }

    @Test("the CLI answers the hostile scene as expected", arguments: cases)
    func answers(_ hostile: Case) throws {
        var environment = ProcessInfo.processInfo.environment
        environment["ZOETROPE"] = try executable.path
        let outcome = try runProgram(URL(fileURLWithPath: "/usr/bin/env"),
                                     ["python3", packageRoot.appendingPathComponent("script/hostile-scenes").path, hostile.file],
                                     in: packageRoot, environment: environment)
        #expect(outcome.status == 0, "\(hostile.line)\n\(outcome.standardOutput)\(outcome.standardError)")
        #expect(outcome.standardOutput.hasSuffix("1 passed, 0 failed\n"), "\(outcome.standardOutput)")
    }
}
