import Dispatch
import Foundation
import Synchronization

/// The one frame loop: computes frames in parallel on a bounded pool of workers and delivers
/// them, in frame order, to one consumer.
///
/// Each worker has its own state (a canvas to draw on, say), made once and reused for every frame
/// it computes. A worker claims the next frame only while it is fewer than `window` frames ahead
/// of the consumer, so at most `window` computed frames wait in memory, whatever the number of
/// frames: memory stays flat.
///
/// The loop stops early when ``Control/cancel()`` is called or when a worker or the consumer
/// throws. Frames in flight then finish. After a failure, the frames before the failing one are
/// still delivered in order; after a cancel, in-order delivery stops at once. Every frame that was
/// computed but not delivered in order is then delivered with ``Delivery/afterStop``, in
/// ascending order, so the consumer can account for work already done (files already written).
/// Then the loop throws the error of the earliest frame that failed, or returns
/// ``Outcome/cancelled``.
public enum FrameLoop {
    /// How a computed frame reaches the consumer.
    public enum Delivery: Sendable {
        /// In frame order, with every earlier frame of the list delivered before it.
        case inOrder
        /// After the loop stopped early: out of order, after the frames delivered in order.
        case afterStop
    }

    /// How a loop ended without an error.
    public enum Outcome: Sendable, Equatable {
        /// Every frame was computed and delivered in order.
        case completed
        /// ``Control/cancel()`` stopped the loop before every frame was computed.
        case cancelled
    }

    /// Why a loop stopped with an error: the error and the frame it came from.
    public struct Failure<E: Error>: Error {
        /// The frame being computed or delivered when the error was thrown; `nil` when making a
        /// worker's state failed.
        public let frame: Int?
        /// The error.
        public let error: E
    }

    /// Stops a running loop from another thread (a signal handler's queue, say).
    public final class Control: Sendable {
        private let flag = Atomic<Bool>(false)

        /// Creates a control that has not been cancelled.
        public init() {}

        /// Asks every loop using this control to stop claiming frames. Safe from any thread.
        public func cancel() { flag.store(true, ordering: .releasing) }

        /// Whether ``cancel()`` was called.
        public var isCancelled: Bool { flag.load(ordering: .acquiring) }
    }

    /// Computes `frames` on `jobs` workers and delivers each result to `deliver` on the calling thread.
    ///
    /// - Parameters:
    ///   - frames: The frames to compute, in the order to deliver them. Empty: nothing happens.
    ///   - jobs: How many workers compute frames at once; at least 1 is used, and no more than
    ///     there are frames.
    ///   - window: How many frames the workers may be ahead of the consumer; at least
    ///     `2 × jobs × batch` is used.
    ///   - batch: How many consecutive frames a worker claims at once, and hands over at once; 1
    ///     by default. Frames that take microseconds (a CSV's rows, with no pixels) spend more in
    ///     waking threads than in computing when claimed one by one: a batch makes one hand-over
    ///     of many. Order, results and failures are the same for any batch.
    ///   - control: Lets another thread cancel the loop.
    ///   - makeWorker: Makes one worker's state; called once on each worker's thread.
    ///   - compute: Computes one frame with a worker's state; called on the workers' threads.
    ///   - deliver: Receives each result, on the calling thread, one at a time.
    /// - Returns: Whether every frame was delivered or the loop was cancelled.
    /// - Throws: ``Failure`` with the earliest failing frame's error.
    /// - Complexity: One `compute` and one `deliver` per frame; at most `window` results held at once.
    public static func run<Worker, Output: Sendable, E: Error>(
        frames: [Int], jobs: Int, window: Int, batch: Int = 1, control: Control = Control(),
        makeWorker: @escaping @Sendable () throws(E) -> Worker,
        compute: @escaping @Sendable (inout Worker, Int) throws(E) -> Output,
        deliver: (Int, Output, Delivery) throws(E) -> Void
    ) throws(Failure<E>) -> Outcome {
        guard !frames.isEmpty else { return .completed }
        let workers = max(1, min(jobs, frames.count))
        let batch = max(1, min(batch, frames.count / workers))
        let state = LoopState<Output, E>(frames: frames, window: max(window, 2 * workers * batch), batch: batch, control: control)
        let group = DispatchGroup()
        for _ in 0..<workers {
            DispatchQueue.global(qos: .userInitiated).async(group: group) {
                state.work(makeWorker: makeWorker, compute: compute)
            }
        }
        state.consume(workers: workers, deliver: deliver)
        group.wait()
        if let failure = state.failure { throw failure }
        return state.wasCancelled ? .cancelled : .completed
    }

