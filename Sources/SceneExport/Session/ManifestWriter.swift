import FileAccess
import Dispatch
import Foundation
import FrameRendering

/// Keeps a render's manifest up to date as frames complete, and writes it atomically: at most every
/// ``RenderSession/manifestInterval`` seconds while frames complete, and whenever asked.
///
/// Per-frame files are kept compactly (size and a 32-byte digest, the name made from the sink and
/// the frame when written) and the manifest is streamed to its file, so memory stays small however
/// many frames a render has.
struct ManifestWriter {
    /// A per-frame file: its size and digest.
    struct FrameFile: Sendable {
        let bytes: Int
        let digest: SHA256Hasher.Digest
    }

    let url: URL
    /// The manifest's scene, settings, shard and frames; its `files` are not kept here.
    private(set) var manifest: RenderManifest
    private let fileNames: [@Sendable (Int) -> String]
    /// The place of each sink with a file per frame in `fileNames`, by its name.
    private let slots: [String: Int]
    /// Per-frame files by `frame * sinks + slot`.
    private var frameFiles: [Int: FrameFile] = [:]
    /// Whole-render files by name.
    private var wholeFiles: [String: FileRecord] = [:]
    /// How many frames and files this render wrote.
    private(set) var drawnCount = 0
    private(set) var writtenFrameFiles = 0
    private(set) var writtenWholeFiles: [FileRecord] = []
    private var lastWrite = DispatchTime(uptimeNanoseconds: 0)

    /// Starts from `manifest`, whose files are those kept from before.
    /// - Parameters:
    ///   - url: The manifest file.
    ///   - manifest: The manifest as the render starts.
    ///   - fileNames: Each sink with a file per frame: its name, and its file's name for a frame.
    init(url: URL, manifest: RenderManifest, fileNames: [(sink: String, fileName: @Sendable (Int) -> String)]) throws(RenderError) {
        self.url = url
        self.manifest = manifest
        self.fileNames = fileNames.map(\.fileName)
        self.slots = Dictionary(fileNames.enumerated().map { ($1.sink, $0) }, uniquingKeysWith: { first, _ in first })
        let fileNames = self.fileNames
        for record in manifest.files {
            guard let frame = record.frame else {
                wholeFiles[record.file] = record
                continue
            }
            guard let slot = fileNames.firstIndex(where: { $0(frame) == record.file }),
                  let digest = SHA256Hasher.Digest(hex: record.sha256) else { continue }
            frameFiles[key(frame: frame, slot: slot)] = FrameFile(bytes: record.bytes, digest: digest)
        }
        self.manifest.files = []
    }

    private func key(frame: Int, slot: Int) -> Int { frame * max(1, fileNames.count) + slot }

    /// Records that a frame is done, with the files written for it.
    /// - Parameters:
    ///   - frame: The frame.
    ///   - files: The files written for it, by the name of the sink that wrote each.
    ///   - drawn: Whether its files were drawn and written.
    mutating func record(frame: Int, files: [String: FrameFile], drawn: Bool) {
        manifest.frames.insert(frame)
        for (sink, file) in files {
            guard let slot = slots[sink] else { continue }
            frameFiles[key(frame: frame, slot: slot)] = file
            writtenFrameFiles += 1
        }
        if drawn { drawnCount += 1 }
    }

    /// Records a whole-render file written.
    mutating func record(_ file: FileRecord) {
        wholeFiles[file.file] = file
        writtenWholeFiles.append(file)
    }

    /// Writes the manifest if it was last written long enough ago.
    mutating func writeIfDue() throws(RenderError) {
        let now = DispatchTime.now()
        guard Double(now.uptimeNanoseconds - lastWrite.uptimeNanoseconds) / 1e9 >= RenderSession.manifestInterval else { return }
        try write()
    }

    /// Writes the manifest now: to a temporary file, then renamed into place.
    mutating func write() throws(RenderError) {
        let sinks = max(1, fileNames.count)
        let wholeNames = wholeFiles.keys.sorted()
        let order = orderedFiles(sinks: sinks, wholeNames: wholeNames)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(OutputFolder.temporaryName(for: url.lastPathComponent))
        do throws(RenderError) {
            let file = try StreamFile(url: temporary)
            var failure: RenderError?
            manifest.writeJSON(fileCount: order.count, fileLine: { index in
                let code = order[index]
                guard code >= 0 else { return wholeFiles[wholeNames[-code - 1]]?.jsonLine ?? "" }
                guard let frameFile = frameFiles[code] else { return "" }
                return FileRecord(file: fileNames[code % sinks](code / sinks), frame: code / sinks, bytes: frameFile.bytes,
                                  sha256: frameFile.digest.hex).jsonLine
            }, emit: { text in
                guard failure == nil else { return }
                do throws(RenderError) { try file.write(text) } catch { failure = error }
            })
            if let failure { throw failure }
            try file.close()
            guard rename(temporary.path, url.path) == 0 else {
                throw RenderError.output(path: url.relativePath, reason: SystemError.describeCurrent())
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
        lastWrite = DispatchTime.now()
    }

    /// Every file in name order, as codes: a per-frame file's key, or `-(i + 1)` for the *i*th
    /// whole-render file of `wholeNames`.
    ///
    /// Per-frame names usually sort as their frames do (`frame_000041.png` < `frame_000042.png`), so
    /// the order is worked out from the keys, making one name at a time and keeping memory flat;
    /// when they do not (past a million frames, or several sinks), every name is made and sorted.
    private func orderedFiles(sinks: Int, wholeNames: [String]) -> [Int] {
        let keys = frameFiles.keys.sorted()
        let name = { (code: Int) in code >= 0 ? fileNames[code % sinks](code / sinks) : wholeNames[-code - 1] }
        var previous = ""
        var inOrder = true
        for key in keys {
            let current = name(key)
            if current <= previous { inOrder = false; break }
            previous = current
        }
        let wholeCodes = wholeNames.indices.map { -($0 + 1) }
        guard inOrder else {
            return (keys + wholeCodes).map { (name($0), $0) }.sorted { $0.0 < $1.0 }.map(\.1)
        }
        var ordered: [Int] = []
        ordered.reserveCapacity(keys.count + wholeCodes.count)
        var whole = wholeCodes[...]
        for key in keys {
            let current = name(key)
            while let next = whole.first, name(next) < current {
                ordered.append(next)
                whole = whole.dropFirst()
            }
            ordered.append(key)
        }
        return ordered + whole
    }
}
