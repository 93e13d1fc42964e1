import Foundation

/// The clock and the queue of a scene's event replay: what actions, completions and tasks
/// running in the replay schedule for later moments of scene time.
///
/// One replay uses it, on one thread; ``current`` is set while the replay runs code of the
/// scene's views, so `withAnimation`'s completions and `Task.sleep` find it.
final class EventScheduler: @unchecked Sendable {
    /// Something to do at a moment.
    enum Event {
        /// Run an action (an event handler, a completion).
        case action(() -> Void)
        /// A scripted interaction, the `index`-th of the scene's.
        case interaction(Interaction, index: Int)
        /// The press that a scripted tap, the `index`-th interaction, lets go of at its time: it
        /// begins ``Interaction/pressDuration`` before.
        case press(Interaction, index: Int)
        /// Wake a sleeping task.
        case wake(Sleeper)
    }

    /// The scheduler of the replay running the code that runs now, if any.
    @TaskLocal static var current: EventScheduler?

    /// The most times cancelled tasks may sleep in one replay; past it, a task is looping
    /// without end (`while true { try? await Task.sleep(…) }`).
    static let sleepsAfterCancellationLimit = 100_000

    /// How many times cancelled tasks have slept.
    private var sleepsAfterCancellation = 0

    /// Whether a cancelled task slept more than ``sleepsAfterCancellationLimit`` times (it was
    /// parked, never to run again).
    var parkedALoopingTask: Bool { sleepsAfterCancellation > Self.sleepsAfterCancellationLimit }

    /// The moment being replayed, in seconds of scene time.
    private(set) var now: TimeInterval = 0
    /// What code run in the replay asked for that cannot be done (a timer repeating every 0 s),
    /// in the words of the scene's error; the first one ends the replay.
    private(set) var problems: [String] = []
    private var queue: [(time: TimeInterval, order: Int, event: Event)] = []
    private var scheduled = 0

    /// Schedules `event` at `time` (never before now); events at one moment happen in the order
    /// they were scheduled, or, given `order`, as if scheduled with the event that got that order
    /// (just after it): what a scripted interaction's later parts (typed characters) use to come
    /// before the interactions scripted after it at the same moment.
    /// - Returns: The event's order among those of its moment.
    @discardableResult
    func schedule(_ event: Event, at time: TimeInterval, order: Int? = nil) -> Int {
        let at = max(time, now)
        let entry = (time: at, order: order ?? scheduled, event: event)
        if order == nil { scheduled += 1 }
        let index = queue.firstIndex { ($0.time, $0.order) > (entry.time, entry.order) } ?? queue.endIndex
        queue.insert(entry, at: index)
        return entry.order
    }

    /// Notes what code run in the replay asked for that cannot be done: the scene is an error.
    func noteProblem(_ message: String) {
        problems.append(message)
    }

    /// Schedules `action` `delay` seconds from now; never, for a `nil` delay.
    func schedule(after delay: TimeInterval?, _ action: @escaping () -> Void) {
        guard let delay, delay.isFinite else { return }
        schedule(.action(action), at: now + max(delay, 0))
    }

    /// The next event, at or before `end` (any, without an end), made the present moment.
    func next(until end: TimeInterval?) -> Event? {
        guard let first = queue.first, end.map({ first.time <= $0 + 1e-12 }) ?? true else { return nil }
        queue.removeFirst()
        now = first.time
        return first.event
    }

    /// Suspends the calling task until `seconds` of scene time have passed, or it is cancelled.
    /// - Throws: `CancellationError` when the task is cancelled (its view disappeared, or the
    ///   scene ended).
    func sleep(seconds: TimeInterval) async throws {
        if Task.isCancelled {
            // As `Task.sleep` does, a cancelled task's sleep throws at once; one that sleeps
            // again and again regardless is parked for good, so the replay can end and say so.
            sleepsAfterCancellation += 1
            if sleepsAfterCancellation > Self.sleepsAfterCancellationLimit {
                await withUnsafeContinuation { (_: UnsafeContinuation<Void, Never>) in }
            }
            throw CancellationError()
        }
        let sleeper = Sleeper()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                // A sleep cancelled before it began ends at once, without a wake.
                if sleeper.wait(with: continuation) {
                    schedule(.wake(sleeper), at: now + (seconds.isFinite ? max(seconds, 0) : .greatestFiniteMagnitude))
                }
            }
        } onCancel: {
            sleeper.finish(throwing: CancellationError())
        }
    }
}

/// A task sleeping on scene time: resumed once, by its wake or by its cancellation.
final class Sleeper: @unchecked Sendable {
    private var continuation: CheckedContinuation<Void, any Error>?
    private var outcome: Result<Void, any Error>?

    /// Waits with `continuation`; resumes it at once if the sleep already ended (cancelled first).
    /// - Returns: Whether it waits (the sleep has not ended).
    func wait(with continuation: CheckedContinuation<Void, any Error>) -> Bool {
        if let outcome {
            continuation.resume(with: outcome)
            return false
        }
        self.continuation = continuation
        return true
    }

    /// Ends the sleep normally.
    func wake() {
        finish(with: .success(()))
    }

    /// Ends the sleep with `error`.
    func finish(throwing error: any Error) {
        finish(with: .failure(error))
    }

    private func finish(with result: Result<Void, any Error>) {
        guard outcome == nil else { return }
        outcome = result
        continuation?.resume(with: result)
        continuation = nil
    }
}
