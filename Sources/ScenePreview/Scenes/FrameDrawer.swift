#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Gives a frame's PNG from the cache, or draws it once however many requests ask for it at the
/// same time: the first request starts the drawing (on the ``DrawingQueue``) and every later one
/// waits for the same result, which is then kept in the cache.
package final class FrameDrawer: Sendable {
    /// The frames kept.
    package let cache: FrameCache
    private let drawing = DrawingTable()

    /// Creates a drawer that keeps what it draws in `cache`.
    package init(cache: FrameCache) {
        self.cache = cache
    }

    /// The PNG of a frame: kept, being drawn, or drawn now by `draw`.
    /// - Parameters:
    ///   - key: The frame (scene, version, frame, sizes).
    ///   - draw: Draws it; called at most once while a drawing of `key` is under way.
    /// - Returns: The PNG's bytes.
    /// - Throws: What `draw` throws, to every request that waited for it; a later request tries again.
    package func png(for key: FrameCache.Key, draw: @escaping @Sendable () throws -> [UInt8]) async throws -> [UInt8] {
        if let bytes = cache.bytes(for: key) { return bytes }
        let task = drawing.withLock { drawing in
            if let running = drawing[key] { return running }
            let task = Task { [cache] in
                let bytes = try await DrawingQueue.run(draw)
                cache.insert(bytes, for: key)
                return bytes
            }
            drawing[key] = task
            return task
        }
        defer { drawing.withLock { $0[key] = nil } }
        return try await task.value
    }

    /// The frames being drawn now.
    package var drawingCount: Int {
        drawing.withLock { $0.count }
    }
}

/// The drawings under way, by frame, behind a pthread mutex rather than Synchronization's
/// `Mutex`: ThreadSanitizer cannot see `Mutex`'s futex on Linux and reports the values it guards
/// as raced (24 runs in 30 of a small program that writes a dictionary from 64 tasks, none with a
/// pthread mutex), and this table is written from many tasks at once.
private final class DrawingTable: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var tasks: [FrameCache.Key: Task<[UInt8], any Error>] = [:]

    init() {
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` on the table, with the lock held.
    func withLock<Result>(_ body: (inout [FrameCache.Key: Task<[UInt8], any Error>]) -> Result) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body(&tasks)
    }
}
