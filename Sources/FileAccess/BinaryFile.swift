import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole-file reads and all-or-nothing writes with POSIX calls, so failures carry the system's reason.
package enum BinaryFile {
    /// Why a file operation failed, in words (``SystemError``), plus what was being done.
    package struct Failure: Error {
        /// What failed, in words.
        package let reason: String
        /// Whether the file was read but is larger than the reader takes (as opposed to not
        /// readable at all).
        package var isTooLarge = false
    }

    /// Reads every byte of a file.
    /// - Parameter url: A file URL.
    /// - Returns: The file's contents; empty for an empty file.
    /// - Throws: ``Failure`` when the file cannot be opened or read.
    package static func contents(of url: URL) throws(Failure) -> [UInt8] {
        try contents(of: url, atMost: Int.max)
    }

    /// Reads a file that should be small (a scene), refusing what is not a file or is larger than
    /// `limit`, without waiting on a pipe no program writes to or reading a device such as
    /// `/dev/zero` for ever.
    ///
    /// Regular files and pipes (`/dev/stdin`, a shell's `<(command)`, a named pipe) are read;
    /// folders, devices and sockets are refused. A named pipe that no program has open for
    /// writing reads as empty.
    /// - Parameters:
    ///   - url: A file URL.
    ///   - limit: The most bytes to accept.
    /// - Returns: The file's contents.
    /// - Throws: ``Failure``; with ``Failure/isTooLarge`` when the file holds more than `limit` bytes.
    package static func contents(of url: URL, atMost limit: Int) throws(Failure) -> [UInt8] {
        // O_NONBLOCK so that opening a named pipe does not wait for a writer; reads block again below.
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw Failure(reason: SystemError.describeCurrent()) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw Failure(reason: SystemError.describeCurrent()) }
        switch status.st_mode & S_IFMT {
        case S_IFREG, S_IFIFO: break
        case S_IFDIR: throw Failure(reason: "it is a folder, not a file")
        case S_IFCHR, S_IFBLK: throw Failure(reason: "it is a device, not a file")
        default: throw Failure(reason: "it is not a file")
        }
        if status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) > limit {
            throw Failure(reason: "it is \(status.st_size) bytes, more than the \(limit) it may be", isTooLarge: true)
        }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return try readAll(descriptor, atMost: limit)
    }

    private static func readAll(_ descriptor: Int32, atMost limit: Int) throws(Failure) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                guard bytes.count + count <= limit else {
                    throw Failure(reason: "it holds more than the \(limit) bytes it may be", isTooLarge: true)
                }
                bytes.append(contentsOf: chunk[0..<count])
            } else if count == 0 {
                return bytes
            } else if errno == EAGAIN {
                // A pipe whose writer has not written yet: wait for it.
                var descriptorSet = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                _ = poll(&descriptorSet, 1, -1)
            } else if errno != EINTR {
                throw Failure(reason: SystemError.describeCurrent())
            }
        }
    }

    /// Writes bytes to a file so that it either appears complete or not at all.
    ///
    /// The bytes go to a hidden temporary file in the same folder (`.<name>.<UUID>.tmp`), which is
    /// then renamed over the destination; on any failure the temporary file is removed. The write is
    /// atomic for other processes, but not flushed to disk (no `fsync`), so it is not durable
    /// against power loss.
    /// - Parameters:
    ///   - bytes: The complete contents.
    ///   - url: The destination file URL; its folder must exist.
    /// - Throws: ``Failure`` when the temporary file cannot be created or written, or the rename fails.
    package static func writeAtomically(_ bytes: [UInt8], to url: URL) throws(Failure) {
        guard url.isFileURL else { throw Failure(reason: "not a file URL: \(url.absoluteString)") }
        let path = url.path
        let temporaryPath = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp").path

        let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw Failure(reason: systemReason("creating a temporary file")) }
        do throws(Failure) {
            try writeAll(bytes, to: descriptor)
        } catch {
            close(descriptor)
            unlink(temporaryPath)
            throw error
        }
        // After a failed close the descriptor is gone either way, so it must not be closed again.
        guard close(descriptor) == 0 else {
            let failure = Failure(reason: systemReason("closing the temporary file"))
            unlink(temporaryPath)
            throw failure
        }
        guard rename(temporaryPath, path) == 0 else {
            let failure = Failure(reason: systemReason("moving the temporary file into place"))
            unlink(temporaryPath)
            throw failure
        }
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(Failure) {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                write(descriptor, buffer.baseAddress.map { $0 + written }, buffer.count - written)
            }
            if count > 0 {
                written += count
            } else if count == 0 {
                throw Failure(reason: "writing the temporary file: the system accepted no bytes")
            } else if errno != EINTR {
                throw Failure(reason: systemReason("writing the temporary file"))
            }
        }
    }

    private static func systemReason(_ operation: String) -> String {
        "\(operation): \(SystemError.describeCurrent())"
    }
}
