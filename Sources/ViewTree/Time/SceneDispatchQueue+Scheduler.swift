import Foundation
import OpenCombine

extension SceneDispatchQueue: Scheduler {
    /// The moments of a queue's scheduler: the scene's clock.
    public typealias SchedulerTimeType = SceneDispatchTime

    /// What a queue's scheduler may be asked besides when; none of it changes when work runs on
    /// the scene's clock.
    public struct SchedulerOptions {
        /// The quality of service; not used.
        public var qos: DispatchQoS
        /// The work item flags; not used.
        public var flags: DispatchWorkItemFlags

        /// Options for scheduling work.
        /// - Parameters:
        ///   - qos: The quality of service; not used.
        ///   - flags: The work item flags; not used.
        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = []) {
            self.qos = qos
            self.flags = flags
        }
    }

    /// The moment the scene's events have reached.
    public var now: SceneDispatchTime { .now() }

    /// Zero: work runs exactly when it is due.
    public var minimumTolerance: SceneDispatchTime.Stride { 0 }

    /// Runs `action` as the scene's next event (`.receive(on: DispatchQueue.main)`).
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        async(execute: action)
    }

    /// Runs `action` at `date` on the scene's clock (`.debounce`, `.delay`, `.throttle`).
    public func schedule(after date: SceneDispatchTime, tolerance: SceneDispatchTime.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) {
        asyncAfter(deadline: date, execute: action)
    }

    /// Runs `action` at `date` and every `interval` after it, until cancelled; an interval that
    /// is not above zero runs it once.
    /// - Returns: What stops it.
    public func schedule(after date: SceneDispatchTime, interval: SceneDispatchTime.Stride, tolerance: SceneDispatchTime.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> Cancellable {
        let stopped = RepeatingWork()
        repeatWork(from: date, run: 0, every: interval.seconds, stopped: stopped, action)
        return AnyCancellable { stopped.isCancelled = true }
    }

    /// Runs `action` at `start + run × interval`, then schedules its next run.
    private func repeatWork(from start: SceneDispatchTime, run: Int, every interval: Double, stopped: RepeatingWork,
                            _ action: @escaping () -> Void) {
        asyncAfter(deadline: start + Double(run) * interval) { [self] in
            guard !stopped.isCancelled else { return }
            action()
            if interval.isFinite, interval > 0 { repeatWork(from: start, run: run + 1, every: interval, stopped: stopped, action) }
        }
    }
}

/// Whether repeating work was cancelled.
private final class RepeatingWork {
    var isCancelled = false
}
