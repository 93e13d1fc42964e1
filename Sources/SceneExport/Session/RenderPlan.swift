import Foundation
import FrameRendering

/// What one render will do, decided before any frame is computed from the request, the scene's
/// manifest identity and the manifest the folder holds: which frames to compute, which of them
/// must have their files written, and which files of an earlier render go.
///
/// Making a plan writes nothing. It looks at the folder only to check that the files a resume
/// would keep are whole (their size and SHA-256) and, for a render that replaces the folder's,
/// to find frame files of renders from before manifests.
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

    /// Whether a render replaces what its folder holds (no frame range, no resume) rather than
    /// adding to it; a replacing render does not need the folder's manifest to be readable.
    static func replacesFolder(_ request: RenderRequest) -> Bool {
        request.frames == nil && !request.resume
    }

    /// Plans a render.
    /// - Parameters:
    ///   - request: What to render.
    ///   - identity: The manifest of the render with no frame done: its scene and settings.
    ///   - all: Every frame asked for.
    ///   - part: The frames this render computes (a shard's part of `all`, or all of them).
    ///   - previous: The manifest the folder holds for this render's shard, if any.
    /// - Returns: The plan.
    /// - Throws: ``RenderError/foreignRender(folder:differences:advice:)`` when a resume or a frame
    ///   range would add to a render of another scene or with other settings.
    static func make(request: RenderRequest, identity: RenderManifest, all: ClosedRange<Int>, part: Range<Int>,
                     previous: RenderManifest?) throws(RenderError) -> RenderPlan {
        let folder = request.outputDirectory
        let requested = part.isEmpty ? FrameSet() : FrameSet([part.lowerBound...(part.upperBound - 1)])
        var fresh = identity
        if let shard = request.shard {
            fresh.shard = RenderManifest.ShardPart(shard: shard, frames: requested, of: FrameSet([all]))
        }
        let isReplace = replacesFolder(request)
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
            kept = previous.files.filter { $0.frame != nil }
            covered = recordedFrames(of: previous, records: kept, sinks: request.sinks)
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

    /// The frames `previous` lists as done that have a record for every format of a file per
    /// frame it held, named as that format names the frame's file; a frame listed without them is
    /// not done, whatever the manifest says.
    /// - Complexity: O(*f* log *f*) in the records, however many frames are listed.
    private static func recordedFrames(of previous: RenderManifest, records: [FileRecord], sinks: [FrameSink]) -> FrameSet {
        let held = Set((previous.settings[RenderManifest.frameFormatsKey] ?? "").split(separator: ",").map(String.init))
        let namers = sinks.filter { held.contains($0.name) }.compactMap(\.frameFileName)
        guard !namers.isEmpty else { return previous.frames }
        var counts: [Int: Int] = [:]
        for record in records {
            guard let frame = record.frame, namers.contains(where: { $0(frame) == record.file }) else { continue }
            counts[frame, default: 0] += 1
        }
        let recorded = FrameSet(counts.filter { $0.value == namers.count }.map { $0.key...$0.key })
        return previous.frames.subtracting(previous.frames.subtracting(recorded))
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
              let digest = SHA256Hasher.digest(ofFileAt: url) else { return false }
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
