import Foundation
import Synchronization

/// Runs the `.task`s of a scene's views one job at a time on the replay's own thread, when the
/// replay drains it: so tasks interleave with events in one order, the same in every render.
final class ReplayExecutor: TaskExecutor, @unchecked Sendable {
    private let jobs = Mutex<[UnownedJob]>([])

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        jobs.withLock { $0.append(job) }
    }

    /// The most jobs one drain runs: a task past it is going round without waiting on scene
    /// time (a loop that ignores its cancellation).
    static let jobLimit = 1_000_000

    /// Whether a drain stopped at ``jobLimit``; no job runs after it.
    private(set) var overran = false

    /// Runs every job there is, and those they enqueue, until none is left, or until
    /// ``jobLimit`` jobs have run (then ``overran`` is set).
    func drain() {
        var run = 0
        while !overran, let job = jobs.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) {
            job.runSynchronously(on: asUnownedTaskExecutor())
            run += 1
            overran = run >= Self.jobLimit
        }
    }
}

/// A value the replay hands to a task it runs on its own thread, or to code run while a body
/// is resolved on it.
struct ReplayBox<Value>: @unchecked Sendable {
    let value: Value
}