    /// Computes `frames` one after another on the calling thread and delivers each in order: the
    /// same loop for work that cannot cross threads (a layout animation of a type that is not
    /// `Sendable`, say).
    ///
    /// - Parameters:
    ///   - frames: The frames to compute, in order.
    ///   - control: Lets another thread cancel the loop between frames.
    ///   - compute: Computes one frame.
    ///   - deliver: Receives each result, in order.
    /// - Returns: Whether every frame was delivered or the loop was cancelled.
    /// - Throws: ``Failure`` with the failing frame's error; the frames before it were delivered.
    /// - Complexity: One `compute` and one `deliver` per frame; one result held at a time.
    public static func runSerially<Output, E: Error>(
        frames: [Int], control: Control = Control(),
        compute: (Int) throws(E) -> Output,
        deliver: (Int, Output) throws(E) -> Void
    ) throws(Failure<E>) -> Outcome {
        for frame in frames {
            if control.isCancelled { return .cancelled }
            do {
                try deliver(frame, try compute(frame))
            } catch {
                throw Failure(frame: frame, error: error)
            }
        }
        return .completed
    }
}


/// What the workers and the consumer of one loop share.
private final class LoopState<Output: Sendable, E: Error>: @unchecked Sendable {
    // `@unchecked`: every mutable property is read and written only with `condition` locked.
    private let condition = NSCondition()
    private let frames: [Int]
    private let window: Int
    private let batch: Int
    private let control: FrameLoop.Control
    /// The index in `frames` of the next frame to claim and of the next to deliver.
    private var nextClaim = 0
    private var nextDelivery = 0
    /// Computed results waiting for delivery, by index in `frames`.
    private var ready: [Int: Output] = [:]
    private var finishedWorkers = 0
    /// How many workers wait for the consumer to make room in the window.
    private var workersWaitingForRoom = 0
    private var stopped = false
    private(set) var wasCancelled = false
    /// The failure of the earliest frame, by index in `frames` (-1 for making a worker).
    private var earliestFailure: (index: Int, failure: FrameLoop.Failure<E>)?

    init(frames: [Int], window: Int, batch: Int, control: FrameLoop.Control) {
        self.frames = frames
        self.window = window
        self.batch = batch
        self.control = control
    }

    var failure: FrameLoop.Failure<E>? { condition.withLock { earliestFailure?.failure } }

    // MARK: Workers

    func work<Worker>(makeWorker: @Sendable () throws(E) -> Worker,
                      compute: @Sendable (inout Worker, Int) throws(E) -> Output) {
        defer { finishWorker() }
        var worker: Worker
        do {
            worker = try makeWorker()
        } catch {
            fail(index: -1, FrameLoop.Failure(frame: nil, error: error))
            return
        }
        var outputs: [(index: Int, output: Output)] = []
        outputs.reserveCapacity(batch)
        while let claimed = claim() {
            // A batch stops early only for a cancel: frames before another frame's failure finish.
            for index in claimed where !control.isCancelled {
                do {
                    outputs.append((index, try compute(&worker, frames[index])))
                } catch {
                    deposit(&outputs)
                    fail(index: index, FrameLoop.Failure(frame: frames[index], error: error))
                    return
                }
            }
            deposit(&outputs)
        }
    }

