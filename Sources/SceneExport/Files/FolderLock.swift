import FileAccess
import Foundation
import FrameRendering

/// Holds an output folder for one render, with `flock` on `.zoetrope.lock`.
///
/// A whole render (and a merge) holds the folder exclusively. A shard holds it shared, so the N
/// shards of one render can write into one folder at once, and holds its own
/// `.zoetrope-shard-K-of-N.lock` exclusively, so the same shard cannot run twice. The kernel
/// releases a lock when its process dies, so a killed render never blocks the next one. Each
/// exclusive holder writes its process id and host into its lock file, for the message others get,
/// and empties it when it lets go, so a finished render leaves the same (empty) lock file as any other.
///
/// `flock` is honoured by local file systems; some network file systems ignore it, so shards on
/// many machines must each be given their own K.
public final class FolderLock {
    /// The name of the folder's lock file.
    public static let fileName = ".zoetrope.lock"

    private var descriptors: [(descriptor: Int32, exclusive: Bool)] = []

    /// Takes the folder's lock.
    /// - Parameters:
    ///   - folder: The output folder; it must exist.
    ///   - shard: The shard being rendered, or `nil` for the whole folder.
    /// - Throws: ``RenderError/locked(folder:holder:)`` when another process holds it;
    ///   ``RenderError/output(path:reason:)`` when the lock file cannot be opened.
    public init(folder: URL, shard: ShardSpec?) throws(RenderError) {
        let main = folder.appendingPathComponent(Self.fileName)
        if let shard {
            try take(main, exclusive: false, folder: folder)
            try take(folder.appendingPathComponent(".zoetrope-\(shard.fileTag).lock"), exclusive: true, folder: folder)
        } else {
            try take(main, exclusive: true, folder: folder)
        }
    }

    deinit {
        release()
    }

    /// Releases the lock; the lock files stay.
    public func release() {
        for (descriptor, exclusive) in descriptors {
            // No longer anyone's: the holder's name goes before the lock does.
            if exclusive { _ = ftruncate(descriptor, 0) }
            // Unlock before closing: a child process forked in the meantime shares the open file
            // description until it execs, and closing alone would leave the lock held until then.
            flock(descriptor, LOCK_UN)
            close(descriptor)
        }
        descriptors.removeAll()
    }

    private func take(_ url: URL, exclusive: Bool, folder: URL) throws(RenderError) {
        let descriptor = open(url.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            release()
            throw .output(path: url.relativePath, reason: SystemError.describeCurrent())
        }
        guard flock(descriptor, (exclusive ? LOCK_EX : LOCK_SH) | LOCK_NB) == 0 else {
            let holder = Self.holder(descriptor)
            close(descriptor)
            release()
            throw .locked(folder: folder.relativePath, holder: holder)
        }
        descriptors.append((descriptor, exclusive))
        if exclusive { Self.writeHolder(descriptor) }
    }

    /// `process 1234 on host` from a lock file, or a plain phrase when it names no one.
    private static func holder(_ descriptor: Int32) -> String {
        var bytes = [UInt8](repeating: 0, count: 256)
        let count = pread(descriptor, &bytes, bytes.count, 0)
        let text = count > 0 ? String(decoding: bytes[0..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) : ""
        return text.isEmpty ? "another render" : text
    }

    private static func writeHolder(_ descriptor: Int32) {
        let text = "process \(getpid()) on \(ProcessInfo.processInfo.hostName)\n"
        _ = ftruncate(descriptor, 0)
        _ = text.withCString { pwrite(descriptor, $0, strlen($0), 0) }
    }
}
