import FileAccess
import Foundation
import FrameRendering

/// The folder a render writes into, held for one render: its lock, the files an earlier render
/// left that this one replaces, the staging and atomic commit of every file, and the manifest.
///
/// - **Lock.** Opening takes ``FolderLock`` (a shard shares the folder with the other shards) and
///   removes what killed renders left for the files this render writes.
/// - **Staging and commit.** A frame's file is written under a temporary name in the folder and
///   renamed into place the moment it is complete (on the worker that made it). A whole-render
///   file is written by its sink under a temporary name (``stage(_:)``) and renamed into place
///   when the sink finishes a completed render (``commit(_:as:digest:)``).
/// - **Manifest.** Every frame and file is recorded as it completes, and the manifest rewritten
///   atomically at most every ``RenderSession/manifestInterval`` seconds and when the render
///   stops, however it stops.
///
/// The static members check, make and tidy output folders without holding one
/// (`OutputFolder+Paths.swift`).
public final class OutputFolder {
    /// The folder.
    let url: URL
    /// The shard rendered into it, if the render is split.
    let shard: ShardSpec?
    private let lock: FolderLock
    /// The manifest, from ``begin(_:fileNames:)`` on.
    private var manifest: ManifestWriter?
    /// Removals of replaced files still running in the background (``discard(_:)``).
    private let discarding = DispatchGroup()

    /// Opens a folder for a render: checks it, makes it if missing, takes its lock and removes the
    /// temporary files killed renders left for files this render writes.
    /// - Parameters:
    ///   - url: The output folder.
    ///   - shard: The shard rendered, or `nil` for the whole render.
    ///   - owns: Whether this render may remove a temporary file left for a name.
    /// - Throws: ``RenderError`` for a folder that cannot be rendered into or is locked.
    init(opening url: URL, shard: ShardSpec?, owns: (String) -> Bool) throws(RenderError) {
        try Self.prepare(url)
        self.url = url
        self.shard = shard
        lock = try FolderLock(folder: url, shard: shard)
        Self.removeLeftovers(in: url, owns: owns, staging: shard == nil)
    }

    /// Waits for replaced files to be gone, then releases the folder's lock.
    func close() {
        discarding.wait()
        lock.release()
    }

    // MARK: Manifest

    /// The manifest the folder holds for this render's shard (or the whole render), if any.
    /// - Parameter ignoringDamage: Whether a manifest that cannot be read counts as none (a
    ///   render that replaces the folder's does not need it).
    /// - Throws: ``RenderError`` for a manifest that cannot be read, unless ignored.
    func existingManifest(ignoringDamage: Bool) throws(RenderError) -> RenderManifest? {
        let manifestURL = url.appendingPathComponent(RenderManifest.fileName(for: shard))
        return ignoringDamage ? ((try? RenderManifest.read(from: manifestURL)) ?? nil) : try RenderManifest.read(from: manifestURL)
    }

