import Foundation
import FuzzSupport
import SceneExport

/// A render manifest on disk is input: `--resume`, `--frames` and `merge` read whatever the folder
/// holds. The input is written to a file and read with `RenderManifest.read(from:)`, which must
/// refuse it with a `RenderError` or return a manifest that keeps every promise the reader makes:
///
/// - its frames, and a shard's part, lie within the scene's `frameCount`, and the frames done are
///   the shard's;
/// - every file is a plain name in the folder, listed once, with a size of 0 or more, a SHA-256 of
///   64 lowercase hexadecimal digits, and a frame the manifest lists as done;
/// - written again (`jsonText`, what a resume writes) it reads back as the same manifest, which
///   differs from itself in nothing (`differences(from:)`, `differences(whenAddingTo:)`).
///
/// A promise broken is a finding, as is a crash.
enum ManifestFuzzer {
    static let file = scratchFile("manifest.json")

    static func run(_ data: Data) {
        // An empty file is left out: Foundation's `Data(contentsOf:)` on Linux reads a file whose
        // size is 0 into a 4 KiB buffer it then never frees (swift-foundation's zero-size path),
        // which LeakSanitizer reports (`script/fuzz --address`). libFuzzer tries the empty input
        // once at start; `ManifestLieTests` checks that an empty manifest is refused.
        guard !data.isEmpty else { return }
        let manifest: RenderManifest
        do {
            manifest = try read(data)
        } catch {
            _ = error.description
            return
        }
        checkPromises(of: manifest)
        let written = Data(manifest.jsonText.utf8)
        let again: RenderManifest
        do {
            again = try read(written)
        } catch {
            fuzzFinding("the manifest Zoetrope writes for a manifest it read is refused: \(error)\n\(manifest.jsonText)")
        }
        guard again == manifest else {
            fuzzFinding("a manifest written and read again changed:\n\(manifest.jsonText)\nread back as\n\(again.jsonText)")
        }
        guard manifest.differences(from: again).isEmpty, manifest.differences(whenAddingTo: again).isEmpty else {
            fuzzFinding("a manifest differs from itself: \(manifest.differences(from: again)) \(manifest.differences(whenAddingTo: again))")
        }
    }

    static func read(_ data: Data) throws(RenderError) -> RenderManifest {
        do {
            try data.write(to: file)
        } catch {
            fuzzFinding("cannot write \(file.path): \(error)")
        }
        guard let manifest = try RenderManifest.read(from: file) else {
            fuzzFinding("a manifest on disk read as no manifest")
        }
        return manifest
    }

    static func checkPromises(of manifest: RenderManifest) {
        guard let frameCount = manifest.scene["frameCount"].flatMap({ Int($0) }), frameCount >= 1 else {
            fuzzFinding("a manifest was trusted with scene.frameCount \(manifest.scene["frameCount"] ?? "missing")")
        }
        let scene = FrameSet([0...(frameCount - 1)])
        guard manifest.frames.subtracting(scene).isEmpty else {
            fuzzFinding("frames \(manifest.frames) were trusted in a scene of \(frameCount)")
        }
        if let shard = manifest.shard {
            guard shard.of.subtracting(scene).isEmpty, shard.frames.subtracting(shard.of).isEmpty,
                  manifest.frames.subtracting(shard.frames).isEmpty else {
                fuzzFinding("shard \(shard.shard) was trusted with frames \(manifest.frames), its part \(shard.frames) of \(shard.of), in a scene of \(frameCount)")
            }
        }
        var names = Set<String>()
        for (index, record) in manifest.files.enumerated() {
            let plain = !record.file.isEmpty && !record.file.hasPrefix(".") && !record.file.utf8.contains { $0 == UInt8(ascii: "/") || $0 == 0 }
            let hexadecimal = record.sha256.utf8.count == 64 && record.sha256.utf8.allSatisfy { "0123456789abcdef".utf8.contains($0) }
            guard plain, names.insert(record.file).inserted, record.bytes >= 0, hexadecimal,
                  record.frame.map(manifest.frames.contains) ?? true else {
                fuzzFinding("files[\(index)] was trusted: \(record)")
            }
        }
    }
}

/// libFuzzer calls this with each input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    guard let bytes else { return 0 }
    ManifestFuzzer.run(Data(bytes: bytes, count: count))
    return 0
}

/// The program's entry point (see `runLibFuzzer`).
@_cdecl("ManifestFuzzer_main")
public func fuzzerMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runLibFuzzer(argc, argv) { bytes, length in fuzzOneInput(bytes, length) }
}
