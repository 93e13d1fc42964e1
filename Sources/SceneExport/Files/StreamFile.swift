import FileAccess
import Foundation
import FrameRendering

/// A file written from start to end through a buffer, with POSIX calls, so failures carry the
/// system's reason.
final class StreamFile {
    private let path: String
    /// The path as the caller named it, for messages.
    private let shownPath: String
    private var descriptor: Int32
    private var buffer: [UInt8] = []
    private let capacity = 1 << 16
    /// The SHA-256 of everything written so far, when asked for at creation, computed on its own
    /// thread as the buffer is written out.
    private let hash: PipelinedHasher?
    /// How many bytes were written.
    private(set) var byteCount = 0

    /// Creates (or truncates) the file.
    /// - Parameters:
    ///   - url: The file.
    ///   - hashing: Whether to compute the SHA-256 of what is written, as it is written.
    /// - Throws: ``RenderError/output(path:reason:)``.
    init(url: URL, hashing: Bool = false) throws(RenderError) {
        hash = hashing ? try PipelinedHasher() : nil
        path = url.path
        // A temporary file (`.name.UUID.tmp`) is named in messages as the file it becomes.
        let folder = url.deletingLastPathComponent()
        shownPath = OutputFolder.temporaryTarget(of: url.lastPathComponent).map { folder.appendingPathComponent($0).relativePath }
            ?? url.relativePath
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw .output(path: shownPath, reason: SystemError.describeCurrent()) }
        buffer.reserveCapacity(capacity)
    }

    deinit {
        if descriptor >= 0 { Foundation.close(descriptor) }
    }

    /// Appends text.
    func write(_ text: String) throws(RenderError) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= capacity { try flush() }
    }

    /// Appends bytes.
    func write(_ bytes: some Sequence<UInt8>) throws(RenderError) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= capacity { try flush() }
    }

    /// Writes what is buffered and closes the file.
    func close() throws(RenderError) {
        try flush()
        let status = Foundation.close(descriptor)
        descriptor = -1
        guard status == 0 else { throw .output(path: shownPath, reason: SystemError.describeCurrent()) }
    }

    /// The SHA-256 and size of everything written, once the file is closed; `nil` when not
    /// hashing (or libcrypto failed: the caller then reads the file back).
    func digest() -> (sha256: String, bytes: Int)? {
        hash.flatMap { hash in (try? hash.finish()).map { ($0, byteCount) } }
    }

    /// Closes the file without writing what is buffered.
    func abandon() {
        if descriptor >= 0 { Foundation.close(descriptor) }
        descriptor = -1
    }

    /// Closes the file without writing what is buffered, and removes it: what a sink does with its
    /// file when a render is cancelled or fails.
    func discard() {
        abandon()
        unlink(path)
    }

    private func flush() throws(RenderError) {
        // The hasher keeps this buffer's bytes; emptying it below then gives the file a new one.
        hash?.update(buffer)
        byteCount += buffer.count
        var written = 0
        while written < buffer.count {
            let count = buffer.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress.map { $0 + written }, $0.count - written) }
            if count > 0 {
                written += count
            } else if count < 0, errno == EINTR {
                continue
            } else {
                throw .output(path: shownPath, reason: count == 0 ? "the system accepted no bytes" : SystemError.describeCurrent())
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
