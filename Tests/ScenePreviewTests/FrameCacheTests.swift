import Testing
@testable import ScenePreview

/// The frame cache stays within its bound, drops the least recently used first, and never gives a
/// frame of one version of a scene for another.
@Suite("FrameCache")
struct FrameCacheTests {
    func key(_ frame: Int, version: Int = 1) -> FrameCache.Key {
        FrameCache.Key(scene: "wheel", version: version, frame: frame)
    }

    @Test("empty, and a frame larger than the whole bound is never kept")
    func edges() {
        let cache = FrameCache(capacity: 10)
        #expect(cache.bytes(for: key(0)) == nil)
        cache.insert(Array(repeating: 1, count: 11), for: key(0))
        #expect(cache.bytes(for: key(0)) == nil)
        #expect(cache.totalBytes == 0)
    }

    @Test("the least recently used frame goes first, and the total stays within the bound")
    func leastRecentlyUsedGoes() {
        let cache = FrameCache(capacity: 30)
        cache.insert(Array(repeating: 0, count: 10), for: key(0))
        cache.insert(Array(repeating: 1, count: 10), for: key(1))
        cache.insert(Array(repeating: 2, count: 10), for: key(2))
        #expect(cache.bytes(for: key(0)) == Array(repeating: 0, count: 10))   // frame 0 used again: 1 is now the oldest
        cache.insert(Array(repeating: 3, count: 10), for: key(3))
        #expect(cache.bytes(for: key(1)) == nil)
        #expect(cache.bytes(for: key(0)) != nil && cache.bytes(for: key(2)) != nil && cache.bytes(for: key(3)) != nil)
        #expect(cache.totalBytes == 30)
    }

    @Test("a frame of version 1 is not a frame of version 2")
    func versionsApart() {
        let cache = FrameCache(capacity: 100)
        cache.insert([1, 2, 3], for: key(5, version: 1))
        #expect(cache.bytes(for: key(5, version: 2)) == nil)
        #expect(cache.bytes(for: key(5, version: 1)) == [1, 2, 3])
    }
}
