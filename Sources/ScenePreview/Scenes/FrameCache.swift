import Synchronization

/// Drawn frames kept for the next request, within a bound on their bytes: the least recently
/// used go first. A frame of a scene's old version is never returned for a new one, since the
/// version is part of the key.
package final class FrameCache: Sendable {
    /// A frame of one version of one scene.
    package struct Key: Hashable, Sendable {
        /// The scene's name.
        package let scene: String
        /// The scene's version (``ServedScene/Snapshot/version``).
        package let version: Int
        /// The frame.
        package let frame: Int
        /// Whether the sizes are drawn over the views (`still --show-sizes`).
        package let showsSizes: Bool

        /// Creates a key.
        package init(scene: String, version: Int, frame: Int, showsSizes: Bool = false) {
            self.scene = scene
            self.version = version
            self.frame = frame
            self.showsSizes = showsSizes
        }
    }

    private struct Entry {
        var bytes: [UInt8]
        var lastUse: UInt64
    }

    private struct State {
        var entries: [Key: Entry] = [:]
        var totalBytes = 0
        var clock: UInt64 = 0
    }

    /// The most bytes the cache holds.
    package let capacity: Int
    private let state = Mutex(State())

    /// Creates an empty cache.
    /// - Parameter capacity: The most bytes it holds; a frame larger than this is never kept.
    package init(capacity: Int) {
        self.capacity = capacity
    }

    /// The frame's bytes, if they are kept; marks them used.
    package func bytes(for key: Key) -> [UInt8]? {
        state.withLock { state in
            guard var entry = state.entries[key] else { return nil }
            state.clock += 1
            entry.lastUse = state.clock
            state.entries[key] = entry
            return entry.bytes
        }
    }

    /// Keeps a frame's bytes, dropping the least recently used frames until they fit.
    /// - Complexity: O(n) in the frames kept for each frame dropped.
    package func insert(_ bytes: [UInt8], for key: Key) {
        guard bytes.count <= capacity else { return }
        state.withLock { state in
            if let old = state.entries.removeValue(forKey: key) { state.totalBytes -= old.bytes.count }
            while state.totalBytes + bytes.count > capacity,
                  let oldest = state.entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
                state.entries[oldest.key] = nil
                state.totalBytes -= oldest.value.bytes.count
            }
            state.clock += 1
            state.entries[key] = Entry(bytes: bytes, lastUse: state.clock)
            state.totalBytes += bytes.count
        }
    }

    /// The bytes kept now.
    package var totalBytes: Int {
        state.withLock { $0.totalBytes }
    }
}
