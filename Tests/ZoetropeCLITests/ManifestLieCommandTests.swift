import Foundation
import Testing
import ZoetropeTestSupport

/// The lies of `resumeManifestLies` and `mergeManifestLies` (ZoetropeTestSupport), told to the
/// built CLI: `render --resume` and `merge` exit 65 naming the manifest and the field, or the
/// resume mends the folder into exactly a fresh render's files.
@Suite("zoetrope render --resume and merge: a manifest that lies")
struct ManifestLieCommandTests {
    @Test("render --resume exits 65 naming the manifest and the field, or ends with a fresh render's files",
          arguments: resumeManifestLies)
    func resume(_ lie: ManifestLie) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try writeLongScene(frames: 12, in: folder)
        for out in ["clean", "lied"] {
            let outcome = try runZoetrope(["render", scene, "--out", out, "--quiet"], in: folder)
            try #require(outcome.status == 0, "\(outcome.standardError)")
        }
        let lied = folder.appendingPathComponent("lied")
        try lie.apply(to: lied.appendingPathComponent("manifest.json"))
        let before = try visibleFiles(in: lied)

        let outcome = try runZoetrope(["render", scene, "--out", "lied", "--resume"], in: folder)
        switch lie.outcome {
        case .redrawn(let frames):
            #expect(outcome.status == 0, "stderr: \(outcome.standardError)")
            #expect(outcome.standardOutput.contains(frames.isEmpty ? "All 12 frames of long were already done"
                                                                   : "(kept \(12 - frames.count) already done)"), "\(outcome.standardOutput)")
            try expectSameFiles(lied, folder.appendingPathComponent("clean"))
        case .refused(let field):
            #expect(outcome.status == 65, "stderr: \(outcome.standardError)")
            #expect(errorLine(outcome).hasPrefix("zoetrope: error: the manifest 'lied/manifest.json' cannot be trusted: "
                                                 + (field.isEmpty ? "" : "\(field): ")), "\(outcome.standardError)")
            #expect(outcome.standardError.contains("without --resume"), "\(outcome.standardError)")
            expectSameFiles(try visibleFiles(in: lied), before, "a refused resume changed the folder")
        case .foreign(let word):
            #expect(outcome.status == 65, "stderr: \(outcome.standardError)")
            #expect(outcome.standardError.contains("'lied' holds a render of") && outcome.standardError.contains(word),
                    "\(outcome.standardError)")
            #expect(errorLine(outcome).count < 1000, "a message of \(errorLine(outcome).count) characters")
            expectSameFiles(try visibleFiles(in: lied), before, "a refused resume changed the folder")
        case .mergeRefused:
            Issue.record("\(lie.name) is a merge's lie")
        }
    }

    @Test("merge exits 65 naming the lying shard manifest (and the field), and changes nothing", arguments: mergeManifestLies)
    func merge(_ lie: ManifestLie) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try writeLongScene(frames: 12, in: folder)
        for shard in ["1/2", "2/2"] {
            let outcome = try runZoetrope(["render", scene, "--out", "sharded", "--shard", shard, "--quiet"], in: folder)
            try #require(outcome.status == 0, "\(outcome.standardError)")
        }
        let sharded = folder.appendingPathComponent("sharded")
        try lie.apply(to: sharded.appendingPathComponent("manifest.shard-1-of-2.json"))
        let before = try visibleFiles(in: sharded)

        let outcome = try runZoetrope(["merge", "sharded"], in: folder)
        #expect(outcome.status == 65, "stderr: \(outcome.standardError)")
        switch lie.outcome {
        case .mergeRefused(let fragment):
            #expect(errorLine(outcome).hasPrefix("zoetrope: error: cannot merge 'sharded': "), "\(outcome.standardError)")
            #expect(outcome.standardError.contains(fragment), "\(outcome.standardError)")
        case .refused(let field):
            #expect(errorLine(outcome).hasPrefix("zoetrope: error: the manifest 'sharded/manifest.shard-1-of-2.json' cannot be trusted: "
                                                 + (field.isEmpty ? "" : "\(field): ")), "\(outcome.standardError)")
        default:
            Issue.record("\(lie.name) is a resume's lie")
        }
        expectSameFiles(try visibleFiles(in: sharded), before, "a refused merge changed the folder")
    }
}

/// The error line of what a run wrote to standard error (the short scene also warns that its
/// animation outlasts it).
private func errorLine(_ outcome: Outcome) -> String {
    outcome.standardError.split(separator: "\n").first { $0.hasPrefix("zoetrope: error: ") }.map(String.init) ?? ""
}
