import Foundation
import SceneFiles
import Testing
import ZoetropeTestSupport
@testable import SceneExport

/// A resume and a merge read whatever manifest is on disk. Each lie it can tell
/// (`resumeManifestLies`, `mergeManifestLies` in ZoetropeTestSupport) is refused, naming the file
/// and the field, or mended by drawing exactly the frames it cannot vouch for; never trusted into
/// files that differ from a fresh render's.
@Suite("A manifest that lies is refused or mended, never trusted")
struct ManifestLieTests {
    /// The scene every lie is told about: the wheel cut to 12 frames.
    static let frameCount = 12

    @Test("--resume from a lying manifest refuses it, naming the field, or redraws exactly what it cannot trust",
          arguments: resumeManifestLies)
    func resume(_ lie: ManifestLie) throws {
        let clean = try makeTemporaryFolder(), lied = try makeTemporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: clean)
            try? FileManager.default.removeItem(at: lied)
        }
        let scene = try loadScene("wheel", frames: Self.frameCount)
        try render(scene, into: clean)
        try render(scene, into: lied)
        try lie.apply(to: lied.appendingPathComponent(RenderManifest.fileName))
        let before = try visibleFiles(in: lied)
        let identities = try frameFileIdentities(in: lied)

        switch lie.outcome {
        case .redrawn(let frames):
            let report = try render(scene, into: lied, resume: true)
            #expect(report.drawnFrames == frames.count, "drew \(report.drawnFrames) frames; expected \(frames)")
            #expect(report.keptFrames == Self.frameCount - frames.count)
            let after = try frameFileIdentities(in: lied)
            let rewritten = after.keys.filter { identities[$0] != after[$0] }.sorted()
            #expect(rewritten == frames.map(pngName), "frame files written again")
            try expectSameFiles(clean, lied)
        case .refused, .foreign:
            let error = #expect(throws: RenderError.self) { try render(scene, into: lied, resume: true) }
            expect(error, is: lie.outcome, path: "\(lied.relativePath)/\(RenderManifest.fileName)")
            expectSameFiles(try visibleFiles(in: lied), before, "a refused resume changed the folder")
            // What the refusal advises mends it.
            try render(scene, into: lied)
            try expectSameFiles(clean, lied)
        case .mergeRefused:
            Issue.record("\(lie.name) is a merge's lie")
        }
    }

    @Test("a merge refuses a shard's lying manifest, naming it, and changes nothing", arguments: mergeManifestLies)
    func merge(_ lie: ManifestLie) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try loadScene("wheel", frames: Self.frameCount)
        for index in 1...2 {
            try render(scene, into: folder, shard: ShardSpec(index: index, count: 2))
        }
        let part = folder.appendingPathComponent("manifest.shard-1-of-2.json")
        try lie.apply(to: part)
        let before = try visibleFiles(in: folder)

        let error = #expect(throws: RenderError.self) { try ShardMerger.merge(folder) }
        if case .mergeRefused(let fragment) = lie.outcome {
            guard case .merge(_, let message) = error else {
                Issue.record("expected a merge error, got \(String(describing: error))")
                return
            }
            #expect(message.contains(fragment), "\(message)")
        } else {
            expect(error, is: lie.outcome, path: part.relativePath)
        }
        expectSameFiles(try visibleFiles(in: folder), before, "a refused merge changed the folder")
    }

    @Test("a file a manifest lists outside the folder is never removed: not by --resume, not by a whole render")
    func nothingOutsideIsRemoved() throws {
        let root = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("out"), outside = root.appendingPathComponent("outside.csv")
        let scene = try loadScene("wheel", frames: Self.frameCount)
        try render(scene, into: folder)
        let manifest = folder.appendingPathComponent(RenderManifest.fileName)
        let lie = ManifestLie("a file outside the folder", .refused(field: "files[12].file")) {
            try setFileField(&$0, 12, "file", "../outside.csv")
        }
        try lie.apply(to: manifest)
        let lied = try Data(contentsOf: manifest)
        try Data("keep me\n".utf8).write(to: outside)

        #expect(throws: RenderError.self) { try render(scene, into: folder, resume: true) }
        #expect(FileManager.default.fileExists(atPath: outside.path), "--resume removed a file outside its folder")
        try lied.write(to: manifest)
        try render(scene, into: folder)
        #expect(FileManager.default.fileExists(atPath: outside.path), "a whole render removed a file outside its folder")
    }

    @Test("frames listed as done without their files, outside the frames a resume asks for, are not kept as done")
    func unrecordedFramesOutsideTheRange() throws {
        let clean = try makeTemporaryFolder(), lied = try makeTemporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: clean)
            try? FileManager.default.removeItem(at: lied)
        }
        let scene = try loadScene("wheel", frames: Self.frameCount)
        try render(scene, into: clean)
        try render(scene, into: lied)
        let lie = ManifestLie("frame 10 listed as done without its file", .redrawn([10])) { object in
            var files = try #require(object["files"] as? [[String: Any]])
            files.remove(at: 10)
            object["files"] = files
        }
        try lie.apply(to: lied.appendingPathComponent(RenderManifest.fileName))

        try render(scene, into: lied, frames: 0...5, resume: true)
        let manifest = try #require(try RenderManifest.read(from: lied.appendingPathComponent(RenderManifest.fileName)))
        #expect(manifest.frames.description == "0-9,11", "frames listed as done")
        #expect(!manifest.files.contains { $0.frame == 10 })
        let report = try render(scene, into: lied, resume: true)
        #expect(report.drawnFrames == 1 && report.keptFrames == Self.frameCount - 1)
        try expectSameFiles(clean, lied)
    }

    @Test("a render at --scale 2 (or with sizes drawn) is not resumed at another scale (or without them)",
          arguments: [RenderRequest.Scaling.scale, .showSizes])
    func drawingSettingsBind(_ setting: RenderRequest.Scaling) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try loadScene("wheel", frames: Self.frameCount)
        var request = RenderRequest(outputDirectory: folder, frames: FrameSelection(0...5))
        switch setting {
        case .scale: request.scale = 2
        case .showSizes: request.showSizes = [.ideal]
        }
        _ = try RenderSession(scene: scene, request: request).run()
        let error = #expect(throws: RenderError.self) { try render(scene, into: folder, frames: 6...11) }
        guard case .foreignRender(_, let differences, _) = error else {
            Issue.record("expected another render, got \(String(describing: error))")
            return
        }
        #expect(differences.contains { $0.hasPrefix("\(setting.rawValue) '") && $0.hasSuffix("(now not set)") }, "\(differences)")
    }

    // MARK: Helpers

    /// Expects `error` to be the refusal `outcome` names, at the manifest `path`.
    private func expect(_ error: RenderError?, is outcome: ManifestLie.Outcome, path: String,
                        sourceLocation: SourceLocation = #_sourceLocation) {
        switch (outcome, error) {
        case (.refused(let field), .untrustedManifest(let actualPath, let actualField, _, let advice)?):
            #expect(actualPath == path, sourceLocation: sourceLocation)
            #expect(actualField == field, "\(String(describing: error))", sourceLocation: sourceLocation)
            #expect(advice.contains("without --resume"), sourceLocation: sourceLocation)
            let text = error.map { "\($0)" } ?? ""
            #expect(text.contains(path) && (field.isEmpty || text.contains("\(field): ")), "\(text)", sourceLocation: sourceLocation)
            #expect(text.count < 1000, "a message of \(text.count) characters", sourceLocation: sourceLocation)
        case (.foreign(let word), .foreignRender(_, let differences, _)?):
            #expect(differences.contains { $0.contains(word) }, "\(differences)", sourceLocation: sourceLocation)
            let text = error.map { "\($0)" } ?? ""
            #expect(text.count < 1000, "a message of \(text.count) characters", sourceLocation: sourceLocation)
        default:
            Issue.record("expected \(outcome), got \(String(describing: error))", sourceLocation: sourceLocation)
        }
    }
}

extension RenderRequest {
    /// A setting that changes what every drawn frame shows.
    enum Scaling: String, Sendable {
        case scale
        case showSizes
    }
}
