import Synchronization
import Testing
@testable import ScenePreview

/// The drawer draws a frame once however many ask for it, keeps it, and lets a failed drawing be
/// tried again.
@Suite("FrameDrawer")
struct FrameDrawerTests {
    let key = FrameCache.Key(scene: "wheel", version: 1, frame: 3)

    /// Counts drawings, from any thread.
    final class Counter: Sendable {
        private let count = Atomic<Int>(0)
        func add() { count.add(1, ordering: .sequentiallyConsistent) }
        var value: Int { count.load(ordering: .sequentiallyConsistent) }
    }

    @Test("32 requests for one frame at once: it is drawn once, and every request gets its bytes")
    func drawnOnce() async throws {
        let drawer = FrameDrawer(cache: FrameCache(capacity: 1 << 20))
        let draws = Counter()
        let key = key
        let results = try await withThrowingTaskGroup(of: [UInt8].self) { group in
            for _ in 0..<32 {
                group.addTask {
                    try await drawer.png(for: key) {
                        draws.add()
                        return [1, 2, 3]
                    }
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 32 && results.allSatisfy { $0 == [1, 2, 3] })
        #expect(draws.value == 1, "drawn \(draws.value) times")
        #expect(drawer.cache.bytes(for: key) == [1, 2, 3])
        #expect(drawer.drawingCount == 0)
    }

    @Test("a drawing that fails fails its requests, is not kept, and the next request draws again")
    func failureIsTriedAgain() async throws {
        struct Broken: Error {}
        let drawer = FrameDrawer(cache: FrameCache(capacity: 1 << 20))
        await #expect(throws: Broken.self) { try await drawer.png(for: key) { throw Broken() } }
        #expect(drawer.cache.bytes(for: key) == nil)
        #expect(try await drawer.png(for: key) { [7] } == [7])
    }
}
