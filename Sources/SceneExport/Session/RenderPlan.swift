import Foundation
import FrameRendering

/// What one render will do, decided from the request and the folder's manifest before any frame
/// is computed.
///
/// - **A whole render** (no `--frames`, no `--resume`) replaces whatever render the folder held:
///   the files its manifest lists, and frame files of renders from before manifests, are removed.
/// - **A frame range** adds or replaces those frames in a folder holding the same scene with the
///   same settings (or an empty folder); the manifest then lists every frame in the folder.
/// - **A resume** keeps every frame whose files are present with the size and SHA-256 the manifest
///   records, and draws the rest.
/// - Either way, a whole-render file (the CSV) is written again for every frame the folder holds,
///   so it always matches the frames on disk.
struct RenderPlan {
    /// The frames to compute, in order.
    let frames: [Int]
    /// The frames whose per-frame files are drawn and written.
    let toDraw: FrameSet
    /// The manifest as the render starts: the frames and files kept from before.
    let startingManifest: RenderManifest
    /// The frames a resume kept.
    let keptFrames: Int
    /// Files of an earlier render to remove before starting.
    let filesToRemove: [String]

    static func make(session: RenderSession, all: ClosedRange<Int>, part: Range<Int>) throws(RenderError) -> RenderPlan {
        let request = session.request
        let folder = request.outputDirectory
        let manifestURL = folder.appendingPathComponent(RenderManifest.fileName(for: request.shard))
        let requested = part.isEmpty ? FrameSet() : FrameSet([part.lowerBound...(part.upperBound - 1)])
        var fresh = session.identity
        if let shard = request.shard {
            fresh.shard = RenderManifest.ShardPart(shard: shard, frames: requested, of: FrameSet([all]))
        }
        let isReplace = request.frames == nil && !request.resume
        let previous = isReplace ? ((try? RenderManifest.read(from: manifestURL)) ?? nil) : try RenderManifest.read(from: manifestURL)
        if !isReplace, let previous {
            try checkSameRender(previous, as: fresh, folder: folder)
        }
        let perFrame = request.sinks.compactMap(\.frameFileName)
        let wholeNames = request.sinks.compactMap { sink in
            sink.wholeFileName.map { name in request.shard.map { $0.partName(of: name) } ?? name }
        }

        var covered = FrameSet()
        var kept: [FileRecord] = []
        var toDraw = perFrame.isEmpty ? FrameSet() : requested
        var keptFrames = 0
        if !isReplace, let previous {
            covered = previous.frames
            kept = previous.files.filter { $0.frame != nil }
            if request.resume, !perFrame.isEmpty {
                (toDraw, keptFrames) = framesToRedraw(of: requested, covered: covered, records: kept, perFrame: perFrame,
                                                      folder: folder)
            }
            covered = FrameSet(covered.ranges.flatMap { range in range.filter { !toDraw.contains($0) }.map { $0...$0 } })
            kept.removeAll { record in record.frame.map { toDraw.contains($0) || !covered.contains($0) } ?? true }
        }
        var starting = fresh
        starting.frames = covered
        starting.files = kept

        let allFrames = covered.union(requested)
        let frames = wholeNames.isEmpty ? toDraw.frames : allFrames.frames
        // A resume or range writes its whole-render files again, and drops the folder's others
        // (a video no longer asked for would not match the frames).
        let previousWholeFiles = previous?.files.filter { $0.frame == nil }.map(\.file) ?? []
        let removals = isReplace
            ? filesReplaced(previous: previous, requested: requested, perFrame: perFrame, folder: folder,
                            sharded: request.shard != nil) + wholeNames
            : wholeNames + previousWholeFiles
        return RenderPlan(frames: frames, toDraw: toDraw, startingManifest: starting, keptFrames: keptFrames,
                          filesToRemove: removals)
    }

    /// Removes the files of the earlier render this one replaces or rewrites.
    func clearFolder(of session: RenderSession) throws(RenderError) {
        let folder = session.request.outputDirectory
        for name in Set(filesToRemove) {
            let url = folder.appendingPathComponent(name)
            guard FileManager.default.fileExists(atPath: url.path) else { continue }
            do {
                try FileManager.default.removeItem(at: url)
            } catch {
                throw .output(path: url.relativePath, reason: SystemError.describe(error))
            }
        }
    }

    // MARK: Steps

    /// Refuses to add to a folder holding another scene, other settings, or another shard layout.
    private static func checkSameRender(_ previous: RenderManifest, as fresh: RenderManifest, folder: URL) throws(RenderError) {
        var differences = previous.differences(whenAddingTo: fresh)
        if previous.shard != fresh.shard {
            differences.append("shard part \(previous.shard.map { "\($0.shard) of frames \($0.frames)" } ?? "none") "
                               + "(now \(fresh.shard.map { "\($0.shard) of frames \($0.frames)" } ?? "none"))")
        }
        guard !differences.isEmpty else { return }
        throw .foreignRender(folder: folder.relativePath, differences: differences,
                             advice: "To replace it, render again without --resume and --frames; to keep it, choose another --out.")
    }

    /// The frames of `requested` whose files are missing or differ from their records, and how
    /// many are whole.
    private static func framesToRedraw(of requested: FrameSet, covered: FrameSet, records: [FileRecord],
                                       perFrame: [@Sendable (Int) -> String], folder: URL) -> (FrameSet, Int) {
        let byName = Dictionary(records.map { ($0.file, $0) }, uniquingKeysWith: { _, last in last })
        var redraw = FrameSet()
        var whole = 0
        for frame in requested.frames {
            let intact = covered.contains(frame) && perFrame.allSatisfy { fileName in
                byName[fileName(frame)].map { isIntact($0, in: folder) } ?? false
            }
            if intact { whole += 1 } else { redraw.insert(frame) }
        }
        return (redraw, whole)
    }

    /// Whether a recorded file is on disk with its recorded size and SHA-256.
    private static func isIntact(_ record: FileRecord, in folder: URL) -> Bool {
        let url = folder.appendingPathComponent(record.file)
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
              (attributes[.size] as? NSNumber)?.intValue == record.bytes,
              let digest = SHA256.digest(ofFileAt: url) else { return false }
        return digest.sha256 == record.sha256
    }

    /// The files of the render a whole render replaces: those its manifest lists, and frame files
    /// (named as this render's sinks name them) of frames this render does not write.
    private static func filesReplaced(previous: RenderManifest?, requested: FrameSet, perFrame: [@Sendable (Int) -> String],
                                      folder: URL, sharded: Bool) -> [String] {
        var names = previous?.files.map(\.file) ?? []
        guard !sharded, let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return names }
        for name in entries {
            guard let frame = trailingNumber(in: name), !requested.contains(frame),
                  perFrame.contains(where: { $0(frame) == name }) else { continue }
            names.append(name)
        }
        return names
    }

    /// The last run of digits in a name: 42 in `frame_000042.png`.
    private static func trailingNumber(in name: String) -> Int? {
        let digits = name.reversed().drop { !$0.isNumber }.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count <= 18 else { return nil }
        return Int(String(digits.reversed()))
    }
}
