import Dispatch
import Foundation

/// A SHA-256 computed on a thread of its own as the chunks of a file arrive: the writer hands
/// each chunk over and goes on writing, so hashing is off the writer's path.
///
/// A render's writer is one thread that every frame passes through in order; for a large CSV,
/// hashing on it was a third of its CPU, and the render waited for it (docs/performance.md,
/// "CSV"). At most ``maximumWaiting`` chunks wait to be hashed, so memory stays bounded and a
/// writer faster than the hash waits for it.
final class PipelinedHasher: @unchecked Sendable {
    // `@unchecked`: `hasher` is used on `queue` until `finish()` has drained it, then by
    // `finish()` alone; `failure` only with `lock` held.
    private let hasher: SHA256Hasher
    private let queue = DispatchQueue(label: "zoetrope.sha256")
    private let room: DispatchSemaphore
    private let lock = NSLock()
    private var failure: RenderError?

    /// How many chunks may wait to be hashed.
    static let maximumWaiting = 16

    /// Starts an empty digest.
    /// - Throws: ``RenderError/internalFailure(_:)`` when libcrypto cannot make a context.
    init() throws(RenderError) {
        hasher = try SHA256Hasher()
        room = DispatchSemaphore(value: Self.maximumWaiting)
    }

    /// Hands over the next chunk, in order; waits only while ``maximumWaiting`` chunks are still
    /// to be hashed. A failure of libcrypto is kept for ``finish()`` to throw.
    /// - Parameter chunk: The next bytes of the file.
    func update(_ chunk: [UInt8]) {
        room.wait()
        queue.async { [self] in
            defer { room.signal() }
            guard lock.withLock({ failure == nil }) else { return }
            do throws(RenderError) {
                try hasher.update(chunk)
            } catch {
                lock.withLock { failure = error }
            }
        }
    }

    /// Waits for every chunk handed over to be hashed, then finishes the digest.
    /// - Returns: 64 lowercase hexadecimal digits.
    /// - Throws: ``RenderError/internalFailure(_:)`` when libcrypto failed on a chunk or here.
    func finish() throws(RenderError) -> String {
        queue.sync {}
        if let failure = lock.withLock({ failure }) { throw failure }
        return try hasher.finish()
    }
}
