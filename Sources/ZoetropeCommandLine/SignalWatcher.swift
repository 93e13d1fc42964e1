import Dispatch
import Foundation
import Synchronization

/// Turns SIGINT (Ctrl-C) and SIGTERM into a call that stops a render cleanly; a second signal
/// exits at once (the next render removes whatever temporary files that leaves).
final class SignalWatcher {
    private let sources: [any DispatchSourceSignal]
    private let last: Signals

    /// The signals seen so far, shared with the handlers.
    private final class Signals: Sendable {
        let last = Atomic<Int32>(0)
        let count = Atomic<Int>(0)
    }

    /// Starts watching.
    /// - Parameter stop: Called, on a background queue, at the first SIGINT or SIGTERM.
    init(stop: @escaping @Sendable () -> Void) {
        let last = Signals()
        self.last = last
        sources = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                last.last.store(number, ordering: .relaxed)
                if last.count.add(1, ordering: .relaxed).newValue > 1 {
                    _exit(128 + number)
                }
                stop()
            }
            source.resume()
            return source
        }
    }

    deinit {
        for source in sources { source.cancel() }
    }

    /// The signal that stopped the render, if one did.
    var received: Int32? {
        let number = last.last.load(ordering: .relaxed)
        return number == 0 ? nil : number
    }
}
