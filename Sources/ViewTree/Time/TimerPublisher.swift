import Foundation
import OpenCombine

extension Timer {
    /// A publisher of the moments a repeating timer fires: what `Timer.publish(every:on:in:)`
    /// returns, Combine's `Timer.TimerPublisher`.
    ///
    /// In a scene it ticks on the scene's clock, never on the computer's: connected at scene time
    /// `t0` (by `.autoconnect()` when `.onReceive` subscribes, as the view appears), it fires at
    /// `t0 + interval`, `t0 + 2 × interval`, …, each time with the scene's date then (the scene's
    /// start date plus the time). Outside a scene's events it never fires. The run loop and mode
    /// are not used, and the tolerance is ignored (a scene's timer is exact).
    public final class TimerPublisher: ConnectablePublisher {
        /// A timer publishes the date it fires at.
        public typealias Output = Date
        /// A timer never fails.
        public typealias Failure = Never

        /// The time between two firings, in seconds.
        public let interval: TimeInterval
        /// The tolerance asked for; not used.
        public let tolerance: TimeInterval?
        /// The run loop asked for; not used: a scene's timer ticks on the scene's clock.
        public let runLoop: RunLoop
        /// The run loop mode asked for; not used.
        public let mode: RunLoop.Mode

        private var subscriptions: [TimerSubscription] = []
        private var connection: TimerConnection?

        /// Creates a timer publisher; `Timer.publish(every:tolerance:on:in:)` is how apps make one.
        /// - Parameters:
        ///   - interval: The time between two firings, in seconds.
        ///   - tolerance: The tolerance; not used.
        ///   - runLoop: The run loop; not used.
        ///   - mode: The run loop mode; not used.
        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
        }

        /// Attaches `subscriber`; it receives the dates the timer fires at once connected.
        /// - Parameter subscriber: The subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            let subscription = TimerSubscription(subscriber: AnySubscriber(subscriber)) { [weak self] cancelled in
                self?.subscriptions.removeAll { $0 === cancelled }
            }
            subscriptions.append(subscription)
            subscriber.receive(subscription: subscription)
        }

        /// Starts the timer on the scene's clock, from the scene time now.
        /// - Returns: What stops the timer when cancelled.
        public func connect() -> Cancellable {
            if let connection { return connection }
            let connection = TimerConnection()
            self.connection = connection
            if let scheduler = EventScheduler.current, Self.isValid(interval) {
                let start = scheduler.now
                let startDate = SceneClockDate.start
                scheduleTick(1, from: start, startDate: startDate, on: scheduler, connection: connection)
            }
            return connection
        }

        /// Whether a timer may fire every `interval` seconds: a positive, finite interval.
        static func isValid(_ interval: TimeInterval) -> Bool {
            interval.isFinite && interval > 0
        }

        /// Schedules the `index`-th firing, at `start + index × interval`, and so on after it.
        private func scheduleTick(_ index: Int, from start: TimeInterval, startDate: Date, on scheduler: EventScheduler,
                                  connection: TimerConnection) {
            let time = start + Double(index) * interval
            scheduler.schedule(.action { [weak self] in
                guard let self, !connection.isCancelled else { return }
                let date = startDate.addingTimeInterval(time)
                for subscription in subscriptions { subscription.send(date) }
                scheduleTick(index + 1, from: start, startDate: startDate, on: scheduler, connection: connection)
            }, at: time)
        }
    }

    /// A publisher that fires every `interval` seconds: SwiftUI apps' clock for `.onReceive`.
    ///
    /// ```swift
    /// struct Stopwatch: View {
    ///     @State private var seconds = 0
    ///     let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    ///     var body: some View {
    ///         Text("\(seconds)").onReceive(timer) { _ in seconds += 1 }
    ///     }
    /// }
    /// ```
    ///
    /// In a scene it fires on the scene's clock (see ``TimerPublisher``), so each frame shows the
    /// ticks up to its time, whatever order frames are drawn in. A scene whose timer keeps firing
    /// needs a duration. An interval that is zero, negative or not finite is an error of the
    /// scene naming it; such a timer never fires.
    /// - Parameters:
    ///   - interval: The time between two firings, in seconds.
    ///   - tolerance: The tolerance; not used.
    ///   - runLoop: The run loop (`.main`); not used.
    ///   - mode: The run loop mode (`.common`); not used.
    /// - Returns: The timer's publisher, to connect or `.autoconnect()`.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode) -> Timer.TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode)
    }
}

/// The scene's date at time 0, for timers connected while a view subscribes to them.
enum SceneClockDate {
    @TaskLocal static var start = ResolveContext.defaultStartDate
}

/// A running timer: cancelled, it fires no more.
final class TimerConnection: Cancellable {
    private(set) var isCancelled = false

    func cancel() { isCancelled = true }
}

/// One subscriber of a timer, with what it asked for.
final class TimerSubscription: Subscription {
    private var subscriber: AnySubscriber<Date, Never>?
    private var demand = Subscribers.Demand.none
    private let removal: (TimerSubscription) -> Void

    init(subscriber: AnySubscriber<Date, Never>, removal: @escaping (TimerSubscription) -> Void) {
        self.subscriber = subscriber
        self.removal = removal
    }

    func request(_ demand: Subscribers.Demand) {
        self.demand += demand
    }

    func cancel() {
        subscriber = nil
        removal(self)
    }

    /// Sends `date` to the subscriber if it asked for more.
    func send(_ date: Date) {
        guard let subscriber, demand > 0 else { return }
        demand -= 1
        demand += subscriber.receive(date)
    }
}

/// A publisher whose moments are the scene's: it can say what is wrong with how it was made.
protocol SceneClockPublisher {
    /// What is wrong with the publisher, for the scene's error; `nil` when nothing is.
    var clockProblem: String? { get }
}

extension Timer.TimerPublisher: SceneClockPublisher {
    var clockProblem: String? {
        Self.isValid(interval) ? nil
            : "Timer.publish(every: \(interval)) needs an interval above zero: a timer firing every \(interval) s would never let time pass"
    }
}

extension Publishers.Autoconnect: SceneClockPublisher where Upstream: SceneClockPublisher {
    var clockProblem: String? { upstream.clockProblem }
}