    /// Starts the render in the folder: removes the files of the earlier render the plan replaces
    /// or rewrites, and writes the manifest as the render starts.
    /// - Parameters:
    ///   - plan: The render's plan.
    ///   - fileNames: Each sink with a file per frame, by name, with its file's name for a frame.
    /// - Throws: ``RenderError/output(path:reason:)``.
    func begin(_ plan: RenderPlan, fileNames: [(sink: String, fileName: @Sendable (Int) -> String)]) throws(RenderError) {
        for name in Set(plan.filesToRemove) {
            let file = url.appendingPathComponent(name)
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path) else { continue }
            if attributes[.type] as? FileAttributeType == .typeRegular,
               (attributes[.size] as? Int ?? 0) >= Self.discardedInBackgroundBytes, discard(file) {
                continue
            }
            do {
                try FileManager.default.removeItem(at: file)
            } catch {
                throw .output(path: file.relativePath, reason: SystemError.describe(error))
            }
        }
        var writer = try ManifestWriter(url: url.appendingPathComponent(RenderManifest.fileName(for: shard)),
                                        manifest: plan.startingManifest, fileNames: fileNames)
        try writer.write()
        manifest = writer
    }

    /// The size from which a replaced file is removed in the background. Removing a large file
    /// frees its cached pages then and there: 35–40 ms for a 200 MB CSV, which a render would
    /// otherwise wait for before its first frame (docs/performance.md, "CSV").
    static let discardedInBackgroundBytes = 1 << 20

    /// Moves a replaced file out of the way under a name of its own (``discardedPrefix``), so its
    /// name is free at once, and removes it on another thread while the render runs; ``close()``
    /// waits for that. A render killed in between leaves the file to the next render's
    /// ``removeLeftovers(in:owns:staging:)``.
    /// - Returns: Whether the file was moved (if not, the caller removes it).
    private func discard(_ file: URL) -> Bool {
        let aside = url.appendingPathComponent(Self.discardedPrefix + UUID().uuidString)
        guard rename(file.path, aside.path) == 0 else { return false }
        DispatchQueue.global(qos: .utility).async(group: discarding) {
            unlink(aside.path)
        }
        return true
    }

    /// Records that a frame is done, with the files written for it, and rewrites the manifest
    /// when it is due.
    /// - Parameters:
    ///   - frame: The frame.
    ///   - files: The files written for it, by the name of the sink that wrote each.
    ///   - drawn: Whether its files were drawn and written.
    /// - Throws: ``RenderError/output(path:reason:)`` when the manifest cannot be written.
    func record(frame: Int, files: [String: ManifestWriter.FrameFile], drawn: Bool) throws(RenderError) {
        manifest?.record(frame: frame, files: files, drawn: drawn)
        try manifest?.writeIfDue()
    }

    /// Writes the manifest now.
    /// - Throws: ``RenderError/output(path:reason:)``.
    func writeManifest() throws(RenderError) {
        try manifest?.write()
    }

    /// What the manifest records: the frames the folder holds, and what this render wrote.
    var written: (frames: FrameSet, drawnFrames: Int, frameFiles: Int, wholeFiles: [FileRecord]) {
        (manifest?.manifest.frames ?? FrameSet(), manifest?.drawnCount ?? 0, manifest?.writtenFrameFiles ?? 0,
         manifest?.writtenWholeFiles ?? [])
    }

    // MARK: Files

    /// Where a whole-render file is written before it is complete, and the name it then takes:
    /// its own in a whole render, a shard's part name (``ShardSpec/partName(of:)``) in a shard.
    /// - Parameter fileName: The file's name in an unsharded render.
    /// - Returns: A temporary file in the folder, and the file's name.
    func stage(_ fileName: String) -> (temporary: URL, name: String) {
        let name = shard.map { $0.partName(of: fileName) } ?? fileName
        return (url.appendingPathComponent(Self.temporaryName(for: name)), name)
    }

    /// Moves a completed whole-render file into place and records it in the manifest; removes
    /// the temporary file when it cannot.
    /// - Parameters:
    ///   - temporary: The file, as ``stage(_:)`` placed it.
    ///   - name: The name it takes.
    ///   - digest: Its SHA-256 and size, if its sink computed them; otherwise they are read back.
    /// - Throws: ``RenderError/output(path:reason:)``.
    func commit(_ temporary: URL, as name: String, digest: (sha256: String, bytes: Int)?) throws(RenderError) {
        do throws(RenderError) {
            guard let digest = digest ?? SHA256Hasher.digest(ofFileAt: temporary) else {
                throw RenderError.output(path: temporary.path, reason: "cannot read back what was written")
            }
            let destination = url.appendingPathComponent(name)
            guard rename(temporary.path, destination.path) == 0 else {
                throw RenderError.output(path: destination.relativePath, reason: SystemError.describeCurrent())
            }
            manifest?.record(FileRecord(file: name, frame: nil, bytes: digest.bytes, sha256: digest.sha256))
        } catch {
            unlink(temporary.path)
            throw error
        }
    }

    /// Writes a frame's file whole: under a temporary name, then renamed into place. Safe on any
    /// thread (a render's workers write their frames' files at once).
    /// - Parameters:
    ///   - bytes: The file.
    ///   - name: Its name.
    ///   - folder: The output folder.
    /// - Returns: Its size and SHA-256, for the manifest.
    /// - Throws: ``RenderError/output(path:reason:)``.
    static func writeFrameFile(_ bytes: [UInt8], named name: String, in folder: URL) throws(RenderError) -> ManifestWriter.FrameFile {
        let file = folder.appendingPathComponent(name)
        do {
            try BinaryFile.writeAtomically(bytes, to: file)
        } catch {
            throw .output(path: file.relativePath, reason: error.reason)
        }
        return ManifestWriter.FrameFile(bytes: bytes.count, digest: try SHA256Hasher.compactDigest(of: bytes))
    }
}
