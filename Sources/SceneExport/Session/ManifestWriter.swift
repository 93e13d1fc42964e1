import CairoRasterizer
import Dispatch
import Foundation

/// Keeps a render's manifest up to date as frames complete, and writes it atomically, at most
/// every ``RenderSession/manifestInterval`` seconds while frames complete and whenever asked.
struct ManifestWriter {
    let url: URL
    private(set) var manifest: RenderManifest
    /// The files recorded, by name.
    private var records: [String: FileRecord]
    /// The files this render wrote, in the order they were recorded.
    private(set) var writtenFiles: [FileRecord] = []
    /// How many frames this render drew.
    private(set) var drawnCount = 0
    private var lastWrite = DispatchTime(uptimeNanoseconds: 0)

    init(url: URL, manifest: RenderManifest) {
        self.url = url
        self.manifest = manifest
        self.records = Dictionary(manifest.files.map { ($0.file, $0) }, uniquingKeysWith: { _, last in last })
    }

    /// Records that a frame is done, with the files written for it.
    mutating func record(frame: Int, files: [FileRecord], drawn: Bool) {
        manifest.frames.insert(frame)
        for file in files { record(file) }
        if drawn { drawnCount += 1 }
    }

    /// Records a file written.
    mutating func record(_ file: FileRecord) {
        records[file.file] = file
        writtenFiles.append(file)
    }

    /// Writes the manifest if it was last written long enough ago.
    mutating func writeIfDue() throws(RenderError) {
        let now = DispatchTime.now()
        guard Double(now.uptimeNanoseconds - lastWrite.uptimeNanoseconds) / 1e9 >= RenderSession.manifestInterval else { return }
        try write()
    }

    /// Writes the manifest now, atomically.
    mutating func write() throws(RenderError) {
        manifest.files = records.values.sorted { $0.file < $1.file }
        let bytes = [UInt8](manifest.jsonText.utf8)
        do {
            try BinaryFile.writeAtomically(bytes, to: url)
        } catch {
            throw .output(path: url.relativePath, reason: error.reason)
        }
        lastWrite = DispatchTime.now()
    }
}
