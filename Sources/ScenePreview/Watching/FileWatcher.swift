import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Watches files with Linux's inotify and calls back when one is saved (or, for whole folders,
/// when a file in one is saved, made or removed).
///
/// It watches each file's folder, not the file: an editor that saves by writing a new file and
/// renaming it over the old one (vim, most IDEs) replaces the file's inode, which a watch on the
/// file would lose. A file counts as saved when a writer closes it (`IN_CLOSE_WRITE`) or another
/// file is renamed onto it (`IN_MOVED_TO`); it is read no sooner, so a save is never seen half
/// written. One thread blocks in `poll` on the inotify descriptor and a pipe that ``stop()``
/// writes to: nothing polls the files on a timer.
package final class FileWatcher: Sendable {
    private let inotify: Int32
    private let stopPipe: (read: Int32, write: Int32)
    /// Folder watch descriptors → the folder's watched file names → the paths as given.
    private let watched: [Int32: [String: [String]]]
    /// Watch descriptors of whole folders → the folder, and the end of the names that count there.
    private let watchedFolders: [Int32: String]
    private let suffix: String
    private let stopped = Atomic<Bool>(false)

    /// Starts watching.
    /// - Parameters:
    ///   - paths: The files, as given; several may share a folder.
    ///   - saved: Called on the watcher's thread with the path (as given) of each file saved.
    /// - Throws: ``FileWatcherError`` naming the folder that cannot be watched.
    package convenience init(paths: [String], saved: @escaping @Sendable (String) -> Void) throws(FileWatcherError) {
        var files: [String: [String: [String]]] = [:]
        for path in paths {
            let url = URL(fileURLWithPath: path)
            files[url.deletingLastPathComponent().path, default: [:]][url.lastPathComponent, default: []].append(path)
        }
        try self.init(files: files, folders: [], suffix: "", saved: saved)
    }

    /// Starts watching every file of some folders whose name ends in `suffix` (not their
    /// subfolders): saved, made, renamed onto, removed or renamed away.
    /// - Parameters:
    ///   - folders: The folders.
    ///   - suffix: The end of the names that count, such as `.swift`.
    ///   - changed: Called on the watcher's thread with the path (folder and name) of each file changed.
    /// - Throws: ``FileWatcherError`` naming the folder that cannot be watched.
    package convenience init(folders: [String], suffix: String, changed: @escaping @Sendable (String) -> Void) throws(FileWatcherError) {
        try self.init(files: [:], folders: folders, suffix: suffix, saved: changed)
    }

    private init(files: [String: [String: [String]]], folders: [String], suffix: String,
                 saved: @escaping @Sendable (String) -> Void) throws(FileWatcherError) {
        let descriptor = inotify_init1(Int32(IN_CLOEXEC))
        guard descriptor >= 0 else { throw FileWatcherError(message: "inotify_init1: \(String(cString: strerror(errno)))") }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            close(descriptor)
            throw FileWatcherError(message: "pipe: \(String(cString: strerror(errno)))")
        }
        var watched: [Int32: [String: [String]]] = [:]
        var watchedFolders: [Int32: String] = [:]
        let saves = UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO)
        let requests = files.keys.sorted().map { ($0, saves, false) }
            + folders.map { ($0, saves | UInt32(IN_CREATE) | UInt32(IN_DELETE) | UInt32(IN_MOVED_FROM), true) }
        for (folder, mask, isWholeFolder) in requests {
            let watch = inotify_add_watch(descriptor, folder, mask)
            guard watch >= 0 else {
                let reason = String(cString: strerror(errno))
                close(descriptor)
                close(ends[0])
                close(ends[1])
                throw FileWatcherError(message: "\(folder): cannot watch the folder: \(reason)")
            }
            if isWholeFolder {
                watchedFolders[watch] = folder
            } else {
                watched[watch, default: [:]].merge(files[folder] ?? [:]) { $0 + $1 }
            }
        }
        self.inotify = descriptor
        self.stopPipe = (ends[0], ends[1])
        self.watched = watched
        self.watchedFolders = watchedFolders
        self.suffix = suffix
        let thread = Thread { [self] in self.readEvents(saved) }
        thread.name = "zoetrope preview: file watcher"
        thread.start()
    }

    /// Stops watching; the callback is not called after the watcher's thread sees it.
    package func stop() {
        guard !stopped.exchange(true, ordering: .sequentiallyConsistent) else { return }
        var byte: UInt8 = 1
        _ = write(stopPipe.write, &byte, 1)
    }

    /// Reads events until ``stop()``; then closes the descriptors.
    private func readEvents(_ saved: @Sendable (String) -> Void) {
        defer {
            stopped.store(true, ordering: .sequentiallyConsistent)
            close(inotify)
            close(stopPipe.read)
            close(stopPipe.write)
        }
        let bufferSize = 64 * 1024
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: bufferSize, alignment: MemoryLayout<inotify_event>.alignment)
        defer { buffer.deallocate() }
        while !stopped.load(ordering: .sequentiallyConsistent) {
            var descriptors = [pollfd(fd: inotify, events: Int16(POLLIN), revents: 0),
                               pollfd(fd: stopPipe.read, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&descriptors, 2, -1)
            if ready < 0 {
                if errno == EINTR { continue }
                return
            }
            if descriptors[1].revents != 0 { return }
            guard descriptors[0].revents & Int16(POLLIN) != 0 else { continue }
            let count = read(inotify, buffer, bufferSize)
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return
            }
            for path in savedPaths(in: UnsafeRawBufferPointer(start: buffer, count: count)) where !stopped.load(ordering: .sequentiallyConsistent) {
                saved(path)
            }
        }
    }

    /// The watched paths an event buffer names, each once, in the order first named.
    private func savedPaths(in events: UnsafeRawBufferPointer) -> [String] {
        var paths: [String] = []
        var offset = 0
        let headerSize = MemoryLayout<inotify_event>.size
        while offset + headerSize <= events.count {
            let event = events.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
            let nameStart = offset + headerSize
            let nameEnd = min(nameStart + Int(event.len), events.count)
            let nameBytes = events[nameStart..<nameEnd].prefix { $0 != 0 }
            let name = String(decoding: nameBytes, as: UTF8.self)
            offset = nameEnd
            if let folder = watchedFolders[event.wd] {
                let changes = UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO) | UInt32(IN_CREATE) | UInt32(IN_DELETE) | UInt32(IN_MOVED_FROM)
                let path = folder + "/" + name
                if event.mask & changes != 0, event.mask & UInt32(IN_ISDIR) == 0, name.hasSuffix(suffix), !paths.contains(path) {
                    paths.append(path)
                }
                continue
            }
            guard event.mask & (UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO)) != 0 else { continue }
            for path in watched[event.wd]?[name] ?? [] where !paths.contains(path) {
                paths.append(path)
            }
        }
        return paths
    }
}
