import Dispatch
import Foundation

/// Where the server's blocking work runs (drawing a frame with cairo, rendering a CSV): on threads
/// of its own, at most one per active core at a time, never on the threads that answer requests
/// and stream events, so a slow frame delays only the requests that wait for it.
package enum DrawingQueue {
    private static let queue = DispatchQueue(label: "zoetrope.preview.drawing", attributes: .concurrent)
    private static let slots = DispatchSemaphore(value: max(1, ProcessInfo.processInfo.activeProcessorCount))

    /// Runs `work` on the drawing threads and returns what it returns.
    /// - Parameter work: Blocking work.
    /// - Returns: Its result.
    /// - Throws: What `work` throws.
    package static func run<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            queue.async {
                slots.wait()
                defer { slots.signal() }
                continuation.resume(with: Result { try work() })
            }
        }
    }
}
