import FileAccess
import CairoRasterizer
import Foundation
import FrameRendering

/// Joins the parts that the N shards of one render wrote into one folder, so that the folder holds
/// exactly the files one unsharded render would have written, byte for byte.
///
/// Before anything changes, it checks that the parts `manifest.shard-1-of-N.json` …
/// `manifest.shard-N-of-N.json` are all there, agree on scene and settings, are complete, and that
/// every file they list is on disk with its recorded size and SHA-256. Then it joins each
/// whole-render file's parts (the CSV under one header), writes `manifest.json`, and removes the
/// parts.
public enum ShardMerger {
    /// What a merge did.
    public struct Report: Sendable {
        /// How many shards were joined.
        public var shards: Int
        /// The frames the folder holds.
        public var frames: FrameSet
        /// The files written by joining parts, and the manifest.
        public var files: [String]
    }

    /// Merges the shards' parts in `folder`.
    /// - Parameters:
    ///   - folder: The folder the shards rendered into.
    ///   - sinks: The sinks that may have written whole-render parts, to join them; the built-in
    ///     ones by default.
    /// - Returns: What was merged.
    /// - Throws: ``RenderError/merge(folder:message:)`` naming missing shards, missing or
    ///   different frames, or parts of different renders; ``RenderError/locked(folder:holder:)``
    ///   while a shard still renders. Nothing changes in the folder when it throws.
    public static func merge(_ folder: URL, sinks: [FrameSink] = [.png(), .csv]) throws(RenderError) -> Report {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .merge(folder: folder.relativePath, message: "no such folder")
        }
        let lock = try FolderLock(folder: folder, shard: nil)
        defer { lock.release() }
        let parts = try readParts(in: folder)
        try checkAgreement(of: parts, in: folder)
        try checkFrameRecords(of: parts, in: folder, sinks: sinks)
        try checkFiles(of: parts, in: folder)
        var merged = parts[0]
        merged.shard = nil
        merged.frames = parts.reduce(FrameSet()) { $0.union($1.frames) }
        merged.files = parts.flatMap { $0.files.filter { $0.frame != nil } }
        let joined = try joinWholeRenderFiles(of: parts, in: folder, sinks: sinks)
        merged.files = (merged.files + joined).sorted { $0.file < $1.file }
        try replaceManifest(with: merged, in: folder)
        removeParts(parts, in: folder)
        return Report(shards: parts.count, frames: merged.frames, files: joined.map(\.file) + [RenderManifest.fileName])
    }

    // MARK: Checks

    /// Every part manifest in the folder, in shard order, all of one N, none missing.
    private static func readParts(in folder: URL) throws(RenderError) -> [RenderManifest] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasPrefix("manifest.shard-") && $0.hasSuffix(".json") }.sorted()
        guard !names.isEmpty else {
            throw .merge(folder: folder.relativePath, message: "it holds no shard manifests (manifest.shard-K-of-N.json); "
                            + "render the shards with --shard K/N into it first")
        }
        var parts: [RenderManifest] = []
        for name in names {
            guard let part = try RenderManifest.read(from: folder.appendingPathComponent(name)), let shard = part.shard,
                  name == RenderManifest.fileName(for: shard.shard) else {
                throw .merge(folder: folder.relativePath, message: "\(name) is not a shard manifest")
            }
            parts.append(part)
        }
        let counts = Set(parts.compactMap { $0.shard?.shard.count })
        guard counts.count == 1, let count = counts.first else {
            throw .merge(folder: folder.relativePath, message: "it holds parts of renders split different ways "
                            + "(\(counts.sorted().map { "into \($0)" }.joined(separator: ", "))); remove the parts of the one you do not want")
        }
        let byIndex = Dictionary(parts.compactMap { part in part.shard.map { ($0.shard.index, part) } }, uniquingKeysWith: { first, _ in first })
        let missing = (1...count).filter { byIndex[$0] == nil }
        if !missing.isEmpty {
            let all = parts[0].shard?.of ?? FrameSet()
            let frames = missing.compactMap { index -> String? in
                guard let spec = ShardSpec(index: index, count: count), let first = all.ranges.first, let last = all.ranges.last else { return nil }
                let part = spec.part(of: first.lowerBound...last.upperBound)
                return part.isEmpty ? nil : "\(index)/\(count) (frames \(part.lowerBound)-\(part.upperBound - 1))"
            }
            throw .merge(folder: folder.relativePath, message: "shard\(missing.count == 1 ? "" : "s") "
                            + "\(frames.isEmpty ? missing.map { "\($0)/\(count)" }.joined(separator: ", ") : frames.joined(separator: ", ")) "
                            + "\(missing.count == 1 ? "is" : "are") missing; render \(missing.count == 1 ? "it" : "them") with --shard K/\(count)")
        }
        return (1...count).compactMap { byIndex[$0] }
    }

    /// All parts render the same scene with the same settings, and each did all its frames.
    private static func checkAgreement(of parts: [RenderManifest], in folder: URL) throws(RenderError) {
        for part in parts.dropFirst() {
            let differences = parts[0].differences(from: part)
            let of = parts[0].shard?.of == part.shard?.of
            guard differences.isEmpty, of else {
                let name = RenderManifest.fileName(for: part.shard?.shard)
                throw .merge(folder: folder.relativePath, message: "\(name) is from another render than \(RenderManifest.fileName(for: parts[0].shard?.shard)): "
                                + (differences.isEmpty ? ["other frames"] : differences).joined(separator: "; "))
            }
        }
        for part in parts {
            guard let shard = part.shard else { continue }
            let missing = shard.frames.subtracting(part.frames)
            guard missing.isEmpty else {
                throw .merge(folder: folder.relativePath, message: "shard \(shard.shard) has not finished: frames \(missing) are missing; "
                                + "run it again with --shard \(shard.shard) --resume")
            }
        }
    }

    /// Every frame a part lists as done has a file recorded for each of its formats of a file per
    /// frame, named as that format names the frame's file: a part that lists frames without their
    /// files would give a merged manifest that lists frames missing from the folder.
    private static func checkFrameRecords(of parts: [RenderManifest], in folder: URL, sinks: [FrameSink]) throws(RenderError) {
        for part in parts {
            let name = RenderManifest.fileName(for: part.shard?.shard)
            let formats = (part.settings[RenderManifest.frameFormatsKey] ?? "").split(separator: ",").map(String.init)
            let namers = formats.compactMap { format in sinks.first { $0.name == format }?.frameFileName }
            var perFrame: [Int: Int] = [:]
            for record in part.files {
                guard let frame = record.frame else { continue }
                if namers.count == formats.count, !namers.contains(where: { $0(frame) == record.file }) {
                    throw .merge(folder: folder.relativePath, message: "\(name) records \(record.file) as frame \(frame)'s file, "
                                    + "which is named \(namers.map { $0(frame) }.joined(separator: " or ")); render that shard again without --resume")
                }
                perFrame[frame, default: 0] += 1
            }
            if formats.isEmpty, let frame = perFrame.keys.min() {
                throw .merge(folder: folder.relativePath, message: "\(name) records a file for frame \(frame), but names no format "
                                + "of a file per frame; render that shard again without --resume")
            }
            guard !formats.isEmpty, let frame = firstFrame(of: part.frames, where: { perFrame[$0, default: 0] != formats.count })
            else { continue }
            throw .merge(folder: folder.relativePath, message: "\(name) lists frame \(frame) as done with \(perFrame[frame, default: 0]) "
                            + "file\(perFrame[frame, default: 0] == 1 ? "" : "s") for its \(formats.count) format\(formats.count == 1 ? "" : "s") "
                            + "of a file per frame (\(formats.joined(separator: ", "))); run that shard again with --resume")
        }
    }

    /// The first frame of `frames` for which `isWrong` holds. Used with a test that holds for
    /// every frame without records, the search stops at the first such frame, so it is bounded by
    /// the records, not by the frames listed (which a damaged manifest may give as 10¹²).
    private static func firstFrame(of frames: FrameSet, where isWrong: (Int) -> Bool) -> Int? {
        for range in frames.ranges {
            for frame in range where isWrong(frame) { return frame }
        }
        return nil
    }

    /// Every file the parts list is on disk with its recorded size and SHA-256.
    private static func checkFiles(of parts: [RenderManifest], in folder: URL) throws(RenderError) {
        var bad: [String] = []
        for part in parts {
            for record in part.files {
                let url = folder.appendingPathComponent(record.file)
                guard let digest = SHA256Hasher.digest(ofFileAt: url) else {
                    bad.append("\(record.file) is missing")
                    continue
                }
                if digest.bytes != record.bytes || digest.sha256 != record.sha256 {
                    bad.append("\(record.file) differs from what shard \(part.shard.map { "\($0.shard)" } ?? "?") wrote")
                }
            }
        }
        guard bad.isEmpty else {
            let shown = bad.prefix(10).joined(separator: "; ") + (bad.count > 10 ? "; and \(bad.count - 10) more" : "")
            throw .merge(folder: folder.relativePath, message: "\(shown); run the shards again with --resume")
        }
    }

    // MARK: Joining

    private static func joinWholeRenderFiles(of parts: [RenderManifest], in folder: URL,
                                             sinks: [FrameSink]) throws(RenderError) -> [FileRecord] {
        let formats = Set((parts[0].settings["formats"] ?? "").split(separator: ",").map(String.init))
        var records: [FileRecord] = []
        for sink in sinks where formats.contains(sink.name) {
            guard case .wholeRender(let fileName, let joinParts) = sink.output else { continue }
            let partURLs = parts.compactMap { $0.shard.map { folder.appendingPathComponent($0.shard.partName(of: fileName)) } }
            let temporary = folder.appendingPathComponent(OutputFolder.temporaryName(for: fileName))
            do throws(RenderError) {
                guard let joinParts else { throw RenderError.unsupported("a \(sink.name) cannot be joined from shards") }
                try joinParts(partURLs, temporary)
                guard let digest = SHA256Hasher.digest(ofFileAt: temporary) else {
                    throw RenderError.merge(folder: folder.relativePath, message: "cannot read back the joined \(fileName)")
                }
                let destination = folder.appendingPathComponent(fileName)
                guard rename(temporary.path, destination.path) == 0 else {
                    throw RenderError.output(path: destination.relativePath, reason: SystemError.describeCurrent())
                }
                records.append(FileRecord(file: fileName, frame: nil, bytes: digest.bytes, sha256: digest.sha256))
            } catch {
                try? FileManager.default.removeItem(at: temporary)
                throw error
            }
        }
        return records
    }

    /// Writes the merged manifest, after removing files an earlier whole render's manifest listed
    /// that the merged render does not.
    private static func replaceManifest(with merged: RenderManifest, in folder: URL) throws(RenderError) {
        let url = folder.appendingPathComponent(RenderManifest.fileName)
        let kept = Set(merged.files.map(\.file))
        if let earlier = try? RenderManifest.read(from: url) {
            for record in earlier.files where !kept.contains(record.file) {
                try? FileManager.default.removeItem(at: folder.appendingPathComponent(record.file))
            }
        }
        do {
            try BinaryFile.writeAtomically([UInt8](merged.jsonText.utf8), to: url)
        } catch {
            throw .output(path: url.relativePath, reason: error.reason)
        }
    }

    private static func removeParts(_ parts: [RenderManifest], in folder: URL) {
        for part in parts {
            guard let shard = part.shard?.shard else { continue }
            for record in part.files where record.frame == nil {
                try? FileManager.default.removeItem(at: folder.appendingPathComponent(record.file))
            }
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(RenderManifest.fileName(for: shard)))
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(".zoetrope-\(shard.fileTag).lock"))
        }
    }
}
