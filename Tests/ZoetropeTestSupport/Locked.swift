import Synchronization

/// A value behind a lock, shared by reference between the threads a test starts.
///
/// A `Mutex` held in a local `let` and captured by closures that run on several threads lives in
/// the closures' shared box, and ThreadSanitizer reports the calls to `withLock` as modifying
/// accesses of that box from two threads (seen in `FrameLoopTests`). Held in a class, as the
/// package's own code holds its mutexes, the lock is reached through a reference instead.
public final class Locked<Value: Sendable>: Sendable {
    private let mutex: Mutex<Value>

    /// A lock around `value`.
    public init(_ value: Value) {
        mutex = Mutex(value)
    }

    /// Runs `body` with the value, holding the lock.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try mutex.withLock { try body(&$0) }
    }
}
