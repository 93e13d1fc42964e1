import Foundation
import SceneCore

/// A timer on a scene's clock: what `Timer` names inside views, view modifiers and models, so
/// that `Timer.scheduledTimer(withTimeInterval:repeats:block:)` fires at scene time.
///
/// ```swift
/// .onAppear {
///     Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in
///         seconds += 1
///         if seconds == 10 { timer.invalidate() }
///     }
/// }
/// ```
///
/// Scheduled in a scene's events (an event handler, a task, a dispatched block, another
/// timer's block), it first fires `interval` seconds of scene time later and, if it repeats,
/// every `interval` after that (at exactly `start + n × interval`, so ticks never drift), until
/// it is invalidated; each firing is one event of the scene. Scheduled anywhere else it never
/// fires. It is a Foundation `Timer`, so it goes wherever one is expected; `Timer.publish` is
/// Foundation's publisher, which ticks on the scene's clock too.
///
/// A repeating timer needs an interval above zero: zero, a negative or a non-finite interval
/// is an error of the scene that says where (Foundation would fire every 0.1 ms, ten thousand
/// events a second). A one-shot timer with such an interval fires as the next event, as
/// Foundation's does.
public final class SceneTimer: Timer {
    private let block: (SceneTimer) -> Void
    private let start: TimeInterval
    private let startDate: Date
    private let repeating: Bool
    private let sceneInterval: TimeInterval
    private var firings = 0
    private var valid = true

    private init(interval: TimeInterval, repeats: Bool, start: TimeInterval, block: @escaping (SceneTimer) -> Void) {
        self.block = block
        self.start = start
        self.startDate = SceneClockDate.start
        self.repeating = repeats
        self.sceneInterval = interval
        // Foundation's timer underneath is never added to a run loop: it never fires by itself.
        super.init(fire: SceneClockDate.start.addingTimeInterval(start + interval), interval: repeats ? interval : 0,
                   repeats: repeats, block: { _ in })
    }

    /// Not available in a scene: a timer made without being scheduled goes on a run loop
    /// (`RunLoop.main.add(timer, forMode: .common)`), which ticks in real time.
    @available(*, unavailable, message: "a timer added to a run loop ticks in real time; write Timer.scheduledTimer(withTimeInterval:repeats:block:), which runs on the scene's clock")
    public convenience init(timeInterval interval: TimeInterval, repeats: Bool, block: @escaping (SceneTimer) -> Void) {
        self.init(interval: interval, repeats: repeats, start: 0, block: block)
    }

    /// Makes a timer and schedules it on the scene's clock: it fires `interval` seconds of
    /// scene time from now and, if `repeats`, every `interval` after that until invalidated.
    /// - Parameters:
    ///   - interval: The time between firings, in seconds; above zero for a repeating timer.
    ///   - repeats: Whether it fires again and again, until invalidated.
    ///   - block: What to do at each firing; it is given the timer, to invalidate it.
    /// - Returns: The timer, which the scene keeps until it is invalidated.
    @discardableResult
    public override class func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool,
                                            block: @escaping (SceneTimer) -> Void) -> SceneTimer {
        let scheduler = EventScheduler.current
        let timer = SceneTimer(interval: interval, repeats: repeats, start: scheduler?.now ?? 0, block: block)
        guard let scheduler else { return timer }
        if repeats, !(interval.isFinite && interval > 0) {
            timer.valid = false
            scheduler.noteProblem("Timer.scheduledTimer(withTimeInterval: \(NumberText.describe(interval)), repeats: true) needs an"
                + " interval above zero: a timer repeating every \(NumberText.describe(interval)) s would never let time pass")
            return timer
        }
        timer.scheduleFiring(1, on: scheduler)
        return timer
    }

    /// Schedules the `index`-th firing at `start + index × interval`.
    private func scheduleFiring(_ index: Int, on scheduler: EventScheduler) {
        let delay = sceneInterval.isFinite ? max(sceneInterval, 0) : 0
        scheduler.schedule(.action { [self] in
            guard valid else { return }
            firings = index
            if repeating { scheduleFiring(index + 1, on: scheduler) } else { valid = false }
            block(self)
        }, at: start + Double(index) * delay)
    }

    /// Fires the timer now, as its block is run at a firing; a one-shot timer is then
    /// invalidated. An invalidated timer does nothing.
    public override func fire() {
        guard valid else { return }
        if !repeating { valid = false }
        block(self)
    }

    /// Stops the timer: it fires no more.
    public override func invalidate() {
        valid = false
    }

    /// Whether the timer will fire again.
    public override var isValid: Bool { valid }

    /// The scene's date of the timer's next firing (or of its last, once it will fire no more).
    public override var fireDate: Date {
        get {
            let next = repeating && valid ? firings + 1 : max(firings, 1)
            return startDate.addingTimeInterval(start + Double(next) * max(sceneInterval, 0))
        }
        set {}
    }

    /// The time between firings of a repeating timer; 0 for a one-shot timer, as Foundation's.
    public override var timeInterval: TimeInterval { repeating ? sceneInterval : 0 }
}
