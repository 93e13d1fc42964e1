import Foundation
import Synchronization

/// The server-sent events every page listening to `/api/events` receives: each subscriber gets
/// every event published after it subscribed, as the text of one SSE message.
package final class PreviewEvents: Sendable {
    private struct State {
        var subscribers: [Int: AsyncStream<String>.Continuation] = [:]
        var nextID = 0
        var finished = false
    }

    private let state = Mutex(State())

    /// Creates a hub with no subscriber.
    package init() {}

    /// A new subscriber's stream of messages; it ends when ``finish()`` is called, or is ended at
    /// once if it already was.
    package func subscribe() -> AsyncStream<String> {
        let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(256))
        let id: Int? = state.withLock { state in
            guard !state.finished else { return nil }
            state.nextID += 1
            state.subscribers[state.nextID] = continuation
            return state.nextID
        }
        guard let id else {
            continuation.finish()
            return stream
        }
        continuation.onTermination = { [weak self] _ in
            self?.state.withLock { $0.subscribers[id] = nil }
        }
        return stream
    }

    /// Sends a comment (`: keep-alive`) to every subscriber every `interval`, until the task is
    /// cancelled: idle connections stay open through proxies, and a page that went away is found
    /// at the next write and dropped, without waiting for an event.
    /// - Parameter interval: The time between comments.
    /// - Returns: The task sending them; cancel it to stop.
    package func keepAlive(every interval: Duration) -> Task<Void, Never> {
        Task { [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: interval)
                self?.send(": keep-alive\n\n")
            }
        }
    }

    /// Sends an event to every subscriber.
    /// - Parameters:
    ///   - event: The event's name: `reload` or `error`.
    ///   - data: Its data: one line of JSON.
    package func publish(_ event: String, data: String) {
        send(Self.message(event: event, data: data))
    }

    /// Sends text as it is to every subscriber.
    private func send(_ text: String) {
        let subscribers = state.withLock { Array($0.subscribers.values) }
        for subscriber in subscribers { subscriber.yield(text) }
    }

    /// Ends every subscriber's stream, and every later one's: the server is stopping.
    package func finish() {
        let subscribers = state.withLock { state in
            state.finished = true
            defer { state.subscribers = [:] }
            return Array(state.subscribers.values)
        }
        for subscriber in subscribers { subscriber.finish() }
    }

    /// The number of subscribers now.
    package var subscriberCount: Int {
        state.withLock { $0.subscribers.count }
    }

    /// One SSE message: `event:` and `data:` lines and a blank line; a line break in the data
    /// starts another `data:` line, as the format requires.
    package static func message(event: String, data: String) -> String {
        let lines = data.split(separator: "\n", omittingEmptySubsequences: false).map { "data: \($0)" }
        return "event: \(event)\n" + lines.joined(separator: "\n") + "\n\n"
    }
}
