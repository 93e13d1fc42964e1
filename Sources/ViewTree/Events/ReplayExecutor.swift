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

    /// Runs every job there is, and those they enqueue, until none is left.
    func drain() {
        while let job = jobs.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) {
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}

/// A value the replay hands to a task it runs on its own thread.
struct ReplayBox<Value>: @unchecked Sendable {
    let value: Value
}