    /// The indices of the next frames to compute (up to `batch` of them), waiting while the
    /// workers are too far ahead of the consumer for them; `nil` when there is none left or the
    /// loop stopped.
    private func claim() -> Range<Int>? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            noteCancellation()
            if stopped || nextClaim >= frames.count { return nil }
            let count = min(batch, frames.count - nextClaim)
            if hasRoomForBatch {
                nextClaim += count
                return nextClaim - count..<nextClaim
            }
            workersWaitingForRoom += 1
            _ = condition.wait(until: Date(timeIntervalSinceNow: 0.1))
            workersWaitingForRoom -= 1
        }
    }

    /// Whether the next batch fits in the window; called with `condition` locked.
    private var hasRoomForBatch: Bool {
        nextClaim + min(batch, frames.count - nextClaim) <= nextDelivery + window
    }

    /// Hands computed frames to the consumer at once, and empties `outputs`.
    private func deposit(_ outputs: inout [(index: Int, output: Output)]) {
        guard !outputs.isEmpty else { return }
        condition.withLock {
            for (index, output) in outputs {
                ready[index] = output
            }
            condition.broadcast()
        }
        outputs.removeAll(keepingCapacity: true)
    }

    private func fail(index: Int, _ failure: FrameLoop.Failure<E>) {
        condition.withLock {
            if earliestFailure.map({ index < $0.index }) ?? true {
                earliestFailure = (index, failure)
            }
            stopped = true
            condition.broadcast()
        }
    }

    private func finishWorker() {
        condition.withLock {
            finishedWorkers += 1
            condition.broadcast()
        }
    }

    /// Stops the loop if its control was cancelled; called with `condition` locked.
    private func noteCancellation() {
        if !stopped, control.isCancelled {
            stopped = true
            wasCancelled = true
            condition.broadcast()
        }
    }

    // MARK: Consumer

    func consume(workers: Int, deliver: (Int, Output, FrameLoop.Delivery) throws(E) -> Void) {
        while let (index, output) = nextInOrder(workers: workers) {
            do {
                try deliver(frames[index], output, .inOrder)
            } catch {
                fail(index: index, FrameLoop.Failure(frame: frames[index], error: error))
            }
        }
        for (index, output) in leftovers(workers: workers) {
            do {
                try deliver(frames[index], output, .afterStop)
            } catch {
                fail(index: index, FrameLoop.Failure(frame: frames[index], error: error))
            }
        }
    }

    /// The next result in frame order, waiting for it; `nil` once every frame was delivered or
    /// the loop stopped.
    private func nextInOrder(workers: Int) -> (Int, Output)? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            noteCancellation()
            if nextDelivery >= frames.count || (stopped && !isBeforeFailure(nextDelivery)) { return nil }
            if let output = ready.removeValue(forKey: nextDelivery) {
                nextDelivery += 1
                if workersWaitingForRoom > 0, hasRoomForBatch { condition.broadcast() }
                return (nextDelivery - 1, output)
            }
            if finishedWorkers == workers { return nil }
            _ = condition.wait(until: Date(timeIntervalSinceNow: 0.1))
        }
    }

    /// Whether a failure stopped the loop after the frame at `index`: frames before a failure are
    /// still delivered in order (they were all claimed, so they finish), unlike after a cancel.
    private func isBeforeFailure(_ index: Int) -> Bool {
        guard let failure = earliestFailure, !wasCancelled else { return false }
        return index < failure.index
    }

    /// Every result computed but not delivered, in ascending order, once all workers finished.
    private func leftovers(workers: Int) -> [(Int, Output)] {
        condition.lock()
        defer { condition.unlock() }
        while finishedWorkers < workers {
            condition.wait()
        }
        let left = ready.sorted { $0.key < $1.key }
        ready.removeAll()
        return left
    }
}
