import Foundation

/// A value behind a lock, shared by reference between the threads a test starts.
///
/// Behind an `NSLock` (a pthread mutex, which ThreadSanitizer understands), not the
/// Synchronization module's `Mutex`: on Linux that locks with futexes ThreadSanitizer does not
/// see, so it reported the tests' own guarded updates as races (`FrameLoopTests`, in a
/// fresh-clone `.ci/run`).
public final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// A lock around `value`.
    public init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value, holding the lock.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
