import Foundation
import Synchronization

/// The child processes rendering previews now, so that Ctrl-C or SIGTERM stops them all: once
/// stopped, no child starts and those running are killed.
final class PreviewProcesses: Sendable {
    private let state = Mutex((running: Set<Int32>(), isStopped: false))

    /// Whether the run was stopped.
    var isStopped: Bool { state.withLock { $0.isStopped } }

    /// Notes a child that started; kills it at once if the run was stopped meanwhile.
    func started(_ process: Int32) {
        let stopped = state.withLock { value -> Bool in
            value.running.insert(process)
            return value.isStopped
        }
        if stopped { kill(process, SIGKILL) }
    }

    /// Notes a child that ended.
    func ended(_ process: Int32) {
        _ = state.withLock { $0.running.remove(process) }
    }

    /// Stops the run: kills every child running and lets no other start.
    func stop() {
        let running = state.withLock { value -> Set<Int32> in
            value.isStopped = true
            return value.running
        }
        for process in running { kill(process, SIGKILL) }
    }
}
